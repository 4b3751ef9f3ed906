import { PostingMessages, type BetAmountItem } from '@drawdesk/shared-kernel/contract';
import {
  BET_CODE_INFO,
  betCodeOrder,
  formatDayMonthYear,
  isBetCode,
  poolOffersCode,
  type BetCode,
} from '@drawdesk/shared-kernel/domain/betting';
import { poolById, unitsToCents, type PoolId } from '@drawdesk/shared-kernel/domain';
import { BusinessError } from '../../http/errors';

/**
 * The express bet string posting sends to a remote agent (DOMAIN 7 and 13; docs/posting-rules.md
 * "Bet string"): one date line `D<dd/mm/yyyy>`, one pool line `#<pool digit>`, then one line per
 * number in ascending order with every amount labelled, codes in bet-code order:
 * `1234#B1#S0.5`. Amounts of one number and code are added up. Pure.
 */

export interface BetGroup {
  drawDate: string;
  poolId: number;
  items: ReadonlyArray<{ number: string; code: string; cents: number }>;
}

/** Cents as the grammar's amount: units with at most 2 decimals, no trailing zeros. */
export const amountText = (cents: number): string => {
  const whole = Math.trunc(cents / 100);
  const frac = cents % 100;
  if (frac === 0) return String(whole);
  return `${whole}.${String(frac).padStart(2, '0').replace(/0$/, '')}`;
};

/** Refuses an item whose code is not for its number's digits or not offered by the pool. */
function checkItem(poolId: number, number: string, code: string): asserts code is BetCode {
  if (
    !isBetCode(code) ||
    !/^\d+$/.test(number) ||
    BET_CODE_INFO[code].digits !== number.length ||
    !poolOffersCode(poolId as PoolId, code)
  )
    throw new BusinessError(PostingMessages.badCode(number, code));
}

/** Bet lines of one date and pool: per number ascending, its codes in bet-code order. */
function betLines(items: BetGroup['items']): string[] {
  const byNumber = new Map<string, Map<BetCode, number>>();
  for (const it of items) {
    if (it.cents <= 0 || !isBetCode(it.code)) continue;
    const codes = byNumber.get(it.number) ?? new Map<BetCode, number>();
    codes.set(it.code, (codes.get(it.code) ?? 0) + it.cents);
    byNumber.set(it.number, codes);
  }
  const numbers = [...byNumber.keys()].sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  return numbers.map((number) => {
    const codes = [...(byNumber.get(number) as Map<BetCode, number>).entries()].sort(
      ([a], [b]) => betCodeOrder(a) - betCodeOrder(b),
    );
    return `${number}${codes.map(([code, cents]) => `#${code}${amountText(cents)}`).join('')}`;
  });
}

/**
 * Groups (date and pool) to one bet string: each group as its date line, pool line and bet lines,
 * groups by date then pool. Throws a BusinessError for a code that does not fit its number or pool,
 * or when nothing is left to bet.
 */
export function groupsToBetString(groups: readonly BetGroup[]): string {
  const sorted = [...groups].sort((a, b) =>
    a.drawDate < b.drawDate ? -1 : a.drawDate > b.drawDate ? 1 : a.poolId - b.poolId,
  );
  const out: string[] = [];
  for (const g of sorted) {
    const pool = poolById(g.poolId);
    if (!pool) throw new BusinessError(PostingMessages.noDraw);
    for (const it of g.items) checkItem(g.poolId, it.number, it.code);
    const lines = betLines(g.items);
    if (lines.length === 0) continue;
    out.push(`D${formatDayMonthYear(g.drawDate)}`, `#${pool.inputDigit}`, ...lines);
  }
  if (out.length === 0) throw new BusinessError(PostingMessages.noItems);
  return out.join('\n');
}

/** Posting/TranslateToBetString: the request's items (currency units) for one date and pool. */
export function translateToBetString(body: {
  drawDate: string;
  poolId: number;
  items: readonly BetAmountItem[];
}): string {
  return groupsToBetString([
    {
      drawDate: body.drawDate,
      poolId: body.poolId,
      items: body.items.map((it) => ({ number: it.number, code: it.code, cents: unitsToCents(it.amount) })),
    },
  ]);
}

/** The bet string of one draw (date and pool) from amounts in cents: what distribution sends. */
export function postingBetString(
  drawDate: string,
  poolId: number,
  items: ReadonlyArray<{ number: string; code: string; cents: number }>,
): string {
  return groupsToBetString([{ drawDate, poolId, items }]);
}
