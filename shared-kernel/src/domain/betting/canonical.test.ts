import fc from 'fast-check';
import type { PoolId } from '../pools';
import { canonicalBetLine, canonicalBetString } from './canonical';
import {
  DEFAULT_BET_FORMATS,
  codesForLength,
  poolOffersCode,
  type BetCode,
  type NumberLength,
} from './codes';
import { expandOrder } from './expand';
import { TODAY, calendar, ctx } from './fixtures.test-helper';
import type { Order } from './order';
import { parseBetString, type ParseContext } from './parse';
import { formatKindForm, kindsAllowed } from './permutations';

const parse = (text: string, c: ParseContext = ctx()): Order => {
  const r = parseBetString(text, c);
  if (!r.ok) throw new Error(`${JSON.stringify(r.errors)}\n${text}`);
  return r.order;
};
/** The order's meaning: everything but the source line numbers. */
const meaning = (o: Order): unknown => o.lines.map(({ line: _line, ...rest }) => rest);

describe('canonicalBetString (DOMAIN 7)', () => {
  it('one date line with explicit dates, one pool line, every amount labelled', () => {
    const o = parse('D2\n#321\n1234#1##2\n*2288#5\n**3535\n12#.5');
    expect(canonicalBetString(o)).toBe(
      'D22/11/2025,23/11/2025\n#123\n1234#B1#4A2\n*2288#B5\n**3535#B5\n12#2A0.5',
    );
  });

  it('canonicalBetLine', () => {
    expect(
      canonicalBetLine({
        number: '1234',
        kind: 4,
        amounts: [
          { code: 'B', cents: 250 },
          { code: '3C', cents: 5 },
        ],
      }),
    ).toBe('123*4#B2.5#3C0.05');
  });

  it('the DOMAIN 12 example round-trips', () => {
    const o = parse('D23/11,26/11\n#123\n1234#1#1\n*2288#5\n**3535#2');
    expect(meaning(parse(canonicalBetString(o)))).toEqual(meaning(o));
  });

  it('pools of different calendars under D: the line is written once per date set', () => {
    const mon = '2025-11-24';
    const c = ctx({ today: mon, openDraws: calendar(mon, { specials: { '2025-11-25': [1] } }) });
    const o = parse('#15\n1234#1', c);
    const text = canonicalBetString(o);
    expect(text).toBe('D25/11/2025\n#1\n1234#B1\nD26/11/2025\n#5\n1234#B1');
    const again = parse(text, c);
    expect(expandOrder(again, () => 10000).bets.map(({ inputLine: _i, ...b }) => b)).toEqual(
      expandOrder(o, () => 10000).bets.map(({ inputLine: _i, ...b }) => b),
    );
  });

  // Generated valid orders in every input style: parse(canonical(x)) deep-equals x (line numbers aside).
  const digit = fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9');
  // Mostly pools of one calendar (1-7 or 8-9); sometimes mixed, where `D` needs the split form.
  const poolsArb = fc.oneof(
    { arbitrary: fc.subarray<PoolId>([1, 2, 3, 4, 5, 6, 7], { minLength: 1 }), weight: 4 },
    { arbitrary: fc.subarray<PoolId>([8, 9], { minLength: 1 }), weight: 1 },
    { arbitrary: fc.constant<PoolId[]>([3]), weight: 1 },
    { arbitrary: fc.subarray<PoolId>([1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 1 }), weight: 1 },
  );
  const bets = (o: Order): string[] =>
    expandOrder(o, () => 10000)
      .bets.map(({ inputLine: _i, ...b }) => JSON.stringify(b))
      .sort();
  const needsSplit = (o: Order): boolean =>
    o.lines.some(
      (l) =>
        new Set(
          l.draws.map((d) =>
            l.draws
              .filter((x) => x.poolId === d.poolId)
              .map((x) => x.date)
              .join(),
          ),
        ).size > 1,
    );
  type Gen = {
    len: NumberLength;
    digits: string;
    kindIx: number;
    style: 'pos' | 'lab' | 'bare';
    amounts: number[];
    codePick: number[];
    upper: boolean;
    spaces: boolean;
  };
  const lineArb: fc.Arbitrary<Gen> = fc.record({
    len: fc.constantFrom<NumberLength>(2, 3, 4, 4, 4, 5, 6),
    digits: fc.string({ unit: digit, minLength: 6, maxLength: 6 }),
    kindIx: fc.nat(5),
    style: fc.constantFrom<'pos' | 'lab' | 'bare'>('pos', 'lab', 'bare'),
    amounts: fc.array(fc.integer({ min: 0, max: 2_000_000 }), { minLength: 1, maxLength: 6 }),
    codePick: fc.array(fc.nat(100), { minLength: 6, maxLength: 6 }),
    upper: fc.boolean(),
    spaces: fc.boolean(),
  });
  const groupArb = fc.record({
    date: fc.option(
      fc.oneof(
        fc.integer({ min: 1, max: 9 }).map((n) => `D${n === 1 ? '' : n}`),
        fc.subarray([0, 1, 4, 7, 8], { minLength: 1 }),
      ),
      { nil: undefined },
    ),
    pools: fc.option(poolsArb, { nil: undefined }),
    lines: fc.array(lineArb, { minLength: 1, maxLength: 5 }),
  });

  const amountText = (cents: number): string =>
    cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  const calDates = calendar(TODAY)[1];

  type Group = typeof groupArb extends fc.Arbitrary<infer T> ? T : never;
  function render(groups: Group[]): string {
    const out: string[] = [];
    let pools: PoolId[] = [1];
    let prevLen: NumberLength | null = null;
    for (const g of groups) {
      if (g.date !== undefined) {
        out.push(
          typeof g.date === 'string'
            ? g.date
            : `D${g.date.map((i) => (calDates[i] as string).slice(8, 10) + '/' + (calDates[i] as string).slice(5, 7)).join(',')}`,
        );
      }
      if (g.pools) {
        pools = g.pools;
        out.push(`#${g.pools.join('')}`);
      }
      for (const l of g.lines) {
        let len = l.len;
        if ((len === 5 || len === 6) && !pools.every((p) => p === 3)) len = 4;
        const number = l.digits.slice(0, len);
        const kinds = kindsAllowed(len);
        const head = formatKindForm(number, kinds[l.kindIx % kinds.length] ?? 1);
        let body: string;
        if (l.style === 'bare' && prevLen === len) {
          body = '';
        } else if (l.style === 'pos') {
          const slots: string[] = DEFAULT_BET_FORMATS[len].map((_c, i) => {
            const a = l.amounts[i] ?? 0;
            return a === 0 ? '' : amountText(a);
          });
          if (!slots.some((s) => s !== '')) slots[0] = '1';
          body = `#${slots.join('#')}`;
        } else {
          const allowed = codesForLength(len).filter((c) => pools.every((p) => poolOffersCode(p, c)));
          const chosen = new Map<BetCode, number>();
          l.codePick.forEach((pick, i) => {
            const code = allowed[pick % allowed.length] as BetCode;
            const a = l.amounts[i % l.amounts.length] || 1;
            chosen.set(code, a);
          });
          body = [...chosen].map(([c, a]) => `#${l.upper ? c : c.toLowerCase()}${amountText(a)}`).join('');
        }
        prevLen = len;
        let text = head + body;
        if (l.spaces) text = text.split('').join(' ');
        out.push(text);
      }
    }
    return out.join('\n');
  }

  it('parse(canonical(x)) equals x for generated valid orders (property)', () => {
    fc.assert(
      fc.property(fc.array(groupArb, { minLength: 1, maxLength: 4 }), (groups) => {
        const text = render(groups);
        const o = parse(text);
        const canonical = canonicalBetString(o);
        if (needsSplit(o)) expect(bets(parse(canonical))).toEqual(bets(o));
        else expect(meaning(parse(canonical))).toEqual(meaning(o));
        expect(canonicalBetString(parse(canonical))).toBe(canonical);
      }),
      { numRuns: 300 },
    );
  });
});
