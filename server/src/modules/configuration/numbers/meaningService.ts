import type { AreaDeps } from '../../../areaDeps';
import {
  MEANING_MAX_LENGTH,
  ServerMessages,
  type CreateOrUpdateNumberMeaningBody,
  type GetTipSourceByKeywordBody,
  type NumberMeaningRow,
} from '@drawdesk/shared-kernel/contract';
import type { AuthContext } from '../../../auth/sessionUser';
import { writeAudit } from '../../../db/audit';
import { inTransaction, type Trx } from '../../../db/retry';
import { BusinessError } from '../../../http/errors';
import { parseCsv } from './csv';
import {
  countMeaningsMatching,
  deleteMeaning,
  selectMeaning,
  selectMeaningsMatchingPage,
  selectMeaningsOf,
  upsertMeaning,
  upsertMeanings,
} from './queries';

const NUMBER = /^[0-9]{1,4}$/;

function toRow(r: {
  number: string;
  meaning_en: string;
  meaning_zh: string;
  updated_at: Date | string;
}): NumberMeaningRow {
  return {
    number: r.number,
    meaningEn: r.meaning_en,
    meaningZh: r.meaning_zh,
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

/**
 * Any session. A keyword of digits matches numbers starting with it; any keyword also matches the English
 * or Chinese meaning (case-insensitive, contains). Ordered by number.
 */
export async function getTipSourceByKeyword(
  { db }: AreaDeps,
  body: GetTipSourceByKeywordBody,
): Promise<{ rows: NumberMeaningRow[]; totalCount: number }> {
  // The table search narrows the keyword's matches: both must match.
  const keywords = [body.keyword, body.search].map((w) => (w ?? '').trim());
  const totalCount = await countMeaningsMatching(db, keywords);
  const rows = await selectMeaningsMatchingPage(db, keywords, {
    startCount: body.StartCount,
    pageSize: body.PageSize,
  });
  return { rows: rows.map(toRow), totalCount };
}

function meaningProblem(number: string, en: string, zh: string): string | null {
  if (!NUMBER.test(number)) return 'The number must have 1 to 4 digits.';
  if (en.length > MEANING_MAX_LENGTH || zh.length > MEANING_MAX_LENGTH) {
    return `A meaning may have at most ${MEANING_MAX_LENGTH} characters.`;
  }
  if (en === '' && zh === '') return 'Give the meaning in English or Chinese.';
  return null;
}

async function upsert(trx: Trx, ctx: AuthContext, number: string, en: string, zh: string): Promise<void> {
  const before = await selectMeaning(trx, number);
  await upsertMeaning(trx, { number, en, zh, actorId: ctx.user.id });
  await writeAudit(trx, {
    actorId: ctx.user.id,
    action: before ? 'number-meaning.update' : 'number-meaning.create',
    entity: 'number_meanings',
    entityId: number,
    before: before ? { meaningEn: before.meaning_en, meaningZh: before.meaning_zh } : null,
    after: { meaningEn: en, meaningZh: zh },
  });
}

/** Super admin (route guard). */
export async function createOrUpdateNumberMeaning(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: CreateOrUpdateNumberMeaningBody,
): Promise<NumberMeaningRow> {
  const en = body.meaningEn.trim();
  const zh = body.meaningZh.trim();
  const problem = meaningProblem(body.number, en, zh);
  if (problem) throw new BusinessError(problem);
  return inTransaction(db, async (trx) => {
    await upsert(trx, ctx, body.number, en, zh);
    const row = await selectMeaning(trx, body.number);
    if (!row) throw new BusinessError(ServerMessages.notFound);
    return toRow(row);
  });
}

export async function deleteNumberMeaning(
  { db }: AreaDeps,
  ctx: AuthContext,
  number: string,
): Promise<{ deleted: number }> {
  return inTransaction(db, async (trx) => {
    const before = await selectMeaning(trx, number);
    if (!before) throw new BusinessError(ServerMessages.notFound);
    await deleteMeaning(trx, number);
    await writeAudit(trx, {
      actorId: ctx.user.id,
      action: 'number-meaning.delete',
      entity: 'number_meanings',
      entityId: number,
      before: { meaningEn: before.meaning_en, meaningZh: before.meaning_zh },
      after: null,
    });
    return { deleted: 1 };
  });
}

export interface ImportError {
  line: number;
  message: string;
}
export type ImportResult = { imported: number; created: number; updated: number } | { errors: ImportError[] };

/** Most rows one import may hold. */
export const MAX_IMPORT_ROWS = 10_000;
const HEADER = ['number', 'meaning_en', 'meaning_zh'];
const IMPORT_CHUNK = 500;

/**
 * CSV with the header number,meaning_en,meaning_zh. Every row is checked first; any bad row (each
 * reported by its line) means nothing is written. Otherwise every row is upserted in one transaction.
 */
export async function importNumberMeanings(
  { db }: AreaDeps,
  ctx: AuthContext,
  csv: string,
): Promise<ImportResult> {
  const parsed = parseCsv(csv);
  if (!parsed.ok) return { errors: [{ line: parsed.line, message: parsed.message }] };
  const [header, ...rows] = parsed.rows;
  if (!header || header.fields.map((f) => f.trim().toLowerCase()).join(',') !== HEADER.join(',')) {
    return {
      errors: [
        { line: header?.line ?? 1, message: `The first line must be the header ${HEADER.join(',')}.` },
      ],
    };
  }
  if (rows.length === 0) return { errors: [{ line: header.line, message: 'The file has no rows.' }] };
  if (rows.length > MAX_IMPORT_ROWS) {
    return { errors: [{ line: header.line, message: `At most ${MAX_IMPORT_ROWS} rows per import.` }] };
  }
  const errors: ImportError[] = [];
  const seen = new Map<string, number>();
  const clean: { number: string; en: string; zh: string }[] = [];
  for (const row of rows) {
    if (row.fields.length !== HEADER.length) {
      errors.push({
        line: row.line,
        message: `Expected ${HEADER.length} fields, found ${row.fields.length}.`,
      });
      continue;
    }
    const [number, en, zh] = row.fields.map((f) => f.trim()) as [string, string, string];
    const problem = meaningProblem(number, en, zh);
    if (problem) {
      errors.push({ line: row.line, message: problem });
      continue;
    }
    const first = seen.get(number);
    if (first !== undefined) {
      errors.push({ line: row.line, message: `Number ${number} is already on line ${first}.` });
      continue;
    }
    seen.set(number, row.line);
    clean.push({ number, en, zh });
  }
  if (errors.length > 0) return { errors };
  return inTransaction(db, async (trx) => {
    const before: Record<string, { meaningEn: string; meaningZh: string }> = {};
    const after: Record<string, { meaningEn: string; meaningZh: string }> = {};
    for (let i = 0; i < clean.length; i += IMPORT_CHUNK) {
      const chunk = clean.slice(i, i + IMPORT_CHUNK);
      const existing = await selectMeaningsOf(
        trx,
        chunk.map((r) => r.number),
      );
      for (const row of existing)
        before[row.number] = { meaningEn: row.meaning_en, meaningZh: row.meaning_zh };
      await upsertMeanings(trx, chunk, ctx.user.id);
      for (const r of chunk) after[r.number] = { meaningEn: r.en, meaningZh: r.zh };
    }
    // One audit row for the whole import: every changed number's meanings before and after.
    await writeAudit(trx, {
      actorId: ctx.user.id,
      action: 'number-meaning.import',
      entity: 'number_meanings',
      entityId: null,
      before,
      after,
    });
    const updated = Object.keys(before).length;
    return { imported: clean.length, created: clean.length - updated, updated };
  });
}
