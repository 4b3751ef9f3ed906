import { compareValues, displayText, valueOf } from './columnValues';
import type { DataTableColumn, TableSort } from './types';

/**
 * Client paging: the rows that match the search (any visible column's shown text contains it,
 * ignoring case), in the order of the sort (stable: equal values keep their order).
 */
export function matchClientRows<T, O>(
  rows: readonly T[],
  columns: readonly DataTableColumn<T, O>[],
  search: string,
  sort: TableSort | undefined,
): T[] {
  let list = [...rows];
  if (search) {
    const needle = search.toLocaleLowerCase();
    const visible = columns.filter((c) => !c.hidden);
    list = list.filter((row) =>
      visible.some((c) => displayText(c, valueOf(c, row)).toLocaleLowerCase().includes(needle)),
    );
  }
  const column = sort ? columns.find((c) => c.id === sort.id) : undefined;
  if (sort && column) {
    const direction = sort.desc ? -1 : 1;
    list = list
      .map((row, index) => ({ row, index }))
      .sort(
        (a, b) =>
          compareValues(valueOf(column, a.row), valueOf(column, b.row)) * direction || a.index - b.index,
      )
      .map((x) => x.row);
  }
  return list;
}
