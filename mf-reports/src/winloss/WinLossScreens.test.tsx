import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { page, setupI18n } from '@drawdesk/shared-kernel/testing';
import PlayerTransactionScreen from './PlayerTransactionScreen';
import SalesSummaryScreen from './SalesSummaryScreen';
import WinLossReportScreen from './WinLossReportScreen';
import { failure, mockedClient, renderIn as renderAt, resetClient } from '../frame/testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
}));
const client = mockedClient();

jest.setTimeout(30_000);

const filter = { fromDate: '2031-01-06', toDate: '2031-01-07', poolIds: [] };
const sales = (userId: number, username: string, userRoleId: number, turnover: number) => ({
  userId,
  username,
  userRoleId,
  turnover,
  commission: turnover / 10,
  netAmount: turnover - turnover / 10,
  ticketCount: 2,
});

beforeAll(() => setupI18n());
const initReport = (currency: string) => ({
  success: true,
  message: null,
  code: 0,
  data: { baseCurrency: 'MYR', currencies: ['MYR', 'SGD', 'THB'], currency },
});
beforeEach(() => {
  resetClient(client);
  // InitReport unreachable: the screens work without a picker, in the base currency.
  client.get.mockResolvedValue(failure());
});

/** Renders a screen in a router under a query client of its own (nothing cached from another test). */
const renderIn = (el: ReactElement) => renderAt(el, '/', 'none');

/** Waits until the screen's last page read was `call` with `body`. */
async function expectLastQuery(call: string, body: Record<string, unknown>) {
  await waitFor(() =>
    expect(client.fetchPage).toHaveBeenLastCalledWith('Report', call, body, expect.anything()),
  );
}

it('sales summary: rows, totals, processing warning, drill-down into an agent and back', async () => {
  const user = userEvent.setup({ delay: null });
  client.fetchPage.mockImplementation((_a: string, _c: string, params: { userId?: number }) =>
    Promise.resolve(
      params.userId === 7
        ? page([sales(9, 'demo_p1', 5, 10)], {
            turnover: 10,
            commission: 1,
            netAmount: 9,
            ticketCount: 2,
            processing: false,
          })
        : page([sales(7, 'demo_sh', 4, 1234.5), sales(8, 'demo_house', 6, 50)], {
            turnover: 1284.5,
            commission: 128.45,
            netAmount: 1156.05,
            ticketCount: 4,
            processing: true,
          }),
    ),
  );
  renderIn(<SalesSummaryScreen initialFilter={filter} />);
  expect(await screen.findByText('demo_sh')).toBeInTheDocument();
  expect(client.fetchPage).toHaveBeenLastCalledWith(
    'Report',
    'GetSalesSummary',
    { fromDate: '2031-01-06', toDate: '2031-01-07' },
    expect.objectContaining({ startCount: 0 }),
  );
  expect(screen.getAllByText('1,234.50').length).toBeGreaterThan(0);
  expect(screen.getAllByText('1,284.50').length).toBeGreaterThan(0); // footer / overall strip
  expect(await screen.findByRole('status')).toHaveTextContent('Result calculation is processing');

  // A house row has no downlines: clicking it stays here.
  await user.click(screen.getByText('demo_house'));
  expect(client.fetchPage).not.toHaveBeenLastCalledWith(
    'Report',
    'GetSalesSummary',
    expect.objectContaining({ userId: 8 }),
    expect.anything(),
  );

  await user.click(screen.getByText('demo_sh'));
  expect(await screen.findByText('demo_p1')).toBeInTheDocument();
  expect(client.fetchPage).toHaveBeenLastCalledWith(
    'Report',
    'GetSalesSummary',
    expect.objectContaining({ userId: 7 }),
    expect.anything(),
  );
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  const crumbs = screen.getByRole('navigation', { name: 'Viewing' });
  expect(within(crumbs).getByRole('button', { name: 'demo_sh' })).toHaveAttribute('aria-current', 'page');
  await user.click(within(crumbs).getByRole('button', { name: 'My downlines' }));
  expect(await screen.findByText('demo_sh')).toBeInTheDocument();
});

