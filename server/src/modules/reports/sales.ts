import type {
  GetSalesSummaryBody,
  SalesSummaryOverall,
  SalesSummaryRow,
} from '@drawdesk/shared-kernel/contract';
import { centsToUnits } from '@drawdesk/shared-kernel/domain';
import type { AuthContext } from '../../auth/sessionUser';
import type { AreaDeps } from '../../areaDeps';
import { reportAccess } from './reportBlock';
import { selectSalesSummary } from './queries';
import { reportCurrency } from './reportCurrency';
import { openReport } from './reportGuard';
import { checkRange, companyRows, rowLineFilter } from './salesScope';

export interface SalesSummaryPage {
  rows: SalesSummaryRow[];
  totalCount: number;
  overallInfo: SalesSummaryOverall;
}

/**
 * DOMAIN 14 sales summary for viewer V, one row per direct downline D with sales in the range:
 * over V's share rows whose downline is D (active and settled lines, never cancelled ones):
 * turnover = the bettors' stakes, netAmount = r_D x in, commission = (baseRate - r_D) x in, each
 * product rounded half up per share row; ticketCount = distinct tickets. A super admin or IT admin
 * viewer takes no share: its rows are the companies, each over the company's own share rows (the
 * company's view summed), as in the win/loss report. Amounts are in `currency` (default the base),
 * each downline's sums converted, the totals the sums of the converted rows.
 */
export async function getSalesSummary(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: GetSalesSummaryBody,
): Promise<SalesSummaryPage> {
  const viewer = await openReport(db, ctx, { functions: ['Group Sales Report'], userId: body.userId });
  checkRange(body.fromDate, body.toDate);
  const currency = await reportCurrency(db, body.currency);
  const rows = await selectSalesSummary(db, {
    viewerId: viewer.id,
    companyRows: companyRows(viewer),
    currency,
    fromDate: body.fromDate,
    toDate: body.toDate,
    poolIds: body.poolIds && body.poolIds.length > 0 ? body.poolIds : null,
    lineFilter: (rowColumn) => rowLineFilter(ctx, viewer, rowColumn),
    startCount: body.StartCount,
    pageSize: body.PageSize,
  });

  const totals = rows[0];
  return {
    totalCount: Number(totals?.total_count ?? 0),
    overallInfo: {
      turnover: centsToUnits(totals?.sum_turnover ?? 0),
      commission: centsToUnits(totals?.sum_commission ?? 0),
      netAmount: centsToUnits(totals?.sum_net ?? 0),
      ticketCount: Number(totals?.sum_tickets ?? 0),
      viewerId: viewer.id,
      viewerUsername: viewer.username,
      currency: currency.code,
      processing: (await reportAccess(db, body.fromDate, body.toDate)).message !== null,
    },
    rows: rows
      .filter((r) => r.down_id !== null)
      .map((r) => ({
        userId: Number(r.down_id),
        username: r.username,
        userRoleId: r.role_id,
        turnover: centsToUnits(r.turnover),
        commission: centsToUnits(r.commission),
        netAmount: centsToUnits(r.net_amount),
        ticketCount: Number(r.ticket_count),
      })),
  };
}
