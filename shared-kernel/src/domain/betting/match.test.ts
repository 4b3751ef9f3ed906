import { OFFICIAL_PAYOUTS, type BetCode } from './codes';
import { netCostCents } from './expand';
import { matchBet, matchNumber, payoutIndex, winningsCents, type DrawResult } from './match';

const starters = ['1000', '1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '1009'];
const consolations = ['2000', '2001', '2002', '2003', '2004', '2005', '2006', '2007', '2008', '2009'];
const R: DrawResult = {
  first: '1234',
  second: '5678',
  third: '9012',
  starters,
  consolations,
  fiveD: { first: '12345', second: '67890', third: '11111' },
  sixD: { first: '123456' },
};
const ranks = (number: string, code: BetCode, r: DrawResult = R): number[] =>
  matchNumber(number, code, r).map((m) => m.rank);

describe('matchNumber: 4D codes', () => {
  it('Big wins on any of the 23 prizes, Small on 1st-3rd', () => {
    expect(ranks('1234', 'B')).toEqual([1]);
    expect(ranks('5678', 'B')).toEqual([2]);
    expect(ranks('9012', 'B')).toEqual([3]);
    expect(matchNumber('1003', 'B', R)).toEqual([{ rank: 7, index: 3 }]);
    expect(matchNumber('2009', 'B', R)).toEqual([{ rank: 8, index: 9 }]);
    expect(ranks('1234', 'S')).toEqual([1]);
    expect(ranks('1003', 'S')).toEqual([]);
    expect(ranks('0000', 'B')).toEqual([]);
  });

  it('4A, 4SB, 4SC one prize each; 4SD any starter; 4SE any consolation; 4C any of 1st-3rd', () => {
    expect(ranks('1234', '4A')).toEqual([1]);
    expect(ranks('5678', '4A')).toEqual([]);
    expect(ranks('5678', '4SB')).toEqual([2]);
    expect(ranks('9012', '4SC')).toEqual([3]);
    expect(ranks('1234', '4SC')).toEqual([]);
    expect(ranks('1005', '4SD')).toEqual([7]);
    expect(ranks('2005', '4SD')).toEqual([]);
    expect(ranks('2005', '4SE')).toEqual([8]);
    for (const n of ['1234', '5678', '9012']) expect(ranks(n, '4C')).toHaveLength(1);
    expect(ranks('1005', '4C')).toEqual([]);
  });

  it('a number in several positions wins every one', () => {
    const r: DrawResult = {
      ...R,
      second: '1234',
      starters: ['1234', ...starters.slice(1)],
      consolations: ['1234', '1234', ...consolations.slice(2)],
    };
    expect(matchNumber('1234', 'B', r)).toEqual([
      { rank: 1, index: 0 },
      { rank: 2, index: 0 },
      { rank: 7, index: 0 },
      { rank: 8, index: 0 },
      { rank: 8, index: 1 },
    ]);
    expect(ranks('1234', 'S', r)).toEqual([1, 2]);
    expect(ranks('1234', '4C', r)).toEqual([1, 2]);
    expect(winningsCents('B', matchNumber('1234', 'B', r), OFFICIAL_PAYOUTS, 100)).toBe(
      250000 + 100000 + 18000 + 6000 + 6000,
    );
  });
});

describe('matchNumber: 3D and 2D codes on the last digits', () => {
  it('3D codes', () => {
    expect(ranks('234', '3A')).toEqual([1]);
    expect(ranks('9234', '3A')).toEqual([1]); // a 3D code on a 4-digit line
    expect(ranks('678', '3SB')).toEqual([2]);
    expect(ranks('012', '3SC')).toEqual([3]);
    expect(matchNumber('007', '3SD', R)).toEqual([{ rank: 7, index: 7 }]);
    expect(matchNumber('007', '3SE', R)).toEqual([{ rank: 8, index: 7 }]);
    expect(ranks('678', '3C')).toEqual([2]);
    expect(ranks('123', '3A')).toEqual([]);
  });

  it('2D codes', () => {
    expect(ranks('34', '2A')).toEqual([1]);
    expect(ranks('78', '2SB')).toEqual([2]);
    expect(ranks('12', '2SC')).toEqual([3]);
    expect(ranks('09', '2SD')).toEqual([7]);
    expect(ranks('09', '2SE')).toEqual([8]);
    expect(ranks('5534', '2A')).toEqual([1]);
  });

  it('3SD on a repeated tail hits several starters', () => {
    const r: DrawResult = { ...R, starters: ['1111', '2111', '3111', ...starters.slice(3)] };
    expect(matchNumber('111', '3SD', r)).toEqual([
      { rank: 7, index: 0 },
      { rank: 7, index: 1 },
      { rank: 7, index: 2 },
    ]);
  });
});

describe('matchNumber: 5D and 6D tiers (highest only)', () => {
  it.each([
    ['12345', 1],
    ['67890', 2],
    ['11111', 3],
    ['92345', 4],
    ['99345', 5],
    ['99945', 6],
    ['99995', 0],
  ])('5D %s -> tier %i', (n, tier) => {
    expect(ranks(n, '5D')).toEqual(tier ? [tier] : []);
  });

  it('5D: a 2nd prize that also shares the tail of the 1st wins only the 2nd', () => {
    const r: DrawResult = { ...R, fiveD: { first: '12345', second: '92345', third: '00000' } };
    expect(ranks('92345', '5D', r)).toEqual([2]);
  });

  it.each([
    ['123456', 1],
    ['123450', 2],
    ['023456', 2],
    ['123400', 3],
    ['003456', 3],
    ['123000', 4],
    ['000456', 4],
    ['120000', 5],
    ['000056', 5],
    ['100006', 0],
    ['654321', 0],
  ])('6D %s -> tier %i', (n, tier) => {
    expect(ranks(n, '6D')).toEqual(tier ? [tier] : []);
  });

  it('no 5D/6D result, no match', () => {
    const { fiveD: _f, sixD: _s, ...plain } = R;
    expect(ranks('12345', '5D', plain)).toEqual([]);
    expect(ranks('123456', '6D', plain)).toEqual([]);
  });

  it('winnings by tier', () => {
    expect(winningsCents('5D', matchNumber('99345', '5D', R), OFFICIAL_PAYOUTS, 100)).toBe(2000);
    expect(winningsCents('6D', matchNumber('123456', '6D', R), OFFICIAL_PAYOUTS, 200)).toBe(20000000);
    expect(winningsCents('6D', matchNumber('000056', '6D', R), OFFICIAL_PAYOUTS, 100)).toBe(400);
  });
});

describe('payout index and winnings', () => {
  it('payoutIndex', () => {
    expect([1, 2, 3, 7, 8].map((r) => payoutIndex('B', r as 1))).toEqual([0, 1, 2, 3, 4]);
    expect([1, 2, 3].map((r) => payoutIndex('S', r as 1))).toEqual([0, 1, 2]);
    expect(payoutIndex('4SD', 7)).toBe(0);
    expect(payoutIndex('5D', 6)).toBe(5);
  });

  it('payout x stake over every position', () => {
    expect(winningsCents('B', [{ rank: 7, index: 0 }], OFFICIAL_PAYOUTS, 150)).toBe(27000); // 180 x 1.50
    expect(winningsCents('S', [{ rank: 3, index: 0 }], OFFICIAL_PAYOUTS.S, 1)).toBe(1000); // 1000 x 0.01
    expect(winningsCents('3C', [], OFFICIAL_PAYOUTS, 100)).toBe(0);
    expect(winningsCents('B', [{ rank: 1, index: 0 }], [273001, 0, 0, 0, 0], 50)).toBe(136501); // 1365.005 -> 1365.01
  });

  it('ibox: payout / n rounded half up to the cent', () => {
    const bet = { number: '1243', code: 'B' as const, kind: 3 as const };
    const m = matchBet(bet, R);
    expect(m).toEqual([{ rank: 1, index: 0 }]);
    expect(winningsCents('B', m, OFFICIAL_PAYOUTS, 100, 24)).toBe(10417); // 2500 / 24 = 104.1666 -> 104.17
    expect(winningsCents('B', [{ rank: 8, index: 0 }], OFFICIAL_PAYOUTS, 100, 24)).toBe(250); // 60 / 24 = 2.50
    expect(winningsCents('B', [{ rank: 7, index: 0 }], [0, 0, 0, 100, 0], 1, 8)).toBe(0); // 0.00125 -> 0.00
    expect(winningsCents('B', [{ rank: 7, index: 0 }], [0, 0, 0, 100, 0], 1, 2)).toBe(1); // 0.005 -> 0.01
    expect(winningsCents('B', [{ rank: 7, index: 0 }], [0, 0, 0, 300, 0], 1, 2)).toBe(2); // 0.015 -> 0.02
  });

  it('ibox matches with every permutation; straight bets only with the number', () => {
    expect(matchBet({ number: '4321', code: 'B', kind: 3 }, R)).toEqual([{ rank: 1, index: 0 }]);
    expect(matchBet({ number: '4321', code: 'B', kind: 1 }, R)).toEqual([]);
    // 2A on an ibox 4-digit number: two of the 24 permutations end in 34.
    expect(matchBet({ number: '1234', code: '2A', kind: 3 }, R)).toHaveLength(2);
    expect(matchBet({ number: '432', code: '3A', kind: 3 }, R)).toEqual([{ rank: 1, index: 0 }]);
  });

  it('refuses a payout table too short for a matched rank (a configuration error)', () => {
    expect(() => winningsCents('B', [{ rank: 8, index: 0 }], [1, 2, 3], 100)).toThrow(RangeError);
  });

  it('DOMAIN 10 worked example: P, A and C on Big 4.00, 1234 wins the 2nd prize', () => {
    const pTable = [250000, 100000, 50000, 18000, 6000];
    const aTable = [260000, 105000, 52500, 19000, 6300];
    const m = matchNumber('1234', 'B', { ...R, first: '0000', second: '1234' });
    expect(m).toEqual([{ rank: 2, index: 0 }]);
    const stake = 400;
    const aIn = 400;
    const aEat = Math.min(Math.floor((aIn * 50) / 100), 1000);
    const aOut = aIn - aEat;
    expect([aEat, aOut]).toEqual([200, 200]);
    // P: out = stake
    const pCost = netCostCents(stake, 8000);
    const pWin = winningsCents('B', m, pTable, stake);
    expect(pCost).toBe(320);
    expect(pWin).toBe(400000);
    expect(pWin - pCost).toBe(399680); // +3996.80
    // A: income - cost - payoutOut + payoutIn
    const a =
      netCostCents(aIn, 8000) -
      netCostCents(aOut, 7500) -
      winningsCents('B', m, pTable, aIn) +
      winningsCents('B', m, aTable, aOut);
    expect(a).toBe(-189830); // -1898.30
    // C (company, pt 100): in = 2.00 from A at A's rate and payouts
    const c = netCostCents(aOut, 7500) - 0 - winningsCents('B', m, aTable, aOut) + 0;
    expect(c).toBe(-209850); // -2098.50
    expect(pWin - pCost + a + c).toBe(0);
  });
});
