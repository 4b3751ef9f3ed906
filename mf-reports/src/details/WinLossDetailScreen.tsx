import { useFrameT } from '../frame/i18n';
import { totalOf } from '../frame/model';
import { detailsApi, type WinLossDetailOverall, type WinLossDetailRow } from './api';
import { kindText, poolText } from './components/detailColumns';
import { LinesDetail } from './components/LinesDetail';
import { registerDetailsTranslations } from './i18n';
import { winLossDetailQueryOf, type WinLossDetailQuery } from './model';

registerDetailsTranslations();

const total = (f: keyof WinLossDetailOverall) => totalOf<WinLossDetailOverall>(f);

/** The account the page is about: its name from the address, else its id. */
const accountOf = (params: URLSearchParams, query: WinLossDetailQuery | null) =>
  params.get('username') ?? (query ? `#${query.userId}` : undefined);

/**
 * /winloss-detail?userId=D&viewerId=V&fromDate&toDate&poolIds&currency (REPORTS.md "Detail pages"):
 * the settled lines behind one win/loss row, as V sees them from D; the totals equal the row.
 * Everything comes from the address, so the page reloads and opens in a new tab as it was.
 */
export default function WinLossDetailScreen() {
  // Bet kinds are named in the frame's namespace.
  const { t } = useFrameT();
  return (
    <LinesDetail<WinLossDetailQuery, WinLossDetailRow, WinLossDetailOverall>
      titleKey="WINLOSS_DETAIL"
      queryOf={winLossDetailQueryOf}
      accountOf={accountOf}
      fetch={detailsApi.winLossDetail}
      columns={(ticketCell) => [
        { id: 'ticketNo', header: 'col.ticketNo', footer: 'col.total', cell: ticketCell },
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
      ]}
      overall={(o) => [
        { label: 'col.stake', value: o.stake },
        { label: 'col.netAmount', value: o.netAmount },
        { label: 'col.winLoss', value: o.winLoss },
      ]}
      exportFileName="winloss-detail"
    />
  );
}
