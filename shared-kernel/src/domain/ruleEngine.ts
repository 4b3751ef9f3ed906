/**
 * The SPEC 5 rule engine: a small declarative description of what a field accepts, and the plain
 * checks that read it. Pure TypeScript (no React, no DOM, no form library): the server runs the same
 * checks, and the front end's form kit turns the same descriptions into yup schemas
 * (shared-kernel/src/forms/schema.ts), so a form and the server never state a rule twice.
 *
 * A check yields an i18n message key of the 'common' namespace (REQUIRED_FIELD...), or a rule's own
 * `message` (a key or a text), or null when the value passes.
 */
import {
  DECIMAL_2_PATTERN,
  DIGITS_ONLY_PATTERN,
  EMAIL_PATTERN,
  MY_MOBILE_PATTERN,
  POSITIVE_INTEGER_PATTERN,
  TWO_DIGIT_AMOUNT_PATTERN,
} from './validationPatterns';

/** Every rule may carry its own message (an i18n key of 'common' or a text) instead of its default. */
interface WithMessage {
  message?: string;
}
export type Rule = WithMessage &
  (
    | { kind: 'required' }
    /** Text length, or the number of items of an array. */
    | { kind: 'maxLength'; value: number }
    | { kind: 'minLength'; value: number }
    /** Numbers; a string like '1,234.5' counts as 1234.5, a non-number fails with INVALID_FORMAT. */
    | { kind: 'min'; value: number }
    | { kind: 'max'; value: number }
    /** Fails with `message` when given, else INVALID_FORMAT. */
    | { kind: 'pattern'; value: RegExp }
    /** An amount with at most `decimals` places (commas as thousand separators, a leading minus). */
    | { kind: 'amount'; decimals: number }
    /**
     * Equal to the sibling field `field` (same object: the form's values, or a grid row). Passes while
     * the sibling is empty: its own `required` reports that first.
     */
    | { kind: 'equalsField'; field: string }
    /** One of the listed values (compared as text, so a select's '3' matches 3). */
    | { kind: 'oneOf'; values: readonly (string | number)[] }
  );
export type RuleKind = Rule['kind'];

/** Default message key of each rule kind (SPEC 5). */
export const RULE_MESSAGES: Readonly<Record<RuleKind, string>> = {
  required: 'REQUIRED_FIELD',
  maxLength: 'MAX_LENGTH_EXCEEDED',
  minLength: 'MIN_LENGTH_NO_MET',
  min: 'MIN_ERROR',
  max: 'MAX_ERROR',
  pattern: 'INVALID_FORMAT',
  amount: 'INVALID_FORMAT',
  equalsField: 'CONFIRM_PASSWORD_AND_PASSWORD_IS_NOT_TALLY',
  oneOf: 'INVALID_FORMAT',
};

const withMessage = <R extends Rule>(r: R, message: string | undefined): R =>
  message === undefined ? r : { ...r, message };

