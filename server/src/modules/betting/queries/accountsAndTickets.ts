import { sql } from 'kysely';
import { scopeSql } from '../../../auth/scope';
import type { AuthContext } from '../../../auth/sessionUser';
import type { Db } from '../../../db/connection';
import { containsPattern } from '../../../db/likePatterns';
import type { Trx } from '../../../db/retry';
import type { UserRow } from '../../../db/schema';

// Reads of bettors and tickets for the order screens (orderInputs.ts and inbox/context.ts decide).

/** An account's path and settings, undefined when there is no such account. */
export async function selectPathAndSettings(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['path', 'settings'])
    .where('id', '=', String(userId))
    .executeTakeFirst();
}

/** A ticket's XID, bet and receipt strings, bettor, placing login and the bettor's path. */
export async function selectTicketReceipt(db: Db, ticketId: number) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('users as u', 'u.id', 't.bettor_id')
    .select(['t.xid', 't.bet_string', 't.receipt_string', 't.bettor_id', 't.actor_id', 'u.path'])
    .where('t.id', '=', String(ticketId))
    .executeTakeFirst();
}

/**
 * Bettors (players, houses; main accounts, not inactive) in the caller's scope whose username
 * contains `keyword` (lower case; empty: all), by username, at most `limit`.
 */
export async function selectBettorsInScope(db: Db | Trx, ctx: AuthContext, keyword: string, limit: number) {
  let q = db
    .selectFrom('users as u')
    .select(['u.id', 'u.username', 'u.role_id'])
    .where('u.role_id', 'in', [5, 6])
    .where('u.main_account_id', 'is', null)
    .where('u.status', '!=', 'inactive')
    .where(scopeSql(ctx, 'u'));
  if (keyword) q = q.where(sql<boolean>`lower(u.username) LIKE ${containsPattern(keyword)}`);
  return q.orderBy('u.username').limit(limit).execute();
}

/** An account's whole row (it must exist). */
export async function selectAccountRow(db: Db, userId: number): Promise<UserRow> {
  return db.selectFrom('users').selectAll().where('id', '=', String(userId)).executeTakeFirstOrThrow();
}
