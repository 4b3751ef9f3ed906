import { useCallback, useEffect, useRef, useState } from 'react';
import { queryText, readQuery, writeQuery, type QueryDefaults, type TableQueryState } from './queryParams';
import type { TableSort } from './types';

/** The address's search parameters and their setter (react-router's useSearchParams fits). */
export type UrlParams = readonly [
  URLSearchParams,
  (next: (prev: URLSearchParams) => URLSearchParams, options?: { replace?: boolean }) => void,
];

export interface TableQueryOptions extends QueryDefaults {
  /** Omitted: the state lives in the table only. */
  urlParams?: UrlParams;
  urlKey?: string;
}

export interface TableQueryControls {
  query: TableQueryState;
  setPage: (page: number) => void;
  /** A new page size, search or sort starts again at page 1. */
  setPageSize: (pageSize: number) => void;
  setSearch: (search: string) => void;
  setSort: (sort: TableSort | undefined) => void;
}

const equal = (a: TableQueryState, b: TableQueryState) =>
  a.page === b.page &&
  a.pageSize === b.pageSize &&
  a.search === b.search &&
  a.sort?.id === b.sort?.id &&
  Boolean(a.sort?.desc) === Boolean(b.sort?.desc);

/**
 * Page, page size, search and sort of a table, kept in the address when there is one: read from
 * it on mount, written to it (replacing the history entry, so Back still leaves the screen) on
 * every change, and taken over again when the address changes from outside (a link, Back).
 */
export function useTableQuery(options: TableQueryOptions): TableQueryControls {
  const { urlParams, urlKey } = options;
  const defaults: QueryDefaults = options;
  const [query, setQuery] = useState<TableQueryState>(() =>
    urlParams
      ? readQuery(urlParams[0], urlKey, defaults)
      : { page: 1, pageSize: defaults.pageSize, search: '', sort: defaults.sort },
  );
  const defaultsRef = useRef(defaults);
  defaultsRef.current = defaults;

  // Address -> state, when this table's parameters changed and the change is not our own write.
  const params = urlParams?.[0];
  const text = params ? queryText(params, urlKey) : '';
  const seenText = useRef(text);
  // Our own writes not yet seen back (two quick changes can be written before the first arrives).
  const ownWrites = useRef<string[]>([]);
  useEffect(() => {
    if (!params || text === seenText.current) return;
    seenText.current = text;
    const own = ownWrites.current.indexOf(text);
    if (own >= 0) {
      ownWrites.current.splice(0, own + 1);
      return;
    }
    const fromUrl = readQuery(params, urlKey, defaultsRef.current);
    setQuery((current) => (equal(current, fromUrl) ? current : fromUrl));
  }, [params, text, urlKey]);

  // State -> address.
  const setParams = urlParams?.[1];
  useEffect(() => {
    if (!params || !setParams) return;
    const next = writeQuery(params, urlKey, query, defaultsRef.current);
    const nextText = queryText(next, urlKey);
    if (nextText === queryText(params, urlKey)) return;
    ownWrites.current.push(nextText);
    setParams((prev) => writeQuery(prev, urlKey, query, defaultsRef.current), { replace: true });
    // Only a change of the state writes; a change of the address is read by the effect above.
  }, [query]);

  const setPage = useCallback((page: number) => setQuery((q) => (q.page === page ? q : { ...q, page })), []);
  const setPageSize = useCallback((pageSize: number) => setQuery((q) => ({ ...q, pageSize, page: 1 })), []);
  const setSearch = useCallback(
    (search: string) => setQuery((q) => (q.search === search ? q : { ...q, search, page: 1 })),
    [],
  );
  const setSort = useCallback(
    (sort: TableSort | undefined) => setQuery((q) => ({ ...q, sort, page: 1 })),
    [],
  );
  return { query, setPage, setPageSize, setSearch, setSort };
}
