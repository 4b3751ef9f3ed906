/** Pure rules of the schedule screens. */
import {
  ANNOUNCEMENT_MESSAGE_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  type PoolSelection,
} from '@drawdesk/shared-kernel/contract';
import { rule, validate } from '@drawdesk/shared-kernel/domain';
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
