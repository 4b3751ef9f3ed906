/**
 * Validation rules of SPEC 5. Pure: no React, no DOM. The form kit (../forms) validates with them.
 * A rule check yields an i18n message key of the 'common' namespace, or null when the value passes.
 */

/** English texts of every SPEC 5 message, by key. The i18n 'common' resources reuse these. */
export const VALIDATION_MESSAGES = {
  REQUIRED_FIELD: 'This field is required.',
  MAX_LENGTH_EXCEEDED: 'This field maximum length exceeded.',
  MIN_LENGTH_NO_MET: 'This field minimum length not met.',
  MAX_ERROR: 'Input value has exceeded the maximum amount.',
  MIN_ERROR: 'Input value must not less than the minimum amount.',
  INVALID_FORMAT: 'Input value is invalid in format.',
  DIGIT_ONLY: 'This field accepts only digit number.',
  CONFIRM_PASSWORD_AND_PASSWORD_IS_NOT_TALLY: 'Confirm password and password do not match.',
  EMPTY_RECEIPT_STRING: 'Empty receipt string is not allowed',
  SELECT_AT_LEAST_ONE_POOL: 'Please select at least one pool',
  SELECT_ONLY_ONE_POOL: 'Please Select Only One Pool',
  SELECT_BET_DATE: 'Please Select a Bet Date',
  SELECT_TICKET_TO_VOID: 'Please select at least one ticket to void',
  SELECT_EAT_TYPE: 'Please Select Eat Type',
  FILL_RUN_AMOUNT: 'Please fill up run amount',
  AUTO_TICKET_ONE_DATE_ONLY: 'Auto Ticket cannot more than one selected date',
} as const;
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/** E-mail address: local part of the usual characters (dot-separated), a dotted domain, a TLD of 2+ letters. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
/** Malaysian mobile: optional '+' and '6', then '01', a digit that is not 5, optional hyphens, then 7 or 8 digits. */
export const MY_MOBILE_PATTERN = /^\+?6?01[0-46-9]-*\d{7,8}$/;
/** Positive integer: 1, 2, ... (no sign, no leading zero, not zero). */
export const POSITIVE_INTEGER_PATTERN = /^[1-9]\d*$/;
/** Decimal with up to 2 places; no leading zero except 0.x / 0.xx; a bare 0 is refused. */
export const DECIMAL_2_PATTERN = /^(?:[1-9]\d*(?:\.\d{1,2})?|0\.\d{1,2})$/;
/** Digits only (at least one). */
export const DIGITS_ONLY_PATTERN = /^\d+$/;
/** At most two integer digits with up to two decimals, and not zero (0, 0.0, 00.00 refused). */
export const TWO_DIGIT_AMOUNT_PATTERN = /^(?!0{1,2}(?:\.0{1,2})?$)\d{1,2}(?:\.\d{1,2})?$/;

export type Rule =
  | { kind: 'required' }
  | { kind: 'maxLength'; value: number }
  | { kind: 'minLength'; value: number }
  | { kind: 'min'; value: number }
  | { kind: 'max'; value: number }
  /** Fails with `message` (an i18n key or a text) when given, else INVALID_FORMAT. */
  | { kind: 'pattern'; value: RegExp; message?: string };

/** Rule constructors, e.g. `validate(v, [rule.required(), rule.maxLength(20)])`. */
export const rule = {
  required: (): Rule => ({ kind: 'required' }),
  maxLength: (value: number): Rule => ({ kind: 'maxLength', value }),
  minLength: (value: number): Rule => ({ kind: 'minLength', value }),
  min: (value: number): Rule => ({ kind: 'min', value }),
  max: (value: number): Rule => ({ kind: 'max', value }),
  pattern: (value: RegExp, message?: string): Rule =>
    message === undefined ? { kind: 'pattern', value } : { kind: 'pattern', value, message },
  email: (): Rule => ({ kind: 'pattern', value: EMAIL_PATTERN }),
  mobile: (): Rule => ({ kind: 'pattern', value: MY_MOBILE_PATTERN }),
  positiveInteger: (): Rule => ({ kind: 'pattern', value: POSITIVE_INTEGER_PATTERN }),
  decimal2: (): Rule => ({ kind: 'pattern', value: DECIMAL_2_PATTERN }),
  digitsOnly: (): Rule => ({ kind: 'pattern', value: DIGITS_ONLY_PATTERN, message: 'DIGIT_ONLY' }),
  twoDigitAmount: (): Rule => ({ kind: 'pattern', value: TWO_DIGIT_AMOUNT_PATTERN }),
} as const;

