import { clampPageIndex, startCount, totalPages } from '../../domain/paging';

// The table keeps 1-based page numbers; domain/paging works with 0-based indexes.

/** Number of pages, at least 1 (an empty result still shows page 1). */
export const pageCountOf = (total: number, size: number): number => Math.max(1, totalPages(total, size));

/** A page number inside 1..count. */
export const clampPage = (page: number, count: number): number => clampPageIndex(page - 1, count) + 1;

/** StartCount (offset) of a page number. */
export const startCountOf = (page: number, size: number): number => startCount(page - 1, size);
