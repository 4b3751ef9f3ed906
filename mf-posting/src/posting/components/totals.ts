import type { DataTableColumn, OverallItem } from '@drawdesk/shared-kernel/ui';

/** The keys of a table's totals object that hold a number (an amount or a count). */
export type NumberKey<O> = { [K in keyof O]-?: O[K] extends number ? K : never }[keyof O] & string;

/**
 * A column of the posting tables whose header is `col.<key>` and whose footer is the same key of the
 * server's totals (overallInfo): an amount by default, a signed amount, or a whole number.
 */
export function totalColumn<T, O>(
  key: NumberKey<O>,
  kind: 'amount' | 'signedAmount' | 'number' = 'amount',
): DataTableColumn<T, O> {
  return {
    id: key,
    header: `col.${key}`,
    kind,
    footer: (c) => {
      const value = c.overallInfo?.[key];
      return typeof value === 'number' ? value : null;
    },
  };
}

/** The overall strip above a posting table: the given amounts of the server's totals, labelled `col.<key>`. */
export function overallAmounts<O>(keys: readonly NumberKey<O>[]): (o: O | undefined) => OverallItem[] {
  return (o) => (o ? keys.map((key) => ({ label: `col.${key}`, value: o[key] as number })) : []);
}
