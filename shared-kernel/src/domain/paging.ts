/**
 * Table paging math (SPEC 2.8, 7, 9). Page indexes are zero-based; page numbers shown to the
 * user are index + 1.
 */
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_WINDOW } from './constants';

const wholeOrZero = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** Number of pages for `totalCount` rows; 0 when there are no rows. */
export function totalPages(totalCount: number, pageSize: number): number {
  const size = wholeOrZero(pageSize);
  if (size === 0) return 0;
  return Math.ceil(wholeOrZero(totalCount) / size);
}

/** StartCount of the paged call (SPEC 7): pageIndex * pageSize. */
export function startCount(pageIndex: number, pageSize: number): number {
  return wholeOrZero(pageIndex) * wholeOrZero(pageSize);
}

/** A page index inside 0..pageCount-1 (0 when there are no pages). */
export function clampPageIndex(pageIndex: number, pageCount: number): number {
  const last = wholeOrZero(pageCount) - 1;
  if (last < 0 || Number.isNaN(pageIndex)) return 0;
  return Math.min(Math.max(Math.floor(pageIndex), 0), last);
}

/**
 * The page indexes of the numbered buttons: a window of `size` (7) pages centred on the current
 * page, shifted to stay inside 0..pageCount-1. E.g. 20 pages, current index 0 -> 0..6, index 10
 * -> 7..13, index 19 -> 13..19.
 */
export function pageWindow(pageIndex: number, pageCount: number, size: number = PAGE_WINDOW): number[] {
  const count = wholeOrZero(pageCount);
  const width = Math.min(wholeOrZero(size), count);
  if (width === 0) return [];
  const current = clampPageIndex(pageIndex, count);
  let first = current - Math.floor((width - 1) / 2);
  first = Math.max(0, Math.min(first, count - width));
  return Array.from({ length: width }, (_, i) => first + i);
}

/**
 * Go-to-page input (1-based, as typed) to a zero-based page index, clamped into range.
 * null when the input is not a number (the field then keeps the current page).
 */
export function goToPageIndex(input: string | number, pageCount: number): number | null {
  const n = typeof input === 'number' ? input : input.trim() === '' ? Number.NaN : Number(input.trim());
  if (!Number.isFinite(n)) return null;
  return clampPageIndex(Math.floor(n) - 1, pageCount);
}

/** 1-based row range shown on a page ('Showing 11 to 20 of 57'); from = to = 0 when empty. */
export function pageRowRange(
  pageIndex: number,
  pageSize: number,
  totalCount: number,
): { from: number; to: number } {
  const total = wholeOrZero(totalCount);
  const start = startCount(pageIndex, pageSize);
  if (total === 0 || start >= total) return { from: 0, to: 0 };
  return { from: start + 1, to: Math.min(start + wholeOrZero(pageSize), total) };
}

export interface PagerState {
  pageIndex: number;
  pageCount: number;
  canPrevious: boolean;
  canNext: boolean;
  window: number[];
}
/** Everything the pager buttons need (first / previous / numbers / next / last). */
export function pagerState(pageIndex: number, pageSize: number, totalCount: number): PagerState {
  const pageCount = totalPages(totalCount, pageSize);
  const current = clampPageIndex(pageIndex, pageCount);
  return {
    pageIndex: current,
    pageCount,
    canPrevious: current > 0,
    canNext: current < pageCount - 1,
    window: pageWindow(current, pageCount),
  };
}

/** A page size the server accepts (1..500); anything else falls back to the default 10. */
export function normalisePageSize(size: number): number {
  return Number.isInteger(size) && size >= 1 && size <= MAX_PAGE_SIZE ? size : DEFAULT_PAGE_SIZE;
}
