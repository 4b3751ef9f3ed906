import { payoutIndex, type BetCode, type PrizeMatch } from '@drawdesk/shared-kernel/domain/betting';

/**
 * How one line's payout W(p) x amount / n (half up, as the settlement and the rollups hold it) is
 * split over the prize positions it matched (docs/reports-rules.md "Splitting a line's payout"):
 * each position gets p[rank] x amount / (100 n) rounded down, then the cents the half-up rounding
 * of the whole adds go one each to the positions with the largest remainders, the earlier position
 * (by rank, then index) first on a tie. The parts sum to the line's payout to the cent. The payout
 * table (queries/results.ts selectPayoutCells) does the same in SQL.
 */
export function splitPayout(
  code: BetCode,
  matches: readonly PrizeMatch[],
  payouts: readonly (number | string)[] | null,
  amount: number,
  iboxDivisor: number,
): number[] {
  if (!payouts || matches.length === 0) return matches.map(() => 0);
  const den = 100n * BigInt(iboxDivisor);
  const nums = matches.map((m) => BigInt(payouts[payoutIndex(code, m.rank)] ?? 0) * BigInt(amount));
  const sum = nums.reduce((s, v) => s + v, 0n);
  const total = (2n * sum + den) / (2n * den);
  const parts = nums.map((v) => v / den);
  let extra = total - parts.reduce((s, v) => s + v, 0n);
  const order = nums
    .map((v, i) => ({ rem: v % den, i }))
    .sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
  for (const { i } of order) {
    if (extra <= 0n) break;
    parts[i] = parts[i]! + 1n;
    extra -= 1n;
  }
  return parts.map(Number);
}

/** Matches in the order the settlement stores matched_ranks: by rank, then index. */
export const byPosition = (matches: readonly PrizeMatch[]): PrizeMatch[] =>
  [...matches].sort((a, b) => a.rank - b.rank || a.index - b.index);
