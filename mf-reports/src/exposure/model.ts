/**
 * The pure rules of the exposure family (REPORTS.md "Exposure family", SPEC 2.6, SPEC 9): the map's
 * filter and its address, the code columns of a digit filter, the map detail's address (its SPEC
 * 2.6 query parameters), the run map's selection -> run items, the run's checks, its order key and
 * the threshold highlight, the company run map's link to the unposted detail. No React, no I/O.
 */
import type {
  DigitFilter,
  GetActiveMapReportBody,
  GetMapDetailReportBody,
  GetMapReportBody,
  GetRunMapReportAsCompanyBody,
  GetRunMapReportBody,
  MapDetailBetType,
  MapReportType,
  RunItem,
  RunMapRow,
  SaveRunMapTicketBody,
} from '@drawdesk/shared-kernel/contract';
import { DIGIT_FILTER_CODES, MAP_DETAIL_COLUMNS, RunMessages } from '@drawdesk/shared-kernel/contract/values';
import { ALL_FILTER, DIGIT_FILTERS, POOL_IDS, poolById } from '@drawdesk/shared-kernel/domain';
import { isBetCode } from '@drawdesk/shared-kernel/domain/betting';
import { PATHS } from '@drawdesk/shared-kernel/routes';
import { isDate, type ReportFilter } from '../frame/model';

// ---- The map's own filter ----

/** 'total': largest total first; 'number': ascending by number. */
export type MapSort = 'total' | 'number';
export const MAP_SORTS: readonly MapSort[] = ['total', 'number'];
export const REPORT_TYPES: readonly MapReportType[] = [1, 2, 3, 4];
/** Choices of "top N"; 0 = every number. */
export const TOP_CHOICES: readonly number[] = [50, 100, 200, 500, 0];
export const DEFAULT_TOP = 50;

/** What the map asks for besides the draw date (and the currency) of the frame's filter. */
export interface MapOptions {
  /** One pool, or ALL_FILTER (-1) for every pool summed. */
  poolId: number;
  digits: DigitFilter;
  reportType: MapReportType;
  sort: MapSort;
  /** The first N numbers of the sort order; 0 = every number. */
  top: number;
  /** Only numbers containing these digits ('' = every number). */
  number: string;
  /** Active map only: every draw not yet released instead of one draw date. */
  allDates: boolean;
}

/** The map's filter: the frame's (fromDate is the draw date) and the map's own options. */
export type MapFilter = ReportFilter & MapOptions;

export const DEFAULT_MAP_OPTIONS: MapOptions = {
  poolId: ALL_FILTER,
  digits: 'all',
  reportType: 1,
  sort: 'total',
  top: DEFAULT_TOP,
  number: '',
  allDates: false,
};

/**
 * Address parameters of the map's options. Not 'sort' (the table keeps its own sort there) and
 * not 'poolIds' (the frame's many pools): the map reads one pool or all.
 */
export const MAP_PARAMS = {
  poolId: 'poolId',
  digits: 'digits',
  reportType: 'type',
  sort: 'order',
  top: 'top',
  number: 'number',
  allDates: 'dates',
} as const;

/** A pool id 1-9 of the address, else undefined. */
export function poolIdOf(text: string | null | undefined): number | undefined {
  if (!text || !/^\d$/.test(text)) return undefined;
  const id = Number(text);
  return (POOL_IDS as readonly number[]).includes(id) ? id : undefined;
}

/** Digits only, at most 6 (a number search). */
export const cleanNumber = (text: string | null | undefined): string =>
  (text ?? '').replace(/\D/g, '').slice(0, 6);

const isDigitFilter = (text: string | null): text is DigitFilter =>
  text !== null && (DIGIT_FILTERS as readonly string[]).includes(text);

/** The map's options read from the address; a missing or malformed value takes the fallback's. */
export function readMapOptions(
  params: URLSearchParams,
  fallback: MapOptions = DEFAULT_MAP_OPTIONS,
): MapOptions {
  const digits = params.get(MAP_PARAMS.digits);
  const type = Number(params.get(MAP_PARAMS.reportType));
  const sort = params.get(MAP_PARAMS.sort);
  const topText = params.get(MAP_PARAMS.top);
  const top = topText === null ? Number.NaN : Number(topText);
  const dates = params.get(MAP_PARAMS.allDates);
  return {
    poolId: poolIdOf(params.get(MAP_PARAMS.poolId)) ?? fallback.poolId,
    digits: isDigitFilter(digits) ? digits : fallback.digits,
    reportType: (REPORT_TYPES as readonly number[]).includes(type)
      ? (type as MapReportType)
      : fallback.reportType,
    sort: sort === 'total' || sort === 'number' ? sort : fallback.sort,
    top: TOP_CHOICES.includes(top) ? top : fallback.top,
    number: params.has(MAP_PARAMS.number) ? cleanNumber(params.get(MAP_PARAMS.number)) : fallback.number,
    allDates: dates === 'all' ? true : dates === 'one' ? false : fallback.allDates,
  };
}

