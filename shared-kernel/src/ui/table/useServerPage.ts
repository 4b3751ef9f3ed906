import { useCallback, useEffect, useRef, useState } from 'react';
import { pageCountOf, startCountOf } from './pageNumbers';
import type { TableQueryState } from './queryParams';
import type { FetchPage } from './types';

export interface ServerPage<T, O> {
  rows: T[];
  totalCount: number;
  overallInfo: O | undefined;
  status: 'loading' | 'ready' | 'error';
}

export interface ServerPageOptions<T, O> {
  /** Undefined: client paging, nothing is fetched. */
  fetchPage: FetchPage<T, O> | undefined;
  query: TableQueryState;
  /** The screen's filters as text: a change refetches even when the query stays the same. */
  filterKey: string;
  /** Called when the result shrank below the current page, with the last page that exists. */
  onPageOutOfRange: (lastPage: number) => void;
  /** Refetch the current page this often, without the loading state; 0/undefined = off. */
  autoRefreshMs?: number;
}

export interface ServerPageControls<T, O> {
  data: ServerPage<T, O>;
  /** Refetch the current page; silent: keep the rows on screen and skip it while a call is out. */
  refresh: (silent: boolean) => void;
}

/**
 * Server paging: fetches the page of the current query through the caller's fetch function.
 * A newer request aborts the older one (its AbortSignal) and an older reply is dropped, so it can
 * never overwrite a newer page.
 */
export function useServerPage<T, O>(options: ServerPageOptions<T, O>): ServerPageControls<T, O> {
  const { fetchPage, query, filterKey, autoRefreshMs } = options;
  const serverMode = typeof fetchPage === 'function';
  const [data, setData] = useState<ServerPage<T, O>>({
    rows: [],
    totalCount: 0,
    overallInfo: undefined,
    status: serverMode ? 'loading' : 'ready',
  });
  const [reloadTick, setReloadTick] = useState(0);
  const fetchPageRef = useRef(fetchPage);
  fetchPageRef.current = fetchPage;
  const onOutOfRange = useRef(options.onPageOutOfRange);
  onOutOfRange.current = options.onPageOutOfRange;
  const inFlight = useRef<AbortController | null>(null);
  const silentNext = useRef(false);
  const { page, pageSize, search } = query;
  // The sort by value: an equal sort in a new object is the same request.
  const sortId = query.sort?.id;
  const sortDesc = query.sort?.desc ?? false;

  useEffect(() => {
    const fetcher = fetchPageRef.current;
    if (!fetcher) return;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    const silent = silentNext.current;
    silentNext.current = false;
    if (!silent) setData((d) => ({ ...d, status: 'loading' }));
    const current = () => inFlight.current === controller && !controller.signal.aborted;
    const sort = sortId === undefined ? undefined : { id: sortId, desc: sortDesc };
    const request = { startCount: startCountOf(page, pageSize), pageSize, search, sort };
    fetcher(request, { signal: controller.signal }).then(
      (answer) => {
        if (!current()) return;
        inFlight.current = null;
        if (answer.success === false) {
          setData((d) => (silent ? d : { ...d, rows: [], status: 'error' }));
          return;
        }
        const totalCount = Math.max(0, answer.totalCount || 0);
        const lastPage = pageCountOf(totalCount, pageSize);
        if (page > lastPage) onOutOfRange.current(lastPage);
        setData({
          rows: answer.rows ?? [],
          totalCount,
          overallInfo: answer.overallInfo ?? undefined,
          status: 'ready',
        });
      },
      () => {
        if (!current()) return;
        inFlight.current = null;
        setData((d) => ({ ...d, rows: silent ? d.rows : [], status: silent ? d.status : 'error' }));
      },
    );
  }, [page, pageSize, search, sortId, sortDesc, filterKey, reloadTick]);

  // Leaving the screen aborts the call still out.
  useEffect(() => () => inFlight.current?.abort(), []);

  const refresh = useCallback((silent: boolean) => {
    if (silent && inFlight.current) return;
    silentNext.current = silent;
    setReloadTick((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!serverMode || !autoRefreshMs || autoRefreshMs <= 0) return undefined;
    const timer = setInterval(() => refresh(true), autoRefreshMs);
    return () => clearInterval(timer);
  }, [serverMode, autoRefreshMs, refresh]);

  return { data, refresh };
}
