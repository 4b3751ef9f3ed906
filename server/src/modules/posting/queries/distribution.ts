import { Role } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import { isDemoAccountSql } from '../../../db/demoAccounts';
import type { Db } from '../../../db/connection';
import type { Trx } from '../../../db/retry';

// Statements of the distribution (docs/posting-rules.md "Distribution"): what is posted and not
// distributed, the enabled remote agents and their package terms, the remote invoices written
// before and after each remote call, their payout after the release, and PayPosting.

/** A draw of a pool and date, with its release status. */
export async function selectDrawOf(db: Db | Trx, drawDate: string, poolId: number) {
  return db
    .selectFrom('draws')
    .select(['id', 'draw_date', 'pool_id', 'release_status', 'result_status'])
    .where('draw_date', '=', drawDate)
    .where('pool_id', '=', poolId)
    .executeTakeFirst();
}

/** A company's (any role check is the caller's) id and role. */
export async function selectCompanyRole(db: Db, companyId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'role_id'])
    .where('id', '=', String(companyId))
    .executeTakeFirst();
}

/**
 * Companies of a draw with something posted and not distributed (while the draw has no result), or
 * with a pending invoice; by id.
 */
export async function selectCompaniesToDistribute(
  db: Db,
  drawId: number,
  companyId: number | null,
): Promise<number[]> {
  const { rows } = await sql<{ company_id: string }>`
    SELECT company_id FROM unposted_amounts
    WHERE draw_id = ${drawId} AND posted > distributed
      AND EXISTS (SELECT 1 FROM draws d WHERE d.id = ${drawId} AND d.result_status = 'none')
      ${companyId === null ? sql`` : sql`AND company_id = ${companyId}`}
    UNION
    SELECT company_id FROM remote_invoices
    WHERE draw_id = ${drawId} AND status = 'pending'
      ${companyId === null ? sql`` : sql`AND company_id = ${companyId}`}
    ORDER BY 1`.execute(db);
  return rows.map((r) => Number(r.company_id));
}

export interface UndistributedRow {
  number: string;
  code: string;
  /** An ibox line (number: the sorted digits): sent as ibox. */
  ibox: boolean;
  /** posted - distributed, cents. */
  left: number;
}

/** What a company has posted and not distributed on a draw, per number and code, by number and code. */
export async function selectUndistributed(db: Db | Trx, companyId: number, drawId: number) {
  const rows = await db
    .selectFrom('unposted_amounts')
    .select(['number', 'code', 'ibox', sql<string>`posted - distributed`.as('left')])
    .where('company_id', '=', String(companyId))
    .where('draw_id', '=', String(drawId))
    .where(sql<boolean>`posted > distributed`)
    .orderBy('number')
    .orderBy('code')
    .orderBy('ibox')
    .execute();
  return rows.map((r): UndistributedRow => ({
    number: r.number,
    code: r.code,
    ibox: r.ibox,
    left: Number(r.left),
  }));
}

/** Cents posted and not distributed on a draw, over one company or every company. */
export async function sumUndistributed(db: Db, companyId: number | null, drawId: number): Promise<number> {
  const row = await db
    .selectFrom('unposted_amounts')
    .select(sql<string>`coalesce(sum(posted - distributed), 0)`.as('left'))
    .where('draw_id', '=', String(drawId))
    .$if(companyId !== null, (q) => q.where('company_id', '=', String(companyId)))
    .executeTakeFirstOrThrow();
  return Number(row.left);
}

export interface DistributionAgent {
  id: string;
  company_id: string;
  name: string;
  url: string;
  opcode: string;
  secret: string;
  priority: number;
  post_enabled: boolean;
  status: number;
  package_id: string | null;
}

const agentColumns = [
  'id',
  'company_id',
  'name',
  'url',
  'opcode',
  'secret',
  'priority',
  'post_enabled',
  'status',
  'package_id',
] as const;

