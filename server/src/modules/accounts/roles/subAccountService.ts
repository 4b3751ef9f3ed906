import type {
  CreateOrUpdateSubAccountBody,
  GetSubAccountListingBody,
  SubAccountRow,
  TargetLines,
  UserActivityPermission,
} from '@drawdesk/shared-kernel/contract';
import { ServerMessages } from '@drawdesk/shared-kernel/contract';
import { isBettorRole, Role, type RoleId } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import { canonicalAccessString, hasAccess, type AccessLevel } from '../../../auth/accessString';
import { hashPassword } from '../../../auth/passwords';
import { canRead, readsEverything } from '../../../auth/scope';
import type { AuthContext } from '../../../auth/sessionUser';
import { writeAudit } from '../../../db/audit';
import type { Db } from '../../../db/connection';
import { inTransaction, type Trx } from '../../../db/retry';
import type { UserRow } from '../../../db/schema';
import { BusinessError, forbidden } from '../../../http/errors';
import { containsPattern } from '../../../db/likePatterns';
import { isUniqueViolation } from '../../../db/errors';
import {
  assertReportAccess,
  assertWithin,
  grantedFunctions,
  parseRequestedAccess,
  toFunctionNames,
} from './grid';
import { assertManagesSubAccounts, isSuperAdmin } from './policy';

const VIEW_CREATE_EDIT: readonly AccessLevel[] = [1, 2, 3];
const node = (row: Pick<UserRow, 'id' | 'path'>) => ({ id: Number(row.id), path: row.path.map(Number) });

/** Unknown ids are 'not found' only for those who may read everyone; others learn nothing. */
const missing = (ctx: AuthContext) =>
  readsEverything(ctx) ? new BusinessError(ServerMessages.notFound) : forbidden();

/**
 * The main account whose sub-accounts the caller manages: itself, or (super admin, company) a main
 * account in its tree. Sub-accounts of bettors and IT admins are refused.
 */
async function mainAccountFor(
  db: Db | Trx,
  ctx: AuthContext,
  mainAccountId: number | undefined,
  lock: boolean,
): Promise<UserRow> {
  const id = mainAccountId ?? ctx.user.id;
  let q = db.selectFrom('users').selectAll().where('id', '=', String(id));
  if (lock) q = q.forUpdate();
  const main = await q.executeTakeFirst();
  if (!main) throw missing(ctx);
  if (
    id !== ctx.user.id &&
    !((isSuperAdmin(ctx) || ctx.user.roleId === Role.Company) && canRead(ctx, node(main)))
  )
    throw forbidden();
  if (main.main_account_id !== null)
    throw new BusinessError(`${main.username} is a sub-account; sub-accounts cannot have sub-accounts.`);
  const role = main.role_id as RoleId;
  if (isBettorRole(role) || role === Role.ItAdmin)
    throw new BusinessError(`${main.username} cannot have sub-accounts.`);
  return main;
}

export async function targetLines(
  db: Db,
  ctx: AuthContext,
  mainAccountId?: number,
  subAccountId?: number,
): Promise<TargetLines> {
  assertManagesSubAccounts(ctx, VIEW_CREATE_EDIT);
  const main = await mainAccountFor(db, ctx, mainAccountId, false);
  let selected: number[] = [];
  if (subAccountId !== undefined) {
    const sub = await db
      .selectFrom('users')
      .select(['main_account_id', 'target_lines'])
      .where('id', '=', String(subAccountId))
      .executeTakeFirst();
    if (!sub || sub.main_account_id !== main.id) throw missing(ctx);
    selected = sub.target_lines.map(Number);
  }
  const lines = await db
    .selectFrom('users')
    .select(['id', 'username', 'full_name', 'role_id', 'agent_level', 'status'])
    .where('upline_id', '=', main.id)
    .where('main_account_id', 'is', null)
    .orderBy(sql`lower(username)`)
    .execute();
  return {
    mainAccountId: Number(main.id),
    lines: lines.map((l) => ({
      userId: Number(l.id),
      username: l.username,
      fullName: l.full_name,
      userRoleId: l.role_id,
      agentLevel: l.agent_level,
      status: l.status,
    })),
    selected,
  };
}

