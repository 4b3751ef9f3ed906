import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type Updater,
  type VisibilityState,
} from '@tanstack/react-table';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_SIZE_OPTIONS, PAGE_WINDOW } from '../../domain/constants';
import { Button } from '../Button';
import { AmountText } from '../AmountText';
import * as S from './DataTableStyles';
import { downloadCsv, downloadExcel, type ExportCell, type ExportSheet } from './exportRows';
import { formatAmount } from '../../domain/format';
import { clampPageIndex, goToPageIndex, pageWindow, startCount, totalPages } from '../../domain/paging';
import { showDialog } from '../showDialog';
import { translateKey } from '../translateKey';

// ---------------------------------------------------------------------------------------------
// Public types
// ---------------------------------------------------------------------------------------------

export type ColumnKind = 'text' | 'number' | 'amount' | 'signedAmount';

export interface TableSort {
  /** Column id. */
  id: string;
  desc: boolean;
}

/** What a server-paged table asks for (API.md paging: StartCount is the offset). */
export interface TableQuery {
  startCount: number;
  pageSize: number;
  search: string;
  sort: TableSort | undefined;
}

/** A page answer; the kernel api's PageResult fits as is. */
export interface TablePage<T, O = unknown> {
  rows: T[];
  totalCount: number;
  overallInfo?: O | null;
  /** false: the call failed (the api client already told the user); the table offers a retry. */
  success?: boolean;
}

export type FetchPage<T, O = unknown> = (query: TableQuery) => Promise<TablePage<T, O>>;

/** Everything that defines "all matching rows" (for export and bulk actions). */
export interface MatchingQuery {
  search: string;
  sort: TableSort | undefined;
  /** totalCount of the latest page answer (a hint; the kernel api may re-read it). */
  totalCount: number;
}

/** Fetches every matching row (the kernel api: StartCount 0, PageSize totalCount, in chunks). */
export type FetchAll<T> = (
  query: MatchingQuery,
  onProgress: (done: number, total: number) => void,
) => Promise<T[]>;

export interface FooterContext<T, O> {
  /** Rows of the current page. */
  pageRows: readonly T[];
  /** Client mode: every matching row; server mode: the page rows. */
  matchingRows: readonly T[];
  overallInfo: O | undefined;
  totalCount: number;
}

export interface DataTableColumn<T, O = unknown> {
  id: string;
  /** i18n key (looked up in `namespaces`) or text. Used on screen and as the export header. */
  header: string;
  /** The cell's value (display, client search/sort, export). Default: `row[id]`. */
  value?: (row: T) => unknown;
  /** Custom cell content; the value is still what search, sort and export use. */
  cell?: (row: T, rowIndex: number) => ReactNode;
  /** 'amount': 2 decimals with thousand separators, right-aligned; 'signedAmount' also green/red. */
  kind?: ColumnKind;
  sortable?: boolean;
  align?: 'left' | 'center' | 'right';
  width?: string;
  /** Not shown (and not exported). */
  hidden?: boolean;
  /** Default true. */
  exportable?: boolean;
  exportValue?: (row: T) => ExportCell;
  /** Footer cell (totals); a number is formatted like the column, a string is translated like the header. */
  footer?: ReactNode | ((ctx: FooterContext<T, O>) => ReactNode);
}

export interface OverallItem {
  /** i18n key or text. */
  label: string;
  value: number | null | undefined;
}

export interface TableSelection<T> {
  /** True when the user chose "select all N matching rows" (across pages). */
  allMatching: boolean;
  /** Rows ticked one by one (allMatching: the rows of the page on screen). */
  rows: T[];
  ids: string[];
  /** Number of rows the action applies to (allMatching: totalCount). */
  count: number;
  /** The filter that defines "all matching" for a server-side bulk action. */
  query: MatchingQuery;
}

export interface DataTableHandle {
  /** Refetch the current page (server mode). */
  refresh: () => void;
  clearSelection: () => void;
  /** Every matching row (fetchAll, or fetchPage in chunks of 500, or the filtered client rows). */
  fetchAllMatching: () => Promise<unknown[]>;
}

