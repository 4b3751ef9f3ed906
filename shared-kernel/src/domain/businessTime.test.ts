import { addDays, businessDate, businessInstant, weekday } from './businessTime';

describe('business time (UTC+8)', () => {
  it('gives the business date of an instant across midnight', () => {
    expect(businessDate(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(businessDate(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
    expect(businessDate(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });

  it('turns a business date and time into the instant', () => {
    expect(businessInstant('2026-11-25', 19, 0).toISOString()).toBe('2026-11-25T11:00:00.000Z');
    expect(businessInstant('2026-11-25', 0, 30).toISOString()).toBe('2026-11-24T16:30:00.000Z');
    expect(businessInstant('2026-11-25', 18, 0).toISOString()).toBe('2026-11-25T10:00:00.000Z');
  });

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('names the weekday Sunday 0 to Saturday 6', () => {
    expect(weekday('2026-11-22')).toBe(0);
    expect(weekday('2026-11-25')).toBe(3);
    expect(weekday('2026-11-28')).toBe(6);
  });
});
