import { useRef, useState } from 'react';
import { creditRefresh$ } from '@drawdesk/shared-kernel/bus';
import { InboxTicketStatus } from '@drawdesk/shared-kernel/contract';
import { formatDateTime, poolLetters } from '@drawdesk/shared-kernel/domain';
import {
  Button,
  confirmDialog,
  DataTable,
  Page,
  Panel,
  showDialog,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
  type TableSelection,
} from '@drawdesk/shared-kernel/ui';
import { inboxApi, type InboxTicket, type InboxTotal } from './api';
import { InboxFilters } from './components/InboxFilters';
import { TicketReceiptModal } from './components/TicketReceiptModal';
import { registerInboxTranslations, TABLE_NAMESPACES, useInboxT } from './i18n';
import { EMPTY, ticketQuery, type Filters } from './model';

registerInboxTranslations();

/** /inbox: tickets in scope with filters, receipt modal, void and bulk void, SMS receipt. */
export default function InboxScreen() {
  const { t } = useInboxT();
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [selection, setSelection] = useState<InboxTicket[]>([]);
  const [open, setOpen] = useState<InboxTicket | null>(null);
  const table = useRef<DataTableHandle>(null);

  const fetchPage: FetchPage<InboxTicket, InboxTotal> = (q) => inboxApi.tickets(ticketQuery(filters), q);

  const voidTickets = async (ids: number[]) => {
    if (ids.length === 0) return void showDialog('error', t('action.selectTicket'));
    if (!(await confirmDialog(t('action.voidConfirm', { count: ids.length })))) return;
    const reply = await inboxApi.voidTickets(ids);
    if (!reply.success) return;
    creditRefresh$.next();
    setOpen(null);
    table.current?.clearSelection();
    table.current?.refresh();
    await showDialog('success', t('action.voided', { count: reply.data?.voided.length ?? ids.length }));
  };

  const sendSms = async (ticket: InboxTicket, phone: string) => {
    const reply = await inboxApi.sendSmsReceipt({
      ticketId: ticket.ticketId,
      ...(phone.trim() ? { phone: phone.trim() } : {}),
    });
    if (reply.success && reply.data)
      await showDialog('success', t('action.smsSent', { phone: reply.data.phone }));
  };

  const columns: DataTableColumn<InboxTicket, InboxTotal>[] = [
    {
      id: 'ticketNo',
      header: 'col.ticketNo',
      cell: (r) => (
        <Button
          compact
          variant="secondary"
          onClick={(e) => {
            e.stopPropagation();
            setOpen(r);
          }}
        >
          {r.ticketNo}
        </Button>
      ),
    },
    { id: 'bettor', header: 'col.bettor' },
    { id: 'orderingAgent', header: 'col.orderingAgent' },
    { id: 'orderDate', header: 'col.orderDate', value: (r) => formatDateTime(r.orderDate) },
    { id: 'drawDates', header: 'col.drawDates', value: (r) => r.drawDates.join(', ') },
    { id: 'pools', header: 'col.pools', value: (r) => poolLetters(r.pools) },
    { id: 'grossAmount', header: 'col.gross', kind: 'amount' },
    { id: 'netAmount', header: 'col.net', kind: 'amount' },
    { id: 'status', header: 'col.status', value: (r) => t(`status.s${r.status}`) },
    { id: 'isLate', header: 'col.late', value: (r) => (r.isLate ? t('action.yes') : '') },
    { id: 'source', header: 'col.source', value: (r) => t(`source.${r.source}`) },
  ];

  return (
    <Page titleKey="INBOX">
      <Panel>
        <InboxFilters onSearch={setFilters} />
      </Panel>
      <DataTable
        ref={table}
        caption={t('col.list')}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={filters}
        getRowId={(r) => String(r.ticketId)}
        namespaces={TABLE_NAMESPACES}
        selectable
        onSelectionChange={(s: TableSelection<InboxTicket>) => setSelection(s.rows)}
        rowTint={(r) =>
          r.status === InboxTicketStatus.Cancelled || r.status === InboxTicketStatus.Error
            ? 'danger'
            : undefined
        }
        overall={(o) =>
          o
            ? [
                { label: 'col.count', value: o.count },
                { label: 'col.gross', value: o.grossAmount },
                { label: 'col.net', value: o.netAmount },
              ]
            : []
        }
        exportCsv
        exportFileName="inbox"
        toolbar={
          <Button variant="danger" onClick={() => void voidTickets(selection.map((r) => r.ticketId))}>
            {t('action.voidSelected')}
          </Button>
        }
      />
      <TicketReceiptModal
        // A fresh modal (empty phone) for each ticket opened.
        key={open?.ticketId ?? 'closed'}
        open={open}
        onClose={() => setOpen(null)}
        onSendSms={(ticket, phone) => void sendSms(ticket, phone)}
        onVoid={(ticket) => void voidTickets([ticket.ticketId])}
      />
    </Page>
  );
}