export interface DataTableProps<T, O = unknown> {
  columns: readonly DataTableColumn<T, O>[];
  /** Server paging. Give this or `rows`. */
  fetchPage?: FetchPage<T, O>;
  /** Client paging: all rows in memory; search, sort and paging happen here. */
  rows?: readonly T[];
  /** Client mode: overall info for the strip and footers. */
  overallInfo?: O;
  /**
   * Server mode: the screen's filters. When this value changes (compared as JSON) the table goes to
   * page 1 and refetches. fetchPage itself may change identity freely.
   */
  queryKey?: unknown;
  /** Stable row id (selection and highlight); default the row's index in the result. */
  getRowId?: (row: T, index: number) => string;
  /** i18n namespaces for headers and overall labels, first match wins; default ['common', 'ui']. */
  namespaces?: readonly string[];
  /** Accessible name of the table (already translated). */
  caption?: string;
  searchable?: boolean;
  initialPageSize?: number;
  initialSort?: TableSort;
  exportCsv?: boolean;
  exportExcel?: boolean;
  /** File name without extension; default 'export'. */
  exportFileName?: string;
  /** Server mode: all matching rows for export and "select all". Default: fetchPage in chunks of 500. */
  fetchAll?: FetchAll<T>;
  /** Items of the overall-info strip (green when >= 0, red when < 0). */
  overall?: (overallInfo: O | undefined) => OverallItem[];
  onRowClick?: (row: T, index: number) => void;
  /** Controlled highlighted row id; uncontrolled the last clicked row is highlighted. */
  highlightedRowId?: string | null;
  /** 'danger': pink background, red text (cancelled or error tickets). */
  rowTint?: (row: T) => 'danger' | undefined;
  /** Checkbox per row plus page/all-matching selection. */
  selectable?: boolean;
  onSelectionChange?: (selection: TableSelection<T>) => void;
  /** Server mode: refetch the current page this often (result screen: 10 000). 0/undefined = off. */
  autoRefreshMs?: number;
  /** Extra toolbar content (bulk-action buttons...). */
  toolbar?: ReactNode;
  /** CSS max-height of the scrolling body (the header sticks); default '70vh'. */
  maxHeight?: string;
  ref?: Ref<DataTableHandle>;
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

function valueOf<T, O>(column: DataTableColumn<T, O>, row: T): unknown {
  if (column.value) return column.value(row);
  if (row !== null && typeof row === 'object') return (row as Record<string, unknown>)[column.id];
  return undefined;
}

function isAmount(kind: ColumnKind | undefined): boolean {
  return kind === 'amount' || kind === 'signedAmount';
}

function displayText<T, O>(column: DataTableColumn<T, O>, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (isAmount(column.kind)) return formatAmount(value as number | string);
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

function exportCellOf<T, O>(column: DataTableColumn<T, O>, row: T): ExportCell {
  if (column.exportValue) return column.exportValue(row);
  const value = valueOf(column, row);
  if (value === null || value === undefined) return null;
  if (isAmount(column.kind) || column.kind === 'number') {
    const n = typeof value === 'number' ? value : Number(value);
    if (Number.isFinite(n)) return isAmount(column.kind) ? Math.round(n * 100) / 100 : n;
  }
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return -1;
  if (b === null || b === undefined || b === '') return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

const SEARCH_DEBOUNCE_MS = 300;

// The table keeps 1-based page numbers; domain/paging works with 0-based indexes.
const pageCountOf = (total: number, size: number) => Math.max(1, totalPages(total, size));
const clampPage = (page: number, count: number) => clampPageIndex(page - 1, count) + 1;
const startCountOf = (page: number, size: number) => startCount(page - 1, size);

interface DataState<T, O> {
  rows: T[];
  totalCount: number;
  overallInfo: O | undefined;
  status: 'loading' | 'ready' | 'error';
}

// ---------------------------------------------------------------------------------------------
// Component
// ---------------------------------------------------------------------------------------------

/**
 * The table screen of SPEC 2.8, used by every list: search, page size, numbered pages (window of 7)
 * with first / previous / next / last and go-to, sort, export of every matching row to CSV and
 * Excel, overall-info strip, totals footer, clickable / highlighted / tinted rows, selection and
 * auto refresh. Server paging with `fetchPage`, or client paging with `rows`.
 */
export function DataTable<T, O = unknown>(props: DataTableProps<T, O>) {
  const {
    columns,
    fetchPage,
    rows: clientRows,
    queryKey,
    getRowId,
    namespaces = ['common', 'ui'],
    caption,
    searchable = true,
    initialPageSize = DEFAULT_PAGE_SIZE,
    initialSort,
    exportCsv = false,
    exportExcel = false,
    exportFileName = 'export',
    fetchAll,
    overall,
    onRowClick,
    highlightedRowId,
    rowTint,
    selectable = false,
    onSelectionChange,
    autoRefreshMs,
    toolbar,
    maxHeight = '70vh',
    ref,
  } = props;
  const { t, i18n } = useTranslation('ui');
  const serverMode = typeof fetchPage === 'function';
  const tr = useCallback((text: string) => translateKey(i18n, text, namespaces), [i18n, namespaces]);

  // ---- query state ----
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TableSort | undefined>(initialSort);
  const [reloadTick, setReloadTick] = useState(0);
  const [gotoInput, setGotoInput] = useState('');
  const [localHighlight, setLocalHighlight] = useState<string | null>(null);
  const [exportState, setExportState] = useState<{ done: number; total: number } | null>(null);

  // ---- selection ----
  const [selected, setSelected] = useState<ReadonlyMap<string, T>>(() => new Map());
  const [allMatching, setAllMatching] = useState(false);
  const clearSelection = useCallback(() => {
    setSelected(new Map());
    setAllMatching(false);
  }, []);

  // A new set of filters (queryKey) starts again at page 1 with nothing selected.
  const keyText = JSON.stringify(queryKey ?? null);
  const [seenKey, setSeenKey] = useState(keyText);
  if (seenKey !== keyText) {
    setSeenKey(keyText);
    setPage(1);
    setSelected(new Map());
    setAllMatching(false);
  }

  // Search typed in the box is applied after a short pause (or at once with Enter).
  const searchRef = useRef(search);
  searchRef.current = search;
  const applySearch = useCallback(
    (text: string) => {
      if (text === searchRef.current) return;
      searchRef.current = text;
      setSearch(text);
      setPage(1);
      clearSelection();
    },
    [clearSelection],
  );
  useEffect(() => {
    if (searchInput === search) return undefined;
    const timer = setTimeout(() => applySearch(searchInput.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput, search, applySearch]);

  // ---- server data ----
  const [data, setData] = useState<DataState<T, O>>({
    rows: [],
    totalCount: 0,
    overallInfo: undefined,
    status: serverMode ? 'loading' : 'ready',
  });
  const fetchPageRef = useRef(fetchPage);
  fetchPageRef.current = fetchPage;
  const requestSeq = useRef(0);
  const inFlight = useRef(false);
  const silentNext = useRef(false);

  useEffect(() => {
    const fetcher = fetchPageRef.current;
    if (!fetcher) return;
    const seq = ++requestSeq.current;
    const silent = silentNext.current;
    silentNext.current = false;
    inFlight.current = true;
    if (!silent) setData((d) => ({ ...d, status: 'loading' }));
    const query: TableQuery = { startCount: startCountOf(page, pageSize), pageSize, search, sort };
    fetcher(query).then(
      (answer) => {
        if (seq !== requestSeq.current) return;
        inFlight.current = false;
        if (answer.success === false) {
          setData((d) => (silent ? d : { ...d, rows: [], status: 'error' }));
          return;
        }
        const totalCount = Math.max(0, answer.totalCount || 0);
        const lastPage = pageCountOf(totalCount, pageSize);
        if (page > lastPage) {
          // The result shrank (e.g. after a refresh): show the last page that exists.
          setPage(lastPage);
        }
        setData({
          rows: answer.rows ?? [],
          totalCount,
          overallInfo: answer.overallInfo ?? undefined,
          status: 'ready',
        });
      },
      () => {
        if (seq !== requestSeq.current) return;
        inFlight.current = false;
        setData((d) => ({ ...d, rows: silent ? d.rows : [], status: silent ? d.status : 'error' }));
      },
    );
    // keyText: new filters refetch even when page/search/sort stay the same.
  }, [page, pageSize, search, sort, keyText, reloadTick]);

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

  // ---- client data ----
  const visibleColumns = useMemo(() => columns.filter((c) => !c.hidden), [columns]);
  const clientMatching = useMemo<T[]>(() => {
    if (serverMode || !clientRows) return [];
    let list = [...clientRows];
    if (search) {
      const needle = search.toLocaleLowerCase();
      list = list.filter((row) =>
        visibleColumns.some((c) => displayText(c, valueOf(c, row)).toLocaleLowerCase().includes(needle)),
      );
    }
    if (sort) {
      const column = columns.find((c) => c.id === sort.id);
      if (column) {
        const direction = sort.desc ? -1 : 1;
        list = list
          .map((row, index) => ({ row, index }))
          .sort(
            (a, b) =>
              compareValues(valueOf(column, a.row), valueOf(column, b.row)) * direction || a.index - b.index,
          )
          .map((x) => x.row);
      }
    }
    return list;
  }, [serverMode, clientRows, search, sort, columns, visibleColumns]);

  const totalCount = serverMode ? data.totalCount : clientMatching.length;
  const pageCount = pageCountOf(totalCount, pageSize);
  const currentPage = serverMode ? page : clampPage(page, pageCount);
  const pageRows: T[] = serverMode
    ? data.rows
    : clientMatching.slice(
        startCountOf(currentPage, pageSize),
        startCountOf(currentPage, pageSize) + pageSize,
      );
  const overallInfo = serverMode ? data.overallInfo : props.overallInfo;
  const loading = serverMode && data.status === 'loading';
  const failed = serverMode && data.status === 'error';

  const rowIdOf = useCallback(
    (row: T, index: number) =>
      getRowId ? getRowId(row, index) : String(startCountOf(currentPage, pageSize) + index),
    [getRowId, currentPage, pageSize],
  );

  // ---- all matching rows (export, select all) ----
  const fetchAllMatching = useCallback(
    async (onProgress: (done: number, total: number) => void = () => undefined): Promise<T[]> => {
      if (!serverMode) {
        onProgress(clientMatching.length, clientMatching.length);
        return clientMatching;
      }
      const matching: MatchingQuery = { search, sort, totalCount: data.totalCount };
      if (fetchAll) return fetchAll(matching, onProgress);
      const fetcher = fetchPageRef.current;
      if (!fetcher) return [];
      const all: T[] = [];
      let total = data.totalCount;
      onProgress(0, total);
      for (let start = 0; start === 0 || start < total; start += MAX_PAGE_SIZE) {
        const answer = await fetcher({ startCount: start, pageSize: MAX_PAGE_SIZE, search, sort });
        if (answer.success === false) throw new Error('export page failed');
        total = answer.totalCount;
        all.push(...answer.rows);
        onProgress(all.length, total);
        if (answer.rows.length === 0) break;
      }
      return all;
    },
    [serverMode, clientMatching, search, sort, data.totalCount, fetchAll],
  );

  useImperativeHandle(
    ref,
    () => ({
      refresh: () => refresh(false),
      clearSelection,
      fetchAllMatching: () => fetchAllMatching(),
    }),
    [refresh, clearSelection, fetchAllMatching],
  );

  // ---- selection reporting ----
  const onSelectionChangeRef = useRef(onSelectionChange);
  onSelectionChangeRef.current = onSelectionChange;
  useEffect(() => {
    if (!selectable) return;
    const ids = [...selected.keys()];
    onSelectionChangeRef.current?.({
      allMatching,
      ids,
      rows: [...selected.values()],
      count: allMatching ? totalCount : ids.length,
      query: { search, sort, totalCount },
    });
  }, [selectable, selected, allMatching, totalCount, search, sort]);

  const pageIds = pageRows.map((row, i) => rowIdOf(row, i));
  const pageAllSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const pageSomeSelected = pageIds.some((id) => selected.has(id));

  const togglePage = (checked: boolean) => {
    setAllMatching(false);
    setSelected((prev) => {
      const next = new Map(prev);
      pageRows.forEach((row, i) =>
        checked ? next.set(pageIds[i] ?? '', row) : next.delete(pageIds[i] ?? ''),
      );
      return next;
    });
  };
  const toggleRow = (row: T, id: string, checked: boolean) => {
    setAllMatching(false);
    setSelected((prev) => {
      const next = new Map(prev);
      if (checked) next.set(id, row);
      else next.delete(id);
      return next;
    });
  };

  // ---- tanstack table (manual paging/sorting/filtering: this component owns those) ----
  const sorting: SortingState = sort ? [{ id: sort.id, desc: sort.desc }] : [];
  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = typeof updater === 'function' ? updater(sorting) : updater;
    const first = next[0];
    setSort(first ? { id: first.id, desc: first.desc } : undefined);
    setPage(1);
  };
  const columnVisibility = useMemo<VisibilityState>(
    () => Object.fromEntries(columns.map((c) => [c.id, !c.hidden])),
    [columns],
  );

  const columnDefs = useMemo<ColumnDef<T>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        accessorFn: (row: T) => valueOf(c, row),
        header: () => tr(c.header),
        enableSorting: Boolean(c.sortable),
        sortDescFirst: false,
        cell: (ctx) => {
          if (c.cell) return c.cell(ctx.row.original, ctx.row.index);
          const value = ctx.getValue();
          if (c.kind === 'signedAmount' && value !== null && value !== undefined && value !== '')
            return <AmountText value={Number(value)} />;
          return displayText(c, value);
        },
      })),
    [columns, tr],
  );

