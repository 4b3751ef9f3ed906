import type { DataTableColumn } from '@drawdesk/shared-kernel/ui';
import { DrillReport } from '../frame/components/DrillReport';
import { isDrillable, totalOf, type ReportFilter } from '../frame/model';
import { winLossApi, type SalesSummaryOverall, type SalesSummaryRow } from './api';
import { registerWinLossTranslations, TABLE_NAMESPACES } from './i18n';

registerWinLossTranslations();

type Col = DataTableColumn<SalesSummaryRow, SalesSummaryOverall>;

export const salesSummaryColumns: Col[] = [
  { id: 'username', header: 'col.username', footer: 'col.total' },
  {
    id: 'turnover',
    header: 'col.turnover',
    kind: 'amount',
    footer: totalOf<SalesSummaryOverall>('turnover'),
  },
  {
    id: 'commission',
    header: 'col.commission',
    kind: 'amount',
    footer: totalOf<SalesSummaryOverall>('commission'),
  },
  {
    id: 'netAmount',
    header: 'col.netAmount',
    kind: 'amount',
    footer: totalOf<SalesSummaryOverall>('netAmount'),
  },
  {
    id: 'ticketCount',
    header: 'col.ticketCount',
    kind: 'number',
    footer: totalOf<SalesSummaryOverall>('ticketCount'),
  },
];

/** /report/sales-summary: turnover, commission and net amount per direct downline (DOMAIN 14). */
export default function SalesSummaryScreen({ initialFilter }: { initialFilter?: ReportFilter }) {
  return (
    <DrillReport<SalesSummaryRow, SalesSummaryOverall>
      titleKey="SALES_SUMMARY"
      fetch={winLossApi.salesSummary}
      columns={salesSummaryColumns}
      namespaces={TABLE_NAMESPACES}
      overall={(o) =>
        o
          ? [
              { label: 'col.turnover', value: o.turnover },
              { label: 'col.commission', value: o.commission },
              { label: 'col.netAmount', value: o.netAmount },
            ]
          : []
      }
      exportFileName="sales-summary"
      canDrill={(r) => isDrillable(r.userRoleId)}
      {...(initialFilter ? { initialFilter } : {})}
    />
  );
}
