import type {
  DrawPoolBody,
  GetPoolResultQuery,
  PoolResult,
  UpdateDrawPaymentDetailBody,
  WinnerRow,
} from '@drawdesk/shared-kernel/contract';
import { centsToUnits, unitsToCents } from '@drawdesk/shared-kernel/domain';
import type { AuthContext } from '../../auth/sessionUser';
import { writeAudit } from '../../db/audit';
import { inTransaction } from '../../db/retry';
import { BusinessError } from '../../http/errors';
import type { AreaDeps } from '../../areaDeps';
import {
  markDrawResultValidated,
  markResultValidated,
  selectDrawWinners,
  selectPoolResults,
  updateResultPaymentDetail,
  type PaymentDetailUpdate,
} from './queries';
import { loadDraw, ResultMessages } from './saveResult';

export const ResultServiceMessages = {
  notReleased: 'The result of this draw has not been released yet.',
} as const;

/** GetPoolResult: the result of one pool, or of every pool of the date that has one. */
export async function getPoolResults(deps: AreaDeps, query: GetPoolResultQuery): Promise<PoolResult[]> {
  const rows = await selectPoolResults(deps.db, query.drawDate, query.poolId);
  return rows.map((r) => ({
    drawId: Number(r.draw_id),
    drawDate: r.draw_date,
    poolId: r.pool_id,
    first: r.first,
    second: r.second,
    third: r.third,
    starters: r.starters,
    consolations: r.consolations,
    fiveD:
      r.five_d_first !== null
        ? { first: r.five_d_first, second: r.five_d_second ?? '', third: r.five_d_third ?? '' }
        : null,
    sixD: r.six_d_first !== null ? { first: r.six_d_first } : null,
    jackpot1: r.jackpot1 === null ? null : centsToUnits(r.jackpot1),
    jackpot2: r.jackpot2 === null ? null : centsToUnits(r.jackpot2),
    paymentDetail: r.payment_detail,
    status: r.status,
    releaseStatus: r.release_status,
    version: r.version,
    savedAt: r.saved_at.toISOString(),
    validatedAt: r.validated_at ? r.validated_at.toISOString() : null,
  }));
}

/** ValidateResult: marks a saved result validated (its numbers were checked when saved). */
export async function validateResult(deps: AreaDeps, actorId: number, body: DrawPoolBody) {
  return inTransaction(deps.db, async (trx) => {
    const draw = await loadDraw(trx, body.drawDate, body.poolId, 'wait');
    const row = await markResultValidated(trx, draw.id, actorId, deps.clock.now());
    if (!row) throw new BusinessError(ResultMessages.noResult);
    if (draw.resultStatus === 'saved') {
      await markDrawResultValidated(trx, draw.id);
    }
    await writeAudit(trx, {
      actorId,
      action: 'result.validate',
      entity: 'draw_result',
      entityId: draw.id,
      after: { version: row.version },
    });
    return { drawId: draw.id, status: 'validated' };
  });
}

/**
 * InsertWinners: the winners list of a released draw for display, recomputed from the settled
 * lines (each winning line with its ticket, bettor, matched ranks and winnings), largest first.
 * Only the bettors the caller reads (a company: its own tree).
 */
export async function insertWinners(deps: AreaDeps, ctx: AuthContext, body: DrawPoolBody) {
  const draw = await inTransaction(deps.db, (trx) => loadDraw(trx, body.drawDate, body.poolId));
  if (draw.releaseStatus !== 'released') throw new BusinessError(ResultServiceMessages.notReleased);
  const rows = await selectDrawWinners(deps.db, ctx, draw.id);
  const winners: WinnerRow[] = rows.map((r) => ({
    ticketId: Number(r.ticket_id),
    ticketNo: r.ticket_no,
    betLineId: Number(r.id),
    userId: Number(r.bettor_id),
    username: r.username,
    number: r.number,
    code: r.code,
    kind: r.kind,
    stake: centsToUnits(r.stake),
    matchedRanks: r.matched_ranks ?? [],
    winnings: centsToUnits(r.winnings ?? 0),
  }));
  const total = rows.reduce((s, r) => s + Number(r.winnings ?? 0), 0);
  return { count: winners.length, total: centsToUnits(total), winners };
}

/** UpdateDrawPaymentDetail: jackpot amounts and payment detail text of a draw's result. */
export async function updateDrawPaymentDetail(
  deps: AreaDeps,
  actorId: number,
  body: UpdateDrawPaymentDetailBody,
) {
  return inTransaction(deps.db, async (trx) => {
    const draw = await loadDraw(trx, body.drawDate, body.poolId, 'wait');
    const set: PaymentDetailUpdate = {
      payment_detail: body.paymentDetail,
    };
    if (body.jackpot1 !== undefined)
      set.jackpot1 = body.jackpot1 === null ? null : unitsToCents(body.jackpot1);
    if (body.jackpot2 !== undefined)
      set.jackpot2 = body.jackpot2 === null ? null : unitsToCents(body.jackpot2);
    if (!(await updateResultPaymentDetail(trx, draw.id, set)))
      throw new BusinessError(ResultMessages.noResult);
    await writeAudit(trx, {
      actorId,
      action: 'result.paymentDetail',
      entity: 'draw_result',
      entityId: draw.id,
      after: body,
    });
    return { drawId: draw.id };
  });
}
