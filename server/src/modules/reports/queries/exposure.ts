import { Role } from '@drawdesk/shared-kernel/domain';
import { BET_CODES } from '@drawdesk/shared-kernel/domain/betting';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/connection';
import { MATCH_KEY_SQL } from '../../../db/matchKey';
import { demoBettorSql } from '../queries';

// Statements of the exposure family (REPORTS.md "Exposure family"; docs/reports-rules.md). The map
// and the run map read the exposure aggregate (migration 0021: per account, draw, number and code,
// kept by the order write and the void), a few thousand rows per account and draw. What the
// aggregate cannot narrow (a sub-account's target lines, a bettor's own lines) and the lines behind
// one map cell are read from the share rows, starting from indexes (bet_shares_user_draw_idx,
// bet_lines_match_idx, bet_lines_special_idx, bet_lines_sold_out_idx). Demo bettors are left out.

/** a x rate (per 10,000), half up; a >= 0 (the settlement's and the order write's rounding). */
const MUL_RATE = (rate: string, amount: string) => `((2 * (${rate})::bigint * (${amount}) + 10000) / 20000)`;
const raw = (s: string): RawBuilder<unknown> => sql.raw(s);
/** The number a line counts under on the map: the digits its code bets on, an ibox line's number as typed. */
const MAP_NUMBER = (l: string) => `(CASE WHEN ${l}.kind = 3 THEN ${l}.number ELSE ${l}.limit_key END)`;

/** Whose position a map reads: one account, or every company (a super admin or IT admin viewer). */
export type ExposureHolder = { companies: false; id: number } | { companies: true };

/** The holders as an array: `= ANY (...)` is an index condition on exposure and bet_shares. */
const holderIds = (h: ExposureHolder): RawBuilder<unknown> =>
  h.companies
    ? sql`ARRAY(SELECT c.id FROM users c WHERE c.role_id = ${Role.Company})`
    : sql`ARRAY[${h.id}::bigint]`;

// Lists go as arrays, so that `col = ANY (...)` is an index condition: a join with a list read
// from JSON was planned as a scan of every row of the account, whatever the date.
const ids = (list: readonly number[]) => sql`${sql.val(list.map(String))}::bigint[]`;
const texts = (list: readonly string[]) => sql`${sql.val([...list])}::text[]`;

export interface MapDrawRow {
  id: string;
  pool_id: number;
  draw_date: string;
  release_status: string;
}

/**
 * The draws a map reads: of one date (or every date when `drawDate` is null), one pool or all,
 * only those not yet released when `unreleased`.
 */
export async function selectMapDraws(
  db: Db,
  q: { drawDate: string | null; poolId: number | null; unreleased: boolean },
): Promise<MapDrawRow[]> {
  let query = db.selectFrom('draws').select(['id', 'pool_id', 'draw_date', 'release_status']);
  if (q.drawDate !== null) query = query.where('draw_date', '=', q.drawDate);
  if (q.poolId !== null) query = query.where('pool_id', '=', q.poolId);
  if (q.unreleased) query = query.where('release_status', '<>', 'released');
  return query.orderBy('draw_date').orderBy('pool_id').execute();
}

/** A draw a map reads. */
export interface MapDraw {
  id: number;
  poolId: number;
  drawDate: string;
}

/** What a map reads: whose position, which draws and codes, the report type and the number search. */
export interface MapQuery {
  holder: ExposureHolder;
  draws: readonly MapDraw[];
  codes: readonly string[];
  reportType: 1 | 2 | 3 | 4;
  /** Only numbers containing these digits. */
  number: string | null;
  /** The first `top` numbers of the order (null: all). */
  top: number | null;
  sort: 'total' | 'number';
}

/** One cell of the map (base cents), with its number's total and how many numbers matched. */
export interface MapCellDbRow {
  number: string;
  code: string;
  cents: string;
  total: string;
  numbers: string;
}

/** The figure of each report type on an exposure row (REPORTS.md; report types of SPEC 9). */
const AGGREGATE_FIGURE: Record<MapQuery['reportType'], string> = {
  1: 'sale_gross',
  2: 'sale_net',
  3: 'eat - own_stake',
  4: 'eat_net - own_net',
};

const numberSearch = (column: RawBuilder<unknown>, number: string | null): RawBuilder<boolean> =>
  number === null ? sql<boolean>`true` : sql<boolean>`strpos(${column}, ${number}) > 0`;

