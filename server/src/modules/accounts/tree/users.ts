import type { AreaDeps } from '../../../areaDeps';
import type {
  CloneAccountBody,
  CreateOrUpdateUserBody,
  UserDetailInit,
  UserEditDetail,
} from '@drawdesk/shared-kernel/contract';
import {
  centsToUnits,
  ReceiptFormats,
  Role,
  unitsToCents,
  VALIDATION_MESSAGES,
  type RoleId,
} from '@drawdesk/shared-kernel/domain';
import { defaultAccessString } from '../../../auth/accessString';
import { hashPassword } from '../../../auth/passwords';
import type { AuthContext } from '../../../auth/sessionUser';
import { writeAudit } from '../../../db/audit';
import type { Db } from '../../../db/connection';
import { inTransaction, type Trx } from '../../../db/retry';
import { assertAccountPackages } from '../../configuration';
import type { UserRow } from '../../../db/schema';
import { badRequest, BusinessError, forbidden } from '../../../http/errors';
import { canWrite, canWriteUnder, Level, nodeOf, readableUser, requireDownline } from '../../../auth/access';
import { assertUplineCanGive, changeCreditLimit, figuresOf, writeCreditLog } from './credit';
import { mapUniqueViolation } from '../../../db/errors';
import {
  countDirectChildren,
  lockUser,
  minDownlineAgentLevel,
  prefixReservedForOther,
  usernameTaken,
} from './queries';
import {
  allowedAgentLevels,
  allowedChildRoles,
  DELETED_USERNAME,
  placementError,
  placementOf,
} from './rules';
import {
  CURRENCIES,
  DEFAULT_SETTINGS,
  mergeSettings,
  readSettings,
  settingsReply,
  type StoredSettings,
} from '../../configuration';
import {
  cascadeStatus,
  insertUser,
  lockPrefixesForRead,
  nextUserId,
  selectIdByUsername,
  selectTreePlace,
  selectUsername,
  updateAccountForm,
} from './queries';
import { accountFormEatOf, applyAccountFormEat, copyEatState } from '../../limits';
import { accountFormView, defaultEatState, type AccountFormEat } from '../../limits';

const companyOf = (row: UserRow): number | null => (row.company_id === null ? null : Number(row.company_id));

export async function editDetail(db: Db | Trx, row: UserRow): Promise<UserEditDetail> {
  const credit = await figuresOf(db, row);
  const upline = row.upline_id === null ? undefined : await selectUsername(db, row.upline_id);
  return {
    userId: Number(row.id),
    username: row.username,
    fullName: row.full_name,
    userRoleId: row.role_id,
    agentLevel: row.agent_level,
    uplineId: row.upline_id === null ? null : Number(row.upline_id),
    uplineUsername: upline ?? '',
    companyId: companyOf(row),
    status: row.status,
    creditLimit: centsToUnits(credit.creditLimit),
    creditLeft: centsToUnits(credit.creditLeft),
    balance: centsToUnits(row.balance),
    outstanding: centsToUnits(row.outstanding),
    unlimited: credit.unlimited,
    downlineCount: await countDirectChildren(db, Number(row.id), true),
    hasSecondaryPassword: row.secondary_password_hash !== null,
    createdAt: new Date(row.created_at).toISOString(),
    settings: settingsReply(
      readSettings(row.settings),
      await accountFormEatOf(db, Number(row.id), row.role_id),
    ),
  };
}

export async function userDetailByUsername(
  { db }: AreaDeps,
  ctx: AuthContext,
  username: string,
): Promise<UserEditDetail> {
  requireDownline(ctx, Level.View);
  const id = await selectIdByUsername(db, username);
  if (id === undefined) {
    if (ctx.user.roleId === Role.SuperAdmin || ctx.user.roleId === Role.ItAdmin)
      throw new BusinessError('No record found!');
    throw forbidden();
  }
  return editDetail(db, await readableUser(db, ctx, id));
}

export async function userDetailInit(
  { db }: AreaDeps,
  ctx: AuthContext,
  query: { uplineId?: number; userId?: number },
): Promise<UserDetailInit> {
  requireDownline(ctx, Level.View);
  const user = query.userId === undefined ? null : await readableUser(db, ctx, query.userId);
  const uplineId = query.uplineId ?? (user?.upline_id ? Number(user.upline_id) : ctx.principalId);
  const upline = await readableUser(db, ctx, uplineId);
  const credit = await figuresOf(db, upline);
  return {
    upline: {
      userId: Number(upline.id),
      username: upline.username,
      userRoleId: upline.role_id,
      agentLevel: upline.agent_level,
      creditLimit: centsToUnits(credit.creditLimit),
      creditLeft: centsToUnits(credit.creditLeft),
      unlimited: credit.unlimited,
    },
    allowedRoleIds: allowedChildRoles(placementOf(upline)),
    allowedAgentLevels: allowedAgentLevels(placementOf(upline)),
    currencies: [...CURRENCIES],
    receiptFormats: Object.entries(ReceiptFormats).map(([id, name]) => ({ id: Number(id), name })),
    defaults: settingsReply(DEFAULT_SETTINGS, accountFormView(defaultEatState(false))),
    user: user ? await editDetail(db, user) : null,
  };
}

