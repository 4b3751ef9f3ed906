import { Role } from '@drawdesk/shared-kernel/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/connection';
import { accountNameStarts } from '../../../db/likePatterns';
import { ofReleasedDraw } from '../../../db/settledState';
import { inCurrency, type ReportCurrency } from '../conversion';
import { demoBettorSql } from '../queries';

// Statements of the results family (winning, strike, payout, payout table), the statistics and the
// stakeholder report (REPORTS.md; rules in docs/reports-rules.md). Rollup reads use report_rollups,
// report_payout_cells and the stakeholder chains (demo = false); winning lines are read from
// report_winner_shares (the released draws' winners, one row per share row, written by the release:
// migration 0022_report_indexes), leaving demo bettors out; the open draws of the sales statistic
// from the viewer's share rows. Never a scan of every line.

// ---- The settlement's arithmetic, a frozen copy (server/src/modules/settlement/queries.ts) ----

/** a x rate (per 10,000), half up; a >= 0. */
const MUL_RATE = (rate: string, amount: string) => `((2 * (${rate})::bigint * (${amount}) + 10000) / 20000)`;
const raw = (s: string): RawBuilder<unknown> => sql.raw(s);

/** Who a report is read for, and how its rows are narrowed. */
export interface ResultsScope {
  viewerId: number;
  /** The viewer takes no share (super admin, IT admin): the companies' own share rows and rollups. */
  companyRows: boolean;
  /** Condition on a row's account column (the sub-account line filter). */
  lineFilter: (rowColumn: RawBuilder<unknown>) => RawBuilder<boolean>;
  currency: ReportCurrency;
  /** null: every pool. */
  poolIds: readonly number[] | null;
}

export interface RangeScope extends ResultsScope {
  fromDate: string;
  toDate: string;
}

export interface Paging {
  startCount: number;
  pageSize: number;
}

const companyIds = sql`(SELECT c.id FROM users c WHERE c.role_id = ${Role.Company})`;

/** The viewer's share rows `s` (any depth), narrowed by the line filter on the row column. */
function ownShares(q: ResultsScope, s = 's'): RawBuilder<boolean> {
  const user = sql.ref(`${s}.user_id`);
  if (q.companyRows) return sql<boolean>`${user} IN ${companyIds} AND ${q.lineFilter(user)}`;
  return sql<boolean>`${user} = ${q.viewerId}::bigint AND ${q.lineFilter(sql.ref(`${s}.down_user_id`))}`;
}

/** The viewer's rollups `r` (demo bettors left out); the row column is the downline (or the company). */
function ownRollups(q: RangeScope): RawBuilder<boolean> {
  const pools = q.poolIds ? sql`AND r.pool_id = ANY (${sql.val(q.poolIds)}::smallint[])` : sql``;
  const who = q.companyRows
    ? sql`r.viewer_id IN ${companyIds} AND ${q.lineFilter(sql`r.viewer_id`)}`
    : sql`r.viewer_id = ${q.viewerId}::bigint AND ${q.lineFilter(sql`r.down_id`)}`;
  return sql<boolean>`${who} AND NOT r.demo AND r.draw_date BETWEEN ${q.fromDate}::date AND ${q.toDate}::date ${pools}
    AND ${ofReleasedDraw('r')}`;
}

/** Released draws of the range and pools, as `d`. */
function releasedDraws(q: RangeScope): RawBuilder<unknown> {
  const pools = q.poolIds ? sql`AND d.pool_id = ANY (${sql.val(q.poolIds)}::smallint[])` : sql``;
  return sql`(SELECT d.id, d.pool_id, d.draw_date FROM draws d
    WHERE d.release_status = 'released' AND d.draw_date BETWEEN ${q.fromDate}::date AND ${q.toDate}::date ${pools})`;
}

const conv = (cents: RawBuilder<unknown>, currency: ReportCurrency) => inCurrency(cents, currency);

