import { useEffect, useRef } from 'react';
import { formatDateTime, poolLetters } from '@drawdesk/shared-kernel/domain';
import {
  DataTable,
  Panel,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
} from '@drawdesk/shared-kernel/ui';
import { ordersApi, type InboxTicket } from '../api';
import { TABLE_NAMESPACES, useOrdersT } from '../i18n';
import { statusText } from '../model';

/** The bettor's latest tickets (GetTicket), reloaded when `refreshKey` changes. */
export function RecentTickets({
  bettorId,
  refreshKey,
}: {
  bettorId: number | undefined;
  refreshKey: number;
}) {
  const { t } = useOrdersT();
  const table = useRef<DataTableHandle>(null);
  useEffect(() => table.current?.refresh(), [refreshKey]);
  const fetchPage: FetchPage<InboxTicket> = (q) => ordersApi.recentTickets(bettorId, q);
  const columns: DataTableColumn<InboxTicket>[] = [
    { id: 'ticketNo', header: 'common.ticketNo' },
    { id: 'bettor', header: 'common.bettor' },
    { id: 'orderDate', header: 'common.orderDate', value: (r) => formatDateTime(r.orderDate) },
    { id: 'drawDates', header: 'common.drawDates', value: (r) => r.drawDates.join(', ') },
    {
      id: 'pools',
      header: 'common.pools',
      value: (r) => poolLetters(r.pools),
    },
    { id: 'grossAmount', header: 'common.gross', kind: 'amount' },
    { id: 'netAmount', header: 'common.net', kind: 'amount' },
    { id: 'status', header: 'common.status', value: (r) => statusText(t, r.status) },
  ];
  return (
    <Panel title={t('common.recentTickets')}>
      <DataTable
        ref={table}
        caption={t('common.recentTickets')}
        columns={columns}
        fetchPage={fetchPage}
        searchable
        queryKey={{ bettorId }}
        getRowId={(r) => String(r.ticketId)}
        namespaces={TABLE_NAMESPACES}
        rowTint={(r) => (r.status === 2 || r.status === 99 ? 'danger' : undefined)}
      />
    </Panel>
  );
}
