import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { containsPattern } from '../../../db/likePatterns';
import type { Trx } from '../../../db/retry';
import type { UserRow, UserStatus } from '../../../db/schema';

// Reads and writes of admin roles, their holders and sub-accounts; roleService.ts and
// subAccountService.ts hold the rules and the transactions.

export interface RoleRow {
  id: string;
  name: string;
  description: string;
  status: number;
  access_string: string;
}

const roleColumns = ['id', 'name', 'description', 'status', 'access_string'] as const;

export interface RoleFilter {
  /** Contained in the name or description, case-insensitively. */
  search?: string;
  status?: number;
}

/** A page of the roles of the filter, by name, each with its holder count and the total count. */
export async function selectRolesPage(
  db: Db,
  filter: RoleFilter,
  page: { startCount: number; pageSize: number },
) {
  let q = db
    .selectFrom('admin_roles as r')
    .select(['r.id', 'r.name', 'r.description', 'r.status', 'r.access_string', 'r.updated_at'])
    .select((eb) =>
      eb
        .selectFrom('user_admin_roles as ur')
        .whereRef('ur.role_id', '=', 'r.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('assigned'),
    )
    .select(sql<number>`count(*) over ()::int`.as('total'));
  if (filter.search) {
    const like = containsPattern(filter.search);
    q = q.where((eb) => eb.or([eb('r.name', 'ilike', like), eb('r.description', 'ilike', like)]));
  }
  if (filter.status !== undefined) q = q.where('r.status', '=', filter.status);
  return q
    .orderBy(sql`lower(r.name)`)
    .offset(page.startCount)
    .limit(page.pageSize)
    .execute();
}

export async function countRoles(db: Db, filter: RoleFilter): Promise<number> {
  let q = db.selectFrom('admin_roles as r').select(sql<number>`count(*)::int`.as('n'));
  if (filter.search) {
    const like = containsPattern(filter.search);
    q = q.where((eb) => eb.or([eb('r.name', 'ilike', like), eb('r.description', 'ilike', like)]));
  }
  if (filter.status !== undefined) q = q.where('r.status', '=', filter.status);
  return (await q.executeTakeFirstOrThrow()).n;
}

export function selectRole(db: Db | Trx, roleId: number): Promise<RoleRow | undefined> {
  return db.selectFrom('admin_roles').select(roleColumns).where('id', '=', String(roleId)).executeTakeFirst();
}

/** The role a staff account holds, undefined when it holds none. */
export async function selectHeldRoleId(db: Db | Trx, userId: number): Promise<number | undefined> {
  const held = await db
    .selectFrom('user_admin_roles')
    .select('role_id')
    .where('user_id', '=', String(userId))
    .executeTakeFirst();
  return held === undefined ? undefined : Number(held.role_id);
}

export interface RoleValues {
  name: string;
  description: string;
  status: number;
  access_string: string;
}

export async function insertRole(trx: Trx, values: RoleValues, actorId: number): Promise<RoleRow> {
  return trx
    .insertInto('admin_roles')
    .values({ ...values, created_by: actorId, updated_by: actorId })
    .returning(roleColumns)
    .executeTakeFirstOrThrow();
}

export async function lockRole(trx: Trx, roleId: number): Promise<RoleRow | undefined> {
  return trx
    .selectFrom('admin_roles')
    .select(roleColumns)
    .where('id', '=', String(roleId))
    .forUpdate()
    .executeTakeFirst();
}

export async function updateRole(
  trx: Trx,
  roleId: number,
  values: RoleValues,
  actorId: number,
): Promise<RoleRow> {
  return trx
    .updateTable('admin_roles')
    .set({ ...values, updated_by: actorId, updated_at: sql<Date>`now()` })
    .where('id', '=', String(roleId))
    .returning(roleColumns)
    .executeTakeFirstOrThrow();
}

/** Sets the access string of every holder of a role; the holders' ids. */
export async function setHoldersAccess(trx: Trx, roleId: number, access: string): Promise<string[]> {
  const holders = await trx
    .updateTable('users')
    .set({ access_string: access, updated_at: sql<Date>`now()` })
    .where(
      'id',
      'in',
      trx.selectFrom('user_admin_roles').select('user_id').where('role_id', '=', String(roleId)),
    )
    .returning('id')
    .execute();
  return holders.map((h) => h.id);
}

/** A role, its row locked FOR SHARE (it cannot change while being assigned). */
export async function shareLockRole(trx: Trx, roleId: number) {
  return trx
    .selectFrom('admin_roles')
    .selectAll()
    .where('id', '=', String(roleId))
    .forShare()
    .executeTakeFirst();
}

/** These accounts with their main account's role and the role they hold, locked FOR UPDATE in id order. */
export async function lockStaffCandidates(trx: Trx, userIds: readonly number[]) {
  return trx
    .selectFrom('users as u')
    .leftJoin('users as m', 'm.id', 'u.main_account_id')
    .leftJoin('user_admin_roles as ur', 'ur.user_id', 'u.id')
    .select([
      'u.id',
      'u.username',
      'u.access_string',
      'u.is_admin_staff',
      'm.role_id as mainRoleId',
      'm.main_account_id as mainOfMain',
      'ur.role_id as heldRoleId',
    ])
    .where('u.id', 'in', userIds.map(String))
    .orderBy('u.id')
    .forUpdate('u')
    .execute();
}

/** Makes an account hold a role (replacing the one it held). */
export async function assignRole(trx: Trx, userId: string, roleId: string, actorId: number): Promise<void> {
  await trx
    .insertInto('user_admin_roles')
    .values({ user_id: userId, role_id: roleId, assigned_by: actorId })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ role_id: roleId, assigned_by: actorId, assigned_at: sql<Date>`now()` }),
    )
    .execute();
}

