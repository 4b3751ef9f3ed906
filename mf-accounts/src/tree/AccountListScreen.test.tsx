import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auth$, creditRefresh$, initialAuthState } from '@drawdesk/shared-kernel/bus';
import { signIn } from '@drawdesk/shared-kernel/testing';
import AccountListScreen from './AccountListScreen';
import { ok, page, recordDialogs, renderAt } from './testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api: client } = require('@drawdesk/shared-kernel/api') as {
  api: Record<'get' | 'post' | 'fetchPage', jest.Mock>;
};

const row = (userId: number, username: string, extra: object = {}) => ({
  userId,
  username,
  fullName: username.toUpperCase(),
  userRoleId: 4,
  agentLevel: 1,
  uplineId: 2,
  status: 'active',
  creditLimit: 300,
  creditLeft: 100,
  balance: 0,
  outstanding: 0,
  downlineCount: 1,
  createdAt: '2026-01-01T00:00:00Z',
  ...extra,
});
const upline = {
  userId: 2,
  username: 'demo_co',
  userRoleId: 3,
  agentLevel: null,
  creditLimit: 1000,
  creditLeft: 600,
  unlimited: false,
};

jest.setTimeout(30_000);

afterEach(() => auth$.next(initialAuthState));
beforeEach(() => {
  signIn({ userId: 2, username: 'demo_co', userRoleId: 3, accessString: 'Downline:1234' });
  client.fetchPage
    .mockReset()
    .mockImplementation((_a: string, _n: string, params: { uplineId?: number }) =>
      Promise.resolve(
        params.uplineId === 7
          ? page([row(8, 'demo_ma', { agentLevel: 4, downlineCount: 0 })])
          : page([row(7, 'demo_sh')], { creditLimit: 300, creditLeft: 100, balance: 0, outstanding: 0 }),
      ),
    );
  client.get.mockReset().mockResolvedValue(ok({ upline, user: null }));
  client.post
    .mockReset()
    .mockResolvedValue(ok({ userId: 7, creditLimit: 400, creditLeft: 200, uplineCreditLeft: 500 }));
});

it('lists downlines, drills into one and back through the breadcrumb', async () => {
  const user = userEvent.setup({ delay: null });
  await renderAt('/account/manage', '/account/manage', <AccountListScreen />);
  await screen.findByRole('button', { name: 'demo_sh' });
  expect(client.fetchPage).toHaveBeenLastCalledWith(
    'Account',
    'GetUserListing',
    { status: '', userRoleId: -1, search: '' },
    { startCount: 0, pageSize: 10 },
  );
  expect(screen.getByText('Shareholder')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'demo_sh' }));
  expect(await screen.findByText('demo_ma')).toBeInTheDocument();
  expect(client.fetchPage).toHaveBeenLastCalledWith(
    'Account',
    'GetUserListing',
    expect.objectContaining({ uplineId: 7 }),
    expect.anything(),
  );
  const crumbs = screen.getByRole('navigation', { name: 'Upline path' });
  expect(within(crumbs).getByText('demo_sh')).toHaveAttribute('aria-current', 'page');
  await user.click(within(crumbs).getByRole('button', { name: 'My downlines' }));
  await screen.findByRole('button', { name: 'demo_sh' });

  await user.selectOptions(screen.getByLabelText('Status'), 'Suspended');
  await waitFor(() =>
    expect(client.fetchPage).toHaveBeenLastCalledWith(
      'Account',
      'GetUserListing',
      expect.objectContaining({ status: 'suspended' }),
      expect.anything(),
    ),
  );
});

