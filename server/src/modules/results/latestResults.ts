import type { LatestResult } from '@drawdesk/shared-kernel/contract';
import type { Db } from '../../db/connection';
import { selectLatestReleasedResults } from './queries';

/**
 * GetLatestResults (the dashboard): the last released result of each pool. Results are facts shared
 * by every tree (mayManageResults), read by any session; a saved result not yet released is not
 * shown, as no ticket has been paid on it.
 */
export async function latestResults(db: Db): Promise<LatestResult[]> {
  const rows = await selectLatestReleasedResults(db);
  return rows.map((r) => ({
    drawId: Number(r.draw_id),
    poolId: r.pool_id,
    drawDate: r.draw_date,
    first: r.first,
    second: r.second,
    third: r.third,
  }));
}
