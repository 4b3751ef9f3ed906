import type { CutoffTime, DayDraw, ScheduledDraw } from '@drawdesk/shared-kernel/contract';
import {
  cutoffInstant,
  drawState,
  poolById,
  POOL_IDS,
  type DrawResultStatus,
  type PoolId,
} from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { Trx } from '../../db/retry';

/** Cutoff of every pool (DOMAIN 4 defaults where a row is missing). */
export async function readCutoffs(db: Db | Trx): Promise<Map<PoolId, CutoffTime>> {
  const rows = await db.selectFrom('pool_cutoffs').select(['pool_id', 'hour', 'minute']).execute();
  const out = new Map<PoolId, CutoffTime>();
  for (const id of POOL_IDS) out.set(id, id === 4 ? { hour: 18, minute: 0 } : { hour: 19, minute: 0 });
  for (const r of rows) out.set(r.pool_id as PoolId, { hour: r.hour, minute: r.minute });
  return out;
}

export interface DrawRow {
  id: string;
  pool_id: number;
  draw_date: string;
  is_special: boolean;
  result_status: DrawResultStatus;
  has_tickets: boolean;
}

/** Draws with whether a bet line is on them, filtered by the caller. */
export function selectDraws(db: Db | Trx) {
  return db
    .selectFrom('draws as d')
    .select(['d.id', 'd.pool_id', 'd.draw_date', 'd.is_special', 'd.result_status'])
    .select(sql<boolean>`exists (select 1 from bet_lines b where b.draw_id = d.id)`.as('has_tickets'));
}

export function toScheduledDraw(row: DrawRow, cutoffs: Map<PoolId, CutoffTime>, now: Date): ScheduledDraw {
  const poolId = row.pool_id as PoolId;
  const cutoff = cutoffs.get(poolId) ?? { hour: 19, minute: 0 };
  return {
    drawId: Number(row.id),
    poolId,
    drawDate: row.draw_date,
    isSpecial: row.is_special,
    cutoff,
    cutoffAt: cutoffInstant(row.draw_date, cutoff).toISOString(),
    state: drawState(now, row.draw_date, cutoff, row.result_status),
    hasTickets: Boolean(row.has_tickets),
  };
}

export function toDayDraw(row: DrawRow, cutoffs: Map<PoolId, CutoffTime>, now: Date): DayDraw {
  const pool = poolById(row.pool_id);
  return {
    ...toScheduledDraw(row, cutoffs, now),
    name: pool?.name ?? String(row.pool_id),
    displayName: pool?.displayName ?? String(row.pool_id),
    receiptLetter: pool?.receiptLetter ?? '',
  };
}

/** "Magnum 2026-11-25": how messages name a draw. */
export function drawLabel(poolId: number, drawDate: string): string {
  return `${poolById(poolId)?.displayName ?? `Pool ${poolId}`} ${drawDate}`;
}

/** Draws of today's business date or later (of some pools, up to a date) with their pool's cutoff, by pool and date. */
export async function selectDrawsWithCutoffFrom(
  db: Db | Trx,
  today: string,
  opts: { pools?: readonly PoolId[]; toDate?: string },
) {
  let query = db
    .selectFrom('draws as d')
    .innerJoin('pool_cutoffs as c', 'c.pool_id', 'd.pool_id')
    .select([
      'd.id',
      'd.pool_id',
      'd.draw_date',
      'd.first_result_at',
      'd.result_status',
      'c.hour',
      'c.minute',
    ])
    .where(sql<boolean>`d.draw_date >= ${today}::date`)
    .orderBy('d.pool_id')
    .orderBy('d.draw_date');
  if (opts.pools && opts.pools.length > 0) query = query.where('d.pool_id', 'in', [...opts.pools]);
  if (opts.toDate) query = query.where(sql<boolean>`d.draw_date <= ${opts.toDate}::date`);
  return query.execute();
}

