import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportPreamble } from '../table/types';
import { reportPreamble, type ReportLine } from './reportLines';

interface ReportPageState {
  /** The page's translated title. */
  title: string;
  /** The filter lines the page's filter bar registered (null: none, the page is no report). */
  lines: { current: readonly ReportLine[] | null };
  /** The page's tables, ready to print every row (the Print button asks them). */
  printTables: Set<PrintTable>;
}

/**
 * A table on a page, as the Print button sees it: before the print it loads every matching row
 * (a server-paged table, through its export path) and shows them instead of its page; after the
 * print it returns to its page.
 */
export interface PrintTable {
  /** The rows the print will hold (every matching row, by the latest answer): for the cap. */
  rowCount: () => number;
  /** True when rows must be fetched first (a server-paged table whose page does not hold them all). */
  needsLoad: () => boolean;
  /** Fetches every matching row with the table's current query, reporting progress. */
  load: (onProgress: (done: number, total: number) => void) => Promise<void>;
  /** Shows every matching row instead of the page (the Print button calls it inside flushSync). */
  show: () => void;
  /** Back to the page on screen. */
  restore: () => void;
}

const ReportPageContext = createContext<ReportPageState | null>(null);

/** Holds a page's report lines for its tables (Page renders it around every screen). */
export function ReportPageProvider({ title, children }: { title: string; children: ReactNode }) {
  const lines = useRef<readonly ReportLine[] | null>(null);
  const [printTables] = useState(() => new Set<PrintTable>());
  const value = useMemo(() => ({ title, lines, printTables }), [title, printTables]);
  return <ReportPageContext.Provider value={value}>{children}</ReportPageContext.Provider>;
}

/** A report's filter bar tells its page what is applied (for the export preamble of its tables). */
export function useRegisterReportLines(lines: readonly ReportLine[]): void {
  const page = useContext(ReportPageContext);
  // The latest lines, also before the effect runs (an export reads them when it starts).
  if (page) page.lines.current = lines;
  useEffect(() => {
    if (!page) return;
    page.lines.current = lines;
    return () => {
      if (page.lines.current === lines) page.lines.current = null;
    };
  }, [page, lines]);
}

/**
 * The export preamble of a table on a report page: the title, the registered filter lines and the
 * export time, read when an export starts; undefined off a report page (no lines registered).
 */
export function useReportPreamble(): (() => ExportPreamble | undefined) | undefined {
  const page = useContext(ReportPageContext);
  const { t } = useTranslation('ui');
  if (!page) return undefined;
  return () => {
    const lines = page.lines.current;
    return lines
      ? reportPreamble(page.title, lines, { label: t('report.exportedAt'), at: new Date() })
      : undefined;
  };
}

/**
 * A table takes part in the page's Print (DataTable does; a screen's own list may too). The latest
 * `table` is used when the print starts; off a Page nothing is registered.
 */
export function useRegisterPrintTable(table: PrintTable): void {
  const page = useContext(ReportPageContext);
  const latest = useRef(table);
  latest.current = table;
  useEffect(() => {
    if (!page) return;
    const entry: PrintTable = {
      rowCount: () => latest.current.rowCount(),
      needsLoad: () => latest.current.needsLoad(),
      load: (onProgress) => latest.current.load(onProgress),
      show: () => latest.current.show(),
      restore: () => latest.current.restore(),
    };
    page.printTables.add(entry);
    return () => {
      page.printTables.delete(entry);
    };
  }, [page]);
}

/** The tables of the page the Print button is on (undefined off a Page: it prints as it is). */
export function usePrintTables(): (() => PrintTable[]) | undefined {
  const page = useContext(ReportPageContext);
  if (!page) return undefined;
  return () => [...page.printTables];
}
