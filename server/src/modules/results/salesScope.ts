import { sql, type RawBuilder } from 'kysely';
import type { AuthContext } from '../../auth/sessionUser';
import type { Db } from '../../db/connection';
import type { Trx } from '../../db/retry';
import { targetInScope, type Target } from '../limits/target';

/**
 * The account a report views (DOMAIN 14): the caller's own account by default, or a descendant in
 * its scope (drill-down); an account outside the tree is a 403.
 */
export async function reportViewer(
  db: Db | Trx,
  ctx: AuthContext,
  userId: number | undefined,
): Promise<Target> {
  return targetInScope(db, ctx, userId ?? ctx.principalId);
}

/**
 * Extra condition on the rows' downline `alias` for a sub-account with target lines viewing its
 * main account: only downlines on its lines.
 */
export function targetLineFilter(ctx: AuthContext, viewer: Target, alias: string): RawBuilder<boolean> {
  const lines = ctx.user.mainAccountId === null ? [] : ctx.user.targetLines;
  if (lines.length === 0 || viewer.id !== ctx.principalId) return sql<boolean>`true`;
  return sql<boolean>`${sql.ref(`${alias}.path`)} && ${sql.val(lines.map(String))}::bigint[]`;
}
