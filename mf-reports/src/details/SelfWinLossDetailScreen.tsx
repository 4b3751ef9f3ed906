import { useMemo, useState } from 'react';
import { useSearchParams } from '@drawdesk/shared-kernel/routing';
import { DataTable, type DataTableColumn, type FetchPage } from '@drawdesk/shared-kernel/ui';
import { useTicketReceipt } from '../frame/components/TicketReceiptModal';
import { Warning } from '../frame/components/Warning';
import { totalOf } from '../frame/model';
import { detailsApi, type SelfWinLossDetailOverall, type SelfWinLossDetailRow } from './api';
import { DetailFrame } from './components/DetailFrame';
import { poolText } from './components/detailColumns';
import { useDetailLines } from './components/useDetailLines';
import { registerDetailsTranslations, TABLE_NAMESPACES, useDetailsT } from './i18n';
import { selfWinLossDetailQueryOf } from './model';

registerDetailsTranslations();

type Col = DataTableColumn<SelfWinLossDetailRow, SelfWinLossDetailOverall>;
const total = (f: keyof SelfWinLossDetailOverall) => totalOf<SelfWinLossDetailOverall>(f);

/**
 * /self-winloss-detail?viewerId=V&fromDate&toDate&poolIds&currency (REPORTS.md "Detail pages"): V's
 * own eaten lines; the totals equal the own section of the three-sections report. Everything comes
 * from the address.
 */
export default function SelfWinLossDetailScreen() {
  const { t } = useDetailsT();
  const [params] = useSearchParams();
  const paramsText = params.toString();
  const query = useMemo(() => selfWinLossDetailQueryOf(new URLSearchParams(paramsText)), [paramsText]);
  const lines = useDetailLines(query, params.get('username') ?? undefined);
  const [processing, setProcessing] = useState(false);

  const fetchPage: FetchPage<SelfWinLossDetailRow, SelfWinLossDetailOverall> = async (q) => {
    if (!query) return { rows: [], totalCount: 0 };
    const page = await detailsApi.selfWinLossDetail(query, q);
    setProcessing(Boolean(page.overallInfo?.processing));
    return page;
  };
  const receipt = useTicketReceipt<SelfWinLossDetailRow>();
  const columns: Col[] = [
    { id: 'ticketNo', header: 'col.ticketNo', footer: 'col.total', cell: receipt.cell },
    { id: 'drawDate', header: 'col.drawDate' },
    { id: 'pool', header: 'col.pool', value: (r) => poolText(r.poolId) },
    { id: 'number', header: 'col.number' },
    { id: 'code', header: 'col.code' },
    { id: 'eat', header: 'col.eat', kind: 'amount', footer: total('eat') },
    { id: 'ownNet', header: 'col.ownNet', kind: 'amount', footer: total('ownNet') },
    { id: 'ownPayout', header: 'col.ownPayout', kind: 'amount', footer: total('ownPayout') },
    { id: 'ownWinLoss', header: 'col.ownWinLoss', kind: 'signedAmount', footer: total('ownWinLoss') },
  ];
  return (
    <DetailFrame titleKey="SELF_WINLOSS_DETAIL" lines={lines}>
      {processing && <Warning role="status">{t('msg.processing')}</Warning>}
      <DataTable<SelfWinLossDetailRow, SelfWinLossDetailOverall>
        caption={t('SELF_WINLOSS_DETAIL', { ns: ['common', 'ui'] })}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={query}
        namespaces={TABLE_NAMESPACES}
        overall={(o) =>
          o
            ? [
                { label: 'col.eat', value: o.eat },
                { label: 'col.ownWinLoss', value: o.ownWinLoss },
              ]
            : []
        }
        exportCsv
        exportExcel
        exportFileName="self-winloss-detail"
      />
      {receipt.modal}
    </DetailFrame>
  );
}
