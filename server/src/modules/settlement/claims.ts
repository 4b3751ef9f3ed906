import type { ClaimPrizesResult } from '@drawdesk/shared-kernel/contract';
import { centsToUnits } from '@drawdesk/shared-kernel/domain';
import { writeAudit } from '../../db/audit';
import { inTransaction, type Trx } from '../../db/retry';
import type { AreaDeps } from '../../areaDeps';
import {
  creditUnclaimedWinnings,
  insertPrizeClaim,
  recordPrizeClaimTotals,
  selectPrizeClaim,
} from './queries';

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
  if (!(await insertPrizeClaim(trx, drawDate, actorId, now))) {
    const prior = await selectPrizeClaim(trx, drawDate);
    return { drawDate, claimed: false, bettors: prior.bettors, total: centsToUnits(prior.total) };
  }
  const { bettors, total } = await creditUnclaimedWinnings(trx, drawDate, actorId);
  await recordPrizeClaimTotals(trx, drawDate, { bettors, total });
  await writeAudit(trx, {
    actorId,
    action: 'prize.claim',
    entity: 'prize_claim',
    entityId: drawDate,
    after: { drawDate, bettors, total },
  });
  return { drawDate, claimed: true, bettors, total: centsToUnits(total) };
}
