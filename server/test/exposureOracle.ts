/**
 * An independent computation of the exposure family (REPORTS.md "Exposure family", DOMAIN 10 and
 * 14) from the raw lines and shares (pipelineTree.readRaw), written from the rules, not from the
 * report SQL: which number a line counts under, the four report types, a viewer's own run tickets,
 * ranking and the top N, the run map's limit keys.
 */
import { BET_CODE_INFO, BET_CODES, type BetCode } from '@drawdesk/shared-kernel/domain/betting';
import type { RawData, RawLine, RawShare, TreeAccount } from './pipelineTree';

/** rate (per 10,000) x amount, half up (amount >= 0). */
export const mulRate = (rate: number, amount: number) => Math.floor((2 * rate * amount + 10_000) / 20_000);

/** The number a line counts under: the digits its code bets on; an ibox line the number as typed. */
export function mapNumberOf(line: RawLine): string {
  if (line.kind === 3) return line.number;
  return line.number.slice(-BET_CODE_INFO[line.code].digits);
}

/** Digits that count under an ibox limit key: the sorted digits. */
export const sortedDigits = (n: string) => [...n].sort().join('');

export type ReportType = 1 | 2 | 3 | 4;

/**
 * A share row's figure under a report type: an upline share (depth >= 1) its line's stake,
 * r_D x in, eat or r_D x eat; the viewer's own depth-0 row: a bettor viewer's own bet (stake, net,
 * nothing eaten), or a viewing agent's own run (taken off its eat); null when it does not count.
 */
export function figureOf(
  type: ReportType,
  s: RawShare,
  line: RawLine,
  source: string,
  bettorViewer: boolean,
): number | null {
  if (s.depth > 0) {
    const rate = s.downRate ?? 0;
    return [line.stake, mulRate(rate, s.in), s.eat, mulRate(rate, s.eat)][type - 1]!;
  }
  if (bettorViewer) return [line.stake, line.net, 0, 0][type - 1]!;
  if (source === 'run') return [0, 0, -line.stake, -line.net][type - 1]!;
  return null;
}

export interface CellQuery {
  holders: ReadonlySet<number>;
  bettorViewer: boolean;
  drawIds: ReadonlySet<number>;
  codes: ReadonlySet<string>;
  demo: ReadonlySet<number>;
  type: ReportType;
  /** A narrowed sub-account: only upline shares through these downlines of the holder. */
  downlines?: ReadonlySet<number>;
}

/** The share rows a map counts, with their line, ticket source and figure. */
export function countedShares(raw: RawData, q: CellQuery) {
  const out: Array<{ s: RawShare; line: RawLine; cents: number }> = [];
  for (const s of raw.shares) {
    if (!q.holders.has(s.userId)) continue;
    const line = raw.lines.get(s.lineId)!;
    if (line.status === 2 || !q.drawIds.has(line.drawId) || !q.codes.has(line.code)) continue;
    if (q.demo.has(line.bettorId)) continue;
    if (s.depth > 0 && q.downlines && !q.downlines.has(s.downUserId!)) continue;
    const cents = figureOf(q.type, s, line, raw.tickets.get(line.ticketId)!.source, q.bettorViewer);
    if (cents === null) continue;
    out.push({ s, line, cents });
  }
  return out;
}

/** Map cells: number -> code -> cents (cells of 0 and numbers without a cell left out). */
export function expectedCells(raw: RawData, q: CellQuery): Map<string, Map<string, number>> {
  const cells = new Map<string, Map<string, number>>();
  for (const { line, cents } of countedShares(raw, q)) {
    const number = mapNumberOf(line);
    const row = cells.get(number) ?? new Map<string, number>();
    cells.set(number, row);
    row.set(line.code, (row.get(line.code) ?? 0) + cents);
  }
  for (const [number, row] of cells) {
    for (const [code, cents] of row) if (cents === 0) row.delete(code);
    if (row.size === 0) cells.delete(number);
  }
  return cells;
}

/** Map rows (units) as GetMapReport answers them: numbers of total 0 out, sort, number search, top N. */
export function expectedMapRows(
  cells: Map<string, Map<string, number>>,
  opts: { sort: 'total' | 'number'; top: number | null; number?: string },
) {
  const rows = [...cells.entries()]
    .filter(([n]) => opts.number === undefined || n.includes(opts.number))
    .map(([number, row]) => {
      const amounts: Record<string, number> = {};
      let total = 0;
      for (const code of BET_CODES) {
        const cents = row.get(code);
        if (cents === undefined) continue;
        amounts[code] = cents / 100;
        total += cents;
      }
      return { number, amounts, total, totalCents: total };
    })
    // A number whose cells add up to 0 is left out.
    .filter((r) => r.totalCents !== 0);
  rows.sort((a, b) =>
    opts.sort === 'total'
      ? b.totalCents - a.totalCents || (a.number < b.number ? -1 : 1)
      : a.number < b.number
        ? -1
        : 1,
  );
  const numberCount = rows.length;
  const kept = opts.top === null ? rows : rows.slice(0, opts.top);
  return {
    numberCount,
    rows: kept.map((r) => ({ number: r.number, amounts: r.amounts, total: r.totalCents / 100 })),
  };
}

/** The fight limit of an account's grouping on a code (DOMAIN 10), capped by its max; null = none. */
export function groupingLimitOf(a: TreeAccount, code: BetCode): number | null {
  const game = BET_CODE_INFO[code].game;
  const find = (basis: number, key: string) => a.limits.find(([b, k]) => b === basis && k === key)?.[2];
  const own = a.grouping === 2 ? find(2, 'ALL') : a.grouping === 3 ? find(3, game) : find(1, code);
  if (own === undefined) return a.max;
  return a.max === null ? own : Math.min(own, a.max);
}

/** limit_usage key of a cell under a basis (docs/betting-rules.md "Order pipeline" 2). */
export function usageKeyOf(basis: number, code: BetCode, digits: string, ibox: boolean): string {
  const d = ibox ? `I${digits}` : digits;
  if (basis === 2) return d;
  if (basis === 3) return `${BET_CODE_INFO[code].game}:${d}`;
  return `${code}:${d}`;
}

/** Base cents in a currency of rate `ratePer10k` (base per unit x 10,000): half away from zero. */
export function convert(cents: number, ratePer10k: number): number {
  const abs = Math.floor((2 * Math.abs(cents) * 10_000 + ratePer10k) / (2 * ratePer10k));
  return cents < 0 ? -abs : abs;
}
