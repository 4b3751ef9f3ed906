import type { AreaDeps } from '../../../areaDeps';
import type { LoginUserData, RoleAccessData, UserDetail } from '@drawdesk/shared-kernel/contract';
import { ServerMessages } from '@drawdesk/shared-kernel/contract';
import { centsToUnits, roleNamesOf, type AgentLevelId, type RoleId } from '@drawdesk/shared-kernel/domain';
import { decoyHash, hashPassword, verifyPassword } from '../../../auth/passwords';
import { clearAccountFailures, loginSubject, recordSuccess, type Attempt } from '../../../auth/rateLimit';
import { canRead, readsEverything } from '../../../auth/scope';
import { createSession, deleteOtherSessions, deleteSession } from '../../../auth/sessionStore';
import { mainAccessOf, toSessionUser, type AuthContext, type SessionUser } from '../../../auth/sessionUser';
import { newSessionToken } from '../../../auth/tokens';
import { writeAudit } from '../../../db/audit';
import type { Db } from '../../../db/connection';
import { inTransaction, type Trx } from '../../../db/retry';
import { BusinessError, forbidden } from '../../../http/errors';
import { beginPasswordCheck } from './passwordCheck';
import { creditFigures } from '../credit';
import {
  findUserById,
  findUserByUsername,
  markTermsAccepted,
  selectReportAccess,
  sumDirectDownlineLimits,
  updatePasswordHash,
} from './queries';
import { canUnlockLogins } from '@drawdesk/shared-kernel/domain/access';

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export function loginUserData(user: SessionUser): LoginUserData {
  return {
    userId: user.id,
    username: user.username,
    userRoleId: user.roleId,
    agentLevel: user.agentLevel,
    accessString: user.accessString,
    mainAccount: user.mainAccountId === null ? '' : String(user.mainAccountId),
    skipTNC: user.skipTnc,
    resendOrderLimitEnable: user.resendOrderLimitEnable,
    temporaryDisableFor: user.temporaryDisableFor,
    targetLines: user.targetLines,
    isAdminStaff: user.isAdminStaff,
    hasSecondaryPassword: user.hasSecondaryPassword,
    language: user.language,
  };
}

/**
 * The login data the shell builds its menu from: with a sub-account's report access, so the menu
 * offers only the reports the server opens for it (the kernel's mayOpenReport).
 */
export async function sessionUserData(db: Db | Trx, user: SessionUser): Promise<LoginUserData> {
  const data = loginUserData(user);
  if (user.mainAccountId === null) return data;
  return { ...data, reportAccess: await selectReportAccess(db, user.id) };
}

/** Checks the credentials; one message for every wrong username, password or inactive account. */
export async function login(
  { db, clock }: AreaDeps,
  username: string,
  password: string,
  client: ClientInfo,
): Promise<{ token: string; user: SessionUser }> {
  const attempt: Attempt = {
    kind: 'login',
    subject: loginSubject(username),
    ip: client.ip,
    now: clock.now(),
  };
  await beginPasswordCheck(db, attempt);
  const row = await findUserByUsername(db, username.trim());
  // Verify even for an unknown username, so timing does not tell which usernames exist.
  const valid = await verifyPassword(row?.password_hash ?? (await decoyHash()), password);
  if (!row || !valid || row.status === 'inactive') {
    throw new BusinessError(ServerMessages.invalidLogin);
  }
  const token = newSessionToken();
  await inTransaction(db, async (trx) => {
    await recordSuccess(trx, attempt);
    await createSession(trx, token, Number(row.id), client);
  });
  return { token, user: toSessionUser(row, await mainAccessOf(db, row)) };
}

export async function logout({ db }: AreaDeps, ctx: AuthContext | null): Promise<void> {
  if (ctx) await deleteSession(db, ctx.sessionId);
}

export async function agreeTerms({ db, clock }: AreaDeps, ctx: AuthContext): Promise<LoginUserData> {
  const row = await inTransaction(db, async (trx) => {
    const updated = await markTermsAccepted(trx, ctx.user.id, clock.now());
    await writeAudit(trx, {
      actorId: ctx.user.id,
      companyId: ctx.user.companyId,
      action: 'account.agreeTerms',
      entity: 'user',
      entityId: ctx.user.id,
      after: { skipTnc: true, tncAcceptedAt: updated.tnc_accepted_at },
    });
    return updated;
  });
  return sessionUserData(db, toSessionUser(row, await mainAccessOf(db, row)));
}

