import type { ClaimPrizesResult } from '@drawdesk/shared-kernel/contract';
import { centsToUnits } from '@drawdesk/shared-kernel/domain';
import type { AuthContext } from '../../auth/sessionUser';
import { writeAudit } from '../../db/audit';
import { managesResults } from '../../http/guards';
import { inTransaction, type Trx } from '../../db/retry';
import type { AreaDeps } from '../../areaDeps';
import {
  creditUnclaimedWinnings,
  insertPrizeClaim,
  lockPrizeClaims,
  recordPrizeClaimTotals,
  selectPrizeClaim,
  type ClaimScope,
} from './queries';

export type { ClaimScope };

/** Whose prizes the caller claims: the operator every tree's, a company its own tree's. */
export const claimScopeOf = (ctx: AuthContext): ClaimScope =>
  managesResults(ctx) ? 'everyTree' : { companyId: ctx.user.companyId ?? ctx.principalId };

/**
 * ClaimPrizes (DOMAIN 11, credit release): once per draw date and scope, adds the winnings of that
 * date's released draws not yet credited to each bettor's balance, with a credit_log row 'prize' per
 * bettor, in one transaction. The super admin claims for every tree, a company for its own tree
 * only. The date is then claimed for that scope: a second call changes nothing, and a draw of a
 * claimed date released (or re-released after a correction) later credits its winnings (or their
 * change) at release. The cost itself moved from outstanding into balance at release.
 */
export async function claimPrizes(
  deps: AreaDeps,
  ctx: AuthContext,
  drawDate: string,
): Promise<ClaimPrizesResult> {
  const now = deps.clock.now();
  const scope = claimScopeOf(ctx);
  return inTransaction(deps.db, (trx) => claimPrizesInTrx(trx, now, ctx.user.id, scope, drawDate));
}

/** claimPrizes in the caller's transaction (demo seed). */
export async function claimPrizesInTrx(
  trx: Trx,
  now: Date,
  actorId: number | null,
  scope: ClaimScope,
  drawDate: string,
): Promise<ClaimPrizesResult> {
  await lockPrizeClaims(trx, drawDate);
  if (!(await insertPrizeClaim(trx, drawDate, scope, actorId, now))) {
    // Claimed before for this scope; a company whose date the operator claimed for every tree
    // sees no figures of the other trees.
    const prior = await selectPrizeClaim(trx, drawDate, scope);
    return {
      drawDate,
      claimed: false,
      bettors: prior?.bettors ?? 0,
      total: centsToUnits(prior?.total ?? 0),
    };
  }
  const { bettors, total } = await creditUnclaimedWinnings(trx, drawDate, scope, actorId);
  await recordPrizeClaimTotals(trx, drawDate, scope, { bettors, total });
  await writeAudit(trx, {
    actorId,
    action: 'prize.claim',
    entity: 'prize_claim',
    entityId: drawDate,
    after: { drawDate, scope: scope === 'everyTree' ? 'everyTree' : scope.companyId, bettors, total },
  });
  return { drawDate, claimed: true, bettors, total: centsToUnits(total) };
}
