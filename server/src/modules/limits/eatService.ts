import type { AreaDeps } from '../../areaDeps';
import {
  FIGHT_LIMIT_CODES,
  FIGHT_LIMIT_GAMES,
  type EatSettings,
  type FightLimitRelatedData,
  type FixIsRedPackageBody,
  type UpdateUserEatLimitBody,
} from '@drawdesk/shared-kernel/contract';
import { centsToUnits, Role } from '@drawdesk/shared-kernel/domain';
import type { AuthContext } from '../../auth/sessionUser';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/connection';
import { inTransaction, type Trx } from '../../db/retry';
import { BusinessError } from '../../http/errors';
import { loadEatState, lockEatState, saveEatState } from './queries';
import {
  accountFormChanges,
  accountFormView,
  applyEatUpdate,
  assertValidEatState,
  hasAccountFormEat,
  limitsToUnits,
  type AccountFormEat,
  type EatState,
} from './eatRules';
import { findTarget, isUplineOf, may, requireFunction, targetInScope, type Target } from '../../auth/target';

export const LimitMessages = {
  notEater: 'Fight limits apply to companies and agents only.',
  notMainAccount: 'This setting belongs to main accounts only.',
  noRedPackage: 'The red package applies to companies, agents, players and houses only.',
} as const;

const isEater = (t: Target) =>
  t.mainAccountId === null && (t.roleId === Role.Company || t.roleId === Role.Multilevel);

function toSettings(target: Target, state: EatState): EatSettings {
  return {
    userId: target.id,
    username: target.username,
    userRoleId: target.roleId,
    positionTaking: state.positionTaking,
    grouping: state.grouping,
    fightLimits: limitsToUnits(state.limits),
    maxFightLimit: state.maxFightLimit === null ? null : centsToUnits(state.maxFightLimit),
    isRedPackage: state.isRedPackage,
  };
}

async function eaterInScope(db: Db | Trx, ctx: AuthContext, userId: number): Promise<Target> {
  const target = await targetInScope(db, ctx, userId);
  if (!isEater(target)) throw new BusinessError(LimitMessages.notEater);
  return target;
}

const mayEdit = (ctx: AuthContext) => may(ctx, 'Fight Limit', [2, 3]);

export async function getFightLimitRelatedData(
  { db }: AreaDeps,
  ctx: AuthContext,
  userId?: number,
): Promise<FightLimitRelatedData> {
  requireFunction(ctx, ['Fight Limit'], [1]);
  const target = await eaterInScope(db, ctx, userId ?? ctx.principalId);
  const isCompany = target.roleId === Role.Company;
  const state = await loadEatState(db, target.id, isCompany);
  const upline = target.uplineId === null ? undefined : await findTarget(db, target.uplineId);
  const uplineSettings =
    upline && isEater(upline)
      ? toSettings(upline, await loadEatState(db, upline.id, upline.roleId === Role.Company))
      : null;
  const canEdit = mayEdit(ctx);
  return {
    ...toSettings(target, state),
    canEdit,
    canEditMaxFightLimit: canEdit && isUplineOf(ctx, target),
    positionTakingFixed: isCompany,
    upline: uplineSettings,
    betCodes: [...FIGHT_LIMIT_CODES],
    games: [...FIGHT_LIMIT_GAMES],
  };
}

export async function updateUserEatLimit(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: UpdateUserEatLimitBody,
): Promise<EatSettings> {
  requireFunction(ctx, ['Fight Limit'], [2, 3]);
  return inTransaction(db, async (trx) => {
    const target = await eaterInScope(trx, ctx, body.userId);
    const isCompany = target.roleId === Role.Company;
    const before = await lockEatState(trx, target.id, isCompany);
    const { userId: _ignored, ...changes } = body;
    const after = applyEatUpdate(before, changes, { isCompany, mayEditMax: isUplineOf(ctx, target) });
    await commitEatChange(trx, ctx, target, before, after);
    return toSettings(target, after);
  });
}

