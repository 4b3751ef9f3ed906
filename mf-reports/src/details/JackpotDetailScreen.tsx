import { useMemo } from 'react';
import styled from 'styled-components';
import { formatAmount, formatDate, poolById } from '@drawdesk/shared-kernel/domain';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { useSearchParams } from '@drawdesk/shared-kernel/routing';
import { DataTable, Hint, theme, type DataTableColumn, type ReportLine } from '@drawdesk/shared-kernel/ui';
import { useTicketReceipt } from '../frame/components/TicketReceiptModal';
import { Warning } from '../frame/components/Warning';
import { registerFrameTranslations, useFrameT } from '../frame/i18n';
import { detailKeys, detailsApi, type DetailJackpot, type JackpotLine } from './api';
import { DetailFrame } from './components/DetailFrame';
import { tierText } from './components/detailColumns';
import { registerDetailsTranslations, TABLE_NAMESPACES, useDetailsT } from './i18n';
import { jackpotDetailQueryOf } from './model';

registerDetailsTranslations();
registerFrameTranslations();

type Totals = { totalStake: number; totalPayout: number };
type Col = DataTableColumn<JackpotLine, Totals>;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content auto;
  gap: 4px ${theme.space.md};
  margin: 0 0 ${theme.space.md};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * /jackpot-detail?drawDate&poolId[&userId][&currency] (REPORTS.md "Detail pages"): the 5D/6D numbers
 * and jackpot amounts saved with the draw's result, and the lines of the viewer's tree that won a
 * 5D or 6D tier (ticket, bettor, number, prize, stake, payout) with totals. Everything comes from
 * the address.
 */
export default function JackpotDetailScreen() {
  const { t } = useDetailsT();
  const frame = useFrameT();
  const [params] = useSearchParams();
  const paramsText = params.toString();
  const query = useMemo(() => jackpotDetailQueryOf(new URLSearchParams(paramsText)), [paramsText]);
  const lines = useMemo<ReportLine[] | null>(() => {
    if (!query) return null;
    const pool = poolById(query.poolId);
    return [
      [t('label.drawDate'), formatDate(query.drawDate)],
      [t('label.pool'), pool ? `${pool.receiptLetter} ${pool.displayName}` : String(query.poolId)],
      ...(query.currency ? [[frame.t('filter.currency'), query.currency] as const] : []),
    ];
  }, [query, t, frame]);

  return (
    <DetailFrame titleKey="JACKPOT_DETAIL" lines={lines}>
      {query && <JackpotContent query={query} />}
    </DetailFrame>
  );
}

function JackpotContent({ query }: { query: NonNullable<ReturnType<typeof jackpotDetailQueryOf>> }) {
  const { t } = useDetailsT();
  const result = useApiQuery(detailKeys.jackpot(query), (signal) =>
    detailsApi.jackpotDetail(query, { signal }),
  );
  if (result.isPending) return <Hint role="status">{t('table.loading', { ns: 'ui' })}</Hint>;
  // A failed call has already told the user (the api client's dialog).
  if (result.isError) return null;
  const data = result.data.data;
  if (!data) return <Warning role="status">{t('msg.noResult')}</Warning>;
  return <JackpotResult data={data} />;
}

function JackpotResult({ data }: { data: DetailJackpot }) {
  const { t } = useDetailsT();
  const none = t('label.none');
  const receipt = useTicketReceipt<JackpotLine>();
  const columns: Col[] = [
    { id: 'ticketNo', header: 'col.ticketNo', footer: 'col.total', cell: receipt.cell },
    { id: 'bettorUsername', header: 'col.bettor' },
    { id: 'number', header: 'col.number' },
    {
      id: 'tier',
      header: 'col.tier',
      value: (r) => r.tiers.map((tier) => tierText(t, r.code, tier)).join(', '),
    },
    { id: 'stake', header: 'col.stake', kind: 'amount', footer: (c) => c.overallInfo?.totalStake ?? null },
    { id: 'payout', header: 'col.payout', kind: 'amount', footer: (c) => c.overallInfo?.totalPayout ?? null },
  ];
  return (
    <>
      <Facts>
        <dt>{t('label.fiveD')}</dt>
        <dd>
          {data.fiveD
            ? `${t('tier.t1')} ${data.fiveD.first} · ${t('tier.t2')} ${data.fiveD.second} · ${t('tier.t3')} ${data.fiveD.third}`
            : none}
        </dd>
        <dt>{t('label.sixD')}</dt>
        <dd>{data.sixD ? data.sixD.first : none}</dd>
        <dt>{t('label.jackpot1')}</dt>
        <dd>{data.jackpot1 === null ? none : formatAmount(data.jackpot1)}</dd>
        <dt>{t('label.jackpot2')}</dt>
        <dd>{data.jackpot2 === null ? none : formatAmount(data.jackpot2)}</dd>
      </Facts>
      {data.processing && <Warning role="status">{t('msg.processing')}</Warning>}
      {!data.released && <Warning role="status">{t('msg.notReleased')}</Warning>}
      <DataTable<JackpotLine, Totals>
        caption={t('JACKPOT_DETAIL', { ns: ['common', 'ui'] })}
        columns={columns}
        rows={data.lines}
        overallInfo={{ totalStake: data.totalStake, totalPayout: data.totalPayout }}
        namespaces={TABLE_NAMESPACES}
        exportCsv
        exportExcel
        exportFileName="jackpot-detail"
      />
      {receipt.modal}
    </>
  );
}