/** Cells (number, code, cents) with their numbers' totals; numbers whose total is 0 left out. */
function withTotals(rows: ReadonlyArray<{ number: string; code: string; cents: number }>): MapCellDbRow[] {
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(r.number, (totals.get(r.number) ?? 0) + r.cents);
  const numbers = String([...totals.values()].filter((v) => v !== 0).length);
  return rows
    .filter((r) => totals.get(r.number) !== 0)
    .map((r) => ({
      number: r.number,
      code: r.code,
      cents: String(r.cents),
      total: String(totals.get(r.number)),
      numbers,
    }));
}

/**
 * The map from the exposure aggregate (demo bettors left out): cells of non-zero figure, numbers
 * whose total is not 0. With `top`, the numbers are ranked on their totals in one pass (a group a
 * number, not a cell) and the cells are read for the numbers kept only (index probes); without,
 * every cell is grouped once and the totals added up from them. Sums in float8: exact for integer
 * cents below 2^53, and much cheaper than numeric.
 */
export async function selectMapCells(db: Db, q: MapQuery): Promise<MapCellDbRow[]> {
  if (q.draws.length === 0) return [];
  const figure = raw(AGGREGATE_FIGURE[q.reportType]);
  const where = sql`e.user_id = ANY (${holderIds(q.holder)}) AND e.draw_id = ANY (${ids(q.draws.map((d) => d.id))})
    AND NOT e.demo AND e.code = ANY (${texts(q.codes)}) AND ${numberSearch(sql.ref('e.number'), q.number)}`;
  if (q.top === null) {
    const { rows } = await sql<{ number: string; code: string; cents: number }>`
      SELECT e.number, e.code, sum((${figure})::float8) AS cents FROM exposure e
      WHERE ${where}
      GROUP BY e.number, e.code HAVING sum((${figure})::float8) <> 0`.execute(db);
    return withTotals(rows);
  }
  const order = q.sort === 'total' ? sql`total DESC, number` : sql`number`;
  const { rows } = await sql<MapCellDbRow>`
    WITH picked AS (
      SELECT e.number, sum((${figure})::float8) AS total, count(*) OVER () AS numbers FROM exposure e
      WHERE ${where}
      GROUP BY e.number HAVING sum((${figure})::float8) <> 0
      ORDER BY ${order} LIMIT ${q.top}
    )
    SELECT p.number, e.code, sum(${figure})::text AS cents, p.total::bigint::text AS total,
      p.numbers::text AS numbers
    FROM picked p JOIN exposure e ON e.number = p.number AND ${where}
    GROUP BY p.number, e.code, p.total, p.numbers HAVING sum(${figure}) <> 0`.execute(db);
  return rows;
}

/** The exposure_numbers figure of each report type (migration 0024): the sums of AGGREGATE_FIGURE. */
const NUMBER_FIGURE = AGGREGATE_FIGURE;

/** One number of a map page: its total (base cents) and its cells (code -> base cents, 0 left out). */
export interface MapPageNumber {
  number: string;
  total: number;
  cells: Record<string, number>;
}

/** A page of the map read through the per-number totals. */
export interface MapPageDbResult {
  /** Numbers whose total is not 0 (before `top`). */
  numbers: number;
  /** The numbers read, in the sort order, with their cells. */
  shown: MapPageNumber[];
  /** Per code over every number whose total is not 0 (only when `codeTotals` was asked). */
  codeTotals: Record<string, number> | null;
}

/**
 * The map through the per-number totals (exposure_numbers, migration 0024). One statement: the
 * numbers of the filters are ranked on their totals without grouping their cells (a few tens of
 * thousands of rows for a company), and the numbers of the window [offset, offset + limit) of the
 * sort order are read with their cells (index probes of exposure per number), as JSON built in SQL.
 * With `codeTotals`, a second statement at the same time (another connection of the pool): the
 * totals per code over every number whose total is not 0, from the per-code sums (exposure_codes,
 * migration 0027) less, for the eat types, the cells of the own runs' numbers whose total is 0 (the
 * only numbers that can have non-zero cells adding up to 0); with a number search, from the cells of
 * the numbers found. Each statement reads its own snapshot: an order landing between them shows in
 * one only, as it would in the next page's call. `digits`: the digit filter as code digits (null:
 * every code's).
 */
