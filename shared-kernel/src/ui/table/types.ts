import type { ReactNode, Ref } from 'react';
import type { ExportCell } from './exportRows';

export type { ExportCell };
/** Lines above an export's header row, each a row of cells. */
export type ExportPreamble = readonly (readonly ExportCell[])[];

// Public types of the table screen (SPEC 2.8), re-exported by '@drawdesk/shared-kernel/ui'.

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

/** What the table hands a fetch besides the query: aborted when a newer request replaces this one. */
export interface FetchPageOptions {
  signal: AbortSignal;
}

export type FetchPage<T, O = unknown> = (
  query: TableQuery,
  options?: FetchPageOptions,
) => Promise<TablePage<T, O>>;

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
  /**
   * i18n key or text of a column group ('Downline', 'Own', 'Upline'): neighbouring columns of one
   * group share a header cell above theirs; the export header reads '<group> · <header>'.
   */
  group?: string;
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
  /** 'amount' (default): money, 2 decimals and signed tone; 'count': a whole number (tickets, rows). */
  kind?: 'amount' | 'count';
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
  /**
   * Page, page size, search and sort are kept in the address (a reload or a shared link keeps them).
   * A screen with more than one table names each (`urlKey="queue"` gives `queue.page`, ...);
   * false keeps them in the table only. Outside a router they are always kept in the table only.
   */
  urlKey?: string | false;
  /** Stable row id (selection and highlight); default the row's index in the result. */
  getRowId?: (row: T, index: number) => string;
  /** i18n namespaces for headers and overall labels, first match wins; default ['common', 'ui']. */
  namespaces?: readonly string[];
  /** Accessible name of the table (already translated). */
  caption?: string;
  /**
   * Shows the search box. Default: client paging true (the table matches the rows); server paging
   * false, set it when `fetchPage` passes `query.search` to a call that matches it (the paged
   * calls' `search` field), so a search box always reaches the server.
   */
  searchable?: boolean;
  initialPageSize?: number;
  initialSort?: TableSort;
  exportCsv?: boolean;
  exportExcel?: boolean;
  /** File name without extension; default 'export'. */
  exportFileName?: string;
  /**
   * Lines written above the header in CSV and Excel (a report's title and applied filters), each a
   * row of cells; a function is read when the export starts.
   */
  exportPreamble?: ExportPreamble | (() => ExportPreamble | undefined);
  /** Server mode: all matching rows for export and "select all". Default: fetchPage in chunks of 500. */
  fetchAll?: FetchAll<T>;
  /** Items of the overall-info strip (green when >= 0, red when < 0). */
  overall?: (overallInfo: O | undefined) => OverallItem[];
  onRowClick?: (row: T, index: number) => void;
  /** With onRowClick: which rows take a click (pointer, keyboard focus); default every row. */
  rowClickable?: (row: T) => boolean;
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
