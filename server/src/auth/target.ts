import { ServerMessages } from '@drawdesk/shared-kernel/contract';
import type { RoleId } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import { hasAccess, parseAccessString, type AccessLevel, type FunctionName } from './accessString';
import { canRead, readsEverything, type TreeNode } from './scope';
import type { AuthContext } from './sessionUser';
import type { Db } from '../db/connection';
import type { Trx } from '../db/retry';
import { BusinessError, forbidden } from '../http/errors';

/** The account a call acts on, with what scope and payment rules read. */
export interface Target {
  id: number;
  username: string;
  roleId: RoleId;
  uplineId: number | null;
  mainAccountId: number | null;
  companyId: number | null;
  path: number[];
  prepaid: boolean;
}

export async function findTarget(db: Db | Trx, id: number): Promise<Target | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'username', 'role_id', 'upline_id', 'main_account_id', 'company_id', 'path'])
    .select(sql<boolean>`coalesce(settings->>'creditType' = 'prepaid', false)`.as('prepaid'))
    .where('id', '=', String(id))
    .executeTakeFirst();
  if (!row) return undefined;
  const toInt = (v: string | null) => (v === null ? null : Number(v));
  return {
    id: Number(row.id),
    username: row.username,
    roleId: row.role_id as RoleId,
    uplineId: toInt(row.upline_id),
    mainAccountId: toInt(row.main_account_id),
    companyId: toInt(row.company_id),
    path: row.path.map(Number),
    prepaid: row.prepaid,
  };
}

/**
 * DOMAIN 1 tree scope on an account already looked up: the node if the caller may read it, else
 * 403 (a missing one too, so ids outside one's tree reveal nothing; not found for those who read
 * everyone).
 */
export function assertInScope<T extends TreeNode>(ctx: AuthContext, node: T | undefined): T {
  if (!node) {
    if (readsEverything(ctx)) throw new BusinessError(ServerMessages.notFound);
    throw forbidden();
  }
  if (!canRead(ctx, node)) throw forbidden();
  return node;
}

/** The account if the caller may read it (DOMAIN 1 tree scope), else 403 (or not found for those who read everyone). */
export async function targetInScope(db: Db | Trx, ctx: AuthContext, id: number): Promise<Target> {
  return assertInScope(ctx, await findTarget(db, id));
}

/** True when the caller's account is a strict upline of the target (or the caller reads everyone). */
export function isUplineOf(ctx: AuthContext, target: TreeNode): boolean {
  if (target.id === ctx.principalId) return false;
  return readsEverything(ctx) || target.path.includes(ctx.principalId);
}

export function may(ctx: AuthContext, fn: FunctionName, levels: readonly AccessLevel[]): boolean {
  return hasAccess(parseAccessString(ctx.user.accessString), fn, levels);
}

/** preHandler-style check: 403 unless the caller holds one of the functions at one of the levels. */
export function requireFunction(
  ctx: AuthContext,
  fns: readonly FunctionName[],
  levels: readonly AccessLevel[],
): void {
  if (!fns.some((fn) => may(ctx, fn, levels))) throw forbidden();
}
