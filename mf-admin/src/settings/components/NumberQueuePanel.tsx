import { useRef, useState } from 'react';
import { formatDateTime, formatDate } from '@drawdesk/shared-kernel/domain';
import {
  Button,
  confirmDialog,
  DataTable,
  Panel,
  showDialog,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
} from '@drawdesk/shared-kernel/ui';
import { poolName } from '../../common/model';
import { settingsApi, type NumberQueueRow } from '../api';
import { NAMESPACES, useSettingsT } from '../i18n';

/** Blocked numbers of the caller's company (super admin: every company), unblock one or all, confirmed. */
export function NumberQueuePanel({ showCompany }: { showCompany: boolean }) {
  const { t } = useSettingsT();
  const table = useRef<DataTableHandle>(null);
  const [total, setTotal] = useState(0);
  const fetchPage: FetchPage<NumberQueueRow> = async (q) => {
    const page = await settingsApi.numberQueues(q.search || undefined, q);
    setTotal(page.totalCount);
    return page;
  };
  const codeText = (r: NumberQueueRow) => r.code ?? t('queue.allCodes');
  /** DeleteNumberQueue for one row ({ id }) or all ({ all: true }), after the user confirms. */
  const unblock = async (message: string, body: { id: number } | { all: true }) => {
    if (!(await confirmDialog(message))) return;
    const reply = await settingsApi.deleteNumberQueue(body);
    if (!reply.success) return;
    void showDialog('success', t('queue.done', { count: reply.data?.deleted ?? ('id' in body ? 1 : 0) }));
    table.current?.refresh();
  };
  const unblockOne = (r: NumberQueueRow) =>
    unblock(t('queue.confirmOne', { number: r.number, code: codeText(r), date: formatDate(r.drawDate) }), {
      id: r.id,
    });
  const unblockAll = () => unblock(t('queue.confirmAll', { count: total }), { all: true });
  const columns: DataTableColumn<NumberQueueRow>[] = [
    { id: 'companyName', header: 'queue.company', hidden: !showCompany },
    { id: 'poolId', header: 'queue.pool', value: (r) => poolName(r.poolId) },
    { id: 'drawDate', header: 'queue.drawDate' },
    { id: 'number', header: 'queue.number' },
    { id: 'code', header: 'queue.code', value: codeText },
    { id: 'reason', header: 'queue.reason' },
    { id: 'createdAt', header: 'queue.time', value: (r) => formatDateTime(r.createdAt) },
    {
      id: 'actions',
      header: 'common.actions',
      exportable: false,
      cell: (r) => (
        <Button compact aria-label={`${t('queue.unblock')} ${r.number}`} onClick={() => void unblockOne(r)}>
          {t('queue.unblock')}
        </Button>
      ),
    },
  ];
  return (
    <Panel title={t('queue.title')}>
      <p>{t('queue.intro')}</p>
      <DataTable
        ref={table}
        urlKey="queue"
        caption={t('queue.title')}
        columns={columns}
        fetchPage={fetchPage}
        getRowId={(r) => String(r.id)}
        namespaces={NAMESPACES}
        searchable
        toolbar={
          <Button variant="danger" disabled={total === 0} onClick={() => void unblockAll()}>
            {t('queue.unblockAll')}
          </Button>
        }
      />
    </Panel>
  );
}
