/**
 * The pure rules of the posting screens (SPEC 2.5, DOMAIN 13, docs/posting-rules.md "Screens"): the
 * filters kept in the address, the bodies of the calls, the lines a post or a manual distribution
 * sends, the progress of a distribution over several draws, what an invoice row offers. No React,
 * no I/O.
 */
import { addDays, businessDate, parseYmd, POOL_IDS, poolById } from '@drawdesk/shared-kernel/domain';
import {
  BET_CODE_INFO,
  codeFitsLength,
  isBetCode,
  type BetCode,
} from '@drawdesk/shared-kernel/domain/betting';
import { toAmount } from '@drawdesk/shared-kernel/forms';
import { PATHS } from '@drawdesk/shared-kernel/routes';

// ---- Dates, pools, company ----

/** A strict, real calendar date 'YYYY-MM-DD'. */
export const isDate = (text: string | null | undefined): text is string =>
  typeof text === 'string' && parseYmd(text) !== null;

/** A pool id of the pool list. */
export const isPoolId = (id: number): boolean => (POOL_IDS as readonly number[]).includes(id);

/** A pool's display name ('Magnum'), or its id when unknown. */
export const poolName = (poolId: number): string => poolById(poolId)?.displayName ?? String(poolId);

/** The longest range the summaries take, in calendar days counted inclusively (the server's limit). */
export const MAX_RANGE_DAYS = 366;

