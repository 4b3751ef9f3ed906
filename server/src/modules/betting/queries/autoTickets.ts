import { sql, type RawBuilder } from 'kysely';
import { scopeSql } from '../../../auth/scope';
import type { AuthContext } from '../../../auth/sessionUser';
import type { Db } from '../../../db/connection';
import { containsPattern, startsWithPattern } from '../../../db/likePatterns';
import type { Trx } from '../../../db/retry';
import type { UserRow } from '../../../db/schema';

// Reads and writes of auto tickets and their runs (inbox/autoTickets.ts decides).

/** Auto tickets with their bettor's username and run count. */
function autoTicketsWithRuns(db: Db | Trx) {
  return db
    .selectFrom('auto_tickets as x')
    .innerJoin('users as b', 'b.id', 'x.bettor_id')
    .select([
      'x.id',
      'x.bettor_id',
      'b.username as bettor',
      'x.bet_string',
      'x.pools',
      'x.remaining',
      'x.end_date',
      'x.status',
      'x.last_error',
      'x.created_at',
      sql<string>`(SELECT count(*) FROM auto_ticket_runs r WHERE r.auto_ticket_id = x.id)`.as('runs'),
    ]);
}

/** One auto ticket with its bettor's username and run count (it must exist). */
export async function selectAutoTicket(db: Db | Trx, id: string) {
  return autoTicketsWithRuns(db).where('x.id', '=', id).executeTakeFirstOrThrow();
}

/** An account's settings (it must exist). */
export async function selectSettingsOf(db: Db, userId: number): Promise<unknown> {
  const row = await db
    .selectFrom('users')
    .select('settings')
    .where('id', '=', String(userId))
    .executeTakeFirstOrThrow();
  return row.settings;
}

export interface AutoTicketValues {
  bettorId: number;
  actorId: number;
  betString: string;
  pools: number[];
  remaining: number | null;
  endDate: string | null;
}

/** Inserts an auto ticket; its id. */
export async function insertAutoTicket(trx: Trx, v: AutoTicketValues): Promise<string> {
  const inserted = await trx
    .insertInto('auto_tickets')
    .values({
      bettor_id: v.bettorId,
      actor_id: v.actorId,
      bet_string: v.betString,
      pools: v.pools,
      remaining: v.remaining,
      end_date: v.endDate,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export interface AutoTicketFilter {
  bettorId?: number;
  status?: number;
  /** The table search: the bettor's username starts with it, or the bet string contains it. */
  search?: string;
}

/** Conditions of the filter on the auto tickets (alias x) and their bettors (alias b). */
function filterConditions(filter: AutoTicketFilter): RawBuilder<boolean>[] {
  const conditions: RawBuilder<boolean>[] = [];
  if (filter.bettorId !== undefined) conditions.push(sql<boolean>`x.bettor_id = ${String(filter.bettorId)}`);
  if (filter.status !== undefined) conditions.push(sql<boolean>`x.status = ${filter.status}`);
  const search = filter.search?.trim().toLowerCase();
  if (search)
    conditions.push(
      sql<boolean>`(lower(b.username) LIKE ${startsWithPattern(search)} OR lower(x.bet_string) LIKE ${containsPattern(search)})`,
    );
  return conditions;
}

/** A page of the auto tickets of bettors in the caller's scope, active first, newest first. */
export async function selectAutoTicketsPage(
  db: Db,
  ctx: AuthContext,
  filter: AutoTicketFilter,
  page: { startCount: number; pageSize: number },
) {
  let q = autoTicketsWithRuns(db).where(scopeSql(ctx, 'b'));
  for (const condition of filterConditions(filter)) q = q.where(condition);
  return q
    .orderBy(sql`x.status = 1`, 'desc')
    .orderBy('x.created_at', 'desc')
    .orderBy('x.id', 'desc')
    .offset(page.startCount)
    .limit(page.pageSize)
    .execute();
}

export async function countAutoTickets(db: Db, ctx: AuthContext, filter: AutoTicketFilter): Promise<number> {
  let count = db
    .selectFrom('auto_tickets as x')
    .innerJoin('users as b', 'b.id', 'x.bettor_id')
    .where(scopeSql(ctx, 'b'))
    .select(sql<string>`count(*)`.as('n'));
  for (const condition of filterConditions(filter)) count = count.where(condition);
  return Number((await count.executeTakeFirstOrThrow()).n);
}

/** These auto tickets with their status and bettor's path, locked FOR UPDATE. */
export async function lockAutoTickets(trx: Trx, ids: readonly number[]) {
  return trx
    .selectFrom('auto_tickets as x')
    .innerJoin('users as b', 'b.id', 'x.bettor_id')
    .select(['x.id', 'x.bettor_id', 'x.status', 'b.path'])
    .where('x.id', 'in', ids.map(String))
    .forUpdate('x')
    .execute();
}

export async function setAutoTicketsStatus(trx: Trx, ids: string[], status: number): Promise<void> {
  await trx
    .updateTable('auto_tickets')
    .set({ status, updated_at: sql`now()` })
    .where('id', 'in', ids)
    .execute();
}

/** An account's whole row, undefined when there is none. */
export async function selectAccount(db: Db, userId: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

/** Every auto ticket of a status, by id. */
export async function selectAutoTicketsOfStatus(db: Db, status: number) {
  return db.selectFrom('auto_tickets').selectAll().where('status', '=', status).orderBy('id').execute();
}

/** Moves an auto ticket from one status to another (nothing when it is no longer in `from`). */
export async function moveAutoTicketStatus(db: Db, id: string, from: number, to: number): Promise<void> {
  await db
    .updateTable('auto_tickets')
    .set({ status: to, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', from)
    .execute();
}

/** The draw dates an auto ticket already ran for. */
export async function selectAutoTicketRunDates(db: Db, id: string): Promise<string[]> {
  const done = await db
    .selectFrom('auto_ticket_runs')
    .select('draw_date')
    .where('auto_ticket_id', '=', id)
    .execute();
  return done.map((d) => d.draw_date);
}

/** Records an auto ticket's run for a draw date; false when that date has a run already. */
export async function insertAutoTicketRun(
  trx: Trx,
  run: { autoTicketId: string; drawDate: string; ticketId: number | null; error: string },
): Promise<boolean> {
  const ins = await trx
    .insertInto('auto_ticket_runs')
    .values({
      auto_ticket_id: run.autoTicketId,
      draw_date: run.drawDate,
      ticket_id: run.ticketId,
      error: run.error,
    })
    .onConflict((oc) => oc.columns(['auto_ticket_id', 'draw_date']).doNothing())
    .returning('draw_date')
    .executeTakeFirst();
  return ins !== undefined;
}

/** After a run: what remains, the last error and the status. */
export async function updateAutoTicketAfterRun(
  trx: Trx,
  id: string,
  after: { remaining: number | null; lastError: string; status: number },
): Promise<void> {
  await trx
    .updateTable('auto_tickets')
    .set({
      remaining: after.remaining,
      last_error: after.lastError,
      status: after.status,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}
