import { MAX_PAGE_SIZE } from '../../domain/constants';
import type { FetchPage, MatchingQuery } from './types';

/**
 * Every matching row through the page fetch, in pages of the server's maximum (500), reporting
 * progress after each; the total is re-read from every answer. A failed page fails the whole.
 */
export async function fetchAllPages<T, O>(
  fetchPage: FetchPage<T, O>,
  query: MatchingQuery,
  onProgress: (done: number, total: number) => void,
): Promise<T[]> {
  const { search, sort } = query;
  const all: T[] = [];
  let total = query.totalCount;
  onProgress(0, total);
  for (let start = 0; start === 0 || start < total; start += MAX_PAGE_SIZE) {
    const answer = await fetchPage({ startCount: start, pageSize: MAX_PAGE_SIZE, search, sort });
    if (answer.success === false) throw new Error('export page failed');
    total = answer.totalCount;
    all.push(...answer.rows);
    onProgress(all.length, total);
    if (answer.rows.length === 0) break;
  }
  return all;
}
