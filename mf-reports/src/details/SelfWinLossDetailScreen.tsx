import { totalOf } from '../frame/model';
import { detailsApi, type SelfWinLossDetailOverall, type SelfWinLossDetailRow } from './api';
import { poolText } from './components/detailColumns';
import { LinesDetail } from './components/LinesDetail';
import { registerDetailsTranslations } from './i18n';
import { selfWinLossDetailQueryOf, type SelfWinLossDetailQuery } from './model';

registerDetailsTranslations();

const total = (f: keyof SelfWinLossDetailOverall) => totalOf<SelfWinLossDetailOverall>(f);

/**
 * /self-winloss-detail?viewerId=V&fromDate&toDate&poolIds&currency (REPORTS.md "Detail pages"): V's
 * own eaten lines; the totals equal the own section of the three-sections report. Everything comes
 * from the address.
 */
export default function SelfWinLossDetailScreen() {
  return (
    <LinesDetail<SelfWinLossDetailQuery, SelfWinLossDetailRow, SelfWinLossDetailOverall>
      titleKey="SELF_WINLOSS_DETAIL"
      queryOf={selfWinLossDetailQueryOf}
      fetch={detailsApi.selfWinLossDetail}
      columns={(ticketCell) => [
        { id: 'ticketNo', header: 'col.ticketNo', footer: 'col.total', cell: ticketCell },
        { id: 'drawDate', header: 'col.drawDate' },
        { id: 'pool', header: 'col.pool', value: (r) => poolText(r.poolId) },
        { id: 'number', header: 'col.number' },
        { id: 'code', header: 'col.code' },
        { id: 'eat', header: 'col.eat', kind: 'amount', footer: total('eat') },
        { id: 'ownNet', header: 'col.ownNet', kind: 'amount', footer: total('ownNet') },
        { id: 'ownPayout', header: 'col.ownPayout', kind: 'amount', footer: total('ownPayout') },
        { id: 'ownWinLoss', header: 'col.ownWinLoss', kind: 'signedAmount', footer: total('ownWinLoss') },
      ]}
      overall={(o) => [
        { label: 'col.eat', value: o.eat },
        { label: 'col.ownWinLoss', value: o.ownWinLoss },
      ]}
      exportFileName="self-winloss-detail"
    />
  );
}