export async function unassignRole(trx: Trx, userId: string): Promise<void> {
  await trx.deleteFrom('user_admin_roles').where('user_id', '=', userId).execute();
}

/** Sets whether an account is admin staff, and its access string. */
export async function setStaffAccess(
  trx: Trx,
  userId: string,
  isStaff: boolean,
  access: string,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ is_admin_staff: isStaff, access_string: access, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .execute();
}

// ---- Sub-accounts ----

/** An account's whole row, locked FOR UPDATE when `lock`; undefined when there is none. */
export async function selectAccount(
  db: Db | Trx,
  userId: number,
  lock: boolean,
): Promise<UserRow | undefined> {
  let q = db.selectFrom('users').selectAll().where('id', '=', String(userId));
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** A sub-account's main account and target lines, undefined when there is no such account. */
export async function selectSubAccountLines(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['main_account_id', 'target_lines'])
    .where('id', '=', String(userId))
    .executeTakeFirst();
}

/** The direct downlines (main accounts) of an account, by username. */
export async function selectDirectLines(db: Db, uplineId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'full_name', 'role_id', 'agent_level', 'status'])
    .where('upline_id', '=', uplineId)
    .where('main_account_id', 'is', null)
    .orderBy(sql`lower(username)`)
    .execute();
}

/** Accounts (u) with their report access (sa) and admin role (r), for the access reads below. */
const accountsWithAccess = (db: Db | Trx) =>
  db
    .selectFrom('users as u')
    .leftJoin('sub_account_access as sa', 'sa.user_id', 'u.id')
    .leftJoin('user_admin_roles as ur', 'ur.user_id', 'u.id')
    .leftJoin('admin_roles as r', 'r.id', 'ur.role_id');

/** A page of a main account's sub-accounts (matching `search`, of `status`), by username, with report access, role and the total count. */
export async function selectSubAccountsPage(
  db: Db,
  mainId: string,
  filter: { search?: string; status?: UserStatus },
  page: { startCount: number; pageSize: number },
) {
  let q = accountsWithAccess(db)
    .select([
      'u.id',
      'u.username',
      'u.full_name',
      'u.status',
      'u.access_string',
      'u.target_lines',
      'u.created_at',
      'sa.report_access',
      'r.id as roleId',
      'r.name as roleName',
    ])
    .select(sql<number>`count(*) over ()::int`.as('total'))
    .where('u.main_account_id', '=', mainId);
  if (filter.search) {
    const like = containsPattern(filter.search);
    q = q.where((eb) => eb.or([eb('u.username', 'ilike', like), eb('u.full_name', 'ilike', like)]));
  }
  if (filter.status) q = q.where('u.status', '=', filter.status);
  return q
    .orderBy(sql`lower(u.username)`)
    .offset(page.startCount)
    .limit(page.pageSize)
    .execute();
}

/** An account's access (string, report access, role, target lines) and place, undefined when there is none. */
export async function selectAccountAccess(db: Db, userId: number) {
  return accountsWithAccess(db)
    .select([
      'u.id',
      'u.username',
      'u.path',
      'u.main_account_id',
      'u.access_string',
      'u.target_lines',
      'sa.report_access',
      'r.id as roleId',
      'r.name as roleName',
    ])
    .where('u.id', '=', String(userId))
    .executeTakeFirst();
}

/** Those of these ids that are direct downlines (main accounts) of `mainId`, their rows locked FOR SHARE. */
export async function shareLockDirectLines(
  trx: Trx,
  mainId: string,
  ids: readonly number[],
): Promise<number[]> {
  const direct = await trx
    .selectFrom('users')
    .select('id')
    .where('id', 'in', ids.map(String))
    .where('upline_id', '=', mainId)
    .where('main_account_id', 'is', null)
    .forShare()
    .execute();
  return direct.map((d) => Number(d.id));
}

/** Inserts or overwrites a sub-account's report access. */
export async function saveReportAccess(trx: Trx, userId: string, reportAccess: string[]): Promise<void> {
  await trx
    .insertInto('sub_account_access')
    .values({ user_id: userId, report_access: reportAccess })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ report_access: reportAccess, updated_at: sql<Date>`now()` }),
    )
    .execute();
}

// A sub-account is a row of users like any account: nextUserId and insertUser of the tree's queries.
export { insertUser, nextUserId } from '../tree/queries';

/** A sub-account's row with its report access and role name, locked FOR UPDATE. */
export async function lockSubAccount(trx: Trx, userId: string) {
  return accountsWithAccess(trx)
    .selectAll('u')
    .select(['sa.report_access', 'r.name as roleName'])
    .where('u.id', '=', userId)
    .forUpdate('u')
    .executeTakeFirst();
}

export interface SubAccountUpdate {
  username: string;
  fullName: string;
  status: UserStatus;
  access: string;
  targetLines: string[];
  /** A new password hash (its change time set to now), or null to keep it. */
  passwordHash: string | null;
}

/** Writes a sub-account's fields; its whole row after. */
export async function updateSubAccountRow(trx: Trx, userId: string, u: SubAccountUpdate): Promise<UserRow> {
  return trx
    .updateTable('users')
    .set({
      username: u.username,
      full_name: u.fullName,
      status: u.status,
      access_string: u.access,
      target_lines: u.targetLines,
      updated_at: sql<Date>`now()`,
      ...(u.passwordHash ? { password_hash: u.passwordHash, password_changed_at: sql<Date>`now()` } : {}),
    })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteSessionsOf(trx: Trx, userId: string): Promise<void> {
  await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
