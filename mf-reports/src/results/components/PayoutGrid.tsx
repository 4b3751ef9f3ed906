import { formatAmount } from '@drawdesk/shared-kernel/domain';
import { DataTable, type DataTableColumn } from '@drawdesk/shared-kernel/ui';
import type { PayoutTableCodeRow, PayoutTablePool } from '../api';
import { TABLE_NAMESPACES, useResultsT } from '../i18n';
import { cellOf, gridRanks, poolName } from '../model';

type Col = DataTableColumn<PayoutTableCodeRow, PayoutTablePool>;

/** An empty cell where nothing won (the value, sorted and exported, stays 0). */
const blankZero = (text: string, value: number) => (value === 0 ? '' : text);

/** The columns of one pool: per prize rank its winning lines and payout, then the row's totals. */
export function gridColumns(pool: PayoutTablePool): Col[] {
  const rankColumns = gridRanks(pool).flatMap((rank): Col[] => {
    const group = `rank.r${rank}`;
    const column = cellOf(pool.columns, rank);
    return [
      {
        id: `lines_${rank}`,
        group,
        header: 'col.lines',
        kind: 'number',
        value: (r) => cellOf(r.cells, rank).winLines,
        cell: (r) => {
          const n = cellOf(r.cells, rank).winLines;
          return blankZero(String(n), n);
        },
        footer: column.winLines,
      },
      {
        id: `payout_${rank}`,
        group,
        header: 'col.payout',
        kind: 'amount',
        value: (r) => cellOf(r.cells, rank).payout,
        cell: (r) => {
          const p = cellOf(r.cells, rank).payout;
          return blankZero(formatAmount(p), p);
        },
        footer: column.payout,
      },
    ];
  });
  return [
    { id: 'code', header: 'col.code', footer: 'col.total' },
    ...rankColumns,
    { id: 'winLines', group: 'col.total', header: 'col.lines', kind: 'number', footer: pool.winLines },
    { id: 'payout', group: 'col.total', header: 'col.payout', kind: 'amount', footer: pool.payout },
  ];
}

/** One pool's grid: bet codes down, prize ranks across, totals per row (right) and per column (foot). */
export function PayoutGrid({ pool }: { pool: PayoutTablePool }) {
  const { t } = useResultsT();
  const name = poolName(pool.poolId);
  return (
    <section aria-label={name}>
      <h2>{name}</h2>
      <DataTable<PayoutTableCodeRow, PayoutTablePool>
        caption={t('table.grid', { pool: name })}
        columns={gridColumns(pool)}
        rows={pool.rows}
        getRowId={(r) => r.code}
        namespaces={TABLE_NAMESPACES}
        urlKey={false}
        initialPageSize={50}
        searchable={false}
        exportCsv
        exportExcel
        exportFileName={`payout-table-${name.toLowerCase()}`}
      />
    </section>
  );
}
