import styled from 'styled-components';
import { formatAmount } from '@drawdesk/shared-kernel/domain';
import { theme, type DataTableColumn } from '@drawdesk/shared-kernel/ui';

const Grey = styled.span`
  color: ${theme.colors.muted};
  opacity: 0.75;
`;

const textOf = <T, O>(column: DataTableColumn<T, O>, row: T): string => {
  const value = column.value ? column.value(row) : (row as Record<string, unknown>)[column.id];
  if (value === null || value === undefined) return '';
  return column.kind === 'amount' || column.kind === 'signedAmount'
    ? formatAmount(value as number)
    : String(value);
};

/**
 * The columns with the cells of `grey` rows shown grey (the strike report's positions nobody bet
 * on); `title` says why on hover. Values, sort and export stay as they are.
 */
export function greyRows<T, O>(
  columns: readonly DataTableColumn<T, O>[],
  grey: (row: T) => boolean,
  title: string,
): DataTableColumn<T, O>[] {
  return columns.map((column) => ({
    ...column,
    cell: (row: T, index: number) => {
      const content = column.cell ? column.cell(row, index) : textOf(column, row);
      return grey(row) ? (
        <Grey data-unbet title={title}>
          {content}
        </Grey>
      ) : (
        content
      );
    },
  }));
}
