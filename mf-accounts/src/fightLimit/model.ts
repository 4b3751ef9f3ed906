/** Pure rules of the fight limit screen: its values, checks and the UpdateUserEatLimit body (no React, no I/O). */
import type {
  FightLimitRelatedData,
  GroupingId,
  UpdateUserEatLimitBody,
} from '@drawdesk/shared-kernel/contract';
import { Grouping, Role } from '@drawdesk/shared-kernel/domain';
import { amountText, toAmount } from '@drawdesk/shared-kernel/forms/formik';

/** A limit; undefined is none. */
export type Limit = number | undefined;
type LimitsInput = NonNullable<UpdateUserEatLimitBody['fightLimits']>;
export interface FightLimitFormValues {
  positionTaking: Limit;
  grouping: GroupingId;
  amountBase: Record<string, Limit>;
  totalBase: Limit;
  groupBase: Record<string, Limit>;
  maxFightLimit: Limit;
}

const orUndefined = (v: number | null | undefined): Limit => (v === null || v === undefined ? undefined : v);
const orNull = (v: Limit): number | null => (v === undefined ? null : v);

export function fightLimitValues(data: FightLimitRelatedData): FightLimitFormValues {
  const amountBase: Record<string, Limit> = {};
  for (const code of data.betCodes)
    amountBase[code] = orUndefined(
      (data.fightLimits.amountBase as Record<string, number | null | undefined>)[code],
    );
  const groupBase: Record<string, Limit> = {};
  for (const game of data.games)
    groupBase[game] = orUndefined(
      (data.fightLimits.groupBase as Record<string, number | null | undefined>)[game],
    );
  return {
    positionTaking: data.positionTaking,
    grouping: data.grouping,
    amountBase,
    totalBase: orUndefined(data.fightLimits.totalBase),
    groupBase,
    maxFightLimit: orUndefined(data.maxFightLimit),
  };
}

/** The UpdateUserEatLimit body: the limit set of the chosen grouping (empty = null = no limit). */
export function fightLimitBody(
  data: FightLimitRelatedData,
  values: FightLimitFormValues,
): UpdateUserEatLimitBody {
  const fightLimits: LimitsInput = {};
  if (values.grouping === Grouping.AmountBase) {
    fightLimits.amountBase = Object.fromEntries(
      data.betCodes.map((c) => [c, orNull(values.amountBase[c])]),
    ) as LimitsInput['amountBase'];
  } else if (values.grouping === Grouping.TotalBase) {
    fightLimits.totalBase = orNull(values.totalBase);
  } else {
    fightLimits.groupBase = Object.fromEntries(
      data.games.map((g) => [g, orNull(values.groupBase[g])]),
    ) as LimitsInput['groupBase'];
  }
  const body: UpdateUserEatLimitBody = { userId: data.userId, grouping: values.grouping, fightLimits };
  if (!data.positionTakingFixed && values.positionTaking !== undefined)
    body.positionTaking = values.positionTaking;
  if (data.canEditMaxFightLimit) body.maxFightLimit = orNull(values.maxFightLimit);
  return body;
}

/** Field errors: pt 0-100 whole; each limit within the max fight limit. Keys of 'common'. */
export function validateFightLimit(values: FightLimitFormValues, data: FightLimitRelatedData) {
  const errors: Record<string, string> = {};
  const pt = values.positionTaking;
  if (!data.positionTakingFixed) {
    if (pt === undefined) errors.positionTaking = 'REQUIRED_FIELD';
    else if (pt < 0) errors.positionTaking = 'MIN_ERROR';
    else if (pt > 100) errors.positionTaking = 'MAX_ERROR';
    else if (!Number.isInteger(pt)) errors.positionTaking = 'INVALID_FORMAT';
  }
  const cap = data.canEditMaxFightLimit ? values.maxFightLimit : orUndefined(data.maxFightLimit);
  const over = (v: Limit) => v !== undefined && cap !== undefined && v > cap;
  if (values.grouping === Grouping.AmountBase) {
    for (const c of data.betCodes) if (over(values.amountBase[c])) errors[`amountBase.${c}`] = 'MAX_ERROR';
  } else if (values.grouping === Grouping.TotalBase) {
    if (over(values.totalBase)) errors.totalBase = 'MAX_ERROR';
  } else {
    for (const g of data.games) if (over(values.groupBase[g])) errors[`groupBase.${g}`] = 'MAX_ERROR';
  }
  return errors;
}

/** The form's own values: every amount as typed (see AmountField); position taking is whole. */
export interface FightLimitDraft {
  positionTaking: string;
  grouping: GroupingId;
  amountBase: Record<string, string>;
  totalBase: string;
  groupBase: Record<string, string>;
  maxFightLimit: string;
}

export const PT_DECIMALS = 0;
const textsOf = (limits: Record<string, Limit>): Record<string, string> =>
  Object.fromEntries(Object.entries(limits).map(([k, v]) => [k, amountText(v)]));
const amountsOf = (texts: Record<string, string>): Record<string, Limit> =>
  Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, toAmount(v)]));

export function toDraft(v: FightLimitFormValues): FightLimitDraft {
  return {
    positionTaking: amountText(v.positionTaking, PT_DECIMALS),
    grouping: v.grouping,
    amountBase: textsOf(v.amountBase),
    totalBase: amountText(v.totalBase),
    groupBase: textsOf(v.groupBase),
    maxFightLimit: amountText(v.maxFightLimit),
  };
}

export function fromDraft(d: FightLimitDraft): FightLimitFormValues {
  return {
    positionTaking: toAmount(d.positionTaking, PT_DECIMALS),
    grouping: d.grouping,
    amountBase: amountsOf(d.amountBase),
    totalBase: toAmount(d.totalBase),
    groupBase: amountsOf(d.groupBase),
    maxFightLimit: toAmount(d.maxFightLimit),
  };
}

/** The rules on the numbers, plus INVALID_FORMAT for a text that is not a complete amount ('12.'). */
export function validateDraft(d: FightLimitDraft, data: FightLimitRelatedData): Record<string, string> {
  const errors = validateFightLimit(fromDraft(d), data);
  const texts: [string, string, number][] = [
    ['positionTaking', d.positionTaking, PT_DECIMALS],
    ['totalBase', d.totalBase, 2],
    ['maxFightLimit', d.maxFightLimit, 2],
    ...Object.entries(d.amountBase).map(([k, v]): [string, string, number] => [`amountBase.${k}`, v, 2]),
    ...Object.entries(d.groupBase).map(([k, v]): [string, string, number] => [`groupBase.${k}`, v, 2]),
  ];
  for (const [name, text, decimals] of texts) {
    if (!errors[name] && text.trim() !== '' && toAmount(text, decimals) === undefined)
      errors[name] = 'INVALID_FORMAT';
  }
  return errors;
}

/** Errors by path ('amountBase.B') as formik reads them: nested like the values. */
export function nestedErrors(flat: Record<string, string>): Record<string, string | Record<string, string>> {
  const nested: Record<string, string | Record<string, string>> = {};
  for (const [path, message] of Object.entries(flat)) {
    const dot = path.indexOf('.');
    if (dot < 0) {
      nested[path] = message;
      continue;
    }
    const group = path.slice(0, dot);
    const inner = nested[group];
    nested[group] = { ...(typeof inner === 'object' ? inner : {}), [path.slice(dot + 1)]: message };
  }
  return nested;
}

/** The roles that eat (take position): only their limits can be set. */
export const EATING_ROLES: number[] = [Role.Company, Role.Multilevel];
