import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { setLanguage } from '@drawdesk/shared-kernel/i18n';
import { setupI18n } from '@drawdesk/shared-kernel/testing';
import type { StatisticChartProps } from './components/StatisticChart';
import PayoutStatisticScreen from './PayoutStatisticScreen';
import SalesStatisticScreen from './SalesStatisticScreen';
import { allRows, failure, mockedClient, renderIn as renderAt, resetClient } from '../frame/testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
}));
const client = mockedClient();

// jsdom has no canvas: the chart shows what it was given (its configuration is tested in model.test.ts).
const chartProps: StatisticChartProps[] = [];
jest.mock('./components/StatisticChart', () => ({
  __esModule: true,
  default: (props: StatisticChartProps) => {
    chartProps.push(props);
    return (
      <figure aria-label={props.texts.title}>
        <p>{props.texts.amountAxis}</p>
        <p>{props.texts.lineLabel}</p>
        <p>{props.series.dates.join(' ')}</p>
        <p>{props.series.pools.map((p) => `${p.label}:${p.values.join('/')}`).join(' ')}</p>
        <p>{`line:${props.series.line.join('/')}`}</p>
      </figure>
    );
  },
}));

jest.setTimeout(30_000);

const filter = { fromDate: '2031-01-06', toDate: '2031-01-07', poolIds: [] };
const reply = allRows;
const extras = { viewerId: 2, currency: 'MYR', processing: false };
const sales = (drawDate: string, poolId: number, turnover: number, netAmount: number) => ({
  drawDate,
  poolId,
  released: drawDate < '2031-01-07',
  turnover,
  netAmount,
  commission: Math.round((turnover - netAmount) * 100) / 100,
  ticketCount: 1,
});

beforeAll(() => setupI18n());
afterEach(() => act(() => setLanguage('en')));
beforeEach(() => {
  chartProps.length = 0;
  resetClient(client);
  client.get.mockResolvedValue(failure());
});

const renderIn = (el: ReactElement) => renderAt(el, '/', 'none');

it('sales statistic: chart of turnover stacked by pool with the net line, table and totals', async () => {
  client.post.mockResolvedValue(
    reply(
      [sales('2031-01-07', 3, 300, 270), sales('2031-01-06', 1, 100, 90), sales('2031-01-07', 1, 50.5, 45)],
      { turnover: 450.5, netAmount: 405, commission: 45.5, ticketCount: 3, ...extras },
    ),
  );
  renderIn(<SalesStatisticScreen initialFilter={filter} />);
  const chart = await screen.findByRole('figure', {
    name: 'Turnover per draw date and pool, and net amount',
  });
  expect(client.post).toHaveBeenCalledWith(
    'Report',
    'GetSalesStatistic',
    { fromDate: '2031-01-06', toDate: '2031-01-07' },
    { signal: expect.any(AbortSignal) },
  );
  // Dates ascending on the axis, a series per pool (0 where a pool had nothing), the net per date.
  expect(within(chart).getByText('2031-01-06 2031-01-07')).toBeInTheDocument();
  expect(within(chart).getByText('Magnum:100/50.5 Toto:0/300')).toBeInTheDocument();
  expect(within(chart).getByText('line:90/315')).toBeInTheDocument();
  expect(within(chart).getByText('Amount (MYR)')).toBeInTheDocument();
  expect(within(chart).getByText('Net amount (all pools)')).toBeInTheDocument();

  // The table: newest date first, pool names, released flag, totals footer from overallInfo.
  const table = screen.getByRole('table', { name: 'Sales Statistic Report' });
  const bodyRows = within(table).getAllByRole('row').slice(1);
  expect(within(bodyRows[0]!).getByText('07/01/2031')).toBeInTheDocument();
  expect(within(bodyRows[0]!).getByText('Magnum')).toBeInTheDocument();
  expect(within(bodyRows[0]!).getByText('Not yet')).toBeInTheDocument();
  expect(within(bodyRows[1]!).getByText('Toto')).toBeInTheDocument();
  expect(within(bodyRows[2]!).getByText('Yes')).toBeInTheDocument();
  expect(within(table).getAllByText('450.50').length).toBeGreaterThan(0);
  expect(within(table).getAllByText('405.00').length).toBeGreaterThan(0);
});

