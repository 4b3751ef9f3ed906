/**
 * The results family (strike, winning, payout, payout table), the statistics (sales, payout) and the
 * stakeholder report (REPORTS.md "Results family", "Statistics", "Stakeholder"; DOMAIN 10 and 14).
 * Amounts are currency units with at most 2 decimals (API.md); the server keeps cents. Every call
 * takes an optional `currency`; amounts are converted per row (per cell in the payout table) and
 * totals are sums of the converted figures. The rules, roundings and decisions are written in
 * docs/reports-rules.md.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { BusinessDate, PagedEnvelopeSchema, PagingSchema, SearchField } from './envelope';
import { ReportCurrencyField } from './reports';

const PoolId = Type.Integer({ minimum: 1, maximum: 9 });
const PoolIds = Type.Array(PoolId, { maxItems: 9 });
const UserIdField = Type.Integer({ minimum: 1 });

/** The filters of every ranged report of this file (StartCount/PageSize added where paged). */
const RangeFilters = {
  fromDate: BusinessDate(),
  toDate: BusinessDate(),
  /** Drill-down: the viewing account (in the caller's tree); default the caller's main account. */
  userId: Type.Optional(UserIdField),
  /** Default every pool. */
  poolIds: Type.Optional(PoolIds),
  currency: ReportCurrencyField(),
};

/** overallInfo's fields besides the totals: the viewed account, the reply currency, the SPEC 8 flag. */
const ResultsOverallExtras = Type.Object({
  viewerId: Type.Integer(),
  /** The currency of every amount of the reply. */
  currency: Type.String(),
  /** SPEC 8 inaccuracy flag while the report block is on or a release runs. */
  processing: Type.Boolean(),
  /**
   * False when the viewer takes no share (super admin, IT admin): its figures are the companies',
   * and the overall strip shows no own figures of the viewer (docs/reports-rules.md).
   */
  ownPosition: Type.Boolean(),
});
const withExtras = <T extends TSchema>(totals: T) => Type.Composite([totals, ResultsOverallExtras]);

/**
 * Prize ranks as stored with a result and a winning line: 1st 1, 2nd 2, 3rd 3, starter 7,
 * consolation 8; a 5D line's tier 1-6 and a 6D line's tier 1-5 use the same numbers 1-6 (5D and 6D
 * name their tiers 1st to 6th prize). The payout table's columns, in this order.
 */
export const PAYOUT_TABLE_RANKS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type PayoutTableRank = (typeof PAYOUT_TABLE_RANKS)[number];

// ---- Report/GetWinningReport (POST, paged; API.md fixed row) ----

export const GetWinningReportBodySchema = Type.Composite([
  PagingSchema,
  Type.Object({
    ...RangeFilters,
    /** Only lines on this number (2 to 6 digits, as expanded: a box line's permutation). */
    number: Type.Optional(Type.String({ pattern: '^\\d{2,6}$' })),
    /** Only lines of this bettor (an account of the viewer's subtree). */
    bettorId: Type.Optional(UserIdField),
    /** The table search: the ticket number exactly, or a bettor whose username starts with it (case-insensitive). */
    search: SearchField(),
  }),
]);
export type GetWinningReportBody = Static<typeof GetWinningReportBodySchema>;

/**
 * One winning expanded line of the viewer's subtree in a released draw of the range (API.md's row
 * plus `path`). Ordered by draw date, pool, ticket no, line.
 */
export const WinningRowSchema = Type.Object({
  ticketId: Type.Integer(),
  ticketNo: Type.String(),
  bettorId: Type.Integer(),
  bettorUsername: Type.String(),
  /**
   * The bettor's uplines' usernames, top first, from the viewer (a super admin viewer: from the
   * company) down to the bettor's direct upline; empty when the viewer is the bettor.
   */
  path: Type.Array(Type.String()),
  drawDate: Type.String(),
  poolId: Type.Integer(),
  number: Type.String(),
  code: Type.String(),
  /** Bet kind 1-6 (DOMAIN 6). */
  kind: Type.Integer(),
  /** Matched prize ranks (see PAYOUT_TABLE_RANKS), one entry per matched position. */
  ranks: Type.Array(Type.Integer()),
  stake: Type.Number(),
  /** The bettor's winnings on the line (W(p_bettor) x stake / n). */
  payout: Type.Number(),
});
export type WinningRow = Static<typeof WinningRowSchema>;
export const WinningOverallSchema = withExtras(
  Type.Object({ lineCount: Type.Integer(), stake: Type.Number(), payout: Type.Number() }),
);
export type WinningOverall = Static<typeof WinningOverallSchema>;
export const GetWinningReportReplySchema = PagedEnvelopeSchema(WinningRowSchema, WinningOverallSchema);

