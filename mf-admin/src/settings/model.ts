/** Pure rules of the red number screen: the form values, their checks, the request body. */
import type {
  SystemSettingsDto,
  CreateOrUpdateRedNumberBody,
  LoginUserData,
  RedNumberRow,
} from '@drawdesk/shared-kernel/contract';
import {
  isSettingUrl,
  MEANING_MAX_LENGTH,
  SETTING_LIMITS,
  TIME_OF_DAY_PATTERN,
} from '@drawdesk/shared-kernel/contract/values';
import { addDays, businessDate, Role, rule, validate } from '@drawdesk/shared-kernel/domain';
import { expandRedNumber, type RedPermutationTypeName } from '@drawdesk/shared-kernel/domain/betting';
import { amountText, toAmount, type FormErrors } from '@drawdesk/shared-kernel/forms';

/** Whether the user is the super admin (sees every company's red numbers and picks the company). */
export const isSuperAdmin = (user: LoginUserData | null): boolean => user?.userRoleId === Role.SuperAdmin;

export interface RedNumberValues {
  id?: number;
  number: string;
  permutationType: RedPermutationTypeName;
  pools: number[];
  dateFrom: string;
  dateTo: string;
  fightLimit: string;
  companyId: number | '';
}

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** What the server checks first: digits, a type that fits the number, pools, date order, fight limit. */
export function validateRedNumber(
  values: RedNumberValues,
  t: Translate,
  needsCompany: boolean,
): FormErrors<RedNumberValues> {
  const errors: FormErrors<RedNumberValues> = {};
  const number = validate(values.number, [
    rule.required(),
    rule.digitsOnly(),
    rule.minLength(2),
    rule.maxLength(6),
  ]);
  if (number) errors.number = number;
  else {
    const expanded = expandRedNumber(values.number, values.permutationType);
    if (!expanded.ok) errors.permutationType = expanded.message;
  }
  if (values.pools.length === 0) errors.pools = t('red.poolsRequired');
  const from = validate(values.dateFrom, [rule.required()]);
  if (from) errors.dateFrom = from;
  const to = validate(values.dateTo, [rule.required()]);
  if (to) errors.dateTo = to;
  else if (!from && values.dateTo < values.dateFrom) errors.dateTo = t('red.dateOrder');
  const limit = validate(values.fightLimit, [rule.decimal2(), rule.min(0)]);
  if (limit) errors.fightLimit = limit;
  if (needsCompany && values.companyId === '') errors.companyId = 'REQUIRED_FIELD';
  return errors;
}

/** The CreateOrUpdateRedNumber body: pools sorted, a blank fight limit sent as null (no limit). */
export function redNumberBody(values: RedNumberValues): CreateOrUpdateRedNumberBody {
  const body: CreateOrUpdateRedNumberBody = {
    number: values.number.trim(),
    permutationType: values.permutationType,
    pools: [...values.pools].sort((a, b) => a - b),
    dateFrom: values.dateFrom,
    dateTo: values.dateTo,
    fightLimit: values.fightLimit.trim() === '' ? null : (toAmount(values.fightLimit) ?? null),
  };
  if (values.id !== undefined) body.id = values.id;
  if (values.companyId !== '') body.companyId = values.companyId;
  return body;
}

const today = () => businessDate(new Date());
/** A new red number: normal type, the first three pools, from today for 30 days. */
export const emptyRedNumber = (): RedNumberValues => ({
  number: '',
  permutationType: 'normal',
  pools: [1, 2, 3],
  dateFrom: today(),
  dateTo: addDays(today(), 30),
  fightLimit: '',
  companyId: '',
});

/** The form values of a stored red number. */
export const redNumberValuesOf = (r: RedNumberRow): RedNumberValues => ({
  id: r.id,
  number: r.number,
  permutationType: r.permutationType,
  pools: [...r.pools],
  dateFrom: r.dateFrom,
  dateTo: r.dateTo,
  fightLimit: amountText(r.fightLimit),
  companyId: r.ownerId,
});

/** The form's values: numbers as typed text, URL lists one a line. */
export interface SystemSettingValues {
  agentMaxDiscountPercentage: string;
  paybackCommissionRate: string;
  luckyNumberPerBetAmount: string;
  scrapeResultTime: string;
  maxLineBetInUI: string;
  dailyPool: 0 | 1;
  scrapeResultSitesNormal: string;
  scrapeResultSitesGd: string;
  liftReportBlockAfterLastPool: boolean;
}

const lines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');

