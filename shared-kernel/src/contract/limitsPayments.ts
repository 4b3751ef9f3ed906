/**
 * Fight limits, position taking, red package flag, resend-order limits and payments.
 * Amounts are currency units with at most 2 decimals (API.md); the server keeps cents.
 * Rules: DOMAIN 3, 10, 11 and docs/accounts-rules.md "Fight limits and payments".
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { MAX_RESEND_COUNT } from './values';
import { BET_CODES } from '../domain/betting/codes';
import type { Game } from '../domain/pools';
import { BusinessDate, EnvelopeSchema, PagedEnvelopeSchema, PagingSchema, SearchField } from './envelope';
import { MultilineText } from './input';
import { AMOUNT_KEYWORD, Money } from './money';

/** Largest amount a limit or payment may carry (units). */
export const MAX_LIMIT_AMOUNT = 999_999_999.99;

/** Bet codes fight limits are keyed by under amount base (DOMAIN 5). */
export const FIGHT_LIMIT_CODES = BET_CODES;
/** Games fight limits are keyed by under group base. */
export const FIGHT_LIMIT_GAMES = ['4D', '3D', '2D', '5D', '6D'] as const satisfies readonly Game[];
export type FightLimitCode = (typeof FIGHT_LIMIT_CODES)[number];
export type FightLimitGame = (typeof FIGHT_LIMIT_GAMES)[number];

/** A fight limit in a reply: units, or null = unset (no limit, only pt decides). 0 = eats nothing. */
/** Position taking: a whole percent 0-100 (DOMAIN 10); one schema for UpdateUserEatLimit and CreateOrUpdateUser. */
export const PositionTakingSchema = Type.Integer({ minimum: 0, maximum: 100 });

const LimitValue = Type.Union([Type.Number(), Type.Null()]);
/**
 * A fight limit in a request: units >= 0 with at most 2 decimals, or null to unset. One schema
 * with `nullable` (not a union): the server's validator coerces types, and in a union it would
 * turn null into 0 (eats nothing) or 0 into null (no limit).
 */
const LimitInput = Type.Unsafe<number | null>({
  type: 'number',
  nullable: true,
  minimum: 0,
  maximum: MAX_LIMIT_AMOUNT,
  description: 'Currency units with at most 2 decimals, or null (unset: no limit)',
  [AMOUNT_KEYWORD]: true,
});

const keyed = <K extends string, V extends TSchema>(keys: readonly K[], value: V) =>
  Type.Partial(Type.Object(Object.fromEntries(keys.map((k) => [k, value])) as Record<K, V>), {
    additionalProperties: false,
  });

/** Grouping (SPEC 9): 1 amount base (per bet code), 2 total base (one for all codes of a number), 3 group base (per game). */
export const GroupingSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);
export type GroupingId = Static<typeof GroupingSchema>;

/**
 * All three limit sets of an account; `grouping` says which one the eat engine uses. A code or
 * game missing from a reply map is unset (same as null).
 */
export const EatFightLimitsSchema = Type.Object({
  amountBase: keyed(FIGHT_LIMIT_CODES, LimitValue),
  totalBase: LimitValue,
  groupBase: keyed(FIGHT_LIMIT_GAMES, LimitValue),
});
export type FightLimits = Static<typeof EatFightLimitsSchema>;

/** Limits in an update: every key given replaces the stored value (null unsets); keys left out stay. */
export const EatFightLimitsInputSchema = Type.Object(
  {
    amountBase: Type.Optional(keyed(FIGHT_LIMIT_CODES, LimitInput)),
    totalBase: Type.Optional(LimitInput),
    groupBase: Type.Optional(keyed(FIGHT_LIMIT_GAMES, LimitInput)),
  },
  { additionalProperties: false },
);
export type FightLimitsInput = Static<typeof EatFightLimitsInputSchema>;

/** One account's eat settings. */
export const EatSettingsSchema = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  userRoleId: Type.Integer(),
  /** Position taking 0-100 (a company's is always 100). */
  positionTaking: Type.Integer({ minimum: 0, maximum: 100 }),
  grouping: GroupingSchema,
  fightLimits: EatFightLimitsSchema,
  /** Cap set by the upline: no fight limit may exceed it; null = no cap. */
  maxFightLimit: LimitValue,
  isRedPackage: Type.Boolean(),
});
export type EatSettings = Static<typeof EatSettingsSchema>;

