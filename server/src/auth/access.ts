import { ServerMessages } from '@drawdesk/shared-kernel/contract';
import { Role } from '@drawdesk/shared-kernel/domain';
import { hasAccess, parseAccessString, type AccessLevel } from './accessString';
import { canRead, readsEverything, type TreeNode } from './scope';
import type { AuthContext } from './sessionUser';
import type { Db } from '../db/connection';
import type { Trx } from '../db/retry';
import type { UserRow } from '../db/schema';
import { BusinessError, forbidden } from '../http/errors';
import { mayUseDownline } from '@drawdesk/shared-kernel/domain/access';

export const Level = { View: 1, Create: 2, Edit: 3, Delete: 4 } as const satisfies Record<
  string,
  AccessLevel
>;

export const isSuperAdmin = (ctx: AuthContext) => ctx.user.roleId === Role.SuperAdmin;

/** SPEC 6: the 'Downline' function at `level`; the IT admin only reads (the kernel's mayUseDownline, as the screens). */
export function requireDownline(ctx: AuthContext, level: AccessLevel): void {
  if (!mayUseDownline(ctx.user, level)) throw forbidden();
}

export const nodeOf = (row: Pick<UserRow, 'id' | 'path'>): TreeNode => ({
  id: Number(row.id),
  path: row.path.map(Number),
});

/** A sub-account with target lines acts only inside them (DOMAIN 2). */
function withinTargetLines(ctx: AuthContext, node: TreeNode): boolean {
  const lines = ctx.user.mainAccountId === null ? [] : ctx.user.targetLines;
  return lines.length === 0 || lines.some((line) => node.path.includes(line));
}

/** May the caller change this account? Its own descendants only; the super admin any but itself. */
export function canWrite(ctx: AuthContext, node: TreeNode): boolean {
  if (ctx.user.roleId === Role.ItAdmin || node.id === ctx.principalId || node.id === ctx.user.id)
    return false;
  if (isSuperAdmin(ctx)) return true;
  return node.path.includes(ctx.principalId) && withinTargetLines(ctx, node);
}

/** May the caller place a new account directly under this one? */
export function canWriteUnder(ctx: AuthContext, upline: TreeNode): boolean {
  if (ctx.user.roleId === Role.ItAdmin) return false;
  if (isSuperAdmin(ctx)) return true;
  if (!upline.path.includes(ctx.principalId)) return false;
  // Directly under the main account: a new line, outside any target line list.
  return upline.id === ctx.principalId
    ? withinTargetLines(ctx, { id: -1, path: [] })
    : withinTargetLines(ctx, upline);
}

/**
 * The account with this id if the caller may read it. A missing id is a 403 for callers who do
 * not read everything, so ids outside one's tree reveal nothing.
 */
export async function readableUser(db: Db | Trx, ctx: AuthContext, id: number): Promise<UserRow> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', String(id)).executeTakeFirst();
  if (!row) {
    if (readsEverything(ctx)) throw new BusinessError(ServerMessages.notFound);
    throw forbidden();
  }
  if (!canRead(ctx, nodeOf(row))) throw forbidden();
  return row;
}

/**
 * Company administration (reserve-name prefixes, API accounts of any company): the super admin,
 * or its staff whose access grants the 'Company' function at `level` (SPEC 6). The IT admin is out.
 */
export function requireCompanyAdmin(ctx: AuthContext, level: AccessLevel): void {
  if (!isSuperAdmin(ctx) || !hasAccess(parseAccessString(ctx.user.accessString), 'Company', [level]))
    throw forbidden();
}
