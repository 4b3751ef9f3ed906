import { chartConfig, chartLocale } from './components/chartConfig';
import { sortRows, statisticSeries, sumOf } from './model';

interface Row {
  drawDate: string;
  poolId: number;
  turnover: number;
  netAmount: number;
}
const row = (drawDate: string, poolId: number, turnover: number, netAmount: number): Row => ({
  drawDate,
  poolId,
  turnover,
  netAmount,
});

// Out of order on purpose: two dates, three pools, Toto missing on one date, Magnum twice on one.
const rows: Row[] = [
  row('2031-01-07', 3, 30.3, 27.27),
  row('2031-01-06', 1, 10.1, 9.09),
  row('2031-01-07', 1, 0.1, 0.09),
  row('2031-01-06', 2, 20.2, 18.18),
  row('2031-01-07', 1, 0.2, 0.18),
];

it('shapes one stacked series per pool over the sorted draw dates, and the line', () => {
  const s = statisticSeries(
    rows,
    (r) => r.turnover,
    (r) => r.netAmount,
  );
  expect(s.dates).toEqual(['2031-01-06', '2031-01-07']);
  expect(s.pools.map((p) => [p.poolId, p.label])).toEqual([
    [1, 'Magnum'],
    [2, 'Kuda'],
    [3, 'Toto'],
  ]);
  // Two Magnum rows of one date add up (in cents: 0.1 + 0.2 is exactly 0.3); a missing date is 0.
  expect(s.pools[0]?.values).toEqual([10.1, 0.3]);
  expect(s.pools[1]?.values).toEqual([20.2, 0]);
  expect(s.pools[2]?.values).toEqual([0, 30.3]);
  expect(s.pools.map((p) => p.total)).toEqual([10.4, 20.2, 30.3]);
  expect(s.barTotals).toEqual([30.3, 30.6]);
  expect(s.line).toEqual([27.27, 27.54]);
  expect(s.barTotal).toBe(60.9);
  expect(s.lineTotal).toBe(54.81);
  // The stacks add up to the per-date totals, and the pool totals to the grand total.
  s.dates.forEach((_, i) => {
    const stacked = s.pools.reduce((sum, p) => sum + Math.round((p.values[i] ?? 0) * 100), 0);
    expect(stacked / 100).toBe(s.barTotals[i]);
  });
  expect(sumOf(s.pools, (p) => p.total)).toBe(s.barTotal);
});

it('shapes nothing from no rows', () => {
  expect(
    statisticSeries(
      [] as Row[],
      (r) => r.turnover,
      (r) => r.netAmount,
    ),
  ).toEqual({ dates: [], pools: [], line: [], barTotals: [], barTotal: 0, lineTotal: 0 });
});

it('signed line figures (win/loss) keep their sign', () => {
  const s = statisticSeries(
    [row('2031-01-06', 1, 100, -250.5), row('2031-01-06', 2, 50, 40.25)],
    (r) => r.turnover,
    (r) => r.netAmount,
  );
  expect(s.line).toEqual([-210.25]);
  expect(s.lineTotal).toBe(-210.25);
});

it('sorts table rows newest date first, then by pool', () => {
  expect(sortRows(rows).map((r) => `${r.drawDate}/${r.poolId}`)).toEqual([
    '2031-01-07/1',
    '2031-01-07/1',
    '2031-01-07/3',
    '2031-01-06/1',
    '2031-01-06/2',
  ]);
  expect(sumOf(rows, (r) => r.turnover)).toBe(60.9);
});

it('builds the chart: the line over stacked pool bars, the translated texts and locale', () => {
  const s = statisticSeries(
    rows,
    (r) => r.turnover,
    (r) => r.netAmount,
  );
  const texts = { title: '销售统计', dateAxis: '开彩日期', amountAxis: '金额', lineLabel: '净额' };
  const config = chartConfig(s, texts, 'zh');
  expect(config.data.labels).toEqual(['2031-01-06', '2031-01-07']);
  const [line, ...bars] = config.data.datasets;
  expect(line).toMatchObject({ type: 'line', label: '净额', data: [27.27, 27.54] });
  expect(bars.map((b) => [b.type, b.label, b.data])).toEqual([
    ['bar', 'Magnum', [10.1, 0.3]],
    ['bar', 'Kuda', [20.2, 0]],
    ['bar', 'Toto', [0, 30.3]],
  ]);
  expect(new Set(bars.map((b) => (b as { stack?: string }).stack))).toEqual(new Set(['pools']));
  expect(config.options?.locale).toBe('zh-CN');
  expect(config.options?.plugins?.title).toMatchObject({ display: true, text: '销售统计' });
  expect(config.options?.scales?.x).toMatchObject({ stacked: true, title: { text: '开彩日期' } });
  expect(config.options?.scales?.y).toMatchObject({ stacked: true, title: { text: '金额' } });
  expect(chartLocale('ms')).toBe('ms-MY');
  expect(chartLocale('en')).toBe('en-MY');
});