/** Rule constructors, e.g. `validate(v, [rule.required(), rule.maxLength(20)])`. */
export const rule = {
  required: (message?: string): Rule => withMessage({ kind: 'required' }, message),
  maxLength: (value: number, message?: string): Rule => withMessage({ kind: 'maxLength', value }, message),
  minLength: (value: number, message?: string): Rule => withMessage({ kind: 'minLength', value }, message),
  min: (value: number, message?: string): Rule => withMessage({ kind: 'min', value }, message),
  max: (value: number, message?: string): Rule => withMessage({ kind: 'max', value }, message),
  pattern: (value: RegExp, message?: string): Rule => withMessage({ kind: 'pattern', value }, message),
  email: (): Rule => ({ kind: 'pattern', value: EMAIL_PATTERN }),
  mobile: (): Rule => ({ kind: 'pattern', value: MY_MOBILE_PATTERN }),
  positiveInteger: (): Rule => ({ kind: 'pattern', value: POSITIVE_INTEGER_PATTERN }),
  decimal2: (): Rule => ({ kind: 'pattern', value: DECIMAL_2_PATTERN }),
  digitsOnly: (): Rule => ({ kind: 'pattern', value: DIGITS_ONLY_PATTERN, message: 'DIGIT_ONLY' }),
  twoDigitAmount: (): Rule => ({ kind: 'pattern', value: TWO_DIGIT_AMOUNT_PATTERN }),
  amount: (decimals = 2, message?: string): Rule => withMessage({ kind: 'amount', decimals }, message),
  equalsField: (field: string, message?: string): Rule =>
    withMessage({ kind: 'equalsField', field }, message),
  oneOf: (values: readonly (string | number)[], message?: string): Rule =>
    withMessage({ kind: 'oneOf', values }, message),
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

function isAmount(value: unknown, decimals: number): boolean {
  if (typeof value === 'number') {
    return Number.isFinite(value) && Number(value.toFixed(decimals)) === value;
  }
  // The same complete amounts as the form kit's toAmount: '12', '12.5', '.5', '-3', '1,234.50'.
  const number = decimals > 0 ? `(?:\\d+(?:\\.\\d{1,${decimals}})?|\\.\\d{1,${decimals}})` : '\\d+';
  return new RegExp(`^-?${number}$`).test(asText(value).replace(/,/g, '').trim());
}

/** Object of sibling values a cross-field rule (equalsField) reads: the form's values or a grid row. */
export type Siblings = Readonly<Record<string, unknown>>;

/**
 * One rule on one value. An empty value fails only `required`: the other rules apply to non-empty
 * values, so an optional field may be left blank.
 */
export function checkRule(value: unknown, r: Rule, siblings?: Siblings): string | null {
  const fail = (): string => r.message ?? RULE_MESSAGES[r.kind];
  if (isEmptyValue(value)) return r.kind === 'required' ? fail() : null;
  switch (r.kind) {
    case 'required':
      return null;
    case 'maxLength': {
      const len = Array.isArray(value) ? value.length : asText(value).length;
      return len > r.value ? fail() : null;
    }
    case 'minLength': {
      const len = Array.isArray(value) ? value.length : asText(value).length;
      return len < r.value ? fail() : null;
    }
    case 'min': {
      const n = asNumber(value);
      if (!Number.isFinite(n)) return 'INVALID_FORMAT';
      return n < r.value ? fail() : null;
    }
    case 'max': {
      const n = asNumber(value);
      if (!Number.isFinite(n)) return 'INVALID_FORMAT';
      return n > r.value ? fail() : null;
    }
    case 'pattern':
      return matches(r.value, asText(value)) ? null : fail();
    case 'amount':
      return isAmount(value, r.decimals) ? null : fail();
    case 'equalsField':
      return isEmptyValue(siblings?.[r.field]) || value === siblings?.[r.field] ? null : fail();
    case 'oneOf':
      return r.values.some((v) => String(v) === asText(value)) ? null : fail();
  }
}

/**
 * The first failing rule's message, or null (rules are checked in order; an empty value fails only
 * `required`). `min`/`max` read numbers: '1,234.5' counts as 1234.5; a non-number gives INVALID_FORMAT.
 */
export function validate(value: unknown, rules: readonly Rule[], siblings?: Siblings): string | null {
  for (const r of rules) {
    const key = checkRule(value, r, siblings);
    if (key) return key;
  }
  return null;
}

/** Validate flat fields: field name -> rules. Returns only the failing fields. */
export function validateFields<F extends string>(
  values: Partial<Record<F, unknown>>,
  rulesByField: Readonly<Record<F, readonly Rule[]>>,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const field of Object.keys(rulesByField) as F[]) {
    const key = validate(values[field], rulesByField[field], values as Siblings);
    if (key) errors[field] = key;
  }
  return errors;
}

/**
 * The rules of a whole form: a field's list of rules, or `rows(...)` for an array of rows (a grid),
 * each row described the same way.
 */
export interface FormRules {
  readonly [field: string]: readonly Rule[] | RowRules;
}
/** Rules of an array field: `of` for each row, `rules` on the array itself (required, min/max rows). */
export interface RowRules {
  readonly kind: 'rows';
  readonly of: FormRules;
  readonly rules: readonly Rule[];
}
/** `rows({ code: [...], rate: [...] }, [rule.required('SELECT_AT_LEAST_ONE_POOL')])`. */
export const rows = (of: FormRules, rules: readonly Rule[] = []): RowRules => ({ kind: 'rows', of, rules });

export const isRowRules = (r: readonly Rule[] | RowRules): r is RowRules => !Array.isArray(r);

/**
 * Errors of a whole form, shaped like its values (formik's error shape): a message per failing
 * field; for a rows field either the array's own message or an array with an error object per
 * failing row (`{ items: [undefined, { rate: 'MAX_ERROR' }] }`). Empty object when all pass.
 */
export type FormErrorTree = { [field: string]: string | (FormErrorTree | undefined)[] };

export function validateForm(values: unknown, formRules: FormRules): FormErrorTree {
  const siblings = (values && typeof values === 'object' ? values : {}) as Siblings;
  const errors: FormErrorTree = {};
  for (const [field, r] of Object.entries(formRules)) {
    const value = siblings[field];
    if (!isRowRules(r)) {
      const key = validate(value, r, siblings);
      if (key) errors[field] = key;
      continue;
    }
    const own = validate(value, r.rules, siblings);
    if (own) {
      errors[field] = own;
      continue;
    }
    if (!Array.isArray(value)) continue;
    const rowErrors = value.map((row: unknown) => {
      const e = validateForm(row, r.of);
      return Object.keys(e).length > 0 ? e : undefined;
    });
    if (rowErrors.some(Boolean)) errors[field] = rowErrors;
  }
  return errors;
}

/** Flat list of a form error tree: 'name' and 'items[1].rate' paths with their messages, in order. */
export function errorPaths(tree: FormErrorTree, prefix = ''): [path: string, message: string][] {
  const out: [string, string][] = [];
  for (const [field, e] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${field}` : field;
    if (typeof e === 'string') out.push([path, e]);
    else e.forEach((row, i) => row && out.push(...errorPaths(row, `${path}[${i}]`)));
  }
  return out;
}
