import { sql } from 'kysely';
import { scopeSql } from '../../auth/scope';
import type { AuthContext } from '../../auth/sessionUser';
import type { Db } from '../../db/connection';
import { lineSettled } from '../../db/settledState';
import type { Trx } from '../../db/retry';

// The results area's reads and writes; saveResult.ts and resultsService.ts hold the rules and
// the transactions around them.

/** The stored results of a date (one pool, or every pool), with their draw's release status. */
export async function selectPoolResults(db: Db, drawDate: string, poolId: number | undefined) {
  let q = db
    .selectFrom('draw_results as r')
    .innerJoin('draws as d', 'd.id', 'r.draw_id')
    .selectAll('r')
    .select('d.release_status')
    .where('r.draw_date', '=', drawDate)
    .orderBy('r.pool_id');
  if (poolId !== undefined) q = q.where('r.pool_id', '=', poolId);
  return q.execute();
}

/** The draw of a pool and date with its pool's cutoff time, locked FOR UPDATE (waiting or not) when asked. */
export async function selectDrawWithCutoff(
  trx: Trx,
  drawDate: string,
  poolId: number,
  lock: false | 'wait' | 'nowait',
) {
  let q = trx
    .selectFrom('draws as d')
    .innerJoin('pool_cutoffs as c', 'c.pool_id', 'd.pool_id')
    .select(['d.id', 'd.pool_id', 'd.draw_date', 'd.result_status', 'd.release_status', 'c.hour', 'c.minute'])
    .where('d.draw_date', '=', drawDate)
    .where('d.pool_id', '=', poolId);
  if (lock === 'wait') q = q.forUpdate('d');
  if (lock === 'nowait') q = q.forUpdate('d').noWait();
  return q.executeTakeFirst();
}

/** Marks a draw's stored result validated; its new version, undefined when the draw has no result. */
export async function markResultValidated(
  trx: Trx,
  drawId: number,
  actorId: number,
  at: Date,
): Promise<{ version: number } | undefined> {
  return trx
    .updateTable('draw_results')
    .set({ status: 'validated', validated_by: actorId, validated_at: at })
    .where('draw_id', '=', String(drawId))
    .returning('version')
    .executeTakeFirst();
}

export async function markDrawResultValidated(trx: Trx, drawId: number): Promise<void> {
  await trx
    .updateTable('draws')
    .set({ result_status: 'validated' })
    .where('id', '=', String(drawId))
    .execute();
}

/** The settled winning lines of a draw with their ticket and bettor, largest winnings first. */
export async function selectDrawWinners(db: Db, ctx: AuthContext, drawId: number) {
  return db
    .selectFrom('bet_lines as l')
    .innerJoin('tickets as t', 't.id', 'l.ticket_id')
    .innerJoin('users as u', 'u.id', 'l.bettor_id')
    .select([
      'l.id',
      'l.ticket_id',
      't.ticket_no',
      'l.bettor_id',
      'u.username',
      'l.number',
      'l.code',
      'l.kind',
      'l.stake',
      'l.matched_ranks',
      'l.winnings',
    ])
    .where('l.draw_id', '=', String(drawId))
    .where(scopeSql(ctx, 'u'))
    .where(lineSettled('l'))
    .where('l.winnings', '>', '0')
    .orderBy('l.winnings', 'desc')
    .orderBy('l.id')
    .execute();
}

export interface PaymentDetailUpdate {
  payment_detail: string;
  jackpot1?: number | null;
  jackpot2?: number | null;
}

