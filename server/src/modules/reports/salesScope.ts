import { Role } from '@drawdesk/shared-kernel/domain';
import { sql, type RawBuilder } from 'kysely';
import { readsEverything } from '../../auth/scope';
import type { AuthContext } from '../../auth/sessionUser';
import type { Db } from '../../db/connection';
import type { Trx } from '../../db/retry';
import { targetInScope, type Target } from '../../auth/target';

/** What the viewer-based reports (win/loss, sales summary) share: range checks, viewer and row scope. */

// The range rule is the platform's (the inbox uses it too); reports re-export it.
export { checkRange, ReportMessages } from '../../http/dateRange';

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
 * A super admin or IT admin viewer sits outside every chain and takes no share: its rows are the
 * companies, each with the company's own view summed (docs/settlement-rules.md).
 */
export function companyRows(viewer: Target): boolean {
  return viewer.roleId === Role.SuperAdmin || viewer.roleId === Role.ItAdmin;
}

/**
 * Condition on a report row's account `column` (a direct downline of the viewer): a sub-account
 * with target lines viewing its main account sees only the rows of its lines (canRead: those who
 * read everything are not narrowed).
 */
export function rowLineFilter(
  ctx: AuthContext,
  viewer: Target,
  column: RawBuilder<unknown>,
): RawBuilder<boolean> {
  const lines = ctx.user.mainAccountId === null || readsEverything(ctx) ? [] : ctx.user.targetLines;
  if (lines.length === 0 || viewer.id !== ctx.principalId) return sql<boolean>`true`;
  return sql<boolean>`${column} = ANY (${sql.val(lines.map(String))}::bigint[])`;
}
