/**
 * Red number permutation types (DOMAIN 8, SPEC 3/9): `normal` is the number alone; `4P`, `6P`, `12P` and
 * `24P` are all distinct permutations of a 4-digit number, and the type must match the number's digits:
 * 24P all four digits different, 12P exactly one pair, 6P two pairs, 4P a triple.
 */
import { distinctPermutations, permutationCount } from './permutations';

export const RED_PERMUTATION_TYPES = ['normal', '4P', '6P', '12P', '24P'] as const;
export type RedPermutationTypeName = (typeof RED_PERMUTATION_TYPES)[number];

export const RED_PERMUTATION_LABELS: Readonly<Record<RedPermutationTypeName, string>> = {
  normal: 'Normal',
  '4P': '4P (a triple: 4 permutations)',
  '6P': '6P (two pairs: 6 permutations)',
  '12P': '12P (one pair: 12 permutations)',
  '24P': '24P (four different digits: 24 permutations)',
};

/** Digits of a red number: 2D to 6D (the red_numbers table accepts 2 to 6 digits). */
export const RED_NUMBER_PATTERN = /^[0-9]{2,6}$/;

const REQUIREMENT: Readonly<Record<Exclude<RedPermutationTypeName, 'normal'>, string>> = {
  '4P': 'three equal digits (e.g. 1112)',
  '6P': 'two pairs of equal digits (e.g. 1122)',
  '12P': 'exactly one pair of equal digits (e.g. 1123)',
  '24P': 'four different digits (e.g. 1234)',
};

export type RedPermutationResult =
  { ok: true; numbers: string[]; count: number } | { ok: false; message: string };

export const isRedPermutationType = (value: string): value is RedPermutationTypeName =>
  (RED_PERMUTATION_TYPES as readonly string[]).includes(value);

/** The type whose permutation count a 4-digit number has, or normal (e.g. 1111, or not 4 digits). */
export function redTypeOf(number: string): RedPermutationTypeName {
  if (!/^[0-9]{4}$/.test(number)) return 'normal';
  const count = permutationCount(number);
  const type = `${count}P`;
  return isRedPermutationType(type) ? type : 'normal';
}

/**
 * The numbers a red number covers, or why the type does not fit the number. `normal` covers the number
 * alone (2 to 6 digits); an nP type needs a 4-digit number with exactly n distinct permutations.
 */
export function expandRedNumber(number: string, type: string): RedPermutationResult {
  if (!RED_NUMBER_PATTERN.test(number)) {
    return { ok: false, message: 'The number must have 2 to 6 digits.' };
  }
  if (!isRedPermutationType(type)) return { ok: false, message: `Unknown permutation type '${type}'.` };
  if (type === 'normal') return { ok: true, numbers: [number], count: 1 };
  if (number.length !== 4) {
    return { ok: false, message: `Permutation type ${type} needs a 4-digit number.` };
  }
  const expected = Number(type.slice(0, -1));
  const count = permutationCount(number);
  if (count !== expected) {
    return {
      ok: false,
      message: `Number ${number} has ${count} permutation${count === 1 ? '' : 's'}: type ${type} needs ${REQUIREMENT[type]}.`,
    };
  }
  return { ok: true, numbers: distinctPermutations(number), count };
}
