/**
 * Contract of the inbox area: the betting context the order screens read, the inbox
 * (GetTicket, GetTicketTotal), SMS receipts, receipt strings and auto tickets.
 * Amounts are currency units; rates per 10,000 (DOMAIN 1). Rules: docs/betting-rules.md
 * "Inbox and auto tickets".
 */
import { Type, type Static } from '@sinclair/typebox';
import { BusinessDate, EnvelopeSchema, PagedEnvelopeSchema, PagingSchema, SearchField } from './envelope';
import { MultilineText } from './input';

const Id = Type.Integer({ minimum: 1 });

// ---- Bet/GetBettingContext (POST) ----
export const GetBettingContextBodySchema = Type.Object(
  {
    /** The bettor to order for; default the caller when it is a bettor. */
    targetUserId: Type.Optional(Id),
    /** Filters the bettor list by username (contains, case-insensitive). */
    keyword: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
);
export type GetBettingContextBody = Static<typeof GetBettingContextBodySchema>;

export const BettorOptionSchema = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  userRoleId: Type.Integer(),
});
export type BettorOption = Static<typeof BettorOptionSchema>;

export const ContextDrawSchema = Type.Object({
  poolId: Type.Integer(),
  drawDate: BusinessDate(),
  /** ISO timestamp of the cutoff. */
  cutoffAt: Type.String(),
  late: Type.Boolean(),
});
export type ContextDraw = Static<typeof ContextDrawSchema>;

export const BettingContextSchema = Type.Object({
  /** The chosen bettor (null when the caller is no bettor and named none). */
  bettor: Type.Union([BettorOptionSchema, Type.Null()]),
  /** Bettors the caller may order for (at most 50, by username). */
  bettors: Type.Array(BettorOptionSchema),
  /** Business date at the server's clock. */
  today: BusinessDate(),
  /** Open draws of every pool, ascending by pool then date. */
  openDraws: Type.Array(ContextDrawSchema),
  defaultPools: Type.Array(Type.Integer()),
  /** Positional bet formats per number length ('2'..'6'). */
  betFormats: Type.Record(Type.String(), Type.Array(Type.String())),
  receiptMode: Type.Integer(),
  receiptFormat: Type.Integer(),
  maxLineBetInUI: Type.Integer(),
  /** Bet rate per 10,000 per package type ('0', '2', '3') and bet code. */
  betRates: Type.Record(Type.String(), Type.Record(Type.String(), Type.Integer())),
  luckyBet: Type.Boolean(),
  creditLeft: Type.Number(),
  creditLimit: Type.Number(),
});
export type BettingContext = Static<typeof BettingContextSchema>;
export const GetBettingContextReplySchema = EnvelopeSchema(BettingContextSchema);

// ---- Report/GetTicket, Report/GetTicketTotal (POST) ----
export const InboxStatusSchema = Type.Union([
  Type.Literal(0),
  Type.Literal(1),
  Type.Literal(2),
  Type.Literal(99),
]);
export const InboxSourceSchema = Type.Union([
  Type.Literal('express'),
  Type.Literal('web'),
  Type.Literal('auto'),
  Type.Literal('lucky'),
  Type.Literal('api'),
  /** A run from the run map: an agent's own order with its upline (REPORTS.md "Exposure family"). */
  Type.Literal('run'),
]);

