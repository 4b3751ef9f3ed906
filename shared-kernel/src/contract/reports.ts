/**
 * Sales summary, player transaction, draw payments.
 * Amounts are currency units with at most 2 decimals (API.md); the server keeps cents.
 * Rules: DOMAIN 11 and 14, docs/settlement-rules.md "Reports, draw payments and the result source".
 */
import { Type, type Static } from '@sinclair/typebox';
import { BusinessDate, EnvelopeSchema, PagedEnvelopeSchema, PagingSchema, SearchField } from './envelope';
import { MultilineText } from './input';
import { Money } from './money';

// ---- Report currency (DOMAIN 14; docs/settlement-rules.md "Report currency") ----
/** Business refusals of a report's `currency`. */
export const ReportCurrencyMessages = {
  unknown: 'Unknown currency.',
  noRate: 'This currency has no rate yet.',
} as const;

/** A report's currency: 3 upper-case letters; absent = the base currency (MYR). */
export const ReportCurrencyField = () =>
  Type.Optional(
    Type.String({ pattern: '^[A-Z]{3}$', description: 'Report currency; default the base currency' }),
  );

/** Report/InitReport: what the report screens start with. */
export const ReportInitSchema = Type.Object({
  baseCurrency: Type.String(),
  /** Currencies a report can be shown in (the base first, then those with a rate). */
  currencies: Type.Array(Type.String()),
  /** The caller's account currency when it is one of them, else the base. */
  currency: Type.String(),
});
export type ReportInit = Static<typeof ReportInitSchema>;
export const InitReportReplySchema = EnvelopeSchema(ReportInitSchema);

const PoolIds = Type.Array(Type.Integer({ minimum: 1, maximum: 9 }), { maxItems: 9 });

// ---- Report/GetSalesSummary (POST, paged, fixed by API.md) ----
export const GetSalesSummaryBodySchema = Type.Composite([
  PagingSchema,
  Type.Object({
    fromDate: BusinessDate(),
    toDate: BusinessDate(),
    /** Drill-down: the account to view (default: the caller's own account). */
    userId: Type.Optional(Type.Integer({ minimum: 1 })),
    /** Default all pools. */
    poolIds: Type.Optional(PoolIds),
    currency: ReportCurrencyField(),
  }),
]);
export type GetSalesSummaryBody = Static<typeof GetSalesSummaryBodySchema>;
export const SalesSummaryRowSchema = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  /** Role of the downline: a row of an agent can be drilled into. */
  userRoleId: Type.Integer(),
  turnover: Type.Number(),
  commission: Type.Number(),
  netAmount: Type.Number(),
  ticketCount: Type.Integer(),
});
export type SalesSummaryRow = Static<typeof SalesSummaryRowSchema>;
/** Totals over every row (not only the page), the viewed account and the processing flag. */
export const SalesSummaryOverallSchema = Type.Object({
  turnover: Type.Number(),
  commission: Type.Number(),
  netAmount: Type.Number(),
  ticketCount: Type.Integer(),
  viewerId: Type.Integer(),
  viewerUsername: Type.String(),
  /** The currency of every amount of the reply. */
  currency: Type.String(),
  /** True while a release of a draw in the range runs (SPEC 8 flag). */
  processing: Type.Boolean(),
});
export type SalesSummaryOverall = Static<typeof SalesSummaryOverallSchema>;
export const GetSalesSummaryReplySchema = PagedEnvelopeSchema(
  SalesSummaryRowSchema,
  SalesSummaryOverallSchema,
);

// ---- Report/GetPlayerTransaction (POST, paged) ----
export const GetPlayerTransactionBodySchema = Type.Composite([
  PagingSchema,
  Type.Object({
    fromDate: BusinessDate(),
    toDate: BusinessDate(),
    /** One account (in the caller's tree); default every account of the tree. */
    userId: Type.Optional(Type.Integer({ minimum: 1 })),
    currency: ReportCurrencyField(),
    /** The table search: the start of the account's username. */
    search: SearchField(),
  }),
]);
export type GetPlayerTransactionBody = Static<typeof GetPlayerTransactionBodySchema>;
export const PlayerTransactionRowSchema = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  userId: Type.Integer(),
  username: Type.String(),
  /** Machine reason of the credit-log row, e.g. payment.transferCredit.balance. */
  reason: Type.String(),
  amount: Type.Number(),
  preBalance: Type.Number(),
  postBalance: Type.Number(),
  actorId: Type.Union([Type.Integer(), Type.Null()]),
  actorUsername: Type.Union([Type.String(), Type.Null()]),
});
export type PlayerTransactionRow = Static<typeof PlayerTransactionRowSchema>;
export const PlayerTransactionOverallSchema = Type.Object({
  totalAmount: Type.Number(),
  /** The currency of every amount of the reply. */
  currency: Type.String(),
});
export type PlayerTransactionOverall = Static<typeof PlayerTransactionOverallSchema>;
export const GetPlayerTransactionReplySchema = PagedEnvelopeSchema(
  PlayerTransactionRowSchema,
  PlayerTransactionOverallSchema,
);

