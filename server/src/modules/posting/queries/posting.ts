import { BET_CODES } from '@drawdesk/shared-kernel/domain/betting';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/connection';
import type { Trx } from '../../../db/retry';

// Statements of the posting core (docs/posting-rules.md): the unposted amounts by draw and by number,
// DoPost's locked update, the distribution summary and the undistributed detail, the remote agents
// of the posting screens, the remote invoices and their lines, and the agents' eat details. Every
// read takes `company`: one company's rows, or null for every company (the super admin).

/** Codes sort in bet-code order (B, S, 4A, ...), numbers by length then digits. */
const CODE_ORDER = sql.raw(
  `array_position(ARRAY[${BET_CODES.map((c) => `'${c}'`).join(',')}]::text[], code)`,
);
const byCompany = (company: number | null, column = 'company_id'): RawBuilder<unknown> =>
  company === null ? sql`` : sql`AND ${sql.ref(column)} = ${company}`;
const inPools = (poolIds: readonly number[] | undefined, column = 'd.pool_id'): RawBuilder<unknown> =>
  poolIds && poolIds.length > 0 ? sql`AND ${sql.ref(column)} = ANY (${[...poolIds]}::int[])` : sql``;
const page = (p: { startCount: number; pageSize: number }) => sql`LIMIT ${p.pageSize} OFFSET ${p.startCount}`;

export interface Paging {
  startCount: number;
  pageSize: number;
}

/**
 * One page of a grouped statement in `order`, and its totals: the `totals` select list (a count and
 * sums) over every row of the statement, not only the page's.
 */
async function pageAndTotals<Row, Totals>(
  db: Db,
  rows: RawBuilder<unknown>,
  order: RawBuilder<unknown>,
  totals: RawBuilder<unknown>,
  p: Paging,
): Promise<{ rows: Row[]; totals: Totals }> {
  const paged = await sql<Row>`${rows} ORDER BY ${order} ${page(p)}`.execute(db);
  const sums = await sql<Totals>`SELECT ${totals} FROM (${rows}) s`.execute(db);
  return { rows: paged.rows, totals: sums.rows[0] as Totals };
}

/** A company (role 3) by id. */
export async function selectCompany(db: Db, companyId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'role_id'])
    .where('id', '=', String(companyId))
    .where('role_id', '=', 3)
    .executeTakeFirst();
}

/** The draw of a pool on a date with its pool's cutoff (null hour: the pool has no row, use its default). */
export async function selectPostingDraw(db: Db | Trx, drawDate: string, poolId: number) {
  return db
    .selectFrom('draws as d')
    .leftJoin('pool_cutoffs as c', 'c.pool_id', 'd.pool_id')
    .select(['d.id', 'd.pool_id', 'd.draw_date', 'd.result_status', 'c.hour', 'c.minute'])
    .where('d.draw_date', '=', drawDate)
    .where('d.pool_id', '=', poolId)
    .executeTakeFirst();
}

// ---- GetUnpostSummary ----

export interface UnpostSummaryFilter {
  company: number | null;
  fromDate: string;
  toDate: string;
  poolIds?: readonly number[];
}

export interface UnpostSummarySqlRow {
  draw_date: string;
  pool_id: number;
  unposted: string;
  posted: string;
  distributed: string;
  numbers: string;
}

const unpostSummaryRows = (f: UnpostSummaryFilter) => sql`
  SELECT d.draw_date, d.pool_id, sum(u.amount - u.posted) AS unposted, sum(u.posted) AS posted,
    sum(u.distributed) AS distributed, count(DISTINCT u.number) FILTER (WHERE u.amount > 0) AS numbers
  FROM unposted_amounts u JOIN draws d ON d.id = u.draw_id
  WHERE d.draw_date BETWEEN ${f.fromDate}::date AND ${f.toDate}::date ${byCompany(f.company, 'u.company_id')}
    ${inPools(f.poolIds)}
  GROUP BY d.draw_date, d.pool_id
  HAVING sum(u.amount) > 0`;

/** Per draw date and pool: unposted (amount - posted), posted, distributed and numbers; a page and the totals. */
export async function selectUnpostSummary(db: Db, f: UnpostSummaryFilter, p: Paging) {
  return pageAndTotals<
    UnpostSummarySqlRow,
    { count: string; unposted: string; posted: string; distributed: string; numbers: string }
  >(
    db,
    unpostSummaryRows(f),
    sql`d.draw_date, d.pool_id`,
    sql`count(*) AS count, coalesce(sum(unposted), 0) AS unposted, coalesce(sum(posted), 0) AS posted,
      coalesce(sum(distributed), 0) AS distributed, coalesce(sum(numbers), 0) AS numbers`,
    p,
  );
}

// ---- GetUnpostDetail ----

