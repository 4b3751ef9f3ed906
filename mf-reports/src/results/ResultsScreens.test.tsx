import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { page, setupI18n } from '@drawdesk/shared-kernel/testing';
import PayoutReportScreen from './PayoutReportScreen';
import PayoutTableReportScreen from './PayoutTableReportScreen';
import StrikeReportScreen from './StrikeReportScreen';
import { addressParams, allRows, failure, mockedClient, ok, renderIn, resetClient } from '../frame/testing';
import WinningReportScreen from './WinningReportScreen';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
}));
const client = mockedClient();

jest.setTimeout(30_000);

const range = { fromDate: '2031-01-06', toDate: '2031-01-07', poolIds: [] };
const extras = { viewerId: 2, currency: 'MYR', processing: false };
const downlines = [
  { userId: 7, username: 'demo_sh', fullName: '', userRoleId: 4, agentLevel: 1, status: 'active' },
  { userId: 8, username: 'demo_house', fullName: '', userRoleId: 6, agentLevel: null, status: 'active' },
];

beforeAll(() => setupI18n());
beforeEach(() => {
  resetClient(client);
  client.get.mockImplementation((_area: string, name: string, query?: { ticketId?: number }) =>
    Promise.resolve(
      name === 'GetDirectDownlines'
        ? ok(downlines)
        : name === 'GetBetReceipt'
          ? ok({
              ticketXId: 'x',
              expressBetString: `#${query?.ticketId}\n1234=1B`,
              receiptString: 'RECEIPT 1234',
            })
          : // InitReport unreachable: the screens work without a picker, in the base currency.
            failure(),
    ),
  );
});

const strikeRow = (
  poolId: number,
  rank: number,
  idx: number,
  number: string,
  amounts: Record<string, number>,
  figures: { lines: number; eat: number; payout: number; ownPayout: number },
) => ({
  poolId,
  game: 4,
  rank,
  idx,
  number,
  hit: figures.lines > 0,
  amounts,
  stake: Object.values(amounts).reduce((a, b) => a + b, 0),
  ...figures,
});

describe('strike report', () => {
  const rows = [
    strikeRow(1, 1, 0, '1234', { B: 10, S: 5 }, { lines: 2, eat: 6, payout: 40_000, ownPayout: 16_000 }),
    strikeRow(1, 2, 0, '5678', {}, { lines: 0, eat: 0, payout: 0, ownPayout: 0 }),
    strikeRow(1, 7, 2, '0420', { B: 1.5 }, { lines: 1, eat: 0.5, payout: 375, ownPayout: 125 }),
  ];
  const totals = {
    drawDate: '2031-01-07',
    lines: 3,
    stake: 16.5,
    eat: 6.5,
    payout: 40_375,
    ownPayout: 16_125,
  };

  it('shows a row per prize position with the stake per code, unbet positions grey, and hides them', async () => {
    const user = userEvent.setup({ delay: null });
    client.post.mockResolvedValue(allRows(rows, { ...totals, ...extras }));
    renderIn(<StrikeReportScreen initialFilter={{ ...range, fromDate: '2031-01-07' }} />);
    const table = await screen.findByRole('table', { name: 'Strike Report' });
    await within(table).findByText('1234');
    expect(client.post).toHaveBeenCalledWith(
      'Report',
      'GetStrikeReport',
      { drawDate: '2031-01-07' },
      { signal: expect.any(AbortSignal) },
    );
    // One draw date: a single date field.
    expect(screen.getByLabelText('Draw date')).toHaveValue('07/01/2031');
    expect(screen.queryByLabelText('To date')).toBeNull();

    // Code columns of the codes bet on, in order; per-code totals in the footer.
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Pool',
      'Prize',
      'Number',
      'B',
      'S',
      'Lines',
      'Stake',
      'Eat',
      'Payout',
      'Own payout',
    ]);
    const [, first, second, third, footer] = within(table).getAllByRole('row');
    expect(within(first!).getByText('1st')).toBeInTheDocument();
    expect(within(first!).getByText('40,000.00')).toBeInTheDocument();
    expect(within(third!).getByText('Starter 3')).toBeInTheDocument();
    expect(within(footer!).getByText('11.50')).toBeInTheDocument(); // B: 10 + 1.5
    expect(within(footer!).getByText('40,375.00')).toBeInTheDocument();
    // Nobody bet on the 2nd prize: its cells are grey, with the reason on hover.
    const greyCell = within(second!).getByText('5678');
    expect(greyCell).toHaveAttribute('data-unbet');
    expect(greyCell).toHaveAttribute('title', 'Nobody bet on this position');
    expect(within(first!).getByText('1234')).not.toHaveAttribute('data-unbet');

    await user.click(screen.getByRole('checkbox', { name: 'Show positions nobody bet on' }));
    await waitFor(() => expect(within(table).queryByText('5678')).toBeNull());
    expect(within(table).getByText('1234')).toBeInTheDocument();
    expect(addressParams(screen.getByTestId('address')).get('unbet')).toBe('0');
    // Totals are over every position (the hidden ones have none).
    expect(within(table).getAllByText('40,375.00').length).toBeGreaterThan(0);
    expect(client.post).toHaveBeenCalledTimes(1);
    // Magnum has no 5D/6D prizes: no jackpot link.
    expect(screen.queryByRole('link', { name: /Jackpot detail/ })).toBeNull();
  });

  it('links a pool with 5D/6D prizes to its jackpot detail of the draw date', async () => {
    const fiveD = {
      ...strikeRow(3, 1, 0, '12345', { '5D': 2 }, { lines: 1, eat: 1, payout: 30, ownPayout: 15 }),
      game: 5,
    };
    client.post.mockResolvedValue(allRows([...rows, fiveD], { ...totals, ...extras }));
    renderIn(<StrikeReportScreen initialFilter={{ ...range, fromDate: '2031-01-07' }} />);
    const link = await screen.findByRole('link', { name: 'Jackpot detail of Toto' });
    expect(link).toHaveAttribute('href', '/jackpot-detail?drawDate=2031-01-07&poolId=3');
    expect(screen.getAllByRole('link', { name: /Jackpot detail/ })).toHaveLength(1);
  });

  it('asks for the chosen date and pools, and says when nothing is released', async () => {
    const user = userEvent.setup({ delay: null });
    client.post.mockResolvedValue(allRows([], { ...totals, lines: 0, ...extras }));
    renderIn(<StrikeReportScreen initialFilter={{ ...range, fromDate: '2031-01-07' }} />);
    expect(
      await screen.findByText('No result is released for this date and these pools yet.'),
    ).toBeInTheDocument();
    const date = screen.getByLabelText('Draw date');
    await user.clear(date);
    await user.type(date, '2031-01-10');
    await user.click(screen.getByRole('button', { name: 'T Toto' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(client.post).toHaveBeenLastCalledWith(
        'Report',
        'GetStrikeReport',
        { drawDate: '2031-01-10', poolIds: [3] },
        expect.anything(),
      ),
    );
    const address = addressParams(screen.getByTestId('address'));
    expect([address.get('fromDate'), address.get('toDate')]).toEqual(['2031-01-10', '2031-01-10']);
  });
});

