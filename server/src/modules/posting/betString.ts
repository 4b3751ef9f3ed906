import { PostingMessages, type BetAmountItem } from '@drawdesk/shared-kernel/contract';
import {
  BET_CODE_INFO,
  betCodeOrder,
  formatDayMonthYear,
  iboxLimitKey,
  isBetCode,
  kindsAllowed,
  poolOffersCode,
  type BetCode,
} from '@drawdesk/shared-kernel/domain/betting';
import { BetKind, poolById, unitsToCents, type PoolId } from '@drawdesk/shared-kernel/domain';
import { BusinessError } from '../../http/errors';

/**
 * The express bet string posting sends to a remote agent (DOMAIN 7 and 13; docs/posting-rules.md
 * "Bet string"): one date line `D<dd/mm/yyyy>`, one pool line `#<pool digit>`, then one line per
 * number in ascending order with every amount labelled, codes in bet-code order:
 * `1234#B1#S0.5`. An ibox line is written with the ibox prefix under its sorted digits
 * (`**1234#B1`: one stake covers every permutation, the prize divided by their count, DOMAIN 6),
 * after the straight line of the same digits. Amounts of one number, code and kind are added up. Pure.
 */

export interface BetGroup {
  drawDate: string;
  poolId: number;
  items: ReadonlyArray<{ number: string; code: string; ibox?: boolean; cents: number }>;
}

/** Cents as the grammar's amount: units with at most 2 decimals, no trailing zeros. */
export const amountText = (cents: number): string => {
  const whole = Math.trunc(cents / 100);
  const frac = cents % 100;
  if (frac === 0) return String(whole);
  return `${whole}.${String(frac).padStart(2, '0').replace(/0$/, '')}`;
};

/**
 * Refuses an item whose code is not for its number's digits or not offered by the pool. A straight
 * number has exactly its code's digits; an ibox number 3 or 4 digits (DOMAIN 6) and a code on at most
 * as many digits (a 4-digit line may carry 3D and 2D codes, DOMAIN 5).
 */
function checkItem(poolId: number, number: string, code: string, ibox: boolean): asserts code is BetCode {
  if (
    !isBetCode(code) ||
    !/^\d+$/.test(number) ||
    (ibox
      ? !kindsAllowed(number.length).includes(BetKind.IBox) || BET_CODE_INFO[code].digits > number.length
      : BET_CODE_INFO[code].digits !== number.length) ||
    !poolOffersCode(poolId as PoolId, code)
  )
    throw new BusinessError(PostingMessages.badCode(`${ibox ? '**' : ''}${number}`, code));
}

/**
 * Bet lines of one date and pool: per number ascending (the straight line before the ibox line of the
 * same digits, `**` + the sorted digits), its codes in bet-code order.
 */
function betLines(items: BetGroup['items']): string[] {
  const byNumber = new Map<string, Map<BetCode, number>>();
  for (const it of items) {
    if (it.cents <= 0 || !isBetCode(it.code)) continue;
    const key = it.ibox ? `**${iboxLimitKey(it.number)}` : it.number;
    const codes = byNumber.get(key) ?? new Map<BetCode, number>();
    codes.set(it.code, (codes.get(it.code) ?? 0) + it.cents);
    byNumber.set(key, codes);
  }
  const digits = (k: string) => k.replace(/^\*\*/, '');
  const numbers = [...byNumber.keys()].sort((a, b) => {
    const da = digits(a);
    const db = digits(b);
    return da.length - db.length || (da < db ? -1 : da > db ? 1 : a.length - b.length);
  });
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
    for (const it of g.items) checkItem(g.poolId, it.number, it.code, it.ibox === true);
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
      items: body.items.map((it) => ({
        number: it.number,
        code: it.code,
        ibox: it.ibox === true,
        cents: unitsToCents(it.amount),
      })),
    },
  ]);
}

/** The bet string of one draw (date and pool) from amounts in cents: what distribution sends. */
export function postingBetString(
  drawDate: string,
  poolId: number,
  items: ReadonlyArray<{ number: string; code: string; ibox?: boolean; cents: number }>,
): string {
  return groupsToBetString([{ drawDate, poolId, items }]);
}
