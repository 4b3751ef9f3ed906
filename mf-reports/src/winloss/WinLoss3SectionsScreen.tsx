import styled from 'styled-components';
import { AmountText, theme, type DataTableColumn } from '@drawdesk/shared-kernel/ui';
import { DrillReport, RowLink, type DrillContext } from '../frame/components/DrillReport';
import { totalOf, type ReportFilter } from '../frame/model';
import { selfWinLossDetailHref } from '../details/model';
import { winLossApi, type WinLoss3SectionsOverall, type WinLoss3SectionsRow } from './api';
import { detailOf, linesColumn } from './components';
import { registerWinLossTranslations, TABLE_NAMESPACES, useWinLossT } from './i18n';
import { drillsDown, ownStrip } from './model';

registerWinLossTranslations();

type Row = WinLoss3SectionsRow;
type Overall = WinLoss3SectionsOverall;
type Col = DataTableColumn<Row, Overall>;
const total = (f: keyof Overall) => totalOf<Overall>(f);

const Above = styled.p`
  margin: 0 0 ${theme.space.sm};
`;

/** The columns of the three sections: downline (D against V), own (what V ate), upline (what V passed up). */
export function sectionColumns(selfHref?: string): Col[] {
  const downline = 'group.downline';
  const own = 'group.own';
  const upline = 'group.upline';
  return [
    { id: 'username', header: 'col.username', footer: 'col.total' },
    {
      id: 'ticketCount',
      header: 'col.ticketCount',
      kind: 'number',
      group: downline,
      footer: total('ticketCount'),
    },
    { id: 'turnover', header: 'col.turnover', kind: 'amount', group: downline, footer: total('turnover') },
    { id: 'netAmount', header: 'col.netAmount', kind: 'amount', group: downline, footer: total('netAmount') },
    {
      id: 'commission',
      header: 'col.commission',
      kind: 'amount',
      group: downline,
      footer: total('commission'),
    },
    { id: 'payout', header: 'col.payout', kind: 'amount', group: downline, footer: total('payout') },
    { id: 'winLoss', header: 'col.winLoss', kind: 'signedAmount', group: downline, footer: total('winLoss') },
    { id: 'eat', header: 'col.eat', kind: 'amount', group: own, footer: total('eat') },
    { id: 'ownNet', header: 'col.ownNet', kind: 'amount', group: own, footer: total('ownNet') },
    { id: 'ownPayout', header: 'col.ownPayout', kind: 'amount', group: own, footer: total('ownPayout') },
    {
      id: 'ownWinLoss',
      header: 'col.ownWinLoss',
      kind: 'signedAmount',
      group: own,
      // The own section's total opens the viewer's own eaten lines behind it.
      footer: (c) => {
        const o = c.overallInfo;
        if (!o) return null;
        return selfHref ? (
          <RowLink to={selfHref}>
            <AmountText value={o.ownWinLoss} />
          </RowLink>
        ) : (
          o.ownWinLoss
        );
      },
    },
    { id: 'out', header: 'col.out', kind: 'amount', group: upline, footer: total('out') },
    { id: 'uplineNet', header: 'col.uplineNet', kind: 'amount', group: upline, footer: total('uplineNet') },
    {
      id: 'uplinePayout',
      header: 'col.uplinePayout',
      kind: 'amount',
      group: upline,
      footer: total('uplinePayout'),
    },
    {
      id: 'uplineWinLoss',
      header: 'col.uplineWinLoss',
      kind: 'signedAmount',
      group: upline,
      footer: total('uplineWinLoss'),
    },
  ];
}

function SelfDetailLink({ ctx }: { ctx: DrillContext }) {
  const { t } = useWinLossT();
  return (
    <Above data-no-print>
      <RowLink to={selfWinLossDetailHref(ctx.filter, ctx.viewerId)}>{t('link.selfDetail')}</RowLink>
    </Above>
  );
}

/**
 * The three-sections win/loss report (REPORTS.md "Win/loss family"): per direct downline the
 * downline, own and upline column groups side by side (winLoss + ownWinLoss + uplineWinLoss = 0).
 * A row with downlines drills into them; a player's row opens its lines; 'Lines' on every row, and
 * the own section's total opens the viewer's own eaten lines. The demo variant reads demo accounts
 * only and links to no detail page (those read real accounts).
 */
export function WinLoss3SectionsReport({
  demo,
  initialFilter,
}: {
  demo: boolean;
  initialFilter?: ReportFilter;
}) {
  return (
    <DrillReport<Row, Overall>
      titleKey={demo ? 'WIN_LOSS_2_REPORT_DEMO' : 'WIN_LOSS_2_REPORT'}
      fetch={demo ? winLossApi.winLoss3SectionsDemo : winLossApi.winLoss3Sections}
      columns={(ctx) =>
        demo
          ? sectionColumns()
          : [
              ...sectionColumns(selfWinLossDetailHref(ctx.filter, ctx.viewerId)),
              linesColumn<Row, Overall>(ctx),
            ]
      }
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
      exportFileName={demo ? 'win-loss-2-report-demo' : 'win-loss-2-report'}
      canDrill={drillsDown}
      {...(demo ? {} : { leafHref: detailOf, above: (ctx: DrillContext) => <SelfDetailLink ctx={ctx} /> })}
      {...(initialFilter ? { initialFilter } : {})}
    />
  );
}

/** /report/win-loss-2-report (GetWinLoss3SectionsReport). */
export default function WinLoss3SectionsScreen({ initialFilter }: { initialFilter?: ReportFilter }) {
  return <WinLoss3SectionsReport demo={false} {...(initialFilter ? { initialFilter } : {})} />;
}
