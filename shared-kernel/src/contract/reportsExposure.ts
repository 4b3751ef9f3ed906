/**
 * The exposure family (REPORTS.md "Exposure family"; DOMAIN 10 and 14): the map, the active map,
 * the map detail and its ticket modal, the run map with the run ticket, the eat data of the run
 * map screen and the company's run map. Amounts are currency units with at most 2 decimals
 * (API.md); the server keeps cents. The rules (which number a line counts under, the four report
 * types, what a run does) are written in docs/reports-rules.md "Exposure family".
 */
import { Type, type Static } from '@sinclair/typebox';
import { DIGIT_FILTERS } from '../domain/constants';
import { BET_CODES } from '../domain/betting/codes';
import { BusinessDate, EnvelopeSchema, PagedEnvelopeSchema } from './envelope';
import { OrderKeySchema, PlaceOrderDataSchema, BetErrorRowSchema, BetReceiptSchema } from './betting';
import { EatFightLimitsSchema, GroupingSchema } from './limitsPayments';
import { AutoTicketRowSchema, SaveRunTicketBodySchema } from './inbox';
import { Money } from './money';
import { ReportCurrencyField } from './reports';

const PoolId = Type.Integer({ minimum: 1, maximum: 9 });
const UserIdField = Type.Integer({ minimum: 1 });
/** Optional paging (absent: every row). */
const OptionalPaging = {
  StartCount: Type.Optional(Type.Integer({ minimum: 0 })),
  PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
};

export const DigitFilterSchema = Type.Union(DIGIT_FILTERS.map((d) => Type.Literal(d)));

/**
 * Report types of the map (SPEC 9): 1 sale gross (the bettors' stake on lines of V's subtree),
 * 2 sale net (r_D x in), 3 eat gross (V's eat, less V's own run stake), 4 eat net (r_D x eat, less
 * what V's own runs cost it).
 */
export const MapReportTypeSchema = Type.Union([
  Type.Literal(1),
  Type.Literal(2),
  Type.Literal(3),
  Type.Literal(4),
]);
export type MapReportType = Static<typeof MapReportTypeSchema>;

/** A number as the map shows it: 2 to 6 digits. */
const MapNumber = Type.String({ pattern: '^\\d{2,6}$' });

/** overallInfo's fields besides the totals: the viewed account, the reply currency, the SPEC 8 flag. */
const ExposureExtras = {
  viewerId: Type.Integer(),
  /** The currency of every amount of the reply. */
  currency: Type.String(),
  /** SPEC 8 inaccuracy flag while the report block is on or a release runs. */
  processing: Type.Boolean(),
};

// ---- Report/GetMapReport and Report/GetActiveMapReport (POST; API.md fixed row) ----

const MapFilters = {
  /** One pool; absent: every pool, a number's amounts summed over the pools. */
  poolId: Type.Optional(PoolId),
  /** Default 'all'. */
  digits: Type.Optional(DigitFilterSchema),
  reportType: MapReportTypeSchema,
  /** Drill-down: the viewing account (in the caller's tree); default the caller's main account. */
  userId: Type.Optional(UserIdField),
  /** 'total' (default): largest total first; 'number': ascending by number. */
  sort: Type.Optional(Type.Union([Type.Literal('total'), Type.Literal('number')])),
  /** Only numbers containing these digits. */
  number: Type.Optional(Type.String({ pattern: '^\\d{1,6}$' })),
  /**
   * The first N numbers of the sort order. Default 50 with sort 'total'; 0 or absent with sort
   * 'number' = every number.
   */
  top: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  currency: ReportCurrencyField(),
  ...OptionalPaging,
};

export const GetMapReportBodySchema = Type.Object({ drawDate: BusinessDate(), ...MapFilters });
export type GetMapReportBody = Static<typeof GetMapReportBodySchema>;

/** GetActiveMapReport: the same filters; `drawDate` absent = every draw not yet released. */
export const GetActiveMapReportBodySchema = Type.Object({
  drawDate: Type.Optional(BusinessDate()),
  ...MapFilters,
});
export type GetActiveMapReportBody = Static<typeof GetActiveMapReportBodySchema>;

