import type { FunctionName } from '../../auth/accessString';
import type { AuthContext } from '../../auth/sessionUser';
import type { Target } from '../../auth/target';
import type { Db } from '../../db/connection';
import { forbidden } from '../../http/errors';
import { readReportAccess } from './queries';
import { reportViewer } from './salesScope';
import { mayOpenReport } from '@drawdesk/shared-kernel/domain/access';

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
  // The kernel's rule, which the shell's menu applies too (with the report access of the login data).
  const isSubAccount = ctx.user.mainAccountId !== null;
  const reportAccess = isSubAccount ? await readReportAccess(db, ctx.user.id) : undefined;
  const user = { accessString: ctx.user.accessString, isSubAccount, reportAccess };
  if (!mayOpenReport(user, opts.functions)) throw forbidden();
  return reportViewer(db, ctx, opts.userId);
}
