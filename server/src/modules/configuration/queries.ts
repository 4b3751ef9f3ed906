import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { Trx } from '../../db/retry';
import { containsPattern } from '../../db/likePatterns';

// The configuration area's reads and writes of announcements, app settings and currency rates.
// numbers/queries.ts and packages/queries.ts hold those of the numbers and the packages.

export interface AnnouncementRow {
  id: string;
  title: string;
  message: string;
  status: number;
  created_at: Date;
  updated_at: Date;
}

/** Announcements of these statuses whose title or message contains the table search (case-insensitive). */
function listedAnnouncements(db: Db, statuses: number[], search: string | undefined) {
  let q = db.selectFrom('announcements').where('status', 'in', statuses);
  const text = search?.trim().toLowerCase();
  if (text) {
    const pattern = containsPattern(text);
    q = q.where(sql<boolean>`(lower(title) LIKE ${pattern} OR lower(message) LIKE ${pattern})`);
  }
  return q;
}

/** A page of the announcements of these statuses and search, newest first, each row with the total count. */
export async function selectAnnouncementsPage(
  db: Db,
  statuses: number[],
  search: string | undefined,
  page: { startCount: number; pageSize: number },
): Promise<(AnnouncementRow & { total: number })[]> {
  return listedAnnouncements(db, statuses, search)
    .select(['id', 'title', 'message', 'status', 'created_at', 'updated_at'])
    .select(sql<number>`count(*) over ()::int`.as('total'))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.startCount)
    .limit(page.pageSize)
    .execute();
}

export async function countAnnouncements(
  db: Db,
  statuses: number[],
  search: string | undefined,
): Promise<number> {
  const count = await listedAnnouncements(db, statuses, search)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return count.n;
}

export interface AnnouncementValues {
  title: string;
  message: string;
  status: number;
}

/** Inserts an announcement written by `actorId` at `now`; its id. */
export async function insertAnnouncement(
  trx: Trx,
  values: AnnouncementValues,
  actorId: number,
  now: Date,
): Promise<string> {
  const row = await trx
    .insertInto('announcements')
    .values({
      ...values,
      created_by: String(actorId),
      updated_by: String(actorId),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A not-deleted announcement, its row locked FOR UPDATE. */
export async function lockLiveAnnouncement(trx: Trx, id: number) {
  return trx
    .selectFrom('announcements')
    .select(['id', 'title', 'message', 'status'])
    .where('id', '=', String(id))
    .where('status', '<>', 2)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateAnnouncement(
  trx: Trx,
  id: string,
  values: AnnouncementValues,
  actorId: number,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('announcements')
    .set({ ...values, updated_by: String(actorId), updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** The stored app_settings value of a key, undefined when none is stored. */
export async function readAppSettingValue(db: Db | Trx, key: string): Promise<unknown> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Stores an app_settings value (JSON text), inserting the key or overwriting it. */
export async function writeAppSettingValue(trx: Trx, key: string, value: string): Promise<void> {
  await trx
    .insertInto('app_settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: sql<Date>`now()` }))
    .execute();
}

/** Every stored currency rate with who set it last. */
export async function selectCurrencyRates(db: Db) {
  return db
    .selectFrom('currency_rates as c')
    .leftJoin('users as u', 'u.id', 'c.updated_by')
    .select(['c.currency', 'c.rate', 'c.fake_rate', 'u.username', 'c.updated_at'])
    .execute();
}

/** A currency's stored rates, the row locked FOR UPDATE; undefined when none is set yet. */
export async function lockCurrencyRate(trx: Trx, currency: string) {
  return trx
    .selectFrom('currency_rates')
    .select(['rate', 'fake_rate'])
    .where('currency', '=', currency)
    .forUpdate()
    .executeTakeFirst();
}

/** Inserts or overwrites a currency's rates (per 10,000). */
export async function upsertCurrencyRate(
  trx: Trx,
  rates: { currency: string; rate: number; fakeRate: number; updatedBy: number },
): Promise<void> {
  const { currency, rate, fakeRate, updatedBy } = rates;
  await trx
    .insertInto('currency_rates')
    .values({ currency, rate, fake_rate: fakeRate, updated_by: updatedBy })
    .onConflict((oc) =>
      oc
        .column('currency')
        .doUpdateSet({ rate, fake_rate: fakeRate, updated_by: updatedBy, updated_at: sql<Date>`now()` }),
    )
    .execute();
}