/** A company's remote agents that distribution uses (post enabled, active), by priority then id. */
export async function selectEnabledAgents(db: Db, companyId: number): Promise<DistributionAgent[]> {
  return db
    .selectFrom('remote_bet_agents')
    .select(agentColumns)
    .where('company_id', '=', String(companyId))
    .where('post_enabled', '=', true)
    .where('status', '=', 1)
    .orderBy('priority')
    .orderBy('id')
    .execute();
}

export async function selectAgent(db: Db, agentId: number): Promise<DistributionAgent | undefined> {
  return db
    .selectFrom('remote_bet_agents')
    .select(agentColumns)
    .where('id', '=', String(agentId))
    .executeTakeFirst();
}

/** A package's bet rate (per 10,000) and payout table (cents per 1.00) per code. */
export async function selectPackageTerms(db: Db | Trx, packageId: string) {
  const rows = await db
    .selectFrom('package_rates')
    .select(['code', 'bet_rate', 'payouts'])
    .where('package_id', '=', packageId)
    .execute();
  return new Map(rows.map((r) => [r.code, { betRate: r.bet_rate, payouts: r.payouts.map(Number) }]));
}

export interface PendingInvoice {
  id: string;
  agent_id: string;
  order_key: string;
  bet_string: string;
}

/** A company's invoices of a draw still pending (written before a remote call that was not answered). */
export async function selectPendingInvoices(
  db: Db,
  companyId: number,
  drawId: number,
): Promise<PendingInvoice[]> {
  return db
    .selectFrom('remote_invoices')
    .select(['id', 'agent_id', 'order_key', 'bet_string'])
    .where('company_id', '=', String(companyId))
    .where('draw_id', '=', String(drawId))
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
}

export async function selectInvoiceLines(db: Db | Trx, invoiceId: string) {
  const rows = await db
    .selectFrom('remote_invoice_lines')
    .select(['number', 'code', 'ibox', 'sent'])
    .where('invoice_id', '=', invoiceId)
    .orderBy('number')
    .orderBy('code')
    .orderBy('ibox')
    .execute();
  return rows.map((r) => ({ number: r.number, code: r.code, ibox: r.ibox, sent: Number(r.sent) }));
}

/** The next batch number of a company's invoices on a draw (1 for the first). */
async function nextBatch(trx: Trx, companyId: number, drawId: number): Promise<number> {
  // One writer of a company's draw at a time already (the distribution lease); the lock makes the
  // numbering safe on its own.
  await sql`SELECT pg_advisory_xact_lock(23, ${companyId}::int # ${drawId}::int)`.execute(trx);
  const row = await trx
    .selectFrom('remote_invoices')
    .select(sql<number>`coalesce(max(batch), 0) + 1`.as('next'))
    .where('company_id', '=', String(companyId))
    .where('draw_id', '=', String(drawId))
    .executeTakeFirstOrThrow();
  return Number(row.next);
}

export interface NewInvoice {
  companyId: number;
  agentId: number;
  drawId: number;
  poolId: number;
  manual: boolean;
  betString: string;
  actorId: number | null;
  lines: ReadonlyArray<{ number: string; code: string; ibox: boolean; sent: number }>;
}

/**
 * Writes an invoice 'pending' with its lines (sent) and its order key, derived from company, agent,
 * draw, pool and batch: `post-<company>-<agent>-<draw>-<pool>-<batch>`. Its id and order key.
 */