// ---- Report/GetStrikeReport (POST, not paged) ----

export const GetStrikeReportBodySchema = Type.Object({
  drawDate: BusinessDate(),
  /** Default every pool. */
  poolIds: Type.Optional(PoolIds),
  userId: Type.Optional(UserIdField),
  currency: ReportCurrencyField(),
});
export type GetStrikeReportBody = Static<typeof GetStrikeReportBodySchema>;

/**
 * A prize position of a released result, with what the viewer's subtree had on it. A line counts
 * under every position it won by (a 3D or 2D code under the 4D prize whose last digits it matched;
 * a 5D line of tier 1-3 under that 5D prize, of tier 4-6 under the 5D 1st prize; a 6D line under the
 * 6D 1st prize), an ibox line with its whole stake. `payout` is W(p_D) x in as the viewer pays its
 * downlines and `ownPayout` W(p_D) x eat; a line that won several positions has its payout split over
 * them (each position's p x in / n, largest remainder to the cent, docs/reports-rules.md), so the
 * rows of a date sum to the payout report's totals of that date.
 */
export const StrikeRowSchema = Type.Object({
  poolId: Type.Integer(),
  /** 4 (the 23 4D prizes), 5 (Toto 5D 1st-3rd), 6 (Toto 6D 1st). */
  game: Type.Integer(),
  /** 1, 2, 3, 7 (starter), 8 (consolation); 5D 1-3; 6D 1. */
  rank: Type.Integer(),
  /** Index among the ten starters or consolations (0-9), else 0. */
  idx: Type.Integer(),
  number: Type.String(),
  /** False when no line of the viewer's subtree won by this position (every figure 0). */
  hit: Type.Boolean(),
  /** Winning lines on the position. */
  lines: Type.Integer(),
  /** The bettors' stake on the position per bet code (codes nobody bet are absent). */
  amounts: Type.Record(Type.String(), Type.Number()),
  /** Sum of amounts. */
  stake: Type.Number(),
  /** The viewer's eat on those lines. */
  eat: Type.Number(),
  /** W(p_D) x in: what the viewer pays its downlines for the position. */
  payout: Type.Number(),
  /** W(p_D) x eat: the part of it the viewer carries itself. */
  ownPayout: Type.Number(),
});
export type StrikeRow = Static<typeof StrikeRowSchema>;
export const StrikeOverallSchema = withExtras(
  Type.Object({
    drawDate: Type.String(),
    /** Distinct winning lines (a line that won several positions is in several rows). */
    lines: Type.Integer(),
    stake: Type.Number(),
    eat: Type.Number(),
    payout: Type.Number(),
    ownPayout: Type.Number(),
  }),
);
export type StrikeOverall = Static<typeof StrikeOverallSchema>;
export const GetStrikeReportReplySchema = PagedEnvelopeSchema(StrikeRowSchema, StrikeOverallSchema);

// ---- Report/GetPayoutReport (POST, paged) ----

export const GetPayoutReportBodySchema = Type.Composite([PagingSchema, Type.Object(RangeFilters)]);
export type GetPayoutReportBody = Static<typeof GetPayoutReportBodySchema>;

export const PayoutFiguresSchema = Type.Object({
  /** Lines of the downline's subtree that won. */
  winLines: Type.Integer(),
  /** The bettors' stake on those lines. */
  winStake: Type.Number(),
  /** W(p_D) x in: what the viewer pays the downline. */
  payout: Type.Number(),
  /** W(p_D) x eat: the part the viewer carries itself. */
  ownPayout: Type.Number(),
});
export type PayoutFigures = Static<typeof PayoutFiguresSchema>;
/** A direct downline D of the viewer (super admin / IT admin viewer: a company, its own figures). */
export const PayoutRowSchema = Type.Composite([
  Type.Object({ userId: Type.Integer(), username: Type.String(), userRoleId: Type.Integer() }),
  PayoutFiguresSchema,
]);
export type PayoutRow = Static<typeof PayoutRowSchema>;
export const PayoutOverallSchema = withExtras(PayoutFiguresSchema);
export type PayoutOverall = Static<typeof PayoutOverallSchema>;
export const GetPayoutReportReplySchema = PagedEnvelopeSchema(PayoutRowSchema, PayoutOverallSchema);

// ---- Report/GetSelfPayoutReport (POST, paged) ----

export const GetSelfPayoutReportBodySchema = GetPayoutReportBodySchema;
export type GetSelfPayoutReportBody = GetPayoutReportBody;