export interface UnpostDetailSqlRow {
  number: string;
  code: string;
  ibox: boolean;
  unposted: string;
  posted: string;
  distributed: string;
  carried: string;
}

const unpostDetailRows = (company: number | null, drawId: number, digits: string | undefined) => sql`
  SELECT number, code, ibox, sum(amount - posted) AS unposted, sum(posted) AS posted,
    sum(distributed) AS distributed, sum(carried) AS carried
  FROM unposted_amounts
  WHERE draw_id = ${drawId} ${byCompany(company)}
    ${digits ? sql`AND strpos(number, ${digits}) > 0` : sql``}
  GROUP BY number, code, ibox
  HAVING sum(amount) > 0 OR sum(carried) > 0`;

/** Per number and code of one draw: unposted, posted, distributed, carried; a page and the totals. */
export async function selectUnpostDetail(
  db: Db,
  company: number | null,
  drawId: number,
  digits: string | undefined,
  p: Paging,
) {
  return pageAndTotals<
    UnpostDetailSqlRow,
    { count: string; unposted: string; posted: string; distributed: string; carried: string }
  >(
    db,
    unpostDetailRows(company, drawId, digits),
    sql`length(number), number, ibox, ${CODE_ORDER}`,
    sql`count(*) AS count, coalesce(sum(unposted), 0) AS unposted, coalesce(sum(posted), 0) AS posted,
      coalesce(sum(distributed), 0) AS distributed, coalesce(sum(carried), 0) AS carried`,
    p,
  );
}

// ---- DoPost ----

export interface LockedUnposted {
  company_id: string;
  number: string;
  code: string;
  ibox: boolean;
  amount: string;
  posted: string;
}

/**
 * Locks the rows of a draw with something not yet posted (all, or the listed numbers, codes and
 * ibox), in the order the order pipeline takes unposted rows (by company, then number and code, byte
 * order, then straight before ibox):
 * a concurrent order adding to one of them waits for the post, or the post for it.
 */
export async function lockUnpostedToPost(
  trx: Trx,
  company: number | null,
  drawId: number,
  items: ReadonlyArray<{ number: string; code: string; ibox: boolean }> | undefined,
): Promise<LockedUnposted[]> {
  const picked =
    items === undefined
      ? sql``
      : sql`AND (number, code, ibox) IN (SELECT x.number, x.code, x.ibox
          FROM json_to_recordset(${JSON.stringify(items)}::json) AS x (number text, code text, ibox boolean))`;
  const { rows } = await sql<LockedUnposted>`
    SELECT company_id, number, code, ibox, amount, posted FROM unposted_amounts
    WHERE draw_id = ${drawId} ${byCompany(company)} AND amount > posted ${picked}
    ORDER BY company_id, number COLLATE "C", code COLLATE "C", ibox
    FOR UPDATE`.execute(trx);
  return rows;
}

/** Marks locked rows posted in full (posted = amount); the rows must be locked by lockUnpostedToPost. */
export async function markPosted(
  trx: Trx,
  drawId: number,
  rows: ReadonlyArray<{ company_id: string; number: string; code: string; ibox: boolean }>,
): Promise<void> {
  if (rows.length === 0) return;
  await sql`
    UPDATE unposted_amounts u SET posted = u.amount
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x (company_id bigint, number text, code text,
      ibox boolean)
    WHERE u.draw_id = ${drawId} AND u.company_id = x.company_id AND u.number = x.number AND u.code = x.code
      AND u.ibox = x.ibox`.execute(trx);
}

// ---- GetDistributionSummary ----

export interface DistributionSummarySqlRow {
  draw_id: string;
  draw_date: string;
  pool_id: number;
  hour: number | null;
  minute: number | null;
  posted: string;
  distributed: string;
  invoices: string;
  failed: string;
}

const distributionRows = (f: UnpostSummaryFilter) => sql`
  SELECT d.id AS draw_id, d.draw_date, d.pool_id, c.hour, c.minute,
    coalesce(u.posted, 0) AS posted, coalesce(u.distributed, 0) AS distributed,
    coalesce(i.invoices, 0) AS invoices, coalesce(i.failed, 0) AS failed
  FROM draws d
  LEFT JOIN pool_cutoffs c ON c.pool_id = d.pool_id
  LEFT JOIN (
    SELECT draw_id, sum(posted) AS posted, sum(distributed) AS distributed FROM unposted_amounts
    WHERE true ${byCompany(f.company)} GROUP BY draw_id
  ) u ON u.draw_id = d.id
  LEFT JOIN (
    SELECT draw_id, count(*) FILTER (WHERE status IN ('placed', 'voided', 'settled', 'paid')) AS invoices,
      count(*) FILTER (WHERE status IN ('failed', 'pending')) AS failed
    FROM remote_invoices WHERE true ${byCompany(f.company)} GROUP BY draw_id
  ) i ON i.draw_id = d.id
  WHERE d.draw_date BETWEEN ${f.fromDate}::date AND ${f.toDate}::date ${inPools(f.poolIds)}
    AND (coalesce(u.posted, 0) > 0 OR coalesce(i.invoices, 0) + coalesce(i.failed, 0) > 0)`;

