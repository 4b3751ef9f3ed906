import { centsToUnits, hasAtMostTwoDecimals, roundHalfUp, unitsToCents } from './money';

describe('money', () => {
  it.each([
    [12.5, 1250],
    [0.01, 1],
    [1234567.89, 123456789],
    [0.29, 29],
    [-3.2, -320],
    [0, 0],
  ])('unitsToCents(%p) = %p', (units, cents) => expect(unitsToCents(units)).toBe(cents));

  it.each([0.001, 1.234, 0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY])('refuses %p', (v) => {
    expect(hasAtMostTwoDecimals(v)).toBe(false);
    expect(() => unitsToCents(v)).toThrow(RangeError);
  });

  it('converts cents from pg int8 strings and bigint', () => {
    expect(centsToUnits('123456789')).toBe(1234567.89);
    expect(centsToUnits(BigInt(-5))).toBe(-0.05);
    expect(() => centsToUnits('90071992547409930')).toThrow(RangeError);
  });

  it('rounds halves away from zero', () => {
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(-2.5)).toBe(-3);
    expect(roundHalfUp(2.4999)).toBe(2);
  });
});
