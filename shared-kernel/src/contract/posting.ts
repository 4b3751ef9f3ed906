/**
 * Posting and distribution to remote agents (DOMAIN 13; API.md "Report and posting calls that
 * outside checks rely on"; SPEC 2.5, 3, 6). Amounts are currency units with at most 2 decimals
 * (API.md); the server keeps cents. Every call is for the super admin and companies: a company sees
 * and changes only its own rows; the super admin may pass `companyId` to pick one company, else it
 * sees every company's. The rules (what unposted, posted, distributed and carried mean, how a
 * pending invoice shows, the bet string posting sends) are in docs/posting-rules.md.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BET_CODES } from '../domain/betting/codes';
import { BusinessDate, EnvelopeSchema, PagedEnvelopeSchema, PagingSchema } from './envelope';
import { MultilineText } from './input';
import { Money } from './money';

const PoolId = Type.Integer({ minimum: 1, maximum: 9 });
const PoolIds = Type.Array(PoolId, { maxItems: 9 });
const Id = Type.Integer({ minimum: 1 });
/** Super admin only: the company to act for or look at (absent: every company; a write needs one when several could match). */
const CompanyIdField = { companyId: Type.Optional(Id) };
/** A number as unposted amounts keep it: the digits its code bets on (DOMAIN 13). */
export const PostingNumberSchema = Type.String({ pattern: '^\\d{2,6}$' });
/**
 * An ibox line (DOMAIN 6): laid off as ibox (`**1234` in a bet string), its number the sorted digits
 * (the limit key, DOMAIN 10). Kept apart from the straight bets on the same digits. Absent: false.
 */
export const PostingIboxSchema = Type.Optional(Type.Boolean());
/** A bet code (DOMAIN 5); typed as a string so rows read back can be sent as they are. */
export const PostingCodeSchema = Type.String({ pattern: `^(${BET_CODES.join('|')})$` });
const Timestamp = Type.String({ format: 'date-time' });
const NullableTimestamp = Type.Union([Timestamp, Type.Null()]);
const NullableMoney = Type.Union([Type.Number(), Type.Null()]);

/** Business refusals of the posting calls (also the texts the screens show). */
export const PostingMessages = {
  dateRange: 'The from date must not be after the to date.',
  noCompany: 'Choose a company.',
  unknownCompany: 'Unknown company.',
  noDraw: 'There is no draw of this pool on that date.',
  pastCutoff: 'This draw is past its cutoff time: it can no longer be posted.',
  nothingToPost: 'Nothing to post.',
  duplicateItem: (number: string, code: string, ibox = false) =>
    `${ibox ? '**' : ''}${number} ${code} is listed twice.`,
  badCode: (number: string, code: string) => `${code} is not a bet code for ${number}.`,
  noItems: 'Choose at least one number.',
  unknownInvoice: 'No record found!',
  unknownAgent: 'Unknown remote agent.',
} as const;

// ---- Invoice statuses ----
/**
 * The five statuses a list shows (API.md). A 'pending' row (written before the remote call, not yet
 * answered) is shown as 'failed' with the error 'Pending: not confirmed by the remote agent.' until
 * the retry resolves it (docs/posting-rules.md).
 */
export const REMOTE_INVOICE_STATUSES = ['placed', 'voided', 'settled', 'paid', 'failed'] as const;
export type RemoteInvoiceListStatus = (typeof REMOTE_INVOICE_STATUSES)[number];
export const RemoteInvoiceStatusSchema = Type.Union(REMOTE_INVOICE_STATUSES.map((s) => Type.Literal(s)));
/** What a pending row's error reads when it has none yet. */
export const PENDING_INVOICE_ERROR = 'Pending: not confirmed by the remote agent.';

// ---- Posting/GetUnpostSummary (POST, paged; API.md fixed row) ----
export const GetUnpostSummaryBodySchema = Type.Composite([
  PagingSchema,
  Type.Object({
    fromDate: BusinessDate(),
    toDate: BusinessDate(),
    /** Default every pool. */
    poolIds: Type.Optional(PoolIds),
    ...CompanyIdField,
  }),
]);
export type GetUnpostSummaryBody = Static<typeof GetUnpostSummaryBodySchema>;
/**
 * Per draw date and pool (summed over the companies in scope): `unposted` = amount - posted (what
 * waits for DoPost), `posted` = posted (distributed included), `distributed`, `numbers` = how many
 * distinct numbers have an amount.
 */
