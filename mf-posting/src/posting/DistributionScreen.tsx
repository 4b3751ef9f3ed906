import { useMemo, useRef, useState } from 'react';
import { formatDateTime, formatDate } from '@drawdesk/shared-kernel/domain';
import { PATHS } from '@drawdesk/shared-kernel/routes';
import {
  Button,
  confirmDialog,
  DataTable,
  Hint,
  Page,
  Panel,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
} from '@drawdesk/shared-kernel/ui';
import { postingApi, type DistributionSummaryRow, type DistributionSummaryTotals } from './api';
import { Actions, RowLink } from './components/bits';
import { RangeFilterBar } from './components/RangeFilterBar';
import { distributeOutcome, RunState } from './components/RunState';
import { overallAmounts, totalColumn } from './components/totals';
import { useCompanyChoice } from './components/useCompanyChoice';
import { registerPostingTranslations, TABLE_NAMESPACES, usePostingT } from './i18n';
import {
  drawHref,
  hasUndistributed,
  poolName,
  rangeBody,
  rangeError,
  rowDraw,
  runActive,
  runKey,
  runProgress,
  startRun,
  withRun,
  type RowRun,
} from './model';
import { useRangeFilter } from './useRangeFilter';

registerPostingTranslations();

type Row = DistributionSummaryRow;
type Totals = DistributionSummaryTotals;
type Col = DataTableColumn<Row, Totals>;

/**
 * /posting/Distribution (super admin and company): per draw date and pool what is posted,
 * distributed and undistributed, with its invoices and failed calls. "Distribute now" sends one
 * draw's posted amounts to the remote agents (DoDistribute); "Distribute every shown row" does the
 * same for every row of the page with something undistributed, one after another, with the
 * progress (n of m) above the table and each row's state in the row. A refusal is shown on its row.
 */
export default function DistributionScreen() {
  const { t, i18n } = usePostingT();
  const company = useCompanyChoice();
  const [filter, setFilter] = useRangeFilter(company.superAdmin);
  const body = useMemo(() => rangeBody(filter), [filter]);
  const table = useRef<DataTableHandle>(null);
  const [pageRows, setPageRows] = useState<Row[]>([]);
  const [run, setRun] = useState<Map<string, RowRun>>(new Map());
  const canAct = !company.superAdmin || filter.companyId !== undefined;
  const active = runActive(run);

  const fetchPage: FetchPage<Row, DistributionSummaryTotals> = async (q) => {
    const page = await postingApi.distributionSummary(body, q);
    setPageRows(page.rows);
    return page;
  };

  /** Distributes the draws one after another; each row shows its state as it goes. */
  const distribute = async (rows: readonly Row[]) => {
    const keys = rows.map((r) => runKey(r.drawDate, r.poolId));
    let state = startRun(keys);
    setRun(state);
    for (const row of rows) {
      const key = runKey(row.drawDate, row.poolId);
      state = withRun(state, key, { state: 'running' });
      setRun(state);
      const reply = await postingApi.doDistribute(rowDraw(row, filter.companyId));
      state = withRun(state, key, distributeOutcome(reply, i18n));
      setRun(state);
    }
    table.current?.refresh();
  };

  const distributeOne = async (row: Row) => {
    const ok = await confirmDialog(
      t('dist.confirmOne', { pool: poolName(row.poolId), date: formatDate(row.drawDate) }),
    );
    if (ok) await distribute([row]);
  };
  const waiting = pageRows.filter(hasUndistributed);
  const distributeShown = async () => {
    if (waiting.length === 0) return;
    const ok = await confirmDialog(t('dist.confirmAll', { count: waiting.length }));
    if (ok) await distribute(waiting);
  };

  const progress = runProgress(run);
  const columns: Col[] = [
    { id: 'drawDate', header: 'col.drawDate', footer: 'col.total' },
    { id: 'poolId', header: 'col.pool', value: (r) => poolName(r.poolId) },
    { id: 'cutoff', header: 'col.cutoff', value: (r) => formatDateTime(r.cutoff) },
    totalColumn<Row, Totals>('posted'),
    totalColumn<Row, Totals>('distributed'),
    totalColumn<Row, Totals>('undistributed'),
    totalColumn<Row, Totals>('invoices', 'number'),
    totalColumn<Row, Totals>('failed', 'number'),
    {
      id: 'state',
      header: 'col.state',
      exportable: false,
      cell: (r) => <RunState run={run.get(runKey(r.drawDate, r.poolId))} />,
    },
    {
      id: 'actions',
      header: 'col.actions',
      exportable: false,
      cell: (r) => {
        const draw = rowDraw(r, filter.companyId);
        return (
          <Actions>
            <RowLink to={drawHref(PATHS.undistributedDetail, draw)}>{t('dist.detail')}</RowLink>
            {canAct && (
              <Button
                compact
                disabled={active || !hasUndistributed(r)}
                aria-label={`${t('dist.now')} ${poolName(r.poolId)} ${r.drawDate}`}
                onClick={() => void distributeOne(r)}
              >
                {t('dist.now')}
              </Button>
            )}
          </Actions>
        );
      },
    },
  ];

  const error = rangeError(filter);
  return (
    <Page titleKey="DISTRIBUTION">
      <Panel>
        <RangeFilterBar value={filter} onApply={setFilter} company={company} />
        {!canAct && <Hint>{t('msg.allCompaniesAction')}</Hint>}
        {run.size > 0 && (
          <p role="status" data-testid="distribution-progress">
            {active
              ? t('dist.progress', { done: progress.done, total: progress.total })
              : t('dist.finished', { done: progress.done - progress.failed, total: progress.total })}
          </p>
        )}
        {error ? null : (
          <DataTable<Row, DistributionSummaryTotals>
            ref={table}
            caption={t('DISTRIBUTION', { ns: ['common'] })}
            columns={columns}
            fetchPage={fetchPage}
            queryKey={body}
            getRowId={(r) => runKey(r.drawDate, r.poolId)}
            namespaces={TABLE_NAMESPACES}
            searchable={false}
            initialPageSize={50}
            rowTint={(r) => (r.failed > 0 ? 'danger' : undefined)}
            overall={overallAmounts<Totals>(['posted', 'distributed', 'undistributed'])}
            toolbar={
              canAct ? (
                <Button
                  compact
                  variant="primary"
                  disabled={active || waiting.length === 0}
                  onClick={() => void distributeShown()}
                >
                  {t('dist.all', { count: waiting.length })}
                </Button>
              ) : undefined
            }
            exportCsv
            exportExcel
            exportFileName="distribution"
          />
        )}
        {waiting.length === 0 && pageRows.length > 0 && <Hint>{t('dist.nothing')}</Hint>}
        <Actions>
          <RowLink to={PATHS.manualDistribute}>{t('dist.manual')}</RowLink>
        </Actions>
      </Panel>
    </Page>
  );
}
