import type {
  GetPlayerTransactionBody,
  PlayerTransactionOverall,
  PlayerTransactionRow,
} from '@drawdesk/shared-kernel/contract';
import { centsToUnits, Role } from '@drawdesk/shared-kernel/domain';
import type { AuthContext } from '../../auth/sessionUser';
import { forbidden } from '../../http/errors';
import type { AreaDeps } from '../../areaDeps';
import { targetInScope } from '../../auth/target';
import { selectPlayerTransactionPage, selectPlayerTransactionTotals } from './queries';
import { reportCurrency } from './reportCurrency';
import { checkRange } from './salesScope';

export interface PlayerTransactionPage {
  rows: PlayerTransactionRow[];
  totalCount: number;
  overallInfo: PlayerTransactionOverall;
}

/**
 * DOMAIN 14 player transaction: credit-log rows (pre-balance, post-balance, reason, actor) of the
 * accounts in the caller's tree, business dates inclusive, newest first. SPEC 6: super admin and
 * company only (a company's sub-account acts for it). Amounts are in `currency` (default the base).
 */
export async function getPlayerTransaction(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: GetPlayerTransactionBody,
): Promise<PlayerTransactionPage> {
  if (ctx.user.roleId !== Role.SuperAdmin && ctx.user.roleId !== Role.Company) throw forbidden();
  checkRange(body.fromDate, body.toDate);
  if (body.userId !== undefined) await targetInScope(db, ctx, body.userId);
  const query = {
    fromDate: body.fromDate,
    toDate: body.toDate,
    userId: body.userId,
    currency: await reportCurrency(db, body.currency),
    search: body.search,
    startCount: body.StartCount,
    pageSize: body.PageSize,
  };
  // Each amount converted on its row; the total adds the converted amounts.
  const totals = await selectPlayerTransactionTotals(db, ctx, query);
  const rows = await selectPlayerTransactionPage(db, ctx, query);
  return {
    totalCount: Number(totals.n),
    overallInfo: { totalAmount: centsToUnits(totals.total), currency: query.currency.code },
    rows: rows.map((r) => ({
      id: Number(r.id),
      at: new Date(r.at).toISOString(),
      userId: Number(r.user_id),
      username: r.username,
      reason: r.reason,
      amount: centsToUnits(r.amount),
      preBalance: centsToUnits(r.pre_balance),
      postBalance: centsToUnits(r.post_balance),
      actorId: r.actor_id === null ? null : Number(r.actor_id),
      actorUsername: r.actor_username ?? null,
    })),
  };
}