// ---- Report/GetWinningReport ----

export interface WinningQuery extends RangeScope, Paging {
  number: string | null;
  bettorId: number | null;
  /** The table search: the ticket number exactly, or a bettor whose username starts with it. */
  search: string | null;
}

/** The table search on winning lines `w`: the ticket number, or a bettor's username start (its index). */
function winningSearch(search: string | null): RawBuilder<unknown> {
  const text = search?.trim();
  if (!text) return sql``;
  return sql`AND (w.ticket_no = ${text} OR ${accountNameStarts(sql.ref('w.bettor_id'), text)})`;
}

export interface WinningDbRow {
  id: string;
  ticket_id: string;
  ticket_no: string;
  bettor_id: string;
  bettor_username: string;
  path: string[];
  draw_date: string;
  pool_id: number;
  number: string;
  code: string;
  kind: number;
  ranks: number[];
  stake: string;
  payout: string;
}

/** The winning lines of the viewer's subtree: the released draws' winners that carry a viewer share. */
function winningLines(q: WinningQuery): RawBuilder<unknown> {
  return sql`
    SELECT w.line_id AS id, w.ticket_id, w.ticket_no, w.bettor_id, w.draw_date, w.pool_id, w.number, w.code, w.kind,
      w.ranks, ${conv(sql`w.stake`, q.currency)} AS stake, ${conv(sql`w.winnings`, q.currency)} AS payout
    FROM report_winner_shares w
    WHERE ${ownShares(q, 'w')} AND w.draw_date BETWEEN ${q.fromDate}::date AND ${q.toDate}::date
      AND w.draw_id IN (SELECT d.id FROM ${releasedDraws(q)} d)
      AND NOT ${demoBettorSql(sql`w.bettor_id`)}
      ${q.number !== null ? sql`AND w.number = ${q.number}` : sql``}
      ${q.bettorId !== null ? sql`AND w.bettor_id = ${q.bettorId}::bigint` : sql``}
      ${winningSearch(q.search)}`;
}

/**
 * A page of winning lines by draw date, pool, ticket no and line, with the ticket no, the bettor
 * and its uplines' usernames from the viewer down (a super admin viewer: from the company).
 */
export async function selectWinningPage(db: Db, q: WinningQuery): Promise<WinningDbRow[]> {
  const from = q.companyRows ? sql`2` : sql`array_position(b.path, ${q.viewerId}::bigint)`;
  const { rows } = await sql<WinningDbRow>`
    WITH w AS (${winningLines(q)}), page AS (
      SELECT w.* FROM w
      ORDER BY w.draw_date, w.pool_id, w.ticket_no, w.id
      OFFSET ${q.startCount} LIMIT ${q.pageSize}
    )
    SELECT p.id, p.ticket_id, p.ticket_no, p.bettor_id, b.username AS bettor_username, p.draw_date, p.pool_id,
      p.number, p.code, p.kind, p.ranks, p.stake, p.payout,
      coalesce((SELECT array_agg(u.username ORDER BY x.ord)
        FROM unnest(b.path) WITH ORDINALITY AS x (id, ord) JOIN users u ON u.id = x.id
        WHERE x.ord >= coalesce(${from}, cardinality(b.path)) AND x.ord < cardinality(b.path)), '{}') AS path
    FROM page p JOIN users b ON b.id = p.bettor_id
    ORDER BY p.draw_date, p.pool_id, p.ticket_no, p.id`.execute(db);
  return rows;
}

export async function selectWinningTotals(
  db: Db,
  q: WinningQuery,
): Promise<{ line_count: string; stake: string; payout: string }> {
  const { rows } = await sql<{ line_count: string; stake: string; payout: string }>`
    WITH w AS (${winningLines(q)})
    SELECT count(*) AS line_count, coalesce(sum(stake), 0) AS stake, coalesce(sum(payout), 0) AS payout FROM w`.execute(
    db,
  );
  return rows[0]!;
}

