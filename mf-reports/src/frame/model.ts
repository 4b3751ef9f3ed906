/** The pure rules every report shares: its filter, the call's filter fields, the range check, drill-down. */
import type { ReactNode } from 'react';
import { businessDate, Role } from '@drawdesk/shared-kernel/domain';

export interface ReportFilter {
  fromDate: string;
  toDate: string;
  /** Empty = all pools. */
  poolIds: number[];
  /** Report currency; absent = the server's base currency. */
  currency?: string;
}

/** The filter fields every report call takes (besides paging and the viewed account). */
export interface ReportFilterBody {
  fromDate: string;
  toDate: string;
  poolIds?: number[];
  currency?: string;
}

/** A drill-down report's query: the filter fields and, once drilled in, the viewed account. */
export type DrillQuery = ReportFilterBody & { userId?: number };

/** Today's business date (Kuala Lumpur) as both ends of the range, all pools. */
export const defaultFilter = (now: Date = new Date()): ReportFilter => {
  const today = businessDate(now);
  return { fromDate: today, toDate: today, poolIds: [] };
};

/** The call's filter fields: poolIds only when some pools are chosen, currency when one is. */
export function filterBody(f: ReportFilter): ReportFilterBody {
  return {
    fromDate: f.fromDate,
    toDate: f.toDate,
    ...(f.poolIds.length > 0 ? { poolIds: [...f.poolIds].sort((a, b) => a - b) } : {}),
    ...(f.currency ? { currency: f.currency } : {}),
  };
}

/** The message key of a missing or reversed date range, or null when the range is fine. */
export const rangeError = (f: ReportFilter): string | null =>
  !f.fromDate || !f.toDate || f.fromDate > f.toDate ? 'msg.badRange' : null;

/** Rows of agents and companies have downlines to drill into; players and houses do not. */
export const isDrillable = (roleId: number | undefined): boolean =>
  roleId === undefined || roleId === Role.Company || roleId === Role.Multilevel;

/** A footer cell with the overall total of one field. */
export const totalOf =
  <O>(field: keyof O) =>
  (ctx: { overallInfo: O | undefined }): ReactNode => {
    const v = ctx.overallInfo?.[field];
    return typeof v === 'number' ? v : null;
  };
