import { amountDraftPattern, amountText, toAmount } from './amount';

describe('amount helpers', () => {
  it('reads complete amounts, thousand separators and an optional minus', () => {
    expect(toAmount('12.5')).toBe(12.5);
    expect(toAmount(' 1,234.50 ')).toBe(1234.5);
    expect(toAmount('-3')).toBe(-3);
    expect(toAmount('0.05')).toBe(0.05);
    expect(toAmount('')).toBeUndefined();
    expect(toAmount('-')).toBeUndefined();
    expect(toAmount('12.')).toBeUndefined();
    expect(toAmount('abc')).toBeUndefined();
  });

  it('refuses more decimals than allowed instead of rounding', () => {
    expect(toAmount('12.345')).toBeUndefined();
    expect(toAmount('12.345', 3)).toBe(12.345);
    expect(toAmount('7.5', 0)).toBeUndefined();
    expect(toAmount('7', 0)).toBe(7);
  });

  it('shows numbers with 2 decimals (or the given places)', () => {
    expect(amountText(12.5)).toBe('12.50');
    expect(amountText(0)).toBe('0.00');
    expect(amountText(40, 0)).toBe('40');
    expect(amountText(null)).toBe('');
    expect(amountText(undefined)).toBe('');
    expect(amountText(Number.NaN)).toBe('');
  });

  it('accepts partial input while typing, up to the allowed places', () => {
    const money = amountDraftPattern();
    expect(['', '1', '12.', '12.3', '12.34', '.5'].every((t) => money.test(t))).toBe(true);
    expect(['12.345', '-1', '1a', '1.2.3'].some((t) => money.test(t))).toBe(false);
    expect(amountDraftPattern(2, true).test('-12.3')).toBe(true);
    expect(amountDraftPattern(0).test('1.')).toBe(false);
  });
});
