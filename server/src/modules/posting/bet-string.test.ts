import { PostingMessages } from '@drawdesk/shared-kernel/contract';
import { BetKind, type PoolId } from '@drawdesk/shared-kernel/domain';
import { iboxLimitKey, parseBetString } from '@drawdesk/shared-kernel/domain/betting';
import { BusinessError } from '../../http/errors';
import { groupsToBetString, translateToBetString } from './betString';

// The bet string posting sends must mean exactly the amounts it was made from: every string is read
// back with the kernel's express-bet parser (the one the remote's PlaceExpressOrder uses).

type Item = { number: string; code: string; ibox?: boolean; cents: number };

/** What the parser reads back: date|pool|number|code|kind -> cents (ibox lines apart, as typed). */
function readBack(text: string, today: string, open: Partial<Record<PoolId, string[]>>) {
  const parsed = parseBetString(text, { today, openDraws: open });
  if (!parsed.ok) throw new Error(`parse failed: ${JSON.stringify(parsed.errors)}`);
  const out = new Map<string, number>();
  for (const line of parsed.order.lines) {
    for (const d of line.draws)
      for (const a of line.amounts) {
        const key = `${d.date}|${d.poolId}|${line.number}|${a.code}|${line.kind === BetKind.IBox ? 'ibox' : line.kind}`;
        out.set(key, (out.get(key) ?? 0) + a.cents);
      }
  }
  return out;
}

const expected = (groups: Array<{ drawDate: string; poolId: number; items: Item[] }>) => {
  const out = new Map<string, number>();
  for (const g of groups)
    for (const it of g.items) {
      // An ibox item is sent as an ibox line under its sorted digits; a straight one as a normal line.
      const key = it.ibox
        ? `${g.drawDate}|${g.poolId}|${iboxLimitKey(it.number)}|${it.code}|ibox`
        : `${g.drawDate}|${g.poolId}|${it.number}|${it.code}|${BetKind.Normal}`;
      out.set(key, (out.get(key) ?? 0) + it.cents);
    }
  return out;
};

describe('posting bet string (DOMAIN 7 and 13)', () => {
  it('one line per number, labelled codes in bet-code order, amounts without trailing zeros', () => {
    const text = translateToBetString({
      drawDate: '2026-11-28',
      poolId: 2,
      items: [
        { number: '5678', code: 'S', amount: 0.5 },
        { number: '1234', code: 'S', amount: 2.1 },
        { number: '1234', code: 'B', amount: 1 },
        { number: '234', code: '3A', amount: 3.05 },
        { number: '1234', code: 'B', amount: 0.25 },
      ],
    });
    expect(text).toBe('D28/11/2026\n#2\n234#3A3.05\n1234#B1.25#S2.1\n5678#S0.5');
  });

  it('round-trips through the express bet parser: random amounts over every game of Toto and Magnum', () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const digits = (n: number) => Array.from({ length: n }, () => String(rand(10))).join('');
    const codesByLength: Record<number, string[]> = {
      2: ['2A', '2SB', '2SC', '2SD', '2SE'],
      3: ['3A', '3SB', '3SC', '3SD', '3SE', '3C'],
      4: ['B', 'S', '4A', '4SB', '4SC', '4SD', '4SE', '4C'],
      5: ['5D'],
      6: ['6D'],
    };
    const groups: Array<{ drawDate: string; poolId: number; items: Item[] }> = [];
    for (const [drawDate, poolId] of [
      ['2026-11-28', 3],
      ['2026-11-29', 1],
      ['2026-11-28', 1],
    ] as const) {
      const items: Item[] = [];
      for (let i = 0; i < 200; i++) {
        const len = poolId === 3 ? 2 + rand(5) : 2 + rand(3);
        const codes = codesByLength[len] as string[];
        // About a quarter of the 3- and 4-digit items are ibox lines (DOMAIN 6), so a straight and an
        // ibox line of the same digits meet now and then.
        items.push({
          number: digits(len),
          code: codes[rand(codes.length)] as string,
          ...(len >= 3 && len <= 4 && rand(4) === 0 ? { ibox: true } : {}),
          cents: 1 + rand(100_000),
        });
        if (i % 50 === 0 && len === 4) {
          const last = items[items.length - 1] as Item;
          items.push({ ...last, ibox: !last.ibox, number: [...last.number].reverse().join('') });
        }
      }
      groups.push({ drawDate, poolId, items });
    }
    const text = groupsToBetString(groups);
    // Grouped: each date and pool once, by date then pool.
    expect(text.split('\n').filter((l) => l.startsWith('D'))).toEqual([
      'D28/11/2026',
      'D28/11/2026',
      'D29/11/2026',
    ]);
    const back = readBack(text, '2026-11-27', { 1: ['2026-11-28', '2026-11-29'], 3: ['2026-11-28'] });
    expect(back).toEqual(expected(groups));
    expect([...back.keys()].some((k) => k.endsWith('|ibox'))).toBe(true);
    expect(text.split('\n').some((l) => l.startsWith('**'))).toBe(true);
  });

  it('refuses a code that does not fit its number or the pool, and an empty list', () => {
    const one =
      (number: string, code: string, poolId = 1) =>
      () =>
        groupsToBetString([{ drawDate: '2026-11-28', poolId, items: [{ number, code, cents: 100 }] }]);
    expect(one('1234', '3A')).toThrow(new BusinessError(PostingMessages.badCode('1234', '3A')));
    expect(one('12345', '5D')).toThrow(new BusinessError(PostingMessages.badCode('12345', '5D')));
    expect(one('12345', '5D', 3)).not.toThrow();
    expect(one('1234', 'X')).toThrow(new BusinessError(PostingMessages.badCode('1234', 'X')));
    const ibox = (number: string, code: string) => () =>
      groupsToBetString([
        { drawDate: '2026-11-28', poolId: 1, items: [{ number, code, ibox: true, cents: 100 }] },
      ]);
    // ibox is for 3- and 4-digit numbers only (DOMAIN 6); a 4-digit ibox may carry 3D and 2D codes.
    expect(ibox('12', '2A')).toThrow(new BusinessError(PostingMessages.badCode('**12', '2A')));
    expect(ibox('123', 'B')).toThrow(new BusinessError(PostingMessages.badCode('**123', 'B')));
    expect(ibox('4321', '3A')()).toBe('D28/11/2026\n#1\n**1234#3A1');
    expect(() => groupsToBetString([{ drawDate: '2026-11-28', poolId: 1, items: [] }])).toThrow(
      new BusinessError(PostingMessages.noItems),
    );
  });
});
