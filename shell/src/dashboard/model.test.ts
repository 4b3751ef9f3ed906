import { testUser } from '@drawdesk/shared-kernel/testing';
import {
  businessClock,
  clockOffset,
  dashboardBlocks,
  formatCountdown,
  msUntil,
  topNumbersDate,
} from './model';

const days = (n: number) => `${n}d`;

describe('countdown', () => {
  it('counts hours, minutes and seconds under a day, whole days above', () => {
    expect(formatCountdown(0, days)).toBe('00:00:00');
    expect(formatCountdown(999, days)).toBe('00:00:00');
    expect(formatCountdown(61_000, days)).toBe('00:01:01');
    expect(formatCountdown(((23 * 60 + 59) * 60 + 59) * 1000, days)).toBe('23:59:59');
    expect(formatCountdown(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000, days)).toBe('2d 03:04:05');
    expect(formatCountdown(-5_000, days)).toBe('00:00:00');
  });

  it('counts on the server clock: a browser clock 2 minutes slow still closes on time', () => {
    const received = Date.parse('2026-11-25T10:58:00Z');
    const offset = clockOffset('2026-11-25T11:00:00.000Z', received);
    expect(offset).toBe(120_000);
    // Cutoff 19:00 business time = 11:00Z: closed at once by the server's clock.
    expect(msUntil('2026-11-25T11:00:00.000Z', received, offset)).toBe(0);
    expect(msUntil('2026-11-25T11:00:10.000Z', received, offset)).toBe(10_000);
    expect(msUntil('2026-11-25T11:00:10.000Z', received + 4_000, offset)).toBe(6_000);
    expect(clockOffset('not a time', received)).toBe(0);
  });

  it('shows the cutoff in business time whatever the browser zone', () => {
    expect(businessClock('2026-11-25T10:00:00.000Z')).toBe('18:00');
    expect(businessClock('2026-11-25T11:00:00.000Z')).toBe('19:00');
  });

  it('reads the top numbers on the date of the first draw to close', () => {
    expect(topNumbersDate([])).toBeNull();
    expect(
      topNumbersDate([
        { drawId: 4, poolId: 4, drawDate: '2026-11-25', cutoffAt: '2026-11-25T10:00:00.000Z' },
        { drawId: 1, poolId: 1, drawDate: '2026-11-28', cutoffAt: '2026-11-28T11:00:00.000Z' },
      ]),
    ).toBe('2026-11-25');
  });
});

describe('blocks by access', () => {
  it('gives a company every block', () => {
    const company = testUser({
      userRoleId: 3,
      accessString: 'Downline:1234;Group Sales Report:1;Map Report:1',
    });
    expect(dashboardBlocks(company)).toEqual({
      nextDraws: true,
      sales: true,
      topNumbers: true,
      results: true,
    });
  });

  it('gives a player the draws and results only', () => {
    const player = testUser({ userRoleId: 5, accessString: 'Bet:12;Bet History:1;Inbox Report:1' });
    expect(dashboardBlocks(player)).toEqual({
      nextDraws: true,
      sales: false,
      topNumbers: false,
      results: true,
    });
  });

  it('gives an agent without the map report its sales but no top numbers', () => {
    const agent = testUser({ userRoleId: 4, agentLevel: 5, accessString: 'Group Sales Report:1;Bet:12' });
    expect(dashboardBlocks(agent)).toMatchObject({ sales: true, topNumbers: false });
  });

  it('follows a temporary disable of the report route', () => {
    const agent = testUser({
      userRoleId: 4,
      agentLevel: 5,
      accessString: 'Group Sales Report:1;Map Report:1',
      temporaryDisableFor: ['/report/map-report'],
    });
    expect(dashboardBlocks(agent)).toMatchObject({ sales: true, topNumbers: false });
  });

  it('never gives a sub-account the results; the draws only with some function', () => {
    const sub = testUser({
      userRoleId: 3,
      mainAccount: '2',
      accessString: 'Downline:1;Map Report:1',
      reportAccess: ['Map Report'],
    });
    expect(dashboardBlocks(sub)).toEqual({ nextDraws: true, sales: false, topNumbers: true, results: false });
    // The map report function without the report in its report access: the server refuses it.
    const noReport = testUser({
      userRoleId: 3,
      mainAccount: '2',
      accessString: 'Downline:1;Map Report:1;Group Sales Report:1',
      reportAccess: ['Group Sales Report'],
    });
    expect(dashboardBlocks(noReport)).toMatchObject({ sales: true, topNumbers: false });
    const bare = testUser({ userRoleId: 3, mainAccount: '2', accessString: '' });
    expect(dashboardBlocks(bare)).toEqual({
      nextDraws: false,
      sales: false,
      topNumbers: false,
      results: false,
    });
  });
});
