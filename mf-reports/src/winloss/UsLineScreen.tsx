import { useMemo, type ReactNode } from 'react';
import { formatAmount, poolById } from '@drawdesk/shared-kernel/domain';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { useNavigate } from '@drawdesk/shared-kernel/routing';
import {
  AmountText,
  DataTable,
  Hint,
  Page,
  Panel,
  type DataTableColumn,
  type ColumnKind,
} from '@drawdesk/shared-kernel/ui';
import { ReportTrail, RowLink, type DrillContext } from '../frame/components/DrillReport';
import { ReportFilters } from '../frame/components/ReportFilters';
import { Warning } from '../frame/components/Warning';
import { useFrameT } from '../frame/i18n';
import { totalOf, type ReportFilter } from '../frame/model';
import { useReportFilter } from '../frame/useReportFilter';
import { winLossDetailHref } from '../details/model';
import { winLossApi, winLossKeys, type UsLineOverall } from './api';
import { registerWinLossTranslations, TABLE_NAMESPACES, useWinLossT } from './i18n';
import { drillsDown, ownStrip, withSubtotals, type UsLineTableRow } from './model';

registerWinLossTranslations();

type Row = UsLineTableRow;
type Col = DataTableColumn<Row, UsLineOverall>;

/** A figure cell: subtotal rows in bold. */
function figure(kind: ColumnKind, value: number, subtotal: boolean): ReactNode {
  const text =
    kind === 'signedAmount' ? <AmountText value={value} /> : kind === 'amount' ? formatAmount(value) : value;
  return subtotal ? <strong>{text}</strong> : text;
}

const FIGURES: { id: keyof UsLineOverall & keyof Row; header: string; kind: ColumnKind }[] = [
  { id: 'ticketCount', header: 'col.ticketCount', kind: 'number' },
  { id: 'turnover', header: 'col.turnover', kind: 'amount' },
  { id: 'netAmount', header: 'col.netAmount', kind: 'amount' },
  { id: 'commission', header: 'col.commission', kind: 'amount' },
  { id: 'payout', header: 'col.payout', kind: 'amount' },
  { id: 'winLoss', header: 'col.winLoss', kind: 'signedAmount' },
  { id: 'ownWinLoss', header: 'col.ownWinLoss', kind: 'signedAmount' },
  { id: 'uplineWinLoss', header: 'col.uplineWinLoss', kind: 'signedAmount' },
];

/** The filter of a row's lines: a pool row's own pool, a subtotal's the report's pools. */
const rowFilter = (row: Row, filter: ReportFilter): ReportFilter =>
  row.poolId === null ? filter : { ...filter, poolIds: [row.poolId] };

/**
 * /report/winlose-usline (GetUsLineReport): the win/loss columns with one row per pool under each
 * direct downline and a subtotal per downline (the sum of its pool rows, which is its win/loss
 * report row); totals over every row. Every row of a downline with downlines drills into it; a
 * player's rows open the lines behind them (a pool row: that pool's lines).
 */
export default function UsLineScreen({ initialFilter }: { initialFilter?: ReportFilter }) {
  const { t } = useWinLossT();
  const frame = useFrameT();
  const navigate = useNavigate();
  const state = useReportFilter(initialFilter);
  const { filter, setFilter, currencies, ready, trail, setTrail, trailHref, viewing, query, error } = state;
  const result = useApiQuery(winLossKeys.usLine(query), (signal) => winLossApi.usLineAll(query, { signal }), {
    enabled: ready && error === null,
  });
  const rows = useMemo(() => withSubtotals(result.data?.rows ?? []), [result.data]);
  const overall = result.data?.overallInfo ?? undefined;
  const ctx: DrillContext = { filter, query, trail, viewerId: overall?.viewerId ?? viewing?.userId };

  const drillTo = (row: Row) => [...trail, { userId: row.userId, username: row.username }];
  const hrefOf = (row: Row) =>
    drillsDown(row) ? trailHref(drillTo(row)) : winLossDetailHref(row, rowFilter(row, filter), ctx.viewerId);

  const columns: Col[] = [
    {
      id: 'username',
      header: 'col.username',
      footer: 'col.total',
      cell: (row) => {
        const link = <RowLink to={hrefOf(row)}>{row.username}</RowLink>;
        return row.poolId === null ? <strong>{link}</strong> : link;
      },
    },
    {
      id: 'pool',
      header: 'col.pool',
      value: (row) => {
        if (row.poolId === null) return t('col.subtotal');
        const pool = poolById(row.poolId);
        return pool ? `${pool.receiptLetter} ${pool.displayName}` : String(row.poolId);
      },
      cell: (row) => {
        if (row.poolId === null) return <strong>{t('col.subtotal')}</strong>;
        const pool = poolById(row.poolId);
        return pool ? `${pool.receiptLetter} ${pool.displayName}` : String(row.poolId);
      },
    },
    ...FIGURES.map<Col>((f) => ({
      id: f.id,
      header: f.header,
      kind: f.kind,
      cell: (row: Row) => figure(f.kind, row[f.id], row.poolId === null),
      footer: totalOf<UsLineOverall>(f.id),
    })),
  ];

  return (
    <Page titleKey="WIN_LOSE_US_LINE">
      <Panel>
        {ready && (
          <>
            <ReportFilters value={filter} onApply={setFilter} currencies={currencies} trail={trail} />
            <ReportTrail state={{ trail, setTrail }} />
            {/* A wrong filter in the address: the filter bar says why, nothing is asked for. */}
            {error ? null : result.isPending ? (
              <Hint role="status">{t('msg.loading')}</Hint>
            ) : result.isError ? (
              <Warning role="alert">{result.error.message}</Warning>
            ) : (
              <>
                {overall?.processing && <Warning role="status">{frame.t('msg.processing')}</Warning>}
                <DataTable<Row, UsLineOverall>
                  caption={t('WIN_LOSE_US_LINE', { ns: ['common', 'ui'] })}
                  columns={columns}
                  rows={rows}
                  overallInfo={overall}
                  getRowId={(r) => `${r.userId}:${r.poolId ?? 'subtotal'}`}
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
                  onRowClick={(row) => {
                    if (drillsDown(row)) setTrail(drillTo(row));
                    else navigate(hrefOf(row));
                  }}
                  exportCsv
                  exportExcel
                  exportFileName="winlose-usline"
                />
              </>
            )}
          </>
        )}
      </Panel>
    </Page>
  );
}
