/** Test fixtures: a draw calendar like DOMAIN 4 and a parse context on it. */
import type { PoolId } from '../pools';
import type { ParseContext } from './parse';

const DAY_MS = 86_400_000;
export const addDays = (iso: string, n: number): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const weekday = (iso: string): number => new Date(`${iso}T00:00:00Z`).getUTCDay();

/**
 * Open draws from `today` on: pools 1-7 Wednesday, Saturday, Sunday; pools 8-9 daily; plus
 * `specials` (date -> pools). `closedToday` drops today (past its cutoff).
 */
export function calendar(
  today: string,
  opts: { days?: number; specials?: Record<string, readonly PoolId[]>; closedToday?: boolean } = {},
): Record<PoolId, string[]> {
  const out = { 1: [], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [], 8: [], 9: [] } as Record<PoolId, string[]>;
  for (let i = opts.closedToday ? 1 : 0; i < (opts.days ?? 60); i++) {
    const date = addDays(today, i);
    const wd = weekday(date);
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8, 9] as PoolId[]) {
      const regular = id >= 8 || wd === 3 || wd === 6 || wd === 0;
      if (regular || opts.specials?.[date]?.includes(id)) out[id].push(date);
    }
  }
  return out;
}

/** Today Friday 2025-11-21: pools 1-7 draw 22/11, 23/11, 26/11, 29/11, ...; 8-9 every day. */
export const TODAY = '2025-11-21';
export const CAL = calendar(TODAY);

export function ctx(extra: Partial<ParseContext> = {}): ParseContext {
  return { today: TODAY, openDraws: CAL, ...extra };
}
