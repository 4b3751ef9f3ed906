/**
 * Results, release (settlement), credit release and the win/loss report.
 * Amounts are currency units with at most 2 decimals (API.md); the server keeps cents.
 * Rules: DOMAIN 5, 10, 11, 14 and docs/settlement-rules.md "Results and settlement".
 */
import { Type, type Static } from '@sinclair/typebox';
import { BusinessDate, EnvelopeSchema, PagedEnvelopeSchema, PagingSchema } from './envelope';
import { MultilineText } from './input';
import { Money } from './money';
import { ReportCurrencyField } from './reports';

/** SPEC 8: the flag reports carry while the report block is on or a release runs. */
export const REPORT_PROCESSING_MESSAGE =
  'Result calculation is processing. The report result will not be accurate temporarily.';

const PoolIdSchema = Type.Integer({ minimum: 1, maximum: 9 });
/** A prize number as typed; the server checks the digits (4, 5D 5, 6D 6) and answers with a message. */
const PrizeNumber = Type.String({ maxLength: 10 });

export const FiveDResultSchema = Type.Object({ first: PrizeNumber, second: PrizeNumber, third: PrizeNumber });
export const SixDResultSchema = Type.Object({ first: PrizeNumber });

export const SavePoolResultBodySchema = Type.Object({
  drawDate: BusinessDate(),
  poolId: PoolIdSchema,
  first: PrizeNumber,
  second: PrizeNumber,
  third: PrizeNumber,
  starters: Type.Array(PrizeNumber, { minItems: 10, maxItems: 10 }),
  consolations: Type.Array(PrizeNumber, { minItems: 10, maxItems: 10 }),
  /** Toto (pool 3) only, required there. */
  fiveD: Type.Optional(FiveDResultSchema),
  sixD: Type.Optional(SixDResultSchema),
  /** Display only: jackpot amounts (units). */
  jackpot1: Type.Optional(Money({ minimum: 0 })),
  jackpot2: Type.Optional(Money({ minimum: 0 })),
});
export type SavePoolResultBody = Static<typeof SavePoolResultBodySchema>;

export const PoolResultSchema = Type.Object({
  drawId: Type.Integer(),
  drawDate: Type.String(),
  poolId: Type.Integer(),
  first: Type.String(),
  second: Type.String(),
  third: Type.String(),
  starters: Type.Array(Type.String()),
  consolations: Type.Array(Type.String()),
  fiveD: Type.Union([FiveDResultSchema, Type.Null()]),
  sixD: Type.Union([SixDResultSchema, Type.Null()]),
  jackpot1: Type.Union([Type.Number(), Type.Null()]),
  jackpot2: Type.Union([Type.Number(), Type.Null()]),
  paymentDetail: Type.String(),
  /** saved | validated (result row); releaseStatus pending | processing | released (draw). */
  status: Type.String(),
  releaseStatus: Type.String(),
  version: Type.Integer(),
  savedAt: Type.String(),
  validatedAt: Type.Union([Type.String(), Type.Null()]),
});
export type PoolResult = Static<typeof PoolResultSchema>;

export const SavePoolResultReplySchema = EnvelopeSchema(
  Type.Object({
    drawId: Type.Integer(),
    version: Type.Integer(),
    /** True when the draw was already released: the next release re-settles it. */
    correction: Type.Boolean(),
    reportBlockLifted: Type.Boolean(),
  }),
);
export type SavePoolResultResult = Static<typeof SavePoolResultReplySchema>['data'];

export const GetPoolResultQuerySchema = Type.Object({
  drawDate: BusinessDate(),
  /** Omitted: every pool of the date with a result. */
  poolId: Type.Optional(PoolIdSchema),
});
export type GetPoolResultQuery = Static<typeof GetPoolResultQuerySchema>;
export const GetPoolResultReplySchema = EnvelopeSchema(Type.Array(PoolResultSchema));

export const DrawPoolBodySchema = Type.Object({ drawDate: BusinessDate(), poolId: PoolIdSchema });
export type DrawPoolBody = Static<typeof DrawPoolBodySchema>;

export const ValidateResultReplySchema = EnvelopeSchema(
  Type.Object({ drawId: Type.Integer(), status: Type.String() }),
);

export const BlockReportBodySchema = Type.Object({ blocked: Type.Boolean() });
export type BlockReportBody = Static<typeof BlockReportBodySchema>;
export const BlockReportReplySchema = EnvelopeSchema(Type.Object({ blocked: Type.Boolean() }));
export const ReportAccessReplySchema = EnvelopeSchema(
  Type.Object({
    blocked: Type.Boolean(),
    /** Some draw is being released right now. */
    processing: Type.Boolean(),
    message: Type.Union([Type.String(), Type.Null()]),
  }),
);
export type ReportAccess = Static<typeof ReportAccessReplySchema>['data'];