it('sales statistic: the chart follows the filters and the language', async () => {
  const user = userEvent.setup({ delay: null });
  client.post.mockImplementation((_a: string, _c: string, body: { poolIds?: number[] }) =>
    Promise.resolve(
      body.poolIds
        ? reply([sales('2031-01-06', 3, 40, 36)], {
            turnover: 40,
            netAmount: 36,
            commission: 4,
            ticketCount: 1,
            ...extras,
          })
        : reply([sales('2031-01-06', 1, 10, 9)], {
            turnover: 10,
            netAmount: 9,
            commission: 1,
            ticketCount: 1,
            ...extras,
          }),
    ),
  );
  renderIn(<SalesStatisticScreen initialFilter={filter} />);
  expect(await screen.findByText('Magnum:10')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'T Toto' }));
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('Toto:40')).toBeInTheDocument();
  expect(client.post).toHaveBeenLastCalledWith(
    'Report',
    'GetSalesStatistic',
    { fromDate: '2031-01-06', toDate: '2031-01-07', poolIds: [3] },
    expect.anything(),
  );

  await act(() => setLanguage('zh'));
  expect(
    await screen.findByRole('figure', { name: '按开彩日期及彩池的营业额，以及净额' }),
  ).toBeInTheDocument();
  expect(screen.getByText('金额（MYR）')).toBeInTheDocument();
  expect(screen.getByText('净额（全部彩池）')).toBeInTheDocument();
  expect(chartProps.at(-1)?.language).toBe('zh');
});

it('payout statistic: payout stacked by pool, the win/loss line, signed totals, processing', async () => {
  client.post.mockResolvedValue(
    reply(
      [
        {
          drawDate: '2031-01-06',
          poolId: 2,
          turnover: 100,
          netAmount: 90,
          payout: 250,
          winLoss: 160,
          ownWinLoss: -80,
        },
        {
          drawDate: '2031-01-06',
          poolId: 1,
          turnover: 100,
          netAmount: 90,
          payout: 0,
          winLoss: -90,
          ownWinLoss: 45,
        },
      ],
      {
        turnover: 200,
        netAmount: 180,
        payout: 250,
        winLoss: 70,
        ownWinLoss: -35,
        ...extras,
        processing: true,
      },
    ),
  );
  renderIn(<PayoutStatisticScreen initialFilter={filter} />);
  const chart = await screen.findByRole('figure', { name: 'Payout per draw date and pool, and win/loss' });
  expect(within(chart).getByText('Magnum:0 Kuda:250')).toBeInTheDocument();
  expect(within(chart).getByText('line:70')).toBeInTheDocument();
  expect(within(chart).getByText('Win/Loss (all pools)')).toBeInTheDocument();
  expect(client.post).toHaveBeenCalledWith(
    'Report',
    'GetPayoutStatistic',
    { fromDate: '2031-01-06', toDate: '2031-01-07' },
    expect.anything(),
  );
  expect(screen.getByRole('status')).toHaveTextContent('Result calculation is processing');
  expect(screen.getAllByText('-35.00').length).toBeGreaterThan(0);
  expect(screen.getAllByText('70.00').length).toBeGreaterThan(0);
});

it('payout statistic: an empty range says so and draws no chart', async () => {
  client.post.mockResolvedValue(
    reply([], { turnover: 0, netAmount: 0, payout: 0, winLoss: 0, ownWinLoss: 0, ...extras }),
  );
  renderIn(<PayoutStatisticScreen initialFilter={filter} />);
  expect(await screen.findByText('Nothing to chart in this range.')).toBeInTheDocument();
  await waitFor(() => expect(client.post).toHaveBeenCalledTimes(1));
  expect(chartProps).toHaveLength(0);
});

it('a hand-edited address with a reversed range asks for nothing and says why', async () => {
  renderAt(<SalesStatisticScreen />, '/?fromDate=2031-02-01&toDate=2031-01-01', 'none');
  expect(await screen.findAllByText('The from date must not be after the to date.')).not.toHaveLength(0);
  expect(client.post).not.toHaveBeenCalled();
  expect(chartProps).toHaveLength(0);
});
