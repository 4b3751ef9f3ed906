import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import type { Trx } from '../../../db/retry';
import type { UserRow } from '../../../db/schema';

export function findUserByUsername(db: Db | Trx, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: Db | Trx, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', String(id)).executeTakeFirst();
}

/** Sum of the direct downlines' credit limits in cents (sub-accounts hold no credit). */
/** A sub-account's report access (SPEC 3): the report functions it may open; none when unset. */
export async function selectReportAccess(db: Db | Trx, subAccountId: number): Promise<string[]> {
  const row = await db
    .selectFrom('sub_account_access')
    .select('report_access')
    .where('user_id', '=', String(subAccountId))
    .executeTakeFirst();
  return row?.report_access ?? [];
}

export async function sumDirectDownlineLimits(db: Db | Trx, uplineId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(sql<string>`coalesce(sum(credit_limit), 0)::bigint`.as('total'))
    .where('upline_id', '=', String(uplineId))
    .where('main_account_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function updatePasswordHash(trx: Trx, userId: number, passwordHash: string): Promise<void> {
  await trx
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', String(userId))
    .execute();
}

export async function markTermsAccepted(trx: Trx, userId: number, at: Date): Promise<UserRow> {
  return trx
    .updateTable('users')
    .set({ skip_tnc: true, tnc_accepted_at: at, updated_at: sql<Date>`now()` })
    .where('id', '=', String(userId))
    .returningAll()
    .executeTakeFirstOrThrow();
}
