/** Message keys and patterns of SPEC 5 (pure data; the rule engine and the i18n resources read them). */

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