/** Saves a validated state (row locked by lockEatState) with its audit row: every writer of eat settings ends here. */
async function commitEatChange(
  trx: Trx,
  ctx: AuthContext,
  target: Target,
  before: EatState,
  after: EatState,
): Promise<void> {
  await saveEatState(trx, target.id, after, ctx.user.id);
  await writeAudit(trx, {
    actorId: ctx.user.id,
    companyId: target.companyId,
    action: 'limits.updateEatLimit',
    entity: 'user',
    entityId: target.id,
    before: toSettings(target, before),
    after: toSettings(target, after),
  });
}

async function existingTarget(trx: Trx, userId: number): Promise<Target> {
  const target = await findTarget(trx, userId);
  if (!target) throw new Error(`account ${userId} not found`);
  return target;
}

/**
 * The account form's pt, max fight limit and per-code fight limits (CreateOrUpdateUser, create and
 * update), in the caller's transaction, after the tree area's own checks. Same rules, messages and
 * audit as UpdateUserEatLimit. An account that does not eat (player, house, IT admin, sub-account)
 * stores none: a value other than the form's empty one (pt 0, max 0, no limits) is refused.
 */
export async function applyAccountFormEat(
  trx: Trx,
  ctx: AuthContext,
  userId: number,
  form: AccountFormEat,
): Promise<void> {
  if (form.positionTaking === undefined && form.maxFightLimit === undefined && form.fightLimits === undefined)
    return;
  const target = await existingTarget(trx, userId);
  if (!isEater(target)) {
    if (hasAccountFormEat(form)) throw new BusinessError(LimitMessages.notEater);
    return;
  }
  const isCompany = target.roleId === Role.Company;
  const before = await lockEatState(trx, target.id, isCompany);
  const after = applyEatUpdate(before, accountFormChanges(form, before), {
    isCompany,
    mayEditMax: isUplineOf(ctx, target),
  });
  await commitEatChange(trx, ctx, target, before, after);
}

/** CloneAccount: the new account gets the source's eat state (pt, grouping, max, every limit, red-package flag), audited. */
export async function copyEatState(
  trx: Trx,
  ctx: AuthContext,
  sourceId: number,
  cloneId: number,
): Promise<void> {
  const source = await existingTarget(trx, sourceId);
  const clone = await existingTarget(trx, cloneId);
  if (!isEater(clone)) return;
  const isCompany = clone.roleId === Role.Company;
  const copied = await loadEatState(trx, source.id, source.roleId === Role.Company);
  assertValidEatState(copied, isCompany);
  const before = await lockEatState(trx, clone.id, isCompany);
  await commitEatChange(trx, ctx, clone, before, copied);
}

/** The eat fields as the account form shows them (user detail reads). */
export async function accountFormEatOf(
  db: Db | Trx,
  userId: number,
  roleId: number,
): Promise<Required<AccountFormEat>> {
  return accountFormView(await loadEatState(db, userId, roleId === Role.Company));
}

export async function fixIsRedPackage(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: FixIsRedPackageBody,
): Promise<FixIsRedPackageBody> {
  requireFunction(ctx, ['Red Number'], [2, 3]);
  return inTransaction(db, async (trx) => {
    const target = await targetInScope(trx, ctx, body.userId);
    if (target.mainAccountId !== null) throw new BusinessError(LimitMessages.notMainAccount);
    if (target.roleId === Role.SuperAdmin || target.roleId === Role.ItAdmin)
      throw new BusinessError(LimitMessages.noRedPackage);
    const isCompany = target.roleId === Role.Company;
    const before = await lockEatState(trx, target.id, isCompany);
    await saveEatState(trx, target.id, { ...before, isRedPackage: body.isRedPackage }, ctx.user.id);
    await writeAudit(trx, {
      actorId: ctx.user.id,
      companyId: target.companyId,
      action: 'limits.fixIsRedPackage',
      entity: 'user',
      entityId: target.id,
      before: { isRedPackage: before.isRedPackage },
      after: { isRedPackage: body.isRedPackage },
    });
    return { userId: target.id, isRedPackage: body.isRedPackage };
  });
}