export const InboxFilterSchema = Type.Object(
  {
    fromDate: Type.Optional(BusinessDate()),
    toDate: Type.Optional(BusinessDate()),
    /** 'draw' (default): the ticket has a draw in the range; 'order': ordered in the range. */
    dateType: Type.Optional(Type.Union([Type.Literal('draw'), Type.Literal('order')])),
    status: Type.Optional(InboxStatusSchema),
    username: Type.Optional(Type.String({ maxLength: 20 })),
    ticketNo: Type.Optional(Type.String({ maxLength: 20 })),
    poolId: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
    source: Type.Optional(InboxSourceSchema),
    /** Tickets of this bettor only. */
    bettorId: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type InboxFilter = Static<typeof InboxFilterSchema>;

export const GetTicketBodySchema = Type.Composite(
  [
    InboxFilterSchema,
    PagingSchema,
    /** The table search: a ticket number (exact) or the start of a bettor's username. */
    Type.Object({ search: SearchField() }),
  ],
  { additionalProperties: false },
);
export type GetTicketBody = Static<typeof GetTicketBodySchema>;

export const InboxTicketSchema = Type.Object({
  ticketId: Type.Integer(),
  ticketNo: Type.String(),
  ticketXId: Type.String(),
  bettorId: Type.Integer(),
  bettor: Type.String(),
  orderingAgent: Type.String(),
  orderDate: Type.String(),
  drawDates: Type.Array(BusinessDate()),
  pools: Type.Array(Type.Integer()),
  grossAmount: Type.Number(),
  netAmount: Type.Number(),
  status: Type.Integer(),
  isLate: Type.Boolean(),
  source: Type.String(),
  /** Source 'api': the name of the inbound API account that placed it; else null. */
  apiAccount: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  expressBetString: Type.String(),
  receiptString: Type.String(),
});
export type InboxTicket = Static<typeof InboxTicketSchema>;

export const InboxStatusTotalSchema = Type.Object({
  status: Type.Integer(),
  count: Type.Integer(),
  grossAmount: Type.Number(),
  netAmount: Type.Number(),
});
/** Why the caller may not void (the kernel's voidRefusal), or null when it may. */
export const VoidRefusalSchema = Type.Union([
  Type.Literal('readOnlyRole'),
  Type.Literal('noBetWrite'),
  Type.Literal('selfVoidOff'),
  Type.Literal('noVoidAuthority'),
  Type.Null(),
]);
/** The caller's void rights (the kernel's voidRightsOf): its downlines' tickets and its own. */
export const VoidRightsSchema = Type.Object({ others: VoidRefusalSchema, own: VoidRefusalSchema });
export const InboxTotalSchema = Type.Object({
  count: Type.Integer(),
  grossAmount: Type.Number(),
  netAmount: Type.Number(),
  byStatus: Type.Array(InboxStatusTotalSchema),
  /** GetTicket: what the caller may void, so the inbox offers Void only where the server accepts it. */
  voidRights: Type.Optional(VoidRightsSchema),
});
export type InboxTotal = Static<typeof InboxTotalSchema>;
export const GetTicketReplySchema = PagedEnvelopeSchema(InboxTicketSchema, InboxTotalSchema);
export const GetTicketTotalBodySchema = InboxFilterSchema;
export const GetTicketTotalReplySchema = EnvelopeSchema(InboxTotalSchema);

// ---- Report/SendSmsReceipt, Report/GetSmsCountReport ----
export const SendSmsReceiptBodySchema = Type.Object(
  {
    ticketId: Id,
    /** Default: the bettor's phone (account settings). */
    phone: Type.Optional(Type.String({ pattern: '^\\+?[0-9][0-9-]{6,18}$' })),
  },
  { additionalProperties: false },
);
export type SendSmsReceiptBody = Static<typeof SendSmsReceiptBodySchema>;
export const SendSmsReceiptReplySchema = EnvelopeSchema(
  Type.Object({ smsId: Type.Integer(), phone: Type.String() }),
);

export const GetSmsCountBodySchema = Type.Object(
  { fromDate: BusinessDate(), toDate: BusinessDate() },
  { additionalProperties: false },
);
export type GetSmsCountBody = Static<typeof GetSmsCountBodySchema>;
export const SmsCountRowSchema = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  count: Type.Integer(),
});
export type SmsCountRow = Static<typeof SmsCountRowSchema>;
export const GetSmsCountReplySchema = EnvelopeSchema(Type.Array(SmsCountRowSchema));

