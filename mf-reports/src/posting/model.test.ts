import { matchedPrizes, readInvoiceId, sumFields } from './model';

const t = (key: string, o?: Record<string, unknown>) => (o?.rank ? `${key}(${String(o.rank)})` : key);

it('reads a positive invoice id from the address only', () => {
  expect(readInvoiceId(new URLSearchParams('invoiceId=12'))).toBe(12);
  for (const bad of ['', 'invoiceId=', 'invoiceId=0', 'invoiceId=-3', 'invoiceId=1.5', 'invoiceId=x'])
    expect(readInvoiceId(new URLSearchParams(bad))).toBeNull();
});

it('sums money in cents', () => {
  const rows = Array.from({ length: 10 }, () => ({ a: 0.1, b: 1.005 }));
  expect(sumFields(rows, ['a'])).toEqual({ a: 1 });
  expect(sumFields([{ a: 1.1 }, { a: 2.2 }], ['a'])).toEqual({ a: 3.3 });
  expect(sumFields([], ['a'])).toEqual({ a: 0 });
});

it('names the matched prizes in rank order, repeated ones counted, 5D/6D by tier', () => {
  expect(matchedPrizes(t, 'B', [8, 7, 7, 1])).toBe('rank.r1, rank.r7 ×2, rank.r8');
  expect(matchedPrizes(t, '5D', [4])).toBe('rank.fiveD(rank.r4)');
  expect(matchedPrizes(t, '6D', [1])).toBe('rank.sixD(rank.r1)');
  expect(matchedPrizes(t, 'B', [])).toBe('');
});
