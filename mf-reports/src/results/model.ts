/**
 * The pure rules of the results family: prize and rank labels, the strike report's code columns
 * and unbet positions, the payout table's columns, and sums in cents.
 */
import { BET_CODES } from '@drawdesk/shared-kernel/domain/betting';
import { POOLS } from '@drawdesk/shared-kernel/domain';

/** A translator of this feature's keys (i18next's `t`, or a stub in tests). */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Amounts are currency units with 2 decimals: sum them in cents so 0.1 + 0.2 stays 0.3. */
export function sumUnits(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + Math.round(v * 100), 0) / 100;
}

export const poolName = (poolId: number): string =>
  POOLS.find((p) => p.id === poolId)?.displayName ?? String(poolId);

/** '1st' .. '6th', 'Starter', 'Consolation' of a rank number (PAYOUT_TABLE_RANKS). */
export const rankLabel = (t: Translate, rank: number): string => t(`rank.r${rank}`);

/** A strike row's prize position: '1st', 'Starter 3', '5D 2nd', '6D 1st'. */
export function prizeLabel(t: Translate, row: { game: number; rank: number; idx: number }): string {
  if (row.game === 5) return t('rank.fiveD', { rank: rankLabel(t, row.rank) });
  if (row.game === 6) return t('rank.sixD', { rank: rankLabel(t, row.rank) });
  if (row.rank === 7) return t('rank.starter', { n: row.idx + 1 });
  if (row.rank === 8) return t('rank.consolation', { n: row.idx + 1 });
  return rankLabel(t, row.rank);
}

const codeOrder = new Map<string, number>(BET_CODES.map((c, i) => [c, i]));
const byCodeOrder = (a: string, b: string): number =>
  (codeOrder.get(a) ?? BET_CODES.length) - (codeOrder.get(b) ?? BET_CODES.length) || a.localeCompare(b);

/** The bet codes anybody bet on any of the rows (a column each), in the order codes are printed. */
export function strikeCodes(rows: readonly { amounts: Record<string, number> }[]): string[] {
  const codes = new Set<string>();
  for (const r of rows)
    for (const [code, amount] of Object.entries(r.amounts)) if (amount !== 0) codes.add(code);
  return [...codes].sort(byCodeOrder);
}

/** The rows on screen: every prize position, or only those somebody of the subtree won by. */
export const visibleStrikeRows = <R extends { hit: boolean }>(rows: readonly R[], showUnbet: boolean): R[] =>
  showUnbet ? [...rows] : rows.filter((r) => r.hit);

/** One code's stake summed over the rows (the footer of its column). */
export const codeTotal = (rows: readonly { amounts: Record<string, number> }[], code: string): number =>
  sumUnits(rows.map((r) => r.amounts[code] ?? 0));

/**
 * A winning line's matched prizes: '1st', 'Starter ×2' (two starters matched), and for 5D/6D codes
 * their tier ('5D 4th'). One entry per matched position, in rank order.
 */
export function matchedPrizes(t: Translate, code: string, ranks: readonly number[]): string {
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rank, n]) => {
      const label =
        code === '5D'
          ? t('rank.fiveD', { rank: rankLabel(t, rank) })
          : code === '6D'
            ? t('rank.sixD', { rank: rankLabel(t, rank) })
            : rankLabel(t, rank);
      return n > 1 ? `${label} ×${n}` : label;
    })
    .join(', ');
}

/** A bettor's uplines, the top one first: 'co › sh › ag'. */
export const uplinePath = (path: readonly string[]): string => path.join(' › ');

/** Columns of the payout table, as agents read them: 1st, 2nd, 3rd, starter, consolation, then the 5D/6D tiers. */
export const PAYOUT_TABLE_COLUMNS = [1, 2, 3, 7, 8, 4, 5, 6] as const;
const TIER_RANKS: ReadonlySet<number> = new Set([4, 5, 6]);

/**
 * The rank columns one pool's grid shows: the 4D ranks always; the 4th-6th tiers only for a pool
 * with 5D/6D games or where a cell of them has lines.
 */
export function gridRanks(pool: {
  poolId: number;
  columns: readonly { rank: number; winLines: number }[];
}): number[] {
  const games = POOLS.find((p) => p.id === pool.poolId)?.games ?? [];
  const tiers = games.includes('5D') || games.includes('6D');
  const tierLines = pool.columns.some((c) => TIER_RANKS.has(c.rank) && c.winLines > 0);
  return PAYOUT_TABLE_COLUMNS.filter((r) => !TIER_RANKS.has(r) || tiers || tierLines);
}

/** A grid cell by rank (a missing cell reads as none). */
export function cellOf(
  cells: readonly { rank: number; winLines: number; payout: number }[],
  rank: number,
): { winLines: number; payout: number } {
  const c = cells.find((x) => x.rank === rank);
  return { winLines: c?.winLines ?? 0, payout: c?.payout ?? 0 };
}

// ---- The winning report's own filters, kept in the address beside the frame's ----

/** Address parameters of the winning report's own filters. */
export const WINNING_PARAMS = { number: 'number', account: 'account', bettor: 'bettor' } as const;

/** A bet number as the filter takes it: 2 to 6 digits. */
export const isBetNumber = (text: string): boolean => /^\d{2,6}$/.test(text);

export interface WinningExtras {
  /** Only lines on this number ('' = every number). */
  number: string;
  /** Only lines of this direct downline's subtree (null = the whole subtree of the caller). */
  accountId: number | null;
  /** Only lines of this bettor (clicked in a row), with its name for the chip. */
  bettor: { userId: number; username: string } | null;
}

const positiveId = (text: string | null): number | null => {
  const n = Number(text);
  return text && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The winning report's own filters read from the address; malformed values are left out. */
export function readWinningExtras(params: URLSearchParams): WinningExtras {
  const number = params.get(WINNING_PARAMS.number) ?? '';
  const bettor = params.get(WINNING_PARAMS.bettor) ?? '';
  const colon = bettor.indexOf(':');
  const bettorId = positiveId(colon > 0 ? bettor.slice(0, colon) : null);
  return {
    number: isBetNumber(number) ? number : '',
    accountId: positiveId(params.get(WINNING_PARAMS.account)),
    bettor: bettorId ? { userId: bettorId, username: bettor.slice(colon + 1) } : null,
  };
}

/** The address with the winning report's own filters written in (other parameters kept). */
export function writeWinningExtras(params: URLSearchParams, extras: WinningExtras): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  put(WINNING_PARAMS.number, isBetNumber(extras.number) ? extras.number : '');
  put(WINNING_PARAMS.account, extras.accountId ? String(extras.accountId) : '');
  put(WINNING_PARAMS.bettor, extras.bettor ? `${extras.bettor.userId}:${extras.bettor.username}` : '');
  return next;
}

/** The call's own fields: the viewed account (a chosen downline), the number and the bettor. */
export function winningFields(extras: WinningExtras): {
  userId?: number;
  number?: string;
  bettorId?: number;
} {
  return {
    ...(extras.accountId ? { userId: extras.accountId } : {}),
    ...(extras.number ? { number: extras.number } : {}),
    ...(extras.bettor ? { bettorId: extras.bettor.userId } : {}),
  };
}