/** The viewer's own part of the payouts. */
export const SelfPayoutFiguresSchema = Type.Object({
  winLines: Type.Integer(),
  winStake: Type.Number(),
  /** W(p_D) x in: what the viewer pays its downlines. */
  payout: Type.Number(),
  /** W(p_D) x eat: the payout the viewer carries on its own eaten stake. */
  ownPayout: Type.Number(),
  /** W(p_V) x out: what the viewer's upline pays the viewer on the stake it passed up. */
  uplinePayout: Type.Number(),
});
export type SelfPayoutFigures = Static<typeof SelfPayoutFiguresSchema>;
/** One row per draw date and pool with winning lines, newest date first, then pool. */
export const SelfPayoutRowSchema = Type.Composite([
  Type.Object({ drawDate: Type.String(), poolId: Type.Integer() }),
  SelfPayoutFiguresSchema,
]);
export type SelfPayoutRow = Static<typeof SelfPayoutRowSchema>;
export const SelfPayoutOverallSchema = withExtras(SelfPayoutFiguresSchema);
export type SelfPayoutOverall = Static<typeof SelfPayoutOverallSchema>;
export const GetSelfPayoutReportReplySchema = PagedEnvelopeSchema(
  SelfPayoutRowSchema,
  SelfPayoutOverallSchema,
);

// ---- Report/GetPayoutTable (POST, not paged) ----

export const GetPayoutTableBodySchema = Type.Object(RangeFilters);
export type GetPayoutTableBody = Static<typeof GetPayoutTableBodySchema>;

/**
 * One cell: lines of the code that matched the rank (a line that matched it twice counts once)
 * and their payout split to the rank (W(p_D) of that rank x in / n, as the viewer pays; each line's
 * W(p_D) x in split over its matched positions by largest remainder, so the cells sum to the
 * payout report to the cent in the base currency).
 */
export const PayoutTableCellSchema = Type.Object({
  /** One of PAYOUT_TABLE_RANKS. */
  rank: Type.Integer(),
  winLines: Type.Integer(),
  payout: Type.Number(),
});
export type PayoutTableCell = Static<typeof PayoutTableCellSchema>;
/** A bet code's row: one cell per PAYOUT_TABLE_RANKS entry, in that order (zeros where none). */
export const PayoutTableCodeRowSchema = Type.Object({
  code: Type.String(),
  cells: Type.Array(PayoutTableCellSchema),
  /** Winning lines of the code (each line once) and the sum of the row's cells. */
  winLines: Type.Integer(),
  payout: Type.Number(),
});
export type PayoutTableCodeRow = Static<typeof PayoutTableCodeRowSchema>;
/** One pool's grid: rows by bet code (BET_CODES order, codes that won only), column totals. */
export const PayoutTablePoolSchema = Type.Object({
  poolId: Type.Integer(),
  rows: Type.Array(PayoutTableCodeRowSchema),
  /** Per PAYOUT_TABLE_RANKS entry: the sum of the column's cells. */
  columns: Type.Array(PayoutTableCellSchema),
  winLines: Type.Integer(),
  payout: Type.Number(),
});
export type PayoutTablePool = Static<typeof PayoutTablePoolSchema>;
export const PayoutTableOverallSchema = withExtras(
  Type.Object({ winLines: Type.Integer(), payout: Type.Number() }),
);
export type PayoutTableOverall = Static<typeof PayoutTableOverallSchema>;
/** data: one grid per pool with winning lines, by pool id. */
export const GetPayoutTableReplySchema = PagedEnvelopeSchema(PayoutTablePoolSchema, PayoutTableOverallSchema);

// ---- Report/GetSalesStatistic (POST, not paged, at most 366 days) ----

export const GetSalesStatisticBodySchema = Type.Object(RangeFilters);
export type GetSalesStatisticBody = Static<typeof GetSalesStatisticBodySchema>;

/**
 * Turnover and net of the viewer's subtree per draw date and pool: released draws from their
 * settled lines, draws not yet released from their active lines (as the sales summary counts).
 */
export const SalesStatisticRowSchema = Type.Object({
  drawDate: Type.String(),
  poolId: Type.Integer(),
  /** True when the draw is released (its figures are final). */
  released: Type.Boolean(),
  turnover: Type.Number(),
  /** r_D x in over the viewer's downlines. */
  netAmount: Type.Number(),
  /** baseRate x in - netAmount. */
  commission: Type.Number(),
  ticketCount: Type.Integer(),
});
export type SalesStatisticRow = Static<typeof SalesStatisticRowSchema>;
export const SalesStatisticOverallSchema = withExtras(
  Type.Object({
    turnover: Type.Number(),
    netAmount: Type.Number(),
    commission: Type.Number(),
    ticketCount: Type.Integer(),
  }),
);
export type SalesStatisticOverall = Static<typeof SalesStatisticOverallSchema>;
/** data: rows by draw date, then pool. */
export const GetSalesStatisticReplySchema = PagedEnvelopeSchema(
  SalesStatisticRowSchema,
  SalesStatisticOverallSchema,
);

