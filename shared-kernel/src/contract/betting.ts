/**
 * Contract of the betting area: orders, receipts, voids. Amounts are currency units
 * with at most 2 decimals (API.md); the server keeps cents. Rules: DOMAIN 9, 10, 12 and
 * docs/betting-rules.md "Order pipeline".
 */
import { Type, type Static } from '@sinclair/typebox';
import { BET_CODES } from '../domain/betting/codes';
import { BusinessDate, EnvelopeSchema } from './envelope';
import { MultilineText } from './input';
import { Money } from './money';

/** Idempotency key (DOMAIN 9.8): the same key from the same login returns the first reply. */
export const OrderKeySchema = Type.String({ minLength: 8, maxLength: 100 });
const TargetUserId = Type.Optional(
  Type.Integer({ minimum: 1, description: 'The bettor when an agent orders for a downline' }),
);
const PoolIds = Type.Array(Type.Integer({ minimum: 1, maximum: 9 }), { minItems: 1, maxItems: 9 });

/** Most characters a bet string may have (a 10,000-line order fits). */
export const MAX_BET_STRING_LENGTH = 400_000;

export const PlaceExpressOrderBodySchema = Type.Object({
  betString: MultilineText({ minLength: 1, maxLength: MAX_BET_STRING_LENGTH }),
  targetUserId: TargetUserId,
  orderKey: OrderKeySchema,
});
export type PlaceExpressOrderBody = Static<typeof PlaceExpressOrderBodySchema>;

/** One row of the web order grid: a number, its kind (1-6) and an amount per bet code. */
export const WebOrderRowSchema = Type.Object({
  number: Type.String({ pattern: '^[0-9]{2,6}$' }),
  kind: Type.Integer({ minimum: 1, maximum: 6 }),
  amounts: Type.Partial(
    Type.Object(
      Object.fromEntries(BET_CODES.map((c) => [c, Money({ minimum: 0, maximum: 999_999_999.99 })])) as Record<
        (typeof BET_CODES)[number],
        ReturnType<typeof Money>
      >,
    ),
    { additionalProperties: false },
  ),
});
export type WebOrderRow = Static<typeof WebOrderRowSchema>;

export const PlaceWebOrderBodySchema = Type.Object({
  rows: Type.Array(WebOrderRowSchema, { minItems: 1, maxItems: 10_000 }),
  pools: PoolIds,
  /** Draw dates; absent or empty = the next open draw of each pool. */
  drawDates: Type.Optional(Type.Array(BusinessDate(), { maxItems: 9 })),
  targetUserId: TargetUserId,
  orderKey: OrderKeySchema,
});
export type PlaceWebOrderBody = Static<typeof PlaceWebOrderBodySchema>;

export const PlaceLuckyBetBodySchema = Type.Object({
  /** A bet amount of the lucky-bet table. */
  amount: Money({ minimum: 0.01, maximum: 999_999_999.99 }),
  pools: PoolIds,
  targetUserId: TargetUserId,
  orderKey: OrderKeySchema,
});
export type PlaceLuckyBetBody = Static<typeof PlaceLuckyBetBodySchema>;

export const SoldOutRowSchema = Type.Object({
  line: Type.Integer(),
  drawDate: Type.String(),
  poolId: Type.Integer(),
  number: Type.String(),
  code: Type.String(),
  requested: Type.Number(),
  accepted: Type.Number(),
});

/** PlaceExpressOrder's data (API.md, exact). */
export const PlaceOrderDataSchema = Type.Object({
  ticketId: Type.Integer(),
  ticketNo: Type.String(),
  ticketXId: Type.String(),
  receiptString: Type.String(),
  expressBetString: Type.String(),
  grossAmount: Type.Number(),
  netAmount: Type.Number(),
  soldOut: Type.Array(SoldOutRowSchema),
});
export type PlaceOrderData = Static<typeof PlaceOrderDataSchema>;

/** One bad line of a refused bet string: 1-based line (0 = the whole order), i18n reason key, English text. */
export const BetErrorRowSchema = Type.Object({
  line: Type.Integer(),
  reason: Type.String(),
  detail: Type.Optional(Type.String()),
  message: Type.String(),
});
export type BetErrorRow = Static<typeof BetErrorRowSchema>;

/** Success: the ticket; a bet string with syntax errors: success false and data.errors. */
export const PlaceOrderReplySchema = EnvelopeSchema(
  Type.Union([PlaceOrderDataSchema, Type.Object({ errors: Type.Array(BetErrorRowSchema) }), Type.Null()]),
);

export const GetBetReceiptQuerySchema = Type.Object({ ticketId: Type.Integer({ minimum: 1 }) });
export const BetReceiptSchema = Type.Object({
  ticketXId: Type.String(),
  expressBetString: Type.String(),
  receiptString: Type.String(),
});
export type BetReceipt = Static<typeof BetReceiptSchema>;
export const GetBetReceiptReplySchema = EnvelopeSchema(Type.Union([BetReceiptSchema, Type.Null()]));

export const VoidTicketBodySchema = Type.Object({ ticketId: Type.Integer({ minimum: 1 }) });
export type VoidTicketBody = Static<typeof VoidTicketBodySchema>;
/** An empty list is refused with 'Please select at least one ticket to void' (SPEC 5). */
export const BulkVoidTicketBodySchema = Type.Object({
  ticketIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 500 }),
});
export type BulkVoidTicketBody = Static<typeof BulkVoidTicketBodySchema>;
export const VoidTicketDataSchema = Type.Object({
  /** The tickets now cancelled. */
  voided: Type.Array(Type.Integer()),
  /** Credit given back to the bettors, in units. */
  refunded: Type.Number(),
});
export type VoidTicketData = Static<typeof VoidTicketDataSchema>;
export const VoidTicketReplySchema = EnvelopeSchema(Type.Union([VoidTicketDataSchema, Type.Null()]));

export const BettingMessages = {
  selectTicket: 'Please select at least one ticket to void',
  suspended: (username: string) => `Account ${username} is suspended and cannot bet.`,
  inactive: (username: string) => `Account ${username} is not active and cannot bet.`,
  notBettor: 'Only a player or a house account can own tickets.',
  insufficientCredit: (left: string, needs: string) =>
    `Insufficient credit. Credit left: ${left}, order needs ${needs}.`,
  syntax: (lines: string) => `The bet string has errors on line(s) ${lines}. Nothing was placed.`,
  tooManyLines: (max: number) => `Too many bet lines: at most ${max} per order.`,
  ticketNotFound: (id: number) => `Ticket ${id} was not found.`,
  notVoidable: (list: string) => `These tickets cannot be voided: ${list}. Nothing was voided.`,
  luckyBetOff: 'Lucky bet is not enabled for this account.',
  luckyAmount: 'This amount is not in the lucky bet table.',
  drawDatesClosed: (dates: string) => `No open draw on ${dates} for the chosen pools.`,
} as const;
