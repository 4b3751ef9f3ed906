import { BusinessError } from './errors';

/** Refusals of a date-ranged list (reports, the inbox, the SMS count). */
export const ReportMessages = {
  badRange: 'The from date must not be after the to date.',
  rangeTooLong: 'The date range may cover at most 366 days.',
} as const;

/** Business refusals shared by the date-ranged calls: from <= to, at most 366 days counting both ends. */
export function checkRange(fromDate: string, toDate: string): void {
  if (fromDate > toDate) throw new BusinessError(ReportMessages.badRange);
  // Both ends count: 2024-01-01 to 2024-12-31 is 366 days (the screens count the same way).
  const days = (Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > 366) throw new BusinessError(ReportMessages.rangeTooLong);
}
