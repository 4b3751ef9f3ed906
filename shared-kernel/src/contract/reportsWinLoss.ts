/**
 * The win/loss family of reports (REPORTS.md "Win/loss family", DOMAIN 10 and 14): the three
 * sections report (and its demo variant), the US line report, the occupied report, and the detail
 * pages behind them (win/loss detail, self win/loss detail, jackpot detail).
 * Amounts are currency units with at most 2 decimals (API.md); the server keeps cents. Every call
 * takes an optional `currency`; amounts are converted per row and totals are sums of the converted rows.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { BusinessDate, EnvelopeSchema, PagedEnvelopeSchema, PagingSchema, SearchField } from './envelope';
import { ReportCurrencyField } from './reports';

const PoolId = Type.Integer({ minimum: 1, maximum: 9 });
const PoolIds = Type.Array(PoolId, { maxItems: 9 });
const UserIdField = Type.Integer({ minimum: 1 });

/** The filters every ranged report of the family takes (StartCount/PageSize added where paged). */
const RangeFilters = {
  fromDate: BusinessDate(),
  toDate: BusinessDate(),
  /** Default every pool. */
  poolIds: Type.Optional(PoolIds),
  currency: ReportCurrencyField(),
};

/** overallInfo's fields besides the totals: the viewed account, the reply currency, the SPEC 8 flag. */
const OverallExtras = Type.Object({
  viewerId: Type.Integer(),
  /** The currency of every amount of the reply. */
  currency: Type.String(),
  /** SPEC 8 inaccuracy flag while the report block is on or a release runs. */
  processing: Type.Boolean(),
});
const withExtras = <T extends TSchema>(totals: T) => Type.Composite([totals, OverallExtras]);

/**
 * Whether the viewer holds a position of its own (a share of the bets). False for a viewer outside
 * every chain (super admin, IT admin): its rows are each company's own view, and the overall strip
 * shows no own figures of the viewer (they are zero), only the rows' totals in the footer.
 */
export const OwnPositionField = Type.Object({ ownPosition: Type.Boolean() });
const withOwnPosition = <T extends TSchema>(totals: T) =>
  Type.Composite([totals, OverallExtras, OwnPositionField]);

// ---- Report/GetWinLoss3SectionsReport and Report/GetWinLoss3SectionsReportDemo (POST, paged) ----

export const GetWinLoss3SectionsBodySchema = Type.Composite([
  PagingSchema,
  Type.Object({
    ...RangeFilters,
    /** Drill-down: the viewing account (in the caller's tree); default the caller's main account. */
    userId: Type.Optional(UserIdField),
  }),
]);
export type GetWinLoss3SectionsBody = Static<typeof GetWinLoss3SectionsBodySchema>;

/** The three column groups (downline, own, upline) over the settled lines of one downline's subtree. */
export const WinLoss3SectionsFiguresSchema = Type.Object({
  ticketCount: Type.Integer(),
  // downline section: D against V
  turnover: Type.Number(),
  /** r_D x in. */
  netAmount: Type.Number(),
  /** baseRate x in - netAmount. */
  commission: Type.Number(),
  /** W(p_D) x in. */
  payout: Type.Number(),
  /** payout - netAmount (positive when D won). */
  winLoss: Type.Number(),
  // own section: what V ate
  eat: Type.Number(),
  /** r_D x eat. */
  ownNet: Type.Number(),
  /** W(p_D) x eat. */
  ownPayout: Type.Number(),
  /** V's win/loss (DOMAIN 10); winLoss + ownWinLoss + uplineWinLoss = 0. */
  ownWinLoss: Type.Number(),
  // upline section: what V passed up
  out: Type.Number(),
  /** r_V x out. */
  uplineNet: Type.Number(),
  /** W(p_V) x out. */
  uplinePayout: Type.Number(),
  /** uplineNet - uplinePayout (the upline's result against V). */
  uplineWinLoss: Type.Number(),
});
export type WinLoss3SectionsFigures = Static<typeof WinLoss3SectionsFiguresSchema>;

/** API.md's fixed row: a direct downline D of the viewer (super admin / IT admin: a company). */
export const WinLoss3SectionsRowSchema = Type.Composite([
  Type.Object({ userId: Type.Integer(), username: Type.String(), userRoleId: Type.Integer() }),
  WinLoss3SectionsFiguresSchema,
]);
export type WinLoss3SectionsRow = Static<typeof WinLoss3SectionsRowSchema>;
export const WinLoss3SectionsOverallSchema = withOwnPosition(WinLoss3SectionsFiguresSchema);
export type WinLoss3SectionsOverall = Static<typeof WinLoss3SectionsOverallSchema>;
export const GetWinLoss3SectionsReplySchema = PagedEnvelopeSchema(
  WinLoss3SectionsRowSchema,
  WinLoss3SectionsOverallSchema,
);

