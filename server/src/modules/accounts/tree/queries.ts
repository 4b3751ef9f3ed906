import { Role, type AccountStatus } from '@drawdesk/shared-kernel/domain';
import { sql, type Insertable, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/connection';
import { containsPattern } from '../../../db/likePatterns';
import type { Trx } from '../../../db/retry';
import type { Database, UserRow, UserStatus } from '../../../db/schema';

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

/**
 * Sets the status of an account and every descendant in one statement (DOMAIN 2 cascade), with an
 * audit row by `actorId` for each account whose status changed. Returns how many changed.
 */
export async function cascadeStatus(
  trx: Trx,
  actorId: number,
  userId: number,
  status: AccountStatus,
): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    WITH old AS (
      SELECT id, status, company_id FROM users WHERE path @> ARRAY[${String(userId)}::bigint] FOR UPDATE
    ), changed AS (
      UPDATE users u SET status = ${status}, updated_at = now()
      FROM old WHERE u.id = old.id AND old.status <> ${status}
      RETURNING u.id, old.status AS before, old.company_id
    ), logged AS (
      INSERT INTO audit_log (actor_id, company_id, action, entity, entity_id, before, after)
      SELECT ${actorId}::bigint, company_id, 'user.status', 'user', id::text,
             jsonb_build_object('status', before), jsonb_build_object('status', ${status}::text, 'cascadeFrom', ${userId}::bigint)
      FROM changed
      RETURNING 1
    )
    SELECT count(*)::bigint AS n FROM logged`.execute(trx);
  return Number(rows[0]?.n ?? 0);
}

/** Whether the account bet, acted for or ordered as agent on any ticket. */
export async function hasTickets(db: Db | Trx, userId: number): Promise<boolean> {
  const id = String(userId);
  const row = await db
    .selectFrom('tickets')
    .select('id')
    .where((eb) =>
      eb.or([eb('bettor_id', '=', id), eb('actor_id', '=', id), eb('ordering_agent_id', '=', id)]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Retires a deleted account: a freed username, inactive, no credit, detached from the tree. */
export async function retireAccount(trx: Trx, userId: number, username: string): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      username,
      status: 'inactive',
      credit_limit: 0,
      upline_id: null,
      path: [String(userId)],
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', String(userId))
    .execute();
}

export async function deleteSessionsOf(trx: Trx, userId: number): Promise<void> {
  await trx.deleteFrom('sessions').where('user_id', '=', String(userId)).execute();
}

/**
 * Moves an account and its tree under a new upline: each path's part from `position` (1-based,
 * the account's own place) on is put after the new upline's path; the account's upline_id is set.
 * The ids of the accounts moved.
 */
export async function moveSubtree(
  trx: Trx,
  userId: number,
  position: number,
  newUpline: { id: string; path: string[] },
): Promise<string[]> {
  const result = await sql<{ id: string }>`
      UPDATE users SET
        path = ${newUpline.path.map(String)}::bigint[] || path[${position}:],
        upline_id = CASE WHEN id = ${String(userId)}::bigint THEN ${newUpline.id}::bigint ELSE upline_id END,
        updated_at = now()
      WHERE path @> ARRAY[${String(userId)}::bigint]
      RETURNING id`.execute(trx);
  return result.rows.map((r) => r.id);
}

/** A credit_log row: written in the same transaction as the credit change it records. */
export async function insertCreditLog(trx: Trx, values: Insertable<Database['credit_log']>): Promise<void> {
  await trx.insertInto('credit_log').values(values).execute();
}

export async function setCreditLimit(trx: Trx, userId: string, creditLimit: number): Promise<void> {
  await trx
    .updateTable('users')
    .set({ credit_limit: creditLimit, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .execute();
}

/** An account's username, undefined when there is no such account. */
export async function selectUsername(db: Db | Trx, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst();
  return row?.username;
}

/** The id of the account with this username, case-insensitively; undefined when there is none. */
export async function selectIdByUsername(db: Db | Trx, username: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.id);
}

/** The next id of the users sequence. */
export async function nextUserId(trx: Trx): Promise<string> {
  const { rows } = await sql<{ id: string }>`SELECT nextval('users_id_seq')::bigint AS id`.execute(trx);
  return rows[0]!.id;
}

/** Inserts an account; its whole row. */
export async function insertUser(trx: Trx, values: Insertable<Database['users']>): Promise<UserRow> {
  return trx.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

/** An account's place in the tree (it must exist). */
export async function selectTreePlace(trx: Trx, userId: number) {
  return trx
    .selectFrom('users')
    .select(['upline_id', 'id', 'path'])
    .where('id', '=', String(userId))
    .executeTakeFirstOrThrow();
}

export interface AccountFormUpdate {
  fullName: string;
  agentLevel: number | null;
  /** The settings JSON text. */
  settings: string;
  /** A new password hash (its change time set to now), or undefined to keep it. */
  passwordHash: string | undefined;
  /** A new secondary password hash, or undefined to keep it. */
  secondaryHash: string | null | undefined;
}

/** Writes the account form's own fields of an account. */
export async function updateAccountForm(trx: Trx, userId: number, u: AccountFormUpdate): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      full_name: u.fullName,
      agent_level: u.agentLevel,
      settings: u.settings,
      updated_at: sql<Date>`now()`,
      ...(u.passwordHash === undefined
        ? {}
        : { password_hash: u.passwordHash, password_changed_at: sql<Date>`now()` }),
      ...(u.secondaryHash === undefined ? {} : { secondary_password_hash: u.secondaryHash }),
    })
    .where('id', '=', String(userId))
    .execute();
}

/** An account's API account, undefined when it has none. */
export async function selectApiAccount(db: Db | Trx, userId: string) {
  return db.selectFrom('api_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** An account's API account, its row locked FOR UPDATE; undefined when it has none. */
export async function lockApiAccount(trx: Trx, userId: string) {
  return trx
    .selectFrom('api_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateApiAccountTarget(
  trx: Trx,
  userId: string,
  target: { name: string; url: string },
  actorId: number,
): Promise<void> {
  await trx
    .updateTable('api_accounts')
    .set({ ...target, updated_by: String(actorId), updated_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .execute();
}

/** The opcode and the hash of the secret of an API account. */
export interface ApiCode {
  opcode: string;
  secretHash: string;
}

/** Inserts an API account with its code, the secret generated now. */
export async function insertApiAccount(
  trx: Trx,
  userId: string,
  target: { name: string; url: string },
  code: ApiCode,
  actorId: number,
): Promise<void> {
  await trx
    .insertInto('api_accounts')
    .values({
      user_id: userId,
      ...target,
      opcode: code.opcode,
      secret_hash: code.secretHash,
      secret_generated_at: sql<Date>`now()`,
      updated_by: String(actorId),
    })
    .execute();
}

/** Replaces an API account's code, the secret generated now. */
export async function replaceApiCode(
  trx: Trx,
  userId: string,
  code: ApiCode,
  actorId: number,
): Promise<void> {
  await trx
    .updateTable('api_accounts')
    .set({
      opcode: code.opcode,
      secret_hash: code.secretHash,
      secret_generated_at: sql<Date>`now()`,
      updated_by: String(actorId),
      updated_at: sql<Date>`now()`,
    })
    .where('user_id', '=', userId)
    .execute();
}

// ---- Reserve-name prefixes ----

/** Locks the prefixes against saves (account creation reads them). */
export async function lockPrefixesForRead(trx: Trx): Promise<void> {
  await sql`LOCK TABLE reserve_name_prefixes IN SHARE MODE`.execute(trx);
}

/** Locks the prefixes against creations and other saves (a save changes them). */
export async function lockPrefixesForWrite(trx: Trx): Promise<void> {
  await sql`LOCK TABLE reserve_name_prefixes IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
}

