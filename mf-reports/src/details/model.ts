/**
 * The pure rules of the report detail pages (REPORTS.md "Detail pages"): their address (every
 * filter in the query string, so a page opens in its own tab or reloads as it was) and how the
 * report screens link to them.
 */
import { PATHS } from '@drawdesk/shared-kernel/routes';
import { filterBody, isDate, parsePoolIds, type ReportFilter } from '../frame/model';

const CURRENCY = /^[A-Z]{3}$/;

/** A positive integer id from the address, else undefined. */
function idOf(text: string | null): number | undefined {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** The filter fields of a detail call as the report had them. */
export interface DetailFilter {
  fromDate: string;
  toDate: string;
  poolIds?: number[];
  currency?: string;
}

/** The filter of a detail page's address; null when a date is missing or malformed. */
export function detailFilterOf(params: URLSearchParams): DetailFilter | null {
  const fromDate = params.get('fromDate');
  const toDate = params.get('toDate');
  if (!isDate(fromDate) || !isDate(toDate)) return null;
  const currency = params.get('currency');
  return filterBody({
    fromDate,
    toDate,
    poolIds: parsePoolIds(params.get('poolIds')),
    ...(currency && CURRENCY.test(currency) ? { currency } : {}),
  });
}

/** /winloss-detail: the lines behind one win/loss row (D as V sees it). */
export interface WinLossDetailQuery extends DetailFilter {
  userId: number;
  viewerId?: number;
}

/** /self-winloss-detail: V's own eaten lines. */
export interface SelfWinLossDetailQuery extends DetailFilter {
  viewerId?: number;
}

/** /jackpot-detail: one draw date and pool, over V's tree. */
export interface JackpotDetailQuery {
  drawDate: string;
  poolId: number;
  userId?: number;
  currency?: string;
}

/** The win/loss detail of the address; null without a row account or a valid range. */
export function winLossDetailQueryOf(params: URLSearchParams): WinLossDetailQuery | null {
  const filter = detailFilterOf(params);
  const userId = idOf(params.get('userId'));
  const viewerId = idOf(params.get('viewerId'));
  if (!filter || userId === undefined) return null;
  return { ...filter, userId, ...(viewerId ? { viewerId } : {}) };
}

/** The self win/loss detail of the address; null without a valid range. */
export function selfWinLossDetailQueryOf(params: URLSearchParams): SelfWinLossDetailQuery | null {
  const filter = detailFilterOf(params);
  const viewerId = idOf(params.get('viewerId'));
  return filter ? { ...filter, ...(viewerId ? { viewerId } : {}) } : null;
}

/** The jackpot detail of the address; null without a draw date or a pool 1-9. */
export function jackpotDetailQueryOf(params: URLSearchParams): JackpotDetailQuery | null {
  const drawDate = params.get('drawDate');
  const poolId = idOf(params.get('poolId'));
  if (!isDate(drawDate) || poolId === undefined || poolId > 9) return null;
  const userId = idOf(params.get('userId'));
  const currency = params.get('currency');
  return {
    drawDate,
    poolId,
    ...(userId ? { userId } : {}),
    ...(currency && CURRENCY.test(currency) ? { currency } : {}),
  };
}

/** The filter as query parameters (pools and currency only when chosen). */
function filterParams(filter: ReportFilter): URLSearchParams {
  const body = filterBody(filter);
  const params = new URLSearchParams({ fromDate: body.fromDate, toDate: body.toDate });
  if (body.poolIds) params.set('poolIds', body.poolIds.join(','));
  if (body.currency) params.set('currency', body.currency);
  return params;
}

/**
 * The address of the win/loss detail of row account `userId` as viewer `viewerId` sees it (absent:
 * the caller), with the report's filter; `username` is shown in the page's heading.
 */
export function winLossDetailHref(
  row: { userId: number; username?: string },
  filter: ReportFilter,
  viewerId: number | undefined,
): string {
  const params = new URLSearchParams({ userId: String(row.userId) });
  if (row.username) params.set('username', row.username);
  if (viewerId) params.set('viewerId', String(viewerId));
  for (const [k, v] of filterParams(filter)) params.set(k, v);
  return `${PATHS.winLossDetail}?${params.toString()}`;
}

/** The address of viewer `viewerId`'s own eaten lines with the report's filter. */
export function selfWinLossDetailHref(filter: ReportFilter, viewerId: number | undefined): string {
  const params = new URLSearchParams();
  if (viewerId) params.set('viewerId', String(viewerId));
  for (const [k, v] of filterParams(filter)) params.set(k, v);
  return `${PATHS.selfWinLossDetail}?${params.toString()}`;
}

/** The address of the jackpot detail of a draw date and pool (over `userId`'s tree, else the caller's). */
export function jackpotDetailHref(q: JackpotDetailQuery): string {
  const params = new URLSearchParams({ drawDate: q.drawDate, poolId: String(q.poolId) });
  if (q.userId) params.set('userId', String(q.userId));
  if (q.currency) params.set('currency', q.currency);
  return `${PATHS.jackpotDetail}?${params.toString()}`;
}
