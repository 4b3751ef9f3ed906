/**
 * Position taking up the chain (DOMAIN 10): how one bet line's stake is shared between the agents
 * and the company above the bettor, under their pt and fight limits, and what is left above the
 * company (unposted when the company posts, else sold out). Pure: the caller brings the limits
 * and the usage so far, and keeps the usage map across the lines of an order.
 */
import { BetKind, Grouping } from '../constants';
import type { Cents } from '../money';
import { BET_CODE_INFO, type BetCode } from './codes';
import type { BetKindId } from './permutations';

/** limit_usage.basis: the three groupings of fight limits, and 4 for a red number's own limit. */
export const LimitBasis = { ...Grouping, RedNumber: 4 } as const;
export type LimitBasisId = (typeof LimitBasis)[keyof typeof LimitBasis];

/** Prefix of ibox limit keys: an ibox bet is limited apart from straight bets on the same digits. */
export const IBOX_KEY_PREFIX = 'I';

/**
 * The limit_usage key of a bet line under a basis (docs/betting-rules.md "Order pipeline"):
 * amount base and red number `<code>:<digits>`, total base `<digits>`, group base
 * `<game>:<digits>`; `digits` is ExpandedBet.limitKey, prefixed with `I` for ibox.
 */
export function usageKey(basis: LimitBasisId, code: BetCode, limitKey: string, kind: BetKindId): string {
  const digits = kind === BetKind.IBox ? `${IBOX_KEY_PREFIX}${limitKey}` : limitKey;
  if (basis === LimitBasis.TotalBase) return digits;
  if (basis === LimitBasis.GroupBase) return `${BET_CODE_INFO[code].game}:${digits}`;
  return `${code}:${digits}`;
}

/** One limit that binds an account's eat on a line: its usage-map key and the limit (cents). */
export interface BindingLimit {
  key: string;
  limit: Cents;
}

/** One account of the chain for one line, from the bettor's direct upline to the company. */
export interface EatLevel {
  userId: number;
  /** Whole percent 0-100. */
  pt: number;
  /** Every limit that caps this account's eat on the line; none = only pt decides. */
  limits: readonly BindingLimit[];
}

export interface AllocationLine {
  stakeCents: Cents;
  levels: readonly EatLevel[];
  /** The company posts (lays off) what is left above it instead of selling it out. */
  posting: boolean;
  /** Sold out at once (a queued number): nobody eats, nothing is accepted. */
  blocked?: boolean;
}

export interface ShareAllocation {
  userId: number;
  inCents: Cents;
  eatCents: Cents;
  outCents: Cents;
  /** The keys of `limits` the eat was counted on (to give back on void). */
  keys: string[];
}

export interface LineAllocation {
  requestedCents: Cents;
  /** Stake the bettor buys: requested less what was sold out. */
  acceptedCents: Cents;
  soldOutCents: Cents;
  /** Left above the company when it posts. */
  unpostedCents: Cents;
  /** One per level, in chain order (direct upline first). */
  shares: ShareAllocation[];
}

/** floor(in x pt / 100) to the cent (DOMAIN 10: eat is rounded down). */
export function ptShareCents(inCents: Cents, pt: number): Cents {
  return Math.floor((inCents * pt) / 100);
}

/**
 * Allocates one line. `usage` maps limit keys to what is used already; the eats of this line are
 * added to it, so the next line of the same order sees them. When the line is cut (sold out),
 * every account keeps the eat computed on the full stake and `in`/`out` are recomputed from the
 * accepted stake: in(k) = sum of the eats from k up, out(k) = in(k) - eat(k).
 */
export function allocateLine(line: AllocationLine, usage: Map<string, Cents>): LineAllocation {
  const requested = line.stakeCents;
  if (line.blocked || requested <= 0) {
    return {
      requestedCents: requested,
      acceptedCents: 0,
      soldOutCents: requested,
      unpostedCents: 0,
      shares: line.levels.map((l) => ({ userId: l.userId, inCents: 0, eatCents: 0, outCents: 0, keys: [] })),
    };
  }
  const eats: Cents[] = [];
  let reaching = requested;
  for (const level of line.levels) {
    let eat = ptShareCents(reaching, level.pt);
    for (const { key, limit } of level.limits) {
      const left = Math.max(0, limit - (usage.get(key) ?? 0));
      if (left < eat) eat = left;
    }
    eats.push(eat);
    reaching -= eat;
  }
  const above = reaching;
  const unposted = line.posting ? above : 0;
  const soldOut = line.posting ? 0 : above;
  const accepted = requested - soldOut;
  const shares: ShareAllocation[] = [];
  let inCents = accepted;
  line.levels.forEach((level, i) => {
    const eat = eats[i] as Cents;
    const keys = eat > 0 ? level.limits.map((l) => l.key) : [];
    for (const key of keys) usage.set(key, (usage.get(key) ?? 0) + eat);
    shares.push({ userId: level.userId, inCents, eatCents: eat, outCents: inCents - eat, keys });
    inCents -= eat;
  });
  return {
    requestedCents: requested,
    acceptedCents: accepted,
    soldOutCents: soldOut,
    unpostedCents: unposted,
    shares,
  };
}

/** Allocates the lines of an order in order, sharing one usage map. */
export function allocateLines(
  lines: readonly AllocationLine[],
  usage: Map<string, Cents> = new Map(),
): LineAllocation[] {
  return lines.map((line) => allocateLine(line, usage));
}
