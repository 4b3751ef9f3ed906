import { BASE_CURRENCY, PLAYER_TRANSACTION_REASONS } from '@drawdesk/shared-kernel/contract';
import { BUSINESS_TIME_ZONE, Role } from '@drawdesk/shared-kernel/domain';
import { sql, type RawBuilder } from 'kysely';
import { scopeSql } from '../../auth/scope';
import { startsWithPattern } from '../../db/likePatterns';
import { isDemoAccountSql } from '../../db/demoAccounts';
import { ofReleasedDraw } from '../../db/settledState';
import type { AuthContext } from '../../auth/sessionUser';
import type { Db } from '../../db/connection';
import type { Trx } from '../../db/retry';
import { inCurrency, type ReportCurrency } from './conversion';

// The reports area's reads and writes. Services decide who may see what; these run the statements.

/** app_settings key of the report block (SPEC 4): { blocked: boolean }. */
export const REPORT_BLOCK_KEY = 'reportBlock';

/** The stored reportBlock value, undefined when none is stored. */
export async function readReportBlockValue(db: Db | Trx): Promise<unknown> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', REPORT_BLOCK_KEY)
    .executeTakeFirst();
  return row?.value;
}

export async function writeReportBlock(db: Db | Trx, blocked: boolean): Promise<void> {
  const value = JSON.stringify({ blocked });
  await db
    .insertInto('app_settings')
    .values({ key: REPORT_BLOCK_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: new Date() }))
    .execute();
}

