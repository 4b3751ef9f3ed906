import { Role } from '@drawdesk/shared-kernel/domain';
import { sql, type RawBuilder } from 'kysely';
import type { AuthContext } from './sessionUser';

export interface TreeNode {
  id: number;
  path: readonly number[];
}

/**
 * Super admin and IT admin read every account (DOMAIN 2). Staff accounts (sub-accounts of the super
 * admin with an admin role) do too, but only through the functions their role grants, which each call
 * checks against their access string.
 */
export function readsEverything(ctx: AuthContext): boolean {
  return ctx.user.roleId === Role.SuperAdmin || ctx.user.roleId === Role.ItAdmin;
}

/**
 * Tree scope (DOMAIN 1): an account reads itself and its descendants; a sub-account reads its
 * main account's tree, limited to its target lines when it has any.
 */
export function canRead(ctx: AuthContext, target: TreeNode): boolean {
  if (target.id === ctx.user.id || readsEverything(ctx)) return true;
  if (!target.path.includes(ctx.principalId)) return false;
  const lines = ctx.user.mainAccountId === null ? [] : ctx.user.targetLines;
  if (lines.length === 0 || target.id === ctx.principalId) return true;
  return lines.some((line) => target.path.includes(line));
}

/** canRead as a SQL condition on a users row aliased `alias` (DOMAIN 1 scope with target lines). */
export function scopeSql(ctx: AuthContext, alias: string): RawBuilder<boolean> {
  if (readsEverything(ctx)) return sql<boolean>`true`;
  const path = sql.ref(`${alias}.path`);
  const lines = ctx.user.mainAccountId === null ? [] : ctx.user.targetLines;
  if (lines.length === 0) return sql<boolean>`${path} @> ARRAY[${ctx.principalId}]::bigint[]`;
  return sql<boolean>`(${sql.ref(`${alias}.id`)} = ${ctx.principalId} OR (${path} @> ARRAY[${ctx.principalId}]::bigint[] AND ${path} && ${sql.val(lines.map(String))}::bigint[]))`;
}