// ---- Report/GetUsLineReport (POST, paged) ----

export const GetUsLineBodySchema = GetWinLoss3SectionsBodySchema;
export type GetUsLineBody = GetWinLoss3SectionsBody;

/** The win/loss columns of GetWinLossReport plus the ticket count. */
export const UsLineFiguresSchema = Type.Object({
  ticketCount: Type.Integer(),
  turnover: Type.Number(),
  netAmount: Type.Number(),
  commission: Type.Number(),
  payout: Type.Number(),
  winLoss: Type.Number(),
  ownWinLoss: Type.Number(),
  uplineWinLoss: Type.Number(),
});
export type UsLineFigures = Static<typeof UsLineFiguresSchema>;

/**
 * One row per (downline, pool) with settled lines, ordered by username, then pool. Only pool rows
 * come back (poolId is never null): the screen builds the subtotal per downline by adding the rows
 * of one userId (a downline's rows may span two pages; the screen asks for whole downlines or sums
 * what it shows). The rows of one downline sum to its GetWinLossReport row.
 */
export const UsLineRowSchema = Type.Composite([
  Type.Object({
    userId: Type.Integer(),
    username: Type.String(),
    userRoleId: Type.Integer(),
    poolId: Type.Integer(),
    /**
     * The downline's distinct tickets over every pool of the range (its subtotal's ticket count:
     * a ticket on several pools is in several pool rows and counts once).
     */
    accountTicketCount: Type.Integer(),
  }),
  UsLineFiguresSchema,
]);
export type UsLineRow = Static<typeof UsLineRowSchema>;
export const UsLineOverallSchema = withOwnPosition(UsLineFiguresSchema);
export type UsLineOverall = Static<typeof UsLineOverallSchema>;
export const GetUsLineReplySchema = PagedEnvelopeSchema(UsLineRowSchema, UsLineOverallSchema);

// ---- Report/GetWinLossOccupiedReport (POST, paged) ----

export const GetWinLossOccupiedBodySchema = GetWinLoss3SectionsBodySchema;
export type GetWinLossOccupiedBody = GetWinLoss3SectionsBody;

/** The viewer's eaten portion only (DOMAIN 14 "Occupied"). */
export const WinLossOccupiedFiguresSchema = Type.Object({
  ticketCount: Type.Integer(),
  eat: Type.Number(),
  ownNet: Type.Number(),
  ownPayout: Type.Number(),
  ownWinLoss: Type.Number(),
});
export type WinLossOccupiedFigures = Static<typeof WinLossOccupiedFiguresSchema>;
export const WinLossOccupiedRowSchema = Type.Composite([
  Type.Object({ userId: Type.Integer(), username: Type.String(), userRoleId: Type.Integer() }),
  WinLossOccupiedFiguresSchema,
]);
export type WinLossOccupiedRow = Static<typeof WinLossOccupiedRowSchema>;
export const WinLossOccupiedOverallSchema = withOwnPosition(WinLossOccupiedFiguresSchema);
export type WinLossOccupiedOverall = Static<typeof WinLossOccupiedOverallSchema>;
export const GetWinLossOccupiedReplySchema = PagedEnvelopeSchema(
  WinLossOccupiedRowSchema,
  WinLossOccupiedOverallSchema,
);

// ---- Report/GetWinLossDetail (POST, paged) ----

export const GetWinLossDetailBodySchema = Type.Composite([
  PagingSchema,
  Type.Object({
    ...RangeFilters,
    /** The row's account D: a direct downline of the viewer. */
    userId: UserIdField,
    /** The viewer V of the report the row came from; default the caller's main account. */
    viewerId: Type.Optional(UserIdField),
    /** The table search: the ticket number exactly, or a bettor whose username starts with it (case-insensitive). */
    search: SearchField(),
  }),
]);
export type GetWinLossDetailBody = Static<typeof GetWinLossDetailBodySchema>;

/** The downline figures of one settled line as V sees it (V's share of the line, from D). */
export const WinLossDetailFiguresSchema = Type.Object({
  stake: Type.Number(),
  in: Type.Number(),
  netAmount: Type.Number(),
  payout: Type.Number(),
  winLoss: Type.Number(),
});
export type WinLossDetailFigures = Static<typeof WinLossDetailFiguresSchema>;
export const WinLossDetailRowSchema = Type.Composite([
  Type.Object({
    ticketId: Type.Integer(),
    /** Opens the receipt modal. */
    ticketNo: Type.String(),
    bettorId: Type.Integer(),
    bettorUsername: Type.String(),
    drawDate: Type.String(),
    poolId: Type.Integer(),
    number: Type.String(),
    code: Type.String(),
    kind: Type.Integer(),
  }),
  WinLossDetailFiguresSchema,
]);
export type WinLossDetailRow = Static<typeof WinLossDetailRowSchema>;
/** Totals equal the GetWinLoss3SectionsReport row of D (turnover = stake, netAmount, payout, winLoss). */
export const WinLossDetailOverallSchema = withExtras(WinLossDetailFiguresSchema);
export type WinLossDetailOverall = Static<typeof WinLossDetailOverallSchema>;
export const GetWinLossDetailReplySchema = PagedEnvelopeSchema(
  WinLossDetailRowSchema,
  WinLossDetailOverallSchema,
);

