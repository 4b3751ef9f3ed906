import type { UsLineRow } from '@drawdesk/shared-kernel/contract';
import { drillsDown, ownStrip, withSubtotals } from './model';

const usRow = (
  userId: number,
  username: string,
  poolId: number,
  turnover: number,
  winLoss: number,
): UsLineRow => ({
  userId,
  username,
  userRoleId: 5,
  poolId,
  ticketCount: 1,
  // Each downline's one ticket covers all its pools.
  accountTicketCount: 1,
  turnover,
  netAmount: turnover * 0.8,
  commission: turnover * 0.2,
  payout: winLoss + turnover * 0.8,
  winLoss,
  ownWinLoss: -1.5,
  uplineWinLoss: 1.5 - winLoss,
});

describe('US line subtotals', () => {
  it('adds a subtotal after each downline: the sums of its pool rows, to the cent', () => {
    const rows = [usRow(7, 'a', 1, 10.1, 5), usRow(7, 'a', 3, 20.2, -1.01), usRow(8, 'b', 2, 0.3, 0)];
    const out = withSubtotals(rows);
    expect(out.map((r) => `${r.username}:${r.poolId ?? 'sub'}`)).toEqual([
      'a:1',
      'a:3',
      'a:sub',
      'b:2',
      'b:sub',
    ]);
    const sub = out[2];
    // One ticket on pools 1 and 3 is in both pool rows and is one ticket of the downline.
    expect(sub).toMatchObject({ userId: 7, username: 'a', userRoleId: 5, poolId: null, ticketCount: 1 });
    // 10.1 + 20.2 is 30.299999999999997 in floating point; the subtotal is 30.30.
    expect(sub?.turnover).toBe(30.3);
    expect(sub?.winLoss).toBe(3.99);
    expect((sub?.winLoss ?? 0) + (sub?.ownWinLoss ?? 0) + (sub?.uplineWinLoss ?? 0)).toBeCloseTo(0, 10);
    expect(out[4]).toMatchObject({ userId: 8, poolId: null, turnover: 0.3 });
  });

  it('keeps one downline together even when its rows are not next to each other', () => {
    const out = withSubtotals([usRow(7, 'a', 1, 1, 0), usRow(8, 'b', 1, 2, 0), usRow(7, 'a', 2, 3, 0)]);
    expect(out.map((r) => `${r.username}:${r.poolId ?? 'sub'}`)).toEqual([
      'a:1',
      'a:2',
      'a:sub',
      'b:1',
      'b:sub',
    ]);
    expect(out[2]?.turnover).toBe(4);
  });

  it('no rows, no subtotals', () => {
    expect(withSubtotals([])).toEqual([]);
  });
});

it('drills into agents and companies, and into rows that do not say their role', () => {
  expect(drillsDown({ userRoleId: 4 })).toBe(true);
  expect(drillsDown({ userRoleId: 3 })).toBe(true);
  expect(drillsDown({ userRoleId: 5 })).toBe(false);
  expect(drillsDown({ userRoleId: 6 })).toBe(false);
  expect(drillsDown({ userId: 1 })).toBe(true);
});

describe('the overall strip of the viewer', () => {
  const items = [
    { label: 'col.winLoss', value: 12.5 },
    { label: 'col.ownWinLoss', value: -332904.32 },
    { label: 'col.uplineWinLoss', value: 0 },
  ];
  it('shows the own figures of a viewer with a position', () => {
    expect(ownStrip({ ownPosition: true }, items)).toEqual(items);
  });
  it('a viewer taking no share (super admin) has no own figures: zero, and the label says so', () => {
    expect(ownStrip({ ownPosition: false }, items)).toEqual([
      { label: 'col.winLoss', value: 12.5 },
      { label: 'NO_OWN_POSITION', value: 0 },
      { label: 'col.uplineWinLoss', value: 0 },
    ]);
    expect(ownStrip({ ownPosition: false }, [{ label: 'col.myResult', value: -5 }])).toEqual([
      { label: 'NO_OWN_POSITION', value: 0 },
    ]);
  });
});