/** True while some draw (optionally: of these dates) is being released. */
export async function releaseRunning(db: Db | Trx, fromDate?: string, toDate?: string): Promise<boolean> {
  let q = db
    .selectFrom('draws')
    .select(sql<number>`1`.as('one'))
    .where('release_status', '=', 'processing');
  if (fromDate && toDate) q = q.where('draw_date', '>=', fromDate).where('draw_date', '<=', toDate);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

/** The stored rate of a currency (currency_rates.rate, per 10,000), undefined when it has none. */
export async function readCurrencyRate(db: Db, currency: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('currency_rates')
    .select('rate')
    .where('currency', '=', currency)
    .executeTakeFirst();
  return row?.rate;
}

/** The currency stored in an account's settings (null when it has none). */
export async function readAccountCurrency(db: Db, userId: number): Promise<string | null> {
  const own = await db
    .selectFrom('users')
    .select(sql<string | null>`settings ->> 'currency'`.as('currency'))
    .where('id', '=', String(userId))
    .executeTakeFirst();
  return own?.currency ?? null;
}

/** The reports a sub-account may open (its report access, SPEC 3); none when nothing is stored. */
export async function readReportAccess(db: Db, subAccountId: number): Promise<string[]> {
  const row = await db
    .selectFrom('sub_account_access')
    .select('report_access')
    .where('user_id', '=', String(subAccountId))
    .executeTakeFirst();
  return row?.report_access ?? [];
}

/**
 * True when the bettor in `bettorId` is a demo account or sits under one (isDemo on any account
 * of its path): reports reading bet lines leave such lines out (the rollups keep them apart).
 */
export function demoBettorSql(bettorId: RawBuilder<unknown>): RawBuilder<boolean> {
  return isDemoAccountSql(bettorId);
}

/** A page of a report over a range of business dates, as one viewer sees it. */
export interface ReportPageQuery {
  viewerId: number;
  /** The viewer takes no share: one row per company, with that company's own share rows and totals. */
  companyRows: boolean;
  currency: ReportCurrency;
  fromDate: string;
  toDate: string;
  /** null: every pool. */
  poolIds: readonly number[] | null;
  /** Condition on a row's account, given its column (the sub-account line filter). */
  lineFilter: (rowColumn: RawBuilder<unknown>) => RawBuilder<boolean>;
  startCount: number;
  pageSize: number;
}
export type SalesSummaryQuery = ReportPageQuery;

/** The rollups `r` of the range a page query reads (`demo`: the demo accounts' only, or every other's). */
function rollupsOfRange(q: ReportPageQuery, demo: boolean): RawBuilder<boolean> {
  const viewer = q.companyRows
    ? sql`r.viewer_id IN (SELECT c.id FROM users c WHERE c.role_id = ${Role.Company})`
    : sql`r.viewer_id = ${q.viewerId} AND ${q.lineFilter(sql`r.down_id`)}`;
  return sql`${viewer} AND r.demo = ${demo} AND r.draw_date BETWEEN ${q.fromDate}::date AND ${q.toDate}::date
    ${q.poolIds ? sql`AND r.pool_id = ANY (${q.poolIds}::smallint[])` : sql``} AND ${ofReleasedDraw('r')}`;
}

/**
 * The ticket count of each row account (and pool when `perPool`): the distinct tickets over the
 * draws of the range whose rollups the report reads (docs/reports-rules.md "Ticket count"), so a
 * ticket covering several pools or dates counts once. Tickets with lines in one draw only are
 * counted by the rollups (single_tickets: they add up); the others are counted distinct from
 * report_ticket_draws. Columns user_id (, pool_id), ticket_count.
 */
export function ticketsByAccount(q: ReportPageQuery, demo: boolean, perPool: boolean): RawBuilder<unknown> {
  const rCol = q.companyRows ? sql`r.viewer_id` : sql`r.down_id`;
  const tCol = q.companyRows ? sql`t.viewer_id` : sql`t.down_id`;
  const rPool = perPool ? sql`, r.pool_id` : sql``;
  const tPool = perPool ? sql`, dr.pool_id` : sql``;
  return sql`
    SELECT x.user_id ${perPool ? sql`, x.pool_id` : sql``}, sum(x.n) AS ticket_count
    FROM (
      SELECT ${rCol} AS user_id ${rPool}, sum(r.single_tickets) AS n
      FROM report_rollups r WHERE ${rollupsOfRange(q, demo)}
      GROUP BY ${rCol} ${rPool}
      UNION ALL
      SELECT ${tCol} AS user_id ${tPool}, count(DISTINCT t.ticket_id) AS n
      FROM (SELECT DISTINCT r.draw_id, r.pool_id, r.viewer_id FROM report_rollups r WHERE ${rollupsOfRange(q, demo)}) dr
      JOIN report_ticket_draws t ON t.draw_id = dr.draw_id AND t.viewer_id = dr.viewer_id AND t.demo = ${demo}
      ${q.companyRows ? sql`` : sql`WHERE ${q.lineFilter(sql`t.down_id`)}`}
      GROUP BY ${tCol} ${tPool}
    ) x
    GROUP BY x.user_id ${perPool ? sql`, x.pool_id` : sql``}`;
}

/**
 * report_rollups of the range summed (`sums`) per row account, and per pool when `perPool`: a
 * direct downline of the viewer, or for a viewer outside every chain (companyRows) each company's
 * own view; with the row's ticket_count (ticketsByAccount). `demo`: the demo accounts' rollups
 * only, otherwise every other account's.
 */
export function rollupsByAccount(
  q: ReportPageQuery,
  sums: RawBuilder<unknown>,
  demo: boolean,
  perPool: boolean,
): RawBuilder<unknown> {
  const pool = perPool ? sql`, r.pool_id` : sql``;
  const rowCol = q.companyRows ? sql`r.viewer_id` : sql`r.down_id`;
  return sql`
    SELECT s.*, coalesce(k.ticket_count, 0) AS ticket_count
    FROM (SELECT ${rowCol} AS user_id ${pool}, ${sums}
          FROM report_rollups r WHERE ${rollupsOfRange(q, demo)}
          GROUP BY ${rowCol} ${pool}) s
    LEFT JOIN (${ticketsByAccount(q, demo, perPool)}) k
      ON k.user_id = s.user_id ${perPool ? sql`AND k.pool_id = s.pool_id` : sql``}`;
}

/**
 * A page of grouped rows (user_id and figures, and pool_id when `perPool`) with each row account's
 * username and role: by username (then pool).
 */
export async function selectAccountPage<T>(
  db: Db,
  grouped: RawBuilder<unknown>,
  q: ReportPageQuery,
  perPool: boolean,
): Promise<T[]> {
  const { rows } = await sql<T>`
    WITH g AS (${grouped})
    SELECT g.*, u.username, u.role_id
    FROM g JOIN users u ON u.id = g.user_id
    ORDER BY lower(u.username), g.user_id ${perPool ? sql`, g.pool_id` : sql``}
    OFFSET ${q.startCount} LIMIT ${q.pageSize}`.execute(db);
  return rows;
}

export interface SalesSummaryDbRow {
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
}

/**
 * The sales summary page with the totals on every row. One read: the totals row always comes back
 * (also for a page past the end, with down_id null), the page joined to it.
 */
export async function selectSalesSummary(db: Db, q: SalesSummaryQuery): Promise<SalesSummaryDbRow[]> {
  // Each downline's sums converted to the report currency; the totals add the converted rows.
  const conv = (cents: RawBuilder<unknown>) => inCurrency(cents, q.currency);
  const [owner, rowCol] = q.companyRows
    ? [sql`s.user_id IN (SELECT c.id FROM users c WHERE c.role_id = ${Role.Company})`, sql`s.user_id`]
    : [sql`s.user_id = ${q.viewerId}::bigint`, sql`s.down_user_id`];
  const poolCond = q.poolIds ? sql`AND s.pool_id = ANY(${sql.val(q.poolIds)}::smallint[])` : sql``;

  const { rows } = await sql<SalesSummaryDbRow>`
    WITH per_down AS (
      SELECT ${rowCol} AS down_id,
        ${conv(sql`sum(l.stake)`)}::bigint AS turnover,
        ${conv(sql`sum(round(s.in_amount::numeric * coalesce(s.down_rate, 0) / 10000))`)}::bigint AS net_amount,
        ${conv(sql`sum(round(s.in_amount::numeric * l.base_rate / 10000) - round(s.in_amount::numeric * coalesce(s.down_rate, 0) / 10000))`)}::bigint
          AS commission,
        count(DISTINCT l.ticket_id)::bigint AS ticket_count
      FROM bet_shares s
      JOIN bet_lines l ON l.id = s.bet_line_id
      WHERE ${owner} AND s.down_user_id IS NOT NULL
        AND s.draw_date BETWEEN ${q.fromDate}::date AND ${q.toDate}::date
        ${poolCond}
        AND l.status <> 2
        AND NOT ${demoBettorSql(sql`l.bettor_id`)}
        AND ${q.lineFilter(rowCol)}
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
      OFFSET ${q.startCount} LIMIT ${q.pageSize}
    ) v ON true
    ORDER BY v.username, v.down_id`.execute(db);
  return rows;
}

export interface PlayerTransactionQuery {
  fromDate: string;
  toDate: string;
  /** undefined: every account of the caller's scope. */
  userId: number | undefined;
  currency: ReportCurrency;
  /** The table search: accounts whose username starts with it (the lower(username) index). */
  search?: string | undefined;
  startCount: number;
  pageSize: number;
}

/** Credit-log rows of the accounts in the caller's scope over the business dates, inclusive. */
function creditLogInScope(db: Db, ctx: AuthContext, q: PlayerTransactionQuery) {
  let base = db
    .selectFrom('credit_log as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('users as a', 'a.id', 'c.actor_id')
    // Bettors' money movements only (docs/reports-rules.md "Player transaction"): no credit-limit
    // settings, no settlement rows, no agents' payments.
    .where('u.role_id', 'in', [Role.Player, Role.House])
    .where('c.reason', 'in', [...PLAYER_TRANSACTION_REASONS])
    .where(sql<boolean>`c.at >= (${q.fromDate}::date::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})`)
    .where(sql<boolean>`c.at < ((${q.toDate}::date + 1)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})`)
    .where(scopeSql(ctx, 'u'))
    // Demo accounts stay out of every report but the demo win/loss.
    .where(sql<boolean>`NOT ${demoBettorSql(sql.ref('c.user_id'))}`);
  if (q.userId !== undefined) base = base.where('c.user_id', '=', String(q.userId));
  const search = q.search?.trim();
  if (search)
    base = base.where(sql<boolean>`lower(u.username) LIKE ${startsWithPattern(search.toLowerCase())}`);
  return base;
}

/** Count and converted amount total of the player transaction rows. */
export async function selectPlayerTransactionTotals(db: Db, ctx: AuthContext, q: PlayerTransactionQuery) {
  const conv = (column: string) => inCurrency(sql.ref(column), q.currency);
  return creditLogInScope(db, ctx, q)
    .select([sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(${conv('c.amount')}), 0)`.as('total')])
    .executeTakeFirstOrThrow();
}

/** A page of player transaction rows, newest first, amounts converted on each row. */
export async function selectPlayerTransactionPage(db: Db, ctx: AuthContext, q: PlayerTransactionQuery) {
  const conv = (column: string) => inCurrency(sql.ref(column), q.currency);
  return creditLogInScope(db, ctx, q)
    .select([
      'c.id',
      'c.at',
      'c.user_id',
      'u.username',
      'c.reason',
      conv('c.amount').as('amount'),
      conv('c.pre_balance').as('pre_balance'),
      conv('c.post_balance').as('post_balance'),
      'c.actor_id',
      'a.username as actor_username',
    ])
    .orderBy('c.at', 'desc')
    .orderBy('c.id', 'desc')
    .offset(q.startCount)
    .limit(q.pageSize)
    .execute();
}

export interface WinLossFigures {
  turnover: string;
  net_amount: string;
  commission: string;
  payout: string;
  win_loss: string;
  own_win_loss: string;
  upline_win_loss: string;
}

export interface WinLossDbRow extends WinLossFigures {
  user_id: string;
  username: string;
  role_id: number;
  ticket_count: string;
}

const FIGURES = sql`
  coalesce(sum(r.turnover), 0) AS turnover, coalesce(sum(r.net_amount), 0) AS net_amount,
  coalesce(sum(r.commission), 0) AS commission, coalesce(sum(r.payout), 0) AS payout,
  coalesce(sum(r.win_loss), 0) AS win_loss, coalesce(sum(r.own_win_loss), 0) AS own_win_loss,
  coalesce(sum(r.upline_win_loss), 0) AS upline_win_loss`;

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

export type WinLossQuery = ReportPageQuery;

/** report_rollups summed per row account over the settled draws of the range, in the report currency. */
function winLossGrouped(q: WinLossQuery): RawBuilder<unknown> {
  return inReportCurrency(rollupsByAccount(q, FIGURES, false, false), q.currency);
}

/** A page of the win/loss rows, by username. */
export async function selectWinLossPage(db: Db, q: WinLossQuery): Promise<WinLossDbRow[]> {
  return selectAccountPage<WinLossDbRow>(db, winLossGrouped(q), q, false);
}

/** The win/loss totals over every row and the row count (an aggregate: always exactly one row). */
export async function selectWinLossTotals(
  db: Db,
  q: WinLossQuery,
): Promise<WinLossFigures & { ticket_count: string; row_count: string }> {
  // A ticket is in one row (its bettor's downline of the viewer, or its company): the rows' counts add up.
  const { rows } = await sql<WinLossFigures & { ticket_count: string; row_count: string }>`
    WITH g AS (${winLossGrouped(q)})
    SELECT coalesce(sum(ticket_count), 0) AS ticket_count, coalesce(sum(turnover), 0) AS turnover, coalesce(sum(net_amount), 0) AS net_amount,
      coalesce(sum(commission), 0) AS commission, coalesce(sum(payout), 0) AS payout,
      coalesce(sum(win_loss), 0) AS win_loss, coalesce(sum(own_win_loss), 0) AS own_win_loss,
      coalesce(sum(upline_win_loss), 0) AS upline_win_loss, count(*) AS row_count FROM g`.execute(db);
  return rows[0]!;
}