export async function selectMapPage(
  db: Db,
  q: MapQuery & { digits: readonly number[] | null; offset: number; limit: number; codeTotals: boolean },
): Promise<MapPageDbResult> {
  if (q.draws.length === 0) return { numbers: 0, shown: [], codeTotals: q.codeTotals ? {} : null };
  const figure = raw(NUMBER_FIGURE[q.reportType]);
  const holders = holderIds(q.holder);
  const draws = ids(q.draws.map((d) => d.id));
  const codes = texts(q.codes);
  // The codes asked for, of the rows `alias`: no test when every code is (a company has 122,655
  // cells), else a filter, not an index condition: as one, every code would be another descent of
  // exposure_pkey per draw and number (a page of 100 read 19,000 buffers).
  const everyCode = BET_CODES.every((c) => q.codes.includes(c));
  const ofCodes = (alias: string) =>
    everyCode ? sql`true` : sql`(${sql.ref(`${alias}.code`)} = ANY (${codes})) IS TRUE`;
  const digits =
    q.digits === null ? sql`true` : sql`n.digits = ANY (${sql.val(q.digits.map(String))}::smallint[])`;
  const order = q.sort === 'total' ? sql`total DESC, number COLLATE "C"` : sql`number COLLATE "C"`;
  const page = sql<{
    numbers: number;
    shown: Array<[string, number, Record<string, number> | null]> | null;
  }>`
    WITH nums AS MATERIALIZED (
      SELECT n.number, sum((${figure})::float8) AS total FROM exposure_numbers n
      WHERE n.user_id = ANY (${holders}) AND n.draw_id = ANY (${draws}) AND NOT n.demo AND ${digits}
        AND ${numberSearch(sql.ref('n.number'), q.number)}
      GROUP BY n.number
    ), shown AS MATERIALIZED (
      SELECT number, total, row_number() OVER (ORDER BY ${order}) AS ord FROM (
        SELECT number, total FROM nums WHERE total <> 0 ORDER BY ${order} OFFSET ${q.offset} LIMIT ${q.limit}
      ) p
    )
    SELECT (SELECT count(*) FROM nums WHERE total <> 0)::int AS numbers,
      (SELECT json_agg(json_build_array(s.number, s.total, c.cells) ORDER BY s.ord)
       FROM shown s CROSS JOIN LATERAL (
         SELECT json_object_agg(x.code, x.cents) AS cells FROM (
           SELECT e.code, sum((${figure})::float8) AS cents FROM exposure e
           WHERE e.user_id = ANY (${holders}) AND e.draw_id = ANY (${draws}) AND e.number = s.number AND NOT e.demo
             AND ${ofCodes('e')}
           GROUP BY e.code HAVING sum((${figure})::float8) <> 0
         ) x
       ) c) AS shown`.execute(db);
  const signed = q.reportType === 3 || q.reportType === 4;
  const onHolder = (t: string) =>
    sql`${sql.ref(`${t}.user_id`)} = ANY (${holders}) AND ${sql.ref(`${t}.draw_id`)} = ANY (${draws}) AND NOT ${sql.ref(`${t}.demo`)}`;
  // The eat types' cells are negative only where the holder's own runs are: the numbers of its own
  // runs (exposure_numbers_own_idx), their cells, and those of them whose total is 0 (left out).
  const runs = sql`ran AS MATERIALIZED (
      SELECT DISTINCT n.number FROM exposure_numbers n
      WHERE ${onHolder('n')} AND ${digits} AND (n.own_stake <> 0 OR n.own_net <> 0)
        AND ${numberSearch(sql.ref('n.number'), q.number)}
    ), zero AS MATERIALIZED (
      SELECT n.number FROM exposure_numbers n JOIN ran r ON r.number = n.number
      WHERE ${onHolder('n')} AND ${digits}
      GROUP BY n.number HAVING sum((${figure})::float8) = 0
    )`;
  const codeTotals = async (): Promise<Record<string, number>> => {
    if (q.number !== null) {
      // A number search: every cell of the numbers found, grouped on the code.
      const { rows: found } = await sql<{ code: string; cents: number }>`
        ${signed ? sql`WITH ${runs}` : sql``}
        SELECT e.code, sum((${figure})::float8) AS cents FROM exposure e
        WHERE ${onHolder('e')} AND ${ofCodes('e')} AND ${numberSearch(sql.ref('e.number'), q.number)}
          ${signed ? sql`AND NOT EXISTS (SELECT 1 FROM zero z WHERE z.number = e.number)` : sql``}
        GROUP BY e.code HAVING bool_or((${figure}) <> 0)`.execute(db);
      return Object.fromEntries(found.map((r) => [r.code, Number(r.cents)]));
    }
    // Every number: the per-code sums (exposure_codes, a row per stripe). Under the sale types every
    // cell is >= 0, so a code shows when its sum is not 0.
    const sums = sql`SELECT c.code, sum((${figure})::float8) AS cents FROM exposure_codes c
      WHERE ${onHolder('c')} AND ${ofCodes('c')} GROUP BY c.code`;
    const { rows: found } = signed
      ? // Less the cells of the own runs' numbers whose total is 0. Outside the runs' numbers every
        // cell is >= 0, so a code shows when their sum is not 0 or a kept run number's cell is not.
        await sql<{ code: string; cents: number }>`
          WITH ${runs}, sums AS (${sums}), run_cells AS (
            SELECT e.code, sum((${figure})::float8) AS cents,
              coalesce(sum((${figure})::float8) FILTER (WHERE z.number IS NULL), 0) AS kept,
              coalesce(bool_or((${figure}) <> 0) FILTER (WHERE z.number IS NULL), false) AS shown
            FROM ran r JOIN exposure e ON e.number = r.number AND ${onHolder('e')} AND ${ofCodes('e')}
              LEFT JOIN zero z ON z.number = r.number
            GROUP BY e.code
          )
          SELECT s.code, s.cents - coalesce(r.cents, 0) + coalesce(r.kept, 0) AS cents
          FROM sums s LEFT JOIN run_cells r ON r.code = s.code
          WHERE s.cents - coalesce(r.cents, 0) <> 0 OR coalesce(r.shown, false)`.execute(db)
      : await sql<{ code: string; cents: number }>`SELECT * FROM (${sums}) s WHERE s.cents <> 0`.execute(db);
    return Object.fromEntries(found.map((r) => [r.code, Number(r.cents)]));
  };
  const perCode = q.codeTotals ? codeTotals() : null;
  const [{ rows }, totals] = await Promise.all([page, perCode]);
  const row = rows[0];
  return {
    numbers: Number(row?.numbers ?? 0),
    shown: (row?.shown ?? []).map(([number, total, cells]) => ({ number, total, cells: cells ?? {} })),
    codeTotals: totals,
  };
}