export interface PrefixFilter {
  companyId?: number;
  /** Contained in the prefix, case-insensitively. */
  search?: string;
}

function prefixConditions(filter: PrefixFilter): RawBuilder<unknown> {
  const filters: RawBuilder<unknown>[] = [sql`p.status <> 2`];
  if (filter.companyId !== undefined) filters.push(sql`p.company_id = ${String(filter.companyId)}::bigint`);
  if (filter.search) filters.push(sql`lower(p.prefix) LIKE ${containsPattern(filter.search.toLowerCase())}`);
  return sql.join(filters, sql` AND `);
}

export interface PrefixSqlRow {
  id: string;
  prefix: string;
  company_id: string;
  company_username: string;
  status: number;
  updated_at: Date;
  total: string;
}

/** A page of the not-deleted prefixes of the filter with their company, by prefix; each row has the total count. */
export async function selectPrefixesPage(
  db: Db,
  filter: PrefixFilter,
  page: { startCount: number; pageSize: number },
): Promise<PrefixSqlRow[]> {
  const { rows } = await sql<PrefixSqlRow>`
    SELECT p.id, p.prefix, p.company_id, u.username AS company_username, p.status, p.updated_at, count(*) OVER () AS total
    FROM reserve_name_prefixes p JOIN users u ON u.id = p.company_id
    WHERE ${prefixConditions(filter)}
    ORDER BY lower(p.prefix), p.id LIMIT ${page.pageSize} OFFSET ${page.startCount}`.execute(db);
  return rows;
}

