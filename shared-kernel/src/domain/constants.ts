/** Business constants of SPEC 9. */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100, 200, 500] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_WINDOW = 7;
export const MAX_PAGE_SIZE = 500;

/**
 * The largest amount in currency units a request may carry (credit limits, payments, stakes). Kept
 * here, not beside the schemas, so the amount field does not bring the schema library to the login page.
 */
export const MAX_AMOUNT = 10_000_000_000;

export const RESULT_REFRESH_MS = 10_000;
export const INACTIVITY_LOGOUT_MS = 30 * 60_000;
export const STALE_LOGIN_MS = 5 * 24 * 60 * 60_000;
export const OTHER_TAB_CHECK_MS = 2_000;
export const FIGHT_LIMIT_POPUP = { width: 1000, height: 800 } as const;
export const LOGGED_IN_VIEWPORT_WIDTH = 1920;

export const BRAND = 'DrawDesk';

/** Ticket status (SPEC 4). */
export const TicketStatus = { Active: 0, Processed: 1, Cancelled: 2, Error: 99 } as const;
/** Record status (SPEC 4). */
export const RecordStatus = { Disabled: 0, Enabled: 1, Deleted: 2 } as const;
export type AccountStatus = 'active' | 'inactive' | 'suspended';
export const ACCOUNT_STATUSES: readonly AccountStatus[] = ['active', 'inactive', 'suspended'];

export const ReceiptFormats = { 1: 'MPTSBDWH', 2: 'MPTSWBDH', 3: 'MPTSBWDH', 4: 'MPTSBWH' } as const;
export const ReceiptMode = { Normal: 1, Reverse: 2 } as const;
export const EAT_SEQUENCE_SEPARATORS = ['*/**', '**/*'] as const;
export const Grouping = { AmountBase: 1, TotalBase: 2, GroupBase: 3 } as const;
export const TransferFrequency = { Weekly: 0, Daily: 1 } as const;
export const BetKind = { Normal: 1, Box: 2, IBox: 3, PH: 4, PB: 5, Reverse: 6 } as const;
export const PrizeRank = {
  First: 1,
  Second: 2,
  Third: 3,
  Fourth: 4,
  Fifth: 5,
  Sixth: 6,
  Starter: 7,
  Consolation: 8,
} as const;
export const Operator = { Multiply: 1, Divide: 2 } as const;
export const ReportType = { SaleGross: 1, SaleNet: 2, EatGross: 3, EatNet: 4 } as const;
export const GameMode = { GD: 0, NineLotto: 1 } as const;
export const TemplateKind = { Default: 1, LuckyBet: 3 } as const;
export const MasterTemplateType = { Master: 1, Normal: 2 } as const;
export const ALL_FILTER = -1;
export const PaymentType = { TransferCredit: 1, ReceiveCredit: 2 } as const;
export const RED_NUMBER_PERMUTATIONS = ['normal', '4P', '6P', '12P', '24P'] as const;
export const DIGIT_FILTERS = ['all', '2d', '3d', '4d', '4ds', '5d', '6d'] as const;

/** Lucky-bet table of SPEC 9, amounts in cents: bet amount → Big / Small / 3A / 3C (4A always 0). */
export const LUCKY_BET_TABLE: Readonly<
  Record<number, { big: number; small: number; a3: number; c3: number }>
> = {
  1: { big: 25, small: 25, a3: 25, c3: 25 },
  2: { big: 50, small: 50, a3: 50, c3: 50 },
  3: { big: 100, small: 100, a3: 50, c3: 50 },
  4: { big: 100, small: 100, a3: 100, c3: 100 },
  5: { big: 200, small: 100, a3: 100, c3: 100 },
  6: { big: 200, small: 200, a3: 200, c3: 200 },
  8: { big: 200, small: 200, a3: 200, c3: 200 },
  10: { big: 300, small: 300, a3: 200, c3: 200 },
};

/** Language codes: UI code → cookie code (SPEC 9). The menu offers en and cn. */
export const LANGUAGES = { en: 'en', cn: 'zh', bm: 'ms' } as const;
export type UiLanguage = keyof typeof LANGUAGES;
export type CookieLanguage = (typeof LANGUAGES)[UiLanguage];
