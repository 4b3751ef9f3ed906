import type { RedPermutationTypeName } from '@drawdesk/shared-kernel/domain/betting';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { containsPattern, startsWithPattern } from '../../../db/likePatterns';
import type { Trx } from '../../../db/retry';

// Reads and writes of the numbers: queued (blocked) numbers, red numbers, number meanings.

// ---- Number queues ----

/** The numbers queued for a company on these draws. */
export async function selectQueuedNumbers(db: Db | Trx, companyId: number, drawIds: readonly number[]) {
  return db
    .selectFrom('number_queues')
    .select(['draw_id', 'number', 'code'])
    .where('company_id', '=', String(companyId))
    .where('draw_id', 'in', [...new Set(drawIds)].map(String))
    .execute();
}

export interface QueuedNumberValues {
  companyId: number;
  drawId: number;
  number: string;
  code: string | null;
  reason: string;
  createdBy: number | null;
}

/** Inserts a queued number, a duplicate ignored; true when a row was added. */
export async function insertQueuedNumber(db: Db | Trx, v: QueuedNumberValues): Promise<boolean> {
  const result = await sql<{ id: string }>`
    INSERT INTO number_queues (company_id, draw_id, number, code, reason, created_by)
    VALUES (${v.companyId}, ${v.drawId}, ${v.number}, ${v.code}, ${v.reason}, ${v.createdBy})
    ON CONFLICT (company_id, draw_id, number, coalesce(code, '')) DO NOTHING
    RETURNING id`.execute(db);
  return result.rows.length > 0;
}

/** Which queued numbers a read covers: one company's (null: all), one row, a number prefix. */
export interface QueueFilter {
  companyId: number | null;
  id?: number;
  numberPrefix?: string;
}

function queuedRows(db: Db | Trx, filter: QueueFilter) {
  let q = db
    .selectFrom('number_queues as q')
    .innerJoin('draws as d', 'd.id', 'q.draw_id')
    .innerJoin('users as c', 'c.id', 'q.company_id');
  if (filter.companyId !== null) q = q.where('q.company_id', '=', String(filter.companyId));
  if (filter.numberPrefix) q = q.where('q.number', 'like', `${filter.numberPrefix}%`);
  if (filter.id !== undefined) q = q.where('q.id', '=', String(filter.id));
  return q;
}

const queuedColumns = [
  'q.id',
  'q.company_id',
  'c.username as company_name',
  'q.draw_id',
  'd.pool_id',
  'd.draw_date',
  'q.number',
  'q.code',
  'q.reason',
  'q.created_at',
] as const;

export async function countQueuedRows(db: Db, filter: QueueFilter): Promise<number> {
  const total = await queuedRows(db, filter)
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(total.n);
}

/** Every queued number of the filter with its draw and company. */
export async function selectQueuedRows(db: Db | Trx, filter: QueueFilter) {
  return queuedRows(db, filter).select(queuedColumns).execute();
}

export type QueuedRow = Awaited<ReturnType<typeof selectQueuedRows>>[number];

/** A page of the queued numbers, newest draw date first. */
export async function selectQueuedRowsPage(
  db: Db,
  filter: QueueFilter,
  page: { startCount: number; pageSize: number },
): Promise<QueuedRow[]> {
  return queuedRows(db, filter)
    .select(queuedColumns)
    .orderBy('d.draw_date', 'desc')
    .orderBy('q.created_at', 'desc')
    .orderBy('q.id', 'desc')
    .offset(page.startCount)
    .limit(page.pageSize)
    .execute();
}

export async function deleteQueuedNumbers(trx: Trx, ids: string[]): Promise<void> {
  await trx.deleteFrom('number_queues').where('id', 'in', ids).execute();
}

// ---- Red numbers ----

/** Active red numbers of these owners whose dates overlap first..last, by id. */
export async function selectActiveRedNumbers(
  db: Db | Trx,
  ownerIds: readonly number[],
  first: string,
  last: string,
) {
  return db
    .selectFrom('red_numbers')
    .select(['id', 'owner_id', 'numbers', 'pools', 'date_from', 'date_to', 'fight_limit'])
    .where('status', '=', 1)
    .where('owner_id', 'in', [...new Set(ownerIds)].map(String))
    .where('date_from', '<=', last)
    .where('date_to', '>=', first)
    .orderBy('id')
    .execute();
}

