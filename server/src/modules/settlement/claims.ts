import type { ClaimPrizesResult } from '@drawdesk/shared-kernel/contract';
import { centsToUnits } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import { writeAudit } from '../../db/audit';
import { inTransaction, type Trx } from '../../db/retry';
import type { AreaDeps } from '../../areaDeps';

/**
 * ClaimPrizes (DOMAIN 11, credit release): once per draw date, adds the winnings of that date's
 * released draws not yet credited to each bettor's balance, with a credit_log row 'prize' per
 * bettor, in one transaction. The date is then claimed: a second call changes nothing, and a draw
 * of a claimed date released (or re-released after a correction) later credits its winnings (or
 * their change) at release. The cost itself moved from outstanding into balance at release.
 */
export async function claimPrizes(
  deps: AreaDeps,
  actorId: number,
  drawDate: string,
): Promise<ClaimPrizesResult> {
  const now = deps.clock.now();
  return inTransaction(deps.db, (trx) => claimPrizesInTrx(trx, now, actorId, drawDate));
}

/** claimPrizes in the caller's transaction (demo seed). */
export async function claimPrizesInTrx(
  trx: Trx,
  now: Date,
  actorId: number | null,
  drawDate: string,
): Promise<ClaimPrizesResult> {
  const inserted = await trx
    .insertInto('prize_claims')
    .values({ draw_date: drawDate, claimed_by: actorId, claimed_at: now })
    .onConflict((oc) => oc.column('draw_date').doNothing())
    .returning('draw_date')
    .executeTakeFirst();
  if (!inserted) {
    const prior = await trx
      .selectFrom('prize_claims')
      .select(['bettors', 'total'])
      .where('draw_date', '=', drawDate)
      .executeTakeFirstOrThrow();
    return { drawDate, claimed: false, bettors: prior.bettors, total: centsToUnits(prior.total) };
  }
  const moved = await sql<{ bettors: string; total: string }>`
      WITH due AS (
        SELECT sb.bettor_id, sum(sb.winnings - sb.credited)::bigint AS amount
        FROM settlement_bettors sb JOIN draws d ON d.id = sb.draw_id
        WHERE sb.draw_date = ${drawDate} AND d.release_status = 'released'
        GROUP BY sb.bettor_id HAVING sum(sb.winnings - sb.credited) <> 0
      ), book AS (
        UPDATE settlement_bettors sb SET credited = sb.winnings
        FROM draws d WHERE d.id = sb.draw_id AND sb.draw_date = ${drawDate} AND d.release_status = 'released'
          AND sb.credited <> sb.winnings
        RETURNING sb.bettor_id
      ), upd AS (
        UPDATE users u SET balance = u.balance + due.amount, updated_at = now()
        FROM due WHERE u.id = due.bettor_id
        RETURNING u.id, u.company_id, u.balance AS post, due.amount
      ), logged AS (
        INSERT INTO credit_log (company_id, user_id, actor_id, reason, amount, pre_balance, post_balance)
        SELECT company_id, id, ${actorId}, 'prize', amount, post - amount, post FROM upd ORDER BY id
        RETURNING amount
      )
      SELECT count(*) AS bettors, coalesce(sum(amount), 0) AS total FROM logged`.execute(trx);
  const bettors = Number(moved.rows[0]?.bettors ?? 0);
  const total = Number(moved.rows[0]?.total ?? 0);
  await trx.updateTable('prize_claims').set({ bettors, total }).where('draw_date', '=', drawDate).execute();
  await writeAudit(trx, {
    actorId,
    action: 'prize.claim',
    entity: 'prize_claim',
    entityId: drawDate,
    after: { drawDate, bettors, total },
  });
  return { drawDate, claimed: true, bettors, total: centsToUnits(total) };
}
