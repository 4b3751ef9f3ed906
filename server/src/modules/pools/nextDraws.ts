import type { NextDraws } from '@drawdesk/shared-kernel/contract';
import { addDays, businessDate } from '@drawdesk/shared-kernel/domain';
import type { AreaDeps } from '../../areaDeps';
import { openDraws } from './open';

/** How far ahead the next draws are looked for: every pool draws at least weekly (DOMAIN 4). */
const LOOK_AHEAD_DAYS = 31;

/**
 * GetNextDraws (the dashboard): per pool, its first draw that still takes bets at the server's time
 * (cutoff after now, as the order pipeline decides), earliest cutoff first, ties by pool. A pool
 * with no draw scheduled in the next month is left out. The reply carries the server's time so a
 * countdown does not depend on the browser's clock.
 */
export async function nextDraws({ db, clock }: AreaDeps): Promise<NextDraws> {
  const now = clock.now();
  const today = businessDate(now);
  const open = await openDraws(db, now, { toDate: addDays(today, LOOK_AHEAD_DAYS) });
  const draws = [...open.values()]
    .map((list) => list[0])
    .filter((d) => d !== undefined)
    .sort((a, b) => a.cutoffAt.getTime() - b.cutoffAt.getTime() || a.poolId - b.poolId)
    .map((d) => ({
      drawId: d.drawId,
      poolId: d.poolId,
      drawDate: d.drawDate,
      cutoffAt: d.cutoffAt.toISOString(),
    }));
  return { now: now.toISOString(), businessDate: today, draws };
}
