import { useEffect, useRef, useState } from 'react';
import { newRequestKey } from '@drawdesk/shared-kernel/api';
import { creditRefresh$ } from '@drawdesk/shared-kernel/bus';
import type {
  AccountOption,
  MakePaymentBody,
  MakePaymentResult,
  PaymentHistoryOverall,
  PaymentHistoryRow,
  PaymentTypeId,
} from '@drawdesk/shared-kernel/contract';
import {
  formatAmount,
  formatDateTime,
  hasAtMostTwoDecimals,
  PaymentType,
} from '@drawdesk/shared-kernel/domain';
import {
  AmountInput,
  FormActions,
  SelectInput,
  toAmount,
  useForm,
  type FormErrors,
} from '@drawdesk/shared-kernel/forms';
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
import { creditApi } from './api';
import { Columns } from './components/Columns';
import { FieldRow } from './components/FieldRow';
import { Figures } from './components/Figures';
import { TABLE_NAMESPACES, ensureCreditResources, useCreditT } from './i18n';

ensureCreditResources();

export interface PaymentFormValues {
  targetUserId: number | undefined;
  paymentType: PaymentTypeId;
  amount: number | undefined;
}

export function validatePayment(values: PaymentFormValues): FormErrors<PaymentFormValues> {
  const errors: FormErrors<PaymentFormValues> = {};
  if (values.targetUserId === undefined) errors.targetUserId = 'REQUIRED_FIELD';
  const a = values.amount;
  if (a === undefined) errors.amount = 'REQUIRED_FIELD';
  else if (a < 0.01) errors.amount = 'MIN_ERROR';
  else if (a > 999_999_999.99) errors.amount = 'MAX_ERROR';
  else if (!hasAtMostTwoDecimals(a)) errors.amount = 'INVALID_FORMAT';
  return errors;
}

/** The call's body; `paymentKey` names this one payment so that a retried request never pays twice. */
export function paymentBody(values: PaymentFormValues, paymentKey: string): MakePaymentBody {
  return {
    targetUserId: Number(values.targetUserId),
    paymentType: values.paymentType,
    amount: Number(values.amount),
    paymentKey,
  };
}

/** The form's own values: the amount as typed (see AmountInput). */
interface PaymentDraft extends Omit<PaymentFormValues, 'amount'> {
  amount: string;
}

const fromDraft = (d: PaymentDraft): PaymentFormValues => ({ ...d, amount: toAmount(d.amount) });

function validateDraft(d: PaymentDraft): FormErrors<PaymentDraft> {
  const errors = validatePayment(fromDraft(d));
  if (d.amount.trim() !== '' && toAmount(d.amount) === undefined) errors.amount = 'INVALID_FORMAT';
  return errors;
}

interface LastPayment extends MakePaymentResult {
  target: string;
  paymentType: PaymentTypeId;
  amount: number;
}

/** Choose a downline, a direction and an amount; confirm; MakePayment. */
export function PaymentForm({
  downlines,
  onPaid,
}: {
  downlines: readonly AccountOption[];
  onPaid: (result: LastPayment) => void;
}) {
  const { t } = useCreditT();
  const typeName = (type: PaymentTypeId) =>
    type === PaymentType.TransferCredit ? t('payment.transfer') : t('payment.receive');
  const form = useForm<PaymentDraft>({
    initialValues: { targetUserId: undefined, paymentType: PaymentType.TransferCredit, amount: '' },
    validate: validateDraft,
    onSubmit: async (draft) => {
      const v = fromDraft(draft);
      const ok = await confirmDialog(
        t('payment.confirm', { type: typeName(v.paymentType), amount: formatAmount(v.amount), target }),
      );
      if (!ok) return;
      const reply = await creditApi.makePayment(paymentBody(v, newRequestKey()));
      if (!reply.success || !reply.data) return;
      form.reset({ ...draft, amount: '' });
      onPaid({ ...reply.data, target, paymentType: v.paymentType, amount: Number(v.amount) });
    },
  });
  const { values } = form;
  const target = downlines.find((d) => d.userId === values.targetUserId)?.username ?? '';
  const options = downlines.map((d) => ({
    value: d.userId,
    label: d.fullName ? `${d.username} (${d.fullName})` : d.username,
  }));
  return (
    <form {...form.formProps} aria-label={t('payment.formTitle')}>
      <FieldRow>
        <SelectInput
          label={t('payment.target')}
          required
          placeholder=""
          options={options}
          {...form.field('targetUserId')}
        />
        <SelectInput
          label={t('payment.type')}
          options={[
            { value: PaymentType.TransferCredit as PaymentTypeId, label: t('payment.transfer') },
            { value: PaymentType.ReceiveCredit as PaymentTypeId, label: t('payment.receive') },
          ]}
          {...form.field('paymentType')}
        />
        <AmountInput label={t('payment.amount')} required {...form.field('amount')} />
      </FieldRow>
      <Hint data-testid="payment-explain">
        {!target
          ? t('payment.explainNoTarget')
          : values.paymentType === PaymentType.TransferCredit
            ? t('payment.transferExplain', { target })
            : t('payment.receiveExplain', { target })}
      </Hint>
      <FormActions submitLabel={t('payment.submit')} submitting={form.submitting} />
    </form>
  );
}

/** /payment: pay or collect from a direct downline, and the payment history. */
export default function PaymentScreen() {
  const { t } = useCreditT();
  const [downlines, setDownlines] = useState<AccountOption[] | null>(null);
  const [last, setLast] = useState<LastPayment | null>(null);
  const [fromDate, setFromDate] = useState('');
  const [toDate, setToDate] = useState('');
  const [filter, setFilter] = useState<{ fromDate?: string; toDate?: string }>({});
  const table = useRef<DataTableHandle>(null);

  useEffect(() => {
    void creditApi
      .directDownlines()
      .then((reply) => setDownlines(reply.success && reply.data ? reply.data : []));
  }, []);

  const typeName = (type: PaymentTypeId) =>
    type === PaymentType.TransferCredit ? t('payment.transfer') : t('payment.receive');

  const paid = (result: LastPayment) => {
    setLast(result);
    creditRefresh$.next();
    table.current?.refresh();
  };

  const fetchPage: FetchPage<PaymentHistoryRow, PaymentHistoryOverall> = (q) =>
    creditApi.paymentHistory(filter, q);

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
        <FieldRow style={{ alignItems: 'end', marginBottom: 8 }}>
          <label>
            {t('payment.from')}{' '}
            <input
              type="date"
              aria-label={t('payment.from')}
              value={fromDate}
              onChange={(e) => setFromDate(e.target.value)}
            />
          </label>
          <label>
            {t('payment.to')}{' '}
            <input
              type="date"
              aria-label={t('payment.to')}
              value={toDate}
              onChange={(e) => setToDate(e.target.value)}
            />
          </label>
          <div>
            <Button
              onClick={() => setFilter({ fromDate: fromDate || undefined, toDate: toDate || undefined })}
            >
              {t('payment.search')}
            </Button>
          </div>
        </FieldRow>
        <DataTable
          ref={table}
          caption={t('payment.historyTitle')}
          columns={columns}
          fetchPage={fetchPage}
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