/** Calendar days from..to counted inclusively (1 for one day); 0 when either is not a date. */
export function rangeDays(fromDate: string, toDate: string): number {
  if (!isDate(fromDate) || !isDate(toDate)) return 0;
  return (
    Math.round((Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** The message key ('msg.*') of a missing, reversed or too long range; null when it is fine. */
export function rangeError(f: { fromDate: string; toDate: string }): string | null {
  if (!isDate(f.fromDate) || !isDate(f.toDate)) return 'msg.noDate';
  if (f.fromDate > f.toDate) return 'msg.badRange';
  if (rangeDays(f.fromDate, f.toDate) > MAX_RANGE_DAYS) return 'msg.rangeTooLong';
  return null;
}

/** A positive integer id from the address, else undefined. */
export function readId(text: string | null): number | undefined {
  if (text === null || !/^[1-9]\d{0,14}$/.test(text)) return undefined;
  return Number(text);
}

// ---- The summaries' filter (Unpost, Distribution) ----

/** The filter of a summary: a range of draw dates, pools (empty: all), the super admin's company. */
export interface RangeFilter {
  fromDate: string;
  toDate: string;
  /** Empty = every pool. */
  poolIds: number[];
  /** The super admin's pick; undefined = every company (a company user never sends it). */
  companyId?: number;
}

/**
 * The default range: from today back a week to two days ahead (business dates of Kuala Lumpur), so
 * the open draws and the last week's are on screen at once.
 */
export function defaultRange(now: Date = new Date()): RangeFilter {
  const today = businessDate(now);
  return { fromDate: addDays(today, -7), toDate: addDays(today, 2), poolIds: [] };
}

/** The address's names of the filter fields. */
export const PARAMS = {
  fromDate: 'fromDate',
  toDate: 'toDate',
  poolIds: 'poolIds',
  companyId: 'companyId',
  drawDate: 'drawDate',
  poolId: 'poolId',
  agentId: 'agentId',
  status: 'status',
  invoiceId: 'invoiceId',
} as const;

/** Pools from '1,3' (unknown or repeated ids dropped, sorted; every pool = none). */
export function readPools(text: string | null): number[] {
  if (!text) return [];
  const ids = [...new Set(text.split(',').map(Number))].filter(isPoolId).sort((a, b) => a - b);
  return ids.length === POOL_IDS.length ? [] : ids;
}

/** The summary filter in the address; a value missing or malformed takes the default's. */
export function readRange(params: URLSearchParams, fallback: RangeFilter = defaultRange()): RangeFilter {
  const from = params.get(PARAMS.fromDate);
  const to = params.get(PARAMS.toDate);
  const companyId = readId(params.get(PARAMS.companyId));
  return {
    fromDate: isDate(from) ? from : fallback.fromDate,
    toDate: isDate(to) ? to : fallback.toDate,
    poolIds: params.has(PARAMS.poolIds) ? readPools(params.get(PARAMS.poolIds)) : fallback.poolIds,
    ...(companyId ? { companyId } : {}),
  };
}

/** Writes a summary filter into the address (other parameters kept, the table's page reset). */
export function writeRange(prev: URLSearchParams, f: RangeFilter): URLSearchParams {
  const next = new URLSearchParams(prev);
  next.set(PARAMS.fromDate, f.fromDate);
  next.set(PARAMS.toDate, f.toDate);
  const pools = readPools(f.poolIds.join(','));
  if (pools.length > 0) next.set(PARAMS.poolIds, pools.join(','));
  else next.delete(PARAMS.poolIds);
  if (f.companyId) next.set(PARAMS.companyId, String(f.companyId));
  else next.delete(PARAMS.companyId);
  next.delete('page');
  return next;
}

/** The summary calls' body: poolIds only when some are chosen, companyId only when picked. */
export function rangeBody(f: RangeFilter): {
  fromDate: string;
  toDate: string;
  poolIds?: number[];
  companyId?: number;
} {
  const pools = readPools(f.poolIds.join(','));
  return {
    fromDate: f.fromDate,
    toDate: f.toDate,
    ...(pools.length > 0 ? { poolIds: pools } : {}),
    ...(f.companyId ? { companyId: f.companyId } : {}),
  };
}

// ---- One draw (the detail pages) ----

/** One draw of one pool (the detail pages' address), and the super admin's company. */
export interface DrawRef {
  drawDate: string;
  poolId: number;
  companyId?: number;
}

/** The draw of a detail page's address; null when the date or the pool is missing or wrong. */
export function readDraw(params: URLSearchParams): DrawRef | null {
  const drawDate = params.get(PARAMS.drawDate);
  const poolId = readId(params.get(PARAMS.poolId));
  if (!isDate(drawDate) || poolId === undefined || !isPoolId(poolId)) return null;
  const companyId = readId(params.get(PARAMS.companyId));
  return { drawDate, poolId, ...(companyId ? { companyId } : {}) };
}

/** The address of a page about one draw: `/posting/UnpostDetail?drawDate=..&poolId=..[&companyId=..]`. */
export function drawHref(path: string, draw: DrawRef): string {
  const q = new URLSearchParams({ drawDate: draw.drawDate, poolId: String(draw.poolId) });
  if (draw.companyId) q.set(PARAMS.companyId, String(draw.companyId));
  return `${path}?${q.toString()}`;
}

/** A summary row's draw with the company its filter picked (none: the caller's own, or every company). */
export const rowDraw = (
  row: { drawDate: string; poolId: number },
  companyId: number | undefined,
): DrawRef => ({
  drawDate: row.drawDate,
  poolId: row.poolId,
  ...(companyId ? { companyId } : {}),
});

/** The call body of one draw (companyId only when picked). */
export const drawBody = (d: DrawRef) => ({
  drawDate: d.drawDate,
  poolId: d.poolId,
  ...(d.companyId ? { companyId: d.companyId } : {}),
});

// ---- Posting ----

/**
 * A number as the posting screens show it: an ibox line (laid off as ibox, kept under its sorted
 * digits) with the express ibox prefix, `**1234`; a straight number as it is.
 */
export const postingNumberText = (r: { number: string; ibox?: boolean }): string =>
  r.ibox ? `**${r.number}` : r.number;

/** A row's key in the posting tables: number, code and ibox (a straight and an ibox line may share digits). */
export const postingRowId = (r: { number: string; code: string; ibox?: boolean }): string =>
  `${postingNumberText(r)}:${r.code}`;

/** A line of the unposted detail (the fields the post needs). */
export interface UnpostLine {
  number: string;
  code: string;
  ibox: boolean;
  unposted: number;
}

/** Cents of an amount in currency units (2 decimals), for exact sums. */
const cents = (units: number): number => Math.round(units * 100);

/** A line a post sends: a number, its bet code and whether it is the ibox line of those digits. */
export interface PostLine {
  number: string;
  code: BetCode;
  ibox: boolean;
}

/** The lines a post of these rows sends: those with something unposted (and a known code), once each. */
export function postItems(rows: readonly UnpostLine[]): PostLine[] {
  const seen = new Set<string>();
  const items: PostLine[] = [];
  for (const r of rows) {
    const key = postingRowId(r);
    if (cents(r.unposted) <= 0 || seen.has(key) || !isBetCode(r.code)) continue;
    seen.add(key);
    items.push({ number: r.number, code: r.code, ibox: r.ibox });
  }
  return items;
}

/** What a post of these rows would post (the sum of their unposted amounts, exact to the cent). */
export function unpostedTotal(rows: readonly UnpostLine[]): number {
  const seen = new Set<string>();
  let sum = 0;
  for (const r of rows) {
    const key = postingRowId(r);
    if (cents(r.unposted) <= 0 || seen.has(key)) continue;
    seen.add(key);
    sum += cents(r.unposted);
  }
  return sum / 100;
}

// ---- Distribution over several draws ----

/** One draw's distribution on the screen. */
export type RowRun =
  | { state: 'waiting' }
  | { state: 'running' }
  | { state: 'done'; invoices: number; undistributed: number }
  | { state: 'failed'; message: string };

/** The key of a draw in a run: 'YYYY-MM-DD:poolId'. */
export const runKey = (drawDate: string, poolId: number): string => `${drawDate}:${poolId}`;

/** A run over these draws: every one waiting, in the order given (duplicates once). */
export function startRun(keys: readonly string[]): Map<string, RowRun> {
  return new Map([...new Set(keys)].map((k) => [k, { state: 'waiting' } as RowRun]));
}

/** The run with one draw's state changed (a new Map: React sees the change). */
export function withRun(run: ReadonlyMap<string, RowRun>, key: string, state: RowRun): Map<string, RowRun> {
  const next = new Map(run);
  next.set(key, state);
  return next;
}

/** How far a run is: draws finished (done or failed), draws in it, those that failed. */
export function runProgress(run: ReadonlyMap<string, RowRun>): {
  done: number;
  total: number;
  failed: number;
} {
  let done = 0;
  let failed = 0;
  for (const r of run.values()) {
    if (r.state === 'done' || r.state === 'failed') done += 1;
    if (r.state === 'failed') failed += 1;
  }
  return { done, total: run.size, failed };
}

/** True while some draw of the run is waiting or running. */
export const runActive = (run: ReadonlyMap<string, RowRun>): boolean =>
  [...run.values()].some((r) => r.state === 'waiting' || r.state === 'running');

/** A draw worth distributing: something posted is not yet distributed. */
export const hasUndistributed = (row: { undistributed: number }): boolean => cents(row.undistributed) > 0;

// ---- Invoices ----

/** The statuses GetRemoteInvoiceList gives (API.md) and the filter offers. */
export const INVOICE_STATUSES = ['placed', 'voided', 'settled', 'paid', 'failed'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const isInvoiceStatus = (s: string | null): s is InvoiceStatus =>
  s !== null && (INVOICE_STATUSES as readonly string[]).includes(s);

/** The invoice list's filter (in the address). */
export interface InvoiceFilter {
  fromDate: string;
  toDate: string;
  agentId?: number;
  status?: InvoiceStatus;
  companyId?: number;
}

export function readInvoiceFilter(
  params: URLSearchParams,
  fallback: RangeFilter = defaultRange(),
): InvoiceFilter {
  const range = readRange(params, fallback);
  const agentId = readId(params.get(PARAMS.agentId));
  const status = params.get(PARAMS.status);
  return {
    fromDate: range.fromDate,
    toDate: range.toDate,
    ...(agentId ? { agentId } : {}),
    ...(isInvoiceStatus(status) ? { status } : {}),
    ...(range.companyId ? { companyId: range.companyId } : {}),
  };
}

export function writeInvoiceFilter(prev: URLSearchParams, f: InvoiceFilter): URLSearchParams {
  const next = writeRange(prev, {
    fromDate: f.fromDate,
    toDate: f.toDate,
    poolIds: [],
    companyId: f.companyId,
  });
  if (f.agentId) next.set(PARAMS.agentId, String(f.agentId));
  else next.delete(PARAMS.agentId);
  if (f.status) next.set(PARAMS.status, f.status);
  else next.delete(PARAMS.status);
  return next;
}

/** GetRemoteInvoiceList's body: the optional fields only when chosen. */
export const invoiceBody = (f: InvoiceFilter) => ({
  fromDate: f.fromDate,
  toDate: f.toDate,
  ...(f.agentId ? { agentId: f.agentId } : {}),
  ...(f.status ? { status: f.status } : {}),
  ...(f.companyId ? { companyId: f.companyId } : {}),
});

/** An invoice's look in the list: a tint per status (failed and voided rows are the table's danger rows). */
export type StatusTone = 'neutral' | 'info' | 'success' | 'danger' | 'muted';
export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'placed':
      return 'info';
    case 'settled':
      return 'neutral';
    case 'paid':
      return 'success';
    case 'failed':
      return 'danger';
    case 'voided':
      return 'muted';
    default:
      return 'neutral';
  }
}

/** Only a settled invoice (its payout known, not yet paid) can be paid, once. */
export const canPay = (row: { status: string }): boolean => row.status === 'settled';

/** An invoice has a payout page once its draw is settled. */
export const hasPayout = (row: { status: string; payout: number | null }): boolean =>
  (row.status === 'settled' || row.status === 'paid') && row.payout !== null;

/** The invoice pages of mf-reports: `/invoice-detail?invoiceId=..`, `/invoice-payout-detail?invoiceId=..`. */
export const invoiceHref = (invoiceId: number, payout = false): string =>
  `${payout ? PATHS.invoicePayoutDetail : PATHS.invoiceDetail}?invoiceId=${invoiceId}`;

// ---- The agent eat detail's filter ----

export interface EatFilter {
  drawDate: string;
  /** 0 = every pool. */
  poolId: number;
  agentId?: number;
  companyId?: number;
}

export function readEatFilter(params: URLSearchParams, now: Date = new Date()): EatFilter {
  const drawDate = params.get(PARAMS.drawDate);
  const poolId = readId(params.get(PARAMS.poolId));
  const agentId = readId(params.get(PARAMS.agentId));
  const companyId = readId(params.get(PARAMS.companyId));
  return {
    drawDate: isDate(drawDate) ? drawDate : businessDate(now),
    poolId: poolId !== undefined && isPoolId(poolId) ? poolId : 0,
    ...(agentId ? { agentId } : {}),
    ...(companyId ? { companyId } : {}),
  };
}

export function writeEatFilter(prev: URLSearchParams, f: EatFilter): URLSearchParams {
  const next = new URLSearchParams(prev);
  next.set(PARAMS.drawDate, f.drawDate);
  if (f.poolId) next.set(PARAMS.poolId, String(f.poolId));
  else next.delete(PARAMS.poolId);
  if (f.agentId) next.set(PARAMS.agentId, String(f.agentId));
  else next.delete(PARAMS.agentId);
  if (f.companyId) next.set(PARAMS.companyId, String(f.companyId));
  else next.delete(PARAMS.companyId);
  next.delete('page');
  return next;
}

export const eatBody = (f: EatFilter) => ({
  drawDate: f.drawDate,
  ...(f.poolId ? { poolId: f.poolId } : {}),
  ...(f.agentId ? { agentId: f.agentId } : {}),
  ...(f.companyId ? { companyId: f.companyId } : {}),
});

// ---- Manual distribution ----

/** A line of the manual form as typed. */
export interface ManualLine {
  number: string;
  code: string;
  amount: string;
}

export const emptyManualLine = (): ManualLine => ({ number: '', code: 'B', amount: '' });

/** The manual form's message keys ('manual.*' or common's) per line field, for lines that are wrong. */
export function manualLineError(line: ManualLine): Partial<Record<keyof ManualLine, string>> {
  const errors: Partial<Record<keyof ManualLine, string>> = {};
  const number = line.number.trim();
  const amount = toAmount(line.amount);
  const blank = number === '' && line.amount.trim() === '';
  if (blank) return errors;
  const ibox = readManualNumber(number);
  if (ibox === null) errors.number = 'DIGIT_ONLY';
  else if (
    !isBetCode(line.code) ||
    (ibox.ibox
      ? BET_CODE_INFO[line.code].digits > ibox.digits.length || line.code === '5D' || line.code === '6D'
      : !codeFitsLength(line.code, ibox.digits.length))
  )
    errors.code = 'INVALID_FORMAT';
  if (amount === undefined || amount <= 0) errors.amount = 'MIN_ERROR';
  return errors;
}

/**
 * A manual line's number: 2-6 digits (straight), or `**` and 3 or 4 digits (an ibox line, DOMAIN 6:
 * one stake covers every permutation, its code on at most as many digits). Null when neither.
 */
export function readManualNumber(text: string): { digits: string; ibox: boolean } | null {
  if (/^\d{2,6}$/.test(text)) return { digits: text, ibox: false };
  const m = /^\*\*(\d{3,4})$/.exec(text);
  return m ? { digits: m[1] as string, ibox: true } : null;
}

/** A line a manual distribution sends: a number, its bet code, ibox and the amount in currency units. */
export interface AmountLine {
  number: string;
  code: BetCode;
  ibox: boolean;
  amount: number;
}

/** The items a manual distribution sends: the filled lines, amounts in currency units; blank lines left out. */
export function manualItems(lines: readonly ManualLine[]): AmountLine[] {
  const items: AmountLine[] = [];
  for (const line of lines) {
    if (line.number.trim() === '' && line.amount.trim() === '') continue;
    if (Object.keys(manualLineError(line)).length > 0 || !isBetCode(line.code)) continue;
    const read = readManualNumber(line.number.trim());
    if (read === null) continue;
    items.push({
      number: read.digits,
      code: line.code,
      ibox: read.ibox,
      amount: toAmount(line.amount) as number,
    });
  }
  return items;
}

/** What a preview was made of: a send is allowed only while the form still says the same. */
export interface ManualRequest {
  drawDate: string;
  poolId: number;
  agentId: number;
  mode: 'items' | 'betString';
  items: AmountLine[];
  betString: string;
}

/** Compares two manual requests (a preview and the form now). */
export const sameRequest = (a: ManualRequest | null, b: ManualRequest | null): boolean =>
  a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);

/** DoManualDistribute's body of a request (items or the typed bet string, never both). */
export function manualBody(r: ManualRequest, companyId?: number) {
  return {
    drawDate: r.drawDate,
    poolId: r.poolId,
    agentId: r.agentId,
    ...(r.mode === 'items' ? { items: r.items } : { betString: r.betString.trim() }),
    ...(companyId ? { companyId } : {}),
  };
}

/** The manual form's values. */
export interface ManualValues {
  drawDate: string;
  poolId: number;
  /** 0 = none chosen yet. */
  agentId: number;
  /** The super admin's company (0 = none picked). */
  companyId: number;
  mode: 'items' | 'betString';
  items: ManualLine[];
  betString: string;
}

/** The manual form's errors, formik's shape (message keys of 'common', or 'manual.*' of this feature). */
export function manualErrors(v: ManualValues): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  if (!isDate(v.drawDate)) errors.drawDate = 'REQUIRED_FIELD';
  if (!isPoolId(v.poolId)) errors.poolId = 'REQUIRED_FIELD';
  if (!v.agentId) errors.agentId = 'REQUIRED_FIELD';
  if (v.mode === 'betString') {
    if (v.betString.trim() === '') errors.betString = 'REQUIRED_FIELD';
  } else {
    const lineErrors = v.items.map(manualLineError);
    if (lineErrors.some((e) => Object.keys(e).length > 0))
      errors.items = lineErrors.map((e) => (Object.keys(e).length > 0 ? e : undefined));
    else if (manualItems(v.items).length === 0) errors.items = 'manual.noLines';
  }
  return errors;
}

/** The request the form says now (null while it is not valid). */
export function manualRequest(v: ManualValues): ManualRequest | null {
  if (Object.keys(manualErrors(v)).length > 0) return null;
  return {
    drawDate: v.drawDate,
    poolId: v.poolId,
    agentId: v.agentId,
    mode: v.mode,
    items: v.mode === 'items' ? manualItems(v.items) : [],
    betString: v.mode === 'betString' ? v.betString.trim() : '',
  };
}
