/**
 * Translations of the kernel's UI pieces, namespace 'ui' (ARCHITECTURE 2: every key in en, zh, ms).
 * The kernel's i18n module registers these bundles; components read them with useTranslation('ui').
 * Keys are `area.phrase`; `en` is the reference shape and the other languages must match it.
 */
export const uiEn = {
  table: {
    search: 'Search',
    searchPlaceholder: 'Search…',
    pageSize: 'Rows per page',
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
    page: 'Page {{page}}',
    pagination: 'Pagination',
    goToPage: 'Go to page',
    go: 'Go',
    noData: 'No Data Found',
    loading: 'Loading…',
    loadFailed: 'The data could not be loaded.',
    retry: 'Retry',
    range: '{{from}}–{{to}} of {{total}}',
    exportCsv: 'Export CSV',
    exportExcel: 'Export Excel',
    exporting: 'Exporting {{done}} of {{total}} rows…',
    exportProgress: 'Export progress',
    exportFailed: 'The export failed. Please try again.',
    printedRows: 'Printed rows {{from}}–{{to}} of {{total}}.',
    total: 'Total',
    overall: 'Overall',
    selectPage: 'Select all rows on this page',
    selectRow: 'Select row',
    selectedCount: '{{count}} selected',
    pageSelected: 'All {{count}} rows on this page are selected.',
    selectAllMatching: 'Select all {{total}} matching rows',
    allMatchingSelected: 'All {{total}} matching rows are selected.',
    clearSelection: 'Clear selection',
    sortAscending: 'sorted ascending',
    sortDescending: 'sorted descending',
    autoRefresh: 'Refreshes every {{seconds}} s',
  },
  report: {
    print: 'Print',
    printedAt: 'Printed at',
    exportedAt: 'Exported at',
    printLoading: 'Loading {{done}} of {{total}} rows…',
    printConfirm:
      'This report has {{count}} rows. Loading and printing every row may take a while. Print them all?',
    printFailed: 'The rows could not be loaded for printing. Please try again.',
  },
  dialog: {
    success: 'Success',
    error: 'Error',
    warning: 'Warning',
    confirm: 'Please confirm',
    ok: 'OK',
    cancel: 'CANCEL',
  },
  form: {
    submit: 'Submit',
    cancel: 'Cancel',
    required: 'Required',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    addRow: 'Add row',
    removeRow: 'Remove',
  },
  layout: {
    close: 'Close',
    busy: 'Loading…',
    notAvailable: 'This screen is not available yet',
    notAvailableHint: 'It will arrive in a later release.',
    remoteFailed: 'This area failed to load',
    remoteFailedDetail: 'The module "{{remote}}" could not be loaded. Check your connection and try again.',
    retry: 'Retry',
    errorScreen: 'Something went wrong, please contact admin for help',
    userAgent: 'Browser: {{userAgent}}',
  },
};

/** Same keys as English, every value a string. */
export type UiResource = { [G in keyof typeof uiEn]: { [K in keyof (typeof uiEn)[G]]: string } };

export const UI_NAMESPACE = 'ui';