/** The unique index on lower(username) (migration 0001). */
const USERNAME_INDEX = 'users_username_lower_key';
const usernameTakenError = (username: string) =>
  new BusinessError(`The username ${username} is already taken.`);

async function assertUsernameFree(db: Db | Trx, username: string, companyId: number | null): Promise<void> {
  if (DELETED_USERNAME.test(username)) throw new BusinessError(`The username ${username} is reserved.`);
  if (await usernameTaken(db, username)) throw usernameTakenError(username);
  const prefix = await prefixReservedForOther(db, username, companyId);
  if (prefix) throw new BusinessError(`Usernames starting with ${prefix} are reserved for another company.`);
}

function assertPasswordPair(
  password: string | undefined,
  confirm: string | undefined,
  required: boolean,
): void {
  if (password === undefined) {
    if (required) throw badRequest('Invalid input: password is required');
    return;
  }
  if (password !== confirm)
    throw badRequest(
      `Invalid input: confirmPassword ${VALIDATION_MESSAGES.CONFIRM_PASSWORD_AND_PASSWORD_IS_NOT_TALLY}`,
    );
}

function assertSettingsConsistent(settings: StoredSettings): void {
  if (
    settings.autoTransfer &&
    settings.autoTransferFrequency === 0 &&
    (settings.autoTransferDay < 0 || settings.autoTransferDay > 6)
  ) {
    throw badRequest('Invalid input: autoTransferDay must be 0 (Sunday) to 6 (Saturday)');
  }
}

interface NewAccount {
  username: string;
  fullName: string;
  roleId: RoleId;
  agentLevel: number | null;
  uplineId: number;
  status: UserRow['status'];
  creditLimit: number;
  passwordHash: string;
  secondaryHash: string | null;
  settings: StoredSettings;
  /** pt and fight limits: the form's fields (create), or the account whose eat state is copied (clone). */
  eat: { form: AccountFormEat } | { copyFrom: number };
  action: string;
  clonedFrom?: number;
}

/** The form's eat fields; the limits area stores and checks them (same rules as UpdateUserEatLimit). */
const eatFieldsOf = (body: CreateOrUpdateUserBody): AccountFormEat => ({
  positionTaking: body.positionTaking,
  maxFightLimit: body.maxFightLimit,
  fightLimits: body.fightLimits,
});

/** Places a new account under its upline: every DOMAIN 2/3 rule, one transaction. */
async function insertAccount(db: Db, ctx: AuthContext, spec: NewAccount): Promise<number> {
  // Two creates of one username that both pass the check: the unique index refuses the second.
  return mapUniqueViolation(
    () => insertAccountOnce(db, ctx, spec),
    USERNAME_INDEX,
    () => usernameTakenError(spec.username),
  );
}

async function insertAccountOnce(db: Db, ctx: AuthContext, spec: NewAccount): Promise<number> {
  return inTransaction(db, async (trx) => {
    const upline = await lockUser(trx, spec.uplineId);
    if (!upline || !canWriteUnder(ctx, nodeOf(upline)) || upline.main_account_id !== null) throw forbidden();
    const placement = placementError(placementOf(upline), {
      roleId: spec.roleId,
      agentLevel: spec.agentLevel,
    });
    if (placement) throw new BusinessError(placement);
    const companyId = spec.roleId === Role.Company ? null : companyOf(upline);
    await lockPrefixesForRead(trx);
    await assertUsernameFree(trx, spec.username, companyId);
    await assertUplineCanGive(trx, upline, spec.creditLimit);
    const id = await nextUserId(trx);
    const inserted = await insertUser(trx, {
      id,
      username: spec.username,
      password_hash: spec.passwordHash,
      secondary_password_hash: spec.secondaryHash,
      full_name: spec.fullName,
      role_id: spec.roleId,
      agent_level: spec.agentLevel,
      upline_id: upline.id,
      company_id: spec.roleId === Role.Company ? id : companyId,
      path: [...upline.path, id],
      status: upline.status === 'active' ? spec.status : upline.status,
      credit_limit: spec.creditLimit,
      access_string: defaultAccessString(spec.roleId),
      settings: JSON.stringify(spec.settings),
    });
    await writeCreditLog(trx, ctx, inserted, 0, spec.creditLimit, 'user.create');
    await writeAudit(trx, {
      actorId: ctx.user.id,
      companyId: companyOf(inserted),
      action: spec.action,
      entity: 'user',
      entityId: id,
      after: {
        username: spec.username,
        roleId: spec.roleId,
        agentLevel: spec.agentLevel,
        uplineId: Number(upline.id),
        creditLimit: centsToUnits(spec.creditLimit),
        clonedFrom: spec.clonedFrom,
      },
    });
    if ('copyFrom' in spec.eat) await copyEatState(trx, ctx, spec.eat.copyFrom, Number(id));
    else await applyAccountFormEat(trx, ctx, Number(id), spec.eat.form);
    if (spec.action === 'user.create')
      await assertAccountPackages(trx, ctx, Number(id), spec.settings.packageIds);
    return Number(id);
  });
}

