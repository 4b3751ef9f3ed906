// Public API of '@drawdesk/shared-kernel/ui'. Re-exports only.
export { UI_NAMESPACE } from './i18n-resources.en';
export type { UiResource } from './i18n-resources.en';
export { theme } from './theme';
export type { Theme } from './theme';
export { GlobalStyle } from './GlobalStyle';

// Table screen (SPEC 2.8): loaded lazily, so @tanstack/react-table stays out of the first load.
export { LazyDataTable as DataTable } from './table/LazyDataTable';
export { lazyComponent, type LazyComponent } from './lazyComponent';
export type {
  ColumnKind,
  DataTableColumn,
  DataTableHandle,
  DataTableProps,
  ExportCell,
  ExportPreamble,
  FetchAll,
  FetchPage,
  FetchPageOptions,
  FooterContext,
  MatchingQuery,
  OverallItem,
  TablePage,
  TableQuery,
  TableSelection,
  TableSort,
} from './table/types';
export { withoutTableQuery } from './table/queryParams';

// Dialogs (SPEC 8)
export { DialogHost } from './DialogHost';
export {
  showDialog,
  confirmDialog,
  DIALOG_TITLE_MAX,
  DIALOG_MESSAGE_MAX,
  CONFIRM_MESSAGE_MAX,
} from './showDialog';

// Layout
export { Page, documentTitle } from './Page';
export type { PageProps } from './Page';
export { Panel } from './Panel';
export type { PanelProps } from './Panel';
export { ControlBar, FieldGrid, Hint } from './layout';
export { Button } from './Button';
export type { ButtonProps, ButtonVariant } from './Button';
export { Modal } from './Modal';
export type { ModalProps } from './Modal';
export { BusyIndicator } from './BusyIndicator';
export { NotAvailableYet } from './NotAvailableYet';
export type { NotAvailableYetProps } from './NotAvailableYet';
export { RemoteErrorPanel } from './RemoteErrorPanel';
export type { RemoteErrorPanelProps } from './RemoteErrorPanel';
export { ErrorScreen } from './ErrorScreen';
export type { ErrorScreenProps } from './ErrorScreen';
export { ErrorBoundary } from './ErrorBoundary';
export type { ErrorBoundaryProps } from './ErrorBoundary';
export { AmountText } from './AmountText';
export type { AmountTextProps } from './AmountText';
export * from './DrillTrail';

// Helpers
export { translateKey } from './translateKey';
export { truncateText } from './truncateText';
export { useObservable } from './useObservable';
export { useCurrentUser } from './useCurrentUser';

// Report pages: print header, Print button (every row of the page's tables), filter lines for the
// export preamble.
export { PrintHeader, type PrintHeaderProps } from './report/PrintHeader';
export { PrintButton, PRINT_CONFIRM_ROWS } from './report/PrintButton';
export { useRegisterPrintTable, useRegisterReportLines, type PrintTable } from './report/ReportContext';
export { reportPreamble, type ReportLine } from './report/reportLines';
