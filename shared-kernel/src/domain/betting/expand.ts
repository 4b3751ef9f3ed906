/**
 * Expansion of an order into bet lines (DOMAIN 9 step 2): lines x pools x dates x codes x
 * permutations, with gross (turnover) and net cost (DOMAIN 8).
 */
import { BetKind } from '../constants';
import type { Cents } from '../money';
import type { PoolId } from '../pools';
import { BET_CODE_INFO, type BetCode } from './codes';
import type { BetAmount, Order, OrderLine } from './order';
import { expandNumbers, expansionCount, iboxLimitKey, type BetKindId } from './permutations';

/** A bet rate per 10,000 (0.7400 -> 7400) for a pool and code: the bettor's package. */
export type RateLookup = (poolId: PoolId, code: BetCode) => number;

export interface ExpandedBet {
  inputLine: number;
  drawDate: string;
  poolId: PoolId;
  /**
   * The number as placed: the permutation for box/PH/PB/reverse, the typed number for normal and
   * ibox. A 3D or 2D code bets on its last 3 or 2 digits (see `limitKey`).
   */
  number: string;
  code: BetCode;
  kind: BetKindId;
  stakeCents: Cents;
  /** Permutations one ibox stake covers (payout / n); 1 for every other kind. */
  iboxDivisor: number;
  /** Fight-limit key (DOMAIN 10): the digits the code bets on; ibox: the sorted digits of the number. */
  limitKey: string;
  /** Turnover of this bet line: its stake. */
  grossCents: Cents;
  /** stake x betRate, rounded half up to the cent. */
  netCents: Cents;
}

export interface Expansion {
  bets: ExpandedBet[];
  grossCents: Cents;
  netCents: Cents;
}

/** cents x rate / 10,000, rounded half up to the cent (DOMAIN 8); exact in integers. */
export function netCostCents(stakeCents: Cents, ratePer10k: number): Cents {
  const product = stakeCents * ratePer10k;
  if (Number.isSafeInteger(product) && product >= 0) {
    const rest = product % 10000;
    return (product - rest) / 10000 + (rest >= 5000 ? 1 : 0);
  }
  const big = BigInt(stakeCents) * BigInt(ratePer10k);
  return Number((big + 5000n) / 10000n);
}

/** Gross of one order line across all its draws and codes (box: stake x n, ibox: stake). */
export function lineGrossCents(line: OrderLine): Cents {
  const n = line.kind === BetKind.IBox ? 1 : expansionCount(line.number, line.kind);
  const perDraw = line.amounts.reduce((s, a) => s + a.cents, 0);
  return perDraw * n * line.draws.length;
}

/** Gross of a whole order without expanding it. */
export function orderGrossCents(order: Order): Cents {
  return order.lines.reduce((s, l) => s + lineGrossCents(l), 0);
}

export function expandOrder(order: Order, rate: RateLookup): Expansion {
  const bets: ExpandedBet[] = [];
  let grossCents = 0;
  let netCents = 0;
  const rateCache = new Map<string, number>();
  const rateOf = (poolId: PoolId, code: BetCode): number => {
    const key = `${poolId}${code}`;
    let r = rateCache.get(key);
    if (r === undefined) rateCache.set(key, (r = rate(poolId, code)));
    return r;
  };
  for (const line of order.lines) {
    const ibox = line.kind === BetKind.IBox;
    const numbers = ibox ? [line.number] : expandNumbers(line.number, line.kind);
    const iboxDivisor = ibox ? expansionCount(line.number, line.kind) : 1;
    // Limit keys per code, computed once per line rather than once per draw.
    const keys = line.amounts.map(({ code }) => {
      const digits = BET_CODE_INFO[code].digits;
      return numbers.map((n) => (ibox ? iboxLimitKey(n) : n.length === digits ? n : n.slice(-digits)));
    });
    for (const draw of line.draws) {
      for (let a = 0; a < line.amounts.length; a++) {
        const { code, cents } = line.amounts[a] as BetAmount;
        const lineKeys = keys[a] as string[];
        const net = netCostCents(cents, rateOf(draw.poolId, code));
        for (let k = 0; k < numbers.length; k++) {
          bets.push({
            inputLine: line.line,
            drawDate: draw.date,
            poolId: draw.poolId,
            number: numbers[k] as string,
            code,
            kind: line.kind,
            stakeCents: cents,
            iboxDivisor,
            limitKey: lineKeys[k] as string,
            grossCents: cents,
            netCents: net,
          });
        }
        grossCents += cents * numbers.length;
        netCents += net * numbers.length;
      }
    }
  }
  return { bets, grossCents, netCents };
}
