import { payoutIndex, type PrizeMatch, type PrizeRankId } from '@drawdesk/shared-kernel/domain/betting';
import { splitPayout } from './payoutSplit';

// splitPayout works in doubles while its products stay far below 2^53 and in BigInt above: both
// must give the largest-remainder split of docs/reports-rules.md, computed here in BigInt only.

/** The split written out in BigInt: floors, then the half-up cents to the largest remainders. */
function reference(
  code: 'B' | 'S',
  matches: PrizeMatch[],
  payouts: bigint[],
  amount: bigint,
  n: bigint,
): bigint[] {
  const den = 100n * n;
  const nums = matches.map((m) => payouts[payoutIndex(code, m.rank)]! * amount);
  const sum = nums.reduce((s, v) => s + v, 0n);
  const parts = nums.map((v) => v / den);
  let left = (2n * sum + den) / (2n * den) - parts.reduce((s, v) => s + v, 0n);
  const order = nums
    .map((v, i) => ({ rem: v % den, i }))
    .sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
  for (const { i } of order) {
    if (left <= 0n) break;
    parts[i]! += 1n;
    left -= 1n;
  }
  return parts;
}

let seed = 7;
const next = (max: number) => {
  seed = (seed * 48271) % 2147483647;
  return seed % max;
};

it('splits to the cent in doubles and in BigInt alike', () => {
  let inBigInt = 0;
  const ranks: PrizeRankId[] = [1, 2, 3, 7, 7, 8, 8, 8];
  for (let c = 0; c < 2000; c++) {
    const code = c % 2 === 0 ? 'B' : 'S';
    const big = c % 5 === 0;
    const payouts = [0, 1, 2, 3, 4].map(() => BigInt(next(400_000)) * (big ? 10_007n : 1n));
    const matches = Array.from({ length: 1 + next(4) }, () => ({
      rank: code === 'S' ? ((1 + next(3)) as PrizeRankId) : ranks[next(ranks.length)]!,
      index: next(10),
    })).sort((a, b) => a.rank - b.rank || a.index - b.index);
    const amount = 1 + next(5_000_000);
    const n = 1 + next(24);
    const expected = reference(code, matches, payouts, BigInt(amount), BigInt(n));
    const got = splitPayout(
      code,
      matches,
      payouts.map((p) => p.toString()),
      amount,
      n,
    );
    const products = matches.reduce((s, m) => s + payouts[payoutIndex(code, m.rank)]!, 0n) * BigInt(amount);
    if (products > 2n ** 50n) inBigInt += 1;
    expect(got).toEqual(expected.map(Number));
  }
  expect(inBigInt).toBeGreaterThan(50);
});