// ---- Report/GetStrikeReport ----

export interface StrikePositionDbRow {
  draw_id: string;
  pool_id: number;
  game: number;
  rank: number;
  idx: number;
  number: string;
}

/** Every prize position of the released results of one date (and pools), by pool and position. */
export async function selectStrikePositions(
  db: Db,
  drawDate: string,
  poolIds: readonly number[] | null,
): Promise<StrikePositionDbRow[]> {
  const pools = poolIds ? sql`AND d.pool_id = ANY (${sql.val(poolIds)}::smallint[])` : sql``;
  const { rows } = await sql<StrikePositionDbRow>`
    SELECT d.id AS draw_id, d.pool_id, rn.game, rn.rank, rn.idx, rn.number
    FROM draws d JOIN result_numbers rn ON rn.draw_id = d.id
    WHERE d.draw_date = ${drawDate}::date AND d.release_status = 'released' ${pools}
    ORDER BY d.pool_id, rn.game, rn.rank, rn.idx`.execute(db);
  return rows;
}

export interface StrikeLineDbRow {
  id: string;
  draw_id: string;
  code: string;
  kind: number;
  number: string;
  stake: string;
  ibox_divisor: number;
  in_amount: string;
  eat: string;
  down_payouts: string[] | null;
}

/** The winning lines of these draws (all of one date) with the viewer's share on each (in, eat, the downline's payouts). */
export async function selectStrikeLines(
  db: Db,
  q: ResultsScope,
  drawDate: string,
  drawIds: readonly string[],
): Promise<StrikeLineDbRow[]> {
  if (drawIds.length === 0) return [];
  const { rows } = await sql<StrikeLineDbRow>`
    SELECT w.line_id AS id, w.draw_id, w.code, w.kind, w.number, w.stake, w.ibox_divisor, w.in_amount, w.eat,
      w.down_payouts
    FROM report_winner_shares w
    WHERE ${ownShares(q, 'w')} AND w.draw_date = ${drawDate}::date
      AND w.draw_id = ANY (${sql.val(drawIds)}::bigint[]) AND NOT ${demoBettorSql(sql`w.bettor_id`)}
    ORDER BY w.line_id`.execute(db);
  return rows;
}

// ---- Report/GetPayoutReport and Report/GetSelfPayoutReport ----

export interface PayoutDbRow {
  user_id: string;
  username: string;
  role_id: number;
  win_lines: string;
  win_stake: string;
  payout: string;
  own_payout: string;
}

export type PayoutQuery = RangeScope & Paging;

/** Rollups with winning lines per row account (downline, or company), in the report currency. */
function payoutGrouped(q: RangeScope): RawBuilder<unknown> {
  const rowCol = q.companyRows ? sql`r.viewer_id` : sql`r.down_id`;
  return sql`
    SELECT g.user_id, g.win_lines, ${conv(sql`g.win_stake`, q.currency)} AS win_stake,
      ${conv(sql`g.payout`, q.currency)} AS payout, ${conv(sql`g.own_payout`, q.currency)} AS own_payout
    FROM (
      SELECT ${rowCol} AS user_id, sum(r.win_lines) AS win_lines, sum(r.win_stake) AS win_stake,
        sum(r.payout) AS payout, sum(r.own_payout) AS own_payout
      FROM report_rollups r WHERE ${ownRollups(q)}
      GROUP BY 1 HAVING sum(r.win_lines) > 0
    ) g`;
}

/** A page of the payout rows by username. */
export async function selectPayoutPage(db: Db, q: PayoutQuery): Promise<PayoutDbRow[]> {
  const { rows } = await sql<PayoutDbRow>`
    WITH g AS (${payoutGrouped(q)})
    SELECT g.*, u.username, u.role_id FROM g JOIN users u ON u.id = g.user_id
    ORDER BY lower(u.username), g.user_id
    OFFSET ${q.startCount} LIMIT ${q.pageSize}`.execute(db);
  return rows;
}