export function toValues(dto: SystemSettingsDto): SystemSettingValues {
  return {
    agentMaxDiscountPercentage: amountText(dto.agentMaxDiscountPercentage),
    paybackCommissionRate: amountText(dto.paybackCommissionRate),
    luckyNumberPerBetAmount: String(dto.luckyNumberPerBetAmount),
    scrapeResultTime: dto.scrapeResultTime,
    maxLineBetInUI: String(dto.maxLineBetInUI),
    dailyPool: dto.dailyPool,
    scrapeResultSitesNormal: dto.scrapeResultSitesNormal.join('\n'),
    scrapeResultSitesGd: dto.scrapeResultSitesGd.join('\n'),
    liftReportBlockAfterLastPool: dto.liftReportBlockAfterLastPool,
  };
}

export function toBody(values: SystemSettingValues): SystemSettingsDto {
  return {
    agentMaxDiscountPercentage: toAmount(values.agentMaxDiscountPercentage) ?? 0,
    paybackCommissionRate: toAmount(values.paybackCommissionRate) ?? 0,
    luckyNumberPerBetAmount: Number(values.luckyNumberPerBetAmount),
    scrapeResultTime: values.scrapeResultTime.trim(),
    maxLineBetInUI: Number(values.maxLineBetInUI),
    dailyPool: values.dailyPool,
    scrapeResultSitesNormal: lines(values.scrapeResultSitesNormal),
    scrapeResultSitesGd: lines(values.scrapeResultSitesGd),
    liftReportBlockAfterLastPool: values.liftReportBlockAfterLastPool,
  };
}

function sitesError(text: string, t: Translate): string | undefined {
  const list = lines(text);
  if (list.length > SETTING_LIMITS.sitesMax)
    return t('system.tooManySites', { max: SETTING_LIMITS.sitesMax });
  const seen = new Set<string>();
  for (const [i, url] of list.entries()) {
    if (url.length > SETTING_LIMITS.urlMaxLength || !isSettingUrl(url))
      return t('system.badUrl', { line: i + 1 });
    if (seen.has(url.toLowerCase())) return t('system.duplicateUrl', { line: i + 1 });
    seen.add(url.toLowerCase());
  }
  return undefined;
}

/** The server's rules (SPEC 3 settings): percents 0-100 with 2 decimals, whole numbers in range, HH:mm, URLs. */
export function validateSystemSetting(
  values: SystemSettingValues,
  t: Translate,
): FormErrors<SystemSettingValues> {
  const errors: FormErrors<SystemSettingValues> = {};
  const set = (field: keyof SystemSettingValues, message: string | null | undefined) => {
    if (message) errors[field] = message;
  };
  const percent = [rule.required(), rule.decimal2(), rule.min(0), rule.max(SETTING_LIMITS.percentMax)];
  set('agentMaxDiscountPercentage', validate(values.agentMaxDiscountPercentage, percent));
  set('paybackCommissionRate', validate(values.paybackCommissionRate, percent));
  set(
    'luckyNumberPerBetAmount',
    validate(values.luckyNumberPerBetAmount, [
      rule.required(),
      rule.positiveInteger(),
      rule.min(SETTING_LIMITS.luckyNumberPerBetAmountMin),
      rule.max(SETTING_LIMITS.luckyNumberPerBetAmountMax),
    ]),
  );
  set(
    'maxLineBetInUI',
    validate(values.maxLineBetInUI, [
      rule.required(),
      rule.positiveInteger(),
      rule.min(SETTING_LIMITS.maxLineBetInUIMin),
      rule.max(SETTING_LIMITS.maxLineBetInUIMax),
    ]),
  );
  const time = validate(values.scrapeResultTime, [rule.required()]);
  set(
    'scrapeResultTime',
    time ??
      (new RegExp(TIME_OF_DAY_PATTERN).test(values.scrapeResultTime.trim()) ? null : t('system.badTime')),
  );
  set('scrapeResultSitesNormal', sitesError(values.scrapeResultSitesNormal, t));
  set('scrapeResultSitesGd', sitesError(values.scrapeResultSitesGd, t));
  return errors;
}

export interface MeaningValues {
  isNew: boolean;
  number: string;
  meaningEn: string;
  meaningZh: string;
}

/** Number of 1-4 digits; at least one meaning; each at most 200 characters (as the server checks). */
export function validateMeaning(values: MeaningValues, oneMeaning: string): FormErrors<MeaningValues> {
  const errors: FormErrors<MeaningValues> = {};
  const number = validate(values.number, [rule.required(), rule.digitsOnly(), rule.maxLength(4)]);
  if (number) errors.number = number;
  const en = validate(values.meaningEn, [rule.maxLength(MEANING_MAX_LENGTH)]);
  if (en) errors.meaningEn = en;
  const zh = validate(values.meaningZh, [rule.maxLength(MEANING_MAX_LENGTH)]);
  if (zh) errors.meaningZh = zh;
  if (!en && !zh && values.meaningEn.trim() === '' && values.meaningZh.trim() === '')
    errors.meaningEn = oneMeaning;
  return errors;
}
