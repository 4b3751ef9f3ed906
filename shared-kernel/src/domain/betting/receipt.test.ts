import { ctx } from './fixtures.test-helper';
import type { Order } from './order';
import { parseBetString } from './parse';
import { receiptAmount, receiptPoolLetters, receiptString, type SoldOutLine } from './receipt';

const order = (text: string): Order => {
  const r = parseBetString(text, ctx());
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.order;
};
const EXAMPLE = order('D23/11,26/11\n#123\n1234#1#1\n*2288#5\n**3535#2');

describe('receiptString (DOMAIN 12)', () => {
  it('reproduces the DOMAIN 12 example byte for byte', () => {
    expect(receiptString({ username: 'pl1', ticketNo: 100023, order: EXAMPLE })).toBe(
      'pl1 #100023\n23/11,26/11\n*MPT\n1234=1B 1S\n*2288=5B\n**3535=2B\nGT=204.00',
    );
  });

  it('reverse mode prints <code><amount>', () => {
    expect(receiptString({ username: 'pl1', ticketNo: 100023, order: EXAMPLE, receiptMode: 2 })).toBe(
      'pl1 #100023\n23/11,26/11\n*MPT\n1234=B1 S1\n*2288=B5\n**3535=B2\nGT=204.00',
    );
  });

  it('amounts without trailing zeros; every kind form', () => {
    const o = order('D22/11\n1234#B2.50#S0.05#3A10\n123*4#1\n1*234#1\n1234*#1\n12#2SE1.1');
    expect(receiptString({ username: 'u', ticketNo: '7', order: o })).toBe(
      'u #7\n22/11\n*M\n1234=2.5B 0.05S 103A\n123*4=1B\n1*234=1B\n1234*=1B\n12=1.12SE\nGT=27.65',
    );
  });

  it.each([
    [1, '*MPTSBDWHE'],
    [2, '*MPTSWBDHE'],
    [3, '*MPTSBWDHE'],
    [4, '*MPTSBWHDE'],
  ] as const)(
    'receipt format %i orders the pool letters (E last; missing letters in pool order before E)',
    (format, line) => {
      const o = order('#987654321\n1234#1');
      expect(
        receiptString({ username: 'u', ticketNo: 1, order: o, receiptFormat: format }).split('\n')[2],
      ).toBe(line);
    },
  );

  it('receiptPoolLetters', () => {
    expect(receiptPoolLetters([9, 1])).toBe('ME');
    expect(receiptPoolLetters([6, 7, 5], 2)).toBe('WBD');
    expect(receiptPoolLetters([6, 9, 8], 4)).toBe('HDE');
    expect(receiptAmount({ code: 'B', cents: 100 })).toBe('1B');
    expect(receiptAmount({ code: '4SD', cents: 125 }, 2)).toBe('4SD1.25');
  });

  it('S.O lines for refused and cut lines; GT counts only accepted stakes', () => {
    const o = order('D23/11\n#12\n1234#1#1\n**3535#2');
    const soldOut: SoldOutLine[] = [
      {
        inputLine: 3,
        drawDate: '2025-11-23',
        poolId: 2,
        number: '1234',
        code: 'S',
        kind: 1,
        requestedCents: 100,
        acceptedCents: 50,
      },
      {
        inputLine: 3,
        drawDate: '2025-11-23',
        poolId: 1,
        number: '1234',
        code: 'B',
        kind: 1,
        requestedCents: 100,
        acceptedCents: 0,
      },
      {
        inputLine: 4,
        drawDate: '2025-11-23',
        poolId: 1,
        number: '3535',
        code: 'B',
        kind: 3,
        requestedCents: 200,
        acceptedCents: 0,
      },
    ];
    expect(receiptString({ username: 'pl1', ticketNo: 5, order: o, soldOut })).toBe(
      'pl1 #5\n23/11\n*MP\n1234=1B 1S\n**3535=2B\nS.O 23/11 M 1234=B\nS.O 23/11 P 1234=0.5S\nS.O 23/11 M **3535=B\nGT=4.50',
    );
    expect(receiptString({ username: 'pl1', ticketNo: 5, order: o, soldOut, receiptMode: 2 })).toContain(
      'S.O 23/11 P 1234=S0.5',
    );
  });

  it('a second GT= in the base currency when a rate is given (rounded half up)', () => {
    const r = receiptString({ username: 'pl1', ticketNo: 100023, order: EXAMPLE, baseCurrencyRate: 33333 });
    expect(r.split('\n').slice(-2)).toEqual(['GT=204.00', 'GT=679.99']); // 204 x 3.3333 = 679.9932
  });

  it('a new pool line when the pools change, a new date line when the dates change', () => {
    const o = order('D22/11\n#1\n1111#1\n#23\n2222#1\nD23/11\n3333#1');
    expect(receiptString({ username: 'a', ticketNo: 1, order: o })).toBe(
      'a #1\n22/11\n*M\n1111=1B\n*PT\n2222=1B\n23/11\n*PT\n3333=1B\nGT=5.00',
    );
  });
});