export async function subAccountListing(
  db: Db,
  ctx: AuthContext,
  body: GetSubAccountListingBody,
): Promise<{ rows: SubAccountRow[]; totalCount: number }> {
  assertManagesSubAccounts(ctx, VIEW_CREATE_EDIT);
  const main = await mainAccountFor(db, ctx, body.mainAccountId, false);
  let q = db
    .selectFrom('users as u')
    .leftJoin('sub_account_access as sa', 'sa.user_id', 'u.id')
    .leftJoin('user_admin_roles as ur', 'ur.user_id', 'u.id')
    .leftJoin('admin_roles as r', 'r.id', 'ur.role_id')
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
    .where('u.main_account_id', '=', main.id);
  if (body.search) {
    const like = containsPattern(body.search);
    q = q.where((eb) => eb.or([eb('u.username', 'ilike', like), eb('u.full_name', 'ilike', like)]));
  }
  if (body.status) q = q.where('u.status', '=', body.status);
  const rows = await q
    .orderBy(sql`lower(u.username)`)
    .offset(body.StartCount)
    .limit(body.PageSize)
    .execute();
  let totalCount = rows[0]?.total ?? 0;
  if (rows.length === 0 && body.StartCount > 0) {
    const again = await subAccountListing(db, ctx, { ...body, StartCount: 0, PageSize: 1 });
    totalCount = again.totalCount;
  }
  return {
    totalCount,
    rows: rows.map((r) => ({
      userId: Number(r.id),
      username: r.username,
      fullName: r.full_name,
      status: r.status,
      mainAccountId: Number(main.id),
      mainAccountUsername: main.username,
      accessString: r.access_string,
      reportAccess: toFunctionNames(r.report_access ?? []),
      targetLines: r.target_lines.map(Number),
      roleId: r.roleId === null ? null : Number(r.roleId),
      roleName: r.roleName,
      createdAt: r.created_at.toISOString(),
    })),
  };
}

export async function userActivityPermission(
  db: Db,
  ctx: AuthContext,
  userId: number | undefined,
): Promise<UserActivityPermission> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('sub_account_access as sa', 'sa.user_id', 'u.id')
    .leftJoin('user_admin_roles as ur', 'ur.user_id', 'u.id')
    .leftJoin('admin_roles as r', 'r.id', 'ur.role_id')
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
    .where('u.id', '=', String(userId ?? ctx.user.id))
    .executeTakeFirst();
  if (!row) throw missing(ctx);
  if (Number(row.id) !== ctx.user.id) {
    const fn = row.main_account_id === null ? 'Downline' : 'Main Account';
    if (!canRead(ctx, node(row)) || !hasAccess(ctx.user.accessString, fn, 1)) throw forbidden();
  }
  return {
    userId: Number(row.id),
    username: row.username,
    mainAccountId: row.main_account_id === null ? null : Number(row.main_account_id),
    accessString: row.access_string,
    functions: grantedFunctions(row.access_string),
    reportAccess: toFunctionNames(row.report_access ?? []),
    targetLines: row.target_lines.map(Number),
    roleId: row.roleId === null ? null : Number(row.roleId),
    roleName: row.roleName,
  };
}

interface CheckedInput {
  access: string;
  reportAccess: string[];
  targetLines: string[];
}

/** The subset rule, report access and target lines, checked against the locked main account. */
async function checkAgainstMain(
  trx: Trx,
  main: UserRow,
  body: CreateOrUpdateSubAccountBody,
): Promise<CheckedInput> {
  const requested = parseRequestedAccess(body.accessString);
  assertWithin(requested, main.access_string, main.username);
  const reportAccess = assertReportAccess(body.reportAccess, main.access_string, main.username);
  const wanted = [...new Set(body.targetLines)].sort((a, b) => a - b);
  if (wanted.length > 0) {
    const direct = await trx
      .selectFrom('users')
      .select('id')
      .where('id', 'in', wanted.map(String))
      .where('upline_id', '=', main.id)
      .where('main_account_id', 'is', null)
      .forShare()
      .execute();
    const ok = new Set(direct.map((d) => Number(d.id)));
    const outside = wanted.filter((id) => !ok.has(id));
    if (outside.length > 0) {
      throw new BusinessError(
        `Target lines must be direct downlines of ${main.username}; not allowed: ${outside.join(', ')}.`,
      );
    }
  }
  return { access: canonicalAccessString(requested), reportAccess, targetLines: wanted.map(String) };
}

