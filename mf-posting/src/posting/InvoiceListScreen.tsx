import { useCallback, useMemo, useRef, useState } from 'react';
import { formatAmount } from '@drawdesk/shared-kernel/domain';
import { Form, SelectField, TextField, useFormContext } from '@drawdesk/shared-kernel/forms/formik';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { useSearchParams } from '@drawdesk/shared-kernel/routing';
import {
  Button,
  confirmDialog,
  ControlBar,
  DataTable,
  Page,
  Panel,
  showDialog,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
} from '@drawdesk/shared-kernel/ui';
import { postingApi, postingKeys, type RemoteInvoiceRow, type RemoteInvoiceTotals } from './api';
import { Actions, RowLink, showRefusal, StatusBadge, Warning } from './components/bits';
import { overallAmounts, totalColumn } from './components/totals';
import { useCompanyChoice } from './components/useCompanyChoice';
import { registerPostingTranslations, TABLE_NAMESPACES, usePostingT } from './i18n';
import {
  canPay,
  hasPayout,
  INVOICE_STATUSES,
  invoiceBody,
  invoiceHref,
  poolName,
  rangeError,
  readInvoiceFilter,
  writeInvoiceFilter,
  type InvoiceFilter,
  type InvoiceStatus,
} from './model';

registerPostingTranslations();

type Row = RemoteInvoiceRow;
type Totals = RemoteInvoiceTotals;
type Col = DataTableColumn<Row, Totals>;

/** The filter form's values: '' / 0 = every status, agent, company. */
interface Values {
  fromDate: string;
  toDate: string;
  agentId: number;
  status: InvoiceStatus | '';
  companyId: number;
}

/**
 * /posting/InvoiceList (super admin and company): the remote invoices of a range, filtered by agent
 * and status (all in the address), each status tinted (failed rows pink); an invoice opens its lines
 * (/invoice-detail) and, once settled, its payout (/invoice-payout-detail); a settled invoice is paid
 * (PayPosting) after a confirmation, once: its button goes as soon as it is pressed.
 */
