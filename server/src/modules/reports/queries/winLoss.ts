import { BASE_CURRENCY } from '@drawdesk/shared-kernel/contract';
import { Role } from '@drawdesk/shared-kernel/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/connection';
import { accountNameStarts } from '../../../db/likePatterns';
import { inCurrency, type ReportCurrency } from '../conversion';
import {
  demoBettorSql,
  rollupsByAccount,
  selectAccountPage,
  ticketsByAccount,
  type ReportPageQuery,
} from '../queries';

// Statements of the win/loss family (REPORTS.md "Win/loss family"): the three sections report and
// its demo variant, the US line and occupied reports read report_rollups; the detail pages read the
// settled shares of one viewer (bet_shares joined to bet_lines) with the settlement's rounding.

/** A page of a win/loss family report: the rollups of demo accounts, or of every other account. */
export interface WinLossFamilyQuery extends ReportPageQuery {
  demo: boolean;
}

/** Figures of one grouped rollup row (cents, as text), in the report currency. */
export interface SectionsFigures {
  ticket_count: string;
  turnover: string;
  net_amount: string;
  commission: string;
  payout: string;
  win_loss: string;
  eat: string;
  own_net: string;
  own_payout: string;
  own_win_loss: string;
  out_amount: string;
  upline_net: string;
  upline_payout: string;
  upline_win_loss: string;
}

export interface SectionsDbRow extends SectionsFigures {
  user_id: string;
  username: string;
  role_id: number;
}

export interface UsLineDbRow extends SectionsDbRow {
  pool_id: number;
  /** The downline's distinct tickets over all its pools. */
  account_tickets: string;
}

/** Summed columns of report_rollups `r`; the money ones converted later. */
const SUMS = sql`
  coalesce(sum(r.turnover), 0) AS turnover,
  coalesce(sum(r.net_amount), 0) AS net_amount, coalesce(sum(r.commission), 0) AS commission,
  coalesce(sum(r.payout), 0) AS payout, coalesce(sum(r.win_loss), 0) AS win_loss,
  coalesce(sum(r.eat), 0) AS eat, coalesce(sum(r.own_net), 0) AS own_net,
  coalesce(sum(r.own_payout), 0) AS own_payout, coalesce(sum(r.own_win_loss), 0) AS own_win_loss,
  coalesce(sum(r.out_amount), 0) AS out_amount, coalesce(sum(r.upline_net), 0) AS upline_net,
  coalesce(sum(r.upline_payout), 0) AS upline_payout, coalesce(sum(r.upline_win_loss), 0) AS upline_win_loss`;

const MONEY = [
  'turnover',
  'net_amount',
  'commission',
  'payout',
  'eat',
  'own_net',
  'own_payout',
  'out_amount',
  'upline_net',
  'upline_payout',
] as const;

/**
 * Grouped rollups in the report currency. The base currency keeps the stored figures. Another
 * converts every stated amount per row, then derives winLoss = payout - netAmount, uplineWinLoss =
 * uplineNet - uplinePayout and ownWinLoss = -(winLoss + uplineWinLoss), so that DOMAIN 14's
 * identities hold to the cent on every row and in the totals (sums of the converted rows).
 * `keys`: the grouping columns kept as they are.
 */
function sectionsInCurrency(grouped: RawBuilder<unknown>, keys: readonly string[], currency: ReportCurrency) {
  if (currency.code === BASE_CURRENCY) return grouped;
  const kept = sql.join(keys.map((k) => sql.ref(`g.${k}`)));
  const converted = sql.join(
    MONEY.map((m) => sql`${inCurrency(sql.ref(`g.${m}`), currency)} AS ${sql.ref(m)}`),
  );
  const keptC = sql.join(keys.map((k) => sql.ref(`c.${k}`)));
  return sql`
    SELECT ${keptC}, c.ticket_count, c.turnover, c.net_amount, c.commission, c.payout,
      c.payout - c.net_amount AS win_loss, c.eat, c.own_net, c.own_payout,
      -((c.payout - c.net_amount) + (c.upline_net - c.upline_payout)) AS own_win_loss,
      c.out_amount, c.upline_net, c.upline_payout, c.upline_net - c.upline_payout AS upline_win_loss
    FROM (SELECT ${kept}, g.ticket_count, ${converted} FROM (${grouped}) g) c`;
}

