/** Pure rules of the order screens (no React, no I/O): the web order grid and ticket status texts. */
import type { BettingContext, WebOrderRow } from '@drawdesk/shared-kernel/contract';
import type { GridRow } from './preview';

/** The bet kinds of the web order's kind picker (Normal, Box, iBox, PH, PB, Reverse). */
export const KINDS = [1, 2, 3, 4, 5, 6] as const;
/** The kind picker's choices, worded through the orders namespace. */
export function kindOptions(t: (k: string) => string): { value: number; label: string }[] {
  return KINDS.map((k) => ({ value: k, label: t(`common.kinds.k${k}`) }));
}

/** Rows a fresh web order grid starts with. */
export const EMPTY_ROWS = 5;

export const blankRow = (): GridRow => ({ number: '', kind: 1, amounts: {} });

/**
 * A web order row as the form keeps it: `number`, `kind`, and one text per bet code under the
 * code's name (`B`, `3A`...), so that each code is a column of the grid.
 */
export type WebOrderFormRow = Record<string, string | number>;

export const blankFormRow = (): WebOrderFormRow => ({ number: '', kind: 1 });
export const blankFormRows = (): WebOrderFormRow[] => Array.from({ length: EMPTY_ROWS }, blankFormRow);

/** A form row as a grid row of the preview and of PlaceWebOrder, with the amounts of `codes`. */
export function fromFormRow(row: WebOrderFormRow, codes: readonly string[]): GridRow {
  const amounts: Record<string, string> = {};
  for (const c of codes) {
    const v = row[c];
    if (v !== undefined && String(v) !== '') amounts[c] = String(v);
  }
  return { number: String(row['number'] ?? ''), kind: Number(row['kind'] ?? 1), amounts };
}

/** Numbers typed in a box, split on spaces, commas, semicolons and new lines. */
export function typedNumbers(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}

/** The amount columns: the 4-digit then the 3-digit format of the account, once each. */
export function gridCodes(ctx: BettingContext): string[] {
  return [...new Set([...(ctx.betFormats['4'] ?? []), ...(ctx.betFormats['3'] ?? [])])];
}

/** Rows that carry a number and at least one amount, as PlaceWebOrder wants them. */
export function webOrderRows(rows: readonly GridRow[]): WebOrderRow[] {
  return rows
    .filter((r) => r.number.trim() !== '')
    .map((r) => ({
      number: r.number.trim(),
      kind: r.kind,
      // The codes are the account's bet formats (gridCodes); the server checks them again.
      amounts: Object.fromEntries(
        Object.entries(r.amounts)
          .filter(([, v]) => v.trim() !== '' && Number(v) > 0)
          .map(([c, v]) => [c, Number(v)]),
      ) as WebOrderRow['amounts'],
    }))
    .filter((r) => Object.keys(r.amounts).length > 0);
}

/** The translated status of a ticket (0 active, 1 processed, 2 cancelled, 99 error). */
export function statusText(t: (k: string) => string, status: number): string {
  return t(`common.statuses.s${status}`);
}
