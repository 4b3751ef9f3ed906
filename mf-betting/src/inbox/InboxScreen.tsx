import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@drawdesk/shared-kernel/api';
import { creditRefresh$ } from '@drawdesk/shared-kernel/bus';
import {
  InboxTicketStatus,
  type InboxTicket,
  type InboxTotal,
  type VoidTicketData,
} from '@drawdesk/shared-kernel/contract';
import { formatDateTime, poolLetters, POOLS } from '@drawdesk/shared-kernel/domain';
import { SubmitForm } from '@drawdesk/shared-kernel/forms';
import {
  Button,
  confirmDialog,
  DataTable,
  Modal,
  Page,
  Panel,
  showDialog,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
  type TableSelection,
} from '@drawdesk/shared-kernel/ui';
import { INBOX_NAMESPACE, registerInboxTranslations } from './i18n';

registerInboxTranslations();
const NAMESPACES = [INBOX_NAMESPACE, 'common', 'ui'] as const;

interface Filters {
  fromDate: string;
  toDate: string;
  dateType: 'draw' | 'order';
  status: string;
  username: string;
  ticketNo: string;
  poolId: string;
  source: string;
}
const EMPTY: Filters = {
  fromDate: '',
  toDate: '',
  dateType: 'draw',
  status: '',
  username: '',
  ticketNo: '',
  poolId: '',
  source: '',
};

/** The GetTicket body of the filters: empty fields left out. */
export function ticketQuery(f: Filters): Record<string, unknown> {
  const q: Record<string, unknown> = { dateType: f.dateType };
  if (f.fromDate) q.fromDate = f.fromDate;
  if (f.toDate) q.toDate = f.toDate;
  if (f.status !== '') q.status = Number(f.status);
  if (f.username.trim()) q.username = f.username.trim();
  if (f.ticketNo.trim()) q.ticketNo = f.ticketNo.trim();
  if (f.poolId) q.poolId = Number(f.poolId);
  if (f.source) q.source = f.source;
  return q;
}

const SOURCES = ['express', 'web', 'auto', 'lucky', 'api'] as const;
const STATUSES = [0, 1, 2, 99] as const;
const textareaStyle = { width: '100%', fontFamily: 'monospace' } as const;