// ---- Account/GetFightLimitRelatedData (GET) ----
export const GetFightLimitQuerySchema = Type.Object({
  /** Agent or company in scope; default the caller's own (main) account. */
  userId: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type GetFightLimitQuery = Static<typeof GetFightLimitQuerySchema>;

export const FightLimitRelatedDataSchema = Type.Composite([
  EatSettingsSchema,
  Type.Object({
    /** The caller may change pt, grouping and limits of this account. */
    canEdit: Type.Boolean(),
    /** The caller may change maxFightLimit (only an upline of the account may). */
    canEditMaxFightLimit: Type.Boolean(),
    /** pt is fixed (a company's pt is 100). */
    positionTakingFixed: Type.Boolean(),
    /** The direct upline's settings for reference (null when the upline is the super admin or none). */
    upline: Type.Union([EatSettingsSchema, Type.Null()]),
    betCodes: Type.Array(Type.String()),
    games: Type.Array(Type.String()),
  }),
]);
export type FightLimitRelatedData = Static<typeof FightLimitRelatedDataSchema>;
export const GetFightLimitReplySchema = EnvelopeSchema(
  Type.Union([FightLimitRelatedDataSchema, Type.Null()]),
);

// ---- Account/UpdateUserEatLimit (POST) ----
export const UpdateUserEatLimitBodySchema = Type.Object(
  {
    userId: Type.Integer({ minimum: 1 }),
    positionTaking: Type.Optional(PositionTakingSchema),
    grouping: Type.Optional(GroupingSchema),
    fightLimits: Type.Optional(EatFightLimitsInputSchema),
    /** Only an upline of the account may set it; null removes the cap. */
    maxFightLimit: Type.Optional(LimitInput),
  },
  { additionalProperties: false },
);
export type UpdateUserEatLimitBody = Static<typeof UpdateUserEatLimitBodySchema>;
/** Reply: the account's settings after the change. */
export const UpdateUserEatLimitReplySchema = EnvelopeSchema(Type.Union([EatSettingsSchema, Type.Null()]));

// ---- Account/FixIsRedPackage (POST) ----
export const FixIsRedPackageBodySchema = Type.Object(
  { userId: Type.Integer({ minimum: 1 }), isRedPackage: Type.Boolean() },
  { additionalProperties: false },
);
export type FixIsRedPackageBody = Static<typeof FixIsRedPackageBodySchema>;
export const FixIsRedPackageReplySchema = EnvelopeSchema(
  Type.Union([Type.Object({ userId: Type.Integer(), isRedPackage: Type.Boolean() }), Type.Null()]),
);

// ---- Account/GetResendOrderLimit (POST, paged) and Account/UpdateResendOrderLimit (POST) ----
export const GetResendOrderLimitBodySchema = Type.Composite([
  PagingSchema,
  Type.Object({
    /** Username contains (case-insensitive). */
    search: Type.Optional(Type.String({ maxLength: 20 })),
  }),
]);
export type GetResendOrderLimitBody = Static<typeof GetResendOrderLimitBodySchema>;
export const ResendOrderLimitRowSchema = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  userRoleId: Type.Integer(),
  uplineId: Type.Union([Type.Integer(), Type.Null()]),
  /** users.resend_order_limit_enable: the RL button and the limit apply. */
  enabled: Type.Boolean(),
  /** How many times one order may be resent while enabled. */
  maxResendCount: Type.Integer({ minimum: 0 }),
});
export type ResendOrderLimitRow = Static<typeof ResendOrderLimitRowSchema>;
/** Rows: the caller's main account and its descendants (main accounts), by username. */
export const GetResendOrderLimitReplySchema = PagedEnvelopeSchema(ResendOrderLimitRowSchema, Type.Null());

export const UpdateResendOrderLimitBodySchema = Type.Object(
  {
    userId: Type.Integer({ minimum: 1 }),
    enabled: Type.Boolean(),
    maxResendCount: Type.Integer({ minimum: 0, maximum: MAX_RESEND_COUNT }),
  },
  { additionalProperties: false },
);
export type UpdateResendOrderLimitBody = Static<typeof UpdateResendOrderLimitBodySchema>;
export const UpdateResendOrderLimitReplySchema = EnvelopeSchema(
  Type.Union([ResendOrderLimitRowSchema, Type.Null()]),
);

