import {
  amountSign,
  formatAmount,
  formatCents,
  formatCount,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatYmd,
  parseAmount,
  parseDmy,
  parseYmd,
} from './format';
import { addDays } from './businessTime';

describe('formatAmount (units)', () => {
  it.each<[number | string, string]>([
    [1234567.89, '1,234,567.89'],
    [-1234.5, '-1,234.50'],
    [0, '0.00'],
    [-0, '0.00'],
    [0.1, '0.10'],
    [0.1 + 0.2, '0.30'],
    [1, '1.00'],
    [12.5, '12.50'],
    [999.999, '1,000.00'],
    [1.005, '1.01'],
    [-1.005, '-1.01'],
    [2.675, '2.68'],
    [100, '100.00'],
    [1000, '1,000.00'],
    [100000, '100,000.00'],
    [1000000, '1,000,000.00'],
    [-0.004, '0.00'],
    [-0.005, '-0.01'],
    [123456789012.34, '123,456,789,012.34'],
    ['1234.5', '1,234.50'],
    ['1,234.5', '1,234.50'],
    [' -7 ', '-7.00'],
  ])('%p -> %p', (input, out) => expect(formatAmount(input)).toBe(out));

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY, 'abc', '', '1.2.3'])('%p -> empty', (v) =>
    expect(formatAmount(v as number | string | null | undefined)).toBe(''),
  );
});

describe('formatCents', () => {
  it.each<[number | bigint | string, string]>([
    [123456789, '1,234,567.89'],
    [-123450, '-1,234.50'],
    [0, '0.00'],
    [5, '0.05'],
    [-5, '-0.05'],
    [100, '1.00'],
    [99999, '999.99'],
    ['123456789012345678', '1,234,567,890,123,456.78'],
    [BigInt(-1), '-0.01'],
    ['-250', '-2.50'],
  ])('%p -> %p', (input, out) => expect(formatCents(input)).toBe(out));

  it.each([1.5, Number.NaN, '12.5', 'x', null, undefined])('%p -> empty', (v) =>
    expect(formatCents(v as number | string | null | undefined)).toBe(''),
  );
});

describe('formatCount', () => {
  it('groups thousands as en-US does, whatever the locale, and rounds to a whole number', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(-1234)).toBe('-1,234');
    expect(formatCount(-0.4)).toBe('0');
    expect(formatCount(1234.5)).toBe('1,235');
    expect(formatCount(Number.MAX_SAFE_INTEGER)).toBe('9,007,199,254,740,991');
    for (const n of [1, 12, 123, 1234, 12345, 123456, 98765432, -5, -999999])
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });

  it('gives nothing for null, undefined and non-finite numbers', () => {
    expect(formatCount(null)).toBe('');
    expect(formatCount(undefined)).toBe('');
    expect(formatCount(Number.NaN)).toBe('');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('parseAmount', () => {
  it.each<[string, number | null]>([
    ['1,234.50', 1234.5],
    ['-12', -12],
    [' 3.5 ', 3.5],
    ['.5', 0.5],
    ['+2', 2],
    ['', null],
    ['1e3', null],
    ['abc', null],
    ['1.2.3', null],
  ])('%p -> %p', (input, out) => expect(parseAmount(input)).toBe(out));
});

describe('amountSign', () => {
  it('zero and positive are positive, negatives negative', () => {
    expect(amountSign(0)).toBe('positive');
    expect(amountSign(12)).toBe('positive');
    expect(amountSign(-0.01)).toBe('negative');
  });
});

describe('dates', () => {
  it('formatYmd from Date (local) and strings (as written)', () => {
    expect(formatYmd(new Date(2024, 0, 5))).toBe('2024-01-05');
    expect(formatYmd(new Date(2024, 11, 31, 23, 59))).toBe('2024-12-31');
    expect(formatYmd('2024-03-09')).toBe('2024-03-09');
    expect(formatYmd('2024-03-09T23:30:00+08:00')).toBe('2024-03-09');
    expect(formatYmd('not a date')).toBe('');
    expect(formatYmd(new Date(Number.NaN))).toBe('');
    expect(formatYmd(null)).toBe('');
    expect(formatYmd(undefined)).toBe('');
  });

  it('formatDayMonth gives DD/MM', () => {
    expect(formatDayMonth('2024-03-09')).toBe('09/03');
    expect(formatDayMonth(new Date(2024, 11, 25))).toBe('25/12');
    expect(formatDayMonth('2024-10-01T00:00:00Z')).toBe('01/10');
    expect(formatDayMonth('')).toBe('');
  });

  // Run under TZ=UTC and TZ=America/New_York (and the machine's own): the texts never change.
  it(`formatDateTime: dd/mm/yyyy HH:mm:ss in business time (machine time zone ${process.env.TZ ?? 'unset'})`, () => {
    // 25/11 16:30 UTC is 26/11 00:30 in Kuala Lumpur: the business date the filters and draws use.
    expect(formatDateTime('2026-11-25T16:30:00Z')).toBe('26/11/2026 00:30:00');
    expect(formatDateTime(new Date(Date.UTC(2024, 1, 28, 23, 5, 9)))).toBe('29/02/2024 07:05:09');
    expect(formatDateTime('2026-11-26T08:00:00+08:00')).toBe('26/11/2026 08:00:00');
    expect(formatDateTime('2026-12-31T15:59:59.999Z')).toBe('31/12/2026 23:59:59');
    expect(formatDateTime('2026-12-31T16:00:00Z')).toBe('01/01/2027 00:00:00');
    expect(formatDateTime('garbage')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });

  it('formatDate: business dates as written, instants by their business date, dd/mm/yyyy', () => {
    expect(formatDate('2026-11-26')).toBe('26/11/2026');
    expect(formatDate('2026-11-25T16:30:00Z')).toBe('26/11/2026');
    expect(formatDate(new Date(Date.UTC(2026, 10, 25, 15, 59)))).toBe('25/11/2026');
    expect(formatDate('')).toBe('');
    expect(formatDate('nope')).toBe('');
    expect(formatDate(undefined)).toBe('');
  });

  it('parseDmy reads the day first, strictly', () => {
    expect(parseDmy('26/11/2026')).toBe('2026-11-26');
    expect(parseDmy('1/2/2024')).toBe('2024-02-01');
    expect(parseDmy(' 29-02-2024 ')).toBe('2024-02-29');
    expect(parseDmy('31.12.2026')).toBe('2026-12-31');
    expect(parseDmy('29/02/2023')).toBeNull();
    expect(parseDmy('31/04/2026')).toBeNull();
    expect(parseDmy('12/13/2026')).toBeNull();
    expect(parseDmy('2026-11-26')).toBeNull();
    expect(parseDmy('26/11/26')).toBeNull();
    expect(parseDmy('')).toBeNull();
    // A round trip through the display form.
    for (const ymd of ['2024-02-29', '2026-01-05', '2030-12-31']) expect(parseDmy(formatDate(ymd))).toBe(ymd);
  });

  it('parseYmd is strict', () => {
    const d = parseYmd('2024-02-29');
    expect(d && formatYmd(d)).toBe('2024-02-29');
    expect(parseYmd('2023-02-29')).toBeNull();
    expect(parseYmd('2024-13-01')).toBeNull();
    expect(parseYmd('2024-1-01')).toBeNull();
    expect(parseYmd('01/02/2024')).toBeNull();
  });

  it('addDays (businessTime) crosses months and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-01-01', -1)).toBe('2023-12-31');
    expect(addDays('2024-03-10', 0)).toBe('2024-03-10');
    expect(() => addDays('x', 1)).toThrow(RangeError);
  });
});