export const UnpostSummaryRowSchema = Type.Object({
  drawDate: Type.String(),
  poolId: Type.Integer(),
  unposted: Type.Number(),
  posted: Type.Number(),
  distributed: Type.Number(),
  numbers: Type.Integer(),
});
export type UnpostSummaryRow = Static<typeof UnpostSummaryRowSchema>;
export const UnpostSummaryTotalsSchema = Type.Object({
  unposted: Type.Number(),
  posted: Type.Number(),
  distributed: Type.Number(),
  numbers: Type.Integer(),
});
export type UnpostSummaryTotals = Static<typeof UnpostSummaryTotalsSchema>;
export const GetUnpostSummaryReplySchema = PagedEnvelopeSchema(
  UnpostSummaryRowSchema,
  UnpostSummaryTotalsSchema,
);

// ---- Posting/GetUnpostDetail (POST, paged) ----
export const GetUnpostDetailBodySchema = Type.Composite([
  PagingSchema,
  Type.Object({
    drawDate: BusinessDate(),
    poolId: PoolId,
    /** Only numbers containing these digits. */
    number: Type.Optional(Type.String({ pattern: '^\\d{1,6}$' })),
    ...CompanyIdField,
  }),
]);
export type GetUnpostDetailBody = Static<typeof GetUnpostDetailBodySchema>;
export const UnpostDetailRowSchema = Type.Object({
  number: Type.String(),
  code: Type.String(),
  ibox: Type.Boolean(),
  unposted: Type.Number(),
  posted: Type.Number(),
  distributed: Type.Number(),
  carried: Type.Number(),
});
export type UnpostDetailRow = Static<typeof UnpostDetailRowSchema>;
export const UnpostDetailTotalsSchema = Type.Object({
  unposted: Type.Number(),
  posted: Type.Number(),
  distributed: Type.Number(),
  carried: Type.Number(),
});
export type UnpostDetailTotals = Static<typeof UnpostDetailTotalsSchema>;
export const GetUnpostDetailReplySchema = PagedEnvelopeSchema(
  UnpostDetailRowSchema,
  UnpostDetailTotalsSchema,
);

// ---- Posting/DoPost (POST; API.md fixed body) ----
export const PostItemSchema = Type.Object({
  number: PostingNumberSchema,
  code: PostingCodeSchema,
  ibox: PostingIboxSchema,
});
export type PostItem = Static<typeof PostItemSchema>;
export const DoPostBodySchema = Type.Object({
  drawDate: BusinessDate(),
  poolId: PoolId,
  /** Absent: every unposted amount of the draw. */
  items: Type.Optional(Type.Array(PostItemSchema, { minItems: 1, maxItems: 10_000 })),
  ...CompanyIdField,
});
export type DoPostBody = Static<typeof DoPostBodySchema>;
/** `posted`: the amount this call posted; `lines`: how many number-and-code rows it changed. */
export const DoPostDataSchema = Type.Object({ posted: Type.Number(), lines: Type.Integer() });
export type DoPostData = Static<typeof DoPostDataSchema>;
export const DoPostReplySchema = EnvelopeSchema(Type.Union([DoPostDataSchema, Type.Null()]));

