import { sql } from 'kysely';
import { hashPassword } from '../src/auth/passwords';
import type { Db } from '../src/db/connection';
import { DEMO_PASSWORD } from './harness';

/**
 * A sub-account of `main` (as CreateOrUpdateSubAccount stores one: the main account's role, upline
 * and company) with exactly this access string, inserted straight into the users table; its id.
 */
export async function insertSubAccount(
  db: Db,
  sub: { username: string; main: string; accessString: string; adminStaff?: boolean },
): Promise<number> {
  const main = await db
    .selectFrom('users')
    .select(['id', 'role_id', 'upline_id', 'company_id', 'path'])
    .where('username', '=', sub.main)
    .executeTakeFirstOrThrow();
  const { rows } = await sql<{ id: string }>`SELECT nextval('users_id_seq')::bigint AS id`.execute(db);
  const id = rows[0]!.id;
  await db
    .insertInto('users')
    .values({
      id,
      username: sub.username,
      password_hash: await hashPassword(DEMO_PASSWORD),
      full_name: sub.username,
      role_id: main.role_id,
      upline_id: main.upline_id,
      main_account_id: main.id,
      company_id: main.company_id,
      path: [...main.path.slice(0, -1), id],
      credit_limit: 0,
      access_string: sub.accessString,
      is_admin_staff: sub.adminStaff ?? false,
      skip_tnc: true,
    })
    .execute();
  return Number(id);
}

/** Tables a refused call may still write: its session, failed logins, the call log. */
const NOT_STATE = new Set([
  'sessions',
  'auth_failures',
  'api_logs',
  'kysely_migration',
  'kysely_migration_lock',
]);

/**
 * A checksum of every row of every table of the database's state (money, tickets, results,
 * settings, audit), to show that refused calls changed nothing. `alsoIgnore`: more tables a test
 * lets change (bookkeeping its own calls write).
 */
export async function stateChecksum(
  db: Db,
  alsoIgnore: readonly string[] = [],
): Promise<Record<string, string>> {
  const { rows } = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db);
  const sums: Record<string, string> = {};
  for (const { table_name: table } of rows) {
    if (NOT_STATE.has(table) || alsoIgnore.includes(table)) continue;
    const { rows: sum } = await sql<{ md5: string | null }>`
      SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS md5 FROM ${sql.table(table)} t`.execute(db);
    sums[table] = sum[0]?.md5 ?? 'empty';
  }
  return sums;
}

/** The newest released draw date of a pool in the demo data. */
export async function latestReleasedDate(db: Db, poolId: number): Promise<string> {
  const row = await db
    .selectFrom('draws')
    .select('draw_date')
    .where('release_status', '=', 'released')
    .where('pool_id', '=', poolId)
    .orderBy('draw_date', 'desc')
    .executeTakeFirstOrThrow();
  return row.draw_date;
}