/** /inbox: tickets in scope with filters, receipt modal, void and bulk void, SMS receipt. */
export default function InboxScreen() {
  const { t } = useTranslation(INBOX_NAMESPACE);
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [selection, setSelection] = useState<InboxTicket[]>([]);
  const [open, setOpen] = useState<InboxTicket | null>(null);
  const [phone, setPhone] = useState('');
  const table = useRef<DataTableHandle>(null);
  const set = (patch: Partial<Filters>) => setDraft((d) => ({ ...d, ...patch }));

  const fetchPage: FetchPage<InboxTicket, InboxTotal> = (q) =>
    api.fetchPage<InboxTicket, InboxTotal>('Report', 'GetTicket', ticketQuery(filters), q);

  const voidTickets = async (ids: number[]) => {
    if (ids.length === 0) return void showDialog('error', t('action.selectTicket'));
    if (!(await confirmDialog(t('action.voidConfirm', { count: ids.length })))) return;
    const reply =
      ids.length === 1
        ? await api.post<VoidTicketData | null>('Bet', 'VoidTicket', { ticketId: ids[0] })
        : await api.post<VoidTicketData | null>('Bet', 'BulkVoidTicket', { ticketIds: ids });
    if (!reply.success) return;
    creditRefresh$.next();
    setOpen(null);
    table.current?.clearSelection();
    table.current?.refresh();
    await showDialog('success', t('action.voided', { count: reply.data?.voided.length ?? ids.length }));
  };

  const sendSms = async (ticket: InboxTicket) => {
    const body: Record<string, unknown> = { ticketId: ticket.ticketId };
    if (phone.trim()) body.phone = phone.trim();
    const reply = await api.post<{ smsId: number; phone: string } | null>('Report', 'SendSmsReceipt', body);
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
            setPhone('');
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
        <SubmitForm
          label={t('filter.search')}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end' }}
          onSubmit={() => setFilters(draft)}
        >
          <label>
            {t('filter.dateType')}{' '}
            <select
              aria-label={t('filter.dateType')}
              value={draft.dateType}
              onChange={(e) => set({ dateType: e.target.value as Filters['dateType'] })}
            >
              <option value="draw">{t('filter.byDraw')}</option>
              <option value="order">{t('filter.byOrder')}</option>
            </select>
          </label>
          <label>
            {t('filter.from')}{' '}
            <input
              type="date"
              aria-label={t('filter.from')}
              value={draft.fromDate}
              onChange={(e) => set({ fromDate: e.target.value })}
            />
          </label>
          <label>
            {t('filter.to')}{' '}
            <input
              type="date"
              aria-label={t('filter.to')}
              value={draft.toDate}
              onChange={(e) => set({ toDate: e.target.value })}
            />
          </label>
          <label>
            {t('filter.status')}{' '}
            <select
              aria-label={t('filter.status')}
              value={draft.status}
              onChange={(e) => set({ status: e.target.value })}
            >
              <option value="">{t('filter.all')}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.s${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('filter.username')}{' '}
            <input
              aria-label={t('filter.username')}
              value={draft.username}
              onChange={(e) => set({ username: e.target.value })}
            />
          </label>
          <label>
            {t('filter.ticketNo')}{' '}
            <input
              aria-label={t('filter.ticketNo')}
              value={draft.ticketNo}
              onChange={(e) => set({ ticketNo: e.target.value })}
            />
          </label>
          <label>
            {t('filter.pool')}{' '}
            <select
              aria-label={t('filter.pool')}
              value={draft.poolId}
              onChange={(e) => set({ poolId: e.target.value })}
            >
              <option value="">{t('filter.all')}</option>
              {POOLS.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.displayName}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('filter.source')}{' '}
            <select
              aria-label={t('filter.source')}
              value={draft.source}
              onChange={(e) => set({ source: e.target.value })}
            >
              <option value="">{t('filter.all')}</option>
              {SOURCES.map((s) => (
                <option key={s} value={s}>
                  {t(`source.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="primary">
            {t('filter.search')}
          </Button>
          <Button
            onClick={() => {
              setDraft(EMPTY);
              setFilters(EMPTY);
            }}
          >
            {t('filter.reset')}
          </Button>
        </SubmitForm>
      </Panel>
      <DataTable
        ref={table}
        caption={t('col.list')}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={filters}
        getRowId={(r) => String(r.ticketId)}
        namespaces={NAMESPACES}
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
      <Modal
        open={open !== null}
        title={open ? `${t('action.receipt')} #${open.ticketNo}` : ''}
        onClose={() => setOpen(null)}
        footer={
          open && (
            <>
              <input
                aria-label={t('action.smsPhone')}
                placeholder={t('action.smsPhone')}
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
              />
              <Button onClick={() => void sendSms(open)}>{t('action.sms')}</Button>
              {open.status === InboxTicketStatus.Active && (
                <Button variant="danger" onClick={() => void voidTickets([open.ticketId])}>
                  {t('action.void')}
                </Button>
              )}
              <Button onClick={() => setOpen(null)}>{t('action.close')}</Button>
            </>
          )
        }
      >
        {open && (
          <>
            <label>
              {t('action.expressBetString')}
              <textarea
                readOnly
                aria-label={t('action.expressBetString')}
                rows={8}
                style={textareaStyle}
                value={open.expressBetString}
              />
            </label>
            <label>
              {t('action.receiptString')}
              <textarea
                readOnly
                aria-label={t('action.receiptString')}
                rows={8}
                style={textareaStyle}
                value={open.receiptString}
              />
            </label>
          </>
        )}
      </Modal>
    </Page>
  );
}
