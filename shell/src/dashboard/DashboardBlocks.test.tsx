import { act, screen, within } from '@testing-library/react';
import type { LatestResult, MapRow, NextDraws, TodaySales } from '@drawdesk/shared-kernel/contract';
import { dialog$ } from '@drawdesk/shared-kernel/bus';
import { setLanguage } from '@drawdesk/shared-kernel/i18n';
import { renderWithQuery } from '@drawdesk/shared-kernel/testing';
import { installFakeApi, ok, type FakeApi, type FakeReply } from '../testing/fakeApi';
import { setupShellI18n } from '../testing/renderShell';
import { companyUser, playerUser } from '../testing/users';
import { DashboardBlocks } from './DashboardBlocks';

// Wednesday 25/11/2026 18:59:50 business time: Singapore closed at 18:00, the others close at 19:00.
const NOW = Date.parse('2026-11-25T10:59:50.000Z');

const draws = (now: string, list: NextDraws['draws']): NextDraws => ({
  now,
  businessDate: '2026-11-25',
  draws: list,
});
const MAGNUM = { drawId: 11, poolId: 1, drawDate: '2026-11-25', cutoffAt: '2026-11-25T11:00:00.000Z' };
const TOTO = { drawId: 13, poolId: 3, drawDate: '2026-11-25', cutoffAt: '2026-11-25T11:00:00.000Z' };
const SG_SAT = { drawId: 24, poolId: 4, drawDate: '2026-11-28', cutoffAt: '2026-11-28T10:00:00.000Z' };
const MAGNUM_SAT = { drawId: 21, poolId: 1, drawDate: '2026-11-28', cutoffAt: '2026-11-28T11:00:00.000Z' };

const sales = (turnover: number, ticketCount: number): TodaySales => ({
  businessDate: '2026-11-25',
  turnover,
  netAmount: turnover * 0.8,
  ticketCount,
  currency: 'MYR',
});
const results: LatestResult[] = [
  { drawId: 5, poolId: 1, drawDate: '2026-11-22', first: '1234', second: '8888', third: '2828' },
];
const top: MapRow[] = [
  { number: '1234', amounts: { B: 30 }, total: 30 },
  { number: '5678', amounts: { B: 12.5 }, total: 12.5 },
];
const paged = <T,>(rows: T[]): FakeReply => ({
  body: { success: true, message: null, code: 0, totalCount: rows.length, overallInfo: null, data: rows },
});
const refused = (): FakeReply => ({
  status: 403,
  body: { success: false, message: 'Permission Denied.', data: null, code: 403 },
});

let server: FakeApi;
let dialogs: unknown[];
let stopDialogs: () => void;

beforeAll(setupShellI18n);
beforeEach(async () => {
  jest.useFakeTimers({ now: NOW });
  await act(() => setLanguage('en'));
  dialogs = [];
  const sub = dialog$.subscribe((d) => dialogs.push(d));
  stopDialogs = () => sub.unsubscribe();
  server = installFakeApi({
    'Account/GetUserDetailsById': () => ok({ agent: { creditLeft: 100, creditLimit: 200 } }),
    'Pools/GetNextDraws': () => ok(draws(new Date(Date.now()).toISOString(), [MAGNUM, TOTO, SG_SAT])),
    'Report/GetTodaySales': () => ok(sales(10, 2)),
    'Report/GetMapReport': () => paged(top),
    'Result/GetLatestResults': () => ok(results),
  });
});
afterEach(() => {
  stopDialogs();
  jest.useRealTimers();
});

/** Advances the clock by `ms`, then lets the replies and the queries they start arrive (10 ms steps). */
const settle = (ms = 0) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
    for (let i = 0; i < 5; i += 1) await jest.advanceTimersByTimeAsync(10);
  });

const countdowns = () =>
  screen
    .getAllByTestId('next-draw')
    .map((row) => [row.dataset.pool, within(row).getByTestId('countdown').textContent]);

it('ticks each cutoff down every second and asks again for the draws when one closes', async () => {
  renderWithQuery(<DashboardBlocks user={companyUser} />);
  await settle();
  expect(countdowns()).toEqual([
    ['1', '00:00:10'],
    ['3', '00:00:10'],
    ['4', '2d 23:00:10'],
  ]);
  await settle(1_000);
  expect(countdowns()[0]).toEqual(['1', '00:00:09']);
  await settle(3_000);
  expect(countdowns()[2]).toEqual(['4', '2d 23:00:06']);
  expect(server.callsTo('Pools/GetNextDraws')).toHaveLength(1);

  // At 19:00 Magnum and Toto close: the list is asked for at once, not 30 s later.
  server.on({
    'Pools/GetNextDraws': () => ok(draws(new Date(Date.now()).toISOString(), [SG_SAT, MAGNUM_SAT])),
  });
  await settle(6_000);
  expect(server.callsTo('Pools/GetNextDraws')).toHaveLength(2);
  await settle(1_000);
  expect(countdowns()).toEqual([
    ['4', '2d 22:59:59'],
    ['1', '2d 23:59:59'],
  ]);
  // Once, not every second.
  await settle(5_000);
  expect(server.callsTo('Pools/GetNextDraws')).toHaveLength(2);
});