/** The draws of share rows `s`: by date and pool (bet_shares_user_draw_idx), then by draw. */
const shareDraws = (draws: readonly MapDraw[]) =>
  sql`s.draw_date = ANY (${sql.val([...new Set(draws.map((d) => d.drawDate))])}::date[])
    AND s.pool_id = ANY (${sql.val([...new Set(draws.map((d) => d.poolId))])}::smallint[])
    AND s.draw_id = ANY (${ids(draws.map((d) => d.id))})`;

/**
 * The figure of a share row `s` of line `l` under a report type, read from the lines: at depth
 * >= 1 as the aggregate keeps it; at depth 0 a bettor viewer's own line (its stake and cost for the
 * sale types, nothing eaten) or a viewing agent's own run ticket (taken off its eat).
 */
function lineFigure(reportType: MapQuery['reportType'], bettorViewer: boolean): string {
  const own = bettorViewer
    ? { 1: 'l.stake', 2: 'l.net', 3: '0', 4: '0' }[reportType]
    : { 1: '0', 2: '0', 3: '-l.stake', 4: '-l.net' }[reportType];
  const upline = {
    1: 'l.stake',
    2: MUL_RATE('s.down_rate', 's.in_amount'),
    3: 's.eat',
    4: MUL_RATE('s.down_rate', 's.eat'),
  }[reportType];
  return `(CASE WHEN s.depth > 0 THEN ${upline} ELSE ${own} END)`;
}

/** Share rows `s` (line `l`, ticket `t`) a map counts: the holder's, through the line filter. */
function countedShares(
  holder: ExposureHolder,
  lineFilter: (column: RawBuilder<unknown>) => RawBuilder<boolean>,
  bettorViewer: boolean,
): RawBuilder<boolean> {
  const own = bettorViewer ? sql`true` : sql`t.source = 'run'`;
  // A company row of a super admin viewer is narrowed on the company, an account's on its downline.
  const row = sql.ref(holder.companies ? 's.user_id' : 's.down_user_id');
  return sql<boolean>`s.user_id = ANY (${holderIds(holder)}) AND l.status <> 2 AND NOT ${demoBettorSql(sql.ref('l.bettor_id'))}
    AND ((s.depth > 0 AND ${lineFilter(row)}) OR (s.depth = 0 AND ${own}))`;
}