// ---- Payment/InitDrawPayment, SaveDrawPayment, GetDrawPaymentHistory ----
export const MAX_DRAW_PAYMENT = 999_999_999.99;
export const InitDrawPaymentBodySchema = Type.Object(
  { drawDate: BusinessDate(), userId: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type InitDrawPaymentBody = Static<typeof InitDrawPaymentBodySchema>;
export const DrawPaymentInfoSchema = Type.Object({
  drawDate: Type.String(),
  userId: Type.Integer(),
  username: Type.String(),
  uplineId: Type.Integer(),
  uplineUsername: Type.String(),
  /** The account's win/loss of the date against its upline: positive = the upline pays it. */
  amount: Type.Number(),
  /** Settled bet lines of the date behind the amount. */
  lineCount: Type.Integer(),
  paid: Type.Boolean(),
  /** The draw payment when paid. */
  paidAmount: Type.Union([Type.Number(), Type.Null()]),
  paidAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type DrawPaymentInfo = Static<typeof DrawPaymentInfoSchema>;
export const InitDrawPaymentReplySchema = EnvelopeSchema(Type.Union([DrawPaymentInfoSchema, Type.Null()]));

export const SaveDrawPaymentBodySchema = Type.Object(
  {
    drawDate: BusinessDate(),
    userId: Type.Integer({ minimum: 1 }),
    /** The amount InitDrawPayment showed (signed); the server refuses a stale one. */
    amount: Money({ minimum: -MAX_DRAW_PAYMENT, maximum: MAX_DRAW_PAYMENT }),
    remark: Type.Optional(MultilineText({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type SaveDrawPaymentBody = Static<typeof SaveDrawPaymentBodySchema>;
export const SaveDrawPaymentResultSchema = Type.Object({
  drawPaymentId: Type.Integer(),
  amount: Type.Number(),
  /** 1 transfer credit (upline paid the account), 2 receive credit, null when the amount was 0. */
  paymentType: Type.Union([Type.Literal(1), Type.Literal(2), Type.Null()]),
  initialAmount: Type.Union([Type.Number(), Type.Null()]),
  finalAmount: Type.Union([Type.Number(), Type.Null()]),
});
export type SaveDrawPaymentResult = Static<typeof SaveDrawPaymentResultSchema>;
export const SaveDrawPaymentReplySchema = EnvelopeSchema(
  Type.Union([SaveDrawPaymentResultSchema, Type.Null()]),
);

export const GetDrawPaymentHistoryBodySchema = Type.Composite([
  PagingSchema,
  Type.Object({
    fromDate: Type.Optional(BusinessDate()),
    toDate: Type.Optional(BusinessDate()),
    userId: Type.Optional(Type.Integer({ minimum: 1 })),
    /** The table search: the paid account's or its upline's username starts with it (case-insensitive). */
    search: SearchField(),
  }),
]);
export type GetDrawPaymentHistoryBody = Static<typeof GetDrawPaymentHistoryBodySchema>;
export const DrawPaymentHistoryRowSchema = Type.Object({
  drawPaymentId: Type.Integer(),
  drawDate: Type.String(),
  userId: Type.Integer(),
  username: Type.String(),
  uplineId: Type.Integer(),
  uplineUsername: Type.String(),
  amount: Type.Number(),
  paymentType: Type.Union([Type.Literal(1), Type.Literal(2), Type.Null()]),
  initialAmount: Type.Union([Type.Number(), Type.Null()]),
  finalAmount: Type.Union([Type.Number(), Type.Null()]),
  remark: Type.String(),
  actorUsername: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type DrawPaymentHistoryRow = Static<typeof DrawPaymentHistoryRowSchema>;
export const DrawPaymentHistoryOverallSchema = Type.Object({ totalAmount: Type.Number() });
export const GetDrawPaymentHistoryReplySchema = PagedEnvelopeSchema(
  DrawPaymentHistoryRowSchema,
  DrawPaymentHistoryOverallSchema,
);