// ---- Report/GetPayoutStatistic (POST, not paged, at most 366 days) ----

export const GetPayoutStatisticBodySchema = GetSalesStatisticBodySchema;
export type GetPayoutStatisticBody = GetSalesStatisticBody;

/** Released draws only: the viewer's downlines' payout and win/loss per draw date and pool. */
export const PayoutStatisticRowSchema = Type.Object({
  drawDate: Type.String(),
  poolId: Type.Integer(),
  turnover: Type.Number(),
  netAmount: Type.Number(),
  /** W(p_D) x in. */
  payout: Type.Number(),
  /** payout - netAmount: the downlines' result against the viewer (the win/loss report's winLoss). */
  winLoss: Type.Number(),
  /** The viewer's own win/loss (DOMAIN 10). */
  ownWinLoss: Type.Number(),
});
export type PayoutStatisticRow = Static<typeof PayoutStatisticRowSchema>;
export const PayoutStatisticOverallSchema = withExtras(
  Type.Object({
    turnover: Type.Number(),
    netAmount: Type.Number(),
    payout: Type.Number(),
    winLoss: Type.Number(),
    ownWinLoss: Type.Number(),
  }),
);
export type PayoutStatisticOverall = Static<typeof PayoutStatisticOverallSchema>;
/** data: rows by draw date, then pool. */
export const GetPayoutStatisticReplySchema = PagedEnvelopeSchema(
  PayoutStatisticRowSchema,
  PayoutStatisticOverallSchema,
);

// ---- Report/GetStakeHolderReport (POST, not paged; API.md fixed row) ----

export const GetStakeHolderReportBodySchema = Type.Object({
  fromDate: BusinessDate(),
  toDate: BusinessDate(),
  /** The account A whose lines are followed up the chain (in the caller's tree). */
  userId: UserIdField,
  poolIds: Type.Optional(PoolIds),
  currency: ReportCurrencyField(),
});
export type GetStakeHolderReportBody = Static<typeof GetStakeHolderReportBodySchema>;

/** Where a stakeholder row sits in the chain. */
export const StakeHolderLevelSchema = Type.Union([
  /** The bettors of A's subtree (A itself when A is a player). */
  Type.Literal('bettors'),
  /** The accounts of one tree level between the bettors and A, summed. */
  Type.Literal('below'),
  /** A itself. */
  Type.Literal('account'),
  /** An upline of A, up to the company. */
  Type.Literal('upline'),
]);
export type StakeHolderLevel = Static<typeof StakeHolderLevelSchema>;

/**
 * One level of the chain over the settled lines of A's subtree, the bettors first, the company
 * last (API.md's row plus level and accounts). in/eat/out are the level's shares; netAmount =
 * r_down x in (earned from the level below), payout = W(p_down) x in (carried for the level below),
 * winLoss = the level's win/loss (DOMAIN 10). The bettors' row: in 0, out = stake, winLoss = the
 * bettors' result. The rows' winLoss sum to zero with overallInfo.layOffWinLoss.
 */
export const StakeHolderRowSchema = Type.Object({
  /** The account; null on a row that sums several accounts of one level. */
  userId: Type.Union([Type.Integer(), Type.Null()]),
  /** The account's username; on a summed row the first username of the level (see accounts). */
  username: Type.String(),
  userRoleId: Type.Integer(),
  /** The account's position-taking %; on a summed row the common one, null when they differ (and for bettors). */
  pt: Type.Union([Type.Number(), Type.Null()]),
  level: StakeHolderLevelSchema,
  /** How many accounts the row sums. */
  accounts: Type.Integer(),
  in: Type.Number(),
  eat: Type.Number(),
  out: Type.Number(),
  netAmount: Type.Number(),
  payout: Type.Number(),
  winLoss: Type.Number(),
});
export type StakeHolderRow = Static<typeof StakeHolderRowSchema>;
export const StakeHolderOverallSchema = withExtras(
  Type.Object({
    /** The account A followed. */
    accountId: Type.Integer(),
    accountUsername: Type.String(),
    /** The bettors' stake on A's settled lines. */
    turnover: Type.Number(),
    /**
     * The result of what the company passed above itself (laid off or sold out): minus the sum of the
     * rows' winLoss, 0 when the company kept everything.
     */
    layOffWinLoss: Type.Number(),
  }),
);
export type StakeHolderOverall = Static<typeof StakeHolderOverallSchema>;
/** data: the rows from the bettors up to the company. */
export const GetStakeHolderReportReplySchema = PagedEnvelopeSchema(
  StakeHolderRowSchema,
  StakeHolderOverallSchema,
);