export async function countPrefixes(db: Db, filter: PrefixFilter): Promise<number> {
  const all = await sql<{
    n: string;
  }>`SELECT count(*) AS n FROM reserve_name_prefixes p WHERE ${prefixConditions(filter)}`.execute(db);
  return Number(all.rows[0]?.n ?? 0);
}

export interface PrefixConflict {
  prefix: string;
  company_id: string;
  company_username: string;
}

/**
 * A not-deleted prefix (other than row `selfId`) that equals `prefix`, or, of another company,
 * begins it or begins with it; the equal one first.
 */
export async function selectConflictingPrefix(
  trx: Trx,
  prefix: string,
  companyId: number,
  selfId: string | null,
): Promise<PrefixConflict | undefined> {
  const lower = prefix.toLowerCase();
  const rows = await sql<PrefixConflict>`
    SELECT p.prefix, p.company_id, u.username AS company_username
    FROM reserve_name_prefixes p JOIN users u ON u.id = p.company_id
    WHERE p.status <> 2 AND p.id IS DISTINCT FROM ${selfId}::bigint
      AND (lower(p.prefix) = ${lower}
           OR (p.company_id <> ${String(companyId)}::bigint
               AND (left(${lower}, length(p.prefix)) = lower(p.prefix) OR left(lower(p.prefix), length(${lower})) = ${lower})))
    ORDER BY (lower(p.prefix) = ${lower}) DESC, lower(p.prefix) LIMIT 1`.execute(trx);
  return rows.rows[0];
}

/** An account's role, main account and username, undefined when there is no such account. */
export async function selectRoleAndName(db: Db | Trx, userId: number) {
  return db
    .selectFrom('users')
    .select(['role_id', 'main_account_id', 'username'])
    .where('id', '=', String(userId))
    .executeTakeFirst();
}

export async function selectPrefix(trx: Trx, id: number) {
  return trx.selectFrom('reserve_name_prefixes').selectAll().where('id', '=', String(id)).executeTakeFirst();
}

export interface PrefixValues {
  prefix: string;
  companyId: number;
  status: number;
  actorId: number;
}

const prefixRow = (v: PrefixValues) => ({
  prefix: v.prefix,
  company_id: String(v.companyId),
  status: v.status,
  updated_by: String(v.actorId),
  updated_at: sql<Date>`now()`,
});