it('sales summary: pools and dates go to the server when searched', async () => {
  const user = userEvent.setup({ delay: null });
  client.fetchPage.mockResolvedValue(
    page([], { turnover: 0, commission: 0, netAmount: 0, ticketCount: 0, processing: false }),
  );
  renderIn(<SalesSummaryScreen initialFilter={filter} />);
  await waitFor(() => expect(client.fetchPage).toHaveBeenCalled());
  // Pool chips with their letters; 'All' is pressed while none is chosen.
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: 'T Toto' }));
  await user.click(screen.getByRole('button', { name: 'M Magnum' }));
  expect(screen.getByRole('button', { name: 'T Toto' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await expectLastQuery('GetSalesSummary', { fromDate: '2031-01-06', toDate: '2031-01-07', poolIds: [1, 3] });
  const from = screen.getByLabelText('From date');
  await user.clear(from);
  await user.type(from, '2031-02-01');
  expect(screen.getByRole('alert')).toHaveTextContent('The from date must not be after the to date.');
  expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  // Enter does not apply a wrong range either; once it is right, Enter applies it.
  const calls = client.fetchPage.mock.calls.length;
  await user.type(from, '{Enter}');
  expect(client.fetchPage).toHaveBeenCalledTimes(calls);
  await user.clear(from);
  await user.type(from, '2031-01-05{Enter}');
  await expectLastQuery('GetSalesSummary', { fromDate: '2031-01-05', toDate: '2031-01-07', poolIds: [1, 3] });
});

it('win/loss report: the three sections with signed amounts', async () => {
  client.fetchPage.mockResolvedValue(
    page(
      [
        {
          userId: 7,
          username: 'demo_sh',
          ticketCount: 3,
          turnover: 100,
          netAmount: 80,
          commission: 20,
          payout: 2500,
          winLoss: 2420,
          ownWinLoss: -1000,
          uplineWinLoss: -1420,
        },
      ],
      {
        turnover: 100,
        netAmount: 80,
        commission: 20,
        payout: 2500,
        winLoss: 2420,
        ownWinLoss: -1000,
        uplineWinLoss: -1420,
        ticketCount: 7,
        viewerId: 2,
        processing: false,
        ownPosition: true,
      },
    ),
  );
  renderIn(<WinLossReportScreen initialFilter={filter} />);
  expect(await screen.findByText('demo_sh')).toBeInTheDocument();
  // The footer's ticket cell holds the total count of the report (distinct tickets, from the server).
  const totalsRow = screen.getByText('Total').closest('tr')!;
  expect(
    within(totalsRow)
      .getAllByRole('cell')
      .map((c) => c.textContent)[1],
  ).toBe('7');
  expect(client.fetchPage).toHaveBeenLastCalledWith(
    'Report',
    'GetWinLossReport',
    expect.anything(),
    expect.anything(),
  );
  expect(screen.getAllByText('-1,420.00').length).toBeGreaterThan(0);
  expect(screen.getAllByText('2,420.00').length).toBeGreaterThan(0);
  expect(screen.queryByRole('status')).toBeNull();
});

it('player transaction: credit-log rows with the system as actor when none', async () => {
  client.fetchPage.mockResolvedValue(
    page(
      [
        {
          id: 1,
          at: '2031-05-02T15:00:00Z',
          userId: 9,
          username: 'demo_p1',
          reason: 'prizes.claim',
          amount: -5,
          preBalance: 25,
          postBalance: 20,
          actorId: null,
          actorUsername: null,
        },
      ],
      { totalAmount: -5 },
    ),
  );
  renderIn(<PlayerTransactionScreen initialFilter={filter} />);
  expect(await screen.findByText('prizes.claim')).toBeInTheDocument();
  expect(screen.getByText('System')).toBeInTheDocument();
  expect(client.fetchPage).toHaveBeenLastCalledWith(
    'Report',
    'GetPlayerTransaction',
    { fromDate: '2031-01-06', toDate: '2031-01-07' },
    expect.anything(),
  );
});

const winLossRow = {
  userId: 7,
  username: 'demo_sh',
  ticketCount: 3,
  turnover: 100,
  netAmount: 80,
  commission: 20,
  payout: 0,
  winLoss: -80,
  ownWinLoss: 50,
  uplineWinLoss: 30,
};
const winLossTotals = (currency: string) => ({
  ...winLossRow,
  viewerId: 2,
  currency,
  processing: false,
  ownPosition: true,
});

it('currency picker: base first, the account currency by default, the chosen one sent with the search', async () => {
  const user = userEvent.setup({ delay: null });
  client.get.mockResolvedValue(initReport('SGD'));
  client.fetchPage.mockImplementation((_a: string, _c: string, params: { currency?: string }) =>
    Promise.resolve(
      params.currency === 'THB'
        ? page([{ ...winLossRow, turnover: 2500 }], { ...winLossTotals('THB'), turnover: 2500 })
        : page([winLossRow], winLossTotals('SGD')),
    ),
  );
  renderIn(<WinLossReportScreen initialFilter={filter} />);
  expect(await screen.findByText('demo_sh')).toBeInTheDocument();
  expect(client.get).toHaveBeenCalledWith('Report', 'InitReport', undefined, {
    signal: expect.any(AbortSignal),
  });
  // The first search already waits for the default: one request, in SGD.
  expect(client.fetchPage).toHaveBeenCalledTimes(1);
  expect(client.fetchPage).toHaveBeenLastCalledWith(
    'Report',
    'GetWinLossReport',
    { fromDate: '2031-01-06', toDate: '2031-01-07', currency: 'SGD' },
    expect.anything(),
  );
  const picker = screen.getByRole('combobox', { name: 'Currency' });
  expect(picker).toHaveValue('SGD');
  expect(
    within(picker)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['MYR', 'SGD', 'THB']);

  await user.selectOptions(picker, 'THB');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await expectLastQuery('GetWinLossReport', {
    fromDate: '2031-01-06',
    toDate: '2031-01-07',
    currency: 'THB',
  });
  expect((await screen.findAllByText('2,500.00')).length).toBeGreaterThan(0);
});

it('currency picker on the sales summary and player transaction screens', async () => {
  const user = userEvent.setup({ delay: null });
  client.get.mockResolvedValue(initReport('MYR'));
  client.fetchPage.mockResolvedValue(
    page([], {
      turnover: 0,
      commission: 0,
      netAmount: 0,
      ticketCount: 0,
      currency: 'MYR',
      processing: false,
    }),
  );
  const { unmount } = renderIn(<SalesSummaryScreen initialFilter={filter} />);
  expect(await screen.findByRole('combobox', { name: 'Currency' })).toHaveValue('MYR');
  await expectLastQuery('GetSalesSummary', { fromDate: '2031-01-06', toDate: '2031-01-07', currency: 'MYR' });
  unmount();

  client.fetchPage.mockResolvedValue(page([], { totalAmount: 0, currency: 'SGD' }));
  renderIn(<PlayerTransactionScreen initialFilter={filter} />);
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Currency' }), 'SGD');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await expectLastQuery('GetPlayerTransaction', {
    fromDate: '2031-01-06',
    toDate: '2031-01-07',
    currency: 'SGD',
  });
});