// ---- Setting/GetReceiptStringByTicketXId (GET), Setting/UpdateTicketReceiptString (POST) ----
export const GetReceiptByXIdQuerySchema = Type.Object({
  ticketXId: Type.String({ minLength: 1, maxLength: 64 }),
});
export const InboxReceiptSchema = Type.Object({
  ticketXId: Type.String(),
  expressBetString: Type.String(),
  receiptString: Type.String(),
});
export type InboxReceipt = Static<typeof InboxReceiptSchema>;
export const GetReceiptByXIdReplySchema = EnvelopeSchema(InboxReceiptSchema);
export const UpdateReceiptStringBodySchema = Type.Object(
  {
    ticketXId: Type.String({ minLength: 1, maxLength: 64 }),
    receiptString: MultilineText({ maxLength: 100_000 }),
  },
  { additionalProperties: false },
);
export type UpdateReceiptStringBody = Static<typeof UpdateReceiptStringBodySchema>;
export const UpdateReceiptStringReplySchema = EnvelopeSchema(InboxReceiptSchema);

// ---- Auto tickets: Report/SaveRunTicket, GetAutoTicket, VoidAutoTicket ----
export const SaveRunTicketBodySchema = Type.Object(
  {
    betString: MultilineText({ minLength: 1, maxLength: 200_000 }),
    pools: Type.Array(Type.Integer({ minimum: 1, maximum: 9 }), { minItems: 1, maxItems: 9 }),
    /** Draws to place on (per pool, each next open draw counts once). */
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    /** Or: every draw up to this date. */
    endDate: Type.Optional(BusinessDate()),
    targetUserId: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type SaveRunTicketBody = Static<typeof SaveRunTicketBodySchema>;

export const AutoTicketRowSchema = Type.Object({
  id: Type.Integer(),
  bettorId: Type.Integer(),
  bettor: Type.String(),
  betString: Type.String(),
  pools: Type.Array(Type.Integer()),
  remaining: Type.Union([Type.Integer(), Type.Null()]),
  endDate: Type.Union([BusinessDate(), Type.Null()]),
  /** 1 active, 2 voided, 3 finished. */
  status: Type.Integer(),
  lastError: Type.String(),
  runs: Type.Integer(),
  createdAt: Type.String(),
});
export type AutoTicketRow = Static<typeof AutoTicketRowSchema>;
export const SaveRunTicketReplySchema = EnvelopeSchema(AutoTicketRowSchema);

export const GetAutoTicketBodySchema = Type.Composite(
  [
    Type.Object({
      bettorId: Type.Optional(Id),
      status: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
      /** The table search: the bettor's username starts with it, or the bet string contains it (case-insensitive). */
      search: SearchField(),
    }),
    PagingSchema,
  ],
  { additionalProperties: false },
);
export type GetAutoTicketBody = Static<typeof GetAutoTicketBodySchema>;
export const GetAutoTicketReplySchema = PagedEnvelopeSchema(AutoTicketRowSchema, Type.Null());

export const VoidAutoTicketBodySchema = Type.Object(
  { ids: Type.Array(Id, { minItems: 1, maxItems: 500 }) },
  { additionalProperties: false },
);
export type VoidAutoTicketBody = Static<typeof VoidAutoTicketBodySchema>;
export const VoidAutoTicketReplySchema = EnvelopeSchema(Type.Object({ voided: Type.Integer() }));

/** Auto-ticket statuses. */
export const AutoTicketStatus = { Active: 1, Voided: 2, Finished: 3 } as const;
/** SPEC 5 texts of this area. */
export const InboxMessages = {
  emptyReceipt: 'Empty receipt string is not allowed',
  autoTicketDate: 'Auto Ticket cannot more than one selected date',
  selectTicket: 'Please select at least one ticket to void',
  selectPool: 'Please select at least one pool',
  runAmount: 'Please fill up run amount',
  noPhone: 'The bettor has no phone number for an SMS receipt.',
} as const;