/**
 * One number of the map (API.md): the figure of the report type per bet code (only the codes of
 * the digit filter; a code nobody bet is absent, i.e. 0) and their total. A box, reverse, PH or PB
 * line counts under each number it expands to, a 3D or 2D code under the digits it bets on, an
 * ibox line once under the number as typed with its whole stake.
 */
export const MapRowSchema = Type.Object({
  number: Type.String(),
  amounts: Type.Record(Type.String(), Type.Number()),
  total: Type.Number(),
});
export type MapRow = Static<typeof MapRowSchema>;

export const MapOverallSchema = Type.Object({
  /** Totals per code over every row of the reply (every page; the top N when `top` cut the list). */
  amounts: Type.Record(Type.String(), Type.Number()),
  total: Type.Number(),
  /** Numbers matching the filters before `top` cut the list. */
  numberCount: Type.Integer(),
  /** The code columns of the digit filter, in BET_CODES order. */
  columns: Type.Array(Type.String()),
  reportType: Type.Integer(),
  /** The draw date read (null: the active map over every draw not yet released). */
  drawDate: Type.Union([Type.String(), Type.Null()]),
  poolId: Type.Union([Type.Integer(), Type.Null()]),
  ...ExposureExtras,
});
export type MapOverall = Static<typeof MapOverallSchema>;
export const GetMapReportReplySchema = PagedEnvelopeSchema(MapRowSchema, MapOverallSchema);

// ---- Report/GetMapDetailReport (POST; SPEC 7's body) ----

export const GetMapDetailReportBodySchema = Type.Object({
  /** The viewing account of the map (in the caller's tree). */
  agentId: UserIdField,
  /** Shown on the page only. */
  agentName: Type.Optional(Type.String({ maxLength: 50 })),
  /** The map row's number. */
  betNumber: MapNumber,
  /** Absent only with `active`: the lines of every draw not yet released (each row carries its date). */
  drawDate: Type.Optional(BusinessDate()),
  /** One pool, or -1 (or absent) for every pool. */
  poolId: Type.Optional(Type.Integer({ minimum: -1, maximum: 9 })),
  /** 1 2D, 2 3D, 3 4D, 4 5D, 5 6D: the code columns (MAP_DETAIL_COLUMNS). */
  betType: Type.Integer({ minimum: 1, maximum: 5 }),
  /** The map's report type (1-4, default 1): which figure the amounts are. */
  searchType: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
  /** The active map's detail: draws not yet released only. */
  active: Type.Optional(Type.Boolean()),
  currency: ReportCurrencyField(),
  ...OptionalPaging,
});
export type GetMapDetailReportBody = Static<typeof GetMapDetailReportBodySchema>;

/**
 * One bet line behind a map cell: its ticket, the direct downline of the viewer it came through
 * (`agent`; the viewer itself for its own run tickets), the bettor, and its figure under the
 * report type in its code's column. The rows of one number sum to the map row.
 */
export const MapDetailRowSchema = Type.Object({
  lineId: Type.Integer(),
  drawDate: Type.String(),
  agentId: Type.Integer(),
  agent: Type.String(),
  bettor: Type.String(),
  ticketId: Type.Integer(),
  ticketNo: Type.String(),
  number: Type.String(),
  /** Bet kind 1-6 (DOMAIN 6). */
  kind: Type.Integer(),
  poolId: Type.Integer(),
  /** The package the line was priced with ('' for the official figures). */
  package: Type.String(),
  amounts: Type.Record(Type.String(), Type.Number()),
  total: Type.Number(),
});
export type MapDetailRow = Static<typeof MapDetailRowSchema>;
export const MapDetailOverallSchema = Type.Object({
  amounts: Type.Record(Type.String(), Type.Number()),
  total: Type.Number(),
  lines: Type.Integer(),
  columns: Type.Array(Type.String()),
  ...ExposureExtras,
});
export type MapDetailOverall = Static<typeof MapDetailOverallSchema>;
export const GetMapDetailReportReplySchema = PagedEnvelopeSchema(MapDetailRowSchema, MapDetailOverallSchema);