it('counts on the server clock when the browser clock is wrong', async () => {
  // The server is 5 s ahead of this browser.
  server.on({
    'Pools/GetNextDraws': () => ok(draws(new Date(Date.now() + 5_000).toISOString(), [MAGNUM])),
  });
  renderWithQuery(<DashboardBlocks user={companyUser} />);
  await settle();
  expect(countdowns()).toEqual([['1', '00:00:05']]);
});

it('refreshes the figures every 30 s, keeping the old ones on screen until the new ones arrive', async () => {
  renderWithQuery(<DashboardBlocks user={companyUser} />);
  await settle();
  expect(screen.getByTestId('sales-turnover')).toHaveTextContent('10.00');
  expect(screen.getByTestId('sales-tickets')).toHaveTextContent('2');
  expect(server.callsTo('Report/GetTodaySales')).toHaveLength(1);
  expect(server.callsTo('Account/GetUserDetailsById')).toHaveLength(1);

  let answer: (reply: FakeReply) => void = () => undefined;
  server.on({ 'Report/GetTodaySales': () => new Promise<FakeReply>((resolve) => (answer = resolve)) });
  await settle(30_000);
  expect(server.callsTo('Report/GetTodaySales')).toHaveLength(2);
  expect(server.callsTo('Account/GetUserDetailsById')).toHaveLength(2);
  expect(server.callsTo('Report/GetMapReport')).toHaveLength(2);
  // The second request is under way: the block still shows the first figures.
  expect(screen.getByTestId('sales-turnover')).toHaveTextContent('10.00');
  answer(ok(sales(25.5, 3)));
  await settle();
  expect(screen.getByTestId('sales-turnover')).toHaveTextContent('25.50');
  expect(screen.getByTestId('sales-net')).toHaveTextContent('20.40');
  expect(screen.getByTestId('sales-tickets')).toHaveTextContent('3');
});

it('shows a company the top numbers of the next draw date and the last results', async () => {
  renderWithQuery(<DashboardBlocks user={companyUser} />);
  await settle();
  const [request] = server.callsTo('Report/GetMapReport');
  expect(request?.method).toBe('POST');
  const topBlock = screen.getByTestId('dashboard-top-numbers');
  expect(
    within(topBlock)
      .getAllByTestId('top-number')
      .map((r) => r.textContent),
  ).toEqual(['123430.00', '567812.50']);
  expect(screen.getByText('Highest exposure, draw of 25/11/2026')).toBeInTheDocument();
  const result = within(screen.getByTestId('dashboard-results')).getByTestId('latest-result');
  expect(result).toHaveTextContent('Magnum22/11/2026123488882828');
});

it('shows a player only the draws and the results, and makes no report call', async () => {
  server.on({
    'Pools/GetNextDraws': () => ok(draws(new Date(Date.now()).toISOString(), [SG_SAT, MAGNUM_SAT])),
  });
  renderWithQuery(<DashboardBlocks user={playerUser} />);
  await settle();
  expect(screen.getByTestId('dashboard-next-draws')).toBeInTheDocument();
  expect(screen.getByTestId('dashboard-results')).toBeInTheDocument();
  expect(screen.queryByTestId('dashboard-sales')).toBeNull();
  expect(screen.queryByTestId('dashboard-top-numbers')).toBeNull();
  await settle(30_000);
  expect(server.callsTo('Report/GetTodaySales')).toHaveLength(0);
  expect(server.callsTo('Report/GetMapReport')).toHaveLength(0);
  expect(server.callsTo('Pools/GetNextDraws')).toHaveLength(2);
});

it('hides a block the server refuses, without a dialog', async () => {
  server.on({ 'Report/GetTodaySales': refused });
  renderWithQuery(<DashboardBlocks user={companyUser} />);
  await settle();
  expect(server.callsTo('Report/GetTodaySales')).toHaveLength(1);
  expect(screen.queryByTestId('dashboard-sales')).toBeNull();
  expect(screen.getByTestId('dashboard-top-numbers')).toBeInTheDocument();
  expect(dialogs).toEqual([]);
});
