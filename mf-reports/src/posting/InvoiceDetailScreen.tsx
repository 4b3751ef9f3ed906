import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '@drawdesk/shared-kernel/ui';
import { invoiceApi, invoiceKeys, type RemoteInvoiceLine } from './api';
import { InvoiceFrame } from './components/InvoiceFrame';
import { registerPostingTranslations, TABLE_NAMESPACES, usePostingT } from './i18n';
import { postingNumberText, postingRowId, sumFields } from './model';
import { useAddressInvoice } from './useAddressInvoice';

registerPostingTranslations();

type Col = DataTableColumn<RemoteInvoiceLine>;

/**
 * /invoice-detail?invoiceId (super admin and company): one remote invoice (DOMAIN 13): agent, draw,
 * remote ticket, status, gross, net, payout and win/loss, its bet and receipt strings, and its lines
 * per number and code (sent, accepted, net) with totals.
 */
export default function InvoiceDetailScreen() {
  const { t } = usePostingT();
  const { invoiceId, invoice, lines, failed } = useAddressInvoice(invoiceKeys.detail, invoiceApi.detail);
  const totals = useMemo(() => sumFields(lines, ['sent', 'accepted', 'net'] as const), [lines]);
  const columns: Col[] = [
    { id: 'number', header: 'col.number', value: (r) => postingNumberText(r), footer: 'col.total' },
    { id: 'code', header: 'col.code' },
    { id: 'sent', header: 'col.sent', kind: 'amount', footer: totals.sent },
    { id: 'accepted', header: 'col.accepted', kind: 'amount', footer: totals.accepted },
    { id: 'net', header: 'col.net', kind: 'amount', footer: totals.net },
  ];
  return (
    <InvoiceFrame titleKey="INVOICE_DETAIL" payout={false} invoice={invoice} failed={failed}>
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