// ---- Report/GetMapReportTicket (POST) ----

export const GetMapReportTicketBodySchema = Type.Object({ ticketId: Type.Integer({ minimum: 1 }) });
export type GetMapReportTicketBody = Static<typeof GetMapReportTicketBodySchema>;
/** The ticket modal of the map detail: XID, express bet string and receipt string. */
export const GetMapReportTicketReplySchema = EnvelopeSchema(BetReceiptSchema);

// ---- Report/GetRunMapReport (POST) ----

export const GetRunMapReportBodySchema = Type.Object({
  drawDate: BusinessDate(),
  poolId: PoolId,
  userId: Type.Optional(UserIdField),
  /** Rows whose exposure reaches it are flagged `over`. */
  threshold: Type.Optional(Money({ minimum: 0 })),
  digits: Type.Optional(DigitFilterSchema),
  number: Type.Optional(Type.String({ pattern: '^\\d{1,6}$' })),
  currency: ReportCurrencyField(),
  ...OptionalPaging,
});
export type GetRunMapReportBody = Static<typeof GetRunMapReportBodySchema>;

/**
 * One number and code of V's position on one draw. Straight lines count under the digits they bet
 * on; ibox lines under their sorted digits (`ibox` true), the key their fight limit is counted on.
 * `limit` is V's fight limit on the key (its grouping's, capped by its max fight limit, and a red
 * number's own limit when lower), null when none binds; `used` what limit_usage holds on it and
 * `limitLeft` = limit - used. `overLimit`: what went up because the limit was full (only where
 * limitLeft is 0): pt share of the cell's `in` (floor(in x pt / 100)) less V's eat.
 */
export const RunMapRowSchema = Type.Object({
  number: Type.String(),
  ibox: Type.Boolean(),
  code: Type.String(),
  /** Stake that reached V on the cell. */
  in: Type.Number(),
  /** V's eat (gross) and r_D x eat (net). */
  eat: Type.Number(),
  eatNet: Type.Number(),
  /** V's own run tickets on the cell: stake and what they cost V. */
  run: Type.Number(),
  runNet: Type.Number(),
  /** eat - run and eatNet - runNet: what V still carries. */
  exposure: Type.Number(),
  exposureNet: Type.Number(),
  limit: Type.Union([Type.Number(), Type.Null()]),
  used: Type.Union([Type.Number(), Type.Null()]),
  limitLeft: Type.Union([Type.Number(), Type.Null()]),
  overLimit: Type.Number(),
  /** exposure >= threshold (false without a threshold). */
  over: Type.Boolean(),
});
export type RunMapRow = Static<typeof RunMapRowSchema>;
export const RunMapOverallSchema = Type.Object({
  in: Type.Number(),
  eat: Type.Number(),
  eatNet: Type.Number(),
  run: Type.Number(),
  runNet: Type.Number(),
  exposure: Type.Number(),
  exposureNet: Type.Number(),
  overLimit: Type.Number(),
  overCount: Type.Integer(),
  drawDate: Type.String(),
  poolId: Type.Integer(),
  /** The draw is still open for orders (a run can be placed). */
  open: Type.Boolean(),
  ...ExposureExtras,
});
export type RunMapOverall = Static<typeof RunMapOverallSchema>;
export const GetRunMapReportReplySchema = PagedEnvelopeSchema(RunMapRowSchema, RunMapOverallSchema);

// ---- Report/SaveRunTicket (POST): a run from the run map, or an auto ticket ----

export const RunItemSchema = Type.Object(
  {
    number: MapNumber,
    code: Type.Union(BET_CODES.map((c) => Type.Literal(c))),
    /** An ibox row of the run map: the run is an ibox bet on these digits. */
    ibox: Type.Optional(Type.Boolean()),
    /** Absent or 0: 'Please fill up run amount'. */
    amount: Type.Optional(Money({ minimum: 0 })),
  },
  { additionalProperties: false },
);
export type RunItem = Static<typeof RunItemSchema>;