  const table = useReactTable<T>({
    data: pageRows,
    columns: columnDefs,
    state: { sorting, columnVisibility },
    onSortingChange,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: false,
    pageCount,
    getRowId: (row, index) => rowIdOf(row, index),
    getCoreRowModel: getCoreRowModel(),
  });

  const columnById = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const leafColumns = table.getVisibleLeafColumns();
  const hasFooter = visibleColumns.some((c) => c.footer !== undefined);
  const highlighted = highlightedRowId !== undefined ? highlightedRowId : localHighlight;

  // ---- export ----
  const runExport = async (format: 'csv' | 'excel') => {
    if (exportState) return;
    setExportState({ done: 0, total: totalCount });
    try {
      const all = await fetchAllMatching((done, total) => setExportState({ done, total }));
      const exported = leafColumns
        .map((lc) => columnById.get(lc.id))
        .filter((c): c is DataTableColumn<T, O> => !!c && c.exportable !== false);
      const sheet: ExportSheet = {
        headers: exported.map((c) => tr(c.header)),
        rows: all.map((row) => exported.map((c) => exportCellOf(c, row))),
        kinds: exported.map((c) => (isAmount(c.kind) ? 'amount' : c.kind === 'number' ? 'number' : 'text')),
      };
      if (format === 'csv') downloadCsv(sheet, exportFileName);
      else await downloadExcel(sheet, exportFileName, caption ?? exportFileName);
    } catch {
      void showDialog('error', t('table.exportFailed'));
    } finally {
      setExportState(null);
    }
  };

