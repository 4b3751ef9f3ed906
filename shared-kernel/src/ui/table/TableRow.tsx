import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as S from './DataTableStyles';
import type { RowSelection } from './useRowSelection';

export interface TableRowProps<T> {
  id: string;
  row: T;
  /** 'danger': pink background, red text. */
  tint: 'danger' | undefined;
  highlighted: boolean;
  selection?: RowSelection<T>;
  /** Click, Enter or Space on the row; undefined: the row is not clickable. */
  onActivate?: () => void;
  /** The row's cells. */
  children: ReactNode;
}

/** One body row: tint, highlight, click / keyboard activation and the selection checkbox. */
export function TableRow<T>({
  id,
  row,
  tint,
  highlighted,
  selection,
  onActivate,
  children,
}: TableRowProps<T>) {
  const { t } = useTranslation('ui');
  const clickable = Boolean(onActivate);
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onActivate?.();
    }
  };
  return (
    <S.Tr
      className={tint ? `row-${tint}` : undefined}
      data-tint={tint}
      data-highlighted={highlighted || undefined}
      aria-selected={clickable || selection ? highlighted || Boolean(selection?.isSelected(id)) : undefined}
      $tint={tint}
      $highlighted={highlighted}
      $clickable={clickable}
      tabIndex={clickable ? 0 : undefined}
      onClick={onActivate}
      onKeyDown={clickable ? onKeyDown : undefined}
    >
      {selection && (
        <S.Td $align="center" onClick={(e) => e.stopPropagation()}>
          <input
            type="checkbox"
            aria-label={t('table.selectRow')}
            checked={selection.isSelected(id)}
            onChange={(e) => selection.toggleRow(row, id, e.target.checked)}
          />
        </S.Td>
      )}
      {children}
    </S.Tr>
  );
}
