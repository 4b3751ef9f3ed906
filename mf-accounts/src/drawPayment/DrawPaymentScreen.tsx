import { useEffect, useRef, useState } from 'react';
import type { InitDrawPaymentBody } from '@drawdesk/shared-kernel/contract';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { creditRefresh$ } from '@drawdesk/shared-kernel/bus';
import { businessDate, formatAmount, formatDate, formatDateTime } from '@drawdesk/shared-kernel/domain';
import { Form, SelectField, TextField, useFormContext } from '@drawdesk/shared-kernel/forms/formik';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import {
  AmountText,
  Button,
  confirmDialog,
  ControlBar as Row,
  DataTable,
  Page,
  Panel,
  theme,
  type DataTableColumn,
  type FetchPage,
  type DataTableHandle,
  useCurrentUser,
} from '@drawdesk/shared-kernel/ui';
import {
  drawPaymentApi,
  drawPaymentKeys,
  type AccountOption,
  type DrawPaymentHistoryOverall as Overall,
  type DrawPaymentHistoryRow,
  type DrawPaymentInfo,
} from './api';
import { NAMESPACE, TABLE_NAMESPACES, ensureDrawPaymentResources } from './i18n';
import { mayUseDownline } from '@drawdesk/shared-kernel/domain/access';

ensureDrawPaymentResources();

const Note = styled.p`
  margin: ${theme.space.sm} 0;
`;

/** What the upline does for this amount (positive: it pays the downline). */
export function explainKey(info: Pick<DrawPaymentInfo, 'amount' | 'paid'>): string {
  if (info.paid) return 'info.paid';
  if (info.amount > 0) return 'info.youPay';
  if (info.amount < 0) return 'info.theyPay';
  return 'info.nothing';
}

/** Which amount to show: a draw date and a downline ('' until one is chosen). */
interface AmountQuery {
  drawDate: string;
  userId: number | '';
}

/** Reports every change of the enclosing form's values (the shown amount is then out of date). */
function OnValuesChange({ onChange }: { onChange: () => void }) {
  const { values } = useFormContext<AmountQuery>();
  const report = useRef(onChange);
  report.current = onChange;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    report.current();
  }, [values.drawDate, values.userId]);
  return null;
}

/** The draw date and downline to settle; "Show amount" asks the server for its win/loss. */
function AmountQueryForm({
  today,
  downlines,
  onShow,
  onChange,
}: {
  today: string;
  downlines: readonly AccountOption[];
  onShow: (query: InitDrawPaymentBody) => void;
  onChange: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Form<AmountQuery>
      initialValues={{ drawDate: today, userId: '' }}
      onSubmit={(v) => {
        if (v.userId !== '' && v.drawDate) onShow({ drawDate: v.drawDate, userId: v.userId });
      }}
    >
      {({ values }) => (
        <Row>
          <OnValuesChange onChange={onChange} />
          <TextField name="drawDate" type="date" label={t('form.drawDate')} />
          <SelectField<number>
            name="userId"
            label={t('form.downline')}
            placeholder=""
            options={downlines.map((d) => ({
              value: d.userId,
              label: d.fullName ? `${d.username} (${d.fullName})` : d.username,
            }))}
          />
          <div>
            <Button type="submit" disabled={values.userId === '' || !values.drawDate}>
              {t('form.load')}
            </Button>
          </div>
        </Row>
      )}
    </Form>
  );
}

/** Settles the shown amount: confirmed first, with an optional remark. */
function PayForm({ info, onPaid }: { info: DrawPaymentInfo; onPaid: () => Promise<unknown> }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Form
      initialValues={{ remark: '' }}
      onSubmit={async ({ remark }, { resetForm }) => {
        const ok = await confirmDialog(
          t('info.confirm', {
            amount: formatAmount(info.amount),
            target: info.username,
            date: formatDate(info.drawDate),
          }),
        );
        if (!ok) return;
        const reply = await drawPaymentApi.save({
          drawDate: info.drawDate,
          userId: info.userId,
          amount: info.amount,
          ...(remark.trim() ? { remark: remark.trim() } : {}),
        });
        if (!reply.success) return;
        resetForm();
        await onPaid();
      }}
    >
      {({ isSubmitting }) => (
        <Row>
          <TextField name="remark" label={t('form.remark')} maxLength={200} />
          <div>
            <Button type="submit" disabled={isSubmitting || info.lineCount === 0}>
              {t('form.pay')}
            </Button>
          </div>
        </Row>
      )}
    </Form>
  );
}