it('edits a credit limit with the upline credit left shown, then refreshes the header credit', async () => {
  const user = userEvent.setup({ delay: null });
  const { dialogs, stop } = recordDialogs();
  const refreshed = jest.fn();
  const sub = creditRefresh$.subscribe(refreshed);
  await renderAt('/account/manage', '/account/manage', <AccountListScreen />);
  await user.click(await screen.findByRole('button', { name: 'Credit demo_sh' }));
  const modal = await screen.findByRole('dialog', { name: 'Credit limit of demo_sh' });
  expect(await within(modal).findByTestId('upline-credit-left')).toHaveTextContent('600.00');
  const input = within(modal).getByLabelText('New credit limit*');
  await user.clear(input);
  await user.type(input, '1000');
  await user.click(within(modal).getByRole('button', { name: 'Save' }));
  expect(await within(modal).findByText('Input value has exceeded the maximum amount.')).toBeInTheDocument(); // 600 + 300 max
  await user.clear(input);
  await user.type(input, '400.255');
  expect(input).toHaveValue('400.25');
  await user.click(within(modal).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(client.post).toHaveBeenCalledWith('Account', 'UpdateUserCreditLimit', {
      userId: 7,
      creditLimit: 400.25,
    }),
  );
  await waitFor(() => expect(refreshed).toHaveBeenCalled());
  expect(dialogs.at(-1)).toMatchObject({ kind: 'success' });
  sub.unsubscribe();
  stop();
});

it('changes a status only after the cascade confirmation', async () => {
  const user = userEvent.setup({ delay: null });
  const { dialogs, stop } = recordDialogs(false);
  await renderAt('/account/manage', '/account/manage', <AccountListScreen />);
  await user.click(await screen.findByRole('button', { name: 'Status demo_sh' }));
  const modal = await screen.findByRole('dialog', { name: 'Status of demo_sh' });
  expect(modal).toHaveTextContent('All downlines of this account will take the same status.');
  await user.selectOptions(within(modal).getByLabelText('New status'), 'Suspended');
  await user.click(within(modal).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(dialogs[0]).toMatchObject({ kind: 'confirm' }));
  expect(dialogs[0]?.message).toContain('All downlines');
  expect(client.post).not.toHaveBeenCalled(); // cancelled
  stop();
});

it('deletes after a confirmation and moves an upline with confirmed: true', async () => {
  const user = userEvent.setup({ delay: null });
  const { dialogs, stop } = recordDialogs(true);
  client.post.mockResolvedValue(ok(null));
  client.get.mockImplementation((_a: string, name: string) =>
    Promise.resolve(
      name === 'GetUserDetailByUsername'
        ? ok({ userId: 9, username: 'demo_sh2' })
        : ok({ upline, user: null }),
    ),
  );
  await renderAt('/account/manage', '/account/manage', <AccountListScreen />);
  await user.click(await screen.findByRole('button', { name: 'Delete demo_sh' }));
  await waitFor(() => expect(client.post).toHaveBeenCalledWith('Setting', 'DeleteUser', { userId: 7 }));
  expect(dialogs[0]).toMatchObject({
    kind: 'confirm',
    message: 'Delete the account demo_sh? This cannot be undone.',
  });

  await user.click(screen.getByRole('button', { name: 'Move demo_sh' }));
  const modal = await screen.findByRole('dialog', { name: 'Move demo_sh to another upline' });
  await user.type(within(modal).getByLabelText('New upline username*'), 'demo_sh2');
  await user.click(within(modal).getByRole('button', { name: 'Move' }));
  await waitFor(() =>
    expect(client.post).toHaveBeenCalledWith('Setting', 'UpdateTargetUserUpline', {
      userId: 7,
      newUplineId: 9,
      confirmed: true,
    }),
  );
  stop();
});

it.each([
  ['the IT admin', { userRoleId: 2, username: 'demo_it', accessString: 'Downline:1' }],
  [
    'a view-only sub-account',
    { userRoleId: 3, username: 'demo_co_sub', mainAccount: '2', accessString: 'Downline:1' },
  ],
])('offers %s View and no change the server would refuse', async (_who, user) => {
  signIn(user);
  await renderAt('/account/manage', '/account/manage', <AccountListScreen />);
  await screen.findByRole('button', { name: 'demo_sh' });
  expect(screen.getByRole('button', { name: 'View demo_sh' })).toBeInTheDocument();
  for (const name of [
    'Edit demo_sh',
    'Credit demo_sh',
    'Status demo_sh',
    'Move demo_sh',
    'Delete demo_sh',
    'New account',
  ])
    expect(screen.queryByRole('button', { name })).toBeNull();
  expect(screen.getByTestId('view-only')).toBeInTheDocument();
});