/**
 * The address with the map's options written in (other parameters kept). A value equal to the
 * screen's default is left out, so an untouched map adds nothing; `allDates` is written whenever
 * it differs from the default, both ways.
 */
export function writeMapOptions(
  params: URLSearchParams,
  options: MapOptions,
  defaults: MapOptions = DEFAULT_MAP_OPTIONS,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (name: string, value: string, fallback: string) =>
    value === fallback ? next.delete(name) : next.set(name, value);
  put(MAP_PARAMS.poolId, String(options.poolId), String(defaults.poolId));
  put(MAP_PARAMS.digits, options.digits, defaults.digits);
  put(MAP_PARAMS.reportType, String(options.reportType), String(defaults.reportType));
  put(MAP_PARAMS.sort, options.sort, defaults.sort);
  put(MAP_PARAMS.top, String(options.top), String(defaults.top));
  put(MAP_PARAMS.number, cleanNumber(options.number), cleanNumber(defaults.number));
  put(MAP_PARAMS.allDates, options.allDates ? 'all' : 'one', defaults.allDates ? 'all' : 'one');
  return next;
}

/** The map's options of a filter (the form's values hold both the frame's fields and these). */
export const mapOptionsOf = (f: MapOptions): MapOptions => ({
  poolId: f.poolId,
  digits: f.digits,
  reportType: f.reportType,
  sort: f.sort,
  top: f.top,
  number: cleanNumber(f.number),
  allDates: f.allDates,
});

/**
 * The body of GetActiveMapReport (GetMapReport's with the draw date always there): the draw date
 * (the active map over every draw not yet released leaves it out), one pool or none, and the
 * options; `top` always sent (0 = all).
 */
export function mapBody(
  filter: MapFilter,
  extra: { userId?: number; active?: boolean } = {},
): GetActiveMapReportBody {
  const number = cleanNumber(filter.number);
  const allDates = extra.active === true && filter.allDates;
  return {
    ...(allDates ? {} : { drawDate: filter.fromDate }),
    ...(filter.poolId > 0 ? { poolId: filter.poolId } : {}),
    digits: filter.digits,
    reportType: filter.reportType,
    sort: filter.sort,
    top: filter.top,
    ...(number ? { number } : {}),
    ...(extra.userId ? { userId: extra.userId } : {}),
    ...(filter.currency ? { currency: filter.currency } : {}),
  };
}

/** GetMapReport's body: always one draw date. */
export const oneDateBody = (body: GetActiveMapReportBody, drawDate: string): GetMapReportBody => ({
  ...body,
  drawDate: body.drawDate ?? drawDate,
});

/** The code columns of a digit filter (SPEC 2.6 and 9), in BET_CODES order. */
export const mapColumns = (digits: DigitFilter): readonly string[] => DIGIT_FILTER_CODES[digits];

/** A code's column header key: Big and Small are named, the others are the code itself. */
export const codeHeader = (code: string): string => (code === 'B' || code === 'S' ? `code.${code}` : code);

/** A pool's display name, or 'All pools' text for ALL_FILTER. */
export const poolLabel = (poolId: number, all: string): string =>
  poolId > 0 ? (poolById(poolId)?.displayName ?? String(poolId)) : all;

// ---- The map detail (SPEC 2.6) ----

/** The map detail's bet type of a map row's number: its digit count (2D 1, 3D 2, 4D 3, 5D 4, 6D 5). */
export function betTypeOf(number: string): MapDetailBetType | null {
  if (!/^\d{2,6}$/.test(number)) return null;
  return (number.length - 1) as MapDetailBetType;
}

/** The code columns of a map detail bet type (MAP_DETAIL_COLUMNS). */
export const detailColumns = (betType: MapDetailBetType): readonly string[] => MAP_DETAIL_COLUMNS[betType];

/** What a map row's detail needs: the viewer, its name, the number and the map's filter. */
export interface MapDetailTarget {
  agentId: number;
  agentName: string;
  betNumber: string;
  /** null: the active map over every date (every draw not yet released). */
  drawDate: string | null;
  /** One pool or ALL_FILTER. */
  poolId: number;
  reportType: MapReportType;
  currency?: string;
  /** From the active map: draws not yet released only. */
  active?: boolean;
}

