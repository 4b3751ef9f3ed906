import { useMemo, useRef } from 'react';
import { formatAmount, formatDate } from '@drawdesk/shared-kernel/domain';
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
import { postingApi, type UnpostSummaryRow, type UnpostSummaryTotals } from './api';
import { Actions, RowLink, showPostOutcome } from './components/bits';
import { RangeFilterBar } from './components/RangeFilterBar';
import { overallAmounts, totalColumn } from './components/totals';
import { useCompanyChoice } from './components/useCompanyChoice';
import { registerPostingTranslations, TABLE_NAMESPACES, usePostingT } from './i18n';
import { drawHref, poolName, rangeBody, rangeError, rowDraw } from './model';
import { useRangeFilter } from './useRangeFilter';

registerPostingTranslations();

type Row = UnpostSummaryRow;
type Totals = UnpostSummaryTotals;
type Col = DataTableColumn<Row, Totals>;

/**
 * /posting/Unpost (super admin and company): per draw date and pool what is unposted, posted and
 * distributed; a row opens its numbers (/posting/UnpostDetail) or posts all of the draw (DoPost,
 * after a confirmation; a draw past its cutoff is refused with the server's message). The super
 * admin sees every company summed or picks one; it posts for a picked company only.
 */
export default function UnpostScreen() {
  const { t } = usePostingT();
  const company = useCompanyChoice();
  const [filter, setFilter] = useRangeFilter(company.superAdmin);
  const body = useMemo(() => rangeBody(filter), [filter]);
  const table = useRef<DataTableHandle>(null);
  const canAct = !company.superAdmin || filter.companyId !== undefined;

  const fetchPage: FetchPage<Row, UnpostSummaryTotals> = (q) => postingApi.unpostSummary(body, q);

  const postAll = async (row: Row) => {
    const pool = poolName(row.poolId);
    const ok = await confirmDialog(
      t('post.confirmAll', { pool, date: formatDate(row.drawDate), amount: formatAmount(row.unposted) }),
    );
    if (!ok) return;
    const reply = await postingApi.doPost(rowDraw(row, filter.companyId));
    await showPostOutcome(reply, t);
    table.current?.refresh();
  };

  const columns: Col[] = [
    { id: 'drawDate', header: 'col.drawDate', footer: 'col.total' },
    { id: 'poolId', header: 'col.pool', value: (r) => poolName(r.poolId) },
    totalColumn<Row, Totals>('unposted'),
    totalColumn<Row, Totals>('posted'),
    totalColumn<Row, Totals>('distributed'),
    totalColumn<Row, Totals>('numbers', 'number'),
    {
      id: 'actions',
      header: 'col.actions',
      exportable: false,
      cell: (r) => (
        <Actions>
          <RowLink to={drawHref(PATHS.unpostDetail, rowDraw(r, filter.companyId))}>
            {t('post.detail')}
          </RowLink>
          {canAct && (
            <Button
              compact
              disabled={Math.round(r.unposted * 100) <= 0}
              aria-label={`${t('post.postAll')} ${poolName(r.poolId)} ${r.drawDate}`}
              onClick={() => void postAll(r)}
            >
              {t('post.postAll')}
            </Button>
          )}
        </Actions>
      ),
    },
  ];

  const error = rangeError(filter);
  return (
    <Page titleKey="UNPOST">
      <Panel>
        <RangeFilterBar value={filter} onApply={setFilter} company={company} />
        {!canAct && <Hint>{t('msg.allCompaniesAction')}</Hint>}
        {error ? null : (
          <DataTable<Row, UnpostSummaryTotals>
            ref={table}
            caption={t('UNPOST', { ns: ['common'] })}
            columns={columns}
            fetchPage={fetchPage}
            queryKey={body}
            getRowId={(r) => `${r.drawDate}:${r.poolId}`}
            namespaces={TABLE_NAMESPACES}
            searchable={false}
            initialPageSize={50}
            overall={overallAmounts<Totals>(['unposted', 'posted', 'distributed'])}
            exportCsv
            exportExcel
            exportFileName="unposted"
          />
        )}
      </Panel>
    </Page>
  );
}
