/**
 * The draw calendar and draw state (DOMAIN 4). Pure rules: the server and the screens both use them.
 * Rules decided here: docs/config-rules.md "Draw calendar and cutoffs".
 */
import { addDays, businessInstant, weekday } from './businessTime';
import type { PoolId } from './pools';

/** Pools drawn every Wednesday, Saturday and Sunday. */
export const WEEKLY_POOL_IDS: readonly PoolId[] = [1, 2, 3, 4, 5, 6, 7];
/** Pools drawn every day while the system setting dailyPool is 1 (GD, 9Lotto). */
export const DAILY_POOL_IDS: readonly PoolId[] = [8, 9];
/** Weekdays of the ordinary draws: Wednesday 3, Saturday 6, Sunday 0 (SPEC 9 numbering). */
export const DRAW_WEEKDAYS: readonly number[] = [3, 6, 0];

export interface CalendarDraw {
  poolId: PoolId;
  drawDate: string;
}

/** Years a calendar can be scheduled for. */
export const MIN_SCHEDULE_YEAR = 2000;
export const MAX_SCHEDULE_YEAR = 2099;

/**
 * The regular draws of a year, ordered by date then pool: pools 1-7 every Wednesday, Saturday and
 * Sunday; pools 8-9 every day while `dailyPool` is 1 (none while 0).
 */
export function yearDrawDates(year: number, dailyPool: 0 | 1 | number): CalendarDraw[] {
  if (!Number.isInteger(year) || year < 1 || year > 9999) return [];
  const yyyy = String(year).padStart(4, '0');
  const last = `${yyyy}-12-31`;
  const out: CalendarDraw[] = [];
  for (let date = `${yyyy}-01-01`; date <= last; date = addDays(date, 1)) {
    if (DRAW_WEEKDAYS.includes(weekday(date))) {
      for (const poolId of WEEKLY_POOL_IDS) out.push({ poolId, drawDate: date });
    }
    if (dailyPool === 1) {
      for (const poolId of DAILY_POOL_IDS) out.push({ poolId, drawDate: date });
    }
  }
  return out;
}

/** Result lifecycle of a draw as stored. */
export type DrawResultStatus = 'none' | 'saved' | 'validated' | 'released';
/** Draw status shown to users (DOMAIN 4). */
export type DrawState = 'open' | 'closed' | 'resultSaved' | 'released';

export interface Cutoff {
  hour: number;
  minute: number;
}

/** The instant a draw closes: its pool's cutoff on the draw date, business time. */
export function cutoffInstant(drawDate: string, cutoff: Cutoff): Date {
  return businessInstant(drawDate, cutoff.hour, cutoff.minute);
}

/**
 * A draw's state at `now`: released once settled, resultSaved once a result is saved (validated
 * included), else open strictly before the cutoff instant and closed from it on.
 */
export function drawState(
  now: Date,
  drawDate: string,
  cutoff: Cutoff,
  resultStatus: DrawResultStatus = 'none',
): DrawState {
  if (resultStatus === 'released') return 'released';
  if (resultStatus === 'saved' || resultStatus === 'validated') return 'resultSaved';
  return now.getTime() < cutoffInstant(drawDate, cutoff).getTime() ? 'open' : 'closed';
}

/** `HH:mm` of a cutoff. */
export function cutoffText(cutoff: Cutoff): string {
  return `${String(cutoff.hour).padStart(2, '0')}:${String(cutoff.minute).padStart(2, '0')}`;
}