export interface PayoutTotalsDbRow {
  row_count: string;
  win_lines: string;
  win_stake: string;
  payout: string;
  own_payout: string;
}

export async function selectPayoutTotals(db: Db, q: RangeScope): Promise<PayoutTotalsDbRow> {
  const { rows } = await sql<PayoutTotalsDbRow>`
    WITH g AS (${payoutGrouped(q)})
    SELECT count(*) AS row_count, coalesce(sum(win_lines), 0) AS win_lines, coalesce(sum(win_stake), 0) AS win_stake,
      coalesce(sum(payout), 0) AS payout, coalesce(sum(own_payout), 0) AS own_payout FROM g`.execute(db);
  return rows[0]!;
}

export interface SelfPayoutDbRow {
  draw_date: string;
  pool_id: number;
  win_lines: string;
  win_stake: string;
  payout: string;
  own_payout: string;
  upline_payout: string;
}

/** The viewer's rollups per draw date and pool with winning lines, in the report currency. */
function selfPayoutGrouped(q: RangeScope): RawBuilder<unknown> {
  const c = (col: string) => conv(sql.ref(`g.${col}`), q.currency);
  return sql`
    SELECT g.draw_date, g.pool_id, g.win_lines, ${c('win_stake')} AS win_stake, ${c('payout')} AS payout,
      ${c('own_payout')} AS own_payout, ${c('upline_payout')} AS upline_payout
    FROM (
      SELECT r.draw_date, r.pool_id, sum(r.win_lines) AS win_lines, sum(r.win_stake) AS win_stake,
        sum(r.payout) AS payout, sum(r.own_payout) AS own_payout, sum(r.upline_payout) AS upline_payout
      FROM report_rollups r WHERE ${ownRollups(q)}
      GROUP BY r.draw_date, r.pool_id HAVING sum(r.win_lines) > 0
    ) g`;
}

/** A page of the self payout rows, newest date first, then pool. */
export async function selectSelfPayoutPage(db: Db, q: PayoutQuery): Promise<SelfPayoutDbRow[]> {
  const { rows } = await sql<SelfPayoutDbRow>`
    WITH g AS (${selfPayoutGrouped(q)})
    SELECT * FROM g ORDER BY draw_date DESC, pool_id
    OFFSET ${q.startCount} LIMIT ${q.pageSize}`.execute(db);
  return rows;
}

export async function selectSelfPayoutTotals(
  db: Db,
  q: RangeScope,
): Promise<Omit<SelfPayoutDbRow, 'draw_date' | 'pool_id'> & { row_count: string }> {
  const { rows } = await sql<Omit<SelfPayoutDbRow, 'draw_date' | 'pool_id'> & { row_count: string }>`
    WITH g AS (${selfPayoutGrouped(q)})
    SELECT count(*) AS row_count, coalesce(sum(win_lines), 0) AS win_lines, coalesce(sum(win_stake), 0) AS win_stake,
      coalesce(sum(payout), 0) AS payout, coalesce(sum(own_payout), 0) AS own_payout,
      coalesce(sum(upline_payout), 0) AS upline_payout FROM g`.execute(db);
  return rows[0]!;
}

// ---- Report/GetPayoutTable ----

export interface PayoutCellDbRow {
  pool_id: number;
  code: string;
  rank: number;
  /** Lines of the code that matched the rank. */
  win_lines: string;
  /** Lines of the code that won (each once): the same on every cell of a code. */
  code_lines: string;
  payout: string;
}

/**
 * The payout table's cells: per pool, code and matched rank, over the viewer's shares (depth >= 1)
 * on the winning lines of the range, from report_payout_cells (the release splits each line's
 * payout W(p_D) x in / n over its matched positions: each position's p_D[rank] x in / (100 n)
 * rounded down, the cents left over one each to the positions with the largest remainders, the
 * earlier position first on a tie; so a line's cells sum to its rollup payout and the table to the
 * payout report). Rank 0 rows hold the code's winning lines.
 */
