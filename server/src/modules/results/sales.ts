import type {
  GetSalesSummaryBody,
  SalesSummaryOverall,
  SalesSummaryRow,
} from '@drawdesk/shared-kernel/contract';
import { centsToUnits } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import type { AuthContext } from '../../auth/sessionUser';
import { BusinessError } from '../../http/errors';
import type { AreaDeps } from '../areaDeps';
import { requireFunction } from '../limits/target';
import { reportAccess } from './reportBlock';
import { reportViewer, targetLineFilter } from './salesScope';

export const ReportMessages = {
  badRange: 'The from date must not be after the to date.',
  rangeTooLong: 'The date range may cover at most 366 days.',
} as const;

export interface SalesSummaryPage {
  rows: SalesSummaryRow[];
  totalCount: number;
  overallInfo: SalesSummaryOverall;
}

/** Business refusals shared by the date-ranged reports. */
export function checkRange(fromDate: string, toDate: string): void {
  if (fromDate > toDate) throw new BusinessError(ReportMessages.badRange);
  const days = (Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`)) / 86_400_000;
  if (days > 366) throw new BusinessError(ReportMessages.rangeTooLong);
}

/**
 * DOMAIN 14 sales summary for viewer V, one row per direct downline D with sales in the range:
 * over V's share rows whose downline is D (active and settled lines, never cancelled ones):
 * turnover = the bettors' stakes, netAmount = r_D x in, commission = (baseRate - r_D) x in, each
 * product rounded half up per share row; ticketCount = distinct tickets. The root (super admin)
 * takes no share: its rows are its companies, from each company's own share rows (r = the
 * company's rate, in = the stake that reached it).
 */
export async function getSalesSummary(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: GetSalesSummaryBody,
): Promise<SalesSummaryPage> {
  requireFunction(ctx, ['Group Sales Report'], [1]);
  checkRange(body.fromDate, body.toDate);
  const viewer = await reportViewer(db, ctx, body.userId);
  const root = viewer.uplineId === null;
  const pools = body.poolIds && body.poolIds.length > 0 ? body.poolIds : null;

  const shareOwner = root
    ? sql`s.user_id IN (SELECT c.id FROM users c WHERE c.upline_id = ${viewer.id}::bigint)`
    : sql`s.user_id = ${viewer.id}::bigint AND s.down_user_id IS NOT NULL`;
  const downCol = root ? sql`s.user_id` : sql`s.down_user_id`;
  const rateCol = root ? sql`s.rate` : sql`s.down_rate`;
  const poolCond = pools ? sql`AND s.pool_id = ANY(${sql.val(pools)}::smallint[])` : sql``;

  const perDown = sql`
    SELECT ${downCol} AS down_id,
      sum(l.stake)::bigint AS turnover,
      sum(round(s.in_amount::numeric * coalesce(${rateCol}, 0) / 10000))::bigint AS net_amount,
      sum(round(s.in_amount::numeric * (l.base_rate - coalesce(${rateCol}, 0)) / 10000))::bigint AS commission,
      count(DISTINCT l.ticket_id)::bigint AS ticket_count
    FROM bet_shares s
    JOIN bet_lines l ON l.id = s.bet_line_id
    WHERE ${shareOwner}
      AND s.draw_date BETWEEN ${body.fromDate}::date AND ${body.toDate}::date
      ${poolCond}
      AND l.status <> 2
    GROUP BY 1`;
  const lineFilter = targetLineFilter(ctx, viewer, 'd');

  const { rows } = await sql<{
    down_id: string;
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
    WITH per_down AS (${perDown}),
    visible AS (
      SELECT p.*, d.username, d.role_id FROM per_down p JOIN users d ON d.id = p.down_id WHERE ${lineFilter}
    )
    SELECT v.down_id::text, v.username, v.role_id, v.turnover::text, v.net_amount::text, v.commission::text,
      v.ticket_count::text,
      count(*) OVER ()::text AS total_count,
      sum(v.turnover) OVER ()::text AS sum_turnover,
      sum(v.net_amount) OVER ()::text AS sum_net,
      sum(v.commission) OVER ()::text AS sum_commission,
      sum(v.ticket_count) OVER ()::text AS sum_tickets
    FROM visible v
    ORDER BY v.username, v.down_id
    OFFSET ${body.StartCount} LIMIT ${body.PageSize}`.execute(db);

  let totals = rows[0];
  if (!totals && body.StartCount > 0) {
    // A page past the end: the totals still describe every row.
    const t = await sql<{
      total_count: string;
      sum_turnover: string;
      sum_net: string;
      sum_commission: string;
      sum_tickets: string;
    }>`
      WITH per_down AS (${perDown})
      SELECT count(*)::text AS total_count, coalesce(sum(p.turnover), 0)::text AS sum_turnover,
        coalesce(sum(p.net_amount), 0)::text AS sum_net, coalesce(sum(p.commission), 0)::text AS sum_commission,
        coalesce(sum(p.ticket_count), 0)::text AS sum_tickets
      FROM per_down p JOIN users d ON d.id = p.down_id WHERE ${lineFilter}`.execute(db);
    totals = t.rows[0] as typeof totals;
  }

  return {
    totalCount: Number(totals?.total_count ?? 0),
    overallInfo: {
      turnover: centsToUnits(totals?.sum_turnover ?? 0),
      commission: centsToUnits(totals?.sum_commission ?? 0),
      netAmount: centsToUnits(totals?.sum_net ?? 0),
      ticketCount: Number(totals?.sum_tickets ?? 0),
      viewerId: viewer.id,
      viewerUsername: viewer.username,
      processing: (await reportAccess(db, body.fromDate, body.toDate)).message !== null,
    },
    rows: rows.map((r) => ({
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
