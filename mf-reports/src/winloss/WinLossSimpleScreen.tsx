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

export const winLossSimpleColumns: Col[] = [
  { id: 'username', header: 'col.username', footer: 'col.total' },
  { id: 'turnover', header: 'col.turnover', kind: 'amount', footer: total('turnover') },
  { id: 'netAmount', header: 'col.netAmount', kind: 'amount', footer: total('netAmount') },
  { id: 'winLoss', header: 'col.winLoss', kind: 'signedAmount', footer: total('winLoss') },
];

/**
 * /report/win-loss-report-simple (GetWinLossReport, simple view): per direct downline its turnover,
 * net amount and win/loss, and the viewer's own result over them all in the overall strip.
 */
export default function WinLossSimpleScreen({ initialFilter }: { initialFilter?: ReportFilter }) {
  return (
    <DrillReport<WinLossRow, WinLossOverall>
      titleKey="WIN_LOSS_REPORT_SIMPLE"
      fetch={winLossApi.winLoss}
      columns={(ctx: DrillContext) => [...winLossSimpleColumns, linesColumn<WinLossRow, WinLossOverall>(ctx)]}
      namespaces={TABLE_NAMESPACES}
      overall={(o) =>
        o
          ? ownStrip(o, [
              { label: 'col.turnover', value: o.turnover },
              { label: 'col.winLoss', value: o.winLoss },
              { label: 'col.myResult', value: o.ownWinLoss },
            ])
          : []
      }
      exportFileName="win-loss-report-simple"
      canDrill={drillsDown}
      leafHref={detailOf}
      {...(initialFilter ? { initialFilter } : {})}
    />
  );
}
