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
import type { Clock } from '../../clock';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/connection';
import { inTransaction, type Trx } from '../../db/retry';
import { BusinessError } from '../../http/errors';
import { loadEatState, lockEatState, saveEatState } from './eatQueries';
import { applyEatUpdate, limitsToUnits, type EatState } from './eatRules';
import { findTarget, isUplineOf, may, requireFunction, targetInScope, type Target } from './target';

export interface LimitsDeps {
  db: Db;
  clock: Clock;
}

export const LimitMessages = {
  notEater: 'Fight limits apply to companies and agents only.',
  notMainAccount: 'This setting belongs to main accounts only.',
  noRedPackage: 'The red package applies to companies, agents, players and houses only.',
} as const;

const isEater = (t: Target) => t.mainAccountId === null && (t.roleId === Role.Company || t.roleId === Role.Multilevel);

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

export async function getFightLimitRelatedData({ db }: LimitsDeps, ctx: AuthContext, userId?: number): Promise<FightLimitRelatedData> {
  requireFunction(ctx, ['Fight Limit'], [1]);
  const target = await eaterInScope(db, ctx, userId ?? ctx.principalId);
  const isCompany = target.roleId === Role.Company;
  const state = await loadEatState(db, target.id, isCompany);
  const upline = target.uplineId === null ? undefined : await findTarget(db, target.uplineId);
  const uplineSettings =
    upline && isEater(upline) ? toSettings(upline, await loadEatState(db, upline.id, upline.roleId === Role.Company)) : null;
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

export async function updateUserEatLimit({ db }: LimitsDeps, ctx: AuthContext, body: UpdateUserEatLimitBody): Promise<EatSettings> {
  requireFunction(ctx, ['Fight Limit'], [2, 3]);
  return inTransaction(db, async (trx) => {
    const target = await eaterInScope(trx, ctx, body.userId);
    const isCompany = target.roleId === Role.Company;
    const before = await lockEatState(trx, target.id, isCompany);
    const { userId: _ignored, ...changes } = body;
    const after = applyEatUpdate(before, changes, { isCompany, mayEditMax: isUplineOf(ctx, target) });
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
    return toSettings(target, after);
  });
}

export async function fixIsRedPackage({ db }: LimitsDeps, ctx: AuthContext, body: FixIsRedPackageBody): Promise<FixIsRedPackageBody> {
  requireFunction(ctx, ['Red Number'], [2, 3]);
  return inTransaction(db, async (trx) => {
    const target = await targetInScope(trx, ctx, body.userId);
    if (target.mainAccountId !== null) throw new BusinessError(LimitMessages.notMainAccount);
    if (target.roleId === Role.SuperAdmin || target.roleId === Role.ItAdmin) throw new BusinessError(LimitMessages.noRedPackage);
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
