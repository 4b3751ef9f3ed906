import { BET_ERROR_MESSAGES, BET_ERROR_REASONS, type BetError } from './errors';
import { CAL, TODAY, calendar, ctx } from './fixtures.test-helper';
import type { Order, OrderLine } from './order';
import { parseBetString, type ParseContext } from './parse';

function ok(text: string, c: ParseContext = ctx()): Order {
  const r = parseBetString(text, c);
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r.errors)}`);
  return r.order;
}
function errs(text: string, c: ParseContext = ctx()): BetError[] {
  const r = parseBetString(text, c);
  if (r.ok) throw new Error('expected errors');
  return r.errors;
}
const only = (text: string, c?: ParseContext): OrderLine => {
  const o = ok(text, c);
  expect(o.lines).toHaveLength(1);
  return o.lines[0] as OrderLine;
};

describe('parseBetString: bet lines', () => {
  it('positional amounts fill the default 4-digit format B S 4A 3C 3A', () => {
    expect(only('1234#1#2#3#4#5').amounts).toEqual([
      { code: 'B', cents: 100 },
      { code: 'S', cents: 200 },
      { code: '4A', cents: 300 },
      { code: '3A', cents: 500 },
      { code: '3C', cents: 400 },
    ]);
  });

  it('an empty slot is no bet: 1234##1 is Small 1', () => {
    expect(only('1234##1').amounts).toEqual([{ code: 'S', cents: 100 }]);
    expect(only('1234###0.5').amounts).toEqual([{ code: '4A', cents: 50 }]);
  });

  it('positional formats per digit count', () => {
    expect(only('123#1#2#3#4#5#6').amounts.map((a) => a.code)).toEqual([
      '3A',
      '3SB',
      '3SC',
      '3SD',
      '3SE',
      '3C',
    ]);
    expect(only('123#1').amounts).toEqual([{ code: '3C', cents: 100 }]);
    expect(only('12#1#2').amounts).toEqual([
      { code: '2A', cents: 100 },
      { code: '2SB', cents: 200 },
    ]);
    expect(only('#3\n12345#2').amounts).toEqual([{ code: '5D', cents: 200 }]);
    expect(only('#3\n123456#0.1').amounts).toEqual([{ code: '6D', cents: 10 }]);
  });

  it("uses the account's bet format when given", () => {
    const c = ctx({ betFormats: { 4: ['S', 'B', '4SD'] } });
    expect(only('1234#1#2#3', c).amounts).toEqual([
      { code: 'B', cents: 200 },
      { code: 'S', cents: 100 },
      { code: '4SD', cents: 300 },
    ]);
    expect(only('123#1', c).amounts).toEqual([{ code: '3C', cents: 100 }]);
  });

  it('labelled amounts, any code of the digit count, 3D and 2D codes on a 4-digit line', () => {
    expect(only('1234#B1#S0.5#4SD2').amounts).toEqual([
      { code: 'B', cents: 100 },
      { code: 'S', cents: 50 },
      { code: '4SD', cents: 200 },
    ]);
    expect(only('1234#3A1#2SE0.25#4C3').amounts).toEqual([
      { code: '4C', cents: 300 },
      { code: '3A', cents: 100 },
      { code: '2SE', cents: 25 },
    ]);
    expect(only('123#3SD1##3C2').amounts.map((a) => a.code)).toEqual(['3SD', '3C']);
  });

  it('is case-insensitive and ignores spaces and blank lines', () => {
    const a = ok('d\n\n  # 1 2\n 1 2 3 4 # b 1 # s 0.5\n\n**3535 # 4sd2 \r\n');
    const b = ok('D\n#12\n1234#B1#S0.5\n**3535#4SD2');
    expect(a.lines.map(({ line: _l, ...rest }) => rest)).toEqual(
      b.lines.map(({ line: _l, ...rest }) => rest),
    );
    expect(a.lines.map((l) => l.line)).toEqual([4, 6]);
  });

  it('reads every kind form', () => {
    expect(only('1234#1').kind).toBe(1);
    expect(only('*1234#1').kind).toBe(2);
    expect(only('**1234#1').kind).toBe(3);
    expect(only('123*4#1')).toMatchObject({ number: '1234', kind: 4 });
    expect(only('1*234#1')).toMatchObject({ number: '1234', kind: 5 });
    expect(only('1234*#1')).toMatchObject({ number: '1234', kind: 6 });
    expect(only('*123#1')).toMatchObject({ number: '123', kind: 2 });
    expect(only('**123#1')).toMatchObject({ number: '123', kind: 3 });
    expect(only('123*#1')).toMatchObject({ number: '123', kind: 6 });
  });

  it('keeps leading zeros', () => {
    expect(only('0012#1').number).toBe('0012');
    expect(only('00#1').number).toBe('00');
  });

  it('a bare number repeats the amounts of the bet line above, with its own kind form', () => {
    const o = ok('1234#1#2\n5678\n*9012\n#2\n3456');
    expect(o.lines.map((l) => [l.number, l.kind, l.amounts])).toEqual([
      [
        '1234',
        1,
        [
          { code: 'B', cents: 100 },
          { code: 'S', cents: 200 },
        ],
      ],
      [
        '5678',
        1,
        [
          { code: 'B', cents: 100 },
          { code: 'S', cents: 200 },
        ],
      ],
      [
        '9012',
        2,
        [
          { code: 'B', cents: 100 },
          { code: 'S', cents: 200 },
        ],
      ],
      [
        '3456',
        1,
        [
          { code: 'B', cents: 100 },
          { code: 'S', cents: 200 },
        ],
      ],
    ]);
    expect(o.lines[3]?.draws.map((d) => d.poolId)).toEqual([2]);
  });

  it('accepts amounts with up to 2 decimals and a leading dot', () => {
    expect(only('1234#0.01').amounts).toEqual([{ code: 'B', cents: 1 }]);
    expect(only('1234#.5').amounts).toEqual([{ code: 'B', cents: 50 }]);
    expect(only('1234#B10.1').amounts).toEqual([{ code: 'B', cents: 1010 }]);
    expect(only('1234#999999999.99').amounts).toEqual([{ code: 'B', cents: 99999999999 }]);
  });
});

describe('parseBetString: pools and dates', () => {
  it('default pool is Magnum, default date the next open draw', () => {
    expect(only('1234#1').draws).toEqual([{ poolId: 1, date: '2025-11-22' }]);
  });

  it("default pools are the account's default pools", () => {
    expect(only('1234#1', ctx({ defaultPools: [3, 1] })).draws.map((d) => d.poolId)).toEqual([1, 3]);
    expect(only('1234#1', ctx({ defaultPools: [] })).draws.map((d) => d.poolId)).toEqual([1]);
  });

  it('a pool line applies until the next pool line; duplicate digits count once', () => {
    const o = ok('1111#1\n#123\n2222#1\n3333#1\n#8 9 9\n4444#1');
    expect(o.lines.map((l) => [...new Set(l.draws.map((d) => d.poolId))])).toEqual([
      [1],
      [1, 2, 3],
      [1, 2, 3],
      [8, 9],
    ]);
  });

  it('D is the next open draw of each pool (daily pools today, others the next draw day)', () => {
    expect(only('D\n#189\n1234#1').draws).toEqual([
      { poolId: 1, date: '2025-11-22' },
      { poolId: 8, date: '2025-11-21' },
      { poolId: 9, date: '2025-11-21' },
    ]);
  });

  it('D on a day whose draw is closed takes the next open draw', () => {
    const wed = '2025-11-26';
    const c = ctx({ today: wed, openDraws: calendar(wed, { closedToday: true }) });
    expect(only('D\n1234#1', c).draws).toEqual([{ poolId: 1, date: '2025-11-29' }]);
    const c2 = ctx({ today: wed, openDraws: calendar(wed) });
    expect(only('D\n1234#1', c2).draws).toEqual([{ poolId: 1, date: wed }]);
  });

  it('Dn takes the next n open draws of each pool', () => {
    expect(only('D3\n#12\n1234#1').draws).toEqual([
      { poolId: 1, date: '2025-11-22' },
      { poolId: 1, date: '2025-11-23' },
      { poolId: 1, date: '2025-11-26' },
      { poolId: 2, date: '2025-11-22' },
      { poolId: 2, date: '2025-11-23' },
      { poolId: 2, date: '2025-11-26' },
    ]);
    expect(only('D9\n1234#1').draws).toHaveLength(9);
    expect(only('D1\n1234#1').draws).toHaveLength(1);
  });

  it('explicit dates, with and without year; DD/MM before today means next year', () => {
    expect(only('D23/11,26/11/2025\n#13\n1234#1').draws).toEqual([
      { poolId: 1, date: '2025-11-23' },
      { poolId: 1, date: '2025-11-26' },
      { poolId: 3, date: '2025-11-23' },
      { poolId: 3, date: '2025-11-26' },
    ]);
    const c = ctx({ openDraws: { 1: ['2026-01-03'] } });
    expect(only('D3/1\n1234#1', c).draws).toEqual([{ poolId: 1, date: '2026-01-03' }]);
    expect(only('D03/01/26\n1234#1', c).draws).toEqual([{ poolId: 1, date: '2026-01-03' }]);
  });

  it('special draws are open only for their pools', () => {
    const c = ctx({ openDraws: calendar(TODAY, { specials: { '2025-11-25': [1, 2, 3] } }) });
    expect(only('D25/11\n#123\n1234#1', c).draws.map((d) => d.poolId)).toEqual([1, 2, 3]);
    expect(errs('D25/11\n#1234\n1234#1', c)).toEqual([
      { line: 1, reason: 'BET_DRAW_CLOSED', detail: '25/11 S' },
    ]);
    // D meets pools of different calendars: each pool its own next draw.
    const mon = '2025-11-24';
    const c2 = ctx({ today: mon, openDraws: calendar(mon, { specials: { '2025-11-25': [1] } }) });
    expect(only('#15\n1234#1', c2).draws).toEqual([
      { poolId: 1, date: '2025-11-25' },
      { poolId: 5, date: '2025-11-26' },
    ]);
  });

  it('a date line applies until the next date line', () => {
    const o = ok('D22/11\n1234#1\nD23/11\n5678#1');
    expect(o.lines.map((l) => l.draws.map((d) => d.date))).toEqual([['2025-11-22'], ['2025-11-23']]);
  });

  it('openDraws may be a function', () => {
    const calls: number[] = [];
    const c = ctx({
      openDraws: (p) => {
        calls.push(p);
        return CAL[p];
      },
    });
    ok('#12\n1234#1\n5678#1\n9999#1', c);
    expect(calls).toEqual([1, 2]);
  });

  it('skipDrawCheck accepts explicit dates that are no longer open', () => {
    expect(only('D01/01/2020\n1234#1', ctx({ skipDrawCheck: true })).draws).toEqual([
      { poolId: 1, date: '2020-01-01' },
    ]);
  });
});

describe('parseBetString: errors', () => {
  it.each([
    ['1#1', 'BET_BAD_NUMBER', '1'],
    ['1234567#1', 'BET_BAD_NUMBER', '1234567'],
    ['12A4#1', 'BET_BAD_NUMBER', '12A4'],
    ['12*34#1', 'BET_BAD_NUMBER', '12*34'],
    ['*#1', 'BET_BAD_NUMBER', '*'],
    ['hello', 'BET_BAD_LINE', 'HELLO'],
    ['1234#X1', 'BET_UNKNOWN_CODE', 'X'],
    ['1234#2C1', 'BET_UNKNOWN_CODE', '2C'],
    ['1234#1B', 'BET_UNKNOWN_CODE', '1B'],
    ['123#B1', 'BET_CODE_NOT_FOR_NUMBER', 'B'],
    ['123#2A1', 'BET_CODE_NOT_FOR_NUMBER', '2A'],
    ['1234#5D1', 'BET_CODE_NOT_FOR_NUMBER', '5D'],
    ['12345#1', 'BET_CODE_NOT_IN_POOL', '5D M'],
    ['1234#B1#B2', 'BET_DUPLICATE_CODE', 'B'],
    ['1234#0', 'BET_AMOUNT_INVALID', '0'],
    ['1234#0.00', 'BET_AMOUNT_INVALID', '0.00'],
    ['1234#1.234', 'BET_AMOUNT_INVALID', '1.234'],
    ['1234#-1', 'BET_AMOUNT_INVALID', '-1'],
    ['1234#1.', 'BET_AMOUNT_INVALID', '1.'],
    ['1234#1e2', 'BET_UNKNOWN_CODE', '1E'],
    ['1234#B', 'BET_AMOUNT_INVALID', 'B'],
    ['1234#B1.5.5', 'BET_AMOUNT_INVALID', '1.5.5'],
    ['1234#1000000000', 'BET_AMOUNT_INVALID', '1000000000'],
    ['1234#1#S2', 'BET_AMOUNT_INVALID', '1'],
    ['1234#1#1#1#1#1#1', 'BET_TOO_MANY_AMOUNTS', '5'],
    ['1234#', 'BET_NO_AMOUNT', undefined],
    ['1234##', 'BET_NO_AMOUNT', undefined],
    ['1234', 'BET_NO_AMOUNT', undefined],
    ['12*3#1', 'BET_KIND_NOT_ALLOWED', '12*3'],
    ['1*23#1', 'BET_KIND_NOT_ALLOWED', '1*23'],
    ['*12#2A1', 'BET_KIND_NOT_ALLOWED', '*12'],
    ['**12#1', 'BET_KIND_NOT_ALLOWED', '**12'],
    ['12*#1', 'BET_KIND_NOT_ALLOWED', '12*'],
    ['1*2#1', 'BET_KIND_NOT_ALLOWED', '1*2'],
    ['*12345#1', 'BET_KIND_NOT_ALLOWED', '*12345'],
    ['123456*#1', 'BET_KIND_NOT_ALLOWED', '123456*'],
  ])('%s -> %s', (text, reason, detail) => {
    const e = errs(text);
    expect(e).toContainEqual(detail === undefined ? { line: 1, reason } : { line: 1, reason, detail });
  });

  it('a 4-digit code on a bare 3-digit line repeating a 4-digit line is refused', () => {
    expect(errs('1234#1\n123')).toEqual([{ line: 2, reason: 'BET_CODE_NOT_FOR_NUMBER', detail: 'B' }]);
  });

  it.each([
    ['D0', 'D0'],
    ['D10', 'D10'],
    ['DX', 'DX'],
    ['D31/02', 'D31/02'],
    ['D32/1', 'D32/1'],
    ['D1/13', 'D1/13'],
    ['D23/11,', 'D23/11,'],
    ['D23-11', 'D23-11'],
    ['D29/02/2025', 'D29/02/2025'],
  ])('date line %s is BET_BAD_DATE', (line, detail) => {
    expect(errs(`${line}\n1234#1`)).toEqual([{ line: 1, reason: 'BET_BAD_DATE', detail }]);
  });

  it.each(['#', '#0', '#10', '#A', '#1#2', '#1,2'])('pool line %s is BET_BAD_POOL', (line) => {
    expect(errs(`${line}\n1234#1`)).toEqual([{ line: 1, reason: 'BET_BAD_POOL', detail: line }]);
  });

  it('code not offered by every chosen pool: 5D/6D only at Toto', () => {
    expect(errs('#13\n12345#1\n123456#1')).toEqual([
      { line: 2, reason: 'BET_CODE_NOT_IN_POOL', detail: '5D M' },
      { line: 3, reason: 'BET_CODE_NOT_IN_POOL', detail: '6D M' },
    ]);
    expect(errs('#1234\n12345#5D1')[0]?.detail).toBe('5D MPS');
  });

  it('draw closed: explicit date not open, or fewer open draws than Dn', () => {
    expect(errs('D24/11\n1234#1')).toEqual([{ line: 1, reason: 'BET_DRAW_CLOSED', detail: '24/11 M' }]);
    expect(errs('D20/11/2025\n1234#1')).toEqual([{ line: 1, reason: 'BET_DRAW_CLOSED', detail: '20/11 M' }]);
    const c = ctx({ openDraws: { 1: ['2025-11-22'], 2: [] } });
    expect(errs('D2\n1234#1', c)).toEqual([{ line: 1, reason: 'BET_DRAW_CLOSED', detail: 'M D2' }]);
    // Without a date line the error sits on the bet line, once per pool.
    expect(errs('#12\n1234#1\n5678#1', c)).toEqual([{ line: 2, reason: 'BET_DRAW_CLOSED', detail: 'P D' }]);
  });

  it('no bet line at all is BET_NO_LINE (line 0)', () => {
    expect(errs('')).toEqual([{ line: 0, reason: 'BET_NO_LINE' }]);
    expect(errs('\n \n')).toEqual([{ line: 0, reason: 'BET_NO_LINE' }]);
    expect(errs('D\n#123')).toEqual([{ line: 0, reason: 'BET_NO_LINE' }]);
  });

  it('maxLines: more bet lines than allowed is BET_TOO_MANY_LINES at the first extra line', () => {
    const text = 'D\n#1\n1111#1\n2222\n3333\n4444';
    expect(ok(text, ctx({ maxLines: 4 })).lines).toHaveLength(4);
    expect(errs(text, ctx({ maxLines: 3 }))).toEqual([
      { line: 6, reason: 'BET_TOO_MANY_LINES', detail: '3' },
    ]);
  });

  it('reports every bad line together, sorted by line, and places nothing', () => {
    const text = [
      'D',
      '#12',
      '1234#1',
      '12#B1',
      'xx',
      '#0',
      '5678#0',
      '1*23#1',
      '9999#Q1#B1#B2',
      'D45/1',
      '1111#1',
    ].join('\n');
    expect(errs(text)).toEqual([
      { line: 4, reason: 'BET_CODE_NOT_FOR_NUMBER', detail: 'B' },
      { line: 5, reason: 'BET_BAD_LINE', detail: 'XX' },
      { line: 6, reason: 'BET_BAD_POOL', detail: '#0' },
      { line: 7, reason: 'BET_AMOUNT_INVALID', detail: '0' },
      { line: 8, reason: 'BET_KIND_NOT_ALLOWED', detail: '1*23' },
      { line: 9, reason: 'BET_UNKNOWN_CODE', detail: 'Q' },
      { line: 9, reason: 'BET_DUPLICATE_CODE', detail: 'B' },
      { line: 10, reason: 'BET_BAD_DATE', detail: 'D45/1' },
    ]);
  });

  it('a bare line under a bad bet line is not reported again', () => {
    expect(errs('1234#0\n5678\n9012')).toEqual([{ line: 1, reason: 'BET_AMOUNT_INVALID', detail: '0' }]);
  });

  it('every reason has an English text', () => {
    expect(BET_ERROR_REASONS).toHaveLength(15);
    for (const r of BET_ERROR_REASONS) expect(BET_ERROR_MESSAGES[r].length).toBeGreaterThan(5);
  });
});
