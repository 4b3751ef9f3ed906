import type { FunctionName } from '../../auth/accessString';
import type { AuthContext } from '../../auth/sessionUser';
import { requireFunction, type Target } from '../../auth/target';
import type { Db } from '../../db/connection';
import { forbidden } from '../../http/errors';
import { readReportAccess } from './queries';
import { reportViewer } from './salesScope';

/** Any level of a report function opens the report (reports only read). */
const ANY_LEVEL = [1, 2, 3, 4] as const;

/**
 * Who may open a report (REPORTS.md "The frame", "Who may"): the caller holds one of the report's
 * SPEC 6 functions; a sub-account also has one of them in its report access (SPEC 3); the viewed
 * account (default the caller's main account) is in the caller's tree, 403 otherwise.
 * Returns the viewed account.
 */
export async function openReport(
  db: Db,
  ctx: AuthContext,
  opts: { functions: readonly FunctionName[]; userId?: number | undefined },
): Promise<Target> {
  requireFunction(ctx, opts.functions, ANY_LEVEL);
  if (ctx.user.mainAccountId !== null) {
    const granted = await readReportAccess(db, ctx.user.id);
    if (!opts.functions.some((fn) => granted.includes(fn))) throw forbidden();
  }
  return reportViewer(db, ctx, opts.userId);
}
