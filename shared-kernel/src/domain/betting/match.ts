/**
 * Prize matching (DOMAIN 5) and winnings (DOMAIN 10): which positions of a result a bet matches,
 * and what it wins for a payout table.
 */
import { BetKind, PrizeRank } from '../constants';
import type { Cents } from '../money';
import { BET_CODE_INFO, type BetCode, type PayoutTable } from './codes';
import { distinctPermutations, type BetKindId } from './permutations';

export type PrizeRankId = (typeof PrizeRank)[keyof typeof PrizeRank];

/** A result of one pool and draw: 4-digit prizes; Toto also 5D and 6D. */
export interface DrawResult {
  first: string;
  second: string;
  third: string;
  starters: readonly string[];
  consolations: readonly string[];
  fiveD?: { first: string; second: string; third: string };
  sixD?: { first: string };
}

/**
 * One matched position: the rank (1st 1, 2nd 2, 3rd 3, starter 7, consolation 8; for 5D and 6D
 * the tier 1-6) and, for starters and consolations, the index among the ten (else 0).
 */
export interface PrizeMatch {
  rank: PrizeRankId;
  index: number;
}

/** Ranks each 4D/3D/2D code covers, by the code without its digit (B and S are 4D). */
const RANKS: Readonly<Record<string, readonly PrizeRankId[]>> = {
  B: [1, 2, 3, 7, 8],
  S: [1, 2, 3],
  A: [1],
  SB: [2],
  SC: [3],
  SD: [7],
  SE: [8],
  C: [1, 2, 3],
};

function ranksOf(code: BetCode): readonly PrizeRankId[] {
  return RANKS[code === 'B' || code === 'S' ? code : code.slice(1)] ?? [];
}

/** Index into the code's payout table for a matched rank or tier. */
export function payoutIndex(code: BetCode, rank: PrizeRankId): number {
  if (code === 'B') return rank <= 3 ? rank - 1 : rank === PrizeRank.Starter ? 3 : 4;
  if (code === 'S' || code === '5D' || code === '6D') return rank - 1;
  return 0;
}

function match5D(number: string, r: DrawResult['fiveD']): PrizeMatch[] {
  if (!r || number.length !== 5) return [];
  const tier: PrizeRankId | 0 =
    number === r.first
      ? 1
      : number === r.second
        ? 2
        : number === r.third
          ? 3
          : r.first.length === 5 && number.slice(-4) === r.first.slice(-4)
            ? 4
            : r.first.length === 5 && number.slice(-3) === r.first.slice(-3)
              ? 5
              : r.first.length === 5 && number.slice(-2) === r.first.slice(-2)
                ? 6
                : 0;
  return tier === 0 ? [] : [{ rank: tier, index: 0 }];
}

function match6D(number: string, r: DrawResult['sixD']): PrizeMatch[] {
  if (!r || number.length !== 6 || r.first.length !== 6) return [];
  if (number === r.first) return [{ rank: 1, index: 0 }];
  for (let k = 5; k >= 2; k--) {
    if (number.slice(0, k) === r.first.slice(0, k) || number.slice(-k) === r.first.slice(-k)) {
      return [{ rank: (7 - k) as PrizeRankId, index: 0 }];
    }
  }
  return [];
}

/** Matched positions of one straight number for a code; every matching position counts. */
export function matchNumber(number: string, code: BetCode, result: DrawResult): PrizeMatch[] {
  if (code === '5D') return match5D(number, result.fiveD);
  if (code === '6D') return match6D(number, result.sixD);
  const d = BET_CODE_INFO[code].digits;
  if (number.length < d) return [];
  const key = number.slice(-d);
  const hit = (prize: string | undefined): boolean =>
    prize !== undefined && prize.length >= d && prize.slice(-d) === key;
  const out: PrizeMatch[] = [];
  for (const rank of ranksOf(code)) {
    if (rank === PrizeRank.Starter || rank === PrizeRank.Consolation) {
      const list = rank === PrizeRank.Starter ? result.starters : result.consolations;
      list.forEach((prize, index) => {
        if (hit(prize)) out.push({ rank, index });
      });
    } else if (hit(rank === 1 ? result.first : rank === 2 ? result.second : result.third)) {
      out.push({ rank, index: 0 });
    }
  }
  return out;
}

/** Matched positions of a bet line: an ibox line matches with every permutation of its number. */
export function matchBet(
  bet: { number: string; code: BetCode; kind: BetKindId },
  result: DrawResult,
): PrizeMatch[] {
  if (bet.kind !== BetKind.IBox) return matchNumber(bet.number, bet.code, result);
  return distinctPermutations(bet.number).flatMap((n) => matchNumber(n, bet.code, result));
}

/** Sum of the payout table over the matched positions, cents per 1.00 stake. */
export function payoutSum(code: BetCode, matches: readonly PrizeMatch[], payouts: readonly number[]): number {
  let sum = 0;
  for (const m of matches) {
    const p = payouts[payoutIndex(code, m.rank)];
    if (p === undefined) throw new RangeError(`Payout table of ${code} has no entry for rank ${m.rank}`);
    sum += p;
  }
  return sum;
}

/**
 * Winnings of a stake: sum over matched positions of payout x stake; ibox divided by n; rounded
 * half up to the cent (DOMAIN 6, 10). `payoutTable` is the code's list or a whole table.
 */
export function winningsCents(
  code: BetCode,
  matches: readonly PrizeMatch[],
  payoutTable: readonly number[] | PayoutTable,
  stakeCents: Cents,
  iboxDivisor = 1,
): Cents {
  const payouts: readonly number[] = Array.isArray(payoutTable)
    ? payoutTable
    : (payoutTable as PayoutTable)[code];
  const sum = payoutSum(code, matches, payouts);
  if (sum === 0 || stakeCents === 0) return 0;
  const num = BigInt(sum) * BigInt(stakeCents);
  const den = 100n * BigInt(iboxDivisor);
  return Number((2n * num + den) / (2n * den));
}
