import { businessInstant, weekday } from './businessTime';
import { cutoffInstant, cutoffText, drawState, yearDrawDates, type CalendarDraw } from './drawCalendar';

const datesOf = (draws: CalendarDraw[], poolId: number) =>
  draws.filter((d) => d.poolId === poolId).map((d) => d.drawDate);

const countByWeekday = (dates: string[]) => {
  const out: Record<number, number> = {};
  for (const d of dates) out[weekday(d)] = (out[weekday(d)] ?? 0) + 1;
  return out;
};

describe('yearDrawDates', () => {
  it('2026: 52 Wednesdays, 52 Saturdays and 52 Sundays for each of pools 1-7, every day for 8-9', () => {
    const draws = yearDrawDates(2026, 1);
    for (const pool of [1, 2, 3, 4, 5, 6, 7]) {
      const dates = datesOf(draws, pool);
      expect(dates).toHaveLength(156);
      expect(countByWeekday(dates)).toEqual({ 0: 52, 3: 52, 6: 52 });
    }
    for (const pool of [8, 9]) expect(datesOf(draws, pool)).toHaveLength(365);
    expect(draws).toHaveLength(7 * 156 + 2 * 365);
    // 2026-01-01 is a Thursday: the first draws are Saturday 3 January (pools 8-9 on the 1st).
    expect(datesOf(draws, 1)[0]).toBe('2026-01-03');
    expect(datesOf(draws, 8)[0]).toBe('2026-01-01');
    expect(datesOf(draws, 1).at(-1)).toBe('2026-12-30');
  });

  it('2028 (leap year): Feb 29 is a daily draw, 53 Saturdays and 53 Sundays', () => {
    const draws = yearDrawDates(2028, 1);
    expect(datesOf(draws, 9)).toHaveLength(366);
    expect(datesOf(draws, 9)).toContain('2028-02-29');
    expect(weekday('2028-02-29')).toBe(2); // a Tuesday: no ordinary draw
    expect(datesOf(draws, 1)).not.toContain('2028-02-29');
    expect(countByWeekday(datesOf(draws, 4))).toEqual({ 0: 53, 3: 52, 6: 53 });
    expect(draws).toHaveLength(7 * 158 + 2 * 366);
  });

  it('2031 has 53 Wednesdays; 2100 is not a leap year', () => {
    expect(countByWeekday(datesOf(yearDrawDates(2031, 1), 2))).toEqual({ 0: 52, 3: 53, 6: 52 });
    expect(datesOf(yearDrawDates(2100, 1), 8)).toHaveLength(365);
    expect(datesOf(yearDrawDates(2100, 1), 8)).not.toContain('2100-02-29');
  });

  it('creates no pool 8-9 draws while dailyPool is 0', () => {
    const draws = yearDrawDates(2026, 0);
    expect(datesOf(draws, 8)).toEqual([]);
    expect(datesOf(draws, 9)).toEqual([]);
    expect(draws).toHaveLength(7 * 156);
  });

  it('stays inside the year and has no duplicates, ordered by date', () => {
    const draws = yearDrawDates(2027, 1);
    expect(draws.every((d) => d.drawDate.startsWith('2027-'))).toBe(true);
    expect(draws[0]).toEqual({ poolId: 8, drawDate: '2027-01-01' });
    expect(draws.at(-1)).toEqual({ poolId: 9, drawDate: '2027-12-31' });
    const keys = draws.map((d) => `${d.poolId}@${d.drawDate}`);
    expect(new Set(keys).size).toBe(keys.length);
    const sorted = [...draws].sort((a, b) => a.drawDate.localeCompare(b.drawDate));
    expect(draws.map((d) => d.drawDate)).toEqual(sorted.map((d) => d.drawDate));
    // 2026-12-31 is the last day of 2026, 2027-01-01 a Friday, 2027-01-02 the first Saturday.
    expect(datesOf(draws, 3)[0]).toBe('2027-01-02');
  });

  it('gives nothing for a year that is not a whole number', () => {
    expect(yearDrawDates(2026.5, 1)).toEqual([]);
    expect(yearDrawDates(0, 1)).toEqual([]);
  });
});

describe('drawState by the business clock', () => {
  const seven = { hour: 19, minute: 0 };
  it('is open until the cutoff instant and closed at it (19:00 MYT = 11:00 UTC)', () => {
    expect(drawState(new Date('2026-11-25T10:59:59.999Z'), '2026-11-25', seven)).toBe('open');
    expect(drawState(new Date('2026-11-25T11:00:00.000Z'), '2026-11-25', seven)).toBe('closed');
    expect(drawState(new Date('2026-11-25T11:00:00.001Z'), '2026-11-25', seven)).toBe('closed');
  });

  it('closes Singapore at 18:00 business time', () => {
    const sg = { hour: 18, minute: 0 };
    expect(cutoffInstant('2026-11-25', sg).toISOString()).toBe('2026-11-25T10:00:00.000Z');
    expect(drawState(new Date('2026-11-25T09:59:00Z'), '2026-11-25', sg)).toBe('open');
    expect(drawState(new Date('2026-11-25T10:00:00Z'), '2026-11-25', sg)).toBe('closed');
    // The same instant is still open for a 19:00 pool.
    expect(drawState(new Date('2026-11-25T10:00:00Z'), '2026-11-25', seven)).toBe('open');
  });

  it('counts the minute of the cutoff: 19:30 closes 30 minutes later', () => {
    const c = { hour: 19, minute: 30 };
    expect(drawState(businessInstant('2026-11-25', 19, 29), '2026-11-25', c)).toBe('open');
    expect(drawState(businessInstant('2026-11-25', 19, 30), '2026-11-25', c)).toBe('closed');
    expect(cutoffText(c)).toBe('19:30');
    expect(cutoffText({ hour: 7, minute: 5 })).toBe('07:05');
  });

  it('is open for a future draw and closed for a past one, across the year boundary', () => {
    const newYearsEve = new Date('2026-12-31T15:59:00Z'); // 23:59 on 31 December, business time
    expect(drawState(newYearsEve, '2027-01-01', seven)).toBe('open');
    expect(drawState(newYearsEve, '2026-12-31', seven)).toBe('closed');
    // Just after business midnight the UTC date is still the 31st; the draw of 1 January is open.
    expect(drawState(new Date('2026-12-31T16:00:00Z'), '2027-01-01', seven)).toBe('open');
  });

  it('a cutoff at 00:00 closes at the start of the draw date', () => {
    const midnight = { hour: 0, minute: 0 };
    expect(drawState(new Date('2026-11-24T15:59:59Z'), '2026-11-25', midnight)).toBe('open');
    expect(drawState(new Date('2026-11-24T16:00:00Z'), '2026-11-25', midnight)).toBe('closed');
  });

  it('shows the result lifecycle over the cutoff', () => {
    const before = new Date('2026-11-25T01:00:00Z');
    expect(drawState(before, '2026-11-25', seven, 'saved')).toBe('resultSaved');
    expect(drawState(before, '2026-11-25', seven, 'validated')).toBe('resultSaved');
    expect(drawState(before, '2026-11-25', seven, 'released')).toBe('released');
    expect(drawState(before, '2026-11-25', seven, 'none')).toBe('open');
  });
});