// ---- Posting/GetDistributionSummary (POST, paged) ----
export const GetDistributionSummaryBodySchema = Type.Composite([
  PagingSchema,
  Type.Object({
    fromDate: BusinessDate(),
    toDate: BusinessDate(),
    poolIds: Type.Optional(PoolIds),
    ...CompanyIdField,
  }),
]);
export type GetDistributionSummaryBody = Static<typeof GetDistributionSummaryBodySchema>;
/** `invoices`: placed (or later) remote invoices of the draw; `failed`: failed or pending ones. */
export const DistributionSummaryRowSchema = Type.Object({
  drawDate: Type.String(),
  poolId: Type.Integer(),
  /** The draw's cutoff (ISO 8601 with offset). */
  cutoff: Timestamp,
  posted: Type.Number(),
  distributed: Type.Number(),
  undistributed: Type.Number(),
  invoices: Type.Integer(),
  failed: Type.Integer(),
});
export type DistributionSummaryRow = Static<typeof DistributionSummaryRowSchema>;
export const DistributionSummaryTotalsSchema = Type.Object({
  posted: Type.Number(),
  distributed: Type.Number(),
  undistributed: Type.Number(),
  invoices: Type.Integer(),
  failed: Type.Integer(),
});
export type DistributionSummaryTotals = Static<typeof DistributionSummaryTotalsSchema>;
export const GetDistributionSummaryReplySchema = PagedEnvelopeSchema(
  DistributionSummaryRowSchema,
  DistributionSummaryTotalsSchema,
);

// ---- Posting/GetUndistributedDetail (POST, paged) ----
export const GetUndistributedDetailBodySchema = Type.Composite([
  PagingSchema,
  Type.Object({ drawDate: BusinessDate(), poolId: PoolId, ...CompanyIdField }),
]);
export type GetUndistributedDetailBody = Static<typeof GetUndistributedDetailBodySchema>;
export const UndistributedDetailRowSchema = Type.Object({
  number: Type.String(),
  code: Type.String(),
  ibox: Type.Boolean(),
  posted: Type.Number(),
  distributed: Type.Number(),
  undistributed: Type.Number(),
});
export type UndistributedDetailRow = Static<typeof UndistributedDetailRowSchema>;
export const UndistributedDetailTotalsSchema = Type.Object({
  posted: Type.Number(),
  distributed: Type.Number(),
  undistributed: Type.Number(),
});
export type UndistributedDetailTotals = Static<typeof UndistributedDetailTotalsSchema>;
export const GetUndistributedDetailReplySchema = PagedEnvelopeSchema(
  UndistributedDetailRowSchema,
  UndistributedDetailTotalsSchema,
);

// ---- Posting/GetRemoteAgents (POST, paged): the remote agents for the posting screens ----
export const GetRemoteAgentsBodySchema = Type.Composite([PagingSchema, Type.Object({ ...CompanyIdField })]);
export type GetRemoteAgentsBody = Static<typeof GetRemoteAgentsBodySchema>;
/** status: 1 active, 0 inactive, 2 suspended (as ManageRemoteBetAgent). By priority, then id. */
export const PostingRemoteAgentRowSchema = Type.Object({
  agentId: Type.Integer(),
  companyId: Type.Integer(),
  name: Type.String(),
  priority: Type.Integer(),
  postEnabled: Type.Boolean(),
  status: Type.Integer(),
  packageId: Type.Union([Type.Integer(), Type.Null()]),
  packageName: Type.Union([Type.String(), Type.Null()]),
});
export type PostingRemoteAgentRow = Static<typeof PostingRemoteAgentRowSchema>;
export const GetRemoteAgentsReplySchema = PagedEnvelopeSchema(PostingRemoteAgentRowSchema, Type.Null());

// ---- Posting/TranslateToBetString (POST) ----
export const BetAmountItemSchema = Type.Object({
  number: PostingNumberSchema,
  code: PostingCodeSchema,
  ibox: PostingIboxSchema,
  amount: Money({ minimum: 0.01 }),
});
export type BetAmountItem = Static<typeof BetAmountItemSchema>;
export const TranslateToBetStringBodySchema = Type.Object({
  drawDate: BusinessDate(),
  poolId: PoolId,
  items: Type.Array(BetAmountItemSchema, { minItems: 1, maxItems: 10_000 }),
});
export type TranslateToBetStringBody = Static<typeof TranslateToBetStringBodySchema>;
export const TranslateToBetStringDataSchema = Type.Object({ betString: Type.String() });
export type TranslateToBetStringData = Static<typeof TranslateToBetStringDataSchema>;
export const TranslateToBetStringReplySchema = EnvelopeSchema(
  Type.Union([TranslateToBetStringDataSchema, Type.Null()]),
);