export type FieldValue = string | number | boolean | null | undefined | readonly unknown[];

/** Empty: null, undefined, a string of only white space, an empty array, or NaN. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Test a pattern without the lastIndex surprises of /g and /y expressions. */
export function matches(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  const ok = pattern.test(text);
  pattern.lastIndex = 0;
  return ok;
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : String(value);
}

function asNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value.replace(/,/g, '').trim());
  return Number.NaN;
}

/** One rule on a non-empty value. */
function check(value: unknown, r: Rule): string | null {
  switch (r.kind) {
    case 'required':
      return null;
    case 'maxLength': {
      const len = Array.isArray(value) ? value.length : asText(value).length;
      return len > r.value ? 'MAX_LENGTH_EXCEEDED' : null;
    }
    case 'minLength': {
      const len = Array.isArray(value) ? value.length : asText(value).length;
      return len < r.value ? 'MIN_LENGTH_NO_MET' : null;
    }
    case 'min': {
      const n = asNumber(value);
      if (!Number.isFinite(n)) return 'INVALID_FORMAT';
      return n < r.value ? 'MIN_ERROR' : null;
    }
    case 'max': {
      const n = asNumber(value);
      if (!Number.isFinite(n)) return 'INVALID_FORMAT';
      return n > r.value ? 'MAX_ERROR' : null;
    }
    case 'pattern':
      return matches(r.value, asText(value)) ? null : (r.message ?? 'INVALID_FORMAT');
  }
}

/**
 * The first failing rule's message key, or null. An empty value fails only `required`; the other
 * rules apply to non-empty values (an optional field may be left blank). `min`/`max` read numbers
 * (a string like '1,234.5' counts as 1234.5; a non-number gives INVALID_FORMAT).
 */
export function validate(value: unknown, rules: readonly Rule[]): string | null {
  if (isEmptyValue(value)) return rules.some((r) => r.kind === 'required') ? 'REQUIRED_FIELD' : null;
  for (const r of rules) {
    const key = check(value, r);
    if (key) return key;
  }
  return null;
}

/** Validate a whole form: field name -> rules. Returns only the failing fields. */
export function validateFields<F extends string>(
  values: Partial<Record<F, unknown>>,
  rulesByField: Readonly<Record<F, readonly Rule[]>>,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const field of Object.keys(rulesByField) as F[]) {
    const key = validate(values[field], rulesByField[field]);
    if (key) errors[field] = key;
  }
  return errors;
}

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}
/** SPEC 5: all three required; confirm must equal new (CONFIRM_PASSWORD_AND_PASSWORD_IS_NOT_TALLY). */
export function validateChangePassword(
  values: Partial<ChangePasswordValues>,
): Partial<Record<keyof ChangePasswordValues, string>> {
  const errors = validateFields<keyof ChangePasswordValues>(values, {
    oldPassword: [rule.required()],
    newPassword: [rule.required()],
    confirmPassword: [rule.required()],
  });
  if (!errors.confirmPassword && !errors.newPassword && values.newPassword !== values.confirmPassword) {
    errors.confirmPassword = 'CONFIRM_PASSWORD_AND_PASSWORD_IS_NOT_TALLY';
  }
  return errors;
}

/** SPEC 5: secondary-password prompt, password required. */
export function validateSecondaryPassword(values: { password?: string }): { password?: string } {
  return validateFields<'password'>(values, { password: [rule.required()] });
}
