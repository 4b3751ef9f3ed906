import type {
  CreateOrUpdateSubAccountBody,
  GetSubAccountListingBody,
  SubAccountRow,
  TargetLines,
  UserActivityPermission,
} from '@drawdesk/shared-kernel/contract';
import { ServerMessages } from '@drawdesk/shared-kernel/contract';
import { isBettorRole, Role, type RoleId } from '@drawdesk/shared-kernel/domain';
import { canonicalAccessString, hasAccess, type AccessLevel } from '../../../auth/accessString';
import { hashPassword } from '../../../auth/passwords';
import { canRead, readsEverything } from '../../../auth/scope';
import type { AuthContext } from '../../../auth/sessionUser';
import { writeAudit } from '../../../db/audit';
import type { Db } from '../../../db/connection';
import { inTransaction, type Trx } from '../../../db/retry';
import type { UserRow } from '../../../db/schema';
import { BusinessError, forbidden } from '../../../http/errors';
import { isUniqueViolation } from '../../../db/errors';
import {
  assertReportAccess,
  assertWithin,
  grantedFunctions,
  parseRequestedAccess,
  toFunctionNames,
} from './grid';
import { assertManagesSubAccounts, isSuperAdmin } from './policy';
import {
  deleteSessionsOf,
  insertUser,
  lockSubAccount,
  nextUserId,
  saveReportAccess,
  selectAccount,
  selectAccountAccess,
  selectDirectLines,
  selectSubAccountLines,
  selectSubAccountsPage,
  shareLockDirectLines,
  updateSubAccountRow,
} from './queries';

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
  const main = await selectAccount(db, id, lock);
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
    const sub = await selectSubAccountLines(db, subAccountId);
    if (!sub || sub.main_account_id !== main.id) throw missing(ctx);
    selected = sub.target_lines.map(Number);
  }
  const lines = await selectDirectLines(db, main.id);
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
  const rows = await selectSubAccountsPage(
    db,
    main.id,
    { ...(body.search ? { search: body.search } : {}), ...(body.status ? { status: body.status } : {}) },
    { startCount: body.StartCount, pageSize: body.PageSize },
  );
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
  const row = await selectAccountAccess(db, userId ?? ctx.user.id);
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
    const ok = new Set(await shareLockDirectLines(trx, main.id, wanted));
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

async function insertSubAccount(
  trx: Trx,
  ctx: AuthContext,
  body: CreateOrUpdateSubAccountBody,
  passwordHash: string,
): Promise<number> {
  const main = await mainAccountFor(trx, ctx, body.mainAccountId, true);
  const input = await checkAgainstMain(trx, main, body);
  const id = await nextUserId(trx);
  const row = await insertUser(trx, {
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
  });
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
  const current = await lockSubAccount(trx, userId);
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
  const row = await updateSubAccountRow(trx, userId, {
    username: body.username,
    fullName: body.fullName.trim(),
    status: body.status,
    access: input.access,
    targetLines: input.targetLines,
    passwordHash,
  });
  // A new password ends the sub-account's sessions, as a change of password does elsewhere.
  if (passwordHash) await deleteSessionsOf(trx, userId);
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