// ---- Posting/DoDistribute and DoManualDistribute (POST; API.md fixed reply) ----
export const DoDistributeBodySchema = Type.Object({
  drawDate: BusinessDate(),
  poolId: PoolId,
  ...CompanyIdField,
});
export type DoDistributeBody = Static<typeof DoDistributeBodySchema>;
export const DistributedInvoiceSchema = Type.Object({
  invoiceId: Type.Integer(),
  agentId: Type.Integer(),
  remoteTicketNo: Type.Union([Type.String(), Type.Null()]),
  gross: Type.Number(),
  net: Type.Number(),
});
export type DistributedInvoice = Static<typeof DistributedInvoiceSchema>;
/** `undistributed`: what stays posted and not distributed for the draw after the call. */
export const DoDistributeDataSchema = Type.Object({
  invoices: Type.Array(DistributedInvoiceSchema),
  undistributed: Type.Number(),
});
export type DoDistributeData = Static<typeof DoDistributeDataSchema>;
export const DoDistributeReplySchema = EnvelopeSchema(Type.Union([DoDistributeDataSchema, Type.Null()]));

/** The user picks the agent and either the amounts or a typed bet string (DOMAIN 7 grammar). */
export const DoManualDistributeBodySchema = Type.Object({
  drawDate: BusinessDate(),
  poolId: PoolId,
  agentId: Id,
  items: Type.Optional(Type.Array(BetAmountItemSchema, { minItems: 1, maxItems: 10_000 })),
  betString: Type.Optional(MultilineText({ minLength: 1, maxLength: 20_000 })),
  ...CompanyIdField,
});
export type DoManualDistributeBody = Static<typeof DoManualDistributeBodySchema>;
export const DoManualDistributeReplySchema = DoDistributeReplySchema;

// ---- Posting/GetRemoteInvoiceList (POST, paged; API.md fixed row) ----
export const GetRemoteInvoiceListBodySchema = Type.Composite([
  PagingSchema,
  Type.Object({
    fromDate: BusinessDate(),
    toDate: BusinessDate(),
    agentId: Type.Optional(Id),
    status: Type.Optional(RemoteInvoiceStatusSchema),
    poolIds: Type.Optional(PoolIds),
    ...CompanyIdField,
  }),
]);
export type GetRemoteInvoiceListBody = Static<typeof GetRemoteInvoiceListBodySchema>;
/** payout and winLoss are null until the draw's result is released. */
export const RemoteInvoiceRowSchema = Type.Object({
  invoiceId: Type.Integer(),
  agentId: Type.Integer(),
  agentName: Type.String(),
  drawDate: Type.String(),
  poolId: Type.Integer(),
  remoteTicketNo: Type.Union([Type.String(), Type.Null()]),
  gross: Type.Number(),
  net: Type.Number(),
  payout: NullableMoney,
  winLoss: NullableMoney,
  status: RemoteInvoiceStatusSchema,
});
export type RemoteInvoiceRow = Static<typeof RemoteInvoiceRowSchema>;
/** Totals of every row; payout and winLoss sum the rows that have them. */
export const RemoteInvoiceTotalsSchema = Type.Object({
  gross: Type.Number(),
  net: Type.Number(),
  payout: Type.Number(),
  winLoss: Type.Number(),
});
export type RemoteInvoiceTotals = Static<typeof RemoteInvoiceTotalsSchema>;
export const GetRemoteInvoiceListReplySchema = PagedEnvelopeSchema(
  RemoteInvoiceRowSchema,
  RemoteInvoiceTotalsSchema,
);