/** Which red numbers a read covers (always leaving out those of status `deletedStatus`). */
export interface RedNumberFilter {
  deletedStatus: number;
  /** null: every owner's. */
  ownerId: number | null;
  ids?: string[];
  /** Matches the number or one of its expanded numbers. */
  numberPrefix?: string;
}

function redNumberRows(db: Db | Trx, filter: RedNumberFilter) {
  let q = db
    .selectFrom('red_numbers as r')
    .innerJoin('users as o', 'o.id', 'r.owner_id')
    .leftJoin('users as u', 'u.id', 'r.updated_by');
  if (filter.ids !== undefined) q = q.where('r.id', 'in', filter.ids);
  q = q.where('r.status', '!=', filter.deletedStatus);
  if (filter.ownerId !== null) q = q.where('r.owner_id', '=', String(filter.ownerId));
  if (filter.numberPrefix) {
    const prefix = `${filter.numberPrefix}%`;
    q = q.where(
      sql<boolean>`(r.number LIKE ${prefix} OR EXISTS (SELECT 1 FROM unnest(r.numbers) n WHERE n LIKE ${prefix}))`,
    );
  }
  return q;
}

const redNumberColumns = [
  'r.id',
  'r.owner_id',
  'o.username as owner_name',
  'r.number',
  'r.permutation_type',
  'r.numbers',
  'r.pools',
  'r.date_from',
  'r.date_to',
  'r.fight_limit',
  'r.status',
  'u.username as updated_by',
  'r.updated_at',
] as const;

export async function countRedNumbers(db: Db, filter: RedNumberFilter): Promise<number> {
  const total = await redNumberRows(db, filter)
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(total.n);
}

/** Every red number of the filter with its owner's and last editor's names. */
export async function selectRedNumbers(db: Db | Trx, filter: RedNumberFilter) {
  return redNumberRows(db, filter).select(redNumberColumns).execute();
}

export type RedNumberDbRow = Awaited<ReturnType<typeof selectRedNumbers>>[number];

/** A page of the red numbers, newest first. */
export async function selectRedNumbersPage(
  db: Db,
  filter: RedNumberFilter,
  page: { startCount: number; pageSize: number },
): Promise<RedNumberDbRow[]> {
  return redNumberRows(db, filter)
    .select(redNumberColumns)
    .orderBy('r.id', 'desc')
    .offset(page.startCount)
    .limit(page.pageSize)
    .execute();
}

/** One red number (any status but `deletedStatus` when given). */
export async function selectRedNumber(
  db: Db | Trx,
  id: number,
  deletedStatus?: number,
): Promise<RedNumberDbRow | undefined> {
  let q = db
    .selectFrom('red_numbers as r')
    .innerJoin('users as o', 'o.id', 'r.owner_id')
    .leftJoin('users as u', 'u.id', 'r.updated_by')
    .select(redNumberColumns)
    .where('r.id', '=', String(id));
  if (deletedStatus !== undefined) q = q.where('r.status', '!=', deletedStatus);
  return q.executeTakeFirst();
}

/** The account that would own a company's red numbers: its role and main account. */
export async function selectRedNumberCompany(db: Db | Trx, companyId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'role_id', 'main_account_id'])
    .where('id', '=', String(companyId))
    .executeTakeFirst();
}

/** Locks the owner's users row FOR UPDATE: one red-number writer per owner at a time. */
export async function lockRedNumberOwner(trx: Trx, ownerId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', String(ownerId)).forUpdate().execute();
}

/**
 * The expanded numbers of the owner's red numbers of `activeStatus` (other than `exceptId`) that
 * share a number and a pool with these and whose dates overlap.
 */
export async function selectClashingRedNumbers(
  trx: Trx,
  q: {
    ownerId: number;
    activeStatus: number;
    exceptId: number;
    numbers: string[];
    pools: number[];
    dateFrom: string;
    dateTo: string;
  },
): Promise<{ numbers: string[] }[]> {
  return trx
    .selectFrom('red_numbers')
    .select('numbers')
    .where('owner_id', '=', String(q.ownerId))
    .where('status', '=', q.activeStatus)
    .where('id', '!=', String(q.exceptId))
    .where(sql<boolean>`numbers && ${sql.val(q.numbers)}::text[]`)
    .where(sql<boolean>`pools && ${sql.val(q.pools)}::smallint[]`)
    .where('date_from', '<=', q.dateTo)
    .where('date_to', '>=', q.dateFrom)
    .execute();
}

