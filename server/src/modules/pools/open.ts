import { businessDate, businessInstant, type PoolId } from '@drawdesk/shared-kernel/domain';
import type { Db } from '../../db/connection';
import type { Trx } from '../../db/retry';
import { selectDrawsWithCutoffFrom } from './queries';

/** A draw that still takes bets at the server's time (DOMAIN 4). */
export interface OpenDraw {
  drawId: number;
  poolId: PoolId;
  drawDate: string;
  cutoffAt: Date;
  /** Past its cutoff but open to an account that may order within result release: such tickets are late. */
  late: boolean;
}

export interface OpenDrawsOptions {
  /** The account may order after the cutoff until the draw's first result is saved. */
  allowLate?: boolean;
  pools?: readonly PoolId[];
  /** Only draws on or before this business date (ISO); all future draws when absent. */
  toDate?: string;
}

/**
 * Open draws per pool, ascending by date: every draw on or after today's business date whose
 * cutoff (the pool's hour and minute on the draw date, business time) is after `now`; with
 * allowLate also past-cutoff draws without a saved result.
 */
export async function openDraws(
  db: Db | Trx,
  now: Date,
  opts: OpenDrawsOptions = {},
): Promise<Map<PoolId, OpenDraw[]>> {
  const today = businessDate(now);
  return openDrawsFromRows(await selectDrawsWithCutoffFrom(db, today, opts), now, opts);
}

/** A draw of today or later with its pool's cutoff, as openDraws reads it (ordered by pool, date). */
export interface DrawCutoffRow {
  id: string | number;
  pool_id: number;
  draw_date: string;
  first_result_at: unknown;
  result_status: string;
  hour: number;
  minute: number;
}

/**
 * openDraws over rows already read (draws on or after today's business date, ordered by pool and
 * date, with their pool's cutoff): callers that read them in a larger statement answer the same.
 */
export function openDrawsFromRows(
  rows: readonly DrawCutoffRow[],
  now: Date,
  opts: Pick<OpenDrawsOptions, 'allowLate'> = {},
): Map<PoolId, OpenDraw[]> {
  const out = new Map<PoolId, OpenDraw[]>();
  for (const row of rows) {
    const cutoffAt = businessInstant(row.draw_date, row.hour, row.minute);
    const beforeCutoff = now.getTime() < cutoffAt.getTime();
    const late =
      !beforeCutoff && !!opts.allowLate && row.first_result_at === null && row.result_status === 'none';
    if (!beforeCutoff && !late) continue;
    const poolId = row.pool_id as PoolId;
    const list = out.get(poolId) ?? [];
    list.push({ drawId: Number(row.id), poolId, drawDate: row.draw_date, cutoffAt, late });
    out.set(poolId, list);
  }
  return out;
}
