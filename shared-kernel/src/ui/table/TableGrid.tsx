import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type CellContext,
  type ColumnDef,
  type SortingState,
  type Updater,
  type VisibilityState,
} from '@tanstack/react-table';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountText } from '../AmountText';
import { Button } from '../Button';
import { alignOf, displayText, groupSpans, isNumeric, valueOf } from './columnValues';
import * as S from './DataTableStyles';
import { TableRow } from './TableRow';
import type { DataTableColumn, TableSort } from './types';
import type { RowSelection } from './useRowSelection';

export interface TableGridProps<T, O> {
  columns: readonly DataTableColumn<T, O>[];
  rows: readonly T[];
  rowIdOf: (row: T, index: number) => string;
  sort: TableSort | undefined;
  onSort: (sort: TableSort | undefined) => void;
  tr: (text: string) => string;
  caption?: string;
  totalCount: number;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  maxHeight: string;
  /** Present when rows can be ticked. */
  selection?: RowSelection<T>;
  onRowClick?: (row: T, index: number) => void;
  /** With onRowClick: the rows that take a click; default every row. */
  rowClickable?: (row: T) => boolean;
  highlightedRowId?: string | null;
  rowTint?: (row: T) => 'danger' | undefined;
  /** The totals row, when a column has a footer and there are rows. */
  footer?: ReactNode;
}

const ariaSortOf = (sorted: false | 'asc' | 'desc') =>
  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';

/** The table itself: sortable headers, rows (see TableRow), the empty / failed row and the totals. */
export function TableGrid<T, O>(props: TableGridProps<T, O>) {
  const { columns, rows, sort, onSort, tr, selection, highlightedRowId } = props;
  const { t } = useTranslation('ui');
  const [localHighlight, setLocalHighlight] = useState<string | null>(null);
  const highlighted = highlightedRowId !== undefined ? highlightedRowId : localHighlight;

  // Paging, sorting and filtering are the table screen's; tanstack only lays out the columns.
  const sorting: SortingState = sort ? [{ id: sort.id, desc: sort.desc }] : [];
  const onSortingChange = (updater: Updater<SortingState>) => {
    const first = (typeof updater === 'function' ? updater(sorting) : updater)[0];
    onSort(first ? { id: first.id, desc: first.desc } : undefined);
  };
  const columnVisibility = useMemo<VisibilityState>(
    () => Object.fromEntries(columns.map((c) => [c.id, !c.hidden])),
    [columns],
  );
  const columnById = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  // A screen may pass a new columns array on every render. The cell renderer of a column id stays
  // the same function (it reads the current column through a ref), so React keeps the cells
  // mounted instead of remounting every cell, with its buttons, whenever the array changes.
  const currentColumns = useRef(columnById);
  currentColumns.current = columnById;
  const cellRenderers = useRef(new Map<string, (ctx: CellContext<T, unknown>) => ReactNode>());
  const cellRendererOf = (id: string) => {
    let render = cellRenderers.current.get(id);
    if (!render) {
      render = (ctx) => {
        const c = currentColumns.current.get(id);
        if (c?.cell) return c.cell(ctx.row.original, ctx.row.index);
        const value = ctx.getValue();
        if (c?.kind === 'signedAmount' && value !== null && value !== undefined && value !== '')
          return <AmountText value={Number(value)} />;
        return c ? displayText(c, value) : null;
      };
      cellRenderers.current.set(id, render);
    }
    return render;
  };
  const columnDefs = useMemo<ColumnDef<T>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        accessorFn: (row: T) => valueOf(c, row),
        header: () => tr(c.header),
        enableSorting: Boolean(c.sortable),
        sortDescFirst: false,
        cell: cellRendererOf(c.id),
      })),
    // cellRendererOf only reads refs.
    [columns, tr],
  );
  const table = useReactTable<T>({
    data: rows as T[],
    columns: columnDefs,
    state: { sorting, columnVisibility },
    onSortingChange,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: false,
    getRowId: (row, index) => props.rowIdOf(row, index),
    getCoreRowModel: getCoreRowModel(),
  });
  const colSpan = table.getVisibleLeafColumns().length + (selection ? 1 : 0);
  const groups = groupSpans(columns.filter((c) => !c.hidden));
  const { onRowClick, rowClickable } = props;

  return (
    <S.Scroll style={{ maxHeight: props.maxHeight }} data-print-scroll>
      <S.Table
        aria-label={props.caption}
        aria-busy={props.loading || undefined}
        aria-rowcount={props.totalCount}
      >
        <thead>
          {groups.length > 0 && (
            <tr>
              {selection && <S.GroupTh />}
              {groups.map((g, i) => (
                <S.GroupTh
                  key={i}
                  colSpan={g.span}
                  scope={g.group ? 'colgroup' : undefined}
                  $empty={!g.group}
                >
                  {g.group ? tr(g.group) : null}
                </S.GroupTh>
              ))}
            </tr>
          )}
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selection && (
                <S.Th $align="center" style={{ width: '32px' }}>
                  <input
                    type="checkbox"
                    aria-label={t('table.selectPage')}
                    checked={selection.allMatching || selection.pageAllSelected}
                    ref={(el) => {
                      if (el)
                        el.indeterminate =
                          !selection.allMatching && !selection.pageAllSelected && selection.pageSomeSelected;
                    }}
                    onChange={(e) => selection.togglePage(e.target.checked)}
                  />
                </S.Th>
              )}
              {group.headers.map((header) => {
                const def = columnById.get(header.column.id);
                const canSort = header.column.getCanSort();
                const sorted = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <S.Th
                    key={header.id}
                    $align={alignOf(def)}
                    style={def?.width ? { width: def.width } : undefined}
                    aria-sort={canSort ? ariaSortOf(sorted) : undefined}
                  >
                    {canSort ? (
                      <S.SortButton type="button" onClick={header.column.getToggleSortingHandler()}>
                        {label}
                        <S.SortMark aria-hidden="true">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </S.SortMark>
                      </S.SortButton>
                    ) : (
                      label
                    )}
                  </S.Th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <TableRow
              key={row.id}
              id={row.id}
              row={row.original}
              tint={props.rowTint?.(row.original)}
              highlighted={highlighted !== null && highlighted === row.id}
              selection={selection}
              onActivate={
                onRowClick && (!rowClickable || rowClickable(row.original))
                  ? () => {
                      setLocalHighlight(row.id);
                      onRowClick(row.original, row.index);
                    }
                  : undefined
              }
            >
              {row.getVisibleCells().map((cell) => {
                const def = columnById.get(cell.column.id);
                return (
                  <S.Td key={cell.id} $align={alignOf(def)} $numeric={isNumeric(def?.kind)}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </S.Td>
                );
              })}
            </TableRow>
          ))}
          {rows.length === 0 && (
            <tr>
              <S.Empty colSpan={colSpan}>
                {props.loading ? (
                  t('table.loading')
                ) : props.failed ? (
                  <>
                    {t('table.loadFailed')}{' '}
                    <Button compact onClick={props.onRetry}>
                      {t('table.retry')}
                    </Button>
                  </>
                ) : (
                  t('table.noData')
                )}
              </S.Empty>
            </tr>
          )}
        </tbody>
        {props.footer}
      </S.Table>
    </S.Scroll>
  );
}