/** report_rollups of the range summed per row account (and per pool when `perPool`), converted. */
function sectionsGrouped(q: WinLossFamilyQuery, perPool: boolean): RawBuilder<unknown> {
  const byAccount = rollupsByAccount(q, SUMS, q.demo, perPool);
  return sectionsInCurrency(byAccount, perPool ? ['user_id', 'pool_id'] : ['user_id'], q.currency);
}

const TOTALS = sql`
  coalesce(sum(ticket_count), 0) AS ticket_count, coalesce(sum(turnover), 0) AS turnover,
  coalesce(sum(net_amount), 0) AS net_amount, coalesce(sum(commission), 0) AS commission,
  coalesce(sum(payout), 0) AS payout, coalesce(sum(win_loss), 0) AS win_loss,
  coalesce(sum(eat), 0) AS eat, coalesce(sum(own_net), 0) AS own_net,
  coalesce(sum(own_payout), 0) AS own_payout, coalesce(sum(own_win_loss), 0) AS own_win_loss,
  coalesce(sum(out_amount), 0) AS out_amount, coalesce(sum(upline_net), 0) AS upline_net,
  coalesce(sum(upline_payout), 0) AS upline_payout, coalesce(sum(upline_win_loss), 0) AS upline_win_loss,
  count(*) AS row_count`;

/** A page of the three sections rows (one per downline), by username. */
export async function selectSectionsPage(db: Db, q: WinLossFamilyQuery): Promise<SectionsDbRow[]> {
  return selectAccountPage<SectionsDbRow>(db, sectionsGrouped(q, false), q, false);
}

/** The three sections totals over every row and the row count (always one row). */
export async function selectSectionsTotals(
  db: Db,
  q: WinLossFamilyQuery,
): Promise<SectionsFigures & { row_count: string }> {
  const { rows } = await sql<SectionsFigures & { row_count: string }>`
    WITH g AS (${sectionsGrouped(q, false)}) SELECT ${TOTALS} FROM g`.execute(db);
  return rows[0]!;
}

/** A page of the US line rows (one per downline and pool), by username, then pool. */
export async function selectUsLinePage(db: Db, q: WinLossFamilyQuery): Promise<UsLineDbRow[]> {
  const grouped = sql`
    SELECT p.*, coalesce(a.ticket_count, 0) AS account_tickets
    FROM (${sectionsGrouped(q, true)}) p LEFT JOIN (${ticketsByAccount(q, q.demo, false)}) a ON a.user_id = p.user_id`;
  return selectAccountPage<UsLineDbRow>(db, grouped, q, true);
}

/**
 * The US line totals over every (downline, pool) row and the row count. The ticket count is not
 * the rows' sum: a ticket covering several pools is in several rows and counts once (per downline).
 */
export async function selectUsLineTotals(
  db: Db,
  q: WinLossFamilyQuery,
): Promise<SectionsFigures & { row_count: string }> {
  const { rows } = await sql<SectionsFigures & { row_count: string; tickets: string }>`
    WITH g AS (${sectionsGrouped(q, true)}), k AS (${ticketsByAccount(q, q.demo, false)})
    SELECT ${TOTALS}, (SELECT coalesce(sum(k.ticket_count), 0) FROM k) AS tickets FROM g`.execute(db);
  const { tickets, ...totals } = rows[0]!;
  return { ...totals, ticket_count: tickets };
}

// ---- Settled lines of one viewer (detail pages) ----

/**
 * The settlement's rounding, frozen here for the detail pages (their totals must equal the
 * rollups the settlement wrote): a x rate / 10,000 half up; W x amount / n half up; W = the sum of
 * a payout table over the line's matched ranks (0 when it matched nothing).
 */
const mulRate = (rate: string, amount: string) => `((2 * (${rate})::bigint * (${amount}) + 10000) / 20000)`;
const mulW = (w: string, amount: string) =>
  `((2 * (${w}) * (${amount}) + 100 * l.ibox_divisor) / (200 * l.ibox_divisor))`;
