import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../domain/format';
import { Button } from '../Button';
import { confirmDialog, showDialog } from '../showDialog';
import { usePrintTables, type PrintTable } from './ReportContext';

/** Above this many rows (all the page's tables together) the Print button asks before it prints. */
export const PRINT_CONFIRM_ROWS = 10_000;

interface PrintProgress {
  done: number;
  total: number;
}

/**
 * Shows every row of the tables (inside flushSync, so the rows are in the document when the
 * browser lays out the print), prints, and returns the tables to their page after the print.
 */
function printShown(tables: readonly PrintTable[], before?: () => void): void {
  flushSync(() => {
    before?.();
    for (const table of tables) table.show();
  });
  const back = () => {
    window.removeEventListener('afterprint', back);
    for (const table of tables) table.restore();
  };
  window.addEventListener('afterprint', back);
  window.print();
}

/**
 * The Print button of a report (the print stylesheet prints the report alone, A4 landscape). On a
 * Page it prints every matching row of the page's tables, not only the page on screen: a
 * server-paged table first loads them (the progress shows on the button), then the browser's print
 * starts; afterwards the tables return to their page. More than PRINT_CONFIRM_ROWS rows ask first.
 * Tables that already hold every row (client rows, or one page with all of them) print at once.
 */
export function PrintButton({ compact = true }: { compact?: boolean }) {
  const { t } = useTranslation('ui');
  const tablesOf = usePrintTables();
  const [progress, setProgress] = useState<PrintProgress | null>(null);
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const loadAndPrint = async (tables: readonly PrintTable[], rowCount: number): Promise<void> => {
    if (rowCount > PRINT_CONFIRM_ROWS) {
      const ok = await confirmDialog(t('report.printConfirm', { count: formatCount(rowCount) }));
      if (!ok || !mounted.current) return;
    }
    const toLoad = tables.filter((table) => table.needsLoad());
    const counts = toLoad.map((table) => ({ done: 0, total: table.rowCount() }));
    const report = () =>
      setProgress({
        done: counts.reduce((n, c) => n + c.done, 0),
        total: counts.reduce((n, c) => n + c.total, 0),
      });
    report();
    for (const [index, table] of toLoad.entries()) {
      await table.load((done, total) => {
        counts[index] = { done, total };
        report();
      });
    }
    if (!mounted.current) return;
    printShown(tables, () => setProgress(null));
  };

  const onClick = () => {
    if (running.current) return;
    const tables = tablesOf?.() ?? [];
    const rowCount = tables.reduce((n, table) => n + table.rowCount(), 0);
    if (rowCount <= PRINT_CONFIRM_ROWS && !tables.some((table) => table.needsLoad())) {
      // Nothing to load or ask: the print starts within the click.
      printShown(tables);
      return;
    }
    running.current = true;
    loadAndPrint(tables, rowCount)
      .catch(() => void showDialog('error', t('report.printFailed')))
      .finally(() => {
        running.current = false;
        if (mounted.current) setProgress(null);
      });
  };

  return (
    <Button
      type="button"
      compact={compact}
      data-no-print
      disabled={progress !== null}
      aria-busy={progress !== null || undefined}
      onClick={onClick}
    >
      {progress
        ? t('report.printLoading', { done: formatCount(progress.done), total: formatCount(progress.total) })
        : t('report.print')}
    </Button>
  );
}