export const WinnerRowSchema = Type.Object({
  ticketId: Type.Integer(),
  ticketNo: Type.String(),
  betLineId: Type.Integer(),
  userId: Type.Integer(),
  username: Type.String(),
  number: Type.String(),
  code: Type.String(),
  kind: Type.Integer(),
  stake: Type.Number(),
  matchedRanks: Type.Array(Type.Integer()),
  winnings: Type.Number(),
});
export type WinnerRow = Static<typeof WinnerRowSchema>;
export const InsertWinnersReplySchema = EnvelopeSchema(
  Type.Object({ count: Type.Integer(), total: Type.Number(), winners: Type.Array(WinnerRowSchema) }),
);

export const UpdateDrawPaymentDetailBodySchema = Type.Object({
  drawDate: BusinessDate(),
  poolId: PoolIdSchema,
  paymentDetail: MultilineText({ maxLength: 2000 }),
  jackpot1: Type.Optional(Type.Union([Money({ minimum: 0 }), Type.Null()])),
  jackpot2: Type.Optional(Type.Union([Money({ minimum: 0 }), Type.Null()])),
});
export type UpdateDrawPaymentDetailBody = Static<typeof UpdateDrawPaymentDetailBodySchema>;
export const UpdateDrawPaymentDetailReplySchema = EnvelopeSchema(Type.Object({ drawId: Type.Integer() }));

export const ReleaseStatusSchema = Type.Object({
  status: Type.Union([Type.Literal('pending'), Type.Literal('processing'), Type.Literal('released')]),
});
export type ReleaseStatus = Static<typeof ReleaseStatusSchema>;
export const ReleaseStatusReplySchema = EnvelopeSchema(ReleaseStatusSchema);
export const SubmitReleaseReplySchema = EnvelopeSchema(
  Type.Object({
    status: Type.Literal('released'),
    lines: Type.Integer(),
    winningLines: Type.Integer(),
    winnings: Type.Number(),
  }),
);

export const ClaimPrizesBodySchema = Type.Object({ drawDate: BusinessDate() });
export type ClaimPrizesBody = Static<typeof ClaimPrizesBodySchema>;
export const ClaimPrizesReplySchema = EnvelopeSchema(
  Type.Object({
    drawDate: Type.String(),
    /** False when the date was already claimed (nothing changed). */
    claimed: Type.Boolean(),
    bettors: Type.Integer(),
    total: Type.Number(),
  }),
);
export type ClaimPrizesResult = Static<typeof ClaimPrizesReplySchema>['data'];

export const GetWinLossReportBodySchema = Type.Composite([
  PagingSchema,
  Type.Object({
    fromDate: BusinessDate(),
    toDate: BusinessDate(),
    /** Drill-down: the viewing account (in the caller's scope); default the caller's main account. */
    userId: Type.Optional(Type.Integer({ minimum: 1 })),
    poolIds: Type.Optional(Type.Array(PoolIdSchema, { maxItems: 9 })),
    currency: ReportCurrencyField(),
  }),
]);
export type GetWinLossReportBody = Static<typeof GetWinLossReportBodySchema>;

export const WinLossFiguresSchema = Type.Object({
  turnover: Type.Number(),
  netAmount: Type.Number(),
  commission: Type.Number(),
  payout: Type.Number(),
  winLoss: Type.Number(),
  ownWinLoss: Type.Number(),
  uplineWinLoss: Type.Number(),
});
export const WinLossRowSchema = Type.Composite([
  Type.Object({
    userId: Type.Integer(),
    username: Type.String(),
    /** Role of the downline: an agent's row drills down, a bettor's opens its lines. */
    userRoleId: Type.Integer(),
    ticketCount: Type.Integer(),
  }),
  WinLossFiguresSchema,
]);
export type WinLossRow = Static<typeof WinLossRowSchema>;
export const WinLossOverallSchema = Type.Composite([
  WinLossFiguresSchema,
  Type.Object({
    viewerId: Type.Integer(),
    /** The currency of every amount of the reply. */
    currency: Type.String(),
    /** SPEC 8 inaccuracy flag while the report block is on or a release runs. */
    processing: Type.Boolean(),
    /** Distinct tickets over every row (a ticket counts once, whatever pools and dates it covers). */
    ticketCount: Type.Integer(),
    /** False when the viewer takes no share (super admin, IT admin): the strip has no own figures. */
    ownPosition: Type.Boolean(),
  }),
]);
export type WinLossOverall = Static<typeof WinLossOverallSchema>;
/** A business refusal (bad range, unknown currency) carries data null and no totals. */
export const GetWinLossReportReplySchema = PagedEnvelopeSchema(WinLossRowSchema, WinLossOverallSchema);
