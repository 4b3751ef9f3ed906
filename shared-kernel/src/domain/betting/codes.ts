/**
 * Bet codes of DOMAIN 5: how many digits each bets on, which game (and so which pools) offers it,
 * how long its payout table is, the default positional bet formats (DOMAIN 7) and the official
 * Malaysian payouts (cents per 1.00 stake).
 */
import { POOLS, type Game, type PoolId } from '../pools';

export const BET_CODES = [
  'B',
  'S',
  '4A',
  '4SB',
  '4SC',
  '4SD',
  '4SE',
  '4C',
  '3A',
  '3SB',
  '3SC',
  '3SD',
  '3SE',
  '3C',
  '2A',
  '2SB',
  '2SC',
  '2SD',
  '2SE',
  '5D',
  '6D',
] as const;
export type BetCode = (typeof BET_CODES)[number];

/** Digits of a bet number: 2 to 6. */
export type NumberLength = 2 | 3 | 4 | 5 | 6;
export const NUMBER_LENGTHS: readonly NumberLength[] = [2, 3, 4, 5, 6];

export interface BetCodeInfo {
  code: BetCode;
  /** Digits the code bets on (a 3D code on a 4-digit number bets on its last 3). */
  digits: NumberLength;
  game: Game;
  /** Entries of its payout table: Big 5, Small 3, 5D 6, 6D 5, others 1. */
  payoutLength: number;
}

const gameOfDigits: Record<NumberLength, Game> = { 2: '2D', 3: '3D', 4: '4D', 5: '5D', 6: '6D' };

function info(code: BetCode): BetCodeInfo {
  const digits = (code === 'B' || code === 'S' ? 4 : Number(code[0])) as NumberLength;
  const payoutLength = code === 'B' ? 5 : code === 'S' ? 3 : code === '5D' ? 6 : code === '6D' ? 5 : 1;
  return { code, digits, game: gameOfDigits[digits], payoutLength };
}

export const BET_CODE_INFO: Readonly<Record<BetCode, BetCodeInfo>> = Object.fromEntries(
  BET_CODES.map((c) => [c, info(c)]),
) as Record<BetCode, BetCodeInfo>;

const codeSet: ReadonlySet<string> = new Set(BET_CODES);
const codeOrder: ReadonlyMap<BetCode, number> = new Map(BET_CODES.map((c, i) => [c, i]));

export function isBetCode(value: string): value is BetCode {
  return codeSet.has(value);
}

/** Position of a code in BET_CODES: the order amounts are kept and printed in. */
export function betCodeOrder(code: BetCode): number {
  return codeOrder.get(code) ?? 0;
}

/**
 * Codes a number of `length` digits may carry: its own game's codes, plus 3D and 2D codes on a
 * 4-digit number (DOMAIN 5: on its last 3 or 2 digits). A 3-digit number carries 3D codes only.
 */
export function codesForLength(length: number): readonly BetCode[] {
  return BET_CODES.filter((c) => codeFitsLength(c, length));
}

export function codeFitsLength(code: BetCode, length: number): boolean {
  const d = BET_CODE_INFO[code].digits;
  return d === length || (length === 4 && (d === 3 || d === 2));
}

/** Pools whose games include the code's game (5D and 6D: Toto only). */
export function poolsOffering(code: BetCode): readonly PoolId[] {
  const game = BET_CODE_INFO[code].game;
  return POOLS.filter((p) => p.games.includes(game)).map((p) => p.id);
}

export function poolOffersCode(poolId: PoolId, code: BetCode): boolean {
  const pool = POOLS.find((p) => p.id === poolId);
  return pool !== undefined && pool.games.includes(BET_CODE_INFO[code].game);
}

/** Default positional bet formats per number length (DOMAIN 7). */
export type BetFormats = Readonly<Record<NumberLength, readonly BetCode[]>>;
export const DEFAULT_BET_FORMATS: BetFormats = {
  4: ['B', 'S', '4A', '3C', '3A'],
  3: ['3C', '3A', '3SB', '3SC', '3SD', '3SE'],
  2: ['2A', '2SB', '2SC', '2SD', '2SE'],
  5: ['5D'],
  6: ['6D'],
};

/** A payout table per code, cents per 1.00 stake, in rank/tier order (DOMAIN 5). */
export type PayoutTable = Readonly<Record<BetCode, readonly number[]>>;

/**
 * Official Malaysian payouts (DOMAIN 5). Codes DOMAIN names no figure for carry the usual agent
 * package figures (docs/betting-rules.md): one prize position pays like 4A/3A, a set of ten
 * positions a tenth of it, 4C a third of 4A; 2D 60 on one position, 6 on ten.
 */
export const OFFICIAL_PAYOUTS: PayoutTable = {
  B: [250_000, 100_000, 50_000, 18_000, 6_000],
  S: [350_000, 200_000, 100_000],
  '4A': [600_000],
  '4SB': [600_000],
  '4SC': [600_000],
  '4SD': [60_000],
  '4SE': [60_000],
  '4C': [200_000],
  '3A': [66_000],
  '3SB': [66_000],
  '3SC': [66_000],
  '3SD': [6_600],
  '3SE': [6_600],
  '3C': [25_000],
  '2A': [6_000],
  '2SB': [6_000],
  '2SC': [6_000],
  '2SD': [600],
  '2SE': [600],
  '5D': [1_500_000, 500_000, 300_000, 50_000, 2_000, 500],
  '6D': [10_000_000, 300_000, 30_000, 3_000, 400],
};
