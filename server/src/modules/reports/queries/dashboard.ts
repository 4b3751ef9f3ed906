import { BUSINESS_TIME_ZONE, Role } from '@drawdesk/shared-kernel/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/connection';
import { demoBettorSql } from '../queries';

// The dashboard's read of the reports area: today's sales of the viewer (docs/reports-rules.md
// "Dashboard").

export interface TodaySalesQuery {
  viewerId: number;
  /** The viewer takes no share (super admin, IT admin): the companies' own share rows. */
  companyRows: boolean;
  /** Today's business date (ISO). */
  businessDate: string;
  /** Condition on a share row's downline column (the sub-account line filter). */
  lineFilter: (rowColumn: RawBuilder<unknown>) => RawBuilder<boolean>;
}

/**
 * Stakes, r_D x in (half up per share row, as the sales summary) and distinct tickets over the
 * viewer's share rows of the lines of tickets placed on the business date (created in its 24 hours,
 * business time), cancelled lines and demo bettors left out. A ticket placed today is on draws of
 * today or later, so the share rows are read through their (user, draw date) index from today on.
 */
export async function selectTodaySales(db: Db, q: TodaySalesQuery) {
  const [owner, rowCol] = q.companyRows
    ? [sql`s.user_id IN (SELECT c.id FROM users c WHERE c.role_id = ${Role.Company})`, sql`s.user_id`]
    : [sql`s.user_id = ${q.viewerId}::bigint`, sql`s.down_user_id`];
  const { rows } = await sql<{ turnover: string; net_amount: string; ticket_count: string }>`
    SELECT coalesce(sum(l.stake), 0)::text AS turnover,
      coalesce(sum(round(s.in_amount::numeric * coalesce(s.down_rate, 0) / 10000)), 0)::text AS net_amount,
      count(DISTINCT l.ticket_id)::text AS ticket_count
    FROM bet_shares s
    JOIN bet_lines l ON l.id = s.bet_line_id
    JOIN tickets t ON t.id = l.ticket_id
    WHERE ${owner} AND s.down_user_id IS NOT NULL
      AND s.draw_date >= ${q.businessDate}::date
      AND t.created_at >= (${q.businessDate}::date::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})
      AND t.created_at < ((${q.businessDate}::date + 1)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})
      AND l.status <> 2
      AND NOT ${demoBettorSql(sql`l.bettor_id`)}
      AND ${q.lineFilter(rowCol)}`.execute(db);
  const row = rows[0];
  return {
    turnover: Number(row?.turnover ?? 0),
    netAmount: Number(row?.net_amount ?? 0),
    ticketCount: Number(row?.ticket_count ?? 0),
  };
}
