import type { BetCode } from '@drawdesk/shared-kernel/domain/betting';
import type { Db } from '../../../db/connection';
import type { Trx } from '../../../db/retry';
import { selectActiveItemsOverlapping } from './queries';

/** Template kinds (SPEC 9): 1 default (adjusts payouts for all accounts), 3 lucky bet (the lucky-bet table). */
export const TemplateKind = { Default: 1, LuckyBet: 3 } as const;
/** Item operators (SPEC 9): 1 multiply '*', 2 divide '/'. */
export const TemplateOperator = { Multiply: 1, Divide: 2 } as const;

export interface PayoutAdjustment {
  /** Per 10,000 (1.5 -> 15000). */
  value: number;
  operator: number;
}

interface ItemRow {
  value: number;
  operator: number;
  date_from: string | null;
  date_to: string | null;
  pools: number[];
  codes: string[];
}

/** The adjustments of a bet on `date` and `poolId` for `code` (DOMAIN 8), in item order. */
export type AdjustmentLookup = (poolId: number, date: string, code: BetCode) => readonly PayoutAdjustment[];

/**
 * Active items of active default-kind templates that touch the given dates: an item applies when
 * the date is within its range (open ends allowed), its pools include the pool (empty = all) and
 * its codes the code (empty = all).
 */
export async function loadPayoutAdjustments(
  db: Db | Trx,
  dates: readonly string[],
): Promise<AdjustmentLookup> {
  if (dates.length === 0) return () => [];
  const sorted = [...dates].sort();
  const first = sorted[0] as string;
  const last = sorted[sorted.length - 1] as string;
  const items: ItemRow[] = await selectActiveItemsOverlapping(db, TemplateKind.Default, first, last);
  return adjustmentLookup(items);
}

/** An active item of an active default template, as loadPayoutAdjustments reads it. */
export type PayoutAdjustmentItem = ItemRow;

/** The lookup of loadPayoutAdjustments over items already read (ordered by item id). */
export function adjustmentLookup(items: readonly PayoutAdjustmentItem[]): AdjustmentLookup {
  if (items.length === 0) return () => [];
  return (poolId, date, code) =>
    items
      .filter(
        (i) =>
          (i.date_from === null || i.date_from <= date) &&
          (i.date_to === null || i.date_to >= date) &&
          (i.pools.length === 0 || i.pools.includes(poolId)) &&
          (i.codes.length === 0 || i.codes.includes(code)),
      )
      .map(({ value, operator }) => ({ value, operator }));
}

/** A payout table after adjustments, each entry rounded half up to the cent after each step. */
export function adjustPayouts(
  payouts: readonly number[],
  adjustments: readonly PayoutAdjustment[],
): number[] {
  return payouts.map((cents) =>
    adjustments.reduce((acc, { value, operator }) => {
      const num = operator === TemplateOperator.Divide ? BigInt(acc) * 10_000n : BigInt(acc) * BigInt(value);
      const den = operator === TemplateOperator.Divide ? BigInt(value) : 10_000n;
      return Number((num * 2n + den) / (den * 2n));
    }, cents),
  );
}