export async function selectPayoutCells(db: Db, q: RangeScope): Promise<PayoutCellDbRow[]> {
  const { rows } = await sql<PayoutCellDbRow>`
    WITH g AS (
      SELECT r.pool_id, r.code, r.rank, sum(r.win_lines) AS win_lines, sum(r.payout) AS payout
      FROM report_payout_cells r
      WHERE ${ownRollups(q)} AND r.draw_id IN (SELECT d.id FROM ${releasedDraws(q)} d)
      GROUP BY r.pool_id, r.code, r.rank
    )
    SELECT c.pool_id, c.code, c.rank, c.win_lines, k.win_lines AS code_lines,
      ${conv(sql`c.payout`, q.currency)} AS payout
    FROM g c JOIN g k ON k.pool_id = c.pool_id AND k.code = c.code AND k.rank = 0
    WHERE c.rank > 0
    ORDER BY c.pool_id, c.code, c.rank`.execute(db);
  return rows;
}

// ---- Report/GetSalesStatistic and Report/GetPayoutStatistic ----

export interface SalesStatisticDbRow {
  draw_date: string;
  pool_id: number;
  released: boolean;
  turnover: string;
  net_amount: string;
  commission: string;
  ticket_count: string;
}

/**
 * Turnover, net, commission and tickets of the viewer's subtree per draw date and pool: released
 * draws from the rollups; the others with no release running (pending: open, or a corrected result
 * waiting for its release; their prepared rollups are not read) from the viewer's share rows of
 * their active lines, with the sales summary's rounding. One snapshot:
 * the open draws are looked up first, and the share rows are read only when there are any.
 */
export async function selectSalesStatistic(
  db: Db,
  q: RangeScope,
): Promise<{ rows: SalesStatisticDbRow[]; ticketCount: number }> {
  const c = (col: string) => conv(sql.ref(`g.${col}`), q.currency);
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const pools = q.poolIds ? sql`AND d.pool_id = ANY (${sql.val(q.poolIds)}::smallint[])` : sql``;
      const open = await sql<{ id: string }>`
        SELECT d.id FROM draws d
        WHERE d.release_status = 'pending' AND d.draw_date BETWEEN ${q.fromDate}::date AND ${q.toDate}::date ${pools}`.execute(
        trx,
      );
      const openIds = sql.val(open.rows.map((d) => d.id));
      const openDraws =
        open.rows.length === 0
          ? sql``
          : sql`
      UNION ALL
      SELECT s.draw_date, s.pool_id, false, sum(l.stake),
        sum(${raw(MUL_RATE('coalesce(s.down_rate, 0)', 's.in_amount'))}),
        sum(${raw(MUL_RATE('l.base_rate', 's.in_amount'))} - ${raw(MUL_RATE('coalesce(s.down_rate, 0)', 's.in_amount'))}),
        count(DISTINCT l.ticket_id)
      FROM bet_shares s
      JOIN bet_lines l ON l.id = s.bet_line_id AND l.status <> 2
      WHERE ${ownShares(q)} AND s.down_user_id IS NOT NULL
        AND s.draw_id = ANY (${openIds}::bigint[])
        AND s.draw_date BETWEEN ${q.fromDate}::date AND ${q.toDate}::date
        AND NOT ${demoBettorSql(sql`l.bettor_id`)}
      GROUP BY s.draw_date, s.pool_id`;
      const { rows } = await sql<SalesStatisticDbRow>`
    SELECT g.draw_date, g.pool_id, g.released, ${c('turnover')} AS turnover, ${c('net_amount')} AS net_amount,
      ${c('commission')} AS commission, g.ticket_count
    FROM (
      SELECT r.draw_date, r.pool_id, true AS released, sum(r.turnover) AS turnover, sum(r.net_amount) AS net_amount,
        sum(r.commission) AS commission, sum(r.ticket_count) AS ticket_count
      FROM report_rollups r WHERE ${ownRollups(q)}
      GROUP BY r.draw_date, r.pool_id
      ${openDraws}
    ) g
    ORDER BY g.draw_date, g.pool_id`.execute(trx);
      return {
        rows,
        ticketCount: await countStatisticTickets(trx, q, open.rows.length === 0 ? null : openIds),
      };
    });
}