export async function insertPendingInvoice(
  trx: Trx,
  inv: NewInvoice,
): Promise<{ id: string; orderKey: string }> {
  const batch = await nextBatch(trx, inv.companyId, inv.drawId);
  const orderKey = `post-${inv.companyId}-${inv.agentId}-${inv.drawId}-${inv.poolId}-${batch}`;
  const row = await trx
    .insertInto('remote_invoices')
    .values({
      company_id: inv.companyId,
      agent_id: inv.agentId,
      draw_id: inv.drawId,
      batch,
      order_key: orderKey,
      manual: inv.manual,
      bet_string: inv.betString,
      status: 'pending',
      created_by: inv.actorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('remote_invoice_lines')
    .values(
      inv.lines.map((l) => ({
        invoice_id: row.id,
        number: l.number,
        code: l.code,
        ibox: l.ibox,
        sent: l.sent,
        accepted: 0,
        net: 0,
      })),
    )
    .execute();
  return { id: String(row.id), orderKey };
}

/** A pending invoice the remote refused (or could not be reached for): 'failed' with the reason. */
export async function markInvoiceFailed(db: Db, invoiceId: string, error: string): Promise<void> {
  await db
    .updateTable('remote_invoices')
    .set({ status: 'failed', error: error.slice(0, 2000), updated_at: sql<Date>`now()` })
    .where('id', '=', invoiceId)
    .where('status', '=', 'pending')
    .execute();
}

/** Keeps an unanswered invoice pending, noting why (retried with the same order key). */
export async function notePendingError(db: Db, invoiceId: string, error: string): Promise<void> {
  await db
    .updateTable('remote_invoices')
    .set({ error: error.slice(0, 2000), updated_at: sql<Date>`now()` })
    .where('id', '=', invoiceId)
    .where('status', '=', 'pending')
    .execute();
}

export interface Placement {
  invoiceId: string;
  companyId: number;
  drawId: number;
  ticketNo: string;
  xid: string;
  receiptString: string;
  lines: ReadonlyArray<{ number: string; code: string; ibox: boolean; accepted: number; net: number }>;
}

/**
 * The remote's reply to a pending invoice, in the caller's transaction: the invoice placed with its
 * remote ticket, gross and net; its lines' accepted and net; and the company's distributed amounts
 * raised by what was accepted. What a void took back while the call was out (accepted above
 * posted - distributed) is carried by the company. False when the invoice was no longer pending.
 */
export async function recordPlacement(trx: Trx, p: Placement): Promise<boolean> {
  const gross = p.lines.reduce((s, l) => s + l.accepted, 0);
  const net = p.lines.reduce((s, l) => s + l.net, 0);
  const updated = await trx
    .updateTable('remote_invoices')
    .set({
      status: 'placed',
      remote_ticket_no: p.ticketNo,
      remote_xid: p.xid,
      receipt_string: p.receiptString,
      gross,
      net,
      error: '',
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', p.invoiceId)
    .where('status', 'in', ['pending', 'failed'])
    .returning('id')
    .executeTakeFirst();
  if (!updated) return false;
  if (p.lines.length === 0) return true;
  const numbers = p.lines.map((l) => l.number);
  const codes = p.lines.map((l) => l.code);
  const iboxes = p.lines.map((l) => l.ibox);
  const accepted = p.lines.map((l) => l.accepted);
  const nets = p.lines.map((l) => l.net);
  await sql`
    UPDATE remote_invoice_lines il SET accepted = x.accepted, net = x.net
    FROM unnest(${numbers}::text[], ${codes}::text[], ${iboxes}::boolean[], ${accepted}::bigint[],
      ${nets}::bigint[]) AS x (number, code, ibox, accepted, net)
    WHERE il.invoice_id = ${p.invoiceId} AND il.number = x.number AND il.code = x.code
      AND il.ibox = x.ibox`.execute(trx);
  await sql`
    UPDATE unposted_amounts u
    SET distributed = u.distributed + least(x.accepted, u.posted - u.distributed),
        carried = u.carried + x.accepted - least(x.accepted, u.posted - u.distributed)
    FROM unnest(${numbers}::text[], ${codes}::text[], ${iboxes}::boolean[], ${accepted}::bigint[])
      AS x (number, code, ibox, accepted)
    WHERE u.company_id = ${p.companyId} AND u.draw_id = ${p.drawId} AND u.number = x.number
      AND u.code = x.code AND u.ibox = x.ibox AND x.accepted > 0`.execute(trx);
  return true;
}

// ---- Payout after the release ----

export interface InvoiceLineToSettle {
  invoice_id: string;
  number: string;
  code: string;
  ibox: boolean;
  accepted: string;
  net: string;
  package_id: string | null;
}

/** The lines of a draw's invoices that the release settles (placed or settled; paid ones keep theirs). */
export async function selectLinesToSettle(trx: Trx, drawId: number): Promise<InvoiceLineToSettle[]> {
  return trx
    .selectFrom('remote_invoices as i')
    .innerJoin('remote_invoice_lines as l', 'l.invoice_id', 'i.id')
    .innerJoin('remote_bet_agents as a', 'a.id', 'i.agent_id')
    .select(['l.invoice_id', 'l.number', 'l.code', 'l.ibox', 'l.accepted', 'l.net', 'a.package_id'])
    .where('i.draw_id', '=', String(drawId))
    .where('i.status', 'in', ['placed', 'settled'])
    .orderBy('l.invoice_id')
    .execute();
}

/** The result numbers of a draw. */
export async function selectResultNumbers(trx: Trx, drawId: number) {
  return trx
    .selectFrom('result_numbers')
    .select(['game', 'rank', 'idx', 'number'])
    .where('draw_id', '=', String(drawId))
    .execute();
}

/** Writes each line's payout, then each invoice's payout and win_loss (payout - net), status settled. */
export async function writeInvoicePayouts(
  trx: Trx,
  drawId: number,
  lines: ReadonlyArray<{ invoiceId: string; number: string; code: string; ibox: boolean; payout: number }>,
): Promise<number> {
  if (lines.length > 0) {
    await sql`
      UPDATE remote_invoice_lines il SET payout = x.payout
      FROM unnest(${lines.map((l) => l.invoiceId)}::bigint[], ${lines.map((l) => l.number)}::text[],
                  ${lines.map((l) => l.code)}::text[], ${lines.map((l) => l.ibox)}::boolean[],
                  ${lines.map((l) => l.payout)}::bigint[])
        AS x (invoice_id, number, code, ibox, payout)
      WHERE il.invoice_id = x.invoice_id AND il.number = x.number AND il.code = x.code AND il.ibox = x.ibox
        AND il.payout IS DISTINCT FROM x.payout`.execute(trx);
  }
  const { rows } = await sql<{ id: string }>`
    UPDATE remote_invoices i SET payout = s.payout, win_loss = s.payout - i.net, status = 'settled',
      updated_at = now()
    FROM (SELECT invoice_id, coalesce(sum(payout), 0)::bigint AS payout FROM remote_invoice_lines
          GROUP BY invoice_id) s
    WHERE s.invoice_id = i.id AND i.draw_id = ${drawId} AND i.status IN ('placed', 'settled')
    RETURNING i.id`.execute(trx);
  return rows.length;
}

// ---- PayPosting ----

/** An invoice locked for its payment. */
export async function lockInvoice(trx: Trx, invoiceId: number) {
  return trx
    .selectFrom('remote_invoices')
    .select(['id', 'company_id', 'agent_id', 'draw_id', 'status', 'win_loss', 'payout', 'net', 'payment_id'])
    .where('id', '=', String(invoiceId))
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The payment of a settled invoice: an audit row 'remoteInvoice.pay' holding what was settled with
 * the agent (its id is the payment id), and the invoice marked paid.
 */
export async function insertInvoicePayment(
  trx: Trx,
  p: { invoiceId: string; companyId: string; agentId: string; actorId: number; winLoss: string },
): Promise<number> {
  const row = await trx
    .insertInto('audit_log')
    .values({
      actor_id: p.actorId,
      company_id: p.companyId,
      action: 'remoteInvoice.pay',
      entity: 'remote_invoice',
      entity_id: p.invoiceId,
      before: JSON.stringify({ status: 'settled' }),
      after: JSON.stringify({ status: 'paid', agentId: Number(p.agentId), winLoss: Number(p.winLoss) }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const paymentId = Number(row.id);
  await trx
    .updateTable('remote_invoices')
    .set({
      status: 'paid',
      paid_at: sql<Date>`now()`,
      paid_by: p.actorId,
      payment_id: paymentId,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', p.invoiceId)
    .execute();
  return paymentId;
}

/** Companies and draws (not released) with an invoice still pending, for the job's retries. */
export async function selectPendingDraws(db: Db) {
  const { rows } = await sql<{ company_id: string; draw_id: string; draw_date: string; pool_id: number }>`
    SELECT DISTINCT i.company_id, i.draw_id, to_char(d.draw_date, 'YYYY-MM-DD') AS draw_date, d.pool_id
    FROM remote_invoices i JOIN draws d ON d.id = i.draw_id
    WHERE i.status = 'pending' AND d.release_status <> 'released'
    ORDER BY 2, 1`.execute(db);
  return rows.map((r) => ({
    companyId: Number(r.company_id),
    drawId: Number(r.draw_id),
    drawDate: r.draw_date,
    poolId: r.pool_id,
  }));
}

// ---- The company's win/loss with distributed amounts passed up ----

/** a x rate (per 10,000), half up; the settlement's rounding. */
const mulRate = (rate: string, amount: string) => `((2 * (${rate})::bigint * (${amount}) + 10000) / 20000)`;
/** W x amount / n (W cents per 1.00), half up; the settlement's rounding. */
const mulW = (w: string, amount: string, n: string) =>
  `((2 * (${w}) * (${amount}) + 100 * (${n})) / (200 * (${n})))`;
/** The downline's payout table summed over the line's matched ranks (0 when it won nothing). */
const W_DOWN = `(SELECT coalesce(sum(s.down_payouts[
  CASE WHEN l.code = 'B' THEN CASE WHEN r <= 3 THEN r WHEN r = 7 THEN 4 ELSE 5 END
       WHEN l.code IN ('S', '5D', '6D') THEN r ELSE 1 END]), 0)::bigint
  FROM unnest(coalesce(l.matched_ranks, '{}'::smallint[])) AS r)`;

/**
 * The companies that left amounts of the draw above themselves (unposted_amounts): the ones whose
 * rollup rows the release adjusts. Most draws have none (no company posts): one indexed look.
 */
export async function companiesPassingUp(trx: Trx, drawId: number): Promise<string[]> {
  const { rows } = await sql<{ company_id: string }>`
    SELECT DISTINCT company_id FROM unposted_amounts WHERE draw_id = ${drawId} AND amount > 0`.execute(trx);
  return rows.map((r) => r.company_id);
}

/**
 * The companies' rows of the draw's report_rollups (viewer = a company, as the preparation wrote
 * them; adjusted in place, so the release rewrites them from the preparation first): what a
 * company left above itself (its share rows' out, the unposted amounts) counts as passed up only
 * as far as it was distributed, and the rest as its own eat (DOMAIN 13;
 * docs/posting-rules.md "Win/loss"). Per number and code, the distributed amount the invoices
 * accepted is shared among the company's share rows of that number and code in proportion to their
 * out (largest remainder, to the cent), and each row's share of the invoices' net and payout in
 * proportion to that (half up). Per rollup row: out = the distributed share, uplineNet = its net,
 * uplinePayout = its payout; eat, ownNet (r_D x eat) and ownPayout (W(p_D) x eat) take in what stayed;
 * ownWinLoss = -(winLoss + uplineWinLoss), so the three sections still sum to zero.
 */
export async function passUpDistributedInRollups(trx: Trx, drawId: number): Promise<void> {
  const companies = await companiesPassingUp(trx, drawId);
  if (companies.length === 0) return;
  const r = (s: string) => sql.raw(s);
  await sql`
    WITH sh AS (
      SELECT s.user_id AS company_id, s.down_user_id, s.bet_line_id, ${isDemoAccountSql(sql`l.bettor_id`)} AS demo,
        l.limit_key AS number, l.kind = 3 AS ibox, l.code, s.eat, s.out_amount AS out,
        coalesce(s.down_rate, 0) AS down_rate, ${r(W_DOWN)} AS wd, l.ibox_divisor AS n
      FROM bet_shares s
      JOIN bet_lines l ON l.id = s.bet_line_id AND l.status <> 2
      JOIN users u ON u.id = s.user_id AND u.role_id = ${Role.Company}
      WHERE s.draw_id = ${drawId} AND s.user_id = ANY (${companies}::bigint[]) AND s.depth >= 1
        AND s.down_user_id IS NOT NULL AND s.out_amount > 0
    ), inv AS (
      SELECT i.company_id, il.number, il.code, il.ibox, sum(il.accepted)::bigint AS accepted,
        sum(il.net)::bigint AS net,
        coalesce(sum(il.payout), 0)::bigint AS payout
      FROM remote_invoices i JOIN remote_invoice_lines il ON il.invoice_id = i.id
      WHERE i.draw_id = ${drawId} AND i.status IN ('placed', 'settled', 'paid') AND il.accepted > 0
      GROUP BY i.company_id, il.number, il.code, il.ibox
    ), keyed AS (
      SELECT sh.*, (sum(sh.out) OVER k)::bigint AS total_out, coalesce(inv.accepted, 0) AS accepted,
        coalesce(inv.net, 0) AS inv_net, coalesce(inv.payout, 0) AS inv_payout,
        least(coalesce(inv.accepted, 0), (sum(sh.out) OVER k)::bigint) AS dist
      FROM sh LEFT JOIN inv ON inv.company_id = sh.company_id AND inv.number = sh.number AND inv.code = sh.code
        AND inv.ibox = sh.ibox
      WINDOW k AS (PARTITION BY sh.company_id, sh.number, sh.code, sh.ibox)
    ), split AS (
      SELECT keyed.*, (out * dist) / total_out AS base, (out * dist) % total_out AS rem,
        dist - (sum((out * dist) / total_out) OVER k)::bigint AS extra,
        row_number() OVER (PARTITION BY company_id, number, code, ibox
          ORDER BY (out * dist) % total_out DESC, bet_line_id) AS rk
      FROM keyed
      WINDOW k AS (PARTITION BY company_id, number, code, ibox)
    ), rows AS (
      SELECT company_id, down_user_id, demo, eat, out, down_rate, wd, n, accepted, inv_net, inv_payout,
        base + CASE WHEN rk <= extra THEN 1 ELSE 0 END AS up
      FROM split
    ), per_row AS (
      SELECT company_id, down_user_id, demo, out - up AS kept, up,
        CASE WHEN accepted = 0 THEN 0 ELSE (2 * inv_net * up + accepted) / (2 * accepted) END AS up_net,
        CASE WHEN accepted = 0 THEN 0 ELSE (2 * inv_payout * up + accepted) / (2 * accepted) END AS up_payout,
        ${r(mulRate('down_rate', 'eat + out - up'))} - ${r(mulRate('down_rate', 'eat'))} AS d_own_net,
        ${r(mulW('wd', 'eat + out - up', 'n'))} - ${r(mulW('wd', 'eat', 'n'))} AS d_own_payout
      FROM rows
    ), x AS (
      SELECT company_id, down_user_id, demo, sum(kept) AS kept, sum(up) AS up, sum(up_net) AS up_net,
        sum(up_payout) AS up_payout, sum(d_own_net) AS d_own_net, sum(d_own_payout) AS d_own_payout
      FROM per_row GROUP BY company_id, down_user_id, demo
    )
    UPDATE report_rollups ro SET
      eat = ro.eat + x.kept, own_net = ro.own_net + x.d_own_net, own_payout = ro.own_payout + x.d_own_payout,
      out_amount = ro.out_amount - x.kept, upline_net = x.up_net, upline_payout = x.up_payout, own_win_loss = -ro.win_loss - (x.up_net - x.up_payout),
      upline_win_loss = x.up_net - x.up_payout
    FROM x
    WHERE ro.draw_id = ${drawId} AND ro.viewer_id = x.company_id AND ro.down_id = x.down_user_id
      AND ro.demo = x.demo`.execute(trx);
}
