import { useMemo, useState } from 'react';
import { useSearchParams } from '@drawdesk/shared-kernel/routing';
import { DataTable, type DataTableColumn, type FetchPage } from '@drawdesk/shared-kernel/ui';
import { useTicketReceipt } from '../frame/components/TicketReceiptModal';
import { Warning } from '../frame/components/Warning';
import { totalOf } from '../frame/model';
import { detailsApi, type WinLossDetailOverall, type WinLossDetailRow } from './api';
import { DetailFrame } from './components/DetailFrame';
import { kindText, poolText } from './components/detailColumns';
import { useDetailLines } from './components/useDetailLines';
import { registerDetailsTranslations, TABLE_NAMESPACES, useDetailsT } from './i18n';
import { winLossDetailQueryOf } from './model';

registerDetailsTranslations();

type Col = DataTableColumn<WinLossDetailRow, WinLossDetailOverall>;
const total = (f: keyof WinLossDetailOverall) => totalOf<WinLossDetailOverall>(f);

/**
 * /winloss-detail?userId=D&viewerId=V&fromDate&toDate&poolIds&currency (REPORTS.md "Detail pages"):
 * the settled lines behind one win/loss row, as V sees them from D; the totals equal the row.
 * Everything comes from the address, so the page reloads and opens in a new tab as it was.
 */
export default function WinLossDetailScreen() {
  const { t } = useDetailsT();
  const [params] = useSearchParams();
  const paramsText = params.toString();
  const query = useMemo(() => winLossDetailQueryOf(new URLSearchParams(paramsText)), [paramsText]);
  const account = params.get('username') ?? (query ? `#${query.userId}` : undefined);
  const lines = useDetailLines(query, account);
  const [processing, setProcessing] = useState(false);

  const fetchPage: FetchPage<WinLossDetailRow, WinLossDetailOverall> = async (q) => {
    if (!query) return { rows: [], totalCount: 0 };
    const page = await detailsApi.winLossDetail(query, q);
    setProcessing(Boolean(page.overallInfo?.processing));
    return page;
  };
  const receipt = useTicketReceipt<WinLossDetailRow>();
  const columns: Col[] = [
    { id: 'ticketNo', header: 'col.ticketNo', footer: 'col.total', cell: receipt.cell },
    { id: 'bettorUsername', header: 'col.bettor' },
    { id: 'drawDate', header: 'col.drawDate' },
    { id: 'pool', header: 'col.pool', value: (r) => poolText(r.poolId) },
    { id: 'number', header: 'col.number' },
    { id: 'code', header: 'col.code' },
    { id: 'kind', header: 'col.kind', value: (r) => kindText(t, r.kind) },
    { id: 'stake', header: 'col.stake', kind: 'amount', footer: total('stake') },
    { id: 'in', header: 'col.in', kind: 'amount', footer: total('in') },
    { id: 'netAmount', header: 'col.netAmount', kind: 'amount', footer: total('netAmount') },
    { id: 'payout', header: 'col.payout', kind: 'amount', footer: total('payout') },
    { id: 'winLoss', header: 'col.winLoss', kind: 'signedAmount', footer: total('winLoss') },
  ];
  return (
    <DetailFrame titleKey="WINLOSS_DETAIL" lines={lines}>
      {processing && <Warning role="status">{t('msg.processing')}</Warning>}
      <DataTable<WinLossDetailRow, WinLossDetailOverall>
        caption={t('WINLOSS_DETAIL', { ns: ['common', 'ui'] })}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={query}
        namespaces={TABLE_NAMESPACES}
        overall={(o) =>
          o
            ? [
                { label: 'col.stake', value: o.stake },
                { label: 'col.netAmount', value: o.netAmount },
                { label: 'col.winLoss', value: o.winLoss },
              ]
            : []
        }
        exportCsv
        exportExcel
        exportFileName="winloss-detail"
      />
      {receipt.modal}
    </DetailFrame>
  );
}