/** Per draw date and pool with something posted or an invoice: posted, distributed, invoice counts. */
export async function selectDistributionSummary(db: Db, f: UnpostSummaryFilter, p: Paging) {
  return pageAndTotals<
    DistributionSummarySqlRow,
    { count: string; posted: string; distributed: string; invoices: string; failed: string }
  >(
    db,
    distributionRows(f),
    sql`d.draw_date, d.pool_id`,
    sql`count(*) AS count, coalesce(sum(posted), 0) AS posted, coalesce(sum(distributed), 0) AS distributed,
      coalesce(sum(invoices), 0) AS invoices, coalesce(sum(failed), 0) AS failed`,
    p,
  );
}

// ---- GetUndistributedDetail ----

const undistributedRows = (company: number | null, drawId: number) => sql`
  SELECT number, code, ibox, sum(posted) AS posted, sum(distributed) AS distributed
  FROM unposted_amounts WHERE draw_id = ${drawId} ${byCompany(company)}
  GROUP BY number, code, ibox HAVING sum(posted) > 0`;

/** Per number and code of a draw with something posted: posted and distributed; a page and the totals. */
export async function selectUndistributedDetail(db: Db, company: number | null, drawId: number, p: Paging) {
  return pageAndTotals<
    { number: string; code: string; ibox: boolean; posted: string; distributed: string },
    { count: string; posted: string; distributed: string }
  >(
    db,
    undistributedRows(company, drawId),
    sql`length(number), number, ibox, ${CODE_ORDER}`,
    sql`count(*) AS count, coalesce(sum(posted), 0) AS posted, coalesce(sum(distributed), 0) AS distributed`,
    p,
  );
}

// ---- GetRemoteAgents ----

/** The remote agents in scope by priority then id, with their package's name; a page and the count. */
export async function selectPostingAgents(db: Db, company: number | null, p: Paging) {
  const base = db
    .selectFrom('remote_bet_agents as a')
    .$if(company !== null, (q) => q.where('a.company_id', '=', String(company)));
  const rows = await base
    .leftJoin('packages as p', 'p.id', 'a.package_id')
    .select([
      'a.id',
      'a.company_id',
      'a.name',
      'a.priority',
      'a.post_enabled',
      'a.status',
      'a.package_id',
      'p.name as package_name',
    ])
    .orderBy('a.priority')
    .orderBy('a.id')
    .limit(p.pageSize)
    .offset(p.startCount)
    .execute();
  const count = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return { rows, totalCount: Number(count.count) };
}

/** A remote agent's company (for the scope check of a filter). */
export async function selectAgentCompanyOf(db: Db, agentId: number) {
  return db
    .selectFrom('remote_bet_agents')
    .select(['id', 'company_id'])
    .where('id', '=', String(agentId))
    .executeTakeFirst();
}

// ---- Remote invoices ----

export interface InvoiceFilter {
  company: number | null;
  fromDate: string;
  toDate: string;
  agentId?: number;
  /** Stored statuses to show ('failed' also matches 'pending'). */
  statuses?: readonly string[];
  poolIds?: readonly number[];
}

export interface InvoiceSqlRow {
  id: string;
  company_id: string;
  draw_id: string;
  agent_id: string;
  agent_name: string;
  draw_date: string;
  pool_id: number;
  remote_ticket_no: string | null;
  gross: string;
  net: string;
  payout: string | null;
  win_loss: string | null;
  status: string;
  manual: boolean;
  bet_string: string;
  receipt_string: string;
  remote_xid: string | null;
  error: string;
  created_at: Date;
  paid_at: Date | null;
  payment_id: string | null;
}

const INVOICE_COLUMNS = sql`i.id, i.company_id, i.draw_id, i.agent_id, a.name AS agent_name, d.draw_date, d.pool_id,
  i.remote_ticket_no, i.gross, i.net, i.payout, i.win_loss, i.status, i.manual, i.bet_string,
  i.receipt_string, i.remote_xid, i.error, i.created_at, i.paid_at, i.payment_id`;

