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
