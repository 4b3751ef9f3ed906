import fc from 'fast-check';
import { BetKind } from '../constants';
import { allocateLines, LimitBasis, type AllocationLine, type EatLevel } from './allocate';
import type { BetCode } from './codes';
import type { ExpandedBet } from './expand';
import type { BetKindId } from './permutations';
import { ticketRows, usageChanges, type PricedLine, type ShareTerms, type UsageKeyRef } from './ticketRows';

const P = 101; // the bettor
const A = 11; // its agent
const M = 12; // a master agent above A
const C = 13; // the company

const BIG_P = [250000, 100000, 50000, 18000, 6000];
const BIG_A = [260000, 105000, 52500, 19000, 6300];
const BIG_M = [265000, 106000, 53000, 19500, 6500];
const terms: Record<number, ShareTerms> = {
  [A]: { rate: 7500, payouts: BIG_A },
  [M]: { rate: 7200, payouts: BIG_M },
  [C]: { rate: 7000, payouts: [] },
};
const own = { packageId: 5, baseRate: 10000, betRate: 8000, payouts: BIG_P };

const bet = (
  number: string,
  stakeCents: number,
  extra: { code?: BetCode; kind?: BetKindId; limitKey?: string; drawDate?: string; inputLine?: number } = {},
): ExpandedBet => ({
  inputLine: extra.inputLine ?? 2,
  drawDate: extra.drawDate ?? '2025-11-22',
  poolId: 1,
  number,
  code: extra.code ?? 'B',
  kind: extra.kind ?? BetKind.Normal,
  stakeCents,
  iboxDivisor: extra.kind === BetKind.IBox ? 24 : 1,
  limitKey: extra.limitKey ?? number,
  grossCents: stakeCents,
  netCents: 0,
});
const lvl = (userId: number, pt: number, limits: Array<[string, number]> = []): EatLevel => ({
  userId,
  pt,
  limits: limits.map(([key, limit]) => ({ key, limit })),
});

/** Allocates `bets` on `levels` (one usage map for the order) and prices them as the server does. */
function priced(
  bets: ExpandedBet[],
  levels: EatLevel[],
  opts: { posting?: boolean; blocked?: boolean[]; usage?: Map<string, number>; rate?: number } = {},
): PricedLine[] {
  const lines: AllocationLine[] = bets.map((b, i) => ({
    stakeCents: b.stakeCents,
    levels,
    posting: opts.posting ?? false,
    blocked: opts.blocked?.[i] ?? false,
  }));
  const allocations = allocateLines(lines, opts.usage ?? new Map());
  return bets.map((b, i) => {
    const allocation = allocations[i]!;
    return {
      bet: b,
      drawId: 900,
      allocation,
      blocked: lines[i]!.blocked === true,
      red: false,
      own: { ...own, betRate: opts.rate ?? own.betRate },
      upline: allocation.acceptedCents > 0 ? allocation.shares.map((s) => terms[s.userId]!) : [],
    };
  });
}

const refs = new Map<string, UsageKeyRef>([
  ['A|B:1234', { basis: LimitBasis.AmountBase, limitKey: 'B:1234' }],
  ['M|1234', { basis: LimitBasis.TotalBase, limitKey: '1234' }],
  ['C|B:1234', { basis: LimitBasis.AmountBase, limitKey: 'B:1234' }],
  ['C|4:1234', { basis: LimitBasis.RedNumber, limitKey: 'B:1234' }],
]);
const sharesOf = (rows: ReturnType<typeof ticketRows>, line: number) =>
  rows.shares
    .filter((s) => s.line === line)
    .map((s) => [s.depth, s.user_id, s.down_user_id, s.in_amount, s.eat, s.out_amount]);

