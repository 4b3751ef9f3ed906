import { en } from './i18n/en';
import {
  accountText,
  balanceOf,
  pickedChain,
  pickAt,
  ptText,
  stakeholderTotals,
  type Translate,
} from './model';

const t: Translate = (key, params = {}) => {
  const [group, name] = key.split('.') as [keyof typeof en, string];
  const text = (en[group] as Record<string, string>)[name] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, p: string) => String(params[p]));
};

const row = (
  winLoss: number,
  over: Partial<Record<'in' | 'eat' | 'out' | 'netAmount' | 'payout', number>> = {},
) => ({
  in: 0,
  eat: 0,
  out: 0,
  netAmount: 0,
  payout: 0,
  winLoss,
  ...over,
});

it('sums every figure in cents and shows the report adds up to zero with the lay-off', () => {
  // Bettors lost 10.10 in all; the agent won 2.02, the company 5.05, the lay-off took 3.03.
  const rows = [
    row(-10.1, { out: 100.1 }),
    row(2.02, { in: 100.1, eat: 20.02, out: 80.08, netAmount: 0.1, payout: 0.2 }),
    row(5.05, { in: 80.08, eat: 50.05, out: 30.03, netAmount: 0.2 }),
  ];
  expect(stakeholderTotals(rows)).toEqual({
    in: 180.18,
    eat: 70.07,
    out: 210.21,
    netAmount: 0.3,
    payout: 0.2,
    winLoss: -3.03,
  });
  expect(balanceOf(rows, 3.03)).toBe(0);
  expect(balanceOf(rows, 0)).toBe(-3.03);
  expect(stakeholderTotals([])).toEqual(row(0));
});

it('names a row: one account, or the first of several and how many more; pt as a percentage', () => {
  expect(accountText(t, { username: 'demo_p1', accounts: 1 })).toBe('demo_p1');
  expect(accountText(t, { username: 'demo_p1', accounts: 4 })).toBe('demo_p1 and 3 more');
  expect(ptText(80)).toBe('80%');
  expect(ptText(0)).toBe('0%');
  expect(ptText(null)).toBe('');
});

it('follows the last picked account, else the first direct downline; a pick drops the ones below', () => {
  const sh = { userId: 7, username: 'demo_sh' };
  const ma = { userId: 11, username: 'demo_ma' };
  const ag = { userId: 15, username: 'demo_ag' };
  expect(pickedChain([], sh)).toEqual([sh]);
  expect(pickedChain([sh, ma], sh)).toEqual([sh, ma]);
  expect(pickedChain([], undefined)).toEqual([]);
  expect(pickAt([sh, ma], 2, ag)).toEqual([sh, ma, ag]);
  expect(pickAt([sh, ma, ag], 1, { userId: 12, username: 'demo_mb' })).toEqual([
    sh,
    { userId: 12, username: 'demo_mb' },
  ]);
  // Choosing the account itself at a level: the account above is followed.
  expect(pickAt([sh, ma], 1, null)).toEqual([sh]);
});