const winning = (ticketId: number, bettorId: number, bettorUsername: string, number: string) => ({
  ticketId,
  ticketNo: `T${ticketId}`,
  bettorId,
  bettorUsername,
  path: ['demo_co', 'demo_sh', 'demo_ag'],
  drawDate: '2031-01-07',
  poolId: 1,
  number,
  code: 'B',
  kind: 2,
  ranks: [7, 7],
  stake: 1,
  payout: 500,
});

describe('winning report', () => {
  it('lists winning lines with path, prizes and totals; a ticket opens its receipt', async () => {
    const user = userEvent.setup({ delay: null });
    client.fetchPage.mockResolvedValue(
      page([winning(31, 9, 'demo_p1', '1234'), winning(32, 10, 'demo_p2', '4321')], {
        lineCount: 2,
        stake: 2,
        payout: 1000,
        ...extras,
      }),
    );
    renderIn(<WinningReportScreen initialFilter={range} />);
    const table = await screen.findByRole('table', { name: 'Winning Report' });
    await within(table).findByText('demo_p1');
    expect(client.fetchPage).toHaveBeenLastCalledWith(
      'Report',
      'GetWinningReport',
      { fromDate: '2031-01-06', toDate: '2031-01-07' },
      expect.objectContaining({ startCount: 0 }),
    );
    // The account filter's choices: asked silently (an account that may not list them gets no dialog).
    expect(client.get).toHaveBeenCalledWith('Account', 'GetDirectDownlines', undefined, {
      signal: expect.any(AbortSignal),
      silent: true,
    });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('demo_co › demo_sh › demo_ag')).toBeInTheDocument();
    expect(within(row).getByText('Magnum')).toBeInTheDocument();
    expect(within(row).getByText('Box')).toBeInTheDocument();
    expect(within(row).getByText('Starter ×2')).toBeInTheDocument();
    expect(within(table).getAllByText('1,000.00').length).toBeGreaterThan(0);

    await user.click(within(row).getByRole('button', { name: 'T31' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ticket T31' });
    expect(await within(dialog).findByDisplayValue('RECEIPT 1234')).toBeInTheDocument();
    expect(client.get).toHaveBeenCalledWith('Bet', 'GetBetReceipt', { ticketId: 31 }, expect.anything());
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends the table search to the server with the filter', async () => {
    client.fetchPage.mockResolvedValue(
      page([winning(31, 9, 'demo_p1', '1234')], { lineCount: 1, stake: 1, payout: 500, ...extras }),
    );
    renderIn(<WinningReportScreen initialFilter={range} />);
    await screen.findByText('demo_p1');
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: ' demo_p ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(client.fetchPage).toHaveBeenLastCalledWith(
        'Report',
        'GetWinningReport',
        { fromDate: '2031-01-06', toDate: '2031-01-07', search: 'demo_p' },
        expect.objectContaining({ startCount: 0, search: 'demo_p' }),
      ),
    );
  });

  it('filters by number, account and bettor, kept in the address', async () => {
    const user = userEvent.setup({ delay: null });
    client.fetchPage.mockResolvedValue(
      page([winning(31, 9, 'demo_p1', '1234')], { lineCount: 1, stake: 1, payout: 500, ...extras }),
    );
    renderIn(<WinningReportScreen initialFilter={range} />);
    await screen.findByText('demo_p1');
    const number = screen.getByLabelText(/^Number/);
    await user.type(number, '1');
    expect(screen.getByRole('alert')).toHaveTextContent('A number has 2 to 6 digits.');
    await user.type(number, '234');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Account' }), 'demo_sh');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(client.fetchPage).toHaveBeenLastCalledWith(
        'Report',
        'GetWinningReport',
        { fromDate: '2031-01-06', toDate: '2031-01-07', userId: 7, number: '1234' },
        expect.anything(),
      ),
    );
    let address = addressParams(screen.getByTestId('address'));
    expect([address.get('number'), address.get('account')]).toEqual(['1234', '7']);

    // A bettor's name shows only that bettor's lines, until the chip is cleared.
    await user.click(screen.getByRole('button', { name: 'demo_p1' }));
    await waitFor(() =>
      expect(client.fetchPage).toHaveBeenLastCalledWith(
        'Report',
        'GetWinningReport',
        expect.objectContaining({ bettorId: 9, userId: 7, number: '1234' }),
        expect.anything(),
      ),
    );
    expect(screen.getByText('Bettor: demo_p1')).toBeInTheDocument();
    address = addressParams(screen.getByTestId('address'));
    expect(address.get('bettor')).toBe('9:demo_p1');
    await user.click(screen.getByRole('button', { name: 'Show every bettor' }));
    await waitFor(() =>
      expect(client.fetchPage).toHaveBeenLastCalledWith(
        'Report',
        'GetWinningReport',
        { fromDate: '2031-01-06', toDate: '2031-01-07', userId: 7, number: '1234' },
        expect.anything(),
      ),
    );
  });

  it('reads its filters from a shared address', async () => {
    client.fetchPage.mockResolvedValue(page([], { lineCount: 0, stake: 0, payout: 0, ...extras }));
    renderIn(
      <WinningReportScreen />,
      '/report/winning-report?fromDate=2031-02-01&toDate=2031-02-03&poolIds=3&number=88&bettor=9:demo_p1',
    );
    await waitFor(() =>
      expect(client.fetchPage).toHaveBeenLastCalledWith(
        'Report',
        'GetWinningReport',
        { fromDate: '2031-02-01', toDate: '2031-02-03', poolIds: [3], number: '88', bettorId: 9 },
        expect.anything(),
      ),
    );
    expect(screen.getByLabelText(/^Number/)).toHaveValue('88');
    expect(screen.getByText('Bettor: demo_p1')).toBeInTheDocument();
  });
});

