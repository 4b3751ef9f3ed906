import type {
  GetSalesSummaryBody,
  SalesSummaryOverall,
  SalesSummaryRow,
} from '@drawdesk/shared-kernel/contract';
import { centsToUnits, Role } from '@drawdesk/shared-kernel/domain';
import { sql, type RawBuilder } from 'kysely';
import type { AuthContext } from '../../auth/sessionUser';
import type { AreaDeps } from '../../areaDeps';
import { requireFunction } from '../../auth/target';
import { reportAccess } from './reportBlock';
import { inCurrency, reportCurrency } from './reportCurrency';
import { checkRange, companyRows, reportViewer, rowLineFilter } from './salesScope';

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
  requireFunction(ctx, ['Group Sales Report'], [1]);
  checkRange(body.fromDate, body.toDate);
  const viewer = await reportViewer(db, ctx, body.userId);
  const currency = await reportCurrency(db, body.currency);
  // Each downline's sums converted to the report currency; the totals add the converted rows.
  const conv = (cents: RawBuilder<unknown>) => inCurrency(cents, currency);
  const pools = body.poolIds && body.poolIds.length > 0 ? body.poolIds : null;
  const [owner, rowCol] = companyRows(viewer)
    ? [sql`s.user_id IN (SELECT c.id FROM users c WHERE c.role_id = ${Role.Company})`, sql`s.user_id`]
    : [sql`s.user_id = ${viewer.id}::bigint`, sql`s.down_user_id`];
  const poolCond = pools ? sql`AND s.pool_id = ANY(${sql.val(pools)}::smallint[])` : sql``;

  // One read: the totals row always comes back (also for a page past the end), the page joined to it.
  const { rows } = await sql<{
    down_id: string | null;
    username: string;
    role_id: number;
    turnover: string;
    net_amount: string;
    commission: string;
    ticket_count: string;
    total_count: string;
    sum_turnover: string;
    sum_net: string;
    sum_commission: string;
    sum_tickets: string;
  }>`
    WITH per_down AS (
      SELECT ${rowCol} AS down_id,
        ${conv(sql`sum(l.stake)`)}::bigint AS turnover,
        ${conv(sql`sum(round(s.in_amount::numeric * coalesce(s.down_rate, 0) / 10000))`)}::bigint AS net_amount,
        ${conv(sql`sum(round(s.in_amount::numeric * (l.base_rate - coalesce(s.down_rate, 0)) / 10000))`)}::bigint
          AS commission,
        count(DISTINCT l.ticket_id)::bigint AS ticket_count
      FROM bet_shares s
      JOIN bet_lines l ON l.id = s.bet_line_id
      WHERE ${owner} AND s.down_user_id IS NOT NULL
        AND s.draw_date BETWEEN ${body.fromDate}::date AND ${body.toDate}::date
        ${poolCond}
        AND l.status <> 2
        AND ${rowLineFilter(ctx, viewer, rowCol)}
      GROUP BY 1
    ), totals AS (
      SELECT count(*)::text AS total_count, coalesce(sum(turnover), 0)::text AS sum_turnover,
        coalesce(sum(net_amount), 0)::text AS sum_net, coalesce(sum(commission), 0)::text AS sum_commission,
        coalesce(sum(ticket_count), 0)::text AS sum_tickets
      FROM per_down
    )
    SELECT t.*, v.down_id::text, v.username, v.role_id, v.turnover::text, v.net_amount::text,
      v.commission::text, v.ticket_count::text
    FROM totals t
    LEFT JOIN LATERAL (
      SELECT p.*, d.username, d.role_id FROM per_down p JOIN users d ON d.id = p.down_id
      ORDER BY d.username, p.down_id
      OFFSET ${body.StartCount} LIMIT ${body.PageSize}
    ) v ON true
    ORDER BY v.username, v.down_id`.execute(db);

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