/**
 * The distinct tickets of the whole range (docs/reports-rules.md "Ticket count"), which the rows'
 * per-draw counts cannot be summed into: the released draws' single-draw tickets from their rollups,
 * plus the distinct ids of the tickets with lines in several draws (report_ticket_draws of the
 * released draws, the active lines of the open ones).
 */
async function countStatisticTickets(
  trx: Db,
  q: RangeScope,
  openIds: RawBuilder<unknown> | null,
): Promise<number> {
  const released = sql`
    SELECT t.ticket_id
    FROM (SELECT DISTINCT r.draw_id, r.viewer_id FROM report_rollups r WHERE ${ownRollups(q)}) dr
    JOIN report_ticket_draws t ON t.draw_id = dr.draw_id AND t.viewer_id = dr.viewer_id AND NOT t.demo
    ${q.companyRows ? sql`` : sql`WHERE ${q.lineFilter(sql`t.down_id`)}`}`;
  const active =
    openIds === null
      ? sql``
      : sql`
    UNION
    SELECT l.ticket_id
    FROM bet_shares s
    JOIN bet_lines l ON l.id = s.bet_line_id AND l.status <> 2
    WHERE ${ownShares(q)} AND s.down_user_id IS NOT NULL AND s.draw_id = ANY (${openIds}::bigint[])
      AND NOT ${demoBettorSql(sql`l.bettor_id`)}`;
  const { rows } = await sql<{ n: string }>`
    SELECT (SELECT coalesce(sum(r.single_tickets), 0) FROM report_rollups r WHERE ${ownRollups(q)})
      + (SELECT count(DISTINCT u.ticket_id) FROM (${released} ${active}) u) AS n`.execute(trx);
  return Number(rows[0]?.n ?? 0);
}

export interface PayoutStatisticDbRow {
  draw_date: string;
  pool_id: number;
  turnover: string;
  net_amount: string;
  payout: string;
  win_loss: string;
  own_win_loss: string;
}

/**
 * The viewer's rollups per draw date and pool: turnover, net and payout converted per row, then
 * winLoss = payout - netAmount and ownWinLoss = -(winLoss + uplineWinLoss) from the converted
 * figures (as the win/loss report, so the identities hold in every currency).
 */
export async function selectPayoutStatistic(db: Db, q: RangeScope): Promise<PayoutStatisticDbRow[]> {
  const c = (col: string) => conv(sql.ref(`g.${col}`), q.currency);
  const { rows } = await sql<PayoutStatisticDbRow>`
    SELECT v.draw_date, v.pool_id, v.turnover, v.net_amount, v.payout, v.payout - v.net_amount AS win_loss,
      -(v.payout - v.net_amount + v.upline_win_loss) AS own_win_loss
    FROM (
      SELECT g.draw_date, g.pool_id, ${c('turnover')} AS turnover, ${c('net_amount')} AS net_amount,
        ${c('payout')} AS payout, ${c('upline_win_loss')} AS upline_win_loss
      FROM (
        SELECT r.draw_date, r.pool_id, sum(r.turnover) AS turnover, sum(r.net_amount) AS net_amount,
          sum(r.payout) AS payout, sum(r.upline_win_loss) AS upline_win_loss
        FROM report_rollups r WHERE ${ownRollups(q)}
        GROUP BY r.draw_date, r.pool_id
      ) g
    ) v
    ORDER BY v.draw_date, v.pool_id`.execute(db);
  return rows;
}