// ---- Report/GetSelfWinLossDetail (POST, paged) ----

export const GetSelfWinLossDetailBodySchema = Type.Composite([
  PagingSchema,
  Type.Object({
    ...RangeFilters,
    /** The viewer V; default the caller's main account. */
    viewerId: Type.Optional(UserIdField),
    /** The table search: the ticket number exactly, or a bettor whose username starts with it (case-insensitive). */
    search: SearchField(),
  }),
]);
export type GetSelfWinLossDetailBody = Static<typeof GetSelfWinLossDetailBodySchema>;

export const SelfWinLossDetailFiguresSchema = Type.Object({
  eat: Type.Number(),
  ownNet: Type.Number(),
  ownPayout: Type.Number(),
  /** V's win/loss on the line (DOMAIN 10). */
  ownWinLoss: Type.Number(),
});
export type SelfWinLossDetailFigures = Static<typeof SelfWinLossDetailFiguresSchema>;
export const SelfWinLossDetailRowSchema = Type.Composite([
  Type.Object({
    ticketId: Type.Integer(),
    ticketNo: Type.String(),
    drawDate: Type.String(),
    poolId: Type.Integer(),
    number: Type.String(),
    code: Type.String(),
  }),
  SelfWinLossDetailFiguresSchema,
]);
export type SelfWinLossDetailRow = Static<typeof SelfWinLossDetailRowSchema>;
/** Totals equal the own section totals of GetWinLoss3SectionsReport over the same filters. */
export const SelfWinLossDetailOverallSchema = withExtras(SelfWinLossDetailFiguresSchema);
export type SelfWinLossDetailOverall = Static<typeof SelfWinLossDetailOverallSchema>;
export const GetSelfWinLossDetailReplySchema = PagedEnvelopeSchema(
  SelfWinLossDetailRowSchema,
  SelfWinLossDetailOverallSchema,
);

// ---- Report/GetDetailJackpot (POST, not paged) ----

export const GetDetailJackpotBodySchema = Type.Object({
  drawDate: BusinessDate(),
  poolId: PoolId,
  /** The viewer V (in the caller's tree); default the caller's main account. */
  userId: Type.Optional(UserIdField),
  currency: ReportCurrencyField(),
});
export type GetDetailJackpotBody = Static<typeof GetDetailJackpotBodySchema>;

/** One line of V's tree that won a 5D or 6D tier. */
export const JackpotLineSchema = Type.Object({
  ticketId: Type.Integer(),
  ticketNo: Type.String(),
  bettorId: Type.Integer(),
  bettorUsername: Type.String(),
  number: Type.String(),
  /** '5D' or '6D'. */
  code: Type.String(),
  /** The best (lowest) tier the line matched: 5D 1-6, 6D 1-5. */
  tier: Type.Integer(),
  /** Every tier it matched. */
  tiers: Type.Array(Type.Integer()),
  stake: Type.Number(),
  /** The bettor's winnings on the line. */
  payout: Type.Number(),
});
export type JackpotLine = Static<typeof JackpotLineSchema>;

export const DetailJackpotSchema = Type.Object({
  drawDate: Type.String(),
  poolId: Type.Integer(),
  viewerId: Type.Integer(),
  currency: Type.String(),
  /** True when the result of the draw is released (lines appear only then). */
  released: Type.Boolean(),
  /** The saved 5D numbers (1st, 2nd, 3rd), null when the result has none. */
  fiveD: Type.Union([
    Type.Object({ first: Type.String(), second: Type.String(), third: Type.String() }),
    Type.Null(),
  ]),
  /** The saved 6D number, null when the result has none. */
  sixD: Type.Union([Type.Object({ first: Type.String() }), Type.Null()]),
  /** Jackpot amounts saved with the result (display only), null when none. */
  jackpot1: Type.Union([Type.Number(), Type.Null()]),
  jackpot2: Type.Union([Type.Number(), Type.Null()]),
  lines: Type.Array(JackpotLineSchema),
  totalStake: Type.Number(),
  totalPayout: Type.Number(),
  processing: Type.Boolean(),
});
export type DetailJackpot = Static<typeof DetailJackpotSchema>;
/** data null when the draw has no saved result. */
export const GetDetailJackpotReplySchema = EnvelopeSchema(Type.Union([DetailJackpotSchema, Type.Null()]));