const wsum = (payouts: string) => `(SELECT coalesce(sum(${payouts}[
  CASE WHEN l.code = 'B' THEN CASE WHEN r <= 3 THEN r WHEN r = 7 THEN 4 ELSE 5 END
       WHEN l.code IN ('S', '5D', '6D') THEN r ELSE 1 END]), 0)::bigint
  FROM unnest(coalesce(l.matched_ranks, '{}'::smallint[])) AS r)`;
const raw = (s: string) => sql.raw(s);

/** A page of settled lines as one viewer sees them. */
export interface DetailQuery {
  viewerId: number;
  /** The viewer is outside every chain: the lines of the companies' shares. */
  companyRows: boolean;
  currency: ReportCurrency;
  fromDate: string;
  toDate: string;
  poolIds: readonly number[] | null;
  startCount: number;
  pageSize: number;
  /** The table search: the ticket number exactly, or a bettor whose username starts with it. */
  search: string | null;
}

/** The table search on lines `l`: its ticket's number, or its bettor's username start (both indexed). */
function lineSearch(search: string | null): RawBuilder<unknown> {
  const text = search?.trim();
  if (!text) return sql``;
  return sql`AND (l.ticket_id IN (SELECT tk.id FROM tickets tk WHERE tk.ticket_no = ${text})
    OR ${accountNameStarts(sql.ref('l.bettor_id'), text)})`;
}

/**
 * Settled, not cancelled lines of the range whose bettor is not a demo account, with the share row
 * `s` selected by `owner`, narrowed by the table search.
 */
function settledShares(q: DetailQuery, owner: RawBuilder<boolean>): RawBuilder<unknown> {
  return sql`
    FROM bet_shares s
    JOIN bet_lines l ON l.id = s.bet_line_id AND l.status <> 2
    JOIN draws d ON d.id = s.draw_id AND d.release_status = 'released'
    WHERE ${owner} AND s.depth >= 1
      AND s.draw_date BETWEEN ${q.fromDate}::date AND ${q.toDate}::date
      ${q.poolIds ? sql`AND s.pool_id = ANY (${q.poolIds}::smallint[])` : sql``}
      AND NOT ${demoBettorSql(sql`l.bettor_id`)}
      ${lineSearch(q.search)}`;
}

/** The share rows of the lines of one win/loss row: V's shares from downline D, or a company's. */
export interface WinLossDetailQuery extends DetailQuery {
  downId: number;
}

export interface WinLossDetailFiguresDb {
  stake: string;
  in_amount: string;
  net_amount: string;
  payout: string;
  win_loss: string;
}

export interface WinLossDetailDbRow extends WinLossDetailFiguresDb {
  ticket_id: string;
  ticket_no: string;
  bettor_id: string;
  bettor_username: string;
  draw_date: string;
  pool_id: number;
  number: string;
  code: string;
  kind: number;
  line_id: string;
}

/** Each line's downline figures in base cents: stake, in, r_D x in, W(p_D) x in. */
function detailLines(q: WinLossDetailQuery): RawBuilder<unknown> {
  const owner = q.companyRows
    ? sql<boolean>`s.user_id = ${q.downId}`
    : sql<boolean>`s.user_id = ${q.viewerId} AND s.down_user_id = ${q.downId}`;
  return sql`
    SELECT l.id AS line_id, l.ticket_id, l.bettor_id, s.draw_date, s.pool_id, l.number, l.code, l.kind,
      l.stake, s.in_amount, ${raw(mulRate('coalesce(s.down_rate, 0)', 's.in_amount'))} AS net_amount,
      ${raw(mulW(wsum('s.down_payouts'), 's.in_amount'))} AS payout
    ${settledShares(q, owner)}`;
}

/**
 * Stake, in, netAmount and payout of `x` (base cents, or their sums) in the report currency, and
 * winLoss = payout - netAmount of the converted figures. Totals convert the base sums, as the
 * report converts its row, so a detail page's totals equal the row it came from in every currency.
 */