/**
 * A run: V (the caller's own account) orders the items from its upline on one open draw, priced
 * with V's package, through the order pipeline (source 'run'; idempotent by orderKey). eatType
 * 'gross': each amount is the stake; 'net': each amount is what the run may cost V, and the stake
 * is amount / V's bet rate of the code (half up to the cent). 'Please Select Eat Type' without an
 * eat type; 'Please fill up run amount' without items or with an item of no amount.
 */
export const SaveRunMapTicketBodySchema = Type.Object(
  {
    drawDate: BusinessDate(),
    poolId: PoolId,
    eatType: Type.Optional(Type.Union([Type.Literal('gross'), Type.Literal('net')])),
    items: Type.Array(RunItemSchema, { maxItems: 2_000 }),
    orderKey: OrderKeySchema,
  },
  { additionalProperties: false },
);
export type SaveRunMapTicketBody = Static<typeof SaveRunMapTicketBodySchema>;

/** SaveRunTicket takes either body: a run (items) or an auto ticket (betString, inbox.ts). */
export const SaveRunTicketAnyBodySchema = Type.Union([SaveRunMapTicketBodySchema, SaveRunTicketBodySchema]);
export type SaveRunTicketAnyBody = Static<typeof SaveRunTicketAnyBodySchema>;
export const SaveRunTicketAnyReplySchema = EnvelopeSchema(
  Type.Union([
    PlaceOrderDataSchema,
    AutoTicketRowSchema,
    Type.Object({ errors: Type.Array(BetErrorRowSchema) }),
    Type.Null(),
  ]),
);

// ---- Report/GetUserEatData (POST) ----

export const GetUserEatDataBodySchema = Type.Object({ userId: Type.Optional(UserIdField) });
export type GetUserEatDataBody = Static<typeof GetUserEatDataBodySchema>;
/**
 * V's position taking and fight limits as the run map screen shows them: the stored limit sets,
 * and per bet code the limit its eat is held to under its grouping (null: none).
 */
export const UserEatDataSchema = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  userRoleId: Type.Integer(),
  positionTaking: Type.Integer(),
  grouping: GroupingSchema,
  maxFightLimit: Type.Union([Type.Number(), Type.Null()]),
  fightLimits: EatFightLimitsSchema,
  limits: Type.Record(Type.String(), Type.Union([Type.Number(), Type.Null()])),
});
export type UserEatData = Static<typeof UserEatDataSchema>;
export const GetUserEatDataReplySchema = EnvelopeSchema(UserEatDataSchema);

// ---- Report/GetRunMapReportAsCompany (POST; super admin and company) ----

export const GetRunMapReportAsCompanyBodySchema = Type.Object({
  drawDate: BusinessDate(),
  poolId: PoolId,
  /** Super admin: one company (absent: every company). A company always reads its own. */
  userId: Type.Optional(UserIdField),
  number: Type.Optional(Type.String({ pattern: '^\\d{1,6}$' })),
  currency: ReportCurrencyField(),
  ...OptionalPaging,
});
export type GetRunMapReportAsCompanyBody = Static<typeof GetRunMapReportAsCompanyBodySchema>;

/**
 * What is left above the company on a number and code (ibox: the number as typed): `unposted`
 * still to be laid off (unposted_amounts less what was posted), `posted`, and `soldOut`: stake the
 * bettors asked for that nobody took (requested - accepted on the lines).
 */
export const CompanyRunMapRowSchema = Type.Object({
  number: Type.String(),
  code: Type.String(),
  unposted: Type.Number(),
  posted: Type.Number(),
  soldOut: Type.Number(),
  total: Type.Number(),
});
export type CompanyRunMapRow = Static<typeof CompanyRunMapRowSchema>;
export const CompanyRunMapOverallSchema = Type.Object({
  unposted: Type.Number(),
  posted: Type.Number(),
  soldOut: Type.Number(),
  total: Type.Number(),
  drawDate: Type.String(),
  poolId: Type.Integer(),
  ...ExposureExtras,
});
export type CompanyRunMapOverall = Static<typeof CompanyRunMapOverallSchema>;
export const GetRunMapReportAsCompanyReplySchema = PagedEnvelopeSchema(
  CompanyRunMapRowSchema,
  CompanyRunMapOverallSchema,
);