/**
 * The map from the share rows, for what the aggregate does not keep apart: a sub-account's target
 * lines (`lineFilter` on the direct downline) and a bettor viewer's own lines. Same rules as
 * selectMapCells (cells of non-zero figure, numbers whose total is not 0), the ranking in SQL.
 */
export async function selectMapCellsFromLines(
  db: Db,
  q: MapQuery & {
    lineFilter: (column: RawBuilder<unknown>) => RawBuilder<boolean>;
    bettorViewer: boolean;
  },
): Promise<MapCellDbRow[]> {
  if (q.draws.length === 0) return [];
  const figure = raw(lineFigure(q.reportType, q.bettorViewer));
  const number = raw(MAP_NUMBER('l'));
  const order = q.sort === 'total' ? sql`total DESC, number` : sql`number`;
  const { rows } = await sql<MapCellDbRow>`
    WITH cells AS MATERIALIZED (
      SELECT ${number} AS number, l.code, sum(${figure}) AS cents
      FROM bet_shares s JOIN bet_lines l ON l.id = s.bet_line_id JOIN tickets t ON t.id = l.ticket_id
      WHERE ${shareDraws(q.draws)} AND l.code = ANY (${texts(q.codes)})
        AND ${countedShares(q.holder, q.lineFilter, q.bettorViewer)} AND ${numberSearch(number, q.number)}
      GROUP BY 1, 2 HAVING sum(${figure}) <> 0
    ), nums AS (
      SELECT number, sum(cents) AS total, count(*) OVER () AS numbers FROM cells GROUP BY number
      HAVING sum(cents) <> 0
    ), picked AS (
      SELECT number, total, numbers FROM nums ORDER BY ${order} LIMIT ${q.top}
    )
    SELECT c.number, c.code, c.cents::text AS cents, p.total::text AS total, p.numbers::text AS numbers
    FROM cells c JOIN picked p ON p.number = c.number`.execute(db);
  return rows;
}

/** One line behind a map cell with the viewer's share of it. */
export interface MapDetailDbRow {
  line_id: string;
  draw_date: string;
  pool_id: number;
  ticket_id: string;
  ticket_no: string;
  number: string;
  kind: number;
  code: string;
  agent_id: string;
  agent: string;
  bettor: string;
  package: string | null;
  cents: string;
}

/**
 * The lines behind one map number (the figure of the report type, non-zero, per line), sorted by
 * number, pool, ticket no and line. Straight 4D/3D/2D lines are found through bet_lines_match_idx
 * (code and the digits it bets on), ibox, 5D and 6D lines through bet_lines_special_idx.
 */
export async function selectMapDetailLines(
  db: Db,
  q: {
    holder: ExposureHolder;
    draws: readonly MapDraw[];
    number: string;
    codes: readonly string[];
    reportType: MapQuery['reportType'];
    lineFilter: (column: RawBuilder<unknown>) => RawBuilder<boolean>;
    bettorViewer: boolean;
  },
): Promise<MapDetailDbRow[]> {
  if (q.draws.length === 0 || q.codes.length === 0) return [];
  const figure = raw(lineFigure(q.reportType, q.bettorViewer));
  const draws = ids(q.draws.map((d) => d.id));
  const codes = texts(q.codes);
  const { rows } = await sql<MapDetailDbRow>`
    WITH cand AS (
      SELECT id FROM bet_lines
      WHERE draw_id = ANY (${draws}) AND code = ANY (${codes}) AND kind <> 3 AND ${raw(MATCH_KEY_SQL)} = ${q.number}
      UNION ALL
      SELECT id FROM bet_lines
      WHERE draw_id = ANY (${draws}) AND (kind = 3 OR code IN ('5D', '6D')) AND code = ANY (${codes})
        AND number = ${q.number}
    )
    SELECT l.id::text AS line_id, l.draw_date, l.pool_id, l.ticket_id::text, t.ticket_no, l.number, l.kind, l.code,
      coalesce(s.down_user_id, s.user_id)::text AS agent_id, a.username AS agent, b.username AS bettor,
      p.name AS package, ${figure}::text AS cents
    FROM cand JOIN bet_lines l ON l.id = cand.id JOIN bet_shares s ON s.bet_line_id = l.id
      JOIN tickets t ON t.id = l.ticket_id
      JOIN users a ON a.id = coalesce(s.down_user_id, s.user_id) JOIN users b ON b.id = l.bettor_id
      LEFT JOIN packages p ON p.id = l.package_id
    WHERE ${countedShares(q.holder, q.lineFilter, q.bettorViewer)} AND ${figure} <> 0
    ORDER BY l.number, l.pool_id, t.ticket_no, l.id, s.user_id`.execute(db);
  return rows;
}

