/** Values, SPEC 5 validation and the CreateOrUpdateUser body of the account detail form. */
import type { TFunction } from 'i18next';
import type { CreateOrUpdateUserBody, UserDetailInit, UserSettings } from '@drawdesk/shared-kernel/contract';
import { Role, rule, validateFields, type Rule } from '@drawdesk/shared-kernel/domain';
import { amountText as amount } from '@drawdesk/shared-kernel/forms/formik';
import { AMOUNT_RE, PASSWORD_MIN, USERNAME_RE, type Status } from './model';

/** A company eats everything that reaches it (DOMAIN 10). */
export const COMPANY_POSITION_TAKING = 100;

const FLAG_NAMES = [
  'isDemo',
  'autoTransfer',
  'fixPackage',
  'totalBaseEatSequence',
  'luckyBet',
  'allowOrderWithinResultRelease',
  'canEditPackage',
  'smsEnabled',
  'allowSelfVoid',
  'voidTicketAuthority',
  'voidTicketSendSms',
  'showEarnedReport',
  'viewPageInfo',
  'displayFullNameInReport',
  'showEarnCommission',
  'divideShowFull',
  'followPassword',
] as const;
export type FlagName = (typeof FLAG_NAMES)[number];
/** Flags shown in the permissions panel (the others sit with their own panel). */
export const PERMISSION_FLAGS: readonly FlagName[] = [
  'allowSelfVoid',
  'voidTicketAuthority',
  'voidTicketSendSms',
  'showEarnedReport',
  'viewPageInfo',
  'displayFullNameInReport',
  'showEarnCommission',
  'canEditPackage',
  'divideShowFull',
  'followPassword',
];
export const BETTING_FLAGS: readonly FlagName[] = [
  'fixPackage',
  'totalBaseEatSequence',
  'luckyBet',
  'allowOrderWithinResultRelease',
];

export interface AccountValues extends Record<FlagName, boolean> {
  username: string;
  fullName: string;
  userRoleId: string;
  agentLevel: string;
  password: string;
  confirmPassword: string;
  secondaryPassword: string;
  phone: string;
  email: string;
  status: Status;
  currency: string;
  creditType: 'postpaid' | 'prepaid';
  creditLimit: string;
  autoTransferFrequency: '0' | '1';
  autoTransferDay: string;
  discount: string;
  positionTaking: string;
  eatSequence: '*/**' | '**/*';
  maxFightLimit: string;
  receiptMode: '1' | '2';
  receiptFormat: string;
}

/** Form values from the init reply: the edited account, or a new one with the server's defaults. */
export function initialValues(init: UserDetailInit, presetRole?: number): AccountValues {
  const user = init.user;
  const s: UserSettings = user?.settings ?? init.defaults;
  const role =
    user?.userRoleId ??
    (presetRole && init.allowedRoleIds.includes(presetRole) ? presetRole : init.allowedRoleIds[0]);
  const flags = Object.fromEntries(FLAG_NAMES.map((f) => [f, Boolean(s[f])])) as Record<FlagName, boolean>;
  return {
    ...flags,
    username: user?.username ?? '',
    fullName: user?.fullName ?? '',
    userRoleId: String(role ?? ''),
    agentLevel: String(user?.agentLevel ?? init.allowedAgentLevels[0] ?? ''),
    password: '',
    confirmPassword: '',
    secondaryPassword: '',
    phone: s.phone,
    email: s.email,
    status: user?.status ?? 'active',
    currency: s.currency,
    creditType: s.creditType,
    creditLimit: amount(user?.creditLimit ?? 0),
    autoTransferFrequency: String(s.autoTransferFrequency) as '0' | '1',
    autoTransferDay: String(s.autoTransferDay),
    discount: amount(s.discount),
    positionTaking: amount(s.positionTaking),
    eatSequence: s.eatSequence,
    maxFightLimit: amount(s.maxFightLimit),
    receiptMode: String(s.receiptMode) as '1' | '2',
    receiptFormat: String(s.receiptFormat),
  };
}

