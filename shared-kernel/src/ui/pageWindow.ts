import { PAGE_WINDOW } from '../domain/constants';

/**
 * Paging math of the table screen (SPEC 2.8, 9). Private to ui/; domain/paging.ts (being written in
 * parallel) is the long-term home, and these should delegate to it once it exists.
 */
export function pageCountOf(totalCount: number, pageSize: number): number {
  if (totalCount <= 0 || pageSize <= 0) return 1;
  return Math.ceil(totalCount / pageSize);
}

/** Clamps a wanted page (1-based) into 1..pageCount; NaN goes to 1. */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount));
}

/** The numbered page buttons: a window of `size` pages around `page`, kept inside 1..pageCount. */
export function pageWindow(page: number, pageCount: number, size: number = PAGE_WINDOW): number[] {
  const count = Math.max(1, pageCount);
  const current = clampPage(page, count);
  const width = Math.min(size, count);
  let start = current - Math.floor((width - 1) / 2);
  start = Math.max(1, Math.min(start, count - width + 1));
  return Array.from({ length: width }, (_, i) => start + i);
}

/** Offset (API StartCount) of a 1-based page. */
export function startCountOf(page: number, pageSize: number): number {
  return (Math.max(1, page) - 1) * pageSize;
}