/** Writes a result's payment detail and jackpots; false when the draw has no result. */
export async function updateResultPaymentDetail(
  trx: Trx,
  drawId: number,
  set: PaymentDetailUpdate,
): Promise<boolean> {
  const row = await trx
    .updateTable('draw_results')
    .set(set)
    .where('draw_id', '=', String(drawId))
    .returning('draw_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The stored result of a draw, undefined when none is saved yet. */
export async function selectStoredResult(trx: Trx, drawId: number) {
  return trx.selectFrom('draw_results').selectAll().where('draw_id', '=', String(drawId)).executeTakeFirst();
}

export interface ResultValues {
  pool_id: number;
  draw_date: string;
  first: string;
  second: string;
  third: string;
  starters: string[];
  consolations: string[];
  five_d_first: string | null;
  five_d_second: string | null;
  five_d_third: string | null;
  six_d_first: string | null;
  jackpot1: number | string | null;
  jackpot2: number | string | null;
  status: 'saved';
  source: 'manual' | 'source';
  saved_by: number | null;
  saved_at: Date;
  validated_by: null;
  validated_at: null;
  updated_at: Date;
}

/** Inserts or overwrites a draw's result at this version. */
export async function upsertDrawResult(
  trx: Trx,
  drawId: number,
  values: ResultValues,
  version: number,
): Promise<void> {
  await trx
    .insertInto('draw_results')
    .values({ draw_id: String(drawId), ...values, version })
    .onConflict((oc) => oc.column('draw_id').doUpdateSet({ ...values, version }))
    .execute();
}

export interface ResultNumber {
  game: number;
  rank: number;
  idx: number;
  number: string;
}

/** Replaces a draw's normalized result numbers (delete, then insert). */
export async function replaceResultNumbers(trx: Trx, drawId: number, numbers: ResultNumber[]): Promise<void> {
  await trx.deleteFrom('result_numbers').where('draw_id', '=', String(drawId)).execute();
  await trx
    .insertInto('result_numbers')
    .values(numbers.map((r) => ({ draw_id: String(drawId), ...r })))
    .execute();
}

/** Result status 'saved', first_result_at kept or set to now, release status back to 'pending'. */
export async function markDrawResultSaved(trx: Trx, drawId: number, now: Date): Promise<void> {
  await trx
    .updateTable('draws')
    .set({
      result_status: 'saved',
      first_result_at: sql`coalesce(first_result_at, ${now})`,
      release_status: 'pending',
      updated_at: now,
    })
    .where('id', '=', String(drawId))
    .execute();
}

/** Whether some draw of the date still has no result. */
export async function someDrawWithoutResult(trx: Trx, drawDate: string): Promise<boolean> {
  const missing = await trx
    .selectFrom('draws')
    .select('id')
    .where('draw_date', '=', drawDate)
    .where('result_status', '=', 'none')
    .limit(1)
    .executeTakeFirst();
  return missing !== undefined;
}

/** The pools whose draw of the date has no result yet, in pool order. */
export async function selectPoolsWithoutResult(db: Db, drawDate: string): Promise<number[]> {
  const { rows } = await sql<{ pool_id: number }>`
    SELECT d.pool_id FROM draws d
    WHERE d.draw_date = ${drawDate}::date AND d.result_status = 'none'
    ORDER BY d.pool_id`.execute(db);
  return rows.map((r) => Number(r.pool_id));
}

/** Records the last fetch of a draw's result from a source site (message cut to 500 characters). */
export async function recordResultFetch(
  db: Db,
  fetch: { drawDate: string; poolId: number; site: string; status: 'saved' | 'failed'; message: string },
): Promise<void> {
  const { drawDate, poolId, site, status } = fetch;
  const message = fetch.message.slice(0, 500);
  await db
    .insertInto('result_source_fetches')
    .values({ draw_date: drawDate, pool_id: poolId, site, status, message })
    .onConflict((oc) =>
      oc.columns(['draw_date', 'pool_id']).doUpdateSet({ site, status, message, fetched_at: new Date() }),
    )
    .execute();
}

/** The last released draw of each pool with its three top prizes (the dashboard), in pool order. */
export async function selectLatestReleasedResults(db: Db) {
  const { rows } = await sql<{
    draw_id: string;
    pool_id: number;
    draw_date: string;
    first: string;
    second: string;
    third: string;
  }>`
    SELECT DISTINCT ON (r.pool_id) r.draw_id::text, r.pool_id, r.draw_date::text AS draw_date,
      r.first, r.second, r.third
    FROM draw_results r
    JOIN draws d ON d.id = r.draw_id AND d.release_status = 'released'
    ORDER BY r.pool_id, r.draw_date DESC`.execute(db);
  return rows;
}
