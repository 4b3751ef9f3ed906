import { useRef, useState } from 'react';
import { newRequestKey } from '@drawdesk/shared-kernel/api';
import { creditRefresh$ } from '@drawdesk/shared-kernel/bus';
import type {
  AccountOption,
  PaymentHistoryOverall,
  PaymentHistoryRow,
  PaymentTypeId,
} from '@drawdesk/shared-kernel/contract';
import { formatAmount, formatDateTime, PaymentType } from '@drawdesk/shared-kernel/domain';
import { AmountField, Form, FormActions, SelectField, TextField } from '@drawdesk/shared-kernel/forms/formik';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import {
  AmountText,
  Button,
  confirmDialog,
  DataTable,
  Hint,
  Page,
  Panel,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
} from '@drawdesk/shared-kernel/ui';
import { Columns } from '../common/components/Columns';
import { FieldRow } from '../common/components/FieldRow';
import { Figures } from '../common/components/Figures';
import { paymentKeys, paymentsApi, type PaymentHistoryFilter } from './api';
import { TABLE_NAMESPACES, ensurePaymentsResources, usePaymentsT } from './i18n';
import {
  EMPTY_DRAFT,
  fromDraft,
  paymentBody,
  validateDraft,
  type LastPayment,
  type PaymentDraft,
} from './model';

ensurePaymentsResources();

/** Choose a downline, a direction and an amount; confirm; MakePayment. */
export function PaymentForm({
  downlines,
  onPaid,
}: {
  downlines: readonly AccountOption[];
  onPaid: (result: LastPayment) => void;
}) {
  const { t } = usePaymentsT();
  const typeName = (type: PaymentTypeId) =>
    type === PaymentType.TransferCredit ? t('payment.transfer') : t('payment.receive');
  const targetName = (userId: number | undefined) =>
    downlines.find((d) => d.userId === userId)?.username ?? '';
  const options = downlines.map((d) => ({
    value: d.userId,
    label: d.fullName ? `${d.username} (${d.fullName})` : d.username,
  }));
  return (
    <Form<PaymentDraft>
      label={t('payment.formTitle')}
      initialValues={EMPTY_DRAFT}
      validate={validateDraft}
      onSubmit={async (draft, { resetForm }) => {
        const v = fromDraft(draft);
        const target = targetName(v.targetUserId);
        const ok = await confirmDialog(
          t('payment.confirm', { type: typeName(v.paymentType), amount: formatAmount(v.amount), target }),
        );
        if (!ok) return;
        const reply = await paymentsApi.makePayment(paymentBody(v, newRequestKey()));
        if (!reply.success || !reply.data) return;
        resetForm({ ...draft, amount: '' });
        onPaid({ ...reply.data, target, paymentType: v.paymentType, amount: Number(v.amount) });
      }}
    >
      {({ values }) => {
        const target = targetName(values.targetUserId);
        return (
          <>
            <FieldRow>
              <SelectField<number>
                name="targetUserId"
                label={t('payment.target')}
                required
                placeholder=""
                options={options}
              />
              <SelectField<PaymentTypeId>
                name="paymentType"
                label={t('payment.type')}
                options={[
                  { value: PaymentType.TransferCredit as PaymentTypeId, label: t('payment.transfer') },
                  { value: PaymentType.ReceiveCredit as PaymentTypeId, label: t('payment.receive') },
                ]}
              />
              <AmountField name="amount" label={t('payment.amount')} required />
            </FieldRow>
            <Hint data-testid="payment-explain">
              {!target
                ? t('payment.explainNoTarget')
                : values.paymentType === PaymentType.TransferCredit
                  ? t('payment.transferExplain', { target })
                  : t('payment.receiveExplain', { target })}
            </Hint>
            <FormActions submitLabel={t('payment.submit')} />
          </>
        );
      }}
    </Form>
  );
}

