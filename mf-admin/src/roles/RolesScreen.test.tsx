import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { dialog$ } from '@drawdesk/shared-kernel/bus';
import type {
  Activity,
  Permission,
  RoleDetail,
  RoleSummary,
  SubAccountRow,
} from '@drawdesk/shared-kernel/contract';
import { initI18n, setLanguage } from '@drawdesk/shared-kernel/i18n';
import { registerRolesTranslations } from './i18n';
import RolesScreen, { RoleForm, roleBody, validateRole } from './RolesScreen';
import { answerDialogs, ok, page, renderWithQuery } from './testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api } = require('@drawdesk/shared-kernel/api') as {
  api: { get: jest.Mock; post: jest.Mock; fetchPage: jest.Mock; fetchAllRows: jest.Mock };
};

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

const clerk: RoleSummary = {
  roleId: 3,
  name: 'Clerk',
  description: 'Reads downlines',
  status: 1,
  functionCount: 1,
  assignedCount: 0,
  updatedAt: '2026-11-22T01:00:00.000Z',
};
const clerkDetail: RoleDetail = {
  roleId: 3,
  name: 'Clerk',
  description: 'Reads downlines',
  status: 1,
  accessString: 'Downline:1',
  functionCount: 1,
  grid: [
    { function: 'Downline', levels: [1] },
    { function: 'Map Report', levels: [] },
  ],
};
const staffRow = (over: Partial<SubAccountRow>): SubAccountRow => ({
  userId: 21,
  username: 'staff1',
  fullName: 'Staff One',
  status: 'active',
  mainAccountId: 1,
  mainAccountUsername: 'admin',
  accessString: '',
  reportAccess: [],
  targetLines: [],
  roleId: null,
  roleName: null,
  createdAt: '2026-11-22T01:00:00.000Z',
  ...over,
});

/** The staff as the server lists them (changed by an assign). */
let staff: SubAccountRow[] = [];

describe('RolesScreen', () => {
  const dialogs = answerDialogs(true);
  beforeEach(() => {
    staff = [staffRow({ userId: 21, username: 'staff1' }), staffRow({ userId: 22, username: 'staff2' })];
    for (const fn of Object.values(api)) fn.mockReset();
    api.get.mockImplementation((_area: string, name: string) => {
      if (name === 'GetActivities') return Promise.resolve(ok(activities));
      if (name === 'GetPermissions') return Promise.resolve(ok(permissions));
      if (name === 'GetRoleActivityPermission') return Promise.resolve(ok(clerkDetail));
      return Promise.reject(new Error(name));
    });
    api.fetchPage.mockResolvedValue(page([clerk]));
    api.fetchAllRows.mockImplementation((_area: string, name: string) =>
      Promise.resolve(name === 'GetRoles' ? page([clerk]) : page(staff)),
    );
  });

  it('opens a stored role with its grid and saves it under its id', async () => {
    api.post.mockResolvedValue(ok({ roleId: 3 }));
    renderWithQuery(<RolesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Clerk' }));
    const form = await screen.findByRole('form', { name: 'Edit role Clerk' });
    expect(api.get).toHaveBeenCalledWith(
      'Setting',
      'GetRoleActivityPermission',
      { roleId: 3 },
      { signal: expect.any(AbortSignal) },
    );
    expect(within(form).getByLabelText('Role name')).toHaveValue('Clerk');
    expect(within(form).getByRole('checkbox', { name: 'Downline View' })).toBeChecked();
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Map Report Edit' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('Setting', 'CreateOrUpdateRole', {
        roleId: 3,
        name: 'Clerk',
        description: 'Reads downlines',
        status: 1,
        permissions: [
          { function: 'Downline', levels: [1] },
          { function: 'Map Report', levels: [3] },
        ],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit role Clerk' })).toBeNull());
    expect(dialogs.map((d) => d.message)).toContain('Role saved.');
  });

  it('asks for a staff account, then assigns the chosen role and shows it on the staff', async () => {
    api.post.mockImplementation(() => {
      staff = staff.map((s) => (s.userId === 22 ? { ...s, roleId: 3, roleName: 'Clerk' } : s));
      return Promise.resolve(ok({ assigned: 1 }));
    });
    renderWithQuery(<RolesScreen />);
    const group = await screen.findByRole('group', { name: 'Staff accounts' });
    await within(group).findByRole('checkbox', { name: 'staff2' });
    // The form starts on the first role.
    expect(screen.getByLabelText('Role')).toHaveValue('3');

    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(dialogs.map((d) => d.message)).toContain('Tick at least one staff account.'));
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.click(within(group).getByRole('checkbox', { name: 'staff2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('Setting', 'AssignRoles', { roleId: 3, userIds: [22] }),
    );
    await waitFor(() => expect(group).toHaveTextContent('staff2(current: Clerk)'));
    expect(dialogs.map((d) => d.message)).toContain('Role assigned to 1 account(s).');
    expect(within(group).getByRole('checkbox', { name: /^staff2/ })).not.toBeChecked();
  });

  it('takes the role away when "(remove role)" is chosen', async () => {
    api.post.mockResolvedValue(ok({ assigned: 1 }));
    renderWithQuery(<RolesScreen />);
    const group = await screen.findByRole('group', { name: 'Staff accounts' });
    fireEvent.click(await within(group).findByRole('checkbox', { name: 'staff1' }));
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('Setting', 'AssignRoles', { roleId: null, userIds: [21] }),
    );
  });

  it('starts the assign form on the first role once it is created', async () => {
    let roles: RoleSummary[] = [];
    api.fetchAllRows.mockImplementation((_area: string, name: string) =>
      Promise.resolve(name === 'GetRoles' ? page(roles) : page(staff)),
    );
    api.post.mockImplementation(() => {
      roles = [clerk];
      return Promise.resolve(ok({ roleId: 3 }));
    });
    renderWithQuery(<RolesScreen />);
    await screen.findByRole('group', { name: 'Staff accounts' });
    expect(screen.getByLabelText('Role')).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'New role' }));
    const form = await screen.findByRole('form', { name: 'New role' });
    fireEvent.change(within(form).getByLabelText('Role name'), { target: { value: 'Clerk' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Role')).toHaveValue('3'));
  });
});
