import { act, renderHook } from '@testing-library/react';
import type { TableQueryState } from './queryParams';
import type { FetchPageOptions, TablePage, TableQuery } from './types';
import { useServerPage, type ServerPageOptions } from './useServerPage';

interface Pending {
  query: TableQuery;
  signal: AbortSignal | undefined;
  resolve: (page: TablePage<string>) => void;
}

function deferredFetch() {
  const calls: Pending[] = [];
  const fetchPage = jest.fn(
    (query: TableQuery, options?: FetchPageOptions) =>
      new Promise<TablePage<string>>((resolve) => calls.push({ query, signal: options?.signal, resolve })),
  );
  return { calls, fetchPage };
}

const query = (page: number, extra: Partial<TableQueryState> = {}): TableQueryState => ({
  page,
  pageSize: 10,
  search: '',
  sort: undefined,
  ...extra,
});

describe('useServerPage', () => {
  it('fetches the page of the query with the search and sort', async () => {
    const { calls, fetchPage } = deferredFetch();
    const { result } = renderHook(() =>
      useServerPage({
        fetchPage,
        query: query(3, { search: 'ab', sort: { id: 'id', desc: true } }),
        filterKey: '',
        onPageOutOfRange: jest.fn(),
      }),
    );
    expect(result.current.data.status).toBe('loading');
    expect(calls[0]?.query).toEqual({
      startCount: 20,
      pageSize: 10,
      search: 'ab',
      sort: { id: 'id', desc: true },
    });
    await act(async () => calls[0]?.resolve({ rows: ['a', 'b'], totalCount: 22, overallInfo: { net: 1 } }));
    expect(result.current.data).toEqual({
      rows: ['a', 'b'],
      totalCount: 22,
      overallInfo: { net: 1 },
      status: 'ready',
    });
  });

  it('aborts the older request and ignores its late reply', async () => {
    const { calls, fetchPage } = deferredFetch();
    const { result, rerender } = renderHook(
      (props: ServerPageOptions<string, unknown>) => useServerPage(props),
      {
        initialProps: { fetchPage, query: query(1), filterKey: '', onPageOutOfRange: jest.fn() },
      },
    );
    rerender({ fetchPage, query: query(2), filterKey: '', onPageOutOfRange: jest.fn() });
    expect(calls).toHaveLength(2);
    expect(calls[0]?.signal?.aborted).toBe(true);
    expect(calls[1]?.signal?.aborted).toBe(false);
    await act(async () => calls[1]?.resolve({ rows: ['page 2'], totalCount: 30 }));
    await act(async () => calls[0]?.resolve({ rows: ['page 1'], totalCount: 30 }));
    expect(result.current.data.rows).toEqual(['page 2']);
    expect(result.current.data.status).toBe('ready');
  });

  it('refetches when the filters change and reports a page past the end', async () => {
    const { calls, fetchPage } = deferredFetch();
    const onPageOutOfRange = jest.fn();
    const { rerender } = renderHook((props: ServerPageOptions<string, unknown>) => useServerPage(props), {
      initialProps: { fetchPage, query: query(5), filterKey: 'a', onPageOutOfRange },
    });
    rerender({ fetchPage, query: query(5), filterKey: 'b', onPageOutOfRange });
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]?.resolve({ rows: [], totalCount: 25 }));
    expect(onPageOutOfRange).toHaveBeenCalledWith(3);
  });

  it('a failed call shows the error state; refresh fetches again', async () => {
    const { calls, fetchPage } = deferredFetch();
    const { result } = renderHook(() =>
      useServerPage({ fetchPage, query: query(1), filterKey: '', onPageOutOfRange: jest.fn() }),
    );
    await act(async () => calls[0]?.resolve({ rows: [], totalCount: 0, success: false }));
    expect(result.current.data.status).toBe('error');
    act(() => result.current.refresh(false));
    expect(calls).toHaveLength(2);
    expect(result.current.data.status).toBe('loading');
    await act(async () => calls[1]?.resolve({ rows: ['x'], totalCount: 1 }));
    expect(result.current.data).toMatchObject({ rows: ['x'], status: 'ready' });
  });

  it('fetches nothing in client mode', () => {
    const { result } = renderHook(() =>
      useServerPage<string, unknown>({
        fetchPage: undefined,
        query: query(1),
        filterKey: '',
        onPageOutOfRange: jest.fn(),
        autoRefreshMs: 1000,
      }),
    );
    expect(result.current.data.status).toBe('ready');
  });
});
