import { payoutIndex, type BetCode, type PrizeMatch } from '@drawdesk/shared-kernel/domain/betting';

/**
 * How one line's payout W(p) x amount / n (half up, as the settlement and the rollups hold it) is
 * split over the prize positions it matched (docs/reports-rules.md "Splitting a line's payout"):
 * each position gets p[rank] x amount / (100 n) rounded down, then the cents the half-up rounding
 * of the whole adds go one each to the positions with the largest remainders, the earlier position
 * (by rank, then index) first on a tie. The parts sum to the line's payout to the cent. The release
 * does the same in SQL for the payout table (settlement/queries.ts writeReportReads).
 */
export function splitPayout(
  code: BetCode,
  matches: readonly PrizeMatch[],
  payouts: readonly (number | string)[] | null,
  amount: number,
  iboxDivisor: number,
): number[] {
  if (!payouts || matches.length === 0) return matches.map(() => 0);
  const rates = matches.map((m) => Number(payouts[payoutIndex(code, m.rank)] ?? 0));
  const largest = rates.reduce((s, v) => s + v, 0) * amount;
  // Integer arithmetic in doubles is exact below 2^53 (division rounded down included); above 2^50
  // (never with real payout tables and stakes) BigInt does the same.
  if (largest <= 2 ** 50) {
    const den = 100 * iboxDivisor;
    const nums = rates.map((r) => r * amount);
    const total = Math.floor((2 * largest + den) / (2 * den));
    const parts = nums.map((v) => Math.floor(v / den));
    const extra = total - parts.reduce((s, v) => s + v, 0);
    if (extra > 0)
      largestRemainders(
        nums.map((v) => v % den),
        extra,
      ).forEach((i) => (parts[i] = parts[i]! + 1));
    return parts;
  }
  const den = 100n * BigInt(iboxDivisor);
  const nums = matches.map((m) => BigInt(payouts[payoutIndex(code, m.rank)] ?? 0) * BigInt(amount));
  const sum = nums.reduce((s, v) => s + v, 0n);
  const total = (2n * sum + den) / (2n * den);
  const parts = nums.map((v) => v / den);
  const extra = total - parts.reduce((s, v) => s + v, 0n);
  if (extra > 0n) {
    largestRemainders(
      nums.map((v) => v % den),
      Number(extra),
    ).forEach((i) => (parts[i] = parts[i]! + 1n));
  }
  return parts.map(Number);
}

/** The first `count` positions by remainder, the largest first, the earlier first on a tie. */
function largestRemainders<T extends number | bigint>(remainders: readonly T[], count: number): number[] {
  return remainders
    .map((rem, i) => ({ rem, i }))
    .sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1))
    .slice(0, count)
    .map((o) => o.i);
}

/** Matches in the order the settlement stores matched_ranks: by rank, then index. */
export const byPosition = (matches: readonly PrizeMatch[]): PrizeMatch[] =>
  [...matches].sort((a, b) => a.rank - b.rank || a.index - b.index);
