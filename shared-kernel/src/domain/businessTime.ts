/**
 * Business time (DOMAIN 1): draw dates and cutoffs are in Asia/Kuala_Lumpur, UTC+8 all year (no
 * daylight saving), so an instant converts with a fixed offset.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Kuala_Lumpur';
export const BUSINESS_UTC_OFFSET_MINUTES = 8 * 60;

const DAY_MS = 86_400_000;
const OFFSET_MS = BUSINESS_UTC_OFFSET_MINUTES * 60_000;

/** The business date (`YYYY-MM-DD`) of an instant. */
export function businessDate(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant of `hour:minute` business time on the business date `date` (`YYYY-MM-DD`). */
export function businessInstant(date: string, hour: number, minute: number): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  return new Date(midnightUtc - OFFSET_MS + (hour * 60 + minute) * 60_000);
}

/** `date` plus `days` calendar days (`YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Day of the week of a date: Sunday 0 to Saturday 6 (SPEC 9). */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
