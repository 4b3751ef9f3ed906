import { useCallback, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants';
import { formatCount } from '../../domain/format';
import { useInRouterContext, useSearchParams } from '../../routing';
import { showDialog } from '../showDialog';
import { translateKey } from '../translateKey';
import { useRegisterPrintTable, useReportPreamble } from '../report/ReportContext';
import { matchClientRows } from './clientRows';
import { exportHeaderOf } from './columnValues';
import * as S from './DataTableStyles';
import { fetchAllPages } from './fetchAllPages';
import { clampPage, pageCountOf, startCountOf } from './pageNumbers';
import { SelectionBar } from './SelectionBar';
import { OverallStrip, TotalsRow } from './TableFooter';
import { TableGrid } from './TableGrid';
import { TablePager } from './TablePager';
import { ExportProgress, TableToolbar } from './TableToolbar';
import type { DataTableProps, MatchingQuery } from './types';
import { useRowSelection } from './useRowSelection';
import { useServerPage } from './useServerPage';
import { useTableExport } from './useTableExport';
import { useTableQuery, type UrlParams } from './useTableQuery';

/**
 * The table screen of SPEC 2.8, used by every list: search, page size, numbered pages (window of 7)
 * with first / previous / next / last and go-to, sort, export of every matching row to CSV and
 * Excel, overall-info strip, totals footer, clickable / highlighted / tinted rows, selection and
 * auto refresh. Server paging with `fetchPage`, or client paging with `rows`. Page, page size,
 * search and sort are kept in the address inside a router (see `urlKey`).
 */
export function DataTable<T, O = unknown>(props: DataTableProps<T, O>) {
  const inRouter = useInRouterContext();
  if (inRouter && props.urlKey !== false) return <RoutedTable {...props} />;
  return <TableScreen {...props} />;
}

function RoutedTable<T, O>(props: DataTableProps<T, O>) {
  const urlParams = useSearchParams();
  return <TableScreen {...props} urlParams={urlParams} />;
}

function TableScreen<T, O = unknown>(props: DataTableProps<T, O> & { urlParams?: UrlParams }) {
  const { columns, fetchPage, rows: clientRows, getRowId, caption, exportFileName = 'export' } = props;
  const { namespaces = ['common', 'ui'], selectable = false, autoRefreshMs, fetchAll } = props;
  const { t, i18n } = useTranslation('ui');
  const serverMode = typeof fetchPage === 'function';
  const tr = useCallback((text: string) => translateKey(i18n, text, namespaces), [i18n, namespaces]);
  const visibleColumns = useMemo(() => columns.filter((c) => !c.hidden), [columns]);

  const { query, setPage, setPageSize, setSearch, setSort } = useTableQuery({
    urlParams: props.urlParams,
    urlKey: typeof props.urlKey === 'string' ? props.urlKey : undefined,
    pageSize: props.initialPageSize ?? DEFAULT_PAGE_SIZE,
    sort: props.initialSort,
    sortableIds: columns.filter((c) => c.sortable).map((c) => c.id),
  });
  const { page, pageSize, search, sort } = query;
  const keyText = JSON.stringify(props.queryKey ?? null);
  const server = useServerPage({
    fetchPage,
    query,
    filterKey: keyText,
    onPageOutOfRange: setPage,
    autoRefreshMs,
  });

  const clientMatching = useMemo<T[]>(
    () => (serverMode || !clientRows ? [] : matchClientRows(clientRows, columns, search, sort)),
    [serverMode, clientRows, columns, search, sort],
  );
  const totalCount = serverMode ? server.data.totalCount : clientMatching.length;
  const pageCount = pageCountOf(totalCount, pageSize);
  const currentPage = serverMode ? page : clampPage(page, pageCount);
  const firstRow = startCountOf(currentPage, pageSize);
  const pageRows: T[] = serverMode ? server.data.rows : clientMatching.slice(firstRow, firstRow + pageSize);
  const overallInfo = serverMode ? server.data.overallInfo : props.overallInfo;
  const loading = serverMode && server.data.status === 'loading';

  // Printing from a page's Print button: every matching row in place of the page, until the print
  // is over (or the query changes: rows loaded for another query are never shown).
  const queryText = JSON.stringify([keyText, currentPage, pageSize, search, sort ?? null]);
  const [printed, setPrinted] = useState<{ key: string; rows: T[] } | null>(null);
  if (printed !== null && printed.key !== queryText) setPrinted(null);
  const printRows = printed !== null && printed.key === queryText ? printed.rows : null;
  const shownRows = printRows ?? pageRows;
  const shownFirstRow = printRows ? 0 : firstRow;

  const rowIdOf = useCallback(
    (row: T, index: number) => (getRowId ? getRowId(row, index) : String(shownFirstRow + index)),
    [getRowId, shownFirstRow],
  );
  const matching: MatchingQuery = { search, sort, totalCount };
  const selection = useRowSelection({
    enabled: selectable,
    pageRows,
    pageIds: pageRows.map((row, i) => rowIdOf(row, i)),
    matching,
    onChange: props.onSelectionChange,
  });
  const clearSelection = selection.clear;

  // A new set of filters (queryKey) starts again at page 1 with nothing selected.
  const [seenKey, setSeenKey] = useState(keyText);
  if (seenKey !== keyText) {
    setSeenKey(keyText);
    setPage(1);
    clearSelection();
  }

  // Every matching row: the caller's fetchAll, else fetchPage in chunks of 500, else the client rows.
  const fetchAllMatching = useCallback(
    async (onProgress: (done: number, total: number) => void = () => undefined): Promise<T[]> => {
      if (!fetchPage) {
        onProgress(clientMatching.length, clientMatching.length);
        return clientMatching;
      }
      const all: MatchingQuery = { search, sort, totalCount: server.data.totalCount };
      return fetchAll ? fetchAll(all, onProgress) : fetchAllPages(fetchPage, all, onProgress);
    },
    [fetchPage, clientMatching, search, sort, server.data.totalCount, fetchAll],
  );

  // The page holds every matching row: page 1 of a table whose answer held them all.
  const pageHoldsAll =
    !serverMode || (server.data.status === 'ready' && currentPage === 1 && pageRows.length >= totalCount);
  const loadedForPrint = useRef<{ key: string; rows: T[] } | null>(null);
  useRegisterPrintTable({
    rowCount: () => totalCount,
    needsLoad: () => !pageHoldsAll,
    load: async (onProgress) => {
      const key = queryText;
      loadedForPrint.current = { key, rows: await fetchAllMatching(onProgress) };
    },
    show: () => {
      const loaded = loadedForPrint.current;
      loadedForPrint.current = null;
      if (loaded) setPrinted(loaded);
      else if (!serverMode) setPrinted({ key: queryText, rows: clientMatching });
      else if (pageHoldsAll) setPrinted(null);
    },
    restore: () => {
      loadedForPrint.current = null;
      setPrinted(null);
    },
  });

  const refresh = server.refresh;
  useImperativeHandle(
    props.ref,
    () => ({ refresh: () => refresh(false), clearSelection, fetchAllMatching: () => fetchAllMatching() }),
    [refresh, clearSelection, fetchAllMatching],
  );

  const reportPreamble = useReportPreamble();
  const exporter = useTableExport<T, O>({
    columns: visibleColumns,
    fetchAll: fetchAllMatching,
    headerOf: (c) => exportHeaderOf(c, tr),
    totalCount,
    fileName: exportFileName,
    sheetName: caption ?? exportFileName,
    // The screen's own lines, else (on a report page) the filters its filter bar registered.
    preamble: props.exportPreamble ?? reportPreamble,
    onError: () => void showDialog('error', t('table.exportFailed')),
  });

  const overallItems = props.overall ? props.overall(overallInfo) : [];
  const hasFooter = visibleColumns.some((c) => c.footer !== undefined);

  return (
    <S.Wrap>
      {overallItems.length > 0 && <OverallStrip items={overallItems} tr={tr} />}
      <TableToolbar
        // Server paging: the box only where the screen passes the search on to a call that matches
        // it (its `search` field); a box that changed nothing would mislead.
        searchable={props.searchable ?? !serverMode}
        search={search}
        onSearch={(text) => {
          setSearch(text);
          clearSelection();
        }}
        pageSize={pageSize}
        onPageSize={setPageSize}
        loading={loading}
        autoRefreshMs={serverMode ? autoRefreshMs : undefined}
        extra={props.toolbar}
        exportCsv={props.exportCsv ?? false}
        exportExcel={props.exportExcel ?? false}
        exportDisabled={!!exporter.progress || totalCount === 0}
        onExport={(format) => void exporter.runExport(format)}
      />
      {exporter.progress && <ExportProgress progress={exporter.progress} />}
      {selectable && (selection.pageAllSelected || selection.allMatching) && totalCount > pageRows.length && (
        <SelectionBar
          allMatching={selection.allMatching}
          pageRowCount={pageRows.length}
          totalCount={totalCount}
          onSelectAllMatching={selection.selectAllMatching}
          onClear={clearSelection}
        />
      )}
      <TableGrid<T, O>
        columns={columns}
        rows={shownRows}
        rowIdOf={rowIdOf}
        sort={sort}
        onSort={setSort}
        tr={tr}
        caption={caption}
        totalCount={totalCount}
        loading={loading}
        failed={serverMode && server.data.status === 'error'}
        onRetry={() => refresh(false)}
        maxHeight={props.maxHeight ?? '70vh'}
        selection={selectable ? selection : undefined}
        onRowClick={props.onRowClick}
        rowClickable={props.rowClickable}
        highlightedRowId={props.highlightedRowId}
        rowTint={props.rowTint}
        footer={
          hasFooter &&
          shownRows.length > 0 && (
            <TotalsRow
              columns={visibleColumns}
              context={{
                pageRows: shownRows,
                matchingRows: serverMode ? shownRows : clientMatching,
                overallInfo,
                totalCount,
              }}
              selectable={selectable}
              tr={tr}
            />
          )
        }
      />
      {!printRows && totalCount > pageRows.length && pageRows.length > 0 && (
        <S.PrintNote data-print-only>
          {t('table.printedRows', {
            from: formatCount(firstRow + 1),
            to: formatCount(firstRow + pageRows.length),
            total: formatCount(totalCount),
          })}
        </S.PrintNote>
      )}
      <TablePager
        page={currentPage}
        pageCount={pageCount}
        from={totalCount === 0 ? 0 : firstRow + 1}
        to={Math.min(totalCount, firstRow + pageRows.length)}
        totalCount={totalCount}
        onPage={setPage}
      />
    </S.Wrap>
  );
}
