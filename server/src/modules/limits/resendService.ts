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
import { inTransaction } from '../../db/retry';
import { BusinessError, forbidden } from '../../http/errors';
import {
  countResendLimitRows,
  lockEatState,
  lockResendLimit,
  selectResendLimitRowsPage,
  setResendLimitCount,
  setResendLimitEnabled,
  type AccountScope,
} from './queries';
import { isUplineOf, requireFunction, targetInScope } from '../../auth/target';

const RESEND_FUNCTIONS = ['Master Resend Order', 'Resend Order'] as const;

export const ResendMessages = {
  notMainAccount: 'Resend order limits belong to main accounts only.',
} as const;

/** The accounts the caller lists: its tree, narrowed to its target lines for a sub-account with some. */
function callerScope(ctx: AuthContext): AccountScope {
  const scope: AccountScope = [];
  if (!readsEverything(ctx)) {
    scope.push(sql<boolean>`u.path @> ARRAY[${ctx.principalId}]::bigint[]`);
    const lines = ctx.user.mainAccountId === null ? [] : ctx.user.targetLines;
    if (lines.length > 0) {
      scope.push(
        sql<boolean>`(u.id = ${ctx.principalId} OR u.path && ${sql.val(lines.map(String))}::bigint[])`,
      );
    }
  }
  return scope;
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
  const scope = callerScope(ctx);
  const search = body.search?.trim() || undefined;
  const totalCount = await countResendLimitRows(db, scope, search);
  const rows = await selectResendLimitRowsPage(db, scope, search, {
    startCount: body.StartCount,
    pageSize: body.PageSize,
  });
  return { rows: rows.map(toRow), totalCount };
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
    const before = await lockResendLimit(trx, target.id);
    await setResendLimitEnabled(trx, target.id, body.enabled);
    await lockEatState(trx, target.id, target.roleId === Role.Company);
    await setResendLimitCount(trx, target.id, body.maxResendCount, ctx.user.id);
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
