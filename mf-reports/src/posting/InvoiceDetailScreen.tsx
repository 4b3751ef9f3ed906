import { useMemo } from 'react';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { useSearchParams } from '@drawdesk/shared-kernel/routing';
import { DataTable, type DataTableColumn } from '@drawdesk/shared-kernel/ui';
import { invoiceApi, invoiceKeys, type RemoteInvoiceLine } from './api';
import { InvoiceFrame } from './components/InvoiceFrame';
import { registerPostingTranslations, TABLE_NAMESPACES, usePostingT } from './i18n';
import { postingNumberText, postingRowId, readInvoiceId, sumFields } from './model';

registerPostingTranslations();

type Col = DataTableColumn<RemoteInvoiceLine>;

/**
 * /invoice-detail?invoiceId (super admin and company): one remote invoice (DOMAIN 13): agent, draw,
 * remote ticket, status, gross, net, payout and win/loss, its bet and receipt strings, and its lines
 * per number and code (sent, accepted, net) with totals.
 */
export default function InvoiceDetailScreen() {
  const { t } = usePostingT();
  const [params] = useSearchParams();
  const invoiceId = readInvoiceId(params);
  const reply = useApiQuery(
    invoiceKeys.detail(invoiceId ?? 0),
    (signal) => invoiceApi.detail(invoiceId ?? 0, signal),
    { enabled: invoiceId !== null },
  );
  const data = reply.data?.data ?? null;
  const lines = useMemo(() => data?.lines ?? [], [data]);
  const totals = useMemo(() => sumFields(lines, ['sent', 'accepted', 'net'] as const), [lines]);
  const columns: Col[] = [
    { id: 'number', header: 'col.number', value: (r) => postingNumberText(r), footer: 'col.total' },
    { id: 'code', header: 'col.code' },
    { id: 'sent', header: 'col.sent', kind: 'amount', footer: totals.sent },
    { id: 'accepted', header: 'col.accepted', kind: 'amount', footer: totals.accepted },
    { id: 'net', header: 'col.net', kind: 'amount', footer: totals.net },
  ];
  return (
    <InvoiceFrame
      titleKey="INVOICE_DETAIL"
      payout={false}
      invoice={data?.invoice ?? null}
      failed={reply.isError}
    >
      <DataTable<RemoteInvoiceLine>
        caption={t('INVOICE_DETAIL', { ns: ['common'] })}
        columns={columns}
        rows={lines}
        getRowId={postingRowId}
        namespaces={TABLE_NAMESPACES}
        initialPageSize={100}
        exportCsv
        exportExcel
        exportFileName={`invoice-${invoiceId ?? ''}`}
      />
    </InvoiceFrame>
  );
}
