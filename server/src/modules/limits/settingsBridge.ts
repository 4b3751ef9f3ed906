/**
 * The account form of the tree area (CreateOrUpdateUser) keeps positionTaking (hundredths of a
 * percent), maxFightLimit (cents, 0 = none) and fightLimits (cents per bet code) in
 * users.settings. Until that form writes through `applyAccountFormEatSettings`, this area:
 * - seeds an account's eat settings from users.settings the first time it has none of its own;
 * - mirrors every change it makes back into those keys, so the account form shows the same values.
 */
import { FIGHT_LIMIT_CODES, type FightLimitCode } from '@drawdesk/shared-kernel/contract';
import { Grouping, type Cents } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { Trx } from '../../db/retry';
import { COMPANY_PT, emptyLimits, type EatState } from './eatRules';

interface FormKeys {
  positionTaking?: unknown;
  maxFightLimit?: unknown;
  fightLimits?: unknown;
}

const isCents = (v: unknown): v is Cents => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isCode = (k: string): k is FightLimitCode => (FIGHT_LIMIT_CODES as readonly string[]).includes(k);

/** Eat settings as the account form stored them (pt rounded down to a whole percent). */
export function stateFromAccountForm(raw: unknown, isCompany: boolean): EatState {
  const form = (raw && typeof raw === 'object' ? raw : {}) as FormKeys;
  const pt = isCents(form.positionTaking) ? Math.min(100, Math.floor(form.positionTaking / 100)) : 0;
  const limits = emptyLimits();
  if (form.fightLimits && typeof form.fightLimits === 'object') {
    for (const [key, value] of Object.entries(form.fightLimits as Record<string, unknown>)) {
      if (isCode(key) && isCents(value)) limits.amountBase[key] = value;
    }
  }
  return {
    positionTaking: isCompany ? COMPANY_PT : pt,
    grouping: Grouping.AmountBase,
    maxFightLimit: isCents(form.maxFightLimit) && form.maxFightLimit > 0 ? form.maxFightLimit : null,
    isRedPackage: false,
    limits,
  };
}

export async function readAccountForm(db: Db | Trx, userId: number, isCompany: boolean): Promise<EatState> {
  const row = await db.selectFrom('users').select('settings').where('id', '=', String(userId)).executeTakeFirst();
  return stateFromAccountForm(row?.settings, isCompany);
}

/** Writes pt, max fight limit and the per-code limits back into users.settings (same transaction). */
export async function mirrorToAccountForm(trx: Trx, userId: number, state: EatState): Promise<void> {
  const patch = {
    positionTaking: state.positionTaking * 100,
    maxFightLimit: state.maxFightLimit ?? 0,
    fightLimits: state.limits.amountBase,
  };
  await sql`UPDATE users SET settings = settings || ${JSON.stringify(patch)}::jsonb WHERE id = ${userId}::bigint`.execute(trx);
}
