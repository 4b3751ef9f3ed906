import { centsToUnits, isBettorRole } from '@drawdesk/shared-kernel/domain';
import type { RawBuilder } from 'kysely';
import type { FunctionName } from '../../auth/accessString';
import { readsEverything } from '../../auth/scope';
import type { AuthContext } from '../../auth/sessionUser';
import type { Target } from '../../auth/target';
import type { Db } from '../../db/connection';
import type { ReportCurrency } from './conversion';
import type { ExposureHolder } from './queries/exposure';
import { reportAccess } from './reportBlock';
import { reportCurrency } from './reportCurrency';
import { openReport } from './reportGuard';
import { convertCents } from './resultsScope';
import { companyRows, rowLineFilter } from './salesScope';

// What the exposure family shares: who may open it, whose position it reads, how a sub-account's
// target lines narrow it, the currency and the SPEC 8 flag.

/** SPEC 6: every screen of the family is a Map Report screen. */
export const MAP_FUNCTIONS: readonly FunctionName[] = ['Map Report'];

export interface OpenedExposure {
  viewer: Target;
  holder: ExposureHolder;
  /** The viewer is a player or house: its own lines (it eats nothing). */
  bettorViewer: boolean;
  /**
   * A sub-account with target lines viewing its main account: only the lines through those
   * downlines count, read from the share rows (the aggregate does not keep downlines apart).
   */
  narrowed: boolean;
  lineFilter: (column: RawBuilder<unknown>) => RawBuilder<boolean>;
  currency: ReportCurrency;
  processing: boolean;
}

/**
 * Opens a report of the family: Map Report (403), the viewer in the caller's tree (default its
 * main account), its currency and the SPEC 8 flag of the dates read (null: any date).
 */
export async function openExposure(
  db: Db,
  ctx: AuthContext,
  body: { userId?: number | undefined; currency?: string | undefined },
  dates: { from: string; to: string } | null,
  functions: readonly FunctionName[] = MAP_FUNCTIONS,
): Promise<OpenedExposure> {
  // The currency and the SPEC 8 flag are no one's data: read alongside the access checks.
  const [viewer, currency, access] = await Promise.all([
    openReport(db, ctx, { functions, userId: body.userId }),
    reportCurrency(db, body.currency),
    dates ? reportAccess(db, dates.from, dates.to) : reportAccess(db),
  ]);
  const lines = ctx.user.mainAccountId === null || readsEverything(ctx) ? [] : ctx.user.targetLines;
  return {
    viewer,
    holder: companyRows(viewer) ? { companies: true } : { companies: false, id: viewer.id },
    bettorViewer: isBettorRole(viewer.roleId),
    narrowed: lines.length > 0 && viewer.id === ctx.principalId,
    lineFilter: (column) => rowLineFilter(ctx, viewer, column),
    currency,
    processing: access.message !== null,
  };
}

/** Base cents as currency units of the report (per figure, half away from zero). */
export const unitsIn = (currency: ReportCurrency) => (cents: number) =>
  centsToUnits(convertCents(cents, currency));

/** Paging of a reply whose rows are all known: StartCount/PageSize absent = every row. */
export function pageOf<R>(rows: readonly R[], body: { StartCount?: number; PageSize?: number }): R[] {
  const start = body.StartCount ?? 0;
  return body.PageSize === undefined ? rows.slice(start) : rows.slice(start, start + body.PageSize);
}
