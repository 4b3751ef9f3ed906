import { useRef, useState } from 'react';
import { creditRefresh$ } from '@drawdesk/shared-kernel/bus';
import { InboxTicketStatus } from '@drawdesk/shared-kernel/contract/values';
import { formatDateTime, poolLetters } from '@drawdesk/shared-kernel/domain';
import {
  Button,
  confirmDialog,
  DataTable,
  Hint,
  Page,
  Panel,
  showDialog,
  useCurrentUser,
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
import { ticketVoidRefusal, type VoidRefusal, type VoidRights } from '@drawdesk/shared-kernel/domain/access';

registerInboxTranslations();

/** /inbox: tickets in scope with filters, receipt modal, void and bulk void, SMS receipt. */
export default function InboxScreen() {
  const { t } = useInboxT();
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [selection, setSelection] = useState<InboxTicket[]>([]);
  const [open, setOpen] = useState<InboxTicket | null>(null);
  const table = useRef<DataTableHandle>(null);
  const me = useCurrentUser();
  // The void rights the server sent with the tickets (the kernel's voidRightsOf): Void is offered
  // only where the server will accept it.
  const [rights, setRights] = useState<VoidRights | null>(null);
  const principalId = me ? (me.mainAccount ? Number(me.mainAccount) : me.userId) : -1;
  const refusalFor = (ticket: InboxTicket): VoidRefusal | null =>
    rights ? ticketVoidRefusal(rights, principalId, ticket.bettorId) : 'noBetWrite';
  const mayVoidAny = rights !== null && (rights.others === null || rights.own === null);

  const fetchPage: FetchPage<InboxTicket, InboxTotal> = async (q) => {
    const page = await inboxApi.tickets(ticketQuery(filters), q);
    if (page.success && page.overallInfo?.voidRights) setRights(page.overallInfo.voidRights);
    return page;
  };

  const voidTickets = async (tickets: InboxTicket[]) => {
    const ids = tickets.map((r) => r.ticketId);
    if (ids.length === 0) return void showDialog('error', t('action.selectTicket'));
    const refused = tickets.filter((r) => refusalFor(r) !== null);
    if (refused.length > 0)
      return void showDialog(
        'error',
        t('action.notVoidable', {
          tickets: refused.map((r) => `#${r.ticketNo}`).join(', '),
          reason: t(`why.${refusalFor(refused[0] as InboxTicket) ?? 'noBetWrite'}`),
        }),
      );
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
    // An API order names the inbound API account that placed it (data, not a label).
    {
      id: 'source',
      header: 'col.source',
      value: (r) => (r.apiAccount ? `${t(`source.${r.source}`)}: ${r.apiAccount}` : t(`source.${r.source}`)),
    },
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
        searchable
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
                { label: 'col.count', value: o.count, kind: 'count' },
                { label: 'col.gross', value: o.grossAmount },
                { label: 'col.net', value: o.netAmount },
              ]
            : []
        }
        exportCsv
        exportFileName="inbox"
        toolbar={
          rights === null ? undefined : mayVoidAny ? (
            <Button variant="danger" onClick={() => void voidTickets(selection)}>
              {t('action.voidSelected')}
            </Button>
          ) : (
            <Hint data-testid="void-unavailable">
              {t('action.voidUnavailable', { reason: t(`why.${rights.others ?? 'noBetWrite'}`) })}
            </Hint>
          )
        }
      />
      <TicketReceiptModal
        // A fresh modal (empty phone) for each ticket opened.
        key={open?.ticketId ?? 'closed'}
        open={open}
        onClose={() => setOpen(null)}
        onSendSms={(ticket, phone) => void sendSms(ticket, phone)}
        voidRefusal={open ? refusalFor(open) : null}
        onVoid={(ticket) => void voidTickets([ticket])}
      />
    </Page>
  );
}