export async function createOrUpdateSubAccount(
  db: Db,
  ctx: AuthContext,
  body: CreateOrUpdateSubAccountBody,
): Promise<number> {
  const creating = body.userId === undefined;
  assertManagesSubAccounts(ctx, creating ? [2] : [3]);
  if (creating && !body.password) throw new BusinessError('Password: This field is required.');
  if (
    body.password !== undefined &&
    body.confirmPassword !== undefined &&
    body.password !== body.confirmPassword
  ) {
    throw new BusinessError('Confirm password and password do not match.');
  }
  // Hashing is slow: done before the transaction so it holds no lock meanwhile.
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  try {
    return await inTransaction(db, (trx) =>
      creating
        ? insertSubAccount(trx, ctx, body, passwordHash!)
        : updateSubAccount(trx, ctx, body, passwordHash),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new BusinessError(`The username ${body.username} is already taken.`);
    throw error;
  }
}

const auditView = (
  row: Pick<UserRow, 'username' | 'full_name' | 'status' | 'access_string' | 'target_lines'>,
  reportAccess: readonly string[],
) => ({
  username: row.username,
  fullName: row.full_name,
  status: row.status,
  accessString: row.access_string,
  targetLines: row.target_lines.map(Number),
  reportAccess,
});

async function saveReportAccess(trx: Trx, userId: string, reportAccess: string[]): Promise<void> {
  await trx
    .insertInto('sub_account_access')
    .values({ user_id: userId, report_access: reportAccess })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ report_access: reportAccess, updated_at: sql<Date>`now()` }),
    )
    .execute();
}

async function insertSubAccount(
  trx: Trx,
  ctx: AuthContext,
  body: CreateOrUpdateSubAccountBody,
  passwordHash: string,
): Promise<number> {
  const main = await mainAccountFor(trx, ctx, body.mainAccountId, true);
  const input = await checkAgainstMain(trx, main, body);
  const { rows } = await sql<{ id: string }>`SELECT nextval('users_id_seq')::bigint AS id`.execute(trx);
  const id = rows[0]!.id;
  const row = await trx
    .insertInto('users')
    .values({
      id,
      username: body.username,
      password_hash: passwordHash,
      full_name: body.fullName.trim(),
      role_id: main.role_id,
      agent_level: main.agent_level,
      upline_id: main.id,
      main_account_id: main.id,
      company_id: main.company_id,
      path: [...main.path, id],
      status: body.status,
      // Sub-accounts hold no credit of their own (DOMAIN 3 counts main accounts only).
      credit_limit: 0,
      access_string: input.access,
      target_lines: input.targetLines,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await saveReportAccess(trx, id, input.reportAccess);
  await writeAudit(trx, {
    actorId: ctx.user.id,
    companyId: main.company_id === null ? null : Number(main.company_id),
    action: 'subAccount.create',
    entity: 'user',
    entityId: id,
    after: { mainAccountId: Number(main.id), ...auditView(row, input.reportAccess) },
  });
  return Number(id);
}

async function updateSubAccount(
  trx: Trx,
  ctx: AuthContext,
  body: CreateOrUpdateSubAccountBody,
  passwordHash: string | null,
): Promise<number> {
  const userId = String(body.userId);
  const current = await trx
    .selectFrom('users as u')
    .leftJoin('sub_account_access as sa', 'sa.user_id', 'u.id')
    .leftJoin('user_admin_roles as ur', 'ur.user_id', 'u.id')
    .leftJoin('admin_roles as r', 'r.id', 'ur.role_id')
    .selectAll('u')
    .select(['sa.report_access', 'r.name as roleName'])
    .where('u.id', '=', userId)
    .forUpdate('u')
    .executeTakeFirst();
  if (!current || current.main_account_id === null) throw missing(ctx);
  if (body.mainAccountId !== undefined && String(body.mainAccountId) !== current.main_account_id) {
    throw new BusinessError('A sub-account cannot move to another main account.');
  }
  const main = await mainAccountFor(trx, ctx, Number(current.main_account_id), true);
  const input = await checkAgainstMain(trx, main, body);
  if (current.roleName !== null && input.access !== current.access_string) {
    throw new BusinessError(
      `${current.username} holds the role ${current.roleName}; change its access on the roles screen.`,
    );
  }
  const row = await trx
    .updateTable('users')
    .set({
      username: body.username,
      full_name: body.fullName.trim(),
      status: body.status,
      access_string: input.access,
      target_lines: input.targetLines,
      updated_at: sql<Date>`now()`,
      ...(passwordHash ? { password_hash: passwordHash, password_changed_at: sql<Date>`now()` } : {}),
    })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
  // A new password ends the sub-account's sessions, as a change of password does elsewhere.
  if (passwordHash) await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await saveReportAccess(trx, userId, input.reportAccess);
  await writeAudit(trx, {
    actorId: ctx.user.id,
    companyId: main.company_id === null ? null : Number(main.company_id),
    action: 'subAccount.update',
    entity: 'user',
    entityId: userId,
    before: auditView(current, current.report_access ?? []),
    after: { ...auditView(row, input.reportAccess), passwordChanged: passwordHash !== null },
  });
  return Number(userId);
}