/** One cell of an account's position on one draw (run map): ibox lines apart. */
export interface RunCellDbRow {
  number: string;
  code: string;
  ibox: boolean;
  in_amount: string;
  eat: string;
  eat_net: string;
  own_stake: string;
  own_net: string;
}

/** The account's cells on the draw from the exposure aggregate (demo bettors left out). */
export async function selectRunCells(db: Db, userId: number, drawId: number): Promise<RunCellDbRow[]> {
  const { rows } = await sql<RunCellDbRow>`
    SELECT number, code, ibox, sum(in_amount)::text AS in_amount, sum(eat)::text AS eat,
      sum(eat_net)::text AS eat_net, sum(own_stake)::text AS own_stake, sum(own_net)::text AS own_net
    FROM exposure WHERE user_id = ${userId}::bigint AND draw_id = ${drawId}::bigint AND NOT demo
    GROUP BY number, code, ibox`.execute(db);
  return rows;
}

/** The account's limit usage rows on the draw (basis, key, used). */
export async function selectLimitUsage(db: Db, userId: number, drawId: number) {
  return db
    .selectFrom('limit_usage')
    .select(['basis', 'limit_key', 'used'])
    .where('user_id', '=', String(userId))
    .where('draw_id', '=', String(drawId))
    .execute();
}

/** The account's active red numbers with their own fight limit on the pool and date (cents). */
export async function selectRedLimits(
  db: Db,
  q: { userId: number; poolId: number; drawDate: string },
): Promise<Array<{ numbers: string[]; fight_limit: string }>> {
  const { rows } = await sql<{ numbers: string[]; fight_limit: string }>`
    SELECT numbers, fight_limit::text AS fight_limit FROM red_numbers
    WHERE owner_id = ${q.userId}::bigint AND status = 1 AND fight_limit IS NOT NULL
      AND ${q.poolId}::smallint = ANY (pools) AND date_from <= ${q.drawDate}::date AND date_to >= ${q.drawDate}::date`.execute(
    db,
  );
  return rows;
}

export interface CompanyLeftDbRow {
  number: string;
  code: string;
  unposted: string;
  posted: string;
  sold_out: string;
}

/**
 * What is left above the companies on one draw per number and code: unposted_amounts (what is
 * still to be posted, and what was) and the stake nobody took on their bettors' lines (requested -
 * stake, through bet_lines_sold_out_idx; demo bettors left out).
 */
export async function selectCompanyLeft(
  db: Db,
  q: { companyIds: readonly number[] | null; drawId: number; number: string | null },
): Promise<CompanyLeftDbRow[]> {
  const companies =
    q.companyIds === null
      ? sql`ARRAY(SELECT c.id FROM users c WHERE c.role_id = ${Role.Company})`
      : ids(q.companyIds);
  const number = raw(MAP_NUMBER('l'));
  const { rows } = await sql<CompanyLeftDbRow>`
    WITH posting AS (
      SELECT number, code, sum(amount - posted) AS unposted, sum(posted) AS posted, 0::bigint AS sold_out
      FROM unposted_amounts WHERE company_id = ANY (${companies}) AND draw_id = ${q.drawId}::bigint
        AND ${numberSearch(sql.ref('number'), q.number)}
      GROUP BY number, code
    ), sold AS (
      SELECT ${number} AS number, l.code, 0::bigint AS unposted, 0::bigint AS posted,
        sum(l.requested - l.stake) AS sold_out
      FROM bet_lines l JOIN tickets t ON t.id = l.ticket_id
      WHERE l.draw_id = ${q.drawId}::bigint AND l.stake < l.requested AND l.status <> 2
        AND t.company_id = ANY (${companies}) AND NOT ${demoBettorSql(sql.ref('l.bettor_id'))}
        AND ${numberSearch(number, q.number)}
      GROUP BY 1, 2
    )
    SELECT number, code, sum(unposted)::text AS unposted, sum(posted)::text AS posted, sum(sold_out)::text AS sold_out
    FROM (SELECT * FROM posting UNION ALL SELECT * FROM sold) x
    GROUP BY number, code
    HAVING sum(unposted) <> 0 OR sum(posted) <> 0 OR sum(sold_out) <> 0
    ORDER BY number, code`.execute(db);
  return rows;
}
