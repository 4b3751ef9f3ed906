/** The parsed order: what a bet string means, independent of how it was typed. */
import type { PoolId } from '../pools';
import type { Cents } from '../money';
import type { BetCode } from './codes';
import type { BetKindId } from './permutations';

export interface BetAmount {
  code: BetCode;
  cents: Cents;
}

/** One draw a line is placed on. `date` is ISO `YYYY-MM-DD`. */
export interface DrawRef {
  poolId: PoolId;
  date: string;
}

export interface OrderLine {
  /** 1-based line of the bet string this came from (not part of the order's meaning). */
  line: number;
  /** The digits as typed (2 to 6, leading zeros kept). */
  number: string;
  kind: BetKindId;
  /** Amounts in BET_CODES order, one per code. */
  amounts: readonly BetAmount[];
  /** Pools x dates, sorted by pool id then date. */
  draws: readonly DrawRef[];
}

export interface Order {
  lines: readonly OrderLine[];
}

/** The pools of a line, in pool id order. */
export function poolsOfLine(line: OrderLine): PoolId[] {
  const out: PoolId[] = [];
  for (const d of line.draws) if (out[out.length - 1] !== d.poolId) out.push(d.poolId);
  return out;
}

/** The dates of a line, sorted, once each. */
export function datesOfLine(line: OrderLine): string[] {
  return [...new Set(line.draws.map((d) => d.date))].sort();
}

/** The dates of one pool of a line. */
export function datesOfPool(line: OrderLine, poolId: PoolId): string[] {
  return line.draws.filter((d) => d.poolId === poolId).map((d) => d.date);
}
