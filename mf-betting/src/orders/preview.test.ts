import { gridBetString, previewOrder } from './preview';
import { agentContext } from './testing';

describe('previewOrder', () => {
  it('parses lines and totals gross and net with the context rates', () => {
    const p = previewOrder('D\n#12\n1234#1#2\n*1123#B1', agentContext());
    expect(p.errors).toEqual([]);
    expect(p.lines.map((l) => [l.line, l.text, l.pools, l.dates, l.bets])).toEqual([
      [3, '1234 B1 S2', 'MP', ['2026-11-25'], 4],
      [4, '*1123 B1', 'MP', ['2026-11-25'], 24],
    ]);
    // (1 + 2) x 2 pools + 12 permutations x 1 x 2 pools = 30.00; net at 0.75.
    expect(p.grossCents).toBe(3000);
    expect(p.netCents).toBe(2250);
    expect(p.expanded).toBe(28);
  });

  it('uses the context format, D2 and reports errors by line', () => {
    const two = previewOrder('D2\n1234#1', agentContext());
    expect(two.lines[0]!.dates).toEqual(['2026-11-25', '2026-11-28']);
    expect(two.grossCents).toBe(200);
    const bad = previewOrder('1234#1\n12x4#1\n#0', agentContext());
    expect(bad.errors.map((e) => [e.line, e.reason])).toEqual([
      [2, 'BET_BAD_NUMBER'],
      [3, 'BET_BAD_POOL'],
    ]);
    expect(bad.lines).toEqual([]);
  });

  it('refuses more lines than maxLineBetInUI', () => {
    const p = previewOrder('1234#1\n1235#1\n1236#1', agentContext({ maxLineBetInUI: 2 }));
    expect(p.errors[0]).toMatchObject({ line: 3, reason: 'BET_TOO_MANY_LINES' });
  });
});

describe('gridBetString', () => {
  it('writes a date line, a pool line and labelled bet lines, skipping empty rows', () => {
    expect(
      gridBetString(
        [
          { number: '1234', kind: 2, amounts: { B: '1', S: '' } },
          { number: '', kind: 1, amounts: {} },
          { number: '567', kind: 1, amounts: { '3A': '0.5' } },
        ],
        [2, 1],
        ['2026-11-25'],
      ),
    ).toBe('D25/11/2026\n#12\n*1234#B1\n567#3A0.5');
    expect(gridBetString([{ number: '1234', kind: 1, amounts: { B: '1' } }], [1], [])).toBe('D\n#1\n1234#B1');
  });
});
