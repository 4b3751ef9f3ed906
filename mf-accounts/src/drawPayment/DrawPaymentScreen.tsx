import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { creditRefresh$ } from '@drawdesk/shared-kernel/bus';
import { businessDate, formatAmount, formatDateTime } from '@drawdesk/shared-kernel/domain';
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
} from '@drawdesk/shared-kernel/ui';
import {
  drawPaymentApi,
  type AccountOption,
  type DrawPaymentHistoryOverall as Overall,
  type DrawPaymentHistoryRow,
  type DrawPaymentInfo,
} from './api';
import { NAMESPACE, TABLE_NAMESPACES, ensureDrawPaymentResources } from './i18n';

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

/** /draw-payment: settle one draw date's win/loss with a direct downline, and the history. */
export default function DrawPaymentScreen({ today = businessDate(new Date()) }: { today?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [downlines, setDownlines] = useState<AccountOption[] | null>(null);
  const [drawDate, setDrawDate] = useState(today);
  const [userId, setUserId] = useState<number | ''>('');
  const [remark, setRemark] = useState('');
  const [info, setInfo] = useState<DrawPaymentInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const table = useRef<DataTableHandle>(null);

  useEffect(() => {
    void drawPaymentApi
      .directDownlines()
      .then((reply) => setDownlines(reply.success && reply.data ? reply.data : []));
  }, []);

  const load = async () => {
    if (userId === '' || !drawDate) return;
    const reply = await drawPaymentApi.info({ drawDate, userId });
    setInfo(reply.success && reply.data ? reply.data : null);
  };

  const pay = async () => {
    if (!info || info.paid) return;
    const ok = await confirmDialog(
      t('info.confirm', { amount: formatAmount(info.amount), target: info.username, date: info.drawDate }),
    );
    if (!ok) return;
    setBusy(true);
    try {
      const reply = await drawPaymentApi.save({
        drawDate: info.drawDate,
        userId: info.userId,
        amount: info.amount,
        ...(remark.trim() ? { remark: remark.trim() } : {}),
      });
      if (!reply.success) return;
      setRemark('');
      creditRefresh$.next();
      table.current?.refresh();
      await load();
    } finally {
      setBusy(false);
    }
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
          <Row>
            <label>
              {t('form.drawDate')}{' '}
              <input
                type="date"
                aria-label={t('form.drawDate')}
                value={drawDate}
                onChange={(e) => {
                  setDrawDate(e.target.value);
                  setInfo(null);
                }}
              />
            </label>
            <label>
              {t('form.downline')}{' '}
              <select
                aria-label={t('form.downline')}
                value={userId}
                onChange={(e) => {
                  setUserId(e.target.value === '' ? '' : Number(e.target.value));
                  setInfo(null);
                }}
              >
                <option value="" />
                {(downlines ?? []).map((d) => (
                  <option key={d.userId} value={d.userId}>
                    {d.fullName ? `${d.username} (${d.fullName})` : d.username}
                  </option>
                ))}
              </select>
            </label>
            <div>
              <Button disabled={userId === '' || !drawDate} onClick={() => void load()}>
                {t('form.load')}
              </Button>
            </div>
          </Row>
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
            {!info.paid && (
              <Row>
                <label>
                  {t('form.remark')}{' '}
                  <input
                    aria-label={t('form.remark')}
                    maxLength={200}
                    value={remark}
                    onChange={(e) => setRemark(e.target.value)}
                  />
                </label>
                <div>
                  <Button disabled={busy || info.lineCount === 0} onClick={() => void pay()}>
                    {t('form.pay')}
                  </Button>
                </div>
              </Row>
            )}
          </section>
        )}
      </Panel>
      <Panel title={t('history.title')}>
        <DataTable<DrawPaymentHistoryRow, Overall>
          ref={table}
          caption={t('history.title')}
          columns={columns}
          fetchPage={fetchPage}
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
