/**
 * validateEditor's errors ('name', 'codes', 'B.betRate', 'B.payout.2') placed where the editor's
 * values hold them ('rows.B.payouts[2]'), formik's shape, each message translated by `t`. "No code in
 * use" ('codes') has no field: it blocks the save and shows in the message list.
 */
import type { BetCode } from '@drawdesk/shared-kernel/domain/betting';

export interface EditorErrors {
  name?: string;
  codes?: string;
  rows?: Partial<Record<BetCode, { baseRate?: string; betRate?: string; payouts?: string[] }>>;
}

export function editorErrors(errors: Record<string, string>, t: (key: string) => string): EditorErrors {
  const out: EditorErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const text = t(message);
    if (key === 'name') out.name = text;
    else if (key === 'codes') out.codes = text;
    else {
      const [code, field = '', index] = key.split('.') as [BetCode, string?, string?];
      const row = ((out.rows ??= {})[code] ??= {});
      if (field === 'payout') (row.payouts ??= [])[Number(index)] = text;
      else if (field === 'baseRate' || field === 'betRate') row[field] = text;
    }
  }
  return out;
}
