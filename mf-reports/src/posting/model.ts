/**
 * The pure rules of the remote invoice pages: the invoice of the address, the lines' totals (exact
 * to the cent), the matched prizes of a winning line. No React, no I/O.
 */
import { PATHS } from '@drawdesk/shared-kernel/routes';

/** The invoice id of the address (`?invoiceId=12`); null when missing or not a positive integer. */
export function readInvoiceId(params: URLSearchParams): number | null {
  const text = params.get('invoiceId');
  return text !== null && /^[1-9]\d{0,14}$/.test(text) ? Number(text) : null;
}

/**
 * A line's number as the invoice pages show it: an ibox line (sent as ibox, kept under its sorted
 * digits) with the express ibox prefix, `**1234`; a straight number as it is.
 */
export const postingNumberText = (r: { number: string; ibox?: boolean }): string =>
  r.ibox ? `**${r.number}` : r.number;

/** A line's key: number, code and ibox (a straight and an ibox line may share digits and code). */
export const postingRowId = (r: { number: string; code: string; ibox?: boolean }): string =>
  `${postingNumberText(r)}:${r.code}`;

/** Sums of the given fields over the rows, added in cents (no float drift), back in currency units. */
export function sumFields<T, K extends keyof T & string>(
  rows: readonly T[],
  fields: readonly K[],
): Record<K, number> {
  const out = {} as Record<K, number>;
  for (const f of fields) {
    let cents = 0;
    for (const r of rows) cents += Math.round(Number(r[f]) * 100);
    out[f] = cents / 100;
  }
  return out;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A prize rank's name: 1st, 2nd, 3rd, 4th-6th (5D/6D tiers), starter (7), consolation (8). */
const rankLabel = (t: Translate, rank: number): string =>
  rank >= 1 && rank <= 8 ? t(`rank.r${rank}`) : String(rank);

/**
 * The prizes a winning line matched, in rank order, a repeated rank once with its count:
 * 'Starter ×2, Consolation'; 5D and 6D lines name their tier ('5D 1st').
 */
export function matchedPrizes(t: Translate, code: string, ranks: readonly number[]): string {
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rank, n]) => {
      const name = rankLabel(t, rank);
      const label =
        code === '5D'
          ? t('rank.fiveD', { rank: name })
          : code === '6D'
            ? t('rank.sixD', { rank: name })
            : name;
      return n > 1 ? `${label} ×${n}` : label;
    })
    .join(', ');
}

/** The other invoice page and the invoice list, for the links under the summary. */
export const invoicePageHref = (invoiceId: number, payout: boolean): string =>
  `${payout ? PATHS.invoicePayoutDetail : PATHS.invoiceDetail}?invoiceId=${invoiceId}`;