// ---- Posting/GetRemoteInvoiceDetails and GetRemoteInvoicePayoutDetails (POST) ----
export const RemoteInvoiceBodySchema = Type.Object({ invoiceId: Id });
export type RemoteInvoiceBody = Static<typeof RemoteInvoiceBodySchema>;
export const RemoteInvoiceDetailSchema = Type.Composite([
  RemoteInvoiceRowSchema,
  Type.Object({
    companyId: Type.Integer(),
    manual: Type.Boolean(),
    betString: Type.String(),
    receiptString: Type.String(),
    remoteXid: Type.Union([Type.String(), Type.Null()]),
    error: Type.String(),
    createdAt: Timestamp,
    paidAt: NullableTimestamp,
    paymentId: Type.Union([Type.Integer(), Type.Null()]),
  }),
]);
export type RemoteInvoiceDetail = Static<typeof RemoteInvoiceDetailSchema>;
export const RemoteInvoiceLineSchema = Type.Object({
  number: Type.String(),
  code: Type.String(),
  ibox: Type.Boolean(),
  sent: Type.Number(),
  accepted: Type.Number(),
  net: Type.Number(),
});
export type RemoteInvoiceLine = Static<typeof RemoteInvoiceLineSchema>;
export const RemoteInvoiceDetailsDataSchema = Type.Object({
  invoice: RemoteInvoiceDetailSchema,
  lines: Type.Array(RemoteInvoiceLineSchema),
});
export type RemoteInvoiceDetailsData = Static<typeof RemoteInvoiceDetailsDataSchema>;
export const GetRemoteInvoiceDetailsReplySchema = EnvelopeSchema(
  Type.Union([RemoteInvoiceDetailsDataSchema, Type.Null()]),
);

/** A winning line: the prize positions its number matched (DOMAIN 11 ranks) and its payout. */
export const RemoteInvoicePayoutLineSchema = Type.Object({
  number: Type.String(),
  code: Type.String(),
  ibox: Type.Boolean(),
  accepted: Type.Number(),
  ranks: Type.Array(Type.Integer()),
  payout: Type.Number(),
});
export type RemoteInvoicePayoutLine = Static<typeof RemoteInvoicePayoutLineSchema>;
export const RemoteInvoicePayoutDataSchema = Type.Object({
  invoice: RemoteInvoiceDetailSchema,
  lines: Type.Array(RemoteInvoicePayoutLineSchema),
});
export type RemoteInvoicePayoutData = Static<typeof RemoteInvoicePayoutDataSchema>;
export const GetRemoteInvoicePayoutDetailsReplySchema = EnvelopeSchema(
  Type.Union([RemoteInvoicePayoutDataSchema, Type.Null()]),
);

// ---- Report/GetPostingAgentEatDetails (POST, paged) ----
export const GetPostingAgentEatDetailsBodySchema = Type.Composite([
  PagingSchema,
  Type.Object({
    drawDate: BusinessDate(),
    poolId: Type.Optional(PoolId),
    agentId: Type.Optional(Id),
    ...CompanyIdField,
  }),
]);
export type GetPostingAgentEatDetailsBody = Static<typeof GetPostingAgentEatDetailsBodySchema>;
/** Per remote agent, pool, number and code over the draw's invoices: sent, accepted, soldOut = sent - accepted. */
export const PostingAgentEatRowSchema = Type.Object({
  agentId: Type.Integer(),
  agentName: Type.String(),
  drawDate: Type.String(),
  poolId: Type.Integer(),
  number: Type.String(),
  code: Type.String(),
  ibox: Type.Boolean(),
  sent: Type.Number(),
  accepted: Type.Number(),
  soldOut: Type.Number(),
});
export type PostingAgentEatRow = Static<typeof PostingAgentEatRowSchema>;
export const PostingAgentEatTotalsSchema = Type.Object({
  sent: Type.Number(),
  accepted: Type.Number(),
  soldOut: Type.Number(),
});
export type PostingAgentEatTotals = Static<typeof PostingAgentEatTotalsSchema>;
export const GetPostingAgentEatDetailsReplySchema = PagedEnvelopeSchema(
  PostingAgentEatRowSchema,
  PostingAgentEatTotalsSchema,
);

// ---- Result/PayPosting (POST) ----
export const PayPostingBodySchema = Type.Object({ invoiceId: Id });
export type PayPostingBody = Static<typeof PayPostingBodySchema>;
export const PayPostingDataSchema = Type.Object({
  invoiceId: Type.Integer(),
  status: Type.Literal('paid'),
  paymentId: Type.Integer(),
});
export type PayPostingData = Static<typeof PayPostingDataSchema>;
export const PayPostingReplySchema = EnvelopeSchema(Type.Union([PayPostingDataSchema, Type.Null()]));
