import fc from 'fast-check';
import type { BetCode } from './codes';
import { expandOrder, lineGrossCents, netCostCents, orderGrossCents, type RateLookup } from './expand';
import { ctx } from './fixtures.test-helper';
import type { Order } from './order';
import { parseBetString } from './parse';

const order = (text: string): Order => {
  const r = parseBetString(text, ctx());
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.order;
};
const flat: RateLookup = () => 10000;
const rate80: RateLookup = () => 8000;

describe('expandOrder (DOMAIN 8, 9)', () => {
  it('normal: one line per pool, date and code', () => {
    const e = expandOrder(order('D2\n#12\n1234#1#2'), rate80);
    expect(e.bets).toHaveLength(2 * 2 * 2);
    expect(e.bets[0]).toEqual({
      inputLine: 3,
      drawDate: '2025-11-22',
      poolId: 1,
      number: '1234',
      code: 'B',
      kind: 1,
      stakeCents: 100,
      iboxDivisor: 1,
      limitKey: '1234',
      grossCents: 100,
      netCents: 80,
    });
    expect(e.grossCents).toBe(1200);
    expect(e.netCents).toBe(960);
  });

  it('box: every permutation at full stake (gross stake x n)', () => {
    const e = expandOrder(order('*2288#5'), flat);
    expect(e.bets.map((b) => b.number)).toEqual(['2288', '2828', '2882', '8228', '8282', '8822']);
    expect(e.bets.every((b) => b.stakeCents === 500 && b.iboxDivisor === 1)).toBe(true);
    expect(e.grossCents).toBe(3000);
  });

  it('ibox: one line, one stake, priced once, divisor n, limit key the sorted digits', () => {
    const e = expandOrder(order('**3535#2'), rate80);
    expect(e.bets).toHaveLength(1);
    expect(e.bets[0]).toMatchObject({
      number: '3535',
      kind: 3,
      stakeCents: 200,
      iboxDivisor: 6,
      limitKey: '3355',
      grossCents: 200,
      netCents: 160,
    });
    expect(expandOrder(order('**1234#1'), flat).bets[0]?.iboxDivisor).toBe(24);
    expect(expandOrder(order('**1112#1'), flat).bets[0]?.iboxDivisor).toBe(4);
    expect(expandOrder(order('**1111#1'), flat).bets[0]?.iboxDivisor).toBe(1);
    expect(expandOrder(order('**123#3A1'), flat).bets[0]?.iboxDivisor).toBe(6);
  });

  it('PH, PB and reverse', () => {
    expect(expandOrder(order('123*4#1'), flat).bets.map((b) => b.number)).toEqual([
      '1234',
      '1324',
      '2134',
      '2314',
      '3124',
      '3214',
    ]);
    expect(expandOrder(order('1*234#1'), flat).bets).toHaveLength(6);
    expect(expandOrder(order('1234*#1'), flat).bets.map((b) => b.number)).toEqual(['1234', '4321']);
    expect(expandOrder(order('1221*#1'), flat).bets.map((b) => b.number)).toEqual(['1221']);
    expect(expandOrder(order('123*#3A1'), flat).grossCents).toBe(200);
  });

  it('3D and 2D codes on a 4-digit line bet on its last digits (limit key)', () => {
    const e = expandOrder(order('1234#3A1#2A1#B1'), flat);
    expect(e.bets.map((b) => [b.code, b.number, b.limitKey])).toEqual([
      ['B', '1234', '1234'],
      ['3A', '1234', '234'],
      ['2A', '1234', '34'],
    ]);
  });

  it('multiply: lines x pools x dates x permutations', () => {
    const e = expandOrder(order('D3\n#1234\n*1123#1#1'), flat);
    expect(e.bets).toHaveLength(3 * 4 * 2 * 12);
    expect(e.grossCents).toBe(3 * 4 * 2 * 12 * 100);
  });

  it('net cost rounds half up per expanded line', () => {
    expect(netCostCents(1, 5000)).toBe(1); // 0.005 -> 0.01
    expect(netCostCents(1, 4999)).toBe(0);
    expect(netCostCents(25, 7400)).toBe(19); // 18.5 -> 19
    expect(netCostCents(33, 7500)).toBe(25); // 24.75 -> 25
    expect(netCostCents(99999999999, 9999)).toBe(99989999999);
    const e = expandOrder(order('*1234#0.25'), () => 7400);
    expect(e.bets.every((b) => b.netCents === 19)).toBe(true);
    expect(e.netCents).toBe(24 * 19); // not round(24 x 18.5)
  });

  it('uses the rate of each pool and code', () => {
    const rates: Record<string, number> = { '1B': 8000, '1S': 7000, '3B': 9000, '3S': 6000 };
    const e = expandOrder(order('#13\n1234#1#1'), (p, c) => rates[`${p}${c}`] ?? 0);
    expect(e.bets.map((b) => b.netCents)).toEqual([80, 70, 90, 60]);
    expect(e.netCents).toBe(300);
  });

  it('totals equal the sum of the expanded lines; gross equals orderGrossCents (property)', () => {
    const digit = fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9');
    const line = fc.record({
      n: fc.string({ unit: digit, minLength: 4, maxLength: 4 }),
      form: fc.constantFrom('', '*', '**', 'ph', 'pb', 'r'),
      amounts: fc.array(fc.integer({ min: 0, max: 100000 }), { minLength: 1, maxLength: 5 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.subarray([1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 1 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 10000 }),
        (lines, pools, days, r) => {
          const text = [`D${days}`, `#${pools.join('')}`]
            .concat(
              lines.map(({ n, form, amounts }) => {
                const head =
                  form === 'ph'
                    ? `${n.slice(0, 3)}*${n[3]}`
                    : form === 'pb'
                      ? `${n[0]}*${n.slice(1)}`
                      : form === 'r'
                        ? `${n}*`
                        : `${form}${n}`;
                const cents = amounts.map((a, i) => (a === 0 && i > 0 ? '' : ((a || 1) / 100).toFixed(2)));
                return `${head}#${cents.join('#')}`;
              }),
            )
            .join('\n');
          const o = order(text);
          const rate: RateLookup = (p: number, c: BetCode) => (r + p * 7 + c.length * 13) % 10001;
          const e = expandOrder(o, rate);
          expect(e.grossCents).toBe(e.bets.reduce((s, b) => s + b.grossCents, 0));
          expect(e.netCents).toBe(e.bets.reduce((s, b) => s + b.netCents, 0));
          expect(e.grossCents).toBe(orderGrossCents(o));
          expect(o.lines.reduce((s, l) => s + lineGrossCents(l), 0)).toBe(e.grossCents);
          for (const b of e.bets) expect(b.netCents).toBe(netCostCents(b.stakeCents, rate(b.poolId, b.code)));
        },
      ),
      { numRuns: 60 },
    );
  });
});
