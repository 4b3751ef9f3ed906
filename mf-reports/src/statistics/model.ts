/**
 * The pure rules of the statistics reports: rows per draw date and pool shaped into what the chart
 * draws (one bar series per pool, stacked; one line over the dates) and the totals under the table.
 */
import { POOLS } from '@drawdesk/shared-kernel/domain';

/** A statistics row: one draw date and one pool. */
export interface DatePoolRow {
  drawDate: string;
  poolId: number;
}

/** One pool's bars: its figure per draw date (0 where it had none) and its total. */
export interface PoolSeries {
  poolId: number;
  /** The pool's name as the filters show it. */
  label: string;
  values: number[];
  total: number;
}

/** What the chart draws: the draw dates in order, a bar series per pool and the line. */
export interface StatisticSeries {
  /** Every draw date of the rows, ascending, once. */
  dates: string[];
  /** One series per pool present in the rows, in pool order. */
  pools: PoolSeries[];
  /** The line figure per draw date, summed over the pools. */
  line: number[];
  /** The bar figure per draw date, summed over the pools (the top of each stack). */
  barTotals: number[];
  barTotal: number;
  lineTotal: number;
}

/** Amounts are currency units with 2 decimals: sum them in cents so 0.1 + 0.2 stays 0.3. */
const toCents = (units: number): number => Math.round(units * 100);
const toUnits = (cents: number): number => cents / 100;

/** A pool's name as the filters show it. */
export const poolLabel = (poolId: number): string =>
  POOLS.find((p) => p.id === poolId)?.displayName ?? String(poolId);

/**
 * Shapes the rows for the chart: `bar` gives the stacked figure (turnover, payout), `line` the
 * figure drawn over it (net amount, win/loss). Several rows of one date and pool add up.
 */
export function statisticSeries<R extends DatePoolRow>(
  rows: readonly R[],
  bar: (row: R) => number,
  line: (row: R) => number,
): StatisticSeries {
  const dates = [...new Set(rows.map((r) => r.drawDate))].sort();
  const dateIndex = new Map(dates.map((d, i) => [d, i]));
  const poolIds = [...new Set(rows.map((r) => r.poolId))].sort((a, b) => a - b);
  const barCents = new Map(poolIds.map((p) => [p, dates.map(() => 0)]));
  const lineCents = dates.map(() => 0);
  for (const r of rows) {
    const i = dateIndex.get(r.drawDate) ?? 0;
    const values = barCents.get(r.poolId);
    if (values) values[i] = (values[i] ?? 0) + toCents(bar(r));
    lineCents[i] = (lineCents[i] ?? 0) + toCents(line(r));
  }
  const pools: PoolSeries[] = poolIds.map((poolId) => {
    const cents = barCents.get(poolId) ?? [];
    return {
      poolId,
      label: poolLabel(poolId),
      values: cents.map(toUnits),
      total: toUnits(cents.reduce((a, b) => a + b, 0)),
    };
  });
  const barTotalCents = dates.map((_, i) => poolIds.reduce((sum, p) => sum + (barCents.get(p)?.[i] ?? 0), 0));
  return {
    dates,
    pools,
    line: lineCents.map(toUnits),
    barTotals: barTotalCents.map(toUnits),
    barTotal: toUnits(barTotalCents.reduce((a, b) => a + b, 0)),
    lineTotal: toUnits(lineCents.reduce((a, b) => a + b, 0)),
  };
}

/** Rows in the table's order: newest draw date first, then by pool. */
export function sortRows<R extends DatePoolRow>(rows: readonly R[]): R[] {
  return [...rows].sort((a, b) =>
    a.drawDate === b.drawDate ? a.poolId - b.poolId : a.drawDate < b.drawDate ? 1 : -1,
  );
}

/** Sums one figure of the rows (in cents, back to units). */
export function sumOf<R>(rows: readonly R[], figure: (row: R) => number): number {
  return toUnits(rows.reduce((sum, r) => sum + toCents(figure(r)), 0));
}

/** A colour per pool, the same on both statistics charts (and in print). */
export const POOL_COLORS: Readonly<Record<number, string>> = {
  1: '#f2b705',
  2: '#1d5fa8',
  3: '#c62828',
  4: '#2e7d32',
  5: '#6a1b9a',
  6: '#00838f',
  7: '#ef6c00',
  8: '#5d4037',
  9: '#ad1457',
};
export const LINE_COLOR = '#1f2933';