export interface RedNumberValues {
  number: string;
  permutation_type: RedPermutationTypeName;
  numbers: string[];
  pools: number[];
  date_from: string;
  date_to: string;
  fight_limit: number | null;
  updated_by: number;
}

export async function updateRedNumber(trx: Trx, id: number, values: RedNumberValues): Promise<void> {
  await trx
    .updateTable('red_numbers')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', String(id))
    .execute();
}

/** Inserts a red number; its id. */
export async function insertRedNumber(
  trx: Trx,
  values: RedNumberValues & { owner_id: number; status: number; created_by: number },
): Promise<number> {
  const inserted = await trx
    .insertInto('red_numbers')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Sets the status of these red numbers (a delete keeps the rows for the bets that name them). */
export async function setRedNumbersStatus(
  trx: Trx,
  ids: string[],
  status: number,
  actorId: number,
): Promise<void> {
  await trx
    .updateTable('red_numbers')
    .set({ status, updated_by: actorId, updated_at: sql<Date>`now()` })
    .where('id', 'in', ids)
    .execute();
}

// ---- Number meanings ----

/**
 * Meanings matching every keyword: digits match numbers starting with it; any keyword matches the
 * English or Chinese meaning (case-insensitive, contains). No keyword (or empty ones) matches all.
 */
function meaningsMatching(db: Db, keywords: readonly string[]) {
  let query = db.selectFrom('number_meanings');
  // Several keywords (the screen's keyword and the table search): each must match.
  for (const word of keywords.filter((w) => w !== '')) {
    const contains = containsPattern(word);
    const prefix = startsWithPattern(word);
    query = query.where(
      sql<boolean>`(number LIKE ${prefix} OR meaning_en ILIKE ${contains} OR meaning_zh ILIKE ${contains})`,
    );
  }
  return query;
}

export async function countMeaningsMatching(db: Db, keywords: readonly string[]): Promise<number> {
  const total = await meaningsMatching(db, keywords)
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(total.n);
}

/** A page of the matching meanings, ordered by number (shorter numbers first). */
export async function selectMeaningsMatchingPage(
  db: Db,
  keywords: readonly string[],
  page: { startCount: number; pageSize: number },
) {
  return meaningsMatching(db, keywords)
    .select(['number', 'meaning_en', 'meaning_zh', 'updated_at'])
    .orderBy(sql`length(number)`)
    .orderBy('number')
    .offset(page.startCount)
    .limit(page.pageSize)
    .execute();
}

export async function selectMeaning(db: Db | Trx, number: string) {
  return db
    .selectFrom('number_meanings')
    .select(['number', 'meaning_en', 'meaning_zh', 'updated_at'])
    .where('number', '=', number)
    .executeTakeFirst();
}

/** Inserts or overwrites one number's meanings. */
export async function upsertMeaning(
  trx: Trx,
  m: { number: string; en: string; zh: string; actorId: number },
): Promise<void> {
  await trx
    .insertInto('number_meanings')
    .values({ number: m.number, meaning_en: m.en, meaning_zh: m.zh, updated_by: m.actorId })
    .onConflict((oc) =>
      oc.column('number').doUpdateSet({
        meaning_en: m.en,
        meaning_zh: m.zh,
        updated_by: m.actorId,
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

export async function deleteMeaning(trx: Trx, number: string): Promise<void> {
  await trx.deleteFrom('number_meanings').where('number', '=', number).execute();
}

/** The stored meanings of these numbers. */
export async function selectMeaningsOf(trx: Trx, numbers: string[]) {
  return trx
    .selectFrom('number_meanings')
    .select(['number', 'meaning_en', 'meaning_zh'])
    .where('number', 'in', numbers)
    .execute();
}

/** Inserts or overwrites the meanings of many numbers in one statement. */
export async function upsertMeanings(
  trx: Trx,
  rows: { number: string; en: string; zh: string }[],
  actorId: number,
): Promise<void> {
  await trx
    .insertInto('number_meanings')
    .values(rows.map((r) => ({ number: r.number, meaning_en: r.en, meaning_zh: r.zh, updated_by: actorId })))
    .onConflict((oc) =>
      oc.column('number').doUpdateSet({
        meaning_en: sql<string>`excluded.meaning_en`,
        meaning_zh: sql<string>`excluded.meaning_zh`,
        updated_by: actorId,
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
}
