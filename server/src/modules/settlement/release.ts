import type { ReleaseStatus } from '@drawdesk/shared-kernel/contract';
import { writeAudit } from '../../db/audit';
import { inTransaction, type Trx } from '../../db/retry';
import { BusinessError } from '../../http/errors';
import type { AreaDeps } from '../../areaDeps';
import { loadDraw, ResultMessages, type DrawRow } from '../results';
import { settleDraw, type SettleSummary } from './queries';

/** A draw row locked without waiting: a running release holds it for its whole transaction. */
async function lockDrawNoWait(trx: Trx, drawDate: string, poolId: number): Promise<DrawRow> {
  return loadDraw(trx, drawDate, poolId, 'nowait');
}

export async function getReleaseStatus(
  deps: AreaDeps,
  drawDate: string,
  poolId: number,
): Promise<ReleaseStatus> {
  const row = await deps.db
    .selectFrom('draws')
    .select('release_status')
    .where('draw_date', '=', drawDate)
    .where('pool_id', '=', poolId)
    .executeTakeFirst();
  if (!row) throw new BusinessError(ResultMessages.noDraw);
  return { status: row.release_status };
}

export interface ReleaseOutcome extends SettleSummary {
  status: 'released';
}

/**
 * SubmitReleaseResultStatus (DOMAIN 11): settles the draw. First a short transaction marks it
 * 'processing' (reports see the flag), then ONE transaction recomputes everything of the draw from
 * its lines and result and marks it 'released'. A draw already released with its current result
 * changes nothing. A release killed midway leaves only the 'processing' mark (no settlement row
 * written); the next release runs again from the start. A failure restores the previous status.
 */
export async function releaseDraw(
  deps: AreaDeps,
  actorId: number | null,
  drawDate: string,
  poolId: number,
): Promise<ReleaseOutcome> {
  const before = await inTransaction(deps.db, async (trx) => {
    const draw = await lockDrawNoWait(trx, drawDate, poolId);
    const result = await trx
      .selectFrom('draw_results')
      .select('version')
      .where('draw_id', '=', String(draw.id))
      .executeTakeFirst();
    if (!result) throw new BusinessError(ResultMessages.noResult);
    if (draw.releaseStatus === 'released') return { draw, done: true as const };
    await trx
      .updateTable('draws')
      .set({ release_status: 'processing', updated_at: new Date() })
      .where('id', '=', String(draw.id))
      .execute();
    return { draw, done: false as const, previous: draw.releaseStatus };
  });
  if (before.done) return { status: 'released', ...(await lastRun(deps, before.draw.id)) };
  const drawId = before.draw.id;
  try {
    return await inTransaction(deps.db, async (trx) => {
      await lockDrawNoWait(trx, drawDate, poolId);
      return releaseInTrx(trx, drawId, actorId, deps.clock.now());
    });
  } catch (error) {
    await deps.db
      .updateTable('draws')
      .set({ release_status: 'pending' })
      .where('id', '=', String(drawId))
      .where('release_status', '=', 'processing')
      .execute()
      .catch(() => undefined);
    throw error;
  }
}

/** The settlement of one draw in the caller's transaction: settle, run row, status, audit. */
export async function releaseInTrx(
  trx: Trx,
  drawId: number,
  actorId: number | null,
  now: Date,
): Promise<ReleaseOutcome> {
  const result = await trx
    .selectFrom('draw_results')
    .select(['version', 'draw_date', 'pool_id'])
    .where('draw_id', '=', String(drawId))
    .executeTakeFirstOrThrow();
  const summary = await settleDraw(trx, drawId, actorId, now);
  await trx
    .insertInto('settlement_runs')
    .values({
      draw_id: String(drawId),
      result_version: result.version,
      actor_id: actorId,
      lines: summary.lines,
      winning_lines: summary.winningLines,
      winnings: summary.winnings,
      started_at: now,
      finished_at: new Date(),
    })
    .execute();
  await trx
    .updateTable('draws')
    .set({ release_status: 'released', result_status: 'released', updated_at: new Date() })
    .where('id', '=', String(drawId))
    .execute();
  await writeAudit(trx, {
    actorId,
    action: 'result.release',
    entity: 'draw',
    entityId: drawId,
    after: { drawDate: result.draw_date, poolId: result.pool_id, version: result.version, ...summary },
  });
  return { status: 'released', ...summary };
}

async function lastRun(deps: AreaDeps, drawId: number): Promise<SettleSummary> {
  const run = await deps.db
    .selectFrom('settlement_runs')
    .select(['lines', 'winning_lines', 'winnings'])
    .where('draw_id', '=', String(drawId))
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return {
    lines: run?.lines ?? 0,
    winningLines: run?.winning_lines ?? 0,
    winnings: Number(run?.winnings ?? 0),
  };
}
