import type { InboxFilter } from '@drawdesk/shared-kernel/contract';
import { BUSINESS_TIME_ZONE } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import { scopeSql } from '../../../auth/scope';
import { accountNameStarts } from '../../../db/likePatterns';
import type { AuthContext } from '../../../auth/sessionUser';
import type { Db } from '../../../db/connection';
import type { Trx } from '../../../db/retry';
import { ticketStatus } from '../../../db/settledState';

// Reads and writes of the ticket inbox and SMS receipts (inbox/tickets.ts decides).

/**
 * Tickets of bettors in the caller's scope under the inbox filter, with bettor and ordering agent.
 * `search` (the table's box): the ticket number exactly (its unique index) or a bettor whose
 * username starts with it (the lower(username) index), never a scan of every ticket's text.
 */
function inboxTickets(db: Db | Trx, ctx: AuthContext, f: InboxFilter & { search?: string }) {
  let q = db
    .selectFrom('tickets as t')
    .innerJoin('users as b', 'b.id', 't.bettor_id')
    .innerJoin('users as a', 'a.id', 't.ordering_agent_id')
    .where(scopeSql(ctx, 'b'));
  const byOrder = f.dateType === 'order';
  if (f.fromDate)
    q = byOrder
      ? q.where(
          sql<boolean>`t.created_at >= (${f.fromDate}::date::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})`,
        )
      : q.where('t.last_draw_date', '>=', f.fromDate);
  if (f.toDate)
    q = byOrder
      ? q.where(
          sql<boolean>`t.created_at < ((${f.toDate}::date + 1)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})`,
        )
      : q.where('t.first_draw_date', '<=', f.toDate);
  if (f.status !== undefined) q = q.where(sql<boolean>`${ticketStatus('t')} = ${f.status}`);
  if (f.username?.trim()) q = q.where(sql<boolean>`lower(b.username) = ${f.username.trim().toLowerCase()}`);
  if (f.ticketNo?.trim()) q = q.where('t.ticket_no', '=', f.ticketNo.trim());
  if (f.source) q = q.where('t.source', '=', f.source);
  const search = f.search?.trim();
  if (search)
    q = q.where(
      sql<boolean>`(t.ticket_no = ${search} OR ${accountNameStarts(sql.ref('t.bettor_id'), search)})`,
    );
  if (f.bettorId !== undefined) q = q.where('t.bettor_id', '=', String(f.bettorId));
  if (f.poolId !== undefined)
    q = q.where(
      sql<boolean>`EXISTS (SELECT 1 FROM draws d WHERE d.id = ANY (t.draw_ids) AND d.pool_id = ${f.poolId})`,
    );
  return q;
}

/** Count, gross and net of the filtered tickets per status, by status. */
export async function selectInboxTotalsByStatus(
  db: Db | Trx,
  ctx: AuthContext,
  f: InboxFilter & { search?: string },
) {
  return inboxTickets(db, ctx, f)
    .select([
      ticketStatus('t').as('status'),
      sql<string>`count(*)`.as('n'),
      sql<string>`coalesce(sum(t.gross), 0)`.as('gross'),
      sql<string>`coalesce(sum(t.net), 0)`.as('net'),
    ])
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();
}

/** A page of the filtered tickets with their lines' dates and pools, newest first. */
export async function selectInboxPage(
  db: Db | Trx,
  ctx: AuthContext,
  f: InboxFilter & { search?: string },
  page: { startCount: number; pageSize: number },
) {
  return inboxTickets(db, ctx, f)
    .select([
      't.id',
      't.ticket_no',
      't.xid',
      't.bettor_id',
      'b.username as bettor',
      'a.username as agent',
      't.created_at',
      't.gross',
      't.net',
      ticketStatus('t').as('status'),
      't.is_late',
      't.source',
      't.bet_string',
      't.receipt_string',
      // From the ticket's draws (a few rows), not its lines.
      sql<
        string[] | null
      >`(SELECT array_agg(DISTINCT d.draw_date::text) FROM draws d WHERE d.id = ANY (t.draw_ids))`.as(
        'dates',
      ),
      sql<
        number[] | null
      >`(SELECT array_agg(DISTINCT d.pool_id) FROM draws d WHERE d.id = ANY (t.draw_ids))`.as('pools'),
      't.first_draw_date',
      't.last_draw_date',
      sql<string | null>`(SELECT aa.name FROM api_accounts aa WHERE aa.user_id = t.api_account_id)`.as(
        'api_account',
      ),
    ])
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .offset(page.startCount)
    .limit(page.pageSize)
    .execute();
}

/** A ticket by id or XID: bettor, company, XID, bet and receipt strings. */
export async function selectTicketBy(db: Db | Trx, by: { id: number } | { xid: string }) {
  let q = db
    .selectFrom('tickets')
    .select(['id', 'bettor_id', 'company_id', 'xid', 'bet_string', 'receipt_string']);
  q = 'id' in by ? q.where('id', '=', String(by.id)) : q.where('xid', '=', by.xid);
  return q.executeTakeFirst();
}

/** An account's settings (it must exist). */
export async function selectSettingsOf(trx: Trx, userId: number): Promise<unknown> {
  const row = await trx
    .selectFrom('users')
    .select('settings')
    .where('id', '=', String(userId))
    .executeTakeFirstOrThrow();
  return row.settings;
}

/** Queues an SMS receipt; its id. */
export async function insertSms(
  trx: Trx,
  sms: { ticketId: number; userId: number; phone: string; body: string; createdBy: number },
): Promise<number> {
  const row = await trx
    .insertInto('sms_outbox')
    .values({
      ticket_id: sms.ticketId,
      user_id: sms.userId,
      phone: sms.phone,
      body: sms.body,
      created_by: sms.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** SMS receipts queued per bettor in the caller's scope over the business dates, by username. */
export async function selectSmsCounts(db: Db, ctx: AuthContext, fromDate: string, toDate: string) {
  return db
    .selectFrom('sms_outbox as s')
    .innerJoin('users as b', 'b.id', 's.user_id')
    .where(scopeSql(ctx, 'b'))
    .where(sql<boolean>`s.created_at >= (${fromDate}::date::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})`)
    .where(sql<boolean>`s.created_at < ((${toDate}::date + 1)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})`)
    .select(['b.id', 'b.username', sql<string>`count(*)`.as('n')])
    .groupBy(['b.id', 'b.username'])
    .orderBy('b.username')
    .execute();
}

export async function setReceiptString(trx: Trx, ticketId: number, receiptString: string): Promise<void> {
  await trx
    .updateTable('tickets')
    .set({ receipt_string: receiptString })
    .where('id', '=', String(ticketId))
    .execute();
}