function detailFigures(q: WinLossDetailQuery, sum: boolean): RawBuilder<unknown> {
  const c = (column: string) =>
    inCurrency(sum ? sql`coalesce(sum(x.${sql.raw(column)}), 0)` : sql.ref(`x.${column}`), q.currency);
  return sql`${c('stake')} AS stake, ${c('in_amount')} AS in_amount, ${c('net_amount')} AS net_amount,
    ${c('payout')} AS payout, ${c('payout')} - ${c('net_amount')} AS win_loss`;
}

/** A page of the lines behind one win/loss row: by draw date, ticket, line. */
export async function selectWinLossDetailPage(db: Db, q: WinLossDetailQuery): Promise<WinLossDetailDbRow[]> {
  const { rows } = await sql<WinLossDetailDbRow>`
    WITH x AS (${detailLines(q)})
    SELECT x.line_id, x.ticket_id, x.bettor_id, x.draw_date, x.pool_id, x.number, x.code, x.kind,
      ${detailFigures(q, false)}, t.ticket_no, b.username AS bettor_username
    FROM x JOIN tickets t ON t.id = x.ticket_id JOIN users b ON b.id = x.bettor_id
    ORDER BY x.draw_date, x.ticket_id, x.line_id
    OFFSET ${q.startCount} LIMIT ${q.pageSize}`.execute(db);
  return rows;
}

/** Totals of every line behind one win/loss row and their count. */
export async function selectWinLossDetailTotals(
  db: Db,
  q: WinLossDetailQuery,
): Promise<WinLossDetailFiguresDb & { row_count: string }> {
  const { rows } = await sql<WinLossDetailFiguresDb & { row_count: string }>`
    WITH x AS (${detailLines(q)})
    SELECT ${detailFigures(q, true)}, count(*) AS row_count
    FROM x`.execute(db);
  return rows[0]!;
}

/** The viewer's own lines: the lines where V (or, outside every chain, a company) has a share. */
export interface SelfDetailQuery extends DetailQuery {
  /** Condition on a share's downline (the sub-account line filter). */
  lineFilter: (column: RawBuilder<unknown>) => RawBuilder<boolean>;
}

export interface SelfDetailFiguresDb {
  eat: string;
  own_net: string;
  own_payout: string;
  own_win_loss: string;
}

export interface SelfDetailDbRow extends SelfDetailFiguresDb {
  line_id: string;
  ticket_id: string;
  ticket_no: string;
  draw_date: string;
  pool_id: number;
  number: string;
  code: string;
}

/**
 * V's own section per line (cents, converted): eat, r_D x eat, W(p_D) x eat, and V's win/loss on
 * the line (the share's win_loss). Lines where V ate nothing but still earned or paid a rate
 * difference are kept, so the totals are V's whole own section.
 */
function selfLines(q: SelfDetailQuery): RawBuilder<unknown> {
  const owner = q.companyRows
    ? sql<boolean>`s.user_id IN (SELECT co.id FROM users co WHERE co.role_id = ${Role.Company})`
    : sql<boolean>`s.user_id = ${q.viewerId} AND ${q.lineFilter(sql`s.down_user_id`)}`;
  const conv = (cents: string) => inCurrency(raw(cents), q.currency);
  return sql`
    SELECT l.id AS line_id, l.ticket_id, s.draw_date, s.pool_id, l.number, l.code,
      ${conv('s.eat')} AS eat, ${conv(mulRate('coalesce(s.down_rate, 0)', 's.eat'))} AS own_net,
      ${conv(mulW(wsum('s.down_payouts'), 's.eat'))} AS own_payout,
      ${conv('coalesce(s.win_loss, 0)')} AS own_win_loss
    ${settledShares(q, owner)}
      AND s.down_user_id IS NOT NULL AND (s.eat > 0 OR coalesce(s.win_loss, 0) <> 0)`;
}

/** A page of the viewer's own lines: by draw date, ticket, line. */
export async function selectSelfDetailPage(db: Db, q: SelfDetailQuery): Promise<SelfDetailDbRow[]> {
  const { rows } = await sql<SelfDetailDbRow>`
    WITH x AS (${selfLines(q)})
    SELECT x.*, t.ticket_no
    FROM x JOIN tickets t ON t.id = x.ticket_id
    ORDER BY x.draw_date, x.ticket_id, x.line_id
    OFFSET ${q.startCount} LIMIT ${q.pageSize}`.execute(db);
  return rows;
}

