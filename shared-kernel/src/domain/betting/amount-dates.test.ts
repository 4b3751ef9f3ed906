import { formatBetAmount, formatAmount2, parseAmountCents } from './amount';
import { formatDayMonth } from '../format';
import { formatDayMonthYear, parseDateItem, parseDateSpec } from './dates';

describe('amounts', () => {
  it.each([
    ['1', 100],
    ['0.5', 50],
    ['.5', 50],
    ['2.50', 250],
    ['0.01', 1],
    ['10', 1000],
    ['999999999.99', 99999999999],
  ])('parses %s as %i cents', (t, c) => expect(parseAmountCents(t)).toBe(c));

  it.each(['0', '0.0', '.0', '', '.', '1.', '1.234', '-1', '+1', '1e2', '1,5', '1000000000', 'B'])(
    'refuses %p',
    (t) => expect(parseAmountCents(t)).toBeNull(),
  );

  it('prints without trailing zeros, or with 2 decimals', () => {
    expect([250, 100, 5, 1010, 0, 12345].map(formatBetAmount)).toEqual([
      '2.5',
      '1',
      '0.05',
      '10.1',
      '0',
      '123.45',
    ]);
    expect([20400, 5, 0, -150].map(formatAmount2)).toEqual(['204.00', '0.05', '0.00', '-1.50']);
  });
});

describe('dates', () => {
  it('DD/MM takes this year when on or after today, else next year', () => {
    expect(parseDateItem('21/11', '2025-11-21')).toBe('2025-11-21');
    expect(parseDateItem('20/11', '2025-11-21')).toBe('2026-11-20');
    expect(parseDateItem('1/1', '2025-12-30')).toBe('2026-01-01');
    expect(parseDateItem('29/02', '2027-03-01')).toBe('2028-02-29');
    expect(parseDateItem('29/02', '2025-03-01')).toBeNull();
    expect(parseDateItem('23/11/2026', '2025-11-21')).toBe('2026-11-23');
    expect(parseDateItem('23/11/26', '2025-11-21')).toBe('2026-11-23');
    expect(parseDateItem('23/11/226', '2025-11-21')).toBeNull();
  });

  it('date specs', () => {
    expect(parseDateSpec('', '2025-11-21')).toEqual({ kind: 'next', count: 1 });
    expect(parseDateSpec('9', '2025-11-21')).toEqual({ kind: 'next', count: 9 });
    expect(parseDateSpec('26/11,23/11,23/11/2025', '2025-11-21')).toEqual({
      kind: 'dates',
      dates: ['2025-11-23', '2025-11-26'],
    });
    expect(parseDateSpec('0', '2025-11-21')).toBeNull();
  });

  it('formats', () => {
    expect(formatDayMonth('2025-11-03')).toBe('03/11');
    expect(formatDayMonthYear('2025-11-03')).toBe('03/11/2025');
  });
});