/** The GetMapDetailReport body of a map row; null when its number has no bet type. */
export function mapDetailBody(target: MapDetailTarget): GetMapDetailReportBody | null {
  const betType = betTypeOf(target.betNumber);
  if (betType === null) return null;
  // Every date only from the active map (its lines over every draw not yet released).
  if (target.drawDate === null ? !target.active : !isDate(target.drawDate)) return null;
  return {
    agentId: target.agentId,
    agentName: target.agentName,
    betNumber: target.betNumber,
    ...(target.drawDate === null ? {} : { drawDate: target.drawDate }),
    poolId: target.poolId > 0 ? target.poolId : ALL_FILTER,
    betType,
    searchType: target.reportType,
    ...(target.active ? { active: true } : {}),
    ...(target.currency ? { currency: target.currency } : {}),
  };
}

/** SPEC 2.6's query parameters, in its order; the page shows nothing without every one. */
export const MAP_DETAIL_PARAMS = [
  'agentId',
  'agentName',
  'betNumber',
  'drawDate',
  'poolId',
  'betType',
  'searchType',
] as const;

/**
 * The address of /map-detail for a map row (opened in a new tab): SPEC 2.6's seven parameters,
 * then the report currency and the active flag when they apply.
 */
export function mapDetailHref(body: GetMapDetailReportBody): string {
  const params = new URLSearchParams({
    agentId: String(body.agentId),
    agentName: body.agentName ?? '',
    betNumber: body.betNumber,
    drawDate: body.drawDate ?? '',
    poolId: String(body.poolId ?? ALL_FILTER),
    betType: String(body.betType),
    searchType: String(body.searchType ?? 1),
  });
  if (body.currency) params.set('currency', body.currency);
  if (body.active) params.set('active', '1');
  return `${PATHS.mapDetail}?${params.toString()}`;
}

const CURRENCY = /^[A-Z]{3}$/;

/**
 * The GetMapDetailReport body of a /map-detail address; null when one of SPEC 2.6's parameters is
 * missing or malformed (the page then shows nothing and asks nothing).
 */
export function mapDetailQueryOf(params: URLSearchParams): GetMapDetailReportBody | null {
  if (MAP_DETAIL_PARAMS.some((name) => !params.get(name))) return null;
  const agentId = Number(params.get('agentId'));
  const agentName = params.get('agentName') ?? '';
  const betNumber = params.get('betNumber') ?? '';
  const drawDate = params.get('drawDate');
  const poolId = Number(params.get('poolId'));
  const betType = Number(params.get('betType'));
  const searchType = Number(params.get('searchType'));
  if (!Number.isSafeInteger(agentId) || agentId < 1 || agentName.length > 50) return null;
  if (!/^\d{2,6}$/.test(betNumber) || !isDate(drawDate)) return null;
  if (!(poolId === ALL_FILTER || (POOL_IDS as readonly number[]).includes(poolId))) return null;
  if (![1, 2, 3, 4, 5].includes(betType) || ![1, 2, 3, 4].includes(searchType)) return null;
  const currency = params.get('currency');
  return {
    agentId,
    agentName,
    betNumber,
    drawDate,
    poolId,
    betType,
    searchType,
    ...(params.get('active') === '1' ? { active: true } : {}),
    ...(currency && CURRENCY.test(currency) ? { currency } : {}),
  };
}

/** Detail lines sorted ascending by number (then draw date, pool, ticket no), as SPEC 2.6 shows them. */
export function sortDetailRows<
  R extends { number: string; drawDate: string; poolId: number; ticketNo: string },
>(rows: readonly R[]): R[] {
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...rows].sort(
    (a, b) =>
      a.number.length - b.number.length ||
      cmp(a.number, b.number) ||
      cmp(a.drawDate, b.drawDate) ||
      a.poolId - b.poolId ||
      cmp(a.ticketNo, b.ticketNo),
  );
}

// ---- The run map ----

/** The run map's own filter: one open draw (fromDate) and one pool, and what it shows. */
export interface RunOptions {
  poolId: number;
  digits: DigitFilter;
  number: string;
  /** Rows whose exposure reaches it are highlighted; undefined = none. */
  threshold: number | undefined;
}
export type RunFilter = ReportFilter & RunOptions;

export const DEFAULT_RUN_OPTIONS: RunOptions = { poolId: 1, digits: 'all', number: '', threshold: undefined };

