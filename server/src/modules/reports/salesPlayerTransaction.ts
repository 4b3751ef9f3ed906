import type {
  GetPlayerTransactionBody,
  PlayerTransactionOverall,
  PlayerTransactionRow,
} from '@drawdesk/shared-kernel/contract';
import { BUSINESS_TIME_ZONE, centsToUnits, Role } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import { scopeSql } from '../../auth/scope';
import type { AuthContext } from '../../auth/sessionUser';
import { forbidden } from '../../http/errors';
import type { AreaDeps } from '../../areaDeps';
import { targetInScope } from '../../auth/target';
import { inCurrency, reportCurrency } from './reportCurrency';
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
  const currency = await reportCurrency(db, body.currency);
  // Each amount converted on its row; the total adds the converted amounts.
  const conv = (column: string) => inCurrency(sql.ref(column), currency);

  let base = db
    .selectFrom('credit_log as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('users as a', 'a.id', 'c.actor_id')
    .where(sql<boolean>`c.at >= (${body.fromDate}::date::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})`)
    .where(sql<boolean>`c.at < ((${body.toDate}::date + 1)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})`)
    .where(scopeSql(ctx, 'u'));
  if (body.userId !== undefined) base = base.where('c.user_id', '=', String(body.userId));

  const totals = await base
    .select([sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(${conv('c.amount')}), 0)`.as('total')])
    .executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'c.id',
      'c.at',
      'c.user_id',
      'u.username',
      'c.reason',
      conv('c.amount').as('amount'),
      conv('c.pre_balance').as('pre_balance'),
      conv('c.post_balance').as('post_balance'),
      'c.actor_id',
      'a.username as actor_username',
    ])
    .orderBy('c.at', 'desc')
    .orderBy('c.id', 'desc')
    .offset(body.StartCount)
    .limit(body.PageSize)
    .execute();
  return {
    totalCount: Number(totals.n),
    overallInfo: { totalAmount: centsToUnits(totals.total), currency: currency.code },
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
