import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auth$, initialAuthState } from '@drawdesk/shared-kernel/bus';
import type { LoginUserData, PackageRow } from '@drawdesk/shared-kernel/contract';
import { initI18n } from '@drawdesk/shared-kernel/i18n';
import { MemoryRouter, Route, Routes, useLocation } from '@drawdesk/shared-kernel/routing';
import { Form, FormActions } from '@drawdesk/shared-kernel/forms/formik';
import { QueryProvider, createQueryClient } from '@drawdesk/shared-kernel/query';
import { AccountPackagePickers, packageChoices, packageIdsFrom } from './components/AccountPackagePickers';
import PackageListScreen from './PackageListScreen';
import { envelope, fakeServer, recordDialogs } from './testing';

jest.setTimeout(30_000);

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
const loginAs = (userRoleId: number) =>
  auth$.next({
    ...initialAuthState,
    status: 'loggedIn',
    user: { userId: 1, username: 'admin', userRoleId, accessString: 'Package List:1234' } as LoginUserData,
  });

const row = (over: Partial<PackageRow>): PackageRow => ({
  packageId: 1,
  name: 'Official Malaysia',
  description: '',
  type: 0,
  isRed: false,
  pools: [1, 2, 3],
  status: 1,
  ownerId: 1,
  ownerName: 'admin',
  lastModified: '2026-01-01T10:00:00.000Z',
  modifiedBy: 'admin',
  holders: 0,
  isDefault: true,
  canEdit: true,
  ...over,
});
const rows = [row({}), row({ packageId: 2, name: 'GD 0.9', type: 2, isDefault: false, holders: 3 })];
const overall = { defaults: { normal: 1, gd: null, nineLotto: null }, canCreate: true };

describe('package list', () => {
  it('pages on the server with the filters, opens a package and makes a default', async () => {
    loginAs(1);
    await initI18n('en');
    const user = userEvent.setup({ delay: null });
    const calls = fakeServer((c) =>
      c.url.endsWith('GetPackages')
        ? envelope(rows, { totalCount: 2, overallInfo: overall })
        : envelope(overall),
    );
    const { dialogs, stop } = recordDialogs();
    render(
      <MemoryRouter initialEntries={['/package/manage']}>
        <Routes>
          <Route path="/package/manage" element={<PackageListScreen />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>,
    );
    expect(await screen.findByText('GD 0.9', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', body: { type: -1, StartCount: 0, PageSize: 10 } });
    await user.selectOptions(screen.getByLabelText('Type'), 'GD');
    await waitFor(() => expect(calls.at(-1)!.body).toMatchObject({ type: 2 }));
    await user.selectOptions(screen.getByLabelText('Red package'), 'Yes');
    await waitFor(() => expect(calls.at(-1)!.body).toMatchObject({ type: 2, isRed: true }));
    // The filters are kept in the address, beside the table's own parameters.
    expect(screen.getByTestId('location')).toHaveTextContent(/type=2/);
    expect(screen.getByTestId('location')).toHaveTextContent(/red=1/);
    // The official package is already the default: only the GD one offers the action.
    expect(screen.queryByRole('button', { name: 'Make default Official Malaysia' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Make default GD 0.9' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('SetDefaultPackage'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('SetDefaultPackage'))!.body).toEqual({ type: 2, packageId: 2 });
    await waitFor(() => expect(dialogs.map((d) => d.message)).toContain('Default package saved.'));
    await user.click(screen.getByRole('button', { name: 'Edit GD 0.9' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/package/detail?packageId=2');
    stop();
  });

  it('offers New package only when the server says the caller may create', async () => {
    loginAs(4);
    await initI18n('en');
    fakeServer(() =>
      envelope([row({ canEdit: false })], { totalCount: 1, overallInfo: { ...overall, canCreate: false } }),
    );
    render(
      <MemoryRouter initialEntries={['/package/manage']}>
        <PackageListScreen />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('button', { name: 'View Official Malaysia' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New package' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Make default/ })).toBeNull();
  });
});

describe('account form package pickers', () => {
  it('lists packages by kind, shows what the account bets with now and reports choices', async () => {
    await initI18n('en');
    const user = userEvent.setup({ delay: null });
    fakeServer((c) =>
      c.url.endsWith('GetPackages')
        ? envelope([...rows, row({ packageId: 5, name: 'Red Half', isRed: true, isDefault: false })])
        : envelope({
            userId: 9,
            username: 'x',
            canEditPackage: false,
            terms: [
              {
                kind: 'normal',
                source: 'upline',
                packageId: 1,
                packageName: 'Official Malaysia',
                fromUserId: 2,
                fromUsername: 'demo_co',
                rates: {},
              },
              {
                kind: 'red',
                source: 'none',
                packageId: null,
                packageName: null,
                fromUserId: null,
                fromUsername: null,
                rates: {},
              },
            ],
          }),
    );
    const onSubmit = jest.fn();
    render(
      <QueryProvider client={createQueryClient()}>
        <Form
          initialValues={{ packageIds: packageChoices({ red: 5 }) }}
          onSubmit={(v) => onSubmit(packageIdsFrom(v.packageIds))}
        >
          <AccountPackagePickers userId={9} />
          <FormActions />
        </Form>
      </QueryProvider>,
    );
    const submitted = async () => {
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      return onSubmit.mock.lastCall?.[0] as unknown;
    };
    expect(await screen.findByText('Now: Official Malaysia (from demo_co)')).toBeInTheDocument();
    const normal = screen.getByLabelText('Normal package');
    expect(normal).toHaveValue('');
    expect(screen.getByLabelText('Red package')).toHaveValue('5');
    await user.selectOptions(normal, 'Official Malaysia');
    expect(await submitted()).toEqual({ red: 5, normal: 1 });
    expect(screen.getByLabelText('GD package')).toHaveTextContent('GD 0.9');
    await user.selectOptions(screen.getByLabelText('Red package'), '(none)');
    expect(await submitted()).toEqual({ red: null, normal: 1 });
  });
});