/** Totals of the viewer's own lines and their count. */
export async function selectSelfDetailTotals(
  db: Db,
  q: SelfDetailQuery,
): Promise<SelfDetailFiguresDb & { row_count: string }> {
  const { rows } = await sql<SelfDetailFiguresDb & { row_count: string }>`
    WITH x AS (${selfLines(q)})
    SELECT coalesce(sum(eat), 0) AS eat, coalesce(sum(own_net), 0) AS own_net,
      coalesce(sum(own_payout), 0) AS own_payout, coalesce(sum(own_win_loss), 0) AS own_win_loss,
      count(*) AS row_count
    FROM x`.execute(db);
  return rows[0]!;
}

// ---- Jackpot detail ----

export interface JackpotResultDb {
  draw_id: string;
  release_status: string;
  five_d_first: string | null;
  five_d_second: string | null;
  five_d_third: string | null;
  six_d_first: string | null;
  jackpot1: string | null;
  jackpot2: string | null;
}

/** The saved result of one pool and draw date with its draw's release status; undefined when none. */
export async function selectJackpotResult(
  db: Db,
  drawDate: string,
  poolId: number,
  currency: ReportCurrency,
): Promise<JackpotResultDb | undefined> {
  const conv = (column: string) => inCurrency(sql.ref(column), currency);
  const { rows } = await sql<JackpotResultDb>`
    SELECT r.draw_id, d.release_status, r.five_d_first, r.five_d_second, r.five_d_third, r.six_d_first,
      ${conv('r.jackpot1')} AS jackpot1, ${conv('r.jackpot2')} AS jackpot2
    FROM draw_results r JOIN draws d ON d.id = r.draw_id
    WHERE r.draw_date = ${drawDate}::date AND r.pool_id = ${poolId}`.execute(db);
  return rows[0];
}

export interface JackpotLineDb {
  ticket_id: string;
  ticket_no: string;
  bettor_id: string;
  bettor_username: string;
  number: string;
  code: string;
  ranks: number[];
  stake: string;
  payout: string;
}

/**
 * The 5D and 6D lines of one released draw that matched a tier, not cancelled, not a demo bettor's,
 * in the viewer's tree (lines where it holds a share, narrowed by the sub-account line filter;
 * outside every chain: every line). Ranks sorted; payout = the bettor's winnings.
 */
export async function selectJackpotLines(
  db: Db,
  q: {
    drawId: number;
    viewerId: number;
    companyRows: boolean;
    currency: ReportCurrency;
    lineFilter: (column: RawBuilder<unknown>) => RawBuilder<boolean>;
  },
): Promise<JackpotLineDb[]> {
  const conv = (column: string) => inCurrency(sql.ref(column), q.currency);
  const inTree = q.companyRows
    ? sql`true`
    : sql`EXISTS (SELECT 1 FROM bet_shares s WHERE s.bet_line_id = l.id AND s.user_id = ${q.viewerId}
        AND (s.down_user_id IS NULL OR ${q.lineFilter(sql`s.down_user_id`)}))`;
  const { rows } = await sql<JackpotLineDb>`
    SELECT l.ticket_id, t.ticket_no, l.bettor_id, b.username AS bettor_username, l.number, l.code,
      (SELECT array_agg(r ORDER BY r) FROM unnest(l.matched_ranks) AS r) AS ranks,
      ${conv('l.stake')} AS stake, ${inCurrency(sql`coalesce(l.winnings, 0)`, q.currency)} AS payout
    FROM bet_lines l
    JOIN tickets t ON t.id = l.ticket_id
    JOIN users b ON b.id = l.bettor_id
    WHERE l.draw_id = ${q.drawId} AND l.code IN ('5D', '6D') AND l.status <> 2
      AND cardinality(l.matched_ranks) > 0
      AND NOT ${demoBettorSql(sql`l.bettor_id`)} AND ${inTree}
    ORDER BY (SELECT min(r) FROM unnest(l.matched_ranks) AS r), l.code, t.ticket_no, l.id`.execute(db);
  return rows;
}
