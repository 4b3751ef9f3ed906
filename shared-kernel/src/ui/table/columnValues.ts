import { formatAmount, formatDate, formatDateTime } from '../../domain/format';
import type { ExportCell } from './exportRows';
import type { ColumnKind, DataTableColumn } from './types';

/** The cell's value: the column's `value`, else `row[id]`. Search, sort and export use it. */
export function valueOf<T, O>(column: DataTableColumn<T, O>, row: T): unknown {
  if (column.value) return column.value(row);
  if (row !== null && typeof row === 'object') return (row as Record<string, unknown>)[column.id];
  return undefined;
}

export function isAmount(kind: ColumnKind | undefined): boolean {
  return kind === 'amount' || kind === 'signedAmount';
}

export function isNumeric(kind: ColumnKind | undefined): boolean {
  return isAmount(kind) || kind === 'number';
}

/** Explicit alignment, else numbers and amounts to the right, text to the left. */
export function alignOf<T, O>(column: DataTableColumn<T, O> | undefined): 'left' | 'center' | 'right' {
  return column?.align ?? (isNumeric(column?.kind) ? 'right' : 'left');
}

/** The text a plain cell shows (amounts with 2 decimals and thousand separators). */
export function displayText<T, O>(column: DataTableColumn<T, O>, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (isAmount(column.kind)) return formatAmount(value as number | string);
  // Dates as Malaysian users write them (docs/forms.md): a business date 'YYYY-MM-DD' of the API
  // shows as dd/mm/yyyy, a Date as dd/mm/yyyy HH:mm:ss in business time (sort keeps the value).
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value === 'string' && BUSINESS_DATE.test(value)) return formatDate(value);
  return String(value);
}

const BUSINESS_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The exported cell: numbers stay numbers (amounts rounded to cents), everything else text. */
export function exportCellOf<T, O>(column: DataTableColumn<T, O>, row: T): ExportCell {
  if (column.exportValue) return column.exportValue(row);
  const value = valueOf(column, row);
  if (value === null || value === undefined) return null;
  if (isNumeric(column.kind)) {
    const n = typeof value === 'number' ? value : Number(value);
    if (Number.isFinite(n)) return isAmount(column.kind) ? Math.round(n * 100) / 100 : n;
  }
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** Sort order of two cell values: empty first, numbers and dates by value, text naturally. */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return -1;
  if (b === null || b === undefined || b === '') return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

/** One cell of the group header row: a group (or none) over `span` neighbouring columns. */
export interface GroupSpan {
  group: string | undefined;
  span: number;
}

/**
 * The group header row of the visible columns: neighbours of the same group share one cell, columns
 * without a group get an empty one each run. Empty when no column has a group (no extra row).
 */
export function groupSpans<T, O>(columns: readonly DataTableColumn<T, O>[]): GroupSpan[] {
  if (!columns.some((c) => c.group)) return [];
  const spans: GroupSpan[] = [];
  for (const c of columns) {
    const last = spans[spans.length - 1];
    if (last && last.group === c.group) last.span += 1;
    else spans.push({ group: c.group, span: 1 });
  }
  return spans;
}

/** The export header of a column: '<group> · <header>' inside a group, else the header. */
export function exportHeaderOf<T, O>(column: DataTableColumn<T, O>, tr: (text: string) => string): string {
  return column.group ? `${tr(column.group)} · ${tr(column.header)}` : tr(column.header);
}
