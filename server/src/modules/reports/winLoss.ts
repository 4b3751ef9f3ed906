import {
  BASE_CURRENCY,
  type GetWinLossReportBody,
  type WinLossOverall,
  type WinLossRow,
} from '@drawdesk/shared-kernel/contract';
import { centsToUnits, Role } from '@drawdesk/shared-kernel/domain';
import { sql, type RawBuilder } from 'kysely';
import type { AuthContext } from '../../auth/sessionUser';
import type { AreaDeps } from '../../areaDeps';
import { requireFunction } from '../../auth/target';
import { reportAccess } from './reportBlock';
import { inCurrency, reportCurrency, type ReportCurrency } from './reportCurrency';
import { checkRange, companyRows, reportViewer, rowLineFilter } from './salesScope';

interface SumRow {
  user_id: string;
  username: string;
  turnover: string;
  net_amount: string;
  commission: string;
  payout: string;
  win_loss: string;
  own_win_loss: string;
  upline_win_loss: string;
  ticket_count: string;
}

const FIGURES = sql`
  coalesce(sum(r.turnover), 0) AS turnover, coalesce(sum(r.net_amount), 0) AS net_amount,
  coalesce(sum(r.commission), 0) AS commission, coalesce(sum(r.payout), 0) AS payout,
  coalesce(sum(r.win_loss), 0) AS win_loss, coalesce(sum(r.own_win_loss), 0) AS own_win_loss,
  coalesce(sum(r.upline_win_loss), 0) AS upline_win_loss, coalesce(sum(r.ticket_count), 0) AS ticket_count`;

function figures(row: Omit<SumRow, 'user_id' | 'username' | 'ticket_count'>) {
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
 * The grouped rows in the report currency: turnover, netAmount, commission, payout and
 * uplineWinLoss converted per row; winLoss = payout - netAmount and ownWinLoss = -(winLoss +
 * uplineWinLoss) from the converted figures, so DOMAIN 14's identities hold to the cent in every
 * currency and an upline figure of 0 (a company's, which has no upline share) stays 0.
 */
function inReportCurrency(grouped: RawBuilder<unknown>, currency: ReportCurrency): RawBuilder<unknown> {
  if (currency.code === BASE_CURRENCY) return grouped;
  const conv = (column: string) => inCurrency(sql.ref(`g.${column}`), currency);
  return sql`
    SELECT c.user_id, c.ticket_count, c.turnover, c.net_amount, c.commission, c.payout,
      c.payout - c.net_amount AS win_loss, -(c.payout - c.net_amount + c.upline_win_loss) AS own_win_loss,
      c.upline_win_loss
    FROM (
      SELECT g.user_id, g.ticket_count, ${conv('turnover')} AS turnover, ${conv('net_amount')} AS net_amount,
        ${conv('commission')} AS commission, ${conv('payout')} AS payout,
        ${conv('upline_win_loss')} AS upline_win_loss
      FROM (${grouped}) g
    ) c`;
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
  requireFunction(ctx, ['Profit Loss Report', 'WinLoss Earned Report', 'WinLoss Occupied Report'], [1]);
  checkRange(body.fromDate, body.toDate);
  const viewer = await reportViewer(deps.db, ctx, body.userId);
  const currency = await reportCurrency(deps.db, body.currency);
  const pools = body.poolIds && body.poolIds.length > 0 ? body.poolIds : null;

  const dateAndPool = sql`r.draw_date BETWEEN ${body.fromDate}::date AND ${body.toDate}::date
    ${pools ? sql`AND r.pool_id = ANY (${pools}::smallint[])` : sql``}`;
  const byAccount = companyRows(viewer)
    ? sql`SELECT r.viewer_id AS user_id, ${FIGURES}
          FROM report_rollups r JOIN users c ON c.id = r.viewer_id AND c.role_id = ${Role.Company}
          WHERE ${dateAndPool} GROUP BY r.viewer_id`
    : sql`SELECT r.down_id AS user_id, ${FIGURES}
          FROM report_rollups r
          WHERE r.viewer_id = ${viewer.id} AND ${dateAndPool} AND ${rowLineFilter(ctx, viewer, sql`r.down_id`)}
          GROUP BY r.down_id`;
  const grouped = inReportCurrency(byAccount, currency);
  // Page, totals and the processing flag are independent reads: run them side by side.
  const pageQuery = sql<SumRow>`
    WITH g AS (${grouped})
    SELECT g.*, u.username
    FROM g JOIN users u ON u.id = g.user_id
    ORDER BY lower(u.username), g.user_id
    OFFSET ${body.StartCount} LIMIT ${body.PageSize}`.execute(deps.db);
  const totalsQuery = sql<Omit<SumRow, 'user_id' | 'username' | 'ticket_count'> & { row_count: string }>`
    WITH g AS (${grouped})
    SELECT coalesce(sum(turnover), 0) AS turnover, coalesce(sum(net_amount), 0) AS net_amount,
      coalesce(sum(commission), 0) AS commission, coalesce(sum(payout), 0) AS payout,
      coalesce(sum(win_loss), 0) AS win_loss, coalesce(sum(own_win_loss), 0) AS own_win_loss,
      coalesce(sum(upline_win_loss), 0) AS upline_win_loss, count(*) AS row_count FROM g`.execute(deps.db);
  const [result, totals, access] = await Promise.all([
    pageQuery,
    totalsQuery,
    reportAccess(deps.db, body.fromDate, body.toDate),
  ]);
  const rows = result.rows.map((r) => ({
    userId: Number(r.user_id),
    username: r.username,
    ticketCount: Number(r.ticket_count),
    ...figures(r),
  }));
  // An aggregate without GROUP BY: always exactly one row.
  const t = totals.rows[0]!;
  const overallInfo: WinLossOverall = {
    ...figures(t),
    viewerId: viewer.id,
    currency: currency.code,
    processing: access.message !== null,
  };
  return { rows, totalCount: Number(t.row_count), overallInfo, message: access.message };
}
