import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { isDemoAccountSql } from '../../../db/demoAccounts';
import type { Trx } from '../../../db/retry';
import { ticketStatus } from '../../../db/settledState';
import { upsertExposureCodes, upsertExposureNumbers } from './exposureSums';

// Reads and writes of voiding a ticket (voidTickets.ts holds the rules and the transaction).

/** An account's role and settings (it must exist). */
export async function selectRoleAndSettings(db: Db | Trx, userId: number) {
  return db
    .selectFrom('users')
    .select(['role_id', 'settings'])
    .where('id', '=', String(userId))
    .executeTakeFirstOrThrow();
}

/** The draws (with their pools) of a ticket's lines, as the order wrote them on the ticket. */
export async function selectTicketDraws(db: Db | Trx, ticketId: number) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('draws as d', (join) => join.on(sql<boolean>`d.id = ANY (t.draw_ids)`))
    .select(['d.id as draw_id', 'd.pool_id'])
    .where('t.id', '=', String(ticketId))
    .execute();
}

/**
 * Tickets with their bettor's path, status (as the inbox shows it) and lateness; locked FOR UPDATE
 * (the tickets rows) when `lock`.
 */
export async function selectTicketHeads(db: Db | Trx, ids: readonly number[], lock: boolean) {
  let query = db
    .selectFrom('tickets as t')
    .innerJoin('users as u', 'u.id', 't.bettor_id')
    .select(['t.id', 't.ticket_no', 't.bettor_id', 'u.path', ticketStatus('t').as('status'), 't.is_late'])
    .where(
      't.id',
      'in',
      ids.map((id) => String(id)),
    );
  if (lock) query = query.forUpdate('t');
  return query.execute();
}

/** Cancels a placed ticket (status 0 to 2) by `actorId`; its net and company, undefined when it was not placed. */
export async function cancelActiveTicket(trx: Trx, ticketId: number, actorId: number) {
  return trx
    .updateTable('tickets')
    .set({ status: 2, cancelled_at: sql<Date>`now()`, cancelled_by: String(actorId) })
    .where('id', '=', String(ticketId))
    .where('status', '=', 0)
    .returning(['net', 'company_id'])
    .executeTakeFirst();
}

export async function cancelTicketLines(trx: Trx, ticketId: number): Promise<void> {
  await trx.updateTable('bet_lines').set({ status: 2 }).where('ticket_id', '=', String(ticketId)).execute();
}

/** Every share of a ticket's lines with the line's number, code, kind and limit key. */
export async function selectTicketShares(trx: Trx, ticketId: number) {
  return trx
    .selectFrom('bet_shares as s')
    .innerJoin('bet_lines as l', 'l.id', 's.bet_line_id')
    .select([
      's.user_id',
      's.draw_id',
      's.eat',
      's.usage_keys',
      's.depth',
      's.out_amount',
      'l.number',
      'l.code',
      'l.kind',
      'l.limit_key',
    ])
    .where('l.ticket_id', '=', String(ticketId))
    .execute();
}

/**
 * Takes `amount` (x) off a company's unposted amount of a draw, number and code (docs/posting-rules.md
 * "Void"): first from what is not posted, then from what is posted and not distributed, never from
 * what was distributed (placed at a remote agent): amount' = max(amount - x, distributed),
 * posted' = min(posted, amount'), and what could not be taken back is carried by the company:
 * carried += x - (amount - amount'). Every right-hand side reads the row before the update.
 */
export async function reduceUnposted(
  trx: Trx,
  companyId: number,
  r: { drawId: number; number: string; code: string; ibox: boolean; amount: number },
): Promise<void> {
  const left = sql<string>`GREATEST(amount - ${r.amount}, distributed)`;
  await trx
    .updateTable('unposted_amounts')
    .set({
      amount: left,
      posted: sql`LEAST(posted, ${left})`,
      carried: sql`carried + ${r.amount} - (amount - ${left})`,
    })
    .where('company_id', '=', String(companyId))
    .where('draw_id', '=', String(r.drawId))
    .where('number', '=', r.number)
    .where('code', '=', r.code)
    .where('ibox', '=', r.ibox)
    .execute();
}

/** Takes `net` off a bettor's outstanding; its figures after. */
export async function reduceOutstanding(trx: Trx, userId: number, net: number) {
  return trx
    .updateTable('users')
    .set({ outstanding: sql`outstanding - ${net}` })
    .where('id', '=', String(userId))
    .returning(['credit_limit', 'outstanding', 'balance', 'company_id'])
    .executeTakeFirstOrThrow();
}

export interface VoidCreditLog {
  companyId: string | null;
  userId: number;
  actorId: number;
  amount: number;
  preBalance: number;
  postBalance: number;
}

export async function insertVoidCreditLog(trx: Trx, log: VoidCreditLog): Promise<void> {
  await trx
    .insertInto('credit_log')
    .values({
      company_id: log.companyId,
      user_id: String(log.userId),
      actor_id: String(log.actorId),
      reason: 'void',
      amount: log.amount,
      pre_balance: log.preBalance,
      post_balance: log.postBalance,
    })
    .execute();
}

/**
 * Takes a voided ticket's lines off the exposure aggregate (migration 0021), as the order write
 * added them: rows in key order, after every other row the void locks (the order write also takes
 * them last). The demo flag is the bettor's now (an account is made a demo one before it bets).
 */
export async function subtractExposure(trx: Trx, ticketId: number): Promise<void> {
  const demo = isDemoAccountSql(sql`t.bettor_id`);
  const lines = sql`FROM tickets t JOIN bet_lines l ON l.ticket_id = t.id JOIN bet_shares s ON s.bet_line_id = l.id
    WHERE t.id = ${ticketId} AND (s.depth > 0 OR t.source = 'run')`;
  await sql`
    INSERT INTO exposure AS e (user_id, draw_id, number, code, ibox, demo, sale_gross, sale_net, in_amount, eat,
      eat_net, own_stake, own_net)
    SELECT s.user_id, s.draw_id, CASE WHEN l.kind = 3 THEN l.number ELSE l.limit_key END, l.code, l.kind = 3,
      ${demo},
      -sum(CASE WHEN s.depth > 0 THEN l.stake ELSE 0 END),
      -sum(CASE WHEN s.depth > 0 THEN (2 * s.down_rate::bigint * s.in_amount + 10000) / 20000 ELSE 0 END),
      -sum(s.in_amount), -sum(s.eat),
      -sum(CASE WHEN s.depth > 0 THEN (2 * s.down_rate::bigint * s.eat + 10000) / 20000 ELSE 0 END),
      -sum(CASE WHEN s.depth = 0 THEN l.stake ELSE 0 END), -sum(CASE WHEN s.depth = 0 THEN l.net ELSE 0 END)
    ${lines}
    GROUP BY 1, 2, 3, 4, 5, 6
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (user_id, draw_id, number, code, ibox, demo) DO UPDATE SET
      sale_gross = e.sale_gross + excluded.sale_gross, sale_net = e.sale_net + excluded.sale_net,
      in_amount = e.in_amount + excluded.in_amount, eat = e.eat + excluded.eat, eat_net = e.eat_net + excluded.eat_net,
      own_stake = e.own_stake + excluded.own_stake, own_net = e.own_net + excluded.own_net`.execute(trx);
  // The map's per-number sums (migration 0024), after the exposure rows and in key order; then its
  // per-code sums (migration 0027) on this connection's stripe.
  await upsertExposureNumbers('-', demo, lines).execute(trx);
  await upsertExposureCodes('-', demo, lines).execute(trx);
}
