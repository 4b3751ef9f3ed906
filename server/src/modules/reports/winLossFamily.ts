import type { ReportAccess } from '@drawdesk/shared-kernel/contract';
import { centsToUnits } from '@drawdesk/shared-kernel/domain';
import type { RawBuilder } from 'kysely';
import type { FunctionName } from '../../auth/accessString';
import type { AuthContext } from '../../auth/sessionUser';
import type { Target } from '../../auth/target';
import type { AreaDeps } from '../../areaDeps';
import type { ReportCurrency } from './conversion';
import type { Db } from '../../db/connection';
import type { SectionsDbRow, SectionsFigures, WinLossFamilyQuery } from './queries/winLoss';
import { reportAccess } from './reportBlock';
import { reportCurrency } from './reportCurrency';
import { openReport } from './reportGuard';
import { checkRange, companyRows, rowLineFilter } from './salesScope';

/** What the win/loss family shares: who may open it, the query of a page, the reply's extras. */

/** Profit Loss / WinLoss Earned / WinLoss Occupied: any of them opens the win/loss reports. */
export const WIN_LOSS_FUNCTIONS: readonly FunctionName[] = [
  'Profit Loss Report',
  'WinLoss Earned Report',
  'WinLoss Occupied Report',
];
/** The occupied report (the viewer's eaten portion) needs its own function. */
export const OCCUPIED_FUNCTIONS: readonly FunctionName[] = ['WinLoss Occupied Report'];

export interface RangeBody {
  fromDate: string;
  toDate: string;
  poolIds?: number[] | undefined;
  currency?: string | undefined;
}

export interface OpenedReport {
  viewer: Target;
  currency: ReportCurrency;
  /** The SPEC 8 flag of the range. */
  access: ReportAccess;
  poolIds: readonly number[] | null;
  lineFilter: (column: RawBuilder<unknown>) => RawBuilder<boolean>;
}

/**
 * Opens a report of the family: the caller's functions, report access and tree (openReport), the
 * range, the currency and the SPEC 8 flag. `userId`: the viewed account (default the caller's).
 */
export async function openWinLossReport(
  deps: AreaDeps,
  ctx: AuthContext,
  body: RangeBody,
  functions: readonly FunctionName[],
  userId: number | undefined,
): Promise<OpenedReport> {
  const viewer = await openReport(deps.db, ctx, { functions, userId });
  checkRange(body.fromDate, body.toDate);
  const [currency, access] = await Promise.all([
    reportCurrency(deps.db, body.currency),
    reportAccess(deps.db, body.fromDate, body.toDate),
  ]);
  return {
    viewer,
    currency,
    access,
    poolIds: body.poolIds && body.poolIds.length > 0 ? body.poolIds : null,
    lineFilter: (column) => rowLineFilter(ctx, viewer, column),
  };
}

/** The rollup query of a page of rows (`demo`: the demo accounts' rollups only). */
export function familyQuery(
  opened: OpenedReport,
  body: RangeBody & { StartCount: number; PageSize: number },
  demo: boolean,
): WinLossFamilyQuery {
  return {
    viewerId: opened.viewer.id,
    companyRows: companyRows(opened.viewer),
    currency: opened.currency,
    fromDate: body.fromDate,
    toDate: body.toDate,
    poolIds: opened.poolIds,
    lineFilter: opened.lineFilter,
    startCount: body.StartCount,
    pageSize: body.PageSize,
    demo,
  };
}

/** overallInfo's fields besides the totals. */
export function overallExtras(opened: OpenedReport) {
  return {
    viewerId: opened.viewer.id,
    currency: opened.currency.code,
    processing: opened.access.message !== null,
  };
}

/** The three sections of a grouped row or of the totals, in currency units. */
export function sectionFigures(r: SectionsFigures) {
  return {
    ticketCount: Number(r.ticket_count),
    turnover: centsToUnits(r.turnover),
    netAmount: centsToUnits(r.net_amount),
    commission: centsToUnits(r.commission),
    payout: centsToUnits(r.payout),
    winLoss: centsToUnits(r.win_loss),
    eat: centsToUnits(r.eat),
    ownNet: centsToUnits(r.own_net),
    ownPayout: centsToUnits(r.own_payout),
    ownWinLoss: centsToUnits(r.own_win_loss),
    out: centsToUnits(r.out_amount),
    uplineNet: centsToUnits(r.upline_net),
    uplinePayout: centsToUnits(r.upline_payout),
    uplineWinLoss: centsToUnits(r.upline_win_loss),
  };
}

/** A paged reply of the family: rows, count, totals and the SPEC 8 message. */
export interface FamilyPage<R, O> {
  rows: R[];
  totalCount: number;
  overallInfo: O;
  message: string | null;
}

/** The account of a grouped row. */
export const accountOf = (r: SectionsDbRow) => ({
  userId: Number(r.user_id),
  username: r.username,
  userRoleId: r.role_id,
});

/**
 * Opens a report of the family (`functions`; the viewed account is body.userId) and reads a page
 * of its grouped rows (`page`, each made a reply row by `row`) and the totals of every row
 * (`totals`, overallInfo: their `figures` and the extras) with one query.
 */
export async function familyPage<D extends SectionsDbRow, R, F>(
  deps: AreaDeps,
  ctx: AuthContext,
  body: RangeBody & { StartCount: number; PageSize: number; userId?: number | undefined },
  report: {
    functions: readonly FunctionName[];
    demo: boolean;
    page: (db: Db, q: WinLossFamilyQuery) => Promise<D[]>;
    totals: (db: Db, q: WinLossFamilyQuery) => Promise<SectionsFigures & { row_count: string }>;
    row: (r: D) => R;
    figures: (r: SectionsFigures) => F;
  },
): Promise<FamilyPage<R, F & ReturnType<typeof overallExtras> & { ownPosition: boolean }>> {
  const opened = await openWinLossReport(deps, ctx, body, report.functions, body.userId);
  const query = familyQuery(opened, body, report.demo);
  const [page, totals] = await Promise.all([report.page(deps.db, query), report.totals(deps.db, query)]);
  return {
    rows: page.map(report.row),
    totalCount: Number(totals.row_count),
    // A viewer outside every chain sees each company's own view: it has no position of its own.
    overallInfo: { ...report.figures(totals), ...overallExtras(opened), ownPosition: !query.companyRows },
    message: opened.access.message,
  };
}
