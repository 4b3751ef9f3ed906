import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatCount } from '../../domain/format';
import { AmountText } from '../AmountText';
import { alignOf, isAmount } from './columnValues';
import * as S from './DataTableStyles';
import type { DataTableColumn, FooterContext, OverallItem } from './types';

/** The overall-info strip: each amount green when zero or positive, red when negative; counts plain. */
export function OverallStrip({ items, tr }: { items: readonly OverallItem[]; tr: (text: string) => string }) {
  const { t } = useTranslation('ui');
  return (
    <S.OverallStrip aria-label={t('table.overall')}>
      {items.map((item) => {
        const isCount = item.kind === 'count';
        const tone =
          item.value === null || item.value === undefined || isCount
            ? 'plain'
            : item.value < 0
              ? 'negative'
              : 'positive';
        return (
          <S.OverallItem key={item.label} data-tone={tone} $tone={tone}>
            <dt>{tr(item.label)}</dt>
            <dd>{isCount ? formatCount(item.value) : formatAmount(item.value)}</dd>
          </S.OverallItem>
        );
      })}
    </S.OverallStrip>
  );
}

export interface TotalsRowProps<T, O> {
  /** Visible columns in screen order. */
  columns: readonly DataTableColumn<T, O>[];
  context: FooterContext<T, O>;
  /** A leading empty cell under the selection checkboxes. */
  selectable: boolean;
  tr: (text: string) => string;
}

/**
 * The totals footer row: a number is formatted like its column, a string is translated like a
 * header; the first cell says "Total" when the column gives nothing.
 */
export function TotalsRow<T, O>({ columns, context, selectable, tr }: TotalsRowProps<T, O>) {
  const { t } = useTranslation('ui');
  return (
    <tfoot>
      <S.FootTr>
        {selectable && <S.Td />}
        {columns.map((column, i) => {
          const raw =
            typeof column.footer === 'function'
              ? (column.footer as (c: FooterContext<T, O>) => ReactNode)(context)
              : column.footer;
          let content: ReactNode = typeof raw === 'string' ? tr(raw) : raw;
          if (typeof raw === 'number')
            content =
              column.kind === 'signedAmount' ? (
                <AmountText value={raw} />
              ) : isAmount(column.kind) ? (
                formatAmount(raw)
              ) : (
                raw
              );
          if ((raw === undefined || raw === null) && i === 0) content = t('table.total');
          return (
            <S.Td key={column.id} $align={alignOf(column)} $numeric={isAmount(column.kind)}>
              {content}
            </S.Td>
          );
        })}
      </S.FootTr>
    </tfoot>
  );
}
