import {
  type GetWinLossReportBody,
  type WinLossOverall,
  type WinLossRow,
} from '@drawdesk/shared-kernel/contract';
import { centsToUnits } from '@drawdesk/shared-kernel/domain';
import type { RawBuilder } from 'kysely';
import type { AuthContext } from '../../auth/sessionUser';
import type { AreaDeps } from '../../areaDeps';
import { reportAccess } from './reportBlock';
import { selectWinLossPage, selectWinLossTotals, type WinLossFigures } from './queries';
import { reportCurrency } from './reportCurrency';
import { openReport } from './reportGuard';
import { checkRange, companyRows, rowLineFilter } from './salesScope';

function figures(row: WinLossFigures) {
  return {
    turnover: centsToUnits(row.turnover),
    netAmount: centsToUnits(row.net_amount),
    commission: centsToUnits(row.commission),
    payout: centsToUnits(row.payout),
    winLoss: centsToUnits(row.win_loss),
    ownWinLoss: centsToUnits(row.own_win_loss),
    uplineWinLoss: centsToUnits(row.upline_win_loss),
  };
}

/**
 * GetWinLossReport (DOMAIN 14): for the viewer (default the caller's main account; userId
 * drills down into an account of the caller's scope) a row per direct downline over the settled
 * draws of the date range, from report_rollups. A super admin or IT admin viewer (outside every
 * chain) gets a row per company with that company's own totals. A sub-account with target lines
 * sees only those lines. The SPEC 8 flag rides in `message` and overallInfo.processing. Amounts
 * are in `currency` (default the base); totals are sums of the converted rows.
 */
export async function getWinLossReport(
  deps: AreaDeps,
  ctx: AuthContext,
  body: GetWinLossReportBody,
): Promise<{ rows: WinLossRow[]; totalCount: number; overallInfo: WinLossOverall; message: string | null }> {
  const viewer = await openReport(deps.db, ctx, {
    functions: ['Profit Loss Report', 'WinLoss Earned Report', 'WinLoss Occupied Report'],
    userId: body.userId,
  });
  checkRange(body.fromDate, body.toDate);
  const currency = await reportCurrency(deps.db, body.currency);
  const query = {
    viewerId: viewer.id,
    companyRows: companyRows(viewer),
    currency,
    fromDate: body.fromDate,
    toDate: body.toDate,
    poolIds: body.poolIds && body.poolIds.length > 0 ? body.poolIds : null,
    lineFilter: (rowColumn: RawBuilder<unknown>) => rowLineFilter(ctx, viewer, rowColumn),
    startCount: body.StartCount,
    pageSize: body.PageSize,
  };
  // Page, totals and the processing flag are independent reads: run them side by side.
  const [page, t, access] = await Promise.all([
    selectWinLossPage(deps.db, query),
    selectWinLossTotals(deps.db, query),
    reportAccess(deps.db, body.fromDate, body.toDate),
  ]);
  const rows = page.map((r) => ({
    userId: Number(r.user_id),
    username: r.username,
    userRoleId: r.role_id,
    ticketCount: Number(r.ticket_count),
    ...figures(r),
  }));
  const overallInfo: WinLossOverall = {
    ...figures(t),
    ticketCount: Number(t.ticket_count),
    viewerId: viewer.id,
    currency: currency.code,
    processing: access.message !== null,
    ownPosition: !query.companyRows,
  };
  return { rows, totalCount: Number(t.row_count), overallInfo, message: access.message };
}