/** The pools among these that have a draw on the date, in pool order. */
export async function selectPoolsWithDrawOn(
  trx: Trx,
  drawDate: string,
  poolIds: number[],
): Promise<number[]> {
  const rows = await trx
    .selectFrom('draws')
    .select('pool_id')
    .where('draw_date', '=', drawDate)
    .where('pool_id', 'in', poolIds)
    .orderBy('pool_id')
    .execute();
  return rows.map((r) => r.pool_id);
}

/** Inserts draws, a draw that already exists (same pool and date) skipped; the draws inserted. */
export async function insertDraws(
  trx: Trx,
  draws: { poolId: number; drawDate: string }[],
  isSpecial: boolean,
  createdBy: number,
) {
  return trx
    .insertInto('draws')
    .values(
      draws.map((d) => ({
        pool_id: d.poolId,
        draw_date: d.drawDate,
        is_special: isSpecial,
        created_by: String(createdBy),
      })),
    )
    .onConflict((oc) => oc.columns(['pool_id', 'draw_date']).doNothing())
    .returning(['id', 'pool_id', 'draw_date'])
    .execute();
}

/** A draw, its row locked FOR UPDATE (waiting for a bet line being written on it). */
export async function lockDraw(trx: Trx, drawId: number) {
  return trx
    .selectFrom('draws')
    .select(['id', 'pool_id', 'draw_date', 'is_special', 'result_status'])
    .where('id', '=', String(drawId))
    .forUpdate()
    .executeTakeFirst();
}

/** Whether some bet line is on the draw. */
export async function drawHasBetLines(trx: Trx, drawId: string): Promise<boolean> {
  const line = await trx
    .selectFrom('bet_lines')
    .select('id')
    .where('draw_id', '=', drawId)
    .limit(1)
    .executeTakeFirst();
  return line !== undefined;
}

export async function deleteDraw(trx: Trx, drawId: string): Promise<void> {
  await trx.deleteFrom('draws').where('id', '=', drawId).execute();
}

/** Whether the pool has a draw on the date. */
export async function poolHasDrawOn(trx: Trx, poolId: number, drawDate: string): Promise<boolean> {
  const clash = await trx
    .selectFrom('draws')
    .select('id')
    .where('pool_id', '=', poolId)
    .where('draw_date', '=', drawDate)
    .executeTakeFirst();
  return clash !== undefined;
}

export async function moveDraw(trx: Trx, drawId: string, drawDate: string, at: Date): Promise<void> {
  await trx
    .updateTable('draws')
    .set({ draw_date: drawDate, updated_at: at })
    .where('id', '=', drawId)
    .execute();
}

/** A pool's stored cutoff, its row locked FOR UPDATE; undefined when none is stored. */
export async function lockPoolCutoff(trx: Trx, poolId: number) {
  return trx
    .selectFrom('pool_cutoffs')
    .select(['hour', 'minute'])
    .where('pool_id', '=', poolId)
    .forUpdate()
    .executeTakeFirst();
}

/** Inserts or overwrites a pool's cutoff. */
export async function upsertPoolCutoff(
  trx: Trx,
  poolId: number,
  cutoff: CutoffTime,
  updatedBy: number,
  at: Date,
): Promise<void> {
  await trx
    .insertInto('pool_cutoffs')
    .values({ pool_id: poolId, ...cutoff, updated_by: String(updatedBy), updated_at: at })
    .onConflict((oc) =>
      oc.column('pool_id').doUpdateSet({
        ...cutoff,
        updated_by: String(updatedBy),
        updated_at: at,
      }),
    )
    .execute();
}

/** The draws of a year (of one pool, when given), by date then pool. */
export async function selectDrawsOfYear(db: Db | Trx, year: number, poolId: PoolId | undefined) {
  let q = selectDraws(db)
    .where(sql<boolean>`d.draw_date between ${`${year}-01-01`}::date and ${`${year}-12-31`}::date`)
    .orderBy('d.draw_date')
    .orderBy('d.pool_id');
  if (poolId !== undefined) q = q.where('d.pool_id', '=', poolId);
  return q.execute();
}

/** The draws of one date, by pool. */
export async function selectDrawsOn(db: Db | Trx, date: string) {
  return selectDraws(db).where('d.draw_date', '=', date).orderBy('d.pool_id').execute();
}