// ---- Payment/GetPaymentType (GET) ----
export const PaymentTypeIdSchema = Type.Union([Type.Literal(1), Type.Literal(2)]);
export type PaymentTypeId = Static<typeof PaymentTypeIdSchema>;
export const PaymentTypeOptionSchema = Type.Object({
  paymentTypeId: PaymentTypeIdSchema,
  name: Type.String(),
});
export type PaymentTypeOption = Static<typeof PaymentTypeOptionSchema>;
export const PAYMENT_TYPE_OPTIONS: readonly PaymentTypeOption[] = [
  { paymentTypeId: 1, name: 'Transfer Credit' },
  { paymentTypeId: 2, name: 'Receive Credit' },
];
export const GetPaymentTypeReplySchema = EnvelopeSchema(
  Type.Union([Type.Array(PaymentTypeOptionSchema), Type.Null()]),
);

// ---- Payment/MakePayment (POST, fixed by API.md) ----
export const MakePaymentBodySchema = Type.Object({
  targetUserId: Type.Integer({ minimum: 1 }),
  /** 1 transfer credit: the initiator pays the target (target goes down); 2 receive credit: the target pays (target goes up). */
  paymentType: PaymentTypeIdSchema,
  amount: Money({ minimum: 0.01, maximum: MAX_LIMIT_AMOUNT }),
  remark: Type.Optional(MultilineText({ maxLength: 200 })),
  /**
   * Idempotency key, new for each payment the user means to make and the same on a retry: the same
   * key from the same login returns the first reply and pays nothing again.
   */
  paymentKey: Type.Optional(Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
});
export type MakePaymentBody = Static<typeof MakePaymentBodySchema>;
/** The target's balance (postpaid) or credit limit (prepaid) before and after. */
export const MakePaymentResultSchema = Type.Object({
  initialAmount: Type.Number(),
  finalAmount: Type.Number(),
});
export type MakePaymentResult = Static<typeof MakePaymentResultSchema>;
export const MakePaymentReplySchema = EnvelopeSchema(Type.Union([MakePaymentResultSchema, Type.Null()]));

// ---- Payment/GetPaymentHistory (POST, paged) ----
export const GetPaymentHistoryBodySchema = Type.Composite([
  PagingSchema,
  Type.Object({
    /** Business dates (Asia/Kuala_Lumpur), inclusive. */
    fromDate: Type.Optional(BusinessDate()),
    toDate: Type.Optional(BusinessDate()),
    targetUserId: Type.Optional(Type.Integer({ minimum: 1 })),
    paymentType: Type.Optional(PaymentTypeIdSchema),
    /** The table search: the target's or the initiator's username starts with it (case-insensitive). */
    search: SearchField(),
  }),
]);
export type GetPaymentHistoryBody = Static<typeof GetPaymentHistoryBodySchema>;
export const PaymentHistoryRowSchema = Type.Object({
  paymentId: Type.Integer(),
  paymentType: PaymentTypeIdSchema,
  paymentTypeName: Type.String(),
  targetUserId: Type.Integer(),
  targetUsername: Type.String(),
  initiateUserId: Type.Integer(),
  initiateUsername: Type.String(),
  amount: Type.Number(),
  /** Which figure the payment changed: balance (postpaid) or creditLimit (prepaid). */
  affects: Type.Union([Type.Literal('balance'), Type.Literal('creditLimit')]),
  initialAmount: Type.Number(),
  finalAmount: Type.Number(),
  remark: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type PaymentHistoryRow = Static<typeof PaymentHistoryRowSchema>;
/** Sums over every matching row (not only the page). */
export const PaymentHistoryOverallSchema = Type.Object({
  totalTransfer: Type.Number(),
  totalReceive: Type.Number(),
});
export type PaymentHistoryOverall = Static<typeof PaymentHistoryOverallSchema>;
export const GetPaymentHistoryReplySchema = PagedEnvelopeSchema(
  PaymentHistoryRowSchema,
  PaymentHistoryOverallSchema,
);
