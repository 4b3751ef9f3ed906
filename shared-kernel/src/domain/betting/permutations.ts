/**
 * Bet kinds of DOMAIN 6: which numbers a kind expands to, how many, and which kinds a number of a
 * given length may use. Numbers are digit strings (leading zeros matter).
 */
import { BetKind } from '../constants';

export type BetKindId = (typeof BetKind)[keyof typeof BetKind];
export const BET_KIND_IDS: readonly BetKindId[] = [1, 2, 3, 4, 5, 6];

/** Distinct permutations of the digits, in ascending order. */
export function distinctPermutations(digits: string): string[] {
  const sorted = [...digits].sort();
  const out: string[] = [];
  const used = new Array<boolean>(sorted.length).fill(false);
  const current: string[] = [];
  const walk = (): void => {
    if (current.length === sorted.length) {
      out.push(current.join(''));
      return;
    }
    for (let i = 0; i < sorted.length; i++) {
      if (used[i]) continue;
      // Skip a digit equal to the previous unused one: each distinct arrangement once.
      if (i > 0 && sorted[i] === sorted[i - 1] && !used[i - 1]) continue;
      used[i] = true;
      current.push(sorted[i] as string);
      walk();
      current.pop();
      used[i] = false;
    }
  };
  walk();
  return out;
}

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/** n! / (k1! k2! ...): 4 digits 24/12/6/4/1, 3 digits 6/3/1. */
export function permutationCount(digits: string): number {
  const counts = new Map<string, number>();
  for (const d of digits) counts.set(d, (counts.get(d) ?? 0) + 1);
  let n = factorial(digits.length);
  for (const k of counts.values()) n /= factorial(k);
  return n;
}

/** The digits in ascending order: the limit key of an ibox line (DOMAIN 10). */
export function iboxLimitKey(number: string): string {
  return [...number].sort().join('');
}

/** The number and its reverse, once when a palindrome. */
export function reverseNumbers(number: string): string[] {
  const reversed = [...number].reverse().join('');
  return reversed === number ? [number] : [number, reversed];
}

/** Kinds a number of `length` digits may use (DOMAIN 6). */
export function kindsAllowed(length: number): readonly BetKindId[] {
  if (length === 4) return [1, 2, 3, 4, 5, 6];
  if (length === 3) return [1, 2, 3, 6];
  return [1];
}

export function isKindAllowed(kind: BetKindId, length: number): boolean {
  return kindsAllowed(length).includes(kind);
}

/**
 * The numbers a bet expands to. Normal: the number; box and ibox: every distinct permutation;
 * PH: first three permuted, last fixed; PB: first fixed, last three permuted; reverse: the number
 * and its reverse. The caller checks isKindAllowed first.
 */
export function expandNumbers(number: string, kind: BetKindId): string[] {
  switch (kind) {
    case BetKind.Box:
    case BetKind.IBox:
      return distinctPermutations(number);
    case BetKind.PH: {
      const last = number.slice(-1);
      return distinctPermutations(number.slice(0, -1)).map((p) => p + last);
    }
    case BetKind.PB: {
      const first = number.slice(0, 1);
      return distinctPermutations(number.slice(1)).map((p) => first + p);
    }
    case BetKind.Reverse:
      return reverseNumbers(number);
    default:
      return [number];
  }
}

/** How many numbers a bet covers: the ibox divisor, or the box multiplier of the stake. */
export function expansionCount(number: string, kind: BetKindId): number {
  switch (kind) {
    case BetKind.Box:
    case BetKind.IBox:
      return permutationCount(number);
    case BetKind.PH:
      return permutationCount(number.slice(0, -1));
    case BetKind.PB:
      return permutationCount(number.slice(1));
    case BetKind.Reverse:
      return reverseNumbers(number).length;
    default:
      return 1;
  }
}

/** The input form of a bet (DOMAIN 6): `1234`, `*1234`, `**1234`, `123*4`, `1*234`, `1234*`. */
export function formatKindForm(number: string, kind: BetKindId): string {
  switch (kind) {
    case BetKind.Box:
      return `*${number}`;
    case BetKind.IBox:
      return `**${number}`;
    case BetKind.PH:
      return `${number.slice(0, -1)}*${number.slice(-1)}`;
    case BetKind.PB:
      return `${number.slice(0, 1)}*${number.slice(1)}`;
    case BetKind.Reverse:
      return `${number}*`;
    default:
      return number;
  }
}

/**
 * Reads a kind form back: the digits and the kind, or null when it is no form of section 6.
 * A star before the last digit reads as PH and after the first as PB (for 2 digits, `1*2`, PH;
 * either is refused later as not allowed for 2 digits).
 */
export function parseKindForm(text: string): { number: string; kind: BetKindId } | null {
  // One scan, no regex: this runs once per bet line of orders of thousands of lines.
  const n = text.length;
  let stars = 0;
  let starAt = -1;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 42) {
      stars++;
      if (starAt < 0) starAt = i;
    } else if (c < 48 || c > 57) return null;
  }
  if (stars === 0) return n > 0 ? { number: text, kind: BetKind.Normal } : null;
  if (stars === 2 && starAt === 0 && text.charCodeAt(1) === 42 && n > 2)
    return { number: text.slice(2), kind: BetKind.IBox };
  if (stars !== 1 || n < 2) return null;
  if (starAt === 0) return { number: text.slice(1), kind: BetKind.Box };
  if (starAt === n - 1) return { number: text.slice(0, -1), kind: BetKind.Reverse };
  const number = text.slice(0, starAt) + text.slice(starAt + 1);
  if (starAt === n - 2) return { number, kind: BetKind.PH };
  if (starAt === 1) return { number, kind: BetKind.PB };
  return null;
}