export async function updatePrefix(trx: Trx, id: string, values: PrefixValues): Promise<string> {
  const row = await trx
    .updateTable('reserve_name_prefixes')
    .set(prefixRow(values))
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertPrefix(trx: Trx, values: PrefixValues): Promise<string> {
  const row = await trx
    .insertInto('reserve_name_prefixes')
    .values(prefixRow(values))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// ---- Listings ----

export interface ListingSqlRow {
  id: string;
  username: string;
  full_name: string;
  role_id: number;
  agent_level: number | null;
  upline_id: string | null;
  status: UserStatus;
  credit_limit: string;
  credit_left: string;
  balance: string;
  outstanding: string;
  downline_count: string;
  created_at: Date;
  total: string;
  sum_limit: string;
  sum_left: string;
  sum_balance: string;
  sum_outstanding: string;
}

export interface ListingFilter {
  uplineId: number;
  /** A further condition on the account (alias u): the sub-account line filter. */
  lineFilter: RawBuilder<unknown>;
  /** Contained in the username or full name, case-insensitively. */
  search?: string;
  status?: string;
  roleId?: number;
}

/**
 * A page of the direct downlines (main accounts) of the filter, by username, each row with its
 * downline count and credit left and with the count and sums over every matching row.
 */
export async function selectListingPage(
  db: Db,
  filter: ListingFilter,
  page: { startCount: number; pageSize: number },
): Promise<ListingSqlRow[]> {
  const filters: RawBuilder<unknown>[] = [
    sql`u.upline_id = ${String(filter.uplineId)}::bigint`,
    sql`u.main_account_id IS NULL`,
    filter.lineFilter,
  ];
  if (filter.search) {
    const like = containsPattern(filter.search.toLowerCase());
    filters.push(sql`(lower(u.username) LIKE ${like} OR lower(u.full_name) LIKE ${like})`);
  }
  if (filter.status) filters.push(sql`u.status = ${filter.status}`);
  if (filter.roleId !== undefined) filters.push(sql`u.role_id = ${filter.roleId}`);
  const { rows } = await sql<ListingSqlRow>`
    WITH base AS (
      SELECT u.id, u.username, u.full_name, u.role_id, u.agent_level, u.upline_id, u.status, u.created_at,
             coalesce(u.credit_limit, 0) AS credit_limit, u.balance, u.outstanding,
             d.n AS downline_count,
             CASE WHEN u.role_id IN (5, 6) THEN coalesce(u.credit_limit, 0) - u.outstanding + u.balance
                  ELSE coalesce(u.credit_limit, 0) - d.held END AS credit_left
      FROM users u
      CROSS JOIN LATERAL (
        SELECT count(*) AS n, coalesce(sum(c.credit_limit), 0) AS held FROM users c
        WHERE c.upline_id = u.id AND c.main_account_id IS NULL
      ) d
      WHERE ${sql.join(filters, sql` AND `)}
    )
    SELECT base.*, count(*) OVER () AS total,
           sum(credit_limit) OVER () AS sum_limit, sum(credit_left) OVER () AS sum_left,
           sum(balance) OVER () AS sum_balance, sum(outstanding) OVER () AS sum_outstanding
    FROM base ORDER BY lower(username) LIMIT ${page.pageSize} OFFSET ${page.startCount}`.execute(db);
  return rows;
}

const optionColumns = ['id', 'username', 'full_name', 'role_id', 'agent_level', 'status', 'path'] as const;

/** The direct downlines (main accounts) of an account, by username. */
export async function selectDirectDownlineOptions(db: Db, uplineId: number) {
  return db
    .selectFrom('users')
    .select(optionColumns)
    .where('upline_id', '=', String(uplineId))
    .where('main_account_id', 'is', null)
    .orderBy(sql`lower(username)`)
    .execute();
}

/** Active main company and agent accounts (inside `withinTreeOf`'s tree when given), by username, at most 2000. */
export async function selectActiveAgentOptions(db: Db, withinTreeOf: number | null) {
  let query = db
    .selectFrom('users')
    .select(optionColumns)
    .where('role_id', 'in', [Role.Company, Role.Multilevel])
    .where('main_account_id', 'is', null)
    .where('status', '=', 'active');
  if (withinTreeOf !== null)
    query = query.where(sql<boolean>`path @> ARRAY[${String(withinTreeOf)}::bigint]`);
  return query
    .orderBy(sql`lower(username)`)
    .limit(2000)
    .execute();
}

export interface CompanySqlRow {
  id: string;
  username: string;
  full_name: string;
  status: UserStatus;
  credit_limit: string;
  held: string;
  downline_count: string;
  member_count: string;
  house_count: string;
  prefixes: string[] | null;
  created_at: Date;
  total: string;
  sum_limit: string;
  sum_held: string;
}

/**
 * A page of the companies (username or full name containing `search`, of `status`), by username,
 * with what their downlines hold, their counts and active prefixes, and the count and sums over all.
 */
export async function selectCompanyPage(
  db: Db,
  filter: { search?: string; status?: string },
  page: { startCount: number; pageSize: number },
): Promise<CompanySqlRow[]> {
  const filters: RawBuilder<unknown>[] = [sql`u.role_id = 3`, sql`u.main_account_id IS NULL`];
  if (filter.search) {
    const like = containsPattern(filter.search.toLowerCase());
    filters.push(sql`(lower(u.username) LIKE ${like} OR lower(u.full_name) LIKE ${like})`);
  }
  if (filter.status) filters.push(sql`u.status = ${filter.status}`);
  const { rows } = await sql<CompanySqlRow>`
    WITH base AS (
      SELECT u.id, u.username, u.full_name, u.status, u.created_at, coalesce(u.credit_limit, 0) AS credit_limit,
        (SELECT coalesce(sum(c.credit_limit), 0) FROM users c WHERE c.upline_id = u.id AND c.main_account_id IS NULL) AS held,
        (SELECT count(*) FROM users c WHERE c.upline_id = u.id AND c.main_account_id IS NULL) AS downline_count,
        (SELECT count(*) FROM users c WHERE c.path @> ARRAY[u.id] AND c.id <> u.id AND c.main_account_id IS NULL) AS member_count,
        (SELECT count(*) FROM users c WHERE c.upline_id = u.id AND c.role_id = 6) AS house_count,
        (SELECT array_agg(p.prefix ORDER BY p.prefix) FROM reserve_name_prefixes p WHERE p.company_id = u.id AND p.status = 1) AS prefixes
      FROM users u WHERE ${sql.join(filters, sql` AND `)}
    )
    SELECT base.*, count(*) OVER () AS total, sum(credit_limit) OVER () AS sum_limit, sum(held) OVER () AS sum_held
    FROM base ORDER BY lower(username) LIMIT ${page.pageSize} OFFSET ${page.startCount}`.execute(db);
  return rows;
}
