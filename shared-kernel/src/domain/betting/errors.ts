/**
 * Reasons a bet string is refused (DOMAIN 7). Each is an i18n key; these are the English texts.
 * Errors are values: the parser never throws for what a user typed.
 */
export const BET_ERROR_MESSAGES = {
  BET_BAD_LINE: 'Not a date line, a pool line or a bet line.',
  BET_BAD_NUMBER: 'Bad number: 2 to 6 digits, in one of the bet forms.',
  BET_KIND_NOT_ALLOWED: 'This bet form is not allowed for a number of this many digits.',
  BET_UNKNOWN_CODE: 'Unknown bet code.',
  BET_CODE_NOT_FOR_NUMBER: 'This bet code does not fit a number of this many digits.',
  BET_CODE_NOT_IN_POOL: 'This bet code is not offered by the chosen pool.',
  BET_DUPLICATE_CODE: 'The same bet code appears twice on one line.',
  BET_AMOUNT_INVALID: 'Invalid amount: a number greater than 0 with at most 2 decimals.',
  BET_TOO_MANY_AMOUNTS: 'More amounts than the bet format has places.',
  BET_NO_AMOUNT: 'No amount on this line, and no bet line above to repeat.',
  BET_NO_LINE: 'There is no bet line.',
  BET_BAD_DATE: 'Invalid date line.',
  BET_DRAW_CLOSED: 'The draw is closed or does not exist for this pool.',
  BET_BAD_POOL: 'Invalid pool line: # followed by pool digits 1 to 9.',
  BET_TOO_MANY_LINES: 'Too many bet lines.',
} as const;
export type BetErrorReason = keyof typeof BET_ERROR_MESSAGES;
export const BET_ERROR_REASONS = Object.keys(BET_ERROR_MESSAGES) as BetErrorReason[];

/** One refused line: 1-based line number (0 for the whole order), reason key, optional detail. */
export interface BetError {
  line: number;
  reason: BetErrorReason;
  detail?: string;
}