const secondaryHashOf = async (value: string | undefined): Promise<string | null | undefined> =>
  value === undefined ? undefined : value === '' ? null : hashPassword(value);

export async function createOrUpdateUser(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: CreateOrUpdateUserBody,
): Promise<number> {
  const creating = body.userId === undefined;
  requireDownline(ctx, creating ? Level.Create : Level.Edit);
  assertPasswordPair(body.password, body.confirmPassword, creating);
  const agentLevel = body.agentLevel ?? null;
  const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
  const secondaryHash = await secondaryHashOf(body.secondaryPassword);
  const creditLimit = unitsToCents(body.creditLimit);

  if (body.userId === undefined) {
    const settings = mergeSettings(DEFAULT_SETTINGS, body);
    assertSettingsConsistent(settings);
    return insertAccount(db, ctx, {
      username: body.username,
      fullName: body.fullName,
      roleId: body.userRoleId as RoleId,
      agentLevel,
      uplineId: body.uplineId,
      status: body.status,
      creditLimit,
      passwordHash: passwordHash!,
      secondaryHash: secondaryHash ?? null,
      settings,
      eat: { form: eatFieldsOf(body) },
      action: 'user.create',
    });
  }
  const userId = body.userId;
  await readableUser(db, ctx, userId);
  return inTransaction(db, async (trx) => {
    const current = await selectTreePlace(trx, userId);
    if (!canWrite(ctx, nodeOf(current)) || current.upline_id === null) throw forbidden();
    const upline = (await lockUser(trx, Number(current.upline_id)))!;
    const target = (await lockUser(trx, userId))!;
    if (target.main_account_id !== null)
      throw new BusinessError('Sub-accounts are edited on the sub-account screen.');
    if (target.username.toLowerCase() !== body.username.toLowerCase())
      throw new BusinessError('The username of an account cannot be changed.');
    if (target.role_id !== body.userRoleId)
      throw new BusinessError('The role of an account cannot be changed.');
    if (Number(target.upline_id) !== body.uplineId)
      throw new BusinessError('Use Change Upline to move an account under another upline.');
    if (target.role_id === Role.Multilevel) {
      const placement = placementError(placementOf(upline), { roleId: target.role_id, agentLevel });
      if (placement) throw new BusinessError(placement);
      const lowest = await minDownlineAgentLevel(trx, userId);
      if (agentLevel !== null && lowest !== null && agentLevel >= lowest) {
        throw new BusinessError(
          "An agent's level must stay higher in rank (a smaller number) than its downline agents' levels.",
        );
      }
    } else if (agentLevel !== null) {
      throw new BusinessError('Only agent accounts have an agent level.');
    }
    const before = readSettings(target.settings);
    const settings = mergeSettings(before, body);
    assertSettingsConsistent(settings);
    await changeCreditLimit(trx, ctx, upline, target, creditLimit, 'user.creditLimit');
    await updateAccountForm(trx, userId, {
      fullName: body.fullName,
      agentLevel,
      settings: JSON.stringify(settings),
      passwordHash,
      secondaryHash,
    });
    if (body.status !== target.status) await cascadeStatus(trx, ctx.user.id, userId, body.status);
    await applyAccountFormEat(trx, ctx, userId, eatFieldsOf(body));
    await assertAccountPackages(trx, ctx, userId, body.packageIds, before.packageIds);
    await writeAudit(trx, {
      actorId: ctx.user.id,
      companyId: companyOf(target),
      action: 'user.update',
      entity: 'user',
      entityId: userId,
      before: { fullName: target.full_name, agentLevel: target.agent_level, settings: before },
      after: {
        fullName: body.fullName,
        agentLevel,
        settings,
        passwordChanged: passwordHash !== undefined,
        secondaryPasswordChanged: secondaryHash !== undefined,
      },
    });
    return userId;
  });
}

export async function cloneAccount(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: CloneAccountBody,
): Promise<number> {
  requireDownline(ctx, Level.Create);
  assertPasswordPair(body.password, body.confirmPassword, true);
  const source = await readableUser(db, ctx, body.sourceUserId);
  if (source.main_account_id !== null || source.upline_id === null || Number(source.id) === ctx.principalId)
    throw forbidden();
  const passwordHash = await hashPassword(body.password);
  return insertAccount(db, ctx, {
    username: body.username,
    fullName: body.fullName ?? source.full_name,
    roleId: source.role_id as RoleId,
    agentLevel: source.agent_level,
    uplineId: body.uplineId ?? Number(source.upline_id),
    status: 'active',
    creditLimit:
      body.creditLimit === undefined ? Number(source.credit_limit ?? 0) : unitsToCents(body.creditLimit),
    passwordHash,
    secondaryHash: null,
    settings: readSettings(source.settings),
    eat: { copyFrom: Number(source.id) },
    action: 'user.clone',
    clonedFrom: Number(source.id),
  });
}
