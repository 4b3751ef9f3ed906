/**
 * What the dashboard reads (shell/src/dashboard): the next draw of each pool with its cutoff
 * (Pools/GetNextDraws, any session), the last released result of each pool (Result/GetLatestResults,
 * any session) and the viewer's sales of today (Report/GetTodaySales, the Group Sales Report).
 * Rules: docs/reports-rules.md "Dashboard".
 */
import { Type, type Static } from '@sinclair/typebox';
import { EnvelopeSchema } from './envelope';

const PoolIdOut = Type.Integer({ minimum: 1, maximum: 9 });

// ---- Pools/GetNextDraws (GET, any session) ----

/** The next draw of a pool that still takes bets: its cutoff (the pool's time on the draw date, business time). */
export const NextDrawSchema = Type.Object({
  drawId: Type.Integer(),
  poolId: PoolIdOut,
  drawDate: Type.String(),
  /** ISO instant of the cutoff. */
  cutoffAt: Type.String(),
});
export type NextDraw = Static<typeof NextDrawSchema>;

export const NextDrawsSchema = Type.Object({
  /** The server's time when it answered (ISO): a countdown counts from it, not from the browser's clock. */
  now: Type.String(),
  /** Today's business date (Asia/Kuala_Lumpur). */
  businessDate: Type.String(),
  /** One per pool with an open draw, earliest cutoff first (ties by pool). */
  draws: Type.Array(NextDrawSchema),
});
export type NextDraws = Static<typeof NextDrawsSchema>;
export const GetNextDrawsReplySchema = EnvelopeSchema(NextDrawsSchema);

// ---- Result/GetLatestResults (GET, any session) ----

/** The last released result of a pool: its draw and the three top prizes. */
export const LatestResultSchema = Type.Object({
  drawId: Type.Integer(),
  poolId: PoolIdOut,
  drawDate: Type.String(),
  first: Type.String(),
  second: Type.String(),
  third: Type.String(),
});
export type LatestResult = Static<typeof LatestResultSchema>;
/** One row per pool with a released draw, in pool order. */
export const GetLatestResultsReplySchema = EnvelopeSchema(Type.Array(LatestResultSchema));

// ---- Report/GetTodaySales (GET; Group Sales Report) ----

/**
 * The viewer's sales of today (tickets placed on today's business date, not cancelled): what the
 * sales summary reads over the viewer's share rows, for every draw those tickets are on. Amounts in
 * currency units of `currency` (the base currency).
 */
export const TodaySalesSchema = Type.Object({
  businessDate: Type.String(),
  /** The bettors' stakes. */
  turnover: Type.Number(),
  /** r_D x in over the viewer's share rows, as the sales summary's net amount. */
  netAmount: Type.Number(),
  /** Distinct tickets, each counted once whatever its lines, pools and draws. */
  ticketCount: Type.Integer(),
  currency: Type.String(),
});
export type TodaySales = Static<typeof TodaySalesSchema>;
export const GetTodaySalesReplySchema = EnvelopeSchema(TodaySalesSchema);
