import { act, renderHook } from '@testing-library/react';
import { downloadBlob } from './downloadBlob';
import { fetchAllPages } from './fetchAllPages';
import type { DataTableColumn, TableQuery } from './types';
import { buildSheet, useTableExport } from './useTableExport';

jest.mock('./downloadBlob', () => ({ downloadBlob: jest.fn() }));
const saved = downloadBlob as jest.MockedFunction<typeof downloadBlob>;
beforeEach(() => saved.mockClear());

interface Row {
  id: number;
  name: string;
  amount: number;
}
const columns: DataTableColumn<Row>[] = [
  { id: 'id', header: 'ID', kind: 'number' },
  { id: 'name', header: 'NAME' },
  { id: 'amount', header: 'AMOUNT', kind: 'amount' },
  { id: 'actions', header: 'ACTIONS', exportable: false },
];
const rows: Row[] = [
  { id: 1, name: '代理', amount: 10.005 },
  { id: 2, name: '=cmd', amount: 3 },
];

describe('fetchAllPages', () => {
  it('pages through the fetch 500 at a time with the search and sort, reporting progress', async () => {
    const all = Array.from({ length: 1203 }, (_, i) => i);
    const fetchPage = jest.fn(async (q: TableQuery) => ({
      rows: all.slice(q.startCount, q.startCount + q.pageSize),
      totalCount: all.length,
    }));
    const progress: [number, number][] = [];
    const got = await fetchAllPages(
      fetchPage,
      { search: 's', sort: { id: 'id', desc: true }, totalCount: 1000 },
      (d, t) => progress.push([d, t]),
    );
    expect(got).toHaveLength(1203);
    expect(fetchPage.mock.calls.map(([q]) => q)).toEqual([
      { startCount: 0, pageSize: 500, search: 's', sort: { id: 'id', desc: true } },
      { startCount: 500, pageSize: 500, search: 's', sort: { id: 'id', desc: true } },
      { startCount: 1000, pageSize: 500, search: 's', sort: { id: 'id', desc: true } },
    ]);
    expect(progress).toEqual([
      [0, 1000],
      [500, 1203],
      [1000, 1203],
      [1203, 1203],
    ]);
  });

  it('fails when a page fails', async () => {
    const fetchPage = async () => ({ rows: [], totalCount: 0, success: false });
    await expect(
      fetchAllPages(fetchPage, { search: '', sort: undefined, totalCount: 9 }, () => undefined),
    ).rejects.toThrow();
  });
});

describe('useTableExport', () => {
  it('builds the sheet from the exportable columns with translated headers', () => {
    expect(buildSheet(columns, rows, (c) => `[${c.header}]`)).toEqual({
      headers: ['[ID]', '[NAME]', '[AMOUNT]'],
      rows: [
        [1, '代理', 10.01],
        [2, '=cmd', 3],
      ],
      kinds: ['number', 'text', 'amount'],
    });
  });

  it('shows progress while rows arrive, saves the CSV, and clears the progress', async () => {
    let finish: (r: Row[]) => void = () => undefined;
    const fetchAll = jest.fn(
      (onProgress: (done: number, total: number) => void) =>
        new Promise<Row[]>((resolve) => {
          onProgress(1, 2);
          finish = resolve;
        }),
    );
    const onError = jest.fn();
    const { result } = renderHook(() =>
      useTableExport({
        columns,
        fetchAll,
        headerOf: (c) => c.header,
        totalCount: 2,
        fileName: 'f',
        sheetName: 's',
        onError,
      }),
    );
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.runExport('csv');
    });
    expect(result.current.progress).toEqual({ done: 1, total: 2 });
    // A second click while it runs does nothing.
    act(() => void result.current.runExport('csv'));
    expect(fetchAll).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish(rows);
      await running;
    });
    expect(result.current.progress).toBeNull();
    expect(saved).toHaveBeenCalledTimes(1);
    expect(saved.mock.calls[0]?.[1]).toBe('f.csv');
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a failed export', async () => {
    const onError = jest.fn();
    const { result } = renderHook(() =>
      useTableExport<Row, unknown>({
        columns,
        fetchAll: () => Promise.reject(new Error('down')),
        headerOf: (c) => c.header,
        totalCount: 2,
        fileName: 'f',
        sheetName: 's',
        onError,
      }),
    );
    await act(() => result.current.runExport('excel'));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(saved).not.toHaveBeenCalled();
    expect(result.current.progress).toBeNull();
  });
});
