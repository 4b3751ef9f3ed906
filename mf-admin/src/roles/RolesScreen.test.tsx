import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { dialog$ } from '@drawdesk/shared-kernel/bus';
import type { Activity, Permission } from '@drawdesk/shared-kernel/contract';
import { initI18n, setLanguage } from '@drawdesk/shared-kernel/i18n';
import { registerRolesTranslations } from './i18n';
import { RoleForm, roleBody, validateRole } from './RolesScreen';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api } = require('@drawdesk/shared-kernel/api') as { api: { post: jest.Mock } };

const activities: Activity[] = [
  { activityId: 1, name: 'Downline', isReport: false },
  { activityId: 14, name: 'Map Report', isReport: true },
];
const permissions: Permission[] = [
  { level: 1, name: 'View' },
  { level: 2, name: 'Create' },
  { level: 3, name: 'Edit' },
  { level: 4, name: 'Delete' },
];

beforeAll(async () => {
  await initI18n('en');
  registerRolesTranslations();
  await setLanguage('en');
});
beforeEach(() => api.post.mockReset());

it('validates the role name and description', () => {
  expect(validateRole({ name: ' ', description: '', status: 1, grid: {} })).toEqual({
    name: 'REQUIRED_FIELD',
  });
  expect(validateRole({ name: 'x'.repeat(51), description: 'y'.repeat(201), status: 1, grid: {} })).toEqual({
    name: 'MAX_LENGTH_EXCEEDED',
    description: 'MAX_LENGTH_EXCEEDED',
  });
});

it('sends only functions with levels, levels ascending', () => {
  expect(
    roleBody({
      roleId: 3,
      name: ' Clerk ',
      description: '',
      status: 0,
      grid: { Downline: [3, 1], 'Map Report': [] },
    }),
  ).toEqual({
    roleId: 3,
    name: 'Clerk',
    description: '',
    status: 0,
    permissions: [{ function: 'Downline', levels: [1, 3] }],
  });
});

it('creates a role from the grid', async () => {
  const dialogs: string[] = [];
  const sub = dialog$.subscribe((d) => {
    dialogs.push(d.message);
    d.resolve?.(true);
  });
  api.post.mockResolvedValue({ success: true, message: null, data: { roleId: 9 }, code: 0 });
  const onSaved = jest.fn();
  render(
    <RoleForm
      initial={{ name: '', description: '', status: 1, grid: {} }}
      activities={activities}
      permissions={permissions}
      onCancel={jest.fn()}
      onSaved={onSaved}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  expect(api.post).not.toHaveBeenCalled();

  fireEvent.change(screen.getByLabelText('Role name'), { target: { value: 'Report clerk' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Map Report View' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Downline View' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Downline Edit' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(api.post).toHaveBeenCalledWith('Setting', 'CreateOrUpdateRole', {
    name: 'Report clerk',
    description: '',
    status: 1,
    permissions: [
      { function: 'Map Report', levels: [1] },
      { function: 'Downline', levels: [1, 3] },
    ],
  });
  expect(dialogs).toContain('Role saved.');
  sub.unsubscribe();
});
