import { en } from './i18n/en';
import {
  cellOf,
  codeTotal,
  gridRanks,
  matchedPrizes,
  poolName,
  prizeLabel,
  strikeCodes,
  sumUnits,
  uplinePath,
  visibleStrikeRows,
  readWinningExtras,
  writeWinningExtras,
  winningFields,
  isBetNumber,
  type Translate,
} from './model';

/** The English texts with {{params}} filled in, like i18next does. */
const t: Translate = (key, params = {}) => {
  const [group, name] = key.split('.') as [keyof typeof en, string];
  const text = (en[group] as Record<string, string>)[name] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, p: string) => String(params[p]));
};

it('names prize positions: 4D ranks, the n-th starter and consolation, 5D and 6D prizes', () => {
  expect(prizeLabel(t, { game: 4, rank: 1, idx: 0 })).toBe('1st');
  expect(prizeLabel(t, { game: 4, rank: 3, idx: 0 })).toBe('3rd');
  expect(prizeLabel(t, { game: 4, rank: 7, idx: 0 })).toBe('Starter 1');
  expect(prizeLabel(t, { game: 4, rank: 8, idx: 9 })).toBe('Consolation 10');
  expect(prizeLabel(t, { game: 5, rank: 2, idx: 0 })).toBe('5D 2nd');
  expect(prizeLabel(t, { game: 6, rank: 1, idx: 0 })).toBe('6D 1st');
});

it('names matched prizes of a winning line, counting repeated positions, tiers for 5D/6D', () => {
  expect(matchedPrizes(t, 'B', [7, 1, 7])).toBe('1st, Starter ×2');
  expect(matchedPrizes(t, '4A', [1])).toBe('1st');
  expect(matchedPrizes(t, '5D', [4])).toBe('5D 4th');
  expect(matchedPrizes(t, '6D', [5])).toBe('6D 5th');
  expect(matchedPrizes(t, 'S', [])).toBe('');
  expect(uplinePath(['co', 'sh', 'ag'])).toBe('co › sh › ag');
});

const strike = (hit: boolean, amounts: Record<string, number>) => ({ hit, amounts });

it('takes the strike columns from the codes bet on, in the printed order, and sums each', () => {
  const rows = [
    strike(true, { S: 1.1, B: 2.2 }),
    strike(true, { '3A': 0.1, B: 0.2 }),
    strike(false, {}),
    strike(true, { '4A': 0, '2A': 5 }),
  ];
  // B before S before 3A before 2A (BET_CODES order); a code whose amount is 0 has no column.
  expect(strikeCodes(rows)).toEqual(['B', 'S', '3A', '2A']);
  expect(codeTotal(rows, 'B')).toBe(2.4);
  expect(codeTotal(rows, 'S')).toBe(1.1);
  expect(codeTotal(rows, '6D')).toBe(0);
  expect(visibleStrikeRows(rows, true)).toHaveLength(4);
  expect(visibleStrikeRows(rows, false)).toEqual([rows[0], rows[1], rows[3]]);
});

it('sums amounts in cents', () => {
  expect(sumUnits([0.1, 0.2])).toBe(0.3);
  expect(sumUnits([1234.56, -0.56, 0.01])).toBe(1234.01);
  expect(sumUnits([])).toBe(0);
  expect(poolName(3)).toBe('Toto');
});

it('shows the 5D/6D tier columns for pools with those games or with lines in them', () => {
  const columns = (tierLines: number) =>
    [1, 2, 3, 4, 5, 6, 7, 8].map((rank) => ({
      rank,
      winLines: rank >= 4 && rank <= 6 ? (rank === 5 ? tierLines : 0) : 1,
      payout: 0,
    }));
  expect(gridRanks({ poolId: 1, columns: columns(0) })).toEqual([1, 2, 3, 7, 8]);
  expect(gridRanks({ poolId: 3, columns: columns(0) })).toEqual([1, 2, 3, 7, 8, 4, 5, 6]);
  expect(gridRanks({ poolId: 1, columns: columns(2) })).toEqual([1, 2, 3, 7, 8, 4, 5, 6]);
  const cells = [{ rank: 7, winLines: 3, payout: 12.5 }];
  expect(cellOf(cells, 7)).toEqual({ winLines: 3, payout: 12.5 });
  expect(cellOf(cells, 1)).toEqual({ winLines: 0, payout: 0 });
});

it('keeps the winning report filters in the address and builds the call fields from them', () => {
  const empty = { number: '', accountId: null, bettor: null };
  expect(readWinningExtras(new URLSearchParams('fromDate=2031-01-06'))).toEqual(empty);
  const extras = { number: '0123', accountId: 7, bettor: { userId: 12, username: 'demo_p1' } };
  const params = writeWinningExtras(new URLSearchParams('fromDate=2031-01-06&page=3'), extras);
  expect(params.toString()).toBe('fromDate=2031-01-06&page=3&number=0123&account=7&bettor=12%3Ademo_p1');
  expect(readWinningExtras(params)).toEqual(extras);
  expect(winningFields(extras)).toEqual({ userId: 7, number: '0123', bettorId: 12 });
  expect(winningFields(empty)).toEqual({});
  // Cleared filters leave the address; malformed ones are not read.
  expect(writeWinningExtras(params, empty).toString()).toBe('fromDate=2031-01-06&page=3');
  expect(readWinningExtras(new URLSearchParams('number=1&account=x&bettor=abc'))).toEqual(empty);
  expect(readWinningExtras(new URLSearchParams('number=1234567&account=-2&bettor=0:x'))).toEqual(empty);
  expect(isBetNumber('12')).toBe(true);
  expect(isBetNumber('123456')).toBe(true);
  expect(isBetNumber('1a')).toBe(false);
});
