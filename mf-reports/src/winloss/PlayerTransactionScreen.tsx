import { PLAYER_TRANSACTION_REASONS } from '@drawdesk/shared-kernel/contract/values';
import { formatDateTime } from '@drawdesk/shared-kernel/domain';
import { DataTable, Page, Panel, type DataTableColumn, type FetchPage } from '@drawdesk/shared-kernel/ui';
import { ReportFilters } from '../frame/components/ReportFilters';
import { filterBody, totalOf, type ReportFilter } from '../frame/model';
import { useReportFilter } from '../frame/useReportFilter';
import { winLossApi, type PlayerTransactionOverall, type PlayerTransactionRow } from './api';
import { registerWinLossTranslations, TABLE_NAMESPACES, useWinLossT } from './i18n';

registerWinLossTranslations();

type Col = DataTableColumn<PlayerTransactionRow, PlayerTransactionOverall>;

const REASONS: readonly string[] = PLAYER_TRANSACTION_REASONS;

/** /report/player-transaction: credit-log rows of the tree (super admin and company). */
export default function PlayerTransactionScreen({ initialFilter }: { initialFilter?: ReportFilter }) {
  const { t } = useWinLossT();
  const { filter, setFilter, currencies, ready, error } = useReportFilter(initialFilter);
  // No pools here: the credit log is not per pool.
  const query = filterBody({ ...filter, poolIds: [] });
  const fetchPage: FetchPage<PlayerTransactionRow, PlayerTransactionOverall> = (q) =>
    winLossApi.playerTransactions(query, q);
  const columns: Col[] = [
    { id: 'at', header: 'col.time', value: (r) => formatDateTime(r.at), footer: 'col.total' },
    { id: 'username', header: 'col.username' },
    {
      id: 'reason',
      header: 'col.reason',
      // The labels of the reasons the report shows; a code from a newer server stays as it is.
      value: (r) => (REASONS.includes(r.reason) ? t(`reason.${r.reason}`) : r.reason),
    },
    {
      id: 'amount',
      header: 'col.amount',
      kind: 'signedAmount',
      footer: totalOf<PlayerTransactionOverall>('totalAmount'),
    },
    { id: 'preBalance', header: 'col.preBalance', kind: 'signedAmount' },
    { id: 'postBalance', header: 'col.postBalance', kind: 'signedAmount' },
    { id: 'actorUsername', header: 'col.actor', value: (r) => r.actorUsername ?? t('col.system') },
  ];
  return (
    <Page titleKey="PLAYER_TRANSACTION">
      <Panel>
        {ready && (
          <>
            <ReportFilters value={filter} onApply={setFilter} pools={false} currencies={currencies} />
            {/* A wrong filter in the address: the filter bar says why, nothing is asked for. */}
            {!error && (
              <DataTable<PlayerTransactionRow, PlayerTransactionOverall>
                caption={t('PLAYER_TRANSACTION', { ns: ['common', 'ui'] })}
                columns={columns}
                fetchPage={fetchPage}
                searchable
                queryKey={query}
                getRowId={(r) => String(r.id)}
                namespaces={TABLE_NAMESPACES}
                overall={(o) => (o ? [{ label: 'col.amount', value: o.totalAmount }] : [])}
                exportCsv
                exportExcel
                exportFileName="player-transaction"
              />
            )}
          </>
        )}
      </Panel>
    </Page>
  );
}
