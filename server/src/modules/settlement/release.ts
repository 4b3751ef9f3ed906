import type { ReleaseStatus } from '@drawdesk/shared-kernel/contract';
import { writeAudit } from '../../db/audit';
import { inTransaction, type Trx } from '../../db/retry';
import { BusinessError } from '../../http/errors';
import type { AreaDeps } from '../../areaDeps';
import { settleRemoteInvoicesInTrx } from '../posting';
import { loadDraw, ResultMessages, type DrawRow } from '../results';
import {
  insertSettlementRun,
  markDrawReleased,
  markDrawReleaseProcessing,
  resetProcessingRelease,
  selectLastSettlementRun,
  selectReleaseStatus,
  selectResultVersion,
  selectSavedResult,
  settleDraw,
  type SettleSummary,
} from './queries';

/** A draw row locked without waiting: a running release holds it for its whole transaction. */
async function lockDrawNoWait(trx: Trx, drawDate: string, poolId: number): Promise<DrawRow> {
  return loadDraw(trx, drawDate, poolId, 'nowait');
}

export async function getReleaseStatus(
  deps: AreaDeps,
  drawDate: string,
  poolId: number,
): Promise<ReleaseStatus> {
  const status = await selectReleaseStatus(deps.db, drawDate, poolId);
  if (status === undefined) throw new BusinessError(ResultMessages.noDraw);
  return { status };
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
    if ((await selectResultVersion(trx, draw.id)) === undefined)
      throw new BusinessError(ResultMessages.noResult);
    if (draw.releaseStatus === 'released') return { draw, done: true as const };
    await markDrawReleaseProcessing(trx, draw.id, new Date());
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
    await resetProcessingRelease(deps.db, drawId).catch(() => undefined);
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
  const result = await selectSavedResult(trx, drawId);
  const summary = await settleDraw(trx, drawId, actorId);
  // The company's remote invoices of the draw: payouts with our result, and its win/loss rollups.
  await settleRemoteInvoicesInTrx(trx, drawId);
  await insertSettlementRun(trx, {
    drawId,
    resultVersion: result.version,
    actorId,
    summary,
    startedAt: now,
    finishedAt: new Date(),
  });
  await markDrawReleased(trx, drawId, new Date());
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
  const run = await selectLastSettlementRun(deps.db, drawId);
  return {
    lines: run?.lines ?? 0,
    winningLines: run?.winning_lines ?? 0,
    winnings: Number(run?.winnings ?? 0),
  };
}