/** /draw-payment: settle one draw date's win/loss with a direct downline, and the history. */
export default function DrawPaymentScreen({ today = businessDate(new Date()) }: { today?: string }) {
  const { t } = useTranslation(NAMESPACE);
  // The downline list is read only by a login the server lets read it (the kernel's mayUseDownline,
  // as GetDirectDownlines checks): a house account has no Downline function, and no downlines.
  const me = useCurrentUser();
  const listsDownlines =
    me !== null && mayUseDownline({ roleId: me.userRoleId, accessString: me.accessString }, 1);
  const loadedDownlines = useApiQuery(
    drawPaymentKeys.directDownlines(),
    (signal) => drawPaymentApi.directDownlines({ signal }),
    { enabled: listsDownlines },
  );
  // Unknown until the load settles; a failed load (or none allowed) offers no downline.
  const downlines: AccountOption[] | null = !listsDownlines
    ? []
    : loadedDownlines.isPending
      ? null
      : (loadedDownlines.data?.data ?? []);
  // The amount asked for last (null: none, or the date or downline changed since).
  const [shown, setShown] = useState<{ query: InitDrawPaymentBody; round: number } | null>(null);
  const round = useRef(0);
  const loadedInfo = useApiQuery(
    drawPaymentKeys.info(shown?.query ?? { drawDate: '', userId: 0 }, shown?.round ?? 0),
    (signal) => drawPaymentApi.info(shown?.query ?? { drawDate: '', userId: 0 }, { signal }),
    { enabled: shown !== null, gcTime: 0 },
  );
  const info = shown ? (loadedInfo.data?.data ?? null) : null;
  const table = useRef<DataTableHandle>(null);

  const paid = async () => {
    creditRefresh$.next();
    table.current?.refresh();
    await loadedInfo.refetch();
  };

  const fetchPage: FetchPage<DrawPaymentHistoryRow, Overall> = (q) => drawPaymentApi.history(q);
  const columns: DataTableColumn<DrawPaymentHistoryRow, Overall>[] = [
    {
      id: 'createdAt',
      header: 'history.createdAt',
      value: (r) => formatDateTime(r.createdAt),
      footer: 'history.total',
    },
    { id: 'drawDate', header: 'history.drawDate' },
    { id: 'username', header: 'history.username' },
    { id: 'uplineUsername', header: 'history.upline' },
    {
      id: 'amount',
      header: 'history.amount',
      kind: 'signedAmount',
      footer: (ctx) => ctx.overallInfo?.totalAmount ?? null,
    },
    {
      id: 'paymentType',
      header: 'history.type',
      value: (r) =>
        r.paymentType === 1
          ? t('history.transfer')
          : r.paymentType === 2
            ? t('history.receive')
            : t('history.none'),
    },
    { id: 'finalAmount', header: 'history.finalAmount', kind: 'signedAmount' },
    { id: 'remark', header: 'history.remark' },
    { id: 'actorUsername', header: 'history.actor' },
  ];

  const target = info?.username ?? '';
  return (
    <Page titleKey="DRAW_PAYMENT">
      <Panel title={t('form.title')}>
        {downlines && downlines.length === 0 ? (
          <Note>{t('form.noDownline')}</Note>
        ) : (
          <AmountQueryForm
            today={today}
            downlines={downlines ?? []}
            onShow={(query) => setShown({ query, round: ++round.current })}
            onChange={() => setShown(null)}
          />
        )}
        {info && (
          <section aria-label={t('info.title')} data-testid="draw-payment-info">
            <Note>
              {t('info.amount')}: <AmountText value={info.amount} /> · {t('info.lines')}: {info.lineCount}
            </Note>
            <Note>
              {t(explainKey(info), {
                target,
                amount: formatAmount(Math.abs(info.paid ? (info.paidAmount ?? 0) : info.amount)),
                at: info.paidAt ? formatDateTime(info.paidAt) : '',
              })}
            </Note>
            {!info.paid && <PayForm info={info} onPaid={paid} />}
          </section>
        )}
      </Panel>
      <Panel title={t('history.title')}>
        <DataTable<DrawPaymentHistoryRow, Overall>
          ref={table}
          caption={t('history.title')}
          columns={columns}
          fetchPage={fetchPage}
          searchable
          getRowId={(r) => String(r.drawPaymentId)}
          namespaces={TABLE_NAMESPACES}
          overall={(o) => (o ? [{ label: 'history.amount', value: o.totalAmount }] : [])}
          exportCsv
          exportExcel
          exportFileName="draw-payment-history"
        />
      </Panel>
    </Page>
  );
}
