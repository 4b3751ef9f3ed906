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
import {
  selectActiveAgentOptions,
  selectCompanyPage,
  selectDirectDownlineOptions,
  selectListingPage,
  type ListingFilter,
  type ListingSqlRow,
} from './queries';

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
  const search = body.search?.trim();
  const filter: ListingFilter = { uplineId, lineFilter: lineFilter(ctx, uplineId) };
  if (search) filter.search = search;
  if (body.status) filter.status = body.status;
  if (body.userRoleId !== undefined && body.userRoleId !== ALL_FILTER) filter.roleId = body.userRoleId;
  const pageSize = body.PageSize ?? 500;
  const start = body.StartCount ?? 0;
  const rows = await selectListingPage(db, filter, { startCount: start, pageSize });
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
  const rows = await selectDirectDownlineOptions(db, id);
  return rows.filter((r) => canRead(ctx, { id: Number(r.id), path: r.path.map(Number) })).map(toOption);
}

/** Companies and agents in scope (the caller's own main account included) who may bet for their bettors. */
export async function bettingAgents(db: Db, ctx: AuthContext): Promise<AccountOption[]> {
  // A bettor only ever bets for itself: the list is for the accounts above bettors.
  if (isBettorRole(ctx.user.roleId)) throw forbidden();
  const rows = await selectActiveAgentOptions(db, readsEverything(ctx) ? null : ctx.principalId);
  return rows.filter((r) => canRead(ctx, { id: Number(r.id), path: r.path.map(Number) })).map(toOption);
}

export async function companyDetails(
  db: Db,
  ctx: AuthContext,
  body: { StartCount: number; PageSize: number; search?: string; status?: string },
): Promise<Page<CompanyRow, { creditLimit: number; creditLeft: number; downlineCreditLimit: number }>> {
  if (!readsEverything(ctx)) throw forbidden();
  const search = body.search?.trim();
  const rows = await selectCompanyPage(
    db,
    { ...(search ? { search } : {}), ...(body.status ? { status: body.status } : {}) },
    { startCount: body.StartCount, pageSize: body.PageSize },
  );
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
