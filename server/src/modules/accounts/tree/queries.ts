import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import type { Trx } from '../../../db/retry';
import type { UserRow } from '../../../db/schema';

/** Locks the account's row until the transaction ends (credit rule, DOMAIN 3). */
export async function lockUser(trx: Trx, id: number): Promise<UserRow | undefined> {
  return trx.selectFrom('users').selectAll().where('id', '=', String(id)).forUpdate().executeTakeFirst();
}

/** Sum of the direct downlines' credit limits in cents (sub-accounts hold no credit). */
export async function directDownlineLimits(db: Db | Trx, uplineId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(sql<string>`coalesce(sum(credit_limit), 0)::bigint`.as('total'))
    .where('upline_id', '=', String(uplineId))
    .where('main_account_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Direct downlines, sub-accounts included (they block deletion too). */
export async function countDirectChildren(db: Db | Trx, id: number, mainOnly: boolean): Promise<number> {
  let query = db
    .selectFrom('users')
    .select(sql<string>`count(*)`.as('n'))
    .where('upline_id', '=', String(id));
  if (mainOnly) query = query.where('main_account_id', 'is', null);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Lowest (numerically smallest) agent level among the direct downline agents, or null. */
export async function minDownlineAgentLevel(db: Db | Trx, id: number): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select(sql<number | null>`min(agent_level)`.as('level'))
    .where('upline_id', '=', String(id))
    .where('main_account_id', 'is', null)
    .executeTakeFirstOrThrow();
  return row.level === null ? null : Number(row.level);
}

/** A reserved prefix of another company that `username` starts with, if any. */
export async function prefixReservedForOther(
  db: Db | Trx,
  username: string,
  companyId: number | null,
): Promise<string | null> {
  const row = await db
    .selectFrom('reserve_name_prefixes')
    .select('prefix')
    .where('status', '=', 1)
    .where(sql<boolean>`left(lower(${username}), length(prefix)) = lower(prefix)`)
    .where(sql<boolean>`company_id IS DISTINCT FROM ${companyId === null ? null : String(companyId)}::bigint`)
    .executeTakeFirst();
  return row?.prefix ?? null;
}

export async function usernameTaken(db: Db | Trx, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return !!row;
}