/** SPEC 5 rules by field; password rules depend on create or edit. */
export function accountRules(
  isNew: boolean,
  maxCredit: number | undefined,
): Partial<Record<keyof AccountValues, readonly Rule[]>> {
  const passwordRules = [
    ...(isNew ? [rule.required()] : []),
    rule.minLength(PASSWORD_MIN),
    rule.maxLength(128),
  ];
  return {
    username: [rule.required(), rule.minLength(3), rule.maxLength(20), rule.pattern(USERNAME_RE)],
    fullName: [rule.required(), rule.maxLength(100)],
    password: passwordRules,
    confirmPassword: isNew ? [rule.required()] : [],
    secondaryPassword: [rule.minLength(6), rule.maxLength(128)],
    phone: [rule.maxLength(20), rule.mobile()],
    email: [rule.maxLength(254), rule.email()],
    creditLimit: [
      rule.required(),
      rule.pattern(AMOUNT_RE),
      rule.min(0),
      ...(maxCredit !== undefined ? [rule.max(maxCredit)] : []),
    ],
    discount: [rule.pattern(AMOUNT_RE), rule.min(0), rule.max(100)],
    positionTaking: [rule.pattern(AMOUNT_RE), rule.min(0), rule.max(100)],
    maxFightLimit: [rule.pattern(AMOUNT_RE), rule.min(0)],
  };
}

/** A message key (or text) per invalid field, the shape a form's `validate` returns. */
export type AccountErrors = Partial<Record<keyof AccountValues, string>>;

export function validateAccount(
  values: AccountValues,
  isNew: boolean,
  maxCredit: number | undefined,
): AccountErrors {
  const errors = validateFields(
    values as unknown as Record<string, unknown>,
    accountRules(isNew, maxCredit) as Record<string, readonly Rule[]>,
  ) as AccountErrors;
  if (
    !errors.confirmPassword &&
    (values.password !== '' || isNew) &&
    values.password !== values.confirmPassword
  ) {
    errors.confirmPassword = 'CONFIRM_PASSWORD_AND_PASSWORD_IS_NOT_TALLY';
  }
  return errors;
}

const num = (text: string): number => (text.trim() === '' ? 0 : Number(text));

/** The CreateOrUpdateUser body (API.md fixed call). Passwords only when typed; level only for multilevel. */
export function toBody(values: AccountValues, init: UserDetailInit): CreateOrUpdateUserBody {
  const roleId = Number(values.userRoleId);
  const flags = Object.fromEntries(FLAG_NAMES.map((f) => [f, values[f]])) as Record<FlagName, boolean>;
  const body: CreateOrUpdateUserBody = {
    ...(init.user ? { userId: init.user.userId } : {}),
    username: values.username.trim(),
    fullName: values.fullName.trim(),
    userRoleId: roleId,
    uplineId: init.user?.uplineId ?? init.upline.userId,
    status: values.status,
    agentLevel: roleId === 4 ? Number(values.agentLevel) : null,
    creditLimit: num(values.creditLimit),
    phone: values.phone.trim(),
    email: values.email.trim(),
    currency: values.currency,
    creditType: values.creditType,
    autoTransferFrequency: values.autoTransferFrequency === '1' ? 1 : 0,
    autoTransferDay: Number(values.autoTransferDay),
    discount: num(values.discount),
    positionTaking: roleId === Role.Company ? COMPANY_POSITION_TAKING : num(values.positionTaking),
    eatSequence: values.eatSequence,
    maxFightLimit: num(values.maxFightLimit),
    receiptMode: values.receiptMode === '2' ? 2 : 1,
    receiptFormat: Number(values.receiptFormat),
    ...flags,
  };
  if (values.password !== '') {
    body.password = values.password;
    body.confirmPassword = values.confirmPassword;
  }
  if (values.secondaryPassword !== '') body.secondaryPassword = values.secondaryPassword;
  return body;
}

/** Role options limited to what GetUserDetailInit allows (plus the edited account's own role). */
export function roleOptions(t: TFunction, init: UserDetailInit): { value: string; label: string }[] {
  const ids = new Set(init.allowedRoleIds);
  if (init.user) ids.add(init.user.userRoleId);
  return [...ids].sort((a, b) => a - b).map((id) => ({ value: String(id), label: t(`role.${id}`) }));
}

export function levelOptions(t: TFunction, init: UserDetailInit): { value: string; label: string }[] {
  const ids = new Set(init.allowedAgentLevels);
  if (init.user?.agentLevel) ids.add(init.user.agentLevel);
  return [...ids].sort((a, b) => a - b).map((id) => ({ value: String(id), label: t(`level.${id}`) }));
}
