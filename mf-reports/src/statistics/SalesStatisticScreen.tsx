import type { DataTableColumn } from '@drawdesk/shared-kernel/ui';
import { totalOf, type ReportFilter } from '../frame/model';
import { statisticsApi, statisticsKeys, type SalesStatisticOverall, type SalesStatisticRow } from './api';
import { StatisticReport } from './components/StatisticReport';
import { registerStatisticsTranslations, useStatisticsT } from './i18n';

registerStatisticsTranslations();

type Col = DataTableColumn<SalesStatisticRow, SalesStatisticOverall>;
const total = (f: keyof SalesStatisticOverall) => totalOf<SalesStatisticOverall>(f);

const turnover = (r: SalesStatisticRow) => r.turnover;
const netAmount = (r: SalesStatisticRow) => r.netAmount;

/**
 * /report/sales-statistic-report: turnover and net per draw date and pool over the viewer's subtree,
 * charted (turnover stacked by pool, net as a line) above the table.
 */
export default function SalesStatisticScreen({ initialFilter }: { initialFilter?: ReportFilter }) {
  const { t } = useStatisticsT();
  const columns: Col[] = [
    { id: 'released', header: 'col.released', value: (r) => (r.released ? t('col.yes') : t('col.no')) },
    { id: 'turnover', header: 'col.turnover', kind: 'amount', footer: total('turnover'), sortable: true },
    { id: 'netAmount', header: 'col.netAmount', kind: 'amount', footer: total('netAmount'), sortable: true },
    { id: 'commission', header: 'col.commission', kind: 'amount', footer: total('commission') },
    { id: 'ticketCount', header: 'col.ticketCount', kind: 'number', footer: total('ticketCount') },
  ];
  return (
    <StatisticReport<SalesStatisticRow, SalesStatisticOverall>
      titleKey="SALES_STATISTIC_REPORT"
      queryKey={statisticsKeys.sales}
      fetch={statisticsApi.sales}
      bar={turnover}
      line={netAmount}
      chartTitleKey="chart.salesTitle"
      lineKey="chart.netLine"
      columns={columns}
      overallFields={['turnover', 'netAmount', 'commission']}
      exportFileName="sales-statistic-report"
      initialFilter={initialFilter}
    />
  );
}
