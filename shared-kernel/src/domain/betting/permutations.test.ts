import fc from 'fast-check';
import {
  distinctPermutations,
  expandNumbers,
  expansionCount,
  formatKindForm,
  iboxLimitKey,
  isKindAllowed,
  kindsAllowed,
  parseKindForm,
  permutationCount,
  reverseNumbers,
} from './permutations';

describe('permutations (DOMAIN 6)', () => {
  it.each([
    ['1234', 24],
    ['1123', 12],
    ['1213', 12],
    ['1122', 6],
    ['2288', 6],
    ['3535', 6],
    ['1112', 4],
    ['2111', 4],
    ['1111', 1],
    ['123', 6],
    ['112', 3],
    ['121', 3],
    ['111', 1],
    ['12', 2],
    ['0012', 12],
  ])('%s has %i distinct permutations', (n, count) => {
    const perms = distinctPermutations(n);
    expect(perms).toHaveLength(count);
    expect(new Set(perms).size).toBe(count);
    expect(permutationCount(n)).toBe(count);
    for (const p of perms) expect(iboxLimitKey(p)).toBe(iboxLimitKey(n));
    expect(perms).toEqual([...perms].sort());
  });

  it('permutation count equals the number of distinct permutations (property)', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9'),
          minLength: 1,
          maxLength: 6,
        }),
        (n) => {
          const perms = distinctPermutations(n);
          expect(perms.length).toBe(permutationCount(n));
          expect(new Set(perms).size).toBe(perms.length);
          expect(perms).toContain(n);
        },
      ),
    );
  });

  it('PH permutes the first three digits, last fixed', () => {
    expect(expandNumbers('1234', 4)).toEqual(['1234', '1324', '2134', '2314', '3124', '3214']);
    expect(expandNumbers('1124', 4)).toEqual(['1124', '1214', '2114']);
    expect(expandNumbers('1114', 4)).toEqual(['1114']);
    expect(expansionCount('1234', 4)).toBe(6);
    expect(expansionCount('1124', 4)).toBe(3);
    expect(expansionCount('1114', 4)).toBe(1);
  });

  it('PB keeps the first digit and permutes the last three', () => {
    expect(expandNumbers('1234', 5)).toEqual(['1234', '1243', '1324', '1342', '1423', '1432']);
    expect(expandNumbers('1223', 5)).toEqual(['1223', '1232', '1322']);
    expect(expansionCount('1222', 5)).toBe(1);
  });

  it('reverse: the number and its reverse, once if a palindrome', () => {
    expect(reverseNumbers('1234')).toEqual(['1234', '4321']);
    expect(reverseNumbers('1221')).toEqual(['1221']);
    expect(expandNumbers('123', 6)).toEqual(['123', '321']);
    expect(expandNumbers('121', 6)).toEqual(['121']);
    expect(expansionCount('1234', 6)).toBe(2);
    expect(expansionCount('1331', 6)).toBe(1);
  });

  it('normal expands to the number itself; box and ibox to every permutation', () => {
    expect(expandNumbers('1234', 1)).toEqual(['1234']);
    expect(expandNumbers('2288', 2)).toEqual(['2288', '2828', '2882', '8228', '8282', '8822']);
    expect(expandNumbers('3535', 3)).toHaveLength(6);
    expect(expansionCount('3535', 3)).toBe(6);
    expect(expansionCount('123456', 1)).toBe(1);
  });

  it('kinds per digit count: box/ibox/reverse 3-4, PH/PB only 4, 2/5/6 normal only', () => {
    expect(kindsAllowed(4)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(kindsAllowed(3)).toEqual([1, 2, 3, 6]);
    for (const n of [2, 5, 6]) expect(kindsAllowed(n)).toEqual([1]);
    expect(isKindAllowed(4, 3)).toBe(false);
    expect(isKindAllowed(5, 3)).toBe(false);
    expect(isKindAllowed(2, 2)).toBe(false);
  });

  it.each([
    ['1234', '1234', 1],
    ['*1234', '1234', 2],
    ['**1234', '1234', 3],
    ['123*4', '1234', 4],
    ['1*234', '1234', 5],
    ['1234*', '1234', 6],
    ['*123', '123', 2],
    ['12*3', '123', 4],
    ['1*2', '12', 4],
  ] as const)('kind form %s reads as %s kind %i', (text, number, kind) => {
    expect(parseKindForm(text)).toEqual({ number, kind });
  });

  it('kind forms round-trip for 4 digits and refuse others', () => {
    for (const kind of [1, 2, 3, 4, 5, 6] as const)
      expect(parseKindForm(formatKindForm('0912', kind))).toEqual({ number: '0912', kind });
    for (const bad of ['12*34', '***1234', '*1234*', '', '*', '**', '12a4', '1**234'])
      expect(parseKindForm(bad)).toBeNull();
  });
});
