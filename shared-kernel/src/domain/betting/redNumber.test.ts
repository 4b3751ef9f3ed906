import { expandRedNumber, isRedPermutationType, RED_PERMUTATION_TYPES, redTypeOf } from './redNumber';

describe('expandRedNumber', () => {
  it.each([
    ['1234', '24P', 24],
    ['9870', '24P', 24],
    ['0123', '24P', 24],
    ['1123', '12P', 12],
    ['1213', '12P', 12],
    ['3211', '12P', 12],
    ['0012', '12P', 12],
    ['1122', '6P', 6],
    ['1212', '6P', 6],
    ['0990', '6P', 6],
    ['1112', '4P', 4],
    ['2111', '4P', 4],
    ['0007', '4P', 4],
  ])('%s as %s expands to %i distinct permutations containing the number', (number, type, count) => {
    const result = expandRedNumber(number, type);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.count).toBe(count);
    expect(result.numbers).toHaveLength(count);
    expect(new Set(result.numbers).size).toBe(count);
    expect(result.numbers).toContain(number);
    for (const n of result.numbers) expect([...n].sort().join('')).toBe([...number].sort().join(''));
    expect([...result.numbers].sort()).toEqual(result.numbers);
  });

  it.each(['12', '123', '1234', '1111', '12345', '123456', '00'])('normal covers %s alone', (number) => {
    expect(expandRedNumber(number, 'normal')).toEqual({ ok: true, numbers: [number], count: 1 });
  });

  it.each([
    ['1123', '24P', 'has 12 permutations: type 24P needs four different digits'],
    ['1111', '24P', 'has 1 permutation: type 24P needs four different digits'],
    ['1234', '12P', 'has 24 permutations: type 12P needs exactly one pair'],
    ['1122', '12P', 'has 6 permutations: type 12P needs exactly one pair'],
    ['1234', '6P', 'type 6P needs two pairs'],
    ['1112', '6P', 'has 4 permutations: type 6P needs two pairs'],
    ['1123', '4P', 'has 12 permutations: type 4P needs three equal digits'],
    ['1111', '4P', 'has 1 permutation: type 4P needs three equal digits'],
  ])('refuses %s as %s', (number, type, message) => {
    const result = expandRedNumber(number, type);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });

  it.each([
    ['123', '6P'],
    ['12', '24P'],
    ['12345', '24P'],
    ['112', '4P'],
  ])('refuses %s with %s: nP types need 4 digits', (number, type) => {
    expect(expandRedNumber(number, type)).toEqual({
      ok: false,
      message: `Permutation type ${type} needs a 4-digit number.`,
    });
  });

  it.each(['', '1', '1234567', '12a4', ' 1234', '-123'])('refuses the malformed number %p', (number) => {
    expect(expandRedNumber(number, 'normal')).toEqual({
      ok: false,
      message: 'The number must have 2 to 6 digits.',
    });
  });

  it('refuses an unknown type', () => {
    expect(expandRedNumber('1234', '3P')).toEqual({ ok: false, message: "Unknown permutation type '3P'." });
    expect(isRedPermutationType('24p')).toBe(false);
  });

  it('24P of 1234 lists every arrangement once', () => {
    const result = expandRedNumber('1234', '24P');
    expect(result.ok && result.numbers.slice(0, 3)).toEqual(['1234', '1243', '1324']);
    expect(result.ok && result.numbers[23]).toBe('4321');
  });
});

describe('redTypeOf', () => {
  it.each([
    ['1234', '24P'],
    ['1123', '12P'],
    ['1122', '6P'],
    ['1112', '4P'],
    ['1111', 'normal'],
    ['123', 'normal'],
  ])('%s suits %s', (number, type) => {
    expect(redTypeOf(number)).toBe(type);
    expect(RED_PERMUTATION_TYPES).toContain(redTypeOf(number));
  });
});
