import type { DataTableColumn } from '@drawdesk/shared-kernel/ui';
import { RowLink, type DrillContext } from '../frame/components/DrillReport';
import { winLossDetailHref } from '../details/model';
import { useWinLossT } from './i18n';

/** The 'Lines' link of a win/loss row: its win/loss detail, in the same tab, with the filters. */
function LinesLink({ row, ctx }: { row: { userId: number; username: string }; ctx: DrillContext }) {
  const { t } = useWinLossT();
  return (
    <RowLink
      to={winLossDetailHref(row, ctx.filter, ctx.viewerId)}
      aria-label={t('link.linesOf', { username: row.username })}
    >
      {t('link.lines')}
    </RowLink>
  );
}

/** A column linking every row to the lines behind it (not exported). */
export function linesColumn<T extends { userId: number; username: string }, O>(
  ctx: DrillContext,
): DataTableColumn<T, O> {
  return {
    id: 'lines',
    header: 'col.lines',
    exportable: false,
    align: 'center',
    cell: (row) => <LinesLink row={row} ctx={ctx} />,
  };
}

/** Where a row without downlines leads: its win/loss detail with the report's filters. */
export const detailOf = (row: { userId: number; username: string }, ctx: DrillContext): string =>
  winLossDetailHref(row, ctx.filter, ctx.viewerId);