export default function InvoiceListScreen() {
  const { t } = usePostingT();
  const company = useCompanyChoice();
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  const filter = useMemo<InvoiceFilter>(() => {
    const f = readInvoiceFilter(new URLSearchParams(text));
    if (company.superAdmin) return f;
    const { companyId: _ignored, ...own } = f;
    return own;
  }, [text, company.superAdmin]);
  const apply = useCallback(
    (f: InvoiceFilter) => setParams((prev) => writeInvoiceFilter(prev, f)),
    [setParams],
  );
  const body = useMemo(() => invoiceBody(filter), [filter]);
  const table = useRef<DataTableHandle>(null);
  // Invoices whose payment was asked for on this page: never offered twice.
  const [paying, setPaying] = useState<ReadonlySet<number>>(new Set());

  const agents = useApiQuery(postingKeys.agents(filter.companyId), (signal) =>
    postingApi.remoteAgents(filter.companyId, signal),
  );
  const agentOptions = [
    { value: 0, label: t('filter.allAgents') },
    ...(agents.data?.rows ?? []).map((a) => ({ value: a.agentId, label: a.name })),
  ];

  const fetchPage: FetchPage<Row, RemoteInvoiceTotals> = (q) => postingApi.invoiceList(body, q);

  const pay = async (row: Row) => {
    const ok = await confirmDialog(
      t('inv.confirmPay', {
        invoiceId: row.invoiceId,
        agent: row.agentName,
        amount: formatAmount(row.winLoss),
      }),
    );
    if (!ok) return;
    setPaying((s) => new Set(s).add(row.invoiceId));
    const reply = await postingApi.payPosting(row.invoiceId);
    if (reply.success) await showDialog('success', t('inv.paid', { invoiceId: row.invoiceId }));
    else await showRefusal(reply);
    table.current?.refresh();
  };

  const columns: Col[] = [
    { id: 'invoiceId', header: 'col.invoiceId', kind: 'number', footer: 'col.total' },
    { id: 'agentName', header: 'col.agent' },
    { id: 'drawDate', header: 'col.drawDate' },
    { id: 'poolId', header: 'col.pool', value: (r) => poolName(r.poolId) },
    { id: 'remoteTicketNo', header: 'col.remoteTicketNo', value: (r) => r.remoteTicketNo ?? '' },
    totalColumn<Row, Totals>('gross'),
    totalColumn<Row, Totals>('net'),
    totalColumn<Row, Totals>('payout'),
    totalColumn<Row, Totals>('winLoss', 'signedAmount'),
    {
      id: 'status',
      header: 'col.status',
      value: (r) => t(`status.${r.status}`),
      cell: (r) => <StatusBadge status={r.status} />,
    },
    {
      id: 'actions',
      header: 'col.actions',
      exportable: false,
      cell: (r) => (
        <Actions>
          <RowLink to={invoiceHref(r.invoiceId)}>{t('inv.detail')}</RowLink>
          {hasPayout(r) && <RowLink to={invoiceHref(r.invoiceId, true)}>{t('inv.payoutDetail')}</RowLink>}
          {canPay(r) && !paying.has(r.invoiceId) && (
            <Button
              compact
              variant="primary"
              aria-label={`${t('inv.pay')} ${r.invoiceId}`}
              onClick={() => void pay(r)}
            >
              {t('inv.pay')}
            </Button>
          )}
        </Actions>
      ),
    },
  ];

  const values: Values = {
    fromDate: filter.fromDate,
    toDate: filter.toDate,
    agentId: filter.agentId ?? 0,
    status: filter.status ?? '',
    companyId: filter.companyId ?? 0,
  };
  const error = rangeError(filter);
  return (
    <Page titleKey="INVOICE_LIST">
      <Panel>
        <div data-no-print>
          <Form<Values>
            label={t('filter.search')}
            initialValues={values}
            enableReinitialize
            onSubmit={(v) => {
              if (rangeError(v) !== null) return;
              apply({
                fromDate: v.fromDate,
                toDate: v.toDate,
                ...(v.agentId ? { agentId: v.agentId } : {}),
                ...(v.status ? { status: v.status } : {}),
                ...(v.companyId ? { companyId: v.companyId } : {}),
              });
            }}
          >
            <InvoiceFilterFields
              agentOptions={agentOptions}
              companyOptions={company.superAdmin && company.ready ? company.options : null}
            />
          </Form>
        </div>
        {error ? null : (
          <DataTable<Row, RemoteInvoiceTotals>
            ref={table}
            caption={t('INVOICE_LIST', { ns: ['common'] })}
            columns={columns}
            fetchPage={fetchPage}
            queryKey={body}
            getRowId={(r) => String(r.invoiceId)}
            namespaces={TABLE_NAMESPACES}
            searchable={false}
            initialPageSize={50}
            rowTint={(r) => (r.status === 'failed' ? 'danger' : undefined)}
            overall={overallAmounts<Totals>(['net', 'payout', 'winLoss'])}
            exportCsv
            exportExcel
            exportFileName="remote-invoices"
          />
        )}
      </Panel>
    </Page>
  );
}

function InvoiceFilterFields({
  agentOptions,
  companyOptions,
}: {
  agentOptions: { value: number; label: string }[];
  companyOptions: { value: number; label: string }[] | null;
}) {
  const { t } = usePostingT();
  const { values } = useFormContext<Values>();
  const error = rangeError(values);
  const statuses = [
    { value: '' as InvoiceStatus | '', label: t('filter.allStatuses') },
    ...INVOICE_STATUSES.map((s) => ({ value: s as InvoiceStatus | '', label: t(`status.${s}`) })),
  ];
  return (
    <>
      <ControlBar>
        <TextField name="fromDate" type="date" label={t('filter.from')} />
        <TextField name="toDate" type="date" label={t('filter.to')} />
        {companyOptions && (
          <SelectField<number> name="companyId" label={t('filter.company')} options={companyOptions} />
        )}
        <SelectField<number> name="agentId" label={t('filter.agent')} options={agentOptions} />
        <SelectField<string> name="status" label={t('filter.status')} options={statuses} />
        <Button type="submit" variant="primary" disabled={error !== null}>
          {t('filter.search')}
        </Button>
      </ControlBar>
      {error && <Warning role="alert">{t(error)}</Warning>}
    </>
  );
}
