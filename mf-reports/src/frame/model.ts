/**
 * The pure rules every report shares (REPORTS.md "The frame every report shares"): its filter, the
 * call's filter fields, the range check, the quick picks, the filter and drill-down trail kept in
 * the address, the filter lines a print or an export shows, drill-down.
 */
import type { ReactNode } from 'react';
import {
  addDays,
  BUSINESS_UTC_OFFSET_MINUTES,
  businessDate,
  DRAW_WEEKDAYS,
  formatDate,
  parseYmd,
  poolById,
  POOL_IDS,
  Role,
  weekday,
} from '@drawdesk/shared-kernel/domain';
import { formatDrillTrail, parseDrillTrail, type DrillStep } from '@drawdesk/shared-kernel/ui';

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

/** The longest range a report takes, in calendar days counted inclusively (the server's limit). */
export const MAX_RANGE_DAYS = 366;

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

/** A strict, real calendar date 'YYYY-MM-DD'. */
export const isDate = (text: string | null | undefined): text is string =>
  typeof text === 'string' && parseYmd(text) !== null;

/** Calendar days from..to counted inclusively (1 for a single day); 0 when either is not a date. */
export function rangeDays(fromDate: string, toDate: string): number {
  if (!isDate(fromDate) || !isDate(toDate)) return 0;
  return (
    Math.round((Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/**
 * The message key of a missing, reversed or too long date range (more than 366 days), or null when
 * the range is fine.
 */
export function rangeError(f: Pick<ReportFilter, 'fromDate' | 'toDate'>): string | null {
  if (!isDate(f.fromDate) || !isDate(f.toDate)) return 'msg.noDate';
  if (f.fromDate > f.toDate) return 'msg.badRange';
  if (rangeDays(f.fromDate, f.toDate) > MAX_RANGE_DAYS) return 'msg.rangeTooLong';
  return null;
}

// ---- Quick picks ----

export type QuickPick = 'lastDraw' | 'thisWeek' | 'lastWeek' | 'thisMonth' | 'lastMonth';
export const QUICK_PICKS: readonly QuickPick[] = [
  'lastDraw',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
];

/** Business hour from which today's draw counts as drawn (the ordinary pools' cutoff, 19:00). */
export const DRAWN_FROM_HOUR = 19;

/**
 * The date of the last draw at `now`: the latest Wednesday, Saturday or Sunday (the ordinary draw
 * days) whose draw has closed; today counts from 19:00 business time, before that the draw day
 * before it (docs/report-frame.md "Dates and quick picks").
 */
export function lastDrawDate(now: Date): string {
  const today = businessDate(now);
  const businessHour = new Date(now.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 60_000).getUTCHours();
  let date = businessHour >= DRAWN_FROM_HOUR ? today : addDays(today, -1);
  while (!DRAW_WEEKDAYS.includes(weekday(date))) date = addDays(date, -1);
  return date;
}

/** The Monday of the week (Monday to Sunday) holding `date`. */
const mondayOf = (date: string): string => addDays(date, -((weekday(date) + 6) % 7));

/** First and last day of the month holding `date`. */
function monthOf(date: string): { fromDate: string; toDate: string } {
  const first = `${date.slice(0, 7)}-01`;
  const nextFirst = addDays(first, 32).slice(0, 7);
  return { fromDate: first, toDate: addDays(`${nextFirst}-01`, -1) };
}

/**
 * The range of a quick pick at `now` in business dates (Asia/Kuala_Lumpur): the last draw's day;
 * this or last week, Monday to Sunday; this or last calendar month.
 */
export function quickRange(pick: QuickPick, now: Date): { fromDate: string; toDate: string } {
  const today = businessDate(now);
  switch (pick) {
    case 'lastDraw': {
      const date = lastDrawDate(now);
      return { fromDate: date, toDate: date };
    }
    case 'thisWeek': {
      const monday = mondayOf(today);
      return { fromDate: monday, toDate: addDays(monday, 6) };
    }
    case 'lastWeek': {
      const monday = addDays(mondayOf(today), -7);
      return { fromDate: monday, toDate: addDays(monday, 6) };
    }
    case 'thisMonth':
      return monthOf(today);
    case 'lastMonth':
      return monthOf(addDays(monthOf(today).fromDate, -1));
  }
}

/** The quick pick whose range the filter's dates are at `now`, if any (its button shows pressed). */
export function quickPickOf(f: Pick<ReportFilter, 'fromDate' | 'toDate'>, now: Date): QuickPick | null {
  return (
    QUICK_PICKS.find((pick) => {
      const r = quickRange(pick, now);
      return r.fromDate === f.fromDate && r.toDate === f.toDate;
    }) ?? null
  );
}

// ---- Pools ----

/**
 * Chosen pool ids, sorted and without repeats; choosing every pool is the same as choosing none
 * (all pools), so it is kept as none.
 */
export function normalizePools(ids: readonly number[]): number[] {
  const chosen = POOL_IDS.filter((id) => ids.includes(id));
  return chosen.length === POOL_IDS.length ? [] : [...chosen];
}

/** The pools as their receipt letters ('M, T'); empty for all pools. */
export const poolLetterList = (ids: readonly number[]): string =>
  ids.map((id) => poolById(id)?.receiptLetter ?? String(id)).join(', ');

// ---- The filter and trail in the address ----

/** Address parameters of a report's filter and drill-down trail. */
export const PARAMS = {
  fromDate: 'fromDate',
  toDate: 'toDate',
  poolIds: 'poolIds',
  currency: 'currency',
  trail: 'trail',
} as const;

/** Pool ids of the address ('1,3'): unknown or repeated ids are left out. */
export function parsePoolIds(text: string | null | undefined): number[] {
  if (!text) return [];
  return normalizePools(text.split(',').map((part) => Number(part.trim())));
}

const CURRENCY = /^[A-Z]{3}$/;

/** What a report's address holds: its applied filter and the drill-down trail. */
export interface ReportAddress {
  filter: ReportFilter;
  trail: DrillStep[];
}

/**
 * The applied filter and trail read from the address; a missing or malformed value takes the
 * fallback's (a screen's starting filter: today, all pools, InitReport's currency).
 */
export function readReportQuery(params: URLSearchParams, fallback: ReportFilter): ReportAddress {
  const from = params.get(PARAMS.fromDate);
  const to = params.get(PARAMS.toDate);
  const currency = params.get(PARAMS.currency);
  const pools = params.get(PARAMS.poolIds);
  const chosenCurrency = currency && CURRENCY.test(currency) ? currency : fallback.currency;
  return {
    filter: {
      fromDate: isDate(from) ? from : fallback.fromDate,
      toDate: isDate(to) ? to : fallback.toDate,
      poolIds: pools === null ? [...fallback.poolIds] : parsePoolIds(pools),
      ...(chosenCurrency ? { currency: chosenCurrency } : {}),
    },
    trail: parseDrillTrail(params.get(PARAMS.trail)),
  };
}

/**
 * The address with a report's filter and trail written in (other parameters kept): both dates
 * always, pools and currency when chosen, the trail when drilled in.
 */
export function writeReportQuery(
  params: URLSearchParams,
  filter: ReportFilter,
  trail: readonly DrillStep[],
): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  put(PARAMS.fromDate, filter.fromDate);
  put(PARAMS.toDate, filter.toDate);
  put(PARAMS.poolIds, normalizePools(filter.poolIds).join(','));
  put(PARAMS.currency, filter.currency ?? '');
  put(PARAMS.trail, formatDrillTrail(trail));
  return next;
}

/** The address with only the trail changed (other parameters kept). */
export function withTrail(params: URLSearchParams, trail: readonly DrillStep[]): URLSearchParams {
  const next = new URLSearchParams(params);
  if (trail.length > 0) next.set(PARAMS.trail, formatDrillTrail(trail));
  else next.delete(PARAMS.trail);
  return next;
}

// ---- What a print or an export says about the filter ----

/** Translated labels of the filter lines. */
export interface FilterLabels {
  from: string;
  /** The one date of a single-date report (`singleDate`). */
  drawDate?: string;
  to: string;
  pools: string;
  allPools: string;
  currency: string;
  account: string;
}

/**
 * The applied filter as lines (label, value) for the print header and the export preamble: dates,
 * pools (their letters, or all), currency when known, and the viewed account (the trail from
 * `root`, the caller's own level, when drilled in). A single-date report shows its one date.
 */
export function filterLines(
  filter: ReportFilter,
  labels: FilterLabels,
  options: { trail?: readonly DrillStep[]; root?: string; pools?: boolean; singleDate?: boolean } = {},
): [string, string][] {
  const lines: [string, string][] = options.singleDate
    ? [[labels.drawDate ?? labels.from, formatDate(filter.fromDate)]]
    : [
        [labels.from, formatDate(filter.fromDate)],
        [labels.to, formatDate(filter.toDate)],
      ];
  if (options.pools !== false)
    lines.push([labels.pools, filter.poolIds.length ? poolLetterList(filter.poolIds) : labels.allPools]);
  if (filter.currency) lines.push([labels.currency, filter.currency]);
  const trail = options.trail ?? [];
  if (trail.length > 0 || options.root)
    lines.push([
      labels.account,
      [...(options.root ? [options.root] : []), ...trail.map((s) => s.username)].join(' › '),
    ]);
  return lines;
}

// ---- Drill-down and totals ----

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