const invoiceWhere = (f: InvoiceFilter) => sql`
  FROM remote_invoices i JOIN remote_bet_agents a ON a.id = i.agent_id JOIN draws d ON d.id = i.draw_id
  WHERE d.draw_date BETWEEN ${f.fromDate}::date AND ${f.toDate}::date ${byCompany(f.company, 'i.company_id')}
    ${f.agentId === undefined ? sql`` : sql`AND i.agent_id = ${f.agentId}`}
    ${f.statuses === undefined ? sql`` : sql`AND i.status = ANY (${[...f.statuses]}::text[])`}
    ${inPools(f.poolIds)}`;

/** Remote invoices of draws in the date range, newest draw first then by id; a page and the totals. */
export async function selectInvoices(db: Db, f: InvoiceFilter, p: Paging) {
  const rows = await sql<InvoiceSqlRow>`SELECT ${INVOICE_COLUMNS} ${invoiceWhere(f)}
    ORDER BY d.draw_date DESC, d.pool_id, i.id ${page(p)}`.execute(db);
  const totals = await sql<{ count: string; gross: string; net: string; payout: string; win_loss: string }>`
    SELECT count(*) AS count, coalesce(sum(i.gross), 0) AS gross, coalesce(sum(i.net), 0) AS net,
      coalesce(sum(i.payout), 0) AS payout, coalesce(sum(i.win_loss), 0) AS win_loss ${invoiceWhere(f)}`.execute(
    db,
  );
  return { rows: rows.rows, totals: totals.rows[0] as NonNullable<(typeof totals.rows)[number]> };
}

/** One remote invoice with its agent's name and its draw. */
export async function selectInvoice(db: Db, invoiceId: number): Promise<InvoiceSqlRow | undefined> {
  const { rows } = await sql<InvoiceSqlRow>`SELECT ${INVOICE_COLUMNS}
    FROM remote_invoices i JOIN remote_bet_agents a ON a.id = i.agent_id JOIN draws d ON d.id = i.draw_id
    WHERE i.id = ${invoiceId}`.execute(db);
  return rows[0];
}

/** An invoice's lines by number (length, digits) and code order. */
export async function selectLinesOfInvoice(db: Db, invoiceId: number) {
  const { rows } = await sql<{
    number: string;
    code: string;
    ibox: boolean;
    sent: string;
    accepted: string;
    net: string;
    payout: string | null;
  }>`SELECT number, code, ibox, sent, accepted, net, payout FROM remote_invoice_lines
    WHERE invoice_id = ${invoiceId}
    ORDER BY length(number), number, ibox, ${CODE_ORDER}`.execute(db);
  return rows;
}

/** A draw's result numbers (as the release stored them). */
export async function selectDrawResultNumbers(db: Db, drawId: number) {
  return db
    .selectFrom('result_numbers')
    .select(['game', 'rank', 'idx', 'number'])
    .where('draw_id', '=', String(drawId))
    .execute();
}

// ---- Report/GetPostingAgentEatDetails ----

export interface AgentEatFilter {
  company: number | null;
  drawDate: string;
  poolId?: number;
  agentId?: number;
}

const agentEatRows = (f: AgentEatFilter) => sql`
  SELECT i.agent_id, a.name AS agent_name, d.draw_date, d.pool_id, l.number, l.code, l.ibox,
    sum(l.sent) AS sent, sum(l.accepted) AS accepted
  FROM remote_invoice_lines l
  JOIN remote_invoices i ON i.id = l.invoice_id
  JOIN remote_bet_agents a ON a.id = i.agent_id
  JOIN draws d ON d.id = i.draw_id
  WHERE d.draw_date = ${f.drawDate}::date AND i.status IN ('placed', 'settled', 'paid')
    ${byCompany(f.company, 'i.company_id')}
    ${f.poolId === undefined ? sql`` : sql`AND d.pool_id = ${f.poolId}`}
    ${f.agentId === undefined ? sql`` : sql`AND i.agent_id = ${f.agentId}`}
  GROUP BY i.agent_id, a.name, a.priority, d.draw_date, d.pool_id, l.number, l.code, l.ibox`;

/** Per agent, pool, number and code of a draw date: what was sent and accepted; a page and the totals. */
export async function selectAgentEat(db: Db, f: AgentEatFilter, p: Paging) {
  return pageAndTotals<
    {
      agent_id: string;
      agent_name: string;
      draw_date: string;
      pool_id: number;
      number: string;
      code: string;
      ibox: boolean;
      sent: string;
      accepted: string;
    },
    { count: string; sent: string; accepted: string }
  >(
    db,
    agentEatRows(f),
    sql`a.priority, i.agent_id, d.pool_id, length(l.number), l.number, l.ibox,
      array_position(ARRAY[${sql.raw(BET_CODES.map((c) => `'${c}'`).join(','))}]::text[], l.code)`,
    sql`count(*) AS count, coalesce(sum(sent), 0) AS sent, coalesce(sum(accepted), 0) AS accepted`,
    p,
  );
}