export const RUN_PARAMS = {
  poolId: 'poolId',
  digits: 'digits',
  number: 'number',
  threshold: 'threshold',
} as const;

/** A non-negative amount with at most 2 decimals from text, else undefined. */
export function amountOf(text: string | number | null | undefined): number | undefined {
  if (typeof text === 'number')
    return Number.isFinite(text) && text >= 0 ? Math.round(text * 100) / 100 : undefined;
  const clean = (text ?? '').replace(/,/g, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return undefined;
  return Number(clean);
}

export function readRunOptions(
  params: URLSearchParams,
  fallback: RunOptions = DEFAULT_RUN_OPTIONS,
): RunOptions {
  const digits = params.get(RUN_PARAMS.digits);
  const threshold = params.get(RUN_PARAMS.threshold);
  return {
    poolId: poolIdOf(params.get(RUN_PARAMS.poolId)) ?? fallback.poolId,
    digits: isDigitFilter(digits) ? digits : fallback.digits,
    number: params.has(RUN_PARAMS.number) ? cleanNumber(params.get(RUN_PARAMS.number)) : fallback.number,
    threshold: threshold === null ? fallback.threshold : amountOf(threshold),
  };
}

export function writeRunOptions(params: URLSearchParams, options: RunOptions): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(RUN_PARAMS.poolId, String(options.poolId));
  const put = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  put(RUN_PARAMS.digits, options.digits === 'all' ? '' : options.digits);
  put(RUN_PARAMS.number, cleanNumber(options.number));
  put(RUN_PARAMS.threshold, options.threshold === undefined ? '' : String(options.threshold));
  return next;
}

/** The GetRunMapReport body of the run map's filter. */
export function runMapBody(filter: RunFilter, userId?: number): GetRunMapReportBody {
  const number = cleanNumber(filter.number);
  return {
    drawDate: filter.fromDate,
    poolId: filter.poolId,
    ...(filter.digits !== 'all' ? { digits: filter.digits } : {}),
    ...(number ? { number } : {}),
    ...(filter.threshold !== undefined ? { threshold: filter.threshold } : {}),
    ...(userId ? { userId } : {}),
    ...(filter.currency ? { currency: filter.currency } : {}),
  };
}

/** A run map row's id: its number, ibox or not, and its code. */
export const runRowId = (r: Pick<RunMapRow, 'number' | 'ibox' | 'code'>): string =>
  `${r.number}:${r.ibox ? 'i' : 's'}:${r.code}`;

/**
 * Whether a run map row is highlighted: what the viewer still carries on it (`exposure`) reaches the
 * chosen threshold (none chosen: no row), or the server flagged it so.
 */
export function overThreshold(
  row: Pick<RunMapRow, 'exposure' | 'over'>,
  threshold: number | undefined,
): boolean {
  if (threshold === undefined) return false;
  return row.over || row.exposure >= threshold;
}

export type EatType = 'gross' | 'net';

/**
 * The run items of the selected rows, each with the run amount: ibox rows as ibox runs; a row
 * whose code is no bet code, or a repeat of a row, is left out.
 */
export function runItems(
  rows: readonly Pick<RunMapRow, 'number' | 'ibox' | 'code'>[],
  amount: number | undefined,
  /** A row's own amount (by runRowId), typed in its amount column; the common amount otherwise. */
  own: ReadonlyMap<string, number> = new Map(),
): RunItem[] {
  const seen = new Set<string>();
  const items: RunItem[] = [];
  for (const row of rows) {
    const id = runRowId(row);
    if (seen.has(id) || !isBetCode(row.code) || !/^\d{2,6}$/.test(row.number)) continue;
    seen.add(id);
    const rowAmount = own.get(id) ?? amount;
    items.push({
      number: row.number,
      code: row.code,
      ...(row.ibox ? { ibox: true } : {}),
      ...(rowAmount !== undefined ? { amount: rowAmount } : {}),
    });
  }
  return items;
}

/**
 * The run and run map refusals the server sends (the kernel's RunMessages, in English as every
 * server message) as a message key of the exposure namespace with its values, so the screen shows
 * them in the user's language; null for any other message (shown as the server wrote it).
 */
export function runMessageKey(message: string): { key: string; values?: Record<string, string> } | null {
  for (const name of ['eatType', 'runAmount', 'noUpline', 'notAgent', 'notEater'] as const) {
    if (message === RunMessages[name]) return { key: `run.msg.${name}` };
  }
  const [before, after] = RunMessages.noRate('\u0000').split('\u0000') as [string, string];
  if (
    message.startsWith(before) &&
    message.endsWith(after) &&
    message.length > before.length + after.length
  ) {
    return {
      key: 'run.msg.noRate',
      values: { code: message.slice(before.length, message.length - after.length) },
    };
  }
  return null;
}

