/**
 * The table screen, statically (no lazy chunk). Intended as the subpath './ui/table' for screens
 * that always render a table; '@drawdesk/shared-kernel/ui' exports the lazily loaded DataTable.
 */
export { DataTable } from './DataTable';
export type {
  ColumnKind,
  DataTableColumn,
  DataTableHandle,
  DataTableProps,
  FetchAll,
  FetchPage,
  FooterContext,
  MatchingQuery,
  OverallItem,
  TablePage,
  TableQuery,
  TableSelection,
  TableSort,
} from './DataTable';
export { toCsv, downloadCsv, downloadExcel } from './exportRows';
export type { ExportCell, ExportSheet } from './exportRows';
