import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupI18n } from '@drawdesk/shared-kernel/testing';
import StakeholderReportScreen from './StakeholderReportScreen';
import { failure, mockedClient, renderIn, resetClient } from '../frame/testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
}));
const client = mockedClient();

jest.setTimeout(30_000);

const range = { fromDate: '2031-01-06', toDate: '2031-01-07', poolIds: [] };
const account = (userId: number, username: string, userRoleId = 4) => ({
  userId,
  username,
  fullName: '',
  userRoleId,
  agentLevel: null,
  status: 'active',
});
/** The tree under the caller: demo_sh (7) > demo_ma (11) > players; demo_sh2 (8) without downlines. */
const downlinesOf: Record<string, unknown[]> = {
  self: [account(7, 'demo_sh'), account(8, 'demo_sh2')],
  7: [account(11, 'demo_ma')],
  8: [],
  11: [account(21, 'demo_p1', 5), account(22, 'demo_p2', 5)],
};

const level = (
  levelName: string,
  userId: number | null,
  username: string,
  userRoleId: number,
  pt: number | null,
  accounts: number,
  figures: [number, number, number, number, number, number],
) => {
  const [inAmount, eat, out, netAmount, payout, winLoss] = figures;
  return {
    level: levelName,
    userId,
    username,
    userRoleId,
    pt,
    accounts,
    in: inAmount,
    eat,
    out,
    netAmount,
    payout,
    winLoss,
  };
};
const chainRows = [
  level('bettors', null, 'demo_p1', 5, null, 2, [0, 0, 100, 0, 0, -60]),
  level('account', 11, 'demo_ma', 4, 20, 1, [100, 20, 80, 90, 40, 10]),
  level('upline', 7, 'demo_sh', 4, 50, 1, [80, 40, 40, 72, 32, 20]),
  level('upline', 3, 'demo_co', 3, 100, 1, [40, 30, 10, 36, 16, 25]),
];

beforeAll(() => setupI18n());
beforeEach(() => {
  resetClient(client);
  client.get.mockImplementation((_area: string, name: string, query?: { uplineId?: number }) =>
    Promise.resolve(
      name === 'GetDirectDownlines'
        ? { success: true, message: null, code: 0, data: downlinesOf[String(query?.uplineId ?? 'self')] }
        : failure(),
    ),
  );
  client.post.mockImplementation((_a: string, _c: string, body: { userId: number }) =>
    Promise.resolve({
      success: true,
      message: null,
      code: 0,
      data: chainRows,
      totalCount: chainRows.length,
      overallInfo: {
        accountId: body.userId,
        accountUsername: 'x',
        turnover: 100,
        layOffWinLoss: 5,
        viewerId: 2,
        currency: 'MYR',
        processing: false,
      },
    }),
  );
});

it('follows the first direct downline by default; a row per level with totals that add up to zero', async () => {
  renderIn(<StakeholderReportScreen initialFilter={range} />);
  const table = await screen.findByRole('table', { name: 'Stakeholder Report' });
  await within(table).findByText('demo_ma');
  expect(client.post).toHaveBeenCalledWith(
    'Report',
    'GetStakeHolderReport',
    { fromDate: '2031-01-06', toDate: '2031-01-07', userId: 7 },
    { signal: expect.any(AbortSignal) },
  );
  expect(screen.getByRole('combobox', { name: 'Account' })).toHaveValue('7');

  const [, bettors, own, , company, footer] = within(table).getAllByRole('row');
  expect(
    within(bettors!)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual([
    'Bettors',
    'demo_p1 and 1 more',
    'Player',
    '',
    '0.00',
    '0.00',
    '100.00',
    '0.00',
    '0.00',
    '-60.00',
  ]);
  expect(within(own!).getByText('20%')).toBeInTheDocument();
  expect(within(own!).getByText('Account')).toBeInTheDocument();
  expect(within(company!).getByText('Company')).toBeInTheDocument();
  expect(within(company!).getByText('Upline')).toBeInTheDocument();
  // Footer: the sums of the rows; the win/loss of every level is -5.00, the lay-off +5.00.
  expect(
    within(footer!)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['Total', '', '', '', '220.00', '90.00', '230.00', '198.00', '88.00', '-5.00']);
  const balance = screen.getByLabelText('Does it add up?');
  expect(within(balance).getByText('Laid off above the company').nextSibling).toHaveTextContent('5.00');
  expect(within(balance).getByText('Win/loss of every level with the lay-off').nextSibling).toHaveTextContent(
    '0.00',
  );
});

it('picks an account down the tree, kept in the address', async () => {
  const user = userEvent.setup({ delay: null });
  renderIn(<StakeholderReportScreen initialFilter={range} />);
  const under = await screen.findByRole('combobox', { name: 'Under demo_sh' });
  expect(under).toHaveValue('0');
  await user.selectOptions(under, 'demo_ma');
  await waitFor(() =>
    expect(client.post).toHaveBeenLastCalledWith(
      'Report',
      'GetStakeHolderReport',
      expect.objectContaining({ userId: 11 }),
      expect.anything(),
    ),
  );
  expect(new URLSearchParams(screen.getByTestId('address').textContent ?? '').get('account')).toBe(
    '7:demo_sh,11:demo_ma',
  );
  // demo_ma's players can be picked next; another first-level account drops the picks below it.
  expect(await screen.findByRole('combobox', { name: 'Under demo_ma' })).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Account' }), 'demo_sh2');
  await waitFor(() =>
    expect(client.post).toHaveBeenLastCalledWith(
      'Report',
      'GetStakeHolderReport',
      expect.objectContaining({ userId: 8 }),
      expect.anything(),
    ),
  );
  expect(screen.queryByRole('combobox', { name: 'Under demo_ma' })).toBeNull();
  // demo_sh2 has no downlines: no further level to pick.
  expect(screen.queryByRole('combobox', { name: 'Under demo_sh2' })).toBeNull();
});

it('reads the followed account from a shared address', async () => {
  renderIn(
    <StakeholderReportScreen />,
    '/?fromDate=2031-03-01&toDate=2031-03-02&account=7:demo_sh,11:demo_ma',
  );
  await waitFor(() =>
    expect(client.post).toHaveBeenCalledWith(
      'Report',
      'GetStakeHolderReport',
      { fromDate: '2031-03-01', toDate: '2031-03-02', userId: 11 },
      expect.anything(),
    ),
  );
  expect(await screen.findByRole('combobox', { name: 'Under demo_sh' })).toHaveValue('11');
});

it('says so when the caller has no downline to follow', async () => {
  client.get.mockResolvedValue({ success: true, message: null, code: 0, data: [] });
  renderIn(<StakeholderReportScreen initialFilter={range} />);
  expect(await screen.findByText('You have no downline to follow.')).toBeInTheDocument();
  expect(client.post).not.toHaveBeenCalled();
});
