import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auth$, initialAuthState } from '@drawdesk/shared-kernel/bus';
import {
  DEFAULT_USER_SETTINGS,
  type LoginUserData,
  type UserDetailInit,
} from '@drawdesk/shared-kernel/contract';
import AccountDetailScreen from './AccountDetailScreen';
import { ok, recordDialogs, renderAt } from './testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api: client } = require('@drawdesk/shared-kernel/api') as { api: Record<'get' | 'post', jest.Mock> };

const init: UserDetailInit = {
  upline: {
    userId: 2,
    username: 'demo_co',
    userRoleId: 3,
    agentLevel: null,
    creditLimit: 1000,
    creditLeft: 600,
    unlimited: false,
  },
  allowedRoleIds: [4, 5, 6],
  allowedAgentLevels: [1, 2, 3, 4, 5],
  currencies: ['MYR'],
  receiptFormats: [{ id: 1, name: 'MPTSBDWH' }],
  defaults: DEFAULT_USER_SETTINGS,
  user: null,
};

jest.setTimeout(30_000);

beforeEach(() => {
  client.get.mockReset().mockResolvedValue(ok(init));
  client.post.mockReset().mockResolvedValue(ok({ userId: 99 }));
});

describe('account detail', () => {
  it('shows the SPEC 5 messages and sends nothing while the form is wrong', async () => {
    const user = userEvent.setup({ delay: null });
    await renderAt('/account/detail?uplineId=2', '/account/detail', <AccountDetailScreen />);
    await screen.findByRole('heading', { name: 'New account' });
    // The load is cancellable (its abort signal goes with the call).
    expect(client.get).toHaveBeenCalledWith(
      'Account',
      'GetUserDetailInit',
      { userId: undefined, uplineId: 2 },
      { signal: expect.any(AbortSignal) },
    );
    // Only the roles the init allows.
    const role = screen.getByLabelText('Role');
    expect([...(role as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'Multilevel',
      'Player',
      'House',
    ]);

    await user.type(screen.getByLabelText('Username*'), 'ab');
    await user.type(screen.getByLabelText('Password*'), 'Secret@123');
    await user.type(screen.getByLabelText('Confirm password*'), 'Other@123');
    await user.type(screen.getByLabelText('Phone number'), '0151234567');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.clear(screen.getByLabelText('Credit limit*'));
    await user.type(screen.getByLabelText('Credit limit*'), '700');
    await user.clear(screen.getByLabelText('Position taking (%)'));
    await user.type(screen.getByLabelText('Position taking (%)'), '101');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Confirm password and password do not match.')).toBeInTheDocument();
    expect(screen.getAllByText('This field minimum length not met.')).toHaveLength(1); // username
    expect(screen.getAllByText('This field is required.')).toHaveLength(1); // full name
    expect(screen.getAllByText('Input value is invalid in format.')).toHaveLength(2); // phone (015...), email
    expect(screen.getAllByText('Input value has exceeded the maximum amount.')).toHaveLength(2); // credit > 600, position taking
    expect(client.post).not.toHaveBeenCalled();
  });

  it('creates a master with the CreateOrUpdateUser payload, then shows success and goes back to the list', async () => {
    const user = userEvent.setup({ delay: null });
    const { dialogs, stop } = recordDialogs();
    await renderAt('/account/detail?uplineId=2', '/account/detail', <AccountDetailScreen />);
    await screen.findByRole('heading', { name: 'New account' });
    await user.type(screen.getByLabelText('Username*'), 'new_ma');
    await user.type(screen.getByLabelText('Full name*'), 'New Master');
    await user.selectOptions(screen.getByLabelText('Agent level'), 'Master');
    await user.type(screen.getByLabelText('Password*'), 'Secret@123');
    await user.type(screen.getByLabelText('Confirm password*'), 'Secret@123');
    await user.type(screen.getByLabelText('Phone number'), '+6012-3456789');
    await user.clear(screen.getByLabelText('Credit limit*'));
    await user.type(screen.getByLabelText('Credit limit*'), '250.5');
    await user.click(screen.getByLabelText('Allow self void'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(client.post).toHaveBeenCalled());
    const [area, name, body] = client.post.mock.calls[0];
    expect([area, name]).toEqual(['Account', 'CreateOrUpdateUser']);
    expect(body).toMatchObject({
      username: 'new_ma',
      fullName: 'New Master',
      userRoleId: 4,
      agentLevel: 4,
      uplineId: 2,
      status: 'active',
      creditLimit: 250.5,
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
      phone: '+6012-3456789',
      allowSelfVoid: true,
      receiptMode: 1,
    });
    expect(body.userId).toBeUndefined();
    expect(body.packageIds).toEqual({}); // no package picked: each inherits
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/manage'));
    expect(dialogs[0]).toMatchObject({ kind: 'success', message: 'Account new_ma created.' });
    stop();
  });

  it('edits without a password and warns about the status cascade', async () => {
    const user = userEvent.setup({ delay: null });
    const edited = {
      ...init,
      user: {
        userId: 7,
        username: 'demo_sh',
        fullName: 'Share',
        userRoleId: 4,
        agentLevel: 1,
        uplineId: 2,
        uplineUsername: 'demo_co',
        companyId: 2,
        status: 'active' as const,
        creditLimit: 300,
        creditLeft: 100,
        balance: 0,
        outstanding: 0,
        unlimited: false,
        downlineCount: 1,
        hasSecondaryPassword: false,
        createdAt: '2026-01-01T00:00:00Z',
        settings: { ...DEFAULT_USER_SETTINGS, packageIds: { red: 5 } },
      },
    };
    client.get.mockResolvedValue(ok(edited));
    const { stop } = recordDialogs();
    await renderAt('/account/detail?userId=7', '/account/detail', <AccountDetailScreen />);
    await screen.findByRole('heading', { name: 'Edit account demo_sh' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Red package')).toHaveValue('5');
    await user.selectOptions(screen.getByLabelText('Account status'), 'Suspended');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'All downlines of this account will take the same status.',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.post).toHaveBeenCalled());
    const body = client.post.mock.calls[0][2];
    expect(body).toMatchObject({
      userId: 7,
      username: 'demo_sh',
      status: 'suspended',
      uplineId: 2,
      creditLimit: 300,
    });
    expect(body.password).toBeUndefined();
    // The package the account has, shown in its picker, goes back unchanged.
    expect(body.packageIds).toEqual({ red: 5 });
    stop();
  });
});

describe('unlock login', () => {
  const edited: UserDetailInit = {
    ...init,
    user: {
      userId: 7,
      username: 'demo_sh',
      fullName: 'Share',
      userRoleId: 4,
      agentLevel: 1,
      uplineId: 2,
      uplineUsername: 'demo_co',
      companyId: 2,
      status: 'active',
      creditLimit: 300,
      creditLeft: 100,
      balance: 0,
      outstanding: 0,
      unlimited: false,
      downlineCount: 1,
      hasSecondaryPassword: false,
      createdAt: '2026-01-01T00:00:00Z',
      settings: DEFAULT_USER_SETTINGS,
    },
  };
  const loginAs = (userRoleId: number, mainAccount = '') =>
    auth$.next({
      ...initialAuthState,
      status: 'loggedIn',
      user: { userId: 1, username: 'someone', userRoleId, mainAccount, accessString: '' } as LoginUserData,
    });
  afterAll(() => auth$.next(initialAuthState));

  it('lets the super admin clear the failed logins of the account it edits', async () => {
    const user = userEvent.setup({ delay: null });
    const { dialogs, stop } = recordDialogs();
    loginAs(1);
    client.get.mockResolvedValue(ok(edited));
    client.post.mockResolvedValue(ok(null));
    await renderAt('/account/detail?userId=7', '/account/detail', <AccountDetailScreen />);
    await screen.findByRole('heading', { name: 'Edit account demo_sh' });
    await user.click(screen.getByRole('button', { name: 'Unlock login' }));
    await waitFor(() => expect(client.post).toHaveBeenCalledWith('Account', 'UnlockLogin', { userId: 7 }));
    await waitFor(() =>
      expect(dialogs[0]).toMatchObject({
        kind: 'success',
        message: 'The failed logins of demo_sh are cleared: it can log in again at once.',
      }),
    );
    // The button does not submit the account form.
    expect(client.post).toHaveBeenCalledTimes(1);
    stop();
  });

  it.each([
    ['a company', 3, ''],
    ['an IT admin', 2, ''],
    ["the super admin's staff (a sub-account)", 1, '1'],
  ])('is not there for %s', async (_who, roleId, mainAccount) => {
    loginAs(roleId, mainAccount);
    client.get.mockResolvedValue(ok(edited));
    await renderAt('/account/detail?userId=7', '/account/detail', <AccountDetailScreen />);
    await screen.findByRole('heading', { name: 'Edit account demo_sh' });
    expect(screen.queryByRole('button', { name: 'Unlock login' })).toBeNull();
  });

  it('is not there on a new account', async () => {
    loginAs(1);
    await renderAt('/account/detail?uplineId=2', '/account/detail', <AccountDetailScreen />);
    await screen.findByRole('heading', { name: 'New account' });
    expect(screen.queryByRole('button', { name: 'Unlock login' })).toBeNull();
  });
});