/**
 * Changes the caller's password and ends every other session of the account. A wrong old password
 * is a wrong guess of the login password: it counts, and is slowed down, as a failed login.
 */
export async function changePassword(
  { db, clock }: AreaDeps,
  ctx: AuthContext,
  oldPassword: string,
  newPassword: string,
  ip: string,
): Promise<void> {
  const attempt: Attempt = { kind: 'login', subject: loginSubject(ctx.user.username), ip, now: clock.now() };
  await beginPasswordCheck(db, attempt);
  const row = await findUserById(db, ctx.user.id);
  if (!row || !(await verifyPassword(row.password_hash, oldPassword))) {
    throw new BusinessError('The old password is incorrect.');
  }
  await recordSuccess(db, attempt);
  if (oldPassword === newPassword)
    throw new BusinessError('The new password must differ from the old password.');
  const newHash = await hashPassword(newPassword);
  await inTransaction(db, async (trx) => {
    await updatePasswordHash(trx, ctx.user.id, newHash);
    await deleteOtherSessions(trx, ctx.user.id, ctx.sessionId);
    await writeAudit(trx, {
      actorId: ctx.user.id,
      companyId: ctx.user.companyId,
      action: 'account.changePassword',
      entity: 'user',
      entityId: ctx.user.id,
    });
  });
}

/** The super admin forgets an account's failed password checks, so it is not slowed down anymore. */
export async function unlockLogin({ db }: AreaDeps, ctx: AuthContext, userId: number): Promise<void> {
  if (!canUnlockLogins(loginUserData(ctx.user))) throw forbidden();
  const row = await findUserById(db, userId);
  if (!row) throw new BusinessError(ServerMessages.notFound);
  await inTransaction(db, async (trx) => {
    const cleared = await clearAccountFailures(trx, { userId, username: row.username });
    await writeAudit(trx, {
      actorId: ctx.user.id,
      companyId: row.company_id === null ? null : Number(row.company_id),
      action: 'account.unlockLogin',
      entity: 'user',
      entityId: userId,
      after: { clearedFailures: cleared },
    });
  });
}

export async function userDetails({ db }: AreaDeps, ctx: AuthContext, userId: number): Promise<UserDetail> {
  const row = await findUserById(db, userId);
  if (!row) {
    // Only those who may read everyone learn whether an id exists.
    if (readsEverything(ctx)) throw new BusinessError(ServerMessages.notFound);
    throw forbidden();
  }
  const user = toSessionUser(row);
  if (!canRead(ctx, user)) throw forbidden();
  const credit = creditFigures({
    roleId: user.roleId,
    creditLimit: row.credit_limit === null ? null : Number(row.credit_limit),
    balance: Number(row.balance),
    outstanding: Number(row.outstanding),
    downlineLimits: user.mainAccountId === null ? await sumDirectDownlineLimits(db, user.id) : 0,
  });
  return {
    userId: user.id,
    username: user.username,
    fullName: user.fullName,
    userRoleId: user.roleId,
    agentLevel: user.agentLevel,
    uplineId: user.uplineId,
    status: user.status,
    creditLimit: centsToUnits(credit.creditLimit),
    creditLeft: centsToUnits(credit.creditLeft),
    balance: centsToUnits(row.balance),
    outstanding: centsToUnits(row.outstanding),
    unlimited: credit.unlimited,
    mainAccount: user.mainAccountId === null ? '' : String(user.mainAccountId),
    companyId: user.companyId,
  };
}

export function roleAccessData(ctx: AuthContext): RoleAccessData {
  const { user } = ctx;
  return {
    userRoleId: user.roleId,
    roleNames: roleNamesOf(user.roleId as RoleId, user.agentLevel as AgentLevelId | null, user.isAdminStaff),
    accessString: user.accessString,
    targetLines: user.targetLines,
    temporaryDisableFor: user.temporaryDisableFor,
  };
}
