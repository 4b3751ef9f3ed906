import type {
  AccountOption,
  CompanyRow,
  UserListingBody,
  UserListingOverall,
  UserListingRow,
} from '@drawdesk/shared-kernel/contract';
import { ALL_FILTER, centsToUnits, isBettorRole, Role } from '@drawdesk/shared-kernel/domain';
import { sql, type RawBuilder } from 'kysely';
import { canRead, readsEverything } from '../../../auth/scope';
import type { AuthContext } from '../../../auth/sessionUser';
import type { Db } from '../../../db/connection';
import { forbidden } from '../../../http/errors';
import { Level, readableUser, requireDownline } from '../../../auth/access';
import { containsPattern } from '../../../db/likePatterns';

interface ListingSqlRow {
  id: string;
  username: string;
  full_name: string;
  role_id: number;
  agent_level: number | null;
  upline_id: string | null;
  status: UserListingRow['status'];
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

export interface Page<R, O> {
  rows: R[];
  totalCount: number;
  overallInfo: O;
}

/** The ids a sub-account with target lines sees directly under its main account. */
function lineFilter(ctx: AuthContext, uplineId: number): RawBuilder<unknown> {
  const lines = ctx.user.mainAccountId === null ? [] : ctx.user.targetLines;
  if (uplineId !== ctx.principalId || lines.length === 0) return sql`TRUE`;
  return sql`u.id = ANY(${lines.map(String)}::bigint[])`;
}

const toRow = (r: ListingSqlRow): UserListingRow => ({
  userId: Number(r.id),
  username: r.username,
  fullName: r.full_name,
  userRoleId: r.role_id,
  agentLevel: r.agent_level,
  uplineId: r.upline_id === null ? null : Number(r.upline_id),
  status: r.status,
  creditLimit: centsToUnits(r.credit_limit),
  creditLeft: centsToUnits(r.credit_left),
  balance: centsToUnits(r.balance),
  outstanding: centsToUnits(r.outstanding),
  downlineCount: Number(r.downline_count),
  createdAt: new Date(r.created_at).toISOString(),
});

/** Direct downlines (main accounts) of `uplineId` with filters; rows, count and sums in one query. */
async function queryListing(
  db: Db,
  ctx: AuthContext,
  uplineId: number,
  body: Partial<UserListingBody>,
): Promise<Page<UserListingRow, UserListingOverall>> {
  const filters: RawBuilder<unknown>[] = [
    sql`u.upline_id = ${String(uplineId)}::bigint`,
    sql`u.main_account_id IS NULL`,
    lineFilter(ctx, uplineId),
  ];
  const search = body.search?.trim();
  if (search) {
    const like = containsPattern(search.toLowerCase());
    filters.push(sql`(lower(u.username) LIKE ${like} OR lower(u.full_name) LIKE ${like})`);
  }
  if (body.status) filters.push(sql`u.status = ${body.status}`);
  if (body.userRoleId !== undefined && body.userRoleId !== ALL_FILTER)
    filters.push(sql`u.role_id = ${body.userRoleId}`);
  const pageSize = body.PageSize ?? 500;
  const start = body.StartCount ?? 0;
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
    FROM base ORDER BY lower(username) LIMIT ${pageSize} OFFSET ${start}`.execute(db);
  const first = rows[0];
  if (!first && start > 0) {
    // Past the last page: the window gave nothing to count; ask for the totals alone.
    const all = await queryListing(db, ctx, uplineId, { ...body, StartCount: 0, PageSize: 1 });
    return { ...all, rows: [] };
  }
  return {
    rows: rows.map(toRow),
    totalCount: first ? Number(first.total) : 0,
    overallInfo: {
      creditLimit: centsToUnits(first?.sum_limit ?? 0),
      creditLeft: centsToUnits(first?.sum_left ?? 0),
      balance: centsToUnits(first?.sum_balance ?? 0),
      outstanding: centsToUnits(first?.sum_outstanding ?? 0),
    },
  };
}

export async function userListing(
  db: Db,
  ctx: AuthContext,
  body: UserListingBody,
): Promise<Page<UserListingRow, UserListingOverall>> {
  requireDownline(ctx, Level.View);
  const uplineId = body.uplineId ?? ctx.principalId;
  await readableUser(db, ctx, uplineId);
  return queryListing(db, ctx, uplineId, body);
}

export async function houseUsers(
  db: Db,
  ctx: AuthContext,
  companyId: number | undefined,
): Promise<UserListingRow[]> {
  requireDownline(ctx, Level.View);
  const id = companyId ?? ctx.user.companyId;
  if (id === null) throw forbidden();
  const company = await readableUser(db, ctx, id);
  if (company.role_id !== Role.Company || company.main_account_id !== null) throw forbidden();
  return (await queryListing(db, ctx, id, { userRoleId: Role.House, StartCount: 0, PageSize: 500 })).rows;
}

const toOption = (r: {
  id: string;
  username: string;
  full_name: string;
  role_id: number;
  agent_level: number | null;
  status: AccountOption['status'];
}): AccountOption => ({
  userId: Number(r.id),
  username: r.username,
  fullName: r.full_name,
  userRoleId: r.role_id,
  agentLevel: r.agent_level,
  status: r.status,
});

export async function directDownlines(
  db: Db,
  ctx: AuthContext,
  uplineId: number | undefined,
): Promise<AccountOption[]> {
  requireDownline(ctx, Level.View);
  const id = uplineId ?? ctx.principalId;
  await readableUser(db, ctx, id);
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'full_name', 'role_id', 'agent_level', 'status', 'path'])
    .where('upline_id', '=', String(id))
    .where('main_account_id', 'is', null)
    .orderBy(sql`lower(username)`)
    .execute();
  return rows.filter((r) => canRead(ctx, { id: Number(r.id), path: r.path.map(Number) })).map(toOption);
}

/** Companies and agents in scope (the caller's own main account included) who may bet for their bettors. */
export async function bettingAgents(db: Db, ctx: AuthContext): Promise<AccountOption[]> {
  // A bettor only ever bets for itself: the list is for the accounts above bettors.
  if (isBettorRole(ctx.user.roleId)) throw forbidden();
  let query = db
    .selectFrom('users')
    .select(['id', 'username', 'full_name', 'role_id', 'agent_level', 'status', 'path'])
    .where('role_id', 'in', [Role.Company, Role.Multilevel])
    .where('main_account_id', 'is', null)
    .where('status', '=', 'active');
  if (!readsEverything(ctx))
    query = query.where(sql<boolean>`path @> ARRAY[${String(ctx.principalId)}::bigint]`);
  const rows = await query
    .orderBy(sql`lower(username)`)
    .limit(2000)
    .execute();
  return rows.filter((r) => canRead(ctx, { id: Number(r.id), path: r.path.map(Number) })).map(toOption);
}

interface CompanySqlRow {
  id: string;
  username: string;
  full_name: string;
  status: CompanyRow['status'];
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

export async function companyDetails(
  db: Db,
  ctx: AuthContext,
  body: { StartCount: number; PageSize: number; search?: string; status?: string },
): Promise<Page<CompanyRow, { creditLimit: number; creditLeft: number; downlineCreditLimit: number }>> {
  if (!readsEverything(ctx)) throw forbidden();
  const filters: RawBuilder<unknown>[] = [sql`u.role_id = 3`, sql`u.main_account_id IS NULL`];
  const search = body.search?.trim();
  if (search) {
    const like = containsPattern(search.toLowerCase());
    filters.push(sql`(lower(u.username) LIKE ${like} OR lower(u.full_name) LIKE ${like})`);
  }
  if (body.status) filters.push(sql`u.status = ${body.status}`);
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
    FROM base ORDER BY lower(username) LIMIT ${body.PageSize} OFFSET ${body.StartCount}`.execute(db);
  const first = rows[0];
  return {
    rows: rows.map((r) => ({
      userId: Number(r.id),
      username: r.username,
      fullName: r.full_name,
      status: r.status,
      creditLimit: centsToUnits(r.credit_limit),
      creditLeft: centsToUnits(Number(r.credit_limit) - Number(r.held)),
      downlineCreditLimit: centsToUnits(r.held),
      downlineCount: Number(r.downline_count),
      memberCount: Number(r.member_count),
      houseCount: Number(r.house_count),
      reservedPrefixes: r.prefixes ?? [],
      createdAt: new Date(r.created_at).toISOString(),
    })),
    totalCount: first ? Number(first.total) : 0,
    overallInfo: {
      creditLimit: centsToUnits(first?.sum_limit ?? 0),
      creditLeft: centsToUnits(Number(first?.sum_limit ?? 0) - Number(first?.sum_held ?? 0)),
      downlineCreditLimit: centsToUnits(first?.sum_held ?? 0),
    },
  };
}
