/**
 * The contract's plain values: the names, limits, statuses and messages the screens need at run
 * time. Nothing here builds a schema, so a browser that imports them (through
 * '@drawdesk/shared-kernel/contract/values') loads neither TypeBox nor the API's schemas, which
 * only the server validates with; the schema modules take their limits from here.
 */
import { BET_CODES, type BetCode } from '../domain/betting/codes';
import { DIGIT_FILTERS } from '../domain/constants';

export { FUNCTION_NAMES, FUNCTION_NAMES_COMPLETE } from './access';

// ---- Remotes ----
export const REMOTE_NAMES = ['mf-accounts', 'mf-betting', 'mf-reports', 'mf-posting', 'mf-admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

// ---- Accounts ----
/** Most resends an account's resend-order limit may allow. */
export const MAX_RESEND_COUNT = 100;

// ---- Configuration: system settings, currency, number meanings, announcements ----
export const SETTING_LIMITS = {
  percentMax: 100,
  luckyNumberPerBetAmountMin: 1,
  luckyNumberPerBetAmountMax: 100,
  maxLineBetInUIMin: 1,
  maxLineBetInUIMax: 1000,
  sitesMax: 10,
  urlMaxLength: 300,
} as const;

/** `HH:mm`, 00:00 to 23:59. */
export const TIME_OF_DAY_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

/** A setting URL: http or https with a host. */
export function isSettingUrl(value: string): boolean {
  return /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(value);
}

/** Most a rate may be (stored per 10,000 in a 32-bit column). */
export const MAX_CURRENCY_RATE = 100_000;
export const MEANING_MAX_LENGTH = 200;
export const ANNOUNCEMENT_TITLE_MAX = 100;
export const ANNOUNCEMENT_MESSAGE_MAX = 2000;

// ---- Ops ----
export const API_LOG_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

// ---- Betting ----
/** Ticket statuses (SPEC 4). */
export const InboxTicketStatus = { Active: 0, Processed: 1, Cancelled: 2, Error: 99 } as const;

// ---- Reports ----
/**
 * The credit-log reasons player transaction shows and totals (docs/reports-rules.md "Player
 * transaction"): what moves a bettor's money. Left out: `settlement` (the stake the `bet` row
 * already took, moved from outstanding into the balance: it would count every stake twice) and the
 * credit-limit settings (`user.create`, `user.creditLimit`, `admin.creditLimit`, `user.delete`).
 */
export const PLAYER_TRANSACTION_REASONS = [
  'bet',
  'void',
  'prize',
  'payment.transferCredit.balance',
  'payment.transferCredit.creditLimit',
  'payment.receiveCredit.balance',
  'payment.receiveCredit.creditLimit',
] as const;
export type PlayerTransactionReason = (typeof PLAYER_TRANSACTION_REASONS)[number];

/** The digit filter of SPEC 9. */
export type DigitFilter = (typeof DIGIT_FILTERS)[number];

/**
 * The code columns of each digit filter: '2d', '3d', '5d', '6d' the codes of that game, '4d' every
 * 4-digit code (Big, Small and the specials), '4ds' the 4D special codes only (4A to 4C, no Big or
 * Small), 'all' every code.
 */
export const DIGIT_FILTER_CODES: Readonly<Record<DigitFilter, readonly BetCode[]>> = {
  all: BET_CODES,
  '2d': ['2A', '2SB', '2SC', '2SD', '2SE'],
  '3d': ['3A', '3SB', '3SC', '3SD', '3SE', '3C'],
  '4d': ['B', 'S', '4A', '4SB', '4SC', '4SD', '4SE', '4C'],
  '4ds': ['4A', '4SB', '4SC', '4SD', '4SE', '4C'],
  '5d': ['5D'],
  '6d': ['6D'],
};

/** Map detail bet types (SPEC 2.6, SPEC 9): 1 to 5 are 2D, 3D, 4D, 5D, 6D, with these columns. */
export const MAP_DETAIL_COLUMNS: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly BetCode[]>> = {
  1: DIGIT_FILTER_CODES['2d'],
  2: DIGIT_FILTER_CODES['3d'],
  3: DIGIT_FILTER_CODES['4d'],
  4: DIGIT_FILTER_CODES['5d'],
  5: DIGIT_FILTER_CODES['6d'],
};
export type MapDetailBetType = keyof typeof MAP_DETAIL_COLUMNS;

export const RunMessages = {
  eatType: 'Please Select Eat Type',
  runAmount: 'Please fill up run amount',
  noUpline: 'A company has no upline to run to; post what is left instead.',
  notAgent: 'Only an agent runs its own position.',
  noRate: (code: string) => `There is no bet rate for ${code} to work out a net run.`,
  notEater: "The run map shows an agent's or a company's own position: choose one.",
} as const;