/** Why a run cannot be saved yet (a message key of the exposure namespace), or null. */
export function runProblem(input: {
  selected: number;
  eatType: EatType | '';
  amount: number | undefined;
  open: boolean;
  /** Every ticked row has an amount of its own (then no common amount is needed). */
  everyRowOwn?: boolean;
}): 'run.closed' | 'run.noRows' | 'run.eatType' | 'run.amount' | null {
  if (!input.open) return 'run.closed';
  if (input.selected === 0) return 'run.noRows';
  if (input.eatType === '') return 'run.eatType';
  if (!input.everyRowOwn && (input.amount === undefined || input.amount <= 0)) return 'run.amount';
  return null;
}

/** The rows' own amounts typed in the amount column: those above 0 (empty or 0: the common amount). */
export function ownAmounts(typed: Readonly<Record<string, string>>): Map<string, number> {
  const own = new Map<string, number>();
  for (const [id, text] of Object.entries(typed)) {
    const value = amountOf(text);
    if (value !== undefined && value > 0) own.set(id, value);
  }
  return own;
}

/** The SaveRunTicket body of a run (the order key added by `withOrderKey`). */
export function runBody(
  filter: Pick<RunFilter, 'fromDate' | 'poolId'>,
  eatType: EatType,
  items: RunItem[],
): Omit<SaveRunMapTicketBody, 'orderKey'> {
  return { drawDate: filter.fromDate, poolId: filter.poolId, eatType, items };
}

/** The submission a key was made for: its body as text, and the key. */
export interface PendingRun {
  bodyText: string;
  orderKey: string;
}

/**
 * The order key of a run submission: the pending key when this is a retry of the same body (the
 * server returns the first reply of a key, so a lost reply never places the run twice), a fresh
 * key for any other body.
 */
export function orderKeyFor(
  pending: PendingRun | null,
  body: Omit<SaveRunMapTicketBody, 'orderKey'>,
  freshKey: () => string,
): PendingRun {
  const bodyText = JSON.stringify(body);
  if (pending && pending.bodyText === bodyText) return pending;
  return { bodyText, orderKey: freshKey() };
}

// ---- The company's run map ----

export interface CompanyRunOptions {
  poolId: number;
  number: string;
  /** Super admin: one company (undefined: every company). */
  companyId: number | undefined;
}
export type CompanyRunFilter = ReportFilter & CompanyRunOptions;
export const DEFAULT_COMPANY_RUN_OPTIONS: CompanyRunOptions = { poolId: 1, number: '', companyId: undefined };
export const COMPANY_PARAMS = { poolId: 'poolId', number: 'number', companyId: 'company' } as const;

export function readCompanyRunOptions(params: URLSearchParams): CompanyRunOptions {
  const company = Number(params.get(COMPANY_PARAMS.companyId));
  return {
    poolId: poolIdOf(params.get(COMPANY_PARAMS.poolId)) ?? DEFAULT_COMPANY_RUN_OPTIONS.poolId,
    number: cleanNumber(params.get(COMPANY_PARAMS.number)),
    companyId: Number.isSafeInteger(company) && company > 0 ? company : undefined,
  };
}

export function writeCompanyRunOptions(params: URLSearchParams, options: CompanyRunOptions): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(COMPANY_PARAMS.poolId, String(options.poolId));
  const put = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  put(COMPANY_PARAMS.number, cleanNumber(options.number));
  put(COMPANY_PARAMS.companyId, options.companyId ? String(options.companyId) : '');
  return next;
}

export function companyRunBody(filter: CompanyRunFilter): GetRunMapReportAsCompanyBody {
  const number = cleanNumber(filter.number);
  return {
    drawDate: filter.fromDate,
    poolId: filter.poolId,
    ...(number ? { number } : {}),
    ...(filter.companyId ? { userId: filter.companyId } : {}),
    ...(filter.currency ? { currency: filter.currency } : {}),
  };
}

/** The unposted detail (mf-posting) of a draw: /posting/UnpostDetail?drawDate=..&poolId=.. */
export const unpostDetailHref = (drawDate: string, poolId: number): string =>
  `${PATHS.unpostDetail}?${new URLSearchParams({ drawDate, poolId: String(poolId) }).toString()}`;
