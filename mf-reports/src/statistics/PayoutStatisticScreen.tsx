import type { DataTableColumn } from '@drawdesk/shared-kernel/ui';
import { totalOf, type ReportFilter } from '../frame/model';
import { statisticsApi, statisticsKeys, type PayoutStatisticOverall, type PayoutStatisticRow } from './api';
import { StatisticReport } from './components/StatisticReport';
import { registerStatisticsTranslations } from './i18n';

registerStatisticsTranslations();

type Col = DataTableColumn<PayoutStatisticRow, PayoutStatisticOverall>;
const total = (f: keyof PayoutStatisticOverall) => totalOf<PayoutStatisticOverall>(f);

const payout = (r: PayoutStatisticRow) => r.payout;
const winLoss = (r: PayoutStatisticRow) => r.winLoss;

const columns: Col[] = [
  { id: 'turnover', header: 'col.turnover', kind: 'amount', footer: total('turnover') },
  { id: 'netAmount', header: 'col.netAmount', kind: 'amount', footer: total('netAmount') },
  { id: 'payout', header: 'col.payout', kind: 'amount', footer: total('payout'), sortable: true },
  { id: 'winLoss', header: 'col.winLoss', kind: 'signedAmount', footer: total('winLoss'), sortable: true },
  { id: 'ownWinLoss', header: 'col.ownWinLoss', kind: 'signedAmount', footer: total('ownWinLoss') },
];

/**
 * /report/payout-statistic-report: payout and win/loss per draw date and pool (released draws),
 * charted (payout stacked by pool, the downlines' win/loss as a line) above the table.
 */
export default function PayoutStatisticScreen({ initialFilter }: { initialFilter?: ReportFilter }) {
  return (
    <StatisticReport<PayoutStatisticRow, PayoutStatisticOverall>
      titleKey="PAYOUT_STATISTIC_REPORT"
      queryKey={statisticsKeys.payout}
      fetch={statisticsApi.payout}
      bar={payout}
      line={winLoss}
      chartTitleKey="chart.payoutTitle"
      lineKey="chart.winLossLine"
      columns={columns}
      overallFields={['payout', 'winLoss', 'ownWinLoss']}
      exportFileName="payout-statistic-report"
      initialFilter={initialFilter}
    />
  );
}