/** The history's date range: Search (or Enter) applies it. */
function HistoryFilterBar({ onSearch }: { onSearch: (filter: PaymentHistoryFilter) => void }) {
  const { t } = usePaymentsT();
  return (
    <Form
      initialValues={{ fromDate: '', toDate: '' }}
      onSubmit={(v) => onSearch({ fromDate: v.fromDate || undefined, toDate: v.toDate || undefined })}
    >
      <FieldRow style={{ alignItems: 'end', marginBottom: 8 }}>
        <TextField name="fromDate" type="date" label={t('payment.from')} />
        <TextField name="toDate" type="date" label={t('payment.to')} />
        <div>
          <Button type="submit">{t('payment.search')}</Button>
        </div>
      </FieldRow>
    </Form>
  );
}

/** /payment: pay or collect from a direct downline, and the payment history. */
export default function PaymentScreen() {
  const { t } = usePaymentsT();
  const loaded = useApiQuery(paymentKeys.directDownlines(), (signal) =>
    paymentsApi.directDownlines({ signal }),
  );
  // Unknown until the load settles; a failed load offers no downline.
  const downlines = loaded.isPending ? null : (loaded.data?.data ?? []);
  const [last, setLast] = useState<LastPayment | null>(null);
  const [filter, setFilter] = useState<PaymentHistoryFilter>({});
  const table = useRef<DataTableHandle>(null);

  const typeName = (type: PaymentTypeId) =>
    type === PaymentType.TransferCredit ? t('payment.transfer') : t('payment.receive');

  const paid = (result: LastPayment) => {
    setLast(result);
    creditRefresh$.next();
    table.current?.refresh();
  };

  const fetchPage: FetchPage<PaymentHistoryRow, PaymentHistoryOverall> = (q) =>
    paymentsApi.paymentHistory(filter, q);

  const columns: DataTableColumn<PaymentHistoryRow, PaymentHistoryOverall>[] = [
    { id: 'createdAt', header: 'payment.date', value: (r) => formatDateTime(r.createdAt) },
    { id: 'paymentType', header: 'payment.type', value: (r) => typeName(r.paymentType) },
    { id: 'targetUsername', header: 'payment.target' },
    { id: 'initiateUsername', header: 'payment.initiator' },
    { id: 'amount', header: 'payment.amount', kind: 'amount' },
    { id: 'initialAmount', header: 'payment.initialAmount', kind: 'signedAmount' },
    { id: 'finalAmount', header: 'payment.finalAmount', kind: 'signedAmount' },
  ];

  return (
    <Page titleKey="PAYMENT">
      <Columns>
        <Panel title={t('payment.formTitle')}>
          {downlines && downlines.length === 0 ? (
            <Hint>{t('payment.noDownline')}</Hint>
          ) : (
            <PaymentForm downlines={downlines ?? []} onPaid={paid} />
          )}
        </Panel>
        {last && (
          <Panel title={t('payment.resultTitle')}>
            <Figures data-testid="payment-result">
              <dt>{t('payment.target')}</dt>
              <dd>{last.target}</dd>
              <dt>{t('payment.type')}</dt>
              <dd>{typeName(last.paymentType)}</dd>
              <dt>{t('payment.amount')}</dt>
              <dd>{formatAmount(last.amount)}</dd>
              <dt>{t('payment.initialAmount')}</dt>
              <dd>
                <AmountText value={last.initialAmount} />
              </dd>
              <dt>{t('payment.finalAmount')}</dt>
              <dd>
                <AmountText value={last.finalAmount} />
              </dd>
            </Figures>
          </Panel>
        )}
      </Columns>
      <Panel title={t('payment.historyTitle')}>
        <HistoryFilterBar onSearch={setFilter} />
        <DataTable
          ref={table}
          caption={t('payment.historyTitle')}
          columns={columns}
          fetchPage={fetchPage}
          searchable
          queryKey={filter}
          getRowId={(r) => String(r.paymentId)}
          namespaces={TABLE_NAMESPACES}
          overall={(o) =>
            o
              ? [
                  { label: 'payment.transfer', value: o.totalTransfer },
                  { label: 'payment.receive', value: o.totalReceive },
                ]
              : []
          }
          exportCsv
          exportExcel
          exportFileName="payment-history"
        />
      </Panel>
    </Page>
  );
}
