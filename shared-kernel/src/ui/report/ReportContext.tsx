import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportPreamble } from '../table/types';
import { reportPreamble, type ReportLine } from './reportLines';

interface ReportPageState {
  /** The page's translated title. */
  title: string;
  /** The filter lines the page's filter bar registered (null: none, the page is no report). */
  lines: { current: readonly ReportLine[] | null };
}

const ReportPageContext = createContext<ReportPageState | null>(null);

/** Holds a page's report lines for its tables (Page renders it around every screen). */
export function ReportPageProvider({ title, children }: { title: string; children: ReactNode }) {
  const lines = useRef<readonly ReportLine[] | null>(null);
  const value = useMemo(() => ({ title, lines }), [title]);
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