// ---- Report/GetStakeHolderReport ----

export interface StakeHolderQuery {
  accountId: number;
  fromDate: string;
  toDate: string;
  poolIds: readonly number[] | null;
  /** Condition on A's share's downline (the sub-account line filter when A is its main account). */
  lineFilter: (rowColumn: RawBuilder<unknown>) => RawBuilder<boolean>;
}

export interface StakeHolderShareDbRow {
  user_id: string;
  /** The account's depth-0 rows (its own bets) apart from its shares as an upline. */
  bettor: boolean;
  in_amount: string;
  eat: string;
  out_amount: string;
  net_amount: string;
  payout: string;
  win_loss: string;
  stake: string;
}

/**
 * Per account of the chain and role on the line (bettor or upline): the share rows of every settled
 * line of A's subtree (lines with a share of A in a released draw of the range), summed in cents:
 * in, eat, out, r_down x in, W(p_down) x in / n (each half up per share row), win_loss and, on
 * bettor rows, the stake. Read from the sums the settlement keeps per account A, A's downline on the
 * lines, account and role: the prepared no-win figures (settlement_prep_chains) plus what the
 * winning lines add (report_chain_wins), not from the lines.
 */
export async function selectStakeHolderShares(db: Db, q: StakeHolderQuery): Promise<StakeHolderShareDbRow[]> {
  const pools = q.poolIds ? sql`AND r.pool_id = ANY (${sql.val(q.poolIds)}::smallint[])` : sql``;
  const mine = sql`r.account_id = ${q.accountId}::bigint
    AND r.draw_date BETWEEN ${q.fromDate}::date AND ${q.toDate}::date ${pools}
    AND NOT r.demo AND ${q.lineFilter(sql`r.via_id`)}
    AND r.draw_id IN (SELECT d.id FROM draws d WHERE d.release_status = 'released'
      AND d.draw_date BETWEEN ${q.fromDate}::date AND ${q.toDate}::date)`;
  const { rows } = await sql<StakeHolderShareDbRow>`
    SELECT c.user_id, c.bettor, sum(c.in_amount) AS in_amount, sum(c.eat) AS eat, sum(c.out_amount) AS out_amount,
      sum(c.net_amount) AS net_amount, sum(c.payout) AS payout, sum(c.win_loss) AS win_loss, sum(c.stake) AS stake
    FROM (
      SELECT r.user_id, r.bettor, r.in_amount, r.eat, r.out_amount, r.net_amount, 0 AS payout, r.win_loss, r.stake
      FROM settlement_prep_chains r WHERE ${mine}
      UNION ALL
      SELECT r.user_id, r.bettor, 0, 0, 0, 0, r.payout, r.win_loss, 0
      FROM report_chain_wins r WHERE ${mine}
    ) c
    GROUP BY c.user_id, c.bettor`.execute(db);
  return rows;
}

export interface ChainAccountDbRow {
  id: string;
  username: string;
  role_id: number;
  /** Length of the account's path: its tree level. */
  level: number;
  /** Position taking: the company's is 100, an account without eat settings 0. */
  pt: number;
}

/** Username, role, tree level and position taking of these accounts. */
export async function selectChainAccounts(db: Db, ids: readonly number[]): Promise<ChainAccountDbRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<ChainAccountDbRow>`
    SELECT u.id, u.username, u.role_id, cardinality(u.path) AS level,
      CASE WHEN u.role_id = ${Role.Company} THEN 100 ELSE coalesce(e.position_taking, 0) END AS pt
    FROM users u LEFT JOIN account_eat_settings e ON e.user_id = u.id
    WHERE u.id = ANY (${sql.val(ids.map(String))}::bigint[])`.execute(db);
  return rows;
}