const payoutRow = (userId: number, username: string, userRoleId: number, payout: number) => ({
  userId,
  username,
  userRoleId,
  winLines: 2,
  winStake: 3,
  payout,
  ownPayout: payout / 4,
});

describe('payout report', () => {
  it('per downline with totals, drills into an agent, and shows the own payout of the viewed account', async () => {
    const user = userEvent.setup({ delay: null });
    client.fetchPage.mockImplementation((_a: string, name: string, params: { userId?: number }) => {
      if (name === 'GetSelfPayoutReport')
        return Promise.resolve(
          page(
            [
              {
                drawDate: '2031-01-07',
                poolId: 3,
                winLines: 1,
                winStake: 1,
                payout: 2500,
                ownPayout: 625,
                uplinePayout: 1875,
              },
            ],
            { winLines: 1, winStake: 1, payout: 2500, ownPayout: 625, uplinePayout: 1875, ...extras },
          ),
        );
      return Promise.resolve(
        params.userId === 7
          ? page([payoutRow(11, 'demo_ma', 4, 800)], {
              winLines: 2,
              winStake: 3,
              payout: 800,
              ownPayout: 200,
              ...extras,
              viewerId: 7,
            })
          : page([payoutRow(7, 'demo_sh', 4, 1200), payoutRow(8, 'demo_house', 6, 40)], {
              winLines: 4,
              winStake: 6,
              payout: 1240,
              ownPayout: 310,
              ...extras,
            }),
      );
    });
    renderIn(<PayoutReportScreen initialFilter={range} />);
    const table = await screen.findByRole('table', { name: 'Payout Report' });
    await within(table).findByText('demo_house');
    expect(within(table).getAllByText('1,240.00').length).toBeGreaterThan(0);
    expect(client.fetchPage).toHaveBeenLastCalledWith(
      'Report',
      'GetPayoutReport',
      { fromDate: '2031-01-06', toDate: '2031-01-07' },
      expect.anything(),
    );

    await user.click(within(table).getByText('demo_sh'));
    expect(await within(table).findByText('demo_ma')).toBeInTheDocument();
    expect(client.fetchPage).toHaveBeenLastCalledWith(
      'Report',
      'GetPayoutReport',
      expect.objectContaining({ userId: 7 }),
      expect.anything(),
    );

    // The viewed account's own payouts per draw date and pool.
    await user.click(screen.getByRole('button', { name: /My own payout/ }));
    const self = await screen.findByRole('table', { name: 'My own payout' });
    expect(await within(self).findByText('Toto')).toBeInTheDocument();
    expect(within(self).getAllByText('1,875.00').length).toBeGreaterThan(0);
    expect(client.fetchPage).toHaveBeenCalledWith(
      'Report',
      'GetSelfPayoutReport',
      { fromDate: '2031-01-06', toDate: '2031-01-07', userId: 7 },
      expect.anything(),
    );
  });
});

