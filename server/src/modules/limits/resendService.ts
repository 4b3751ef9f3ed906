import type { AreaDeps } from '../../areaDeps';
import type {
  GetResendOrderLimitBody,
  ResendOrderLimitRow,
  UpdateResendOrderLimitBody,
} from '@drawdesk/shared-kernel/contract';
import { Role, type RoleId } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import { readsEverything } from '../../auth/scope';
import type { AuthContext } from '../../auth/sessionUser';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/connection';
import { inTransaction, type Trx } from '../../db/retry';
import { BusinessError, forbidden } from '../../http/errors';
import { lockEatState } from './queries';
import { isUplineOf, requireFunction, targetInScope } from '../../auth/target';
import { containsPattern } from '../../db/likePatterns';

const RESEND_FUNCTIONS = ['Master Resend Order', 'Resend Order'] as const;

export const ResendMessages = {
  notMainAccount: 'Resend order limits belong to main accounts only.',
} as const;

function rowsQuery(db: Db | Trx, ctx: AuthContext) {
  let query = db
    .selectFrom('users as u')
    .leftJoin('account_eat_settings as s', 's.user_id', 'u.id')
    .where('u.main_account_id', 'is', null);
  if (!readsEverything(ctx)) {
    query = query.where(sql<boolean>`u.path @> ARRAY[${ctx.principalId}]::bigint[]`);
    const lines = ctx.user.mainAccountId === null ? [] : ctx.user.targetLines;
    if (lines.length > 0) {
      query = query.where(
        sql<boolean>`(u.id = ${ctx.principalId} OR u.path && ${sql.val(lines.map(String))}::bigint[])`,
      );
    }
  }
  return query;
}

type RawRow = {
  id: string;
  username: string;
  role_id: number;
  upline_id: string | null;
  enabled: boolean;
  count: number | null;
};

const toRow = (r: RawRow): ResendOrderLimitRow => ({
  userId: Number(r.id),
  username: r.username,
  userRoleId: r.role_id as RoleId,
  uplineId: r.upline_id === null ? null : Number(r.upline_id),
  enabled: r.enabled,
  maxResendCount: r.count ?? 0,
});

/** The caller's own main account and its descendants (main accounts), by username. */
export async function getResendOrderLimits(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: GetResendOrderLimitBody,
): Promise<{ rows: ResendOrderLimitRow[]; totalCount: number }> {
  requireFunction(ctx, RESEND_FUNCTIONS, [1]);
  let base = rowsQuery(db, ctx);
  const search = body.search?.trim();
  if (search) base = base.where(sql<boolean>`u.username ILIKE ${containsPattern(search)}`);
  const total = await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'u.id',
      'u.username',
      'u.role_id',
      'u.upline_id',
      'u.resend_order_limit_enable as enabled',
      's.resend_order_limit as count',
    ])
    .orderBy(sql`lower(u.username)`)
    .offset(body.StartCount)
    .limit(body.PageSize)
    .execute();
  return { rows: rows.map(toRow), totalCount: Number(total.n) };
}

/** Sets a downline's resend-order limit; nobody sets their own. */
export async function updateResendOrderLimit(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: UpdateResendOrderLimitBody,
): Promise<ResendOrderLimitRow> {
  requireFunction(ctx, RESEND_FUNCTIONS, [2, 3]);
  return inTransaction(db, async (trx) => {
    const target = await targetInScope(trx, ctx, body.userId);
    if (!isUplineOf(ctx, target)) throw forbidden();
    if (target.mainAccountId !== null) throw new BusinessError(ResendMessages.notMainAccount);
    const before = await trx
      .selectFrom('users as u')
      .leftJoin('account_eat_settings as s', 's.user_id', 'u.id')
      .select(['u.resend_order_limit_enable as enabled', 's.resend_order_limit as count'])
      .where('u.id', '=', String(target.id))
      .forUpdate('u')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('users')
      .set({ resend_order_limit_enable: body.enabled, updated_at: sql<Date>`now()` })
      .where('id', '=', String(target.id))
      .execute();
    await lockEatState(trx, target.id, target.roleId === Role.Company);
    await trx
      .updateTable('account_eat_settings')
      .set({
        resend_order_limit: body.maxResendCount,
        updated_by: String(ctx.user.id),
        updated_at: sql<Date>`now()`,
      })
      .where('user_id', '=', String(target.id))
      .execute();
    await writeAudit(trx, {
      actorId: ctx.user.id,
      companyId: target.companyId,
      action: 'limits.updateResendOrderLimit',
      entity: 'user',
      entityId: target.id,
      before: { enabled: before.enabled, maxResendCount: before.count ?? 0 },
      after: { enabled: body.enabled, maxResendCount: body.maxResendCount },
    });
    return {
      userId: target.id,
      username: target.username,
      userRoleId: target.roleId,
      uplineId: target.uplineId,
      enabled: body.enabled,
      maxResendCount: body.maxResendCount,
    };
  });
}
