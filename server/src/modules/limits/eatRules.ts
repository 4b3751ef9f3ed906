import {
  FIGHT_LIMIT_CODES,
  FIGHT_LIMIT_GAMES,
  type FightLimits,
  type FightLimitsInput,
  type FightLimitCode,
  type FightLimitGame,
  type GroupingId,
  type UpdateUserEatLimitBody,
} from '@drawdesk/shared-kernel/contract';
import { centsToUnits, Grouping, type Cents } from '@drawdesk/shared-kernel/domain';
import { requestAmountToCents } from '../../http/amount';
import { BusinessError, forbidden } from '../../http/errors';

/** Fight limits in cents; a key that is missing is unset (no limit). */
export interface LimitsCents {
  amountBase: Partial<Record<FightLimitCode, Cents>>;
  totalBase: Cents | null;
  groupBase: Partial<Record<FightLimitGame, Cents>>;
}

/** What account_eat_settings and account_fight_limits hold for one account. */
export interface EatState {
  positionTaking: number;
  grouping: GroupingId;
  maxFightLimit: Cents | null;
  isRedPackage: boolean;
  limits: LimitsCents;
}

export const COMPANY_PT = 100;
export const TOTAL_BASE_KEY = 'ALL';

export const EatMessages = {
  companyPt: "A company's position taking is fixed at 100.",
  ptRange: 'Position taking must be a whole percent from 0 to 100.',
  negativeLimit: (what: string) => `Fight limit ${what} cannot be negative.`,
  unknownCode: (code: string) => `There is no bet code ${code} to set a fight limit for.`,
  exceedsMax: (what: string, limit: Cents, max: Cents) =>
    `Fight limit ${what} (${formatUnits(limit)}) exceeds the max fight limit (${formatUnits(max)}).`,
} as const;

const formatUnits = (cents: Cents) => centsToUnits(cents).toFixed(2);

export const emptyLimits = (): LimitsCents => ({ amountBase: {}, totalBase: null, groupBase: {} });

export function defaultEatState(isCompany: boolean): EatState {
  return {
    positionTaking: isCompany ? COMPANY_PT : 0,
    grouping: Grouping.AmountBase,
    maxFightLimit: null,
    isRedPackage: false,
    limits: emptyLimits(),
  };
}

const toCents = (value: number | null, field: string): Cents | null =>
  value === null ? null : requestAmountToCents(value, field);