  // ---- paging ----
  const goTo = (wanted: number) => {
    const target = clampPage(wanted, pageCount);
    if (target !== currentPage) setPage(target);
  };
  const submitGoto = () => {
    const index = goToPageIndex(gotoInput, pageCount);
    if (index === null) return;
    setGotoInput(String(index + 1));
    goTo(index + 1);
  };

  const from = totalCount === 0 ? 0 : startCountOf(currentPage, pageSize) + 1;
  const to = Math.min(totalCount, startCountOf(currentPage, pageSize) + pageRows.length);
  const overallItems = overall ? overall(overallInfo) : [];
  const colSpan = leafColumns.length + (selectable ? 1 : 0);

  const onRowActivate = (row: T, index: number, id: string) => {
    setLocalHighlight(id);
    onRowClick?.(row, index);
  };
  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: T, index: number, id: string) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowActivate(row, index, id);
    }
  };

  return (
    <S.Wrap>
      {overallItems.length > 0 && (
        <S.OverallStrip aria-label={t('table.overall')}>
          {overallItems.map((item) => {
            const tone =
              item.value === null || item.value === undefined
                ? 'plain'
                : item.value < 0
                  ? 'negative'
                  : 'positive';
            return (
              <S.OverallItem key={item.label} data-tone={tone} $tone={tone}>
                <dt>{tr(item.label)}</dt>
                <dd>{formatAmount(item.value)}</dd>
              </S.OverallItem>
            );
          })}
        </S.OverallStrip>
      )}

      <S.Toolbar>
        {searchable && (
          <S.SearchInput
            type="search"
            aria-label={t('table.search')}
            placeholder={t('table.searchPlaceholder')}
            value={searchInput}
            onChange={(e) => setSearchInput(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') applySearch(searchInput.trim());
            }}
          />
        )}
        <S.Label>
          {t('table.pageSize')}
          <S.Select
            value={pageSize}
            onChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(1);
            }}
          >
            {PAGE_SIZE_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </S.Select>
        </S.Label>
        {loading && <S.Muted role="status">{t('table.loading')}</S.Muted>}
        {serverMode && autoRefreshMs ? (
          <S.Muted>{t('table.autoRefresh', { seconds: Math.round(autoRefreshMs / 1000) })}</S.Muted>
        ) : null}
        <S.Spacer />
        {toolbar}
        {exportCsv && (
          <Button compact disabled={!!exportState || totalCount === 0} onClick={() => void runExport('csv')}>
            {t('table.exportCsv')}
          </Button>
        )}
        {exportExcel && (
          <Button
            compact
            disabled={!!exportState || totalCount === 0}
            onClick={() => void runExport('excel')}
          >
            {t('table.exportExcel')}
          </Button>
        )}
      </S.Toolbar>

      {exportState && (
        <S.ExportProgress role="status">
          <progress
            aria-label={t('table.exportProgress')}
            max={Math.max(1, exportState.total)}
            value={exportState.done}
          />
          <span>
            {t('table.exporting', {
              done: exportState.done.toLocaleString('en-US'),
              total: exportState.total.toLocaleString('en-US'),
            })}
          </span>
        </S.ExportProgress>
      )}

      {selectable && (pageAllSelected || allMatching) && totalCount > pageRows.length && (
        <S.SelectionBar role="status">
          {allMatching ? (
            <>
              <span>{t('table.allMatchingSelected', { total: totalCount.toLocaleString('en-US') })}</span>
              <Button compact onClick={clearSelection}>
                {t('table.clearSelection')}
              </Button>
            </>
          ) : (
            <>
              <span>{t('table.pageSelected', { count: pageRows.length })}</span>
              <Button compact onClick={() => setAllMatching(true)}>
                {t('table.selectAllMatching', { total: totalCount.toLocaleString('en-US') })}
              </Button>
            </>
          )}
        </S.SelectionBar>
      )}

      <S.Scroll style={{ maxHeight }}>
        <S.Table aria-label={caption} aria-busy={loading || undefined} aria-rowcount={totalCount}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selectable && (
                  <S.Th $align="center" style={{ width: '32px' }}>
                    <input
                      type="checkbox"
                      aria-label={t('table.selectPage')}
                      checked={allMatching || pageAllSelected}
                      ref={(el) => {
                        if (el) el.indeterminate = !allMatching && !pageAllSelected && pageSomeSelected;
                      }}
                      onChange={(e) => togglePage(e.target.checked)}
                    />
                  </S.Th>
                )}
                {group.headers.map((header) => {
                  const def = columnById.get(header.column.id);
                  const sorted = header.column.getIsSorted();
                  const align =
                    def?.align ?? (isAmount(def?.kind) || def?.kind === 'number' ? 'right' : 'left');
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <S.Th
                      key={header.id}
                      $align={align}
                      style={def?.width ? { width: def.width } : undefined}
                      aria-sort={
                        header.column.getCanSort()
                          ? sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <S.SortButton type="button" onClick={header.column.getToggleSortingHandler()}>
                          {label}
                          <S.SortMark aria-hidden="true">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </S.SortMark>
                        </S.SortButton>
                      ) : (
                        label
                      )}
                    </S.Th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => {
              const id = row.id;
              const tint = rowTint?.(row.original);
              const isHighlighted = highlighted !== null && highlighted === id;
              const clickable = Boolean(onRowClick);
              return (
                <S.Tr
                  key={id}
                  className={tint ? `row-${tint}` : undefined}
                  data-tint={tint}
                  data-highlighted={isHighlighted || undefined}
                  aria-selected={
                    clickable || selectable ? isHighlighted || selected.has(id) || allMatching : undefined
                  }
                  $tint={tint}
                  $highlighted={isHighlighted}
                  $clickable={clickable}
                  tabIndex={clickable ? 0 : undefined}
                  onClick={clickable ? () => onRowActivate(row.original, row.index, id) : undefined}
                  onKeyDown={clickable ? (e) => onRowKeyDown(e, row.original, row.index, id) : undefined}
                >
                  {selectable && (
                    <S.Td $align="center" onClick={(e) => e.stopPropagation()}>
                      <input
                        type="checkbox"
                        aria-label={t('table.selectRow')}
                        checked={allMatching || selected.has(id)}
                        onChange={(e) => toggleRow(row.original, id, e.target.checked)}
                      />
                    </S.Td>
                  )}
                  {row.getVisibleCells().map((cell) => {
                    const def = columnById.get(cell.column.id);
                    const align =
                      def?.align ?? (isAmount(def?.kind) || def?.kind === 'number' ? 'right' : 'left');
                    return (
                      <S.Td
                        key={cell.id}
                        $align={align}
                        $numeric={isAmount(def?.kind) || def?.kind === 'number'}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </S.Td>
                    );
                  })}
                </S.Tr>
              );
            })}
            {pageRows.length === 0 && (
              <tr>
                <S.Empty colSpan={colSpan}>
                  {loading ? (
                    t('table.loading')
                  ) : failed ? (
                    <>
                      {t('table.loadFailed')}{' '}
                      <Button compact onClick={() => refresh(false)}>
                        {t('table.retry')}
                      </Button>
                    </>
                  ) : (
                    t('table.noData')
                  )}
                </S.Empty>
              </tr>
            )}
          </tbody>
          {hasFooter && pageRows.length > 0 && (
            <tfoot>
              <S.FootTr>
                {selectable && <S.Td />}
                {leafColumns.map((lc, i) => {
                  const def = columnById.get(lc.id);
                  if (!def) return <S.Td key={lc.id} />;
                  const ctx: FooterContext<T, O> = {
                    pageRows,
                    matchingRows: serverMode ? pageRows : clientMatching,
                    overallInfo,
                    totalCount,
                  };
                  const raw =
                    typeof def.footer === 'function'
                      ? (def.footer as (c: FooterContext<T, O>) => ReactNode)(ctx)
                      : def.footer;
                  const align = def.align ?? (isAmount(def.kind) || def.kind === 'number' ? 'right' : 'left');
                  let content: ReactNode = typeof raw === 'string' ? tr(raw) : raw;
                  if (typeof raw === 'number')
                    content =
                      def.kind === 'signedAmount' ? (
                        <AmountText value={raw} />
                      ) : isAmount(def.kind) ? (
                        formatAmount(raw)
                      ) : (
                        raw
                      );
                  if ((raw === undefined || raw === null) && i === 0) content = t('table.total');
                  return (
                    <S.Td key={lc.id} $align={align} $numeric={isAmount(def.kind)}>
                      {content}
                    </S.Td>
                  );
                })}
              </S.FootTr>
            </tfoot>
          )}
        </S.Table>
      </S.Scroll>

      <S.Pager>
        <S.Muted>
          {t('table.range', {
            from: from.toLocaleString('en-US'),
            to: to.toLocaleString('en-US'),
            total: totalCount.toLocaleString('en-US'),
          })}
        </S.Muted>
        <S.Spacer />
        <S.PageButtons aria-label={t('table.pagination')}>
          <Button compact aria-label={t('table.first')} disabled={currentPage <= 1} onClick={() => goTo(1)}>
            «
          </Button>
          <Button
            compact
            aria-label={t('table.previous')}
            disabled={currentPage <= 1}
            onClick={() => goTo(currentPage - 1)}
          >
            ‹
          </Button>
          {pageWindow(currentPage - 1, pageCount, PAGE_WINDOW)
            .map((i) => i + 1)
            .map((n) => (
              <Button
                key={n}
                compact
                aria-label={t('table.page', { page: n })}
                aria-current={n === currentPage ? 'page' : undefined}
                onClick={() => goTo(n)}
              >
                {n}
              </Button>
            ))}
          <Button
            compact
            aria-label={t('table.next')}
            disabled={currentPage >= pageCount}
            onClick={() => goTo(currentPage + 1)}
          >
            ›
          </Button>
          <Button
            compact
            aria-label={t('table.last')}
            disabled={currentPage >= pageCount}
            onClick={() => goTo(pageCount)}
          >
            »
          </Button>
        </S.PageButtons>
        <S.Goto>
          <S.GotoInput
            type="number"
            min={1}
            max={pageCount}
            aria-label={t('table.goToPage')}
            value={gotoInput}
            onChange={(e) => setGotoInput(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                submitGoto();
              }
            }}
          />
          <Button compact onClick={submitGoto}>
            {t('table.go')}
          </Button>
        </S.Goto>
      </S.Pager>
    </S.Wrap>
  );
}