describe('ticketRows (DOMAIN 9 step 6, DOMAIN 10)', () => {
  it('the worked example: shares of P, A and C with each downline terms, net 3.20', () => {
    const lines = priced([bet('1234', 400)], [lvl(A, 50, [['A|B:1234', 1000]]), lvl(C, 100)]);
    const rows = ticketRows({ bettorId: P, lines, hasCompany: true, usageRefs: refs });
    expect(sharesOf(rows, 1)).toEqual([
      [0, P, null, 0, 0, 400],
      [1, A, P, 400, 200, 200],
      [2, C, A, 200, 200, 0],
    ]);
    expect(rows.shares.map((s) => [s.rate, s.down_rate, s.down_payouts])).toEqual([
      [8000, null, null],
      [7500, 8000, BIG_P],
      [7000, 7500, BIG_A],
    ]);
    expect(rows.shares.map((s) => s.usage_keys)).toEqual([[], ['1|B:1234'], []]);
    expect(rows.lines).toEqual([
      {
        i: 1,
        draw_id: 900,
        pool_id: 1,
        draw_date: '2025-11-22',
        input_line: 2,
        number: '1234',
        code: 'B',
        kind: BetKind.Normal,
        limit_key: '1234',
        requested: 400,
        stake: 400,
        ibox_divisor: 1,
        base_rate: 10000,
        bet_rate: 8000,
        payouts: BIG_P,
        package_id: 5,
        is_red: false,
        net: 320,
        blocked: false,
      },
    ]);
    expect([rows.grossCents, rows.netCents]).toEqual([400, 320]);
    expect([rows.unposted, rows.queue]).toEqual([[], []]);
  });

  it('three levels down the chain: each in is the out of the level below, a limit caps the eat', () => {
    // 7.77 Big: A eats 30% = 2.33 (floor), M eats 50% of 5.44 capped by its 1.00 left, C the rest.
    const usage = new Map([['M|1234', 400]]);
    const lines = priced(
      [bet('1234', 777)],
      [lvl(A, 30, [['A|B:1234', 5000]]), lvl(M, 50, [['M|1234', 500]]), lvl(C, 100)],
      { usage },
    );
    const rows = ticketRows({ bettorId: P, lines, hasCompany: true, usageRefs: refs });
    expect(sharesOf(rows, 1)).toEqual([
      [0, P, null, 0, 0, 777],
      [1, A, P, 777, 233, 544],
      [2, M, A, 544, 100, 444],
      [3, C, M, 444, 444, 0],
    ]);
    expect(rows.shares.map((s) => s.usage_keys)).toEqual([[], ['1|B:1234'], ['2|1234'], []]);
    // 7.77 x 0.8000 = 6.216 -> 6.22 (half up).
    expect([rows.grossCents, rows.netCents]).toEqual([777, 622]);
  });

  it('net is rounded half up per line, then added up (not rounded on the sum)', () => {
    // 0.50 x 0.7500 = 0.375 -> 0.38 on each line: 0.76, where the sum of stakes would give 0.75.
    const lines = priced([bet('1111', 50), bet('2222', 50)], [lvl(C, 100)], { rate: 7500 });
    const rows = ticketRows({ bettorId: P, lines, hasCompany: true, usageRefs: refs });
    expect(rows.lines.map((l) => [l.i, l.net])).toEqual([
      [1, 38],
      [2, 38],
    ]);
    expect([rows.grossCents, rows.netCents]).toEqual([100, 76]);
    expect(rows.shares.map((s) => s.line)).toEqual([1, 1, 2, 2]);
  });

  it('a cut line keeps the eats, queues its number once; a line cut to 0 has no shares', () => {
    // The company can take 1.00 more of B:1234: the first line is cut to 3.00, the second to 0.
    const levels = [lvl(A, 50, [['A|B:1234', 200]]), lvl(C, 100, [['C|B:1234', 100]])];
    const lines = priced([bet('1234', 400, { inputLine: 2 }), bet('1234', 300, { inputLine: 3 })], levels);
    const rows = ticketRows({ bettorId: P, lines, hasCompany: true, usageRefs: refs });
    expect(sharesOf(rows, 1)).toEqual([
      [0, P, null, 0, 0, 300],
      [1, A, P, 300, 200, 100],
      [2, C, A, 100, 100, 0],
    ]);
    expect(sharesOf(rows, 2)).toEqual([]);
    expect(rows.lines.map((l) => [l.input_line, l.requested, l.stake, l.net])).toEqual([
      [2, 400, 300, 240],
      [3, 300, 0, 0],
    ]);
    expect(rows.queue).toEqual([{ drawId: 900, number: '1234', code: 'B' }]);
    expect([rows.grossCents, rows.netCents]).toEqual([300, 240]);
  });

  it('a line already queued (blocked) is not queued again and has no shares', () => {
    const lines = priced([bet('5555', 100)], [lvl(A, 50), lvl(C, 100)], { blocked: [true] });
    const rows = ticketRows({ bettorId: P, lines, hasCompany: true, usageRefs: refs });
    expect(rows.lines.map((l) => [l.stake, l.blocked])).toEqual([[0, true]]);
    expect([rows.shares, rows.queue, rows.grossCents, rows.netCents]).toEqual([[], [], 0, 0]);
  });

  it('without a company nothing is queued or left unposted', () => {
    const sold = priced([bet('1234', 400)], [lvl(A, 50)]);
    expect(ticketRows({ bettorId: P, lines: sold, hasCompany: false, usageRefs: refs }).queue).toEqual([]);
    const posted = priced([bet('1234', 400)], [lvl(A, 50)], { posting: true });
    expect(ticketRows({ bettorId: P, lines: posted, hasCompany: false, usageRefs: refs }).unposted).toEqual(
      [],
    );
  });

  it('posting: what is left above the company adds up per draw, digits the code bets on and code', () => {
    const levels = [lvl(A, 50), lvl(C, 100, [['C|B:1234', 0]])];
    const lines = priced(
      [
        bet('1234', 400),
        bet('1234', 100, { inputLine: 3 }),
        bet('81234', 200, { code: '3A', limitKey: '234' }),
        bet('4321', 240, { kind: BetKind.IBox, limitKey: '1234' }),
      ],
      levels,
      { posting: true },
    );
    const rows = ticketRows({ bettorId: P, lines, hasCompany: true, usageRefs: refs });
    expect(rows.unposted).toEqual([
      { drawId: 900, number: '1234', code: 'B', ibox: false, amount: 250 },
      { drawId: 900, number: '234', code: '3A', ibox: false, amount: 100 },
      // The ibox 4321 is kept under its sorted digits, apart from the straight 1234.
      { drawId: 900, number: '1234', code: 'B', ibox: true, amount: 120 },
    ]);
    expect(rows.queue).toEqual([]);
    // Nothing is sold out when the company posts: every stake is accepted.
    expect(rows.lines.map((l) => l.stake)).toEqual([400, 100, 200, 240]);
    expect(sharesOf(rows, 1)).toEqual([
      [0, P, null, 0, 0, 400],
      [1, A, P, 400, 200, 200],
      [2, C, A, 200, 0, 200],
    ]);
  });

  it('a red line is marked and keeps the terms it was priced with', () => {
    const [line] = priced([bet('8888', 100)], [lvl(C, 100)]);
    const red = { ...line!, red: true, own: { packageId: 9, baseRate: 10000, betRate: 9000, payouts: [1] } };
    const rows = ticketRows({ bettorId: P, lines: [red], hasCompany: true, usageRefs: refs });
    expect(rows.lines.map((l) => [l.is_red, l.package_id, l.bet_rate, l.net, l.payouts])).toEqual([
      [true, 9, 9000, 90, [1]],
    ]);
    expect(rows.shares[0]).toMatchObject({ rate: 9000, payouts: [1] });
    expect(rows.shares[1]).toMatchObject({ down_rate: 9000, down_payouts: [1] });
  });

  it('every line: the chain takes exactly the accepted stake, totals are integer cents', () => {
    const chain = fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 4 });
    const stakes = fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(
        chain,
        stakes,
        fc.integer({ min: 1, max: 10000 }),
        fc.boolean(),
        (pts, cents, rate, posting) => {
          const levels = [
            ...pts.map((pt, k) => lvl(1000 + k, pt, [[`L${k}`, 50_000]])),
            lvl(C, 100, [['C', 200_000]]),
          ];
          const lines = priced(
            cents.map((c, i) => bet(String(1000 + i), c)),
            levels,
            { posting, rate },
          ).map((l) => ({
            ...l,
            upline: l.upline.length > 0 ? levels.map(() => ({ rate, payouts: [] })) : [],
          }));
          const keys = new Map(
            levels.flatMap((l) => l.limits.map((b) => [b.key, { basis: 1, limitKey: b.key }])),
          );
          const rows = ticketRows({ bettorId: P, lines, hasCompany: true, usageRefs: keys });
          let gross = 0;
          for (const line of rows.lines) {
            gross += line.stake;
            expect(Number.isInteger(line.net)).toBe(true);
            const own = rows.shares.filter((s) => s.line === line.i);
            if (line.stake === 0) {
              expect(own).toEqual([]);
              continue;
            }
            expect(own[0]!.out_amount).toBe(line.stake);
            for (let k = 1; k < own.length; k++) {
              expect(own[k]!.in_amount).toBe(own[k - 1]!.out_amount);
              expect(own[k]!.out_amount).toBe(own[k]!.in_amount - own[k]!.eat);
              expect(own[k]!.down_user_id).toBe(own[k - 1]!.user_id);
            }
            const left = own[own.length - 1]!.out_amount;
            const unposted = rows.unposted.find((u) => u.number === line.limit_key)?.amount ?? 0;
            expect(left).toBe(posting ? unposted : 0);
          }
          expect(rows.grossCents).toBe(gross);
          expect(rows.netCents).toBe(rows.lines.reduce((s, l) => s + l.net, 0));
          expect(Number.isInteger(rows.netCents)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('usageChanges', () => {
  it('what each row had when read and what the order added; a row not read had 0', () => {
    const usage = new Map<string, { userId: number; basis: number; limitKey: string }>([
      ['a', { userId: A, basis: 1, limitKey: 'B:1234' }],
      ['b', { userId: M, basis: 2, limitKey: '1234' }],
      ['c', { userId: C, basis: 4, limitKey: 'B:1234' }],
    ]);
    const before = new Map([
      ['a', 300],
      ['c', 50],
    ]);
    const after = new Map([
      ['a', 500],
      ['b', 120],
      ['c', 50],
    ]);
    expect(usageChanges(usage, before, after)).toEqual([
      { userId: A, basis: 1, limitKey: 'B:1234', expected: 300, delta: 200 },
      { userId: M, basis: 2, limitKey: '1234', expected: 0, delta: 120 },
      { userId: C, basis: 4, limitKey: 'B:1234', expected: 50, delta: 0 },
    ]);
  });

  it('no rows for an order that met no limit', () => {
    expect(usageChanges(new Map(), new Map(), new Map())).toEqual([]);
  });
});
