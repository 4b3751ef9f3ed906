/** Pure rules of the schedule screens. */
import type { PoolSelection, ScheduledDraw, SubmitNewDrawBody } from '@drawdesk/shared-kernel/contract';
import { ANNOUNCEMENT_MESSAGE_MAX, ANNOUNCEMENT_TITLE_MAX } from '@drawdesk/shared-kernel/contract/values';
import { rule, validate, type FormRules } from '@drawdesk/shared-kernel/domain';
import type { FormErrors } from '@drawdesk/shared-kernel/forms';

/** A whole number within [0, max] typed in a field, else null. */
export function parseClockPart(text: string, max: number): number | null {
  if (!/^\d{1,2}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n <= max ? n : null;
}

/** The cutoff typed for one pool. */
export interface CutoffDraft {
  poolId: number;
  hour: string;
  minute: string;
}

/** The cutoff form: every pool's typed hour and minute, and the pool whose Save was pressed. */
export interface CutoffValues {
  rows: CutoffDraft[];
  saving: number | null;
}

export const cutoffValuesOf = (pools: readonly PoolSelection[]): CutoffValues => ({
  rows: pools.map((p) => ({
    poolId: p.poolId,
    hour: String(p.cutoff.hour),
    minute: String(p.cutoff.minute),
  })),
  saving: null,
});

/** Errors (message keys) of the row being saved only: the other rows are not being sent. */
export function cutoffErrors(values: CutoffValues): { rows?: Array<{ hour?: string; minute?: string }> } {
  const index = values.rows.findIndex((r) => r.poolId === values.saving);
  const row = values.rows[index];
  if (!row) return {};
  const error: { hour?: string; minute?: string } = {};
  if (parseClockPart(row.hour, 23) === null) error.hour = 'cutoff.invalidHour';
  if (parseClockPart(row.minute, 59) === null) error.minute = 'cutoff.invalidMinute';
  if (!error.hour && !error.minute) return {};
  const rows: Array<{ hour?: string; minute?: string }> = [];
  rows[index] = error;
  return { rows };
}

export interface AnnouncementValues {
  id?: number;
  title: string;
  message: string;
  status: 0 | 1;
}

/** Title required, at most 100; message required, at most 2000 ('common' keys). */
export function validateAnnouncement(values: AnnouncementValues): FormErrors<AnnouncementValues> {
  const errors: FormErrors<AnnouncementValues> = {};
  const title = validate(values.title, [rule.required(), rule.maxLength(ANNOUNCEMENT_TITLE_MAX)]);
  if (title) errors.title = title;
  const message = validate(values.message, [rule.required(), rule.maxLength(ANNOUNCEMENT_MESSAGE_MAX)]);
  if (message) errors.message = message;
  return errors;
}

/** Draws grouped by month ('2031-01'), months ascending, draws in the order given. */
export function groupByMonth(draws: readonly ScheduledDraw[]): [string, ScheduledDraw[]][] {
  const months = new Map<string, ScheduledDraw[]>();
  for (const d of draws) {
    const key = d.drawDate.slice(0, 7);
    const list = months.get(key) ?? [];
    list.push(d);
    months.set(key, list);
  }
  return [...months.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** A draw that may still be moved or removed: open and without tickets (the server checks too). */
export const canChange = (d: ScheduledDraw): boolean => d.state === 'open' && !d.hasTickets;

/** The years the schedule offers: last year and the nine after it. */
export const scheduleYears = (thisYear: number): number[] =>
  Array.from({ length: 10 }, (_, i) => thisYear - 1 + i);

/** A draw date as the date field gives it (YYYY-MM-DD). */
const DRAW_DATE = /^\d{4}-\d{2}-\d{2}$/;
const drawDateRules = [rule.required(), rule.pattern(DRAW_DATE)];

export interface SpecialDrawValues {
  drawDate: string;
  poolIds: number[];
}

export const EMPTY_SPECIAL_DRAW: SpecialDrawValues = { drawDate: '', poolIds: [] };

/** Date required (YYYY-MM-DD); at least one pool (`pickPool`, 'Please select at least one pool', SPEC 5). */
export function validateSpecialDraw(
  values: SpecialDrawValues,
  pickPool: string,
): FormErrors<SpecialDrawValues> {
  const errors: FormErrors<SpecialDrawValues> = {};
  const date = validate(values.drawDate, drawDateRules);
  if (date) errors.drawDate = date;
  if (values.poolIds.length === 0) errors.poolIds = pickPool;
  return errors;
}

/** The SubmitNewDraw body: the date and the ticked pools, ascending. */
export const specialDrawBody = (values: SpecialDrawValues): SubmitNewDrawBody => ({
  drawDate: values.drawDate,
  poolIds: [...values.poolIds].sort((a, b) => a - b),
});

/** The new date of a moved draw. */
export interface MoveDrawValues {
  drawDate: string;
}

export const MOVE_DRAW_RULES: FormRules = { drawDate: drawDateRules };
