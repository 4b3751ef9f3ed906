import type { DataTableColumn } from '@drawdesk/shared-kernel/ui';
import { DrillReport } from '../frame/components/DrillReport';
import { isDrillable, totalOf, type ReportFilter } from '../frame/model';
import { resultsApi, type PayoutOverall, type PayoutRow } from './api';
import { SelfPayoutSection } from './components/SelfPayoutSection';
import { registerResultsTranslations, TABLE_NAMESPACES } from './i18n';
import { ownStrip } from '../winloss/model';

registerResultsTranslations();

type Col = DataTableColumn<PayoutRow, PayoutOverall>;
const total = (f: keyof PayoutOverall) => totalOf<PayoutOverall>(f);

export const payoutColumns: Col[] = [
  { id: 'username', header: 'col.username', footer: 'col.total' },
  { id: 'winLines', header: 'col.winLines', kind: 'number', footer: total('winLines') },
  { id: 'winStake', header: 'col.winStake', kind: 'amount', footer: total('winStake') },
  { id: 'payout', header: 'col.payout', kind: 'amount', footer: total('payout') },
  { id: 'ownPayout', header: 'col.ownPayout', kind: 'amount', footer: total('ownPayout') },
];

/**
 * /report/payout-report: per direct downline D of the viewed account, the winning lines of D's
 * subtree, their stake, the payout the viewer pays D (W(p_D) x in) and the part it carries itself
 * (W(p_D) x eat); an agent row drills into its downlines. The viewed account's own payouts per draw
 * date and pool open above the table.
 */
export default function PayoutReportScreen({ initialFilter }: { initialFilter?: ReportFilter }) {
  return (
    <DrillReport<PayoutRow, PayoutOverall>
      titleKey="PAYOUT_REPORT"
      fetch={resultsApi.payout}
      columns={payoutColumns}
      namespaces={TABLE_NAMESPACES}
      overall={(o) =>
        o
          ? ownStrip(o, [
              { label: 'col.winStake', value: o.winStake },
              { label: 'col.payout', value: o.payout },
              { label: 'col.ownPayout', value: o.ownPayout },
            ])
          : []
      }
      exportFileName="payout-report"
      canDrill={(r) => isDrillable(r.userRoleId)}
      above={(ctx) => <SelfPayoutSection query={ctx.query} />}
      {...(initialFilter ? { initialFilter } : {})}
    />
  );
}