const cells = (filled: Record<number, [number, number]>) =>
  [1, 2, 3, 4, 5, 6, 7, 8].map((rank) => ({
    rank,
    winLines: filled[rank]?.[0] ?? 0,
    payout: filled[rank]?.[1] ?? 0,
  }));

describe('payout table', () => {
  it('draws a grid per pool: codes down, prizes across, row and column totals; tiers for Toto only', async () => {
    client.post.mockResolvedValue(
      allRows(
        [
          {
            poolId: 1,
            rows: [
              { code: 'B', cells: cells({ 1: [1, 2500], 7: [2, 360] }), winLines: 3, payout: 2860 },
              { code: 'S', cells: cells({ 1: [1, 3500] }), winLines: 1, payout: 3500 },
            ],
            columns: cells({ 1: [2, 6000], 7: [2, 360] }),
            winLines: 4,
            payout: 6360,
          },
          {
            poolId: 3,
            rows: [{ code: '5D', cells: cells({ 4: [1, 20] }), winLines: 1, payout: 20 }],
            columns: cells({ 4: [1, 20] }),
            winLines: 1,
            payout: 20,
          },
        ],
        { winLines: 5, payout: 6380, ...extras },
      ),
    );
    renderIn(<PayoutTableReportScreen initialFilter={range} />);
    const magnum = await screen.findByRole('table', {
      name: 'Magnum: winning lines and payout by bet code and prize',
    });
    expect(client.post).toHaveBeenCalledWith(
      'Report',
      'GetPayoutTable',
      { fromDate: '2031-01-06', toDate: '2031-01-07' },
      expect.anything(),
    );
    const [groups, heads, b, s, foot] = within(magnum).getAllByRole('row');
    expect(
      within(groups!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', '1st', '2nd', '3rd', 'Starter', 'Consolation', 'Total']);
    expect(within(heads!).getAllByRole('columnheader')).toHaveLength(1 + 6 * 2);
    expect(
      within(b!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['B', '1', '2,500.00', '', '', '', '', '2', '360.00', '', '', '3', '2,860.00']);
    expect(within(s!).getAllByRole('cell')[2]).toHaveTextContent('3,500.00');
    expect(
      within(foot!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Total',
      '2',
      '6,000.00',
      '0',
      '0.00',
      '0',
      '0.00',
      '2',
      '360.00',
      '0',
      '0.00',
      '4',
      '6,360.00',
    ]);

    const toto = screen.getByRole('table', { name: 'Toto: winning lines and payout by bet code and prize' });
    expect(
      within(within(toto).getAllByRole('row')[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', '1st', '2nd', '3rd', 'Starter', 'Consolation', '4th', '5th', '6th', 'Total']);
    expect(screen.getByLabelText('Total')).toHaveTextContent('6,380.00');
  });
});
