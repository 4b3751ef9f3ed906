import { useRef, useState } from 'react';
import { exportCellOf, isAmount } from './columnValues';
import { downloadCsv, downloadExcel, type ExportSheet } from './exportRows';
import type { DataTableColumn, ExportPreamble } from './types';

export type ExportFormat = 'csv' | 'excel';

export interface ExportProgressState {
  done: number;
  total: number;
}

export interface TableExportOptions<T, O> {
  /** The exported columns: the visible ones, in screen order (non-exportable ones are left out). */
  columns: readonly DataTableColumn<T, O>[];
  /** Every matching row (through the server in server mode), reporting progress. */
  fetchAll: (onProgress: (done: number, total: number) => void) => Promise<readonly T[]>;
  /** Header text of a column (translated). */
  headerOf: (column: DataTableColumn<T, O>) => string;
  /** Hint for the progress bar before the first answer. */
  totalCount: number;
  fileName: string;
  sheetName: string;
  /** Lines above the header (the applied filters), read when an export starts. */
  preamble?: ExportPreamble | (() => ExportPreamble | undefined);
  onError: () => void;
}

/** The sheet of the exported rows: translated headers, one cell per column, amount kinds. */
export function buildSheet<T, O>(
  columns: readonly DataTableColumn<T, O>[],
  rows: readonly T[],
  headerOf: (column: DataTableColumn<T, O>) => string,
): ExportSheet {
  const exported = columns.filter((c) => c.exportable !== false);
  return {
    headers: exported.map(headerOf),
    rows: rows.map((row) => exported.map((c) => exportCellOf(c, row))),
    kinds: exported.map((c) => (isAmount(c.kind) ? 'amount' : c.kind === 'number' ? 'number' : 'text')),
  };
}

/** Export of every matching row to CSV or Excel, one at a time, with progress. */
export function useTableExport<T, O>(options: TableExportOptions<T, O>) {
  const [progress, setProgress] = useState<ExportProgressState | null>(null);
  const running = useRef(false);

  const runExport = async (format: ExportFormat): Promise<void> => {
    if (running.current) return;
    running.current = true;
    const { columns, fetchAll, headerOf, totalCount, fileName, sheetName, onError, preamble } = options;
    setProgress({ done: 0, total: totalCount });
    try {
      const rows = await fetchAll((done, total) => setProgress({ done, total }));
      const lines = typeof preamble === 'function' ? preamble() : preamble;
      const sheet: ExportSheet = {
        ...buildSheet(columns, rows, headerOf),
        ...(lines ? { preamble: lines } : {}),
      };
      if (format === 'csv') downloadCsv(sheet, fileName);
      else await downloadExcel(sheet, fileName, sheetName);
    } catch {
      onError();
    } finally {
      running.current = false;
      setProgress(null);
    }
  };

  return { progress, runExport };
}
