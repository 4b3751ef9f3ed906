import type { FunctionName } from '../../auth/accessString';
import type { AuthContext } from '../../auth/sessionUser';
import type { Target } from '../../auth/target';
import type { Db } from '../../db/connection';
import { RATE_SCALE, type ReportCurrency } from './conversion';
import type { RangeScope, ResultsScope } from './queries/results';
import { reportAccess } from './reportBlock';
import { reportCurrency } from './reportCurrency';
import { openReport } from './reportGuard';
import { checkRange, companyRows, rowLineFilter } from './salesScope';

// What the results family, the statistics and the stakeholder report share: who may open them,
// the viewer, its row scope and currency, and the conversion of amounts worked out in TypeScript.

/** SPEC 6 functions of each screen (shared-kernel/src/routes/table.ts). */
export const ResultsFunctions = {
  winning: ['Winning Report'],
  payout: ['Payout Report'],
  salesStatistic: ['Daily Sales Report'],
  stakeholder: ['Stakeholder Report'],
} as const satisfies Record<string, readonly FunctionName[]>;

export interface OpenedResults {
  viewer: Target;
  scope: ResultsScope;
  /** The SPEC 8 flag of the dates read. */
  processing: boolean;
  /**
   * overallInfo's fields besides the figures: the viewer, the report currency, the flag and whether
   * the viewer holds a position of its own (false outside every chain: no own figures in the strip).
   */
  extras: { viewerId: number; currency: string; processing: boolean; ownPosition: boolean };
}

/** Body fields every call of the family shares. */
interface CommonBody {
  userId?: number | undefined;
  poolIds?: number[] | undefined;
  currency?: string | undefined;
}

/** Opens a report of the family for the dates: access (403), viewer in the tree, currency, flag. */
export async function openResults(
  db: Db,
  ctx: AuthContext,
  functions: readonly FunctionName[],
  body: CommonBody,
  fromDate: string,
  toDate: string,
): Promise<OpenedResults> {
  const viewer = await openReport(db, ctx, { functions, userId: body.userId });
  checkRange(fromDate, toDate);
  const [currency, access] = await Promise.all([
    reportCurrency(db, body.currency),
    reportAccess(db, fromDate, toDate),
  ]);
  const processing = access.message !== null;
  return {
    viewer,
    processing,
    extras: { viewerId: viewer.id, currency: currency.code, processing, ownPosition: !companyRows(viewer) },
    scope: {
      viewerId: viewer.id,
      companyRows: companyRows(viewer),
      lineFilter: (column) => rowLineFilter(ctx, viewer, column),
      currency,
      poolIds: body.poolIds && body.poolIds.length > 0 ? body.poolIds : null,
    },
  };
}

export const rangeScope = (scope: ResultsScope, fromDate: string, toDate: string): RangeScope => ({
  ...scope,
  fromDate,
  toDate,
});

/** openResults over the body's range of draw dates, with the row scope of that range. */
export async function openResultsRange(
  db: Db,
  ctx: AuthContext,
  functions: readonly FunctionName[],
  body: CommonBody & { fromDate: string; toDate: string },
): Promise<OpenedResults & { range: RangeScope }> {
  const opened = await openResults(db, ctx, functions, body, body.fromDate, body.toDate);
  return { ...opened, range: rangeScope(opened.scope, body.fromDate, body.toDate) };
}

/** A body's paging in the queries' names. */
export const paging = (body: { StartCount: number; PageSize: number }) => ({
  startCount: body.StartCount,
  pageSize: body.PageSize,
});

/**
 * Base cents in the report currency, as conversion.ts's inCurrency does in SQL: cents x 10,000 /
 * rate, rounded half away from zero to the cent (exact in BigInt).
 */
export function convertCents(cents: number, currency: ReportCurrency): number {
  if (currency.ratePer10k === RATE_SCALE) return cents;
  const magnitude = BigInt(Math.abs(cents)) * BigInt(RATE_SCALE);
  const rate = BigInt(currency.ratePer10k);
  const rounded = Number((2n * magnitude + rate) / (2n * rate));
  return cents < 0 ? -rounded : rounded;
}

/** Sum of cent figures read as text (bigint columns) or numbers. */
export const sumCents = (values: readonly (number | string)[]): number =>
  values.reduce<number>((s, v) => s + Number(v), 0);
