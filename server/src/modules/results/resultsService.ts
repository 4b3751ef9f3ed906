import { lineSettled } from '../../db/lineState';
import type {
  DrawPoolBody,
  GetPoolResultQuery,
  PoolResult,
  UpdateDrawPaymentDetailBody,
  WinnerRow,
} from '@drawdesk/shared-kernel/contract';
import { centsToUnits, unitsToCents } from '@drawdesk/shared-kernel/domain';
import { writeAudit } from '../../db/audit';
import { inTransaction } from '../../db/retry';
import { BusinessError } from '../../http/errors';
import type { AreaDeps } from '../../areaDeps';
import { loadDraw, ResultMessages } from './saveResult';

export const ResultServiceMessages = {
  notReleased: 'The result of this draw has not been released yet.',
} as const;

/** GetPoolResult: the result of one pool, or of every pool of the date that has one. */
export async function getPoolResults(deps: AreaDeps, query: GetPoolResultQuery): Promise<PoolResult[]> {
  let q = deps.db
    .selectFrom('draw_results as r')
    .innerJoin('draws as d', 'd.id', 'r.draw_id')
    .selectAll('r')
    .select('d.release_status')
    .where('r.draw_date', '=', query.drawDate)
    .orderBy('r.pool_id');
  if (query.poolId !== undefined) q = q.where('r.pool_id', '=', query.poolId);
  const rows = await q.execute();
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
    const row = await trx
      .updateTable('draw_results')
      .set({ status: 'validated', validated_by: actorId, validated_at: deps.clock.now() })
      .where('draw_id', '=', String(draw.id))
      .returning('version')
      .executeTakeFirst();
    if (!row) throw new BusinessError(ResultMessages.noResult);
    if (draw.resultStatus === 'saved') {
      await trx
        .updateTable('draws')
        .set({ result_status: 'validated' })
        .where('id', '=', String(draw.id))
        .execute();
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
 */
export async function insertWinners(deps: AreaDeps, body: DrawPoolBody) {
  const draw = await inTransaction(deps.db, (trx) => loadDraw(trx, body.drawDate, body.poolId));
  if (draw.releaseStatus !== 'released') throw new BusinessError(ResultServiceMessages.notReleased);
  const rows = await deps.db
    .selectFrom('bet_lines as l')
    .innerJoin('tickets as t', 't.id', 'l.ticket_id')
    .innerJoin('users as u', 'u.id', 'l.bettor_id')
    .select([
      'l.id',
      'l.ticket_id',
      't.ticket_no',
      'l.bettor_id',
      'u.username',
      'l.number',
      'l.code',
      'l.kind',
      'l.stake',
      'l.matched_ranks',
      'l.winnings',
    ])
    .where('l.draw_id', '=', String(draw.id))
    .where(lineSettled('l'))
    .where('l.winnings', '>', '0')
    .orderBy('l.winnings', 'desc')
    .orderBy('l.id')
    .execute();
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
    const set: { payment_detail: string; jackpot1?: number | null; jackpot2?: number | null } = {
      payment_detail: body.paymentDetail,
    };
    if (body.jackpot1 !== undefined)
      set.jackpot1 = body.jackpot1 === null ? null : unitsToCents(body.jackpot1);
    if (body.jackpot2 !== undefined)
      set.jackpot2 = body.jackpot2 === null ? null : unitsToCents(body.jackpot2);
    const row = await trx
      .updateTable('draw_results')
      .set(set)
      .where('draw_id', '=', String(draw.id))
      .returning('draw_id')
      .executeTakeFirst();
    if (!row) throw new BusinessError(ResultMessages.noResult);
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
