import { useMemo } from 'react';
import { DataTable, Hint, type DataTableColumn } from '@drawdesk/shared-kernel/ui';
import { invoiceApi, invoiceKeys, type RemoteInvoicePayoutLine } from './api';
import { InvoiceFrame } from './components/InvoiceFrame';
import { registerPostingTranslations, TABLE_NAMESPACES, usePostingT } from './i18n';
import { matchedPrizes, postingNumberText, postingRowId, sumFields } from './model';
import { useAddressInvoice } from './useAddressInvoice';

registerPostingTranslations();

type Col = DataTableColumn<RemoteInvoicePayoutLine>;

/**
 * /invoice-payout-detail?invoiceId (super admin and company): one remote invoice's winning lines
 * after the result (DOMAIN 13: payout = W(p_remote) x accepted with the agent's package): number,
 * code, accepted stake, the prizes it matched, payout, with totals; above them the invoice's facts.
 */
export default function InvoicePayoutDetailScreen() {
  const { t } = usePostingT();
  const { invoiceId, invoice, lines, failed } = useAddressInvoice(invoiceKeys.payout, invoiceApi.payout);
  const totals = useMemo(() => sumFields(lines, ['accepted', 'payout'] as const), [lines]);
  const columns: Col[] = [
    { id: 'number', header: 'col.number', value: (r) => postingNumberText(r), footer: 'col.total' },
    { id: 'code', header: 'col.code' },
    { id: 'accepted', header: 'col.accepted', kind: 'amount', footer: totals.accepted },
    { id: 'ranks', header: 'col.ranks', value: (r) => matchedPrizes(t, r.code, r.ranks) },
    { id: 'payout', header: 'col.payout', kind: 'amount', footer: totals.payout },
  ];
  return (
    <InvoiceFrame titleKey="INVOICE_PAYOUT_DETAIL" payout invoice={invoice} failed={failed}>
      {invoice && invoice.payout === null ? (
        <Hint role="status">{t('msg.notSettled')}</Hint>
      ) : (
        <>
          {invoice && lines.length === 0 && <Hint role="status">{t('msg.noPayout')}</Hint>}
          <DataTable<RemoteInvoicePayoutLine>
            caption={t('INVOICE_PAYOUT_DETAIL', { ns: ['common'] })}
            columns={columns}
            rows={lines}
            getRowId={postingRowId}
            namespaces={TABLE_NAMESPACES}
            initialPageSize={100}
            exportCsv
            exportExcel
            exportFileName={`invoice-payout-${invoiceId ?? ''}`}
          />
        </>
      )}
    </InvoiceFrame>
  );
}