function mergeKeyed<K extends string>(
  current: Partial<Record<K, Cents>>,
  input: Partial<Record<K, number | null>> | undefined,
  keys: readonly K[],
  field: string,
): Partial<Record<K, Cents>> {
  const next: Partial<Record<K, Cents>> = { ...current };
  if (!input) return next;
  for (const key of keys) {
    if (!(key in input)) continue;
    const value = toCents(input[key] ?? null, `${field}.${key}`);
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}

/** Limits after an update: every key given replaces the stored value, null unsets it. */
export function mergeLimits(current: LimitsCents, input: FightLimitsInput | undefined): LimitsCents {
  if (!input) return current;
  return {
    amountBase: mergeKeyed(current.amountBase, input.amountBase, FIGHT_LIMIT_CODES, 'fightLimits.amountBase'),
    totalBase:
      input.totalBase === undefined ? current.totalBase : toCents(input.totalBase, 'fightLimits.totalBase'),
    groupBase: mergeKeyed(current.groupBase, input.groupBase, FIGHT_LIMIT_GAMES, 'fightLimits.groupBase'),
  };
}

/** Every set limit with a label, in display order (codes, total, games). */
export function listLimits(limits: LimitsCents): Array<{ label: string; amount: Cents }> {
  const out: Array<{ label: string; amount: Cents }> = [];
  for (const code of FIGHT_LIMIT_CODES) {
    const v = limits.amountBase[code];
    if (v !== undefined) out.push({ label: code, amount: v });
  }
  if (limits.totalBase !== null) out.push({ label: 'total', amount: limits.totalBase });
  for (const game of FIGHT_LIMIT_GAMES) {
    const v = limits.groupBase[game];
    if (v !== undefined) out.push({ label: game, amount: v });
  }
  return out;
}

export interface UpdateRights {
  isCompany: boolean;
  /** Only an upline of the account may change its max fight limit. */
  mayEditMax: boolean;
}

/**
 * The state after UpdateUserEatLimit, or a refusal: a company's pt stays 100; the max fight limit
 * may be changed only by an upline (sending the stored value unchanged is allowed); no set limit
 * may exceed the max fight limit.
 */
export function applyEatUpdate(
  current: EatState,
  body: Omit<UpdateUserEatLimitBody, 'userId'>,
  rights: UpdateRights,
): EatState {
  if (rights.isCompany && body.positionTaking !== undefined && body.positionTaking !== COMPANY_PT) {
    throw new BusinessError(EatMessages.companyPt);
  }
  let maxFightLimit = current.maxFightLimit;
  if (body.maxFightLimit !== undefined) {
    const requested = toCents(body.maxFightLimit, 'maxFightLimit');
    if (requested !== current.maxFightLimit && !rights.mayEditMax) throw forbidden();
    maxFightLimit = requested;
  }
  const next: EatState = {
    positionTaking: rights.isCompany ? COMPANY_PT : (body.positionTaking ?? current.positionTaking),
    grouping: body.grouping ?? current.grouping,
    maxFightLimit,
    isRedPackage: current.isRedPackage,
    limits: mergeLimits(current.limits, body.fightLimits),
  };
  assertValidEatState(next, rights.isCompany);
  return next;
}

/**
 * The rules every stored eat state obeys, whoever writes it (UpdateUserEatLimit, the account form,
 * CloneAccount): pt a whole percent 0-100, a company's exactly 100, no limit below 0 or above the max.
 */
export function assertValidEatState(state: EatState, isCompany: boolean): void {
  const pt = state.positionTaking;
  if (!Number.isInteger(pt) || pt < 0 || pt > 100) throw new BusinessError(EatMessages.ptRange);
  if (isCompany && pt !== COMPANY_PT) throw new BusinessError(EatMessages.companyPt);
  if (state.maxFightLimit !== null && state.maxFightLimit < 0)
    throw new BusinessError(EatMessages.negativeLimit('max'));
  const limits = listLimits(state.limits);
  const negative = limits.find((l) => l.amount < 0);
  if (negative) throw new BusinessError(EatMessages.negativeLimit(negative.label));
  if (state.maxFightLimit !== null) {
    const cap = state.maxFightLimit;
    const over = limits.find((l) => l.amount > cap);
    if (over) throw new BusinessError(EatMessages.exceedsMax(over.label, over.amount, cap));
  }
}

/** The eat fields of the account form (CreateOrUpdateUser, SPEC 3), currency units / percent. */
export interface AccountFormEat {
  positionTaking?: number;
  maxFightLimit?: number;
  fightLimits?: Record<string, number>;
}

/**
 * The account form's eat fields as an UpdateUserEatLimit change. The form has one number for the
 * max fight limit and shows an unset cap as 0, so 0 means "no cap" - except that sending back a
 * stored cap of 0 keeps it. fightLimits are per bet code (amount base); like UpdateUserEatLimit,
 * only the codes sent change; an unknown code is refused.
 */
export function accountFormChanges(
  form: AccountFormEat,
  current: EatState,
): Omit<UpdateUserEatLimitBody, 'userId'> {
  const changes: Omit<UpdateUserEatLimitBody, 'userId'> = {};
  if (form.positionTaking !== undefined) changes.positionTaking = form.positionTaking;
  if (form.maxFightLimit !== undefined) {
    const keepsZero = form.maxFightLimit === 0 && current.maxFightLimit === 0;
    changes.maxFightLimit = form.maxFightLimit === 0 && !keepsZero ? null : form.maxFightLimit;
  }
  if (form.fightLimits !== undefined) {
    const amountBase: Partial<Record<FightLimitCode, number>> = {};
    for (const [code, amount] of Object.entries(form.fightLimits)) {
      if (!isCode(code)) throw new BusinessError(EatMessages.unknownCode(code));
      amountBase[code] = amount;
    }
    changes.fightLimits = { amountBase };
  }
  return changes;
}

/** True when the form carries an eat value other than what it shows for an account with none (pt 0, max 0, no limits). */
export function hasAccountFormEat(form: AccountFormEat): boolean {
  return (
    (form.positionTaking !== undefined && form.positionTaking !== 0) ||
    (form.maxFightLimit !== undefined && form.maxFightLimit !== 0) ||
    (form.fightLimits !== undefined && Object.keys(form.fightLimits).length > 0)
  );
}

/** The eat fields as the account form shows them: an unset max as 0, per-code limits in units. */
export function accountFormView(state: EatState): Required<AccountFormEat> {
  return {
    positionTaking: state.positionTaking,
    maxFightLimit: state.maxFightLimit === null ? 0 : centsToUnits(state.maxFightLimit),
    fightLimits: limitsToUnits(state.limits).amountBase as Record<string, number>,
  };
}

/**
 * The limit the eat engine applies for one key: an unset limit under a max fight limit means
 * "up to the max"; with neither, null (no limit, only pt decides).
 */
export function effectiveFightLimit(limit: Cents | undefined | null, max: Cents | null): Cents | null {
  const own = limit ?? null;
  if (own === null) return max;
  return max === null ? own : Math.min(own, max);
}

export function limitsToUnits(limits: LimitsCents): FightLimits {
  const amountBase: FightLimits['amountBase'] = {};
  for (const [k, v] of Object.entries(limits.amountBase) as Array<[FightLimitCode, Cents]>)
    amountBase[k] = centsToUnits(v);
  const groupBase: FightLimits['groupBase'] = {};
  for (const [k, v] of Object.entries(limits.groupBase) as Array<[FightLimitGame, Cents]>)
    groupBase[k] = centsToUnits(v);
  return {
    amountBase,
    totalBase: limits.totalBase === null ? null : centsToUnits(limits.totalBase),
    groupBase,
  };
}

export interface LimitRow {
  basis: number;
  key: string;
  amount: Cents;
}

export function limitsToRows(limits: LimitsCents): LimitRow[] {
  const rows: LimitRow[] = [];
  for (const [key, amount] of Object.entries(limits.amountBase) as Array<[string, Cents]>)
    rows.push({ basis: Grouping.AmountBase, key, amount });
  if (limits.totalBase !== null)
    rows.push({ basis: Grouping.TotalBase, key: TOTAL_BASE_KEY, amount: limits.totalBase });
  for (const [key, amount] of Object.entries(limits.groupBase) as Array<[string, Cents]>)
    rows.push({ basis: Grouping.GroupBase, key, amount });
  return rows;
}

const isCode = (k: string): k is FightLimitCode => (FIGHT_LIMIT_CODES as readonly string[]).includes(k);
const isGame = (k: string): k is FightLimitGame => (FIGHT_LIMIT_GAMES as readonly string[]).includes(k);

export function rowsToLimits(rows: readonly LimitRow[]): LimitsCents {
  const limits = emptyLimits();
  for (const row of rows) {
    if (row.basis === Grouping.AmountBase && isCode(row.key)) limits.amountBase[row.key] = row.amount;
    else if (row.basis === Grouping.TotalBase) limits.totalBase = row.amount;
    else if (row.basis === Grouping.GroupBase && isGame(row.key)) limits.groupBase[row.key] = row.amount;
  }
  return limits;
}
