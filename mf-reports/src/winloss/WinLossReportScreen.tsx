import type { DataTableColumn } from '@drawdesk/shared-kernel/ui';
import { DrillReport, type DrillContext } from '../frame/components/DrillReport';
import { totalOf, type ReportFilter } from '../frame/model';
import { winLossApi, type WinLossOverall, type WinLossRow } from './api';
import { detailOf, linesColumn } from './components';
import { registerWinLossTranslations, TABLE_NAMESPACES } from './i18n';
import { drillsDown, ownStrip } from './model';

registerWinLossTranslations();

type Col = DataTableColumn<WinLossRow, WinLossOverall>;
const total = (f: keyof WinLossOverall) => totalOf<WinLossOverall>(f);

export const winLossColumns: Col[] = [
  { id: 'username', header: 'col.username', footer: 'col.total' },
  { id: 'ticketCount', header: 'col.ticketCount', kind: 'number', footer: total('ticketCount') },
  { id: 'turnover', header: 'col.turnover', kind: 'amount', footer: total('turnover') },
  { id: 'netAmount', header: 'col.netAmount', kind: 'amount', footer: total('netAmount') },
  { id: 'commission', header: 'col.commission', kind: 'amount', footer: total('commission') },
  { id: 'payout', header: 'col.payout', kind: 'amount', footer: total('payout') },
  { id: 'winLoss', header: 'col.winLoss', kind: 'signedAmount', footer: total('winLoss') },
  { id: 'ownWinLoss', header: 'col.ownWinLoss', kind: 'signedAmount', footer: total('ownWinLoss') },
  { id: 'uplineWinLoss', header: 'col.uplineWinLoss', kind: 'signedAmount', footer: total('uplineWinLoss') },
];

/**
 * /report/win-loss-report: per direct downline, win/loss against the viewer, the viewer's own and
 * the upline's (DOMAIN 14). A row drills into its account's downlines (a row that says it is a
 * player's opens its lines instead); every row's 'Lines' opens the lines behind it.
 */
export default function WinLossReportScreen({ initialFilter }: { initialFilter?: ReportFilter }) {
  return (
    <DrillReport<WinLossRow, WinLossOverall>
      titleKey="WIN_LOSS_REPORT"
      fetch={winLossApi.winLoss}
      columns={(ctx: DrillContext) => [...winLossColumns, linesColumn<WinLossRow, WinLossOverall>(ctx)]}
      namespaces={TABLE_NAMESPACES}
      overall={(o) =>
        o
          ? ownStrip(o, [
              { label: 'col.winLoss', value: o.winLoss },
              { label: 'col.ownWinLoss', value: o.ownWinLoss },
              { label: 'col.uplineWinLoss', value: o.uplineWinLoss },
            ])
          : []
      }
      exportFileName="win-loss-report"
      canDrill={drillsDown}
      leafHref={detailOf}
      {...(initialFilter ? { initialFilter } : {})}
    />
  );
}
