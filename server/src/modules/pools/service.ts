import type { AreaDeps } from '../../areaDeps';
/**
 * Pools area: the pools, the draw calendar (year scheduling, special draws, moving and
 * removing draws while no ticket is on them) and the cutoff per pool. DOMAIN 4; rules decided here
 * are in docs/config-rules.md "Draw calendar and cutoffs".
 */
import type {
  CutoffTime,
  DayDraw,
  GetScheduledDrawByYearQuery,
  PoolSelection,
  ScheduledDraw,
  ScheduleYearResult,
  SubmitEditedDrawBody,
  SubmitEditedDrawResult,
  SubmitNewDrawBody,
  SubmitNewDrawResult,
  UpdateCutoffTimeBody,
} from '@drawdesk/shared-kernel/contract';
import {
  businessDate,
  cutoffInstant,
  poolById,
  POOLS,
  yearDrawDates,
  type PoolId,
} from '@drawdesk/shared-kernel/domain';
import type { AuthContext } from '../../auth/sessionUser';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/connection';
import { inTransaction, type Trx } from '../../db/retry';
import { badRequest, BusinessError } from '../../http/errors';
import { readSystemSettings } from '../configuration';
import {
  deleteDraw,
  drawHasBetLines,
  drawLabel,
  insertDraws,
  lockDraw,
  lockPoolCutoff,
  moveDraw,
  poolHasDrawOn,
  readCutoffs,
  selectDrawsOfYear,
  selectDrawsOn,
  selectPoolsWithDrawOn,
  toDayDraw,
  toScheduledDraw,
  upsertPoolCutoff,
  type DrawRow,
} from './queries';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';

/** A `YYYY-MM-DD` that is a real calendar date (the schema checks only the shape). */
export function assertRealDate(field: string, date: string): void {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) {
    throw badRequest(`Invalid input: ${field} is not a valid date`);
  }
}

function knownPool(poolId: number): PoolId {
  const pool = poolById(poolId);
  if (!pool) throw new BusinessError(`Unknown pool ${poolId}.`);
  return pool.id;
}

/** True when a draw of this pool on this date would already be past its cutoff at `now`. */
function isPast(now: Date, drawDate: string, cutoff: CutoffTime): boolean {
  return now.getTime() >= cutoffInstant(drawDate, cutoff).getTime();
}

function refusePast(now: Date, poolId: PoolId, drawDate: string, cutoff: CutoffTime): void {
  if (drawDate < businessDate(now)) throw new BusinessError(`Draw date ${drawDate} is in the past.`);
  if (isPast(now, drawDate, cutoff)) {
    throw new BusinessError(`The cutoff of ${drawLabel(poolId, drawDate)} has already passed.`);
  }
}

export async function poolsSelection(db: Db): Promise<PoolSelection[]> {
  const cutoffs = await readCutoffs(db);
  return POOLS.map((p) => ({
    poolId: p.id,
    name: p.name,
    displayName: p.displayName,
    receiptLetter: p.receiptLetter,
    games: [...p.games],
    packageType: p.packageType,
    cutoff: cutoffs.get(p.id) ?? { hour: 19, minute: 0 },
  }));
}

const auditActor = (ctx: AuthContext) => ({ actorId: ctx.user.id, companyId: ctx.user.companyId });

/** SubmitNewDraw: special draws of the chosen pools on one date (DOMAIN 4). */
export async function submitNewDraw(
  deps: AreaDeps,
  ctx: AuthContext,
  body: SubmitNewDrawBody,
): Promise<SubmitNewDrawResult> {
  assertRealDate('drawDate', body.drawDate);
  const poolIds = [...new Set(body.poolIds)].sort((a, b) => a - b).map(knownPool);
  if (poolIds.length === 0) throw new BusinessError('Please select at least one pool');
  const now = deps.clock.now();
  return inTransaction(deps.db, async (trx) => {
    const cutoffs = await readCutoffs(trx);
    for (const poolId of poolIds) refusePast(now, poolId, body.drawDate, cutoffs.get(poolId)!);
    const existing = await selectPoolsWithDrawOn(trx, body.drawDate, poolIds);
    if (existing.length > 0) {
      const names = existing.map((poolId) => drawLabel(poolId, body.drawDate)).join(', ');
      throw new BusinessError(`Draw ${names} already exists.`);
    }
    // A concurrent request that added the same draw: nothing is inserted twice.
    const inserted = await insertDraws(
      trx,
      poolIds.map((poolId) => ({ poolId, drawDate: body.drawDate })),
      true,
      ctx.user.id,
    );
    if (inserted.length !== poolIds.length) {
      throw new BusinessError(`A draw on ${body.drawDate} was added at the same time; please reload.`);
    }
    await writeAudit(trx, {
      ...auditActor(ctx),
      action: 'draws.submitNewDraw',
      entity: 'draw',
      entityId: inserted.map((r) => r.id).join(','),
      after: { drawDate: body.drawDate, poolIds, isSpecial: true },
    });
    return {
      draws: inserted.map((r) =>
        toScheduledDraw({ ...r, is_special: true, result_status: 'none', has_tickets: false }, cutoffs, now),
      ),
    };
  });
}

/**
 * ScheduleSelectedYearDraw: every calendar draw of the year that is not there yet and not past
 * (draw dates before today, or today's draws past their cutoff, are skipped). Existing draws are
 * kept, so running it again creates nothing.
 */
export async function scheduleYear(
  deps: AreaDeps,
  ctx: AuthContext,
  year: number,
): Promise<ScheduleYearResult> {
  const now = deps.clock.now();
  return inTransaction(deps.db, async (trx) => {
    const { dailyPool } = await readSystemSettings(trx);
    const cutoffs = await readCutoffs(trx);
    const calendar = yearDrawDates(year, dailyPool);
    const upcoming = calendar.filter((d) => !isPast(now, d.drawDate, cutoffs.get(d.poolId)!));
    let created = 0;
    // Batches keep each statement's parameter count well under PostgreSQL's limit.
    for (let i = 0; i < upcoming.length; i += 1000) {
      const batch = upcoming.slice(i, i + 1000);
      const rows = await insertDraws(trx, batch, false, ctx.user.id);
      created += rows.length;
    }
    const result: ScheduleYearResult = {
      year,
      created,
      existing: upcoming.length - created,
      skippedPast: calendar.length - upcoming.length,
      dailyPool,
    };
    await writeAudit(trx, {
      ...auditActor(ctx),
      action: 'draws.scheduleYear',
      entity: 'drawCalendar',
      entityId: year,
      after: result,
    });
    return result;
  });
}

/** GetScheduledDrawByYear: the year's draws (optionally of one pool), by date then pool. */
export async function scheduledDrawsByYear(
  deps: AreaDeps,
  query: GetScheduledDrawByYearQuery,
): Promise<ScheduledDraw[]> {
  const poolId = query.poolId !== undefined ? knownPool(query.poolId) : undefined;
  const [rows, cutoffs] = await Promise.all([
    selectDrawsOfYear(deps.db, query.year, poolId),
    readCutoffs(deps.db),
  ]);
  const now = deps.clock.now();
  return rows.map((r) => toScheduledDraw(r as DrawRow, cutoffs, now));
}

/** GetPoolScheduleByDay: the draws of one date with their cutoff and state. */
export async function poolScheduleByDay(deps: AreaDeps, date: string): Promise<DayDraw[]> {
  assertRealDate('date', date);
  const [rows, cutoffs] = await Promise.all([selectDrawsOn(deps.db, date), readCutoffs(deps.db)]);
  const now = deps.clock.now();
  return rows.map((r) => toDayDraw(r as DrawRow, cutoffs, now));
}

/**
 * SubmitEditedDraw: move a draw to another date or remove it, while no ticket is on it and it is
 * still open; the new date must not be past and must not hold a draw of the same pool.
 */
export async function submitEditedDraw(
  deps: AreaDeps,
  ctx: AuthContext,
  body: SubmitEditedDrawBody,
): Promise<SubmitEditedDrawResult> {
  if (body.drawDate !== undefined) assertRealDate('drawDate', body.drawDate);
  const remove = body.remove === true;
  if (!remove && body.drawDate === undefined) {
    throw new BusinessError('Choose a new draw date or remove the draw.');
  }
  const now = deps.clock.now();
  try {
    return await inTransaction(deps.db, async (trx) => {
      // The row lock waits for (and then blocks) a bet line being written on the draw.
      const draw = await lockDraw(trx, body.drawId);
      if (!draw) throw new BusinessError('No record found!');
      const poolId = draw.pool_id as PoolId;
      const label = drawLabel(poolId, draw.draw_date);
      if (await drawHasBetLines(trx, draw.id))
        throw new BusinessError(`Draw ${label} has tickets and cannot be changed.`);
      const cutoffs = await readCutoffs(trx);
      const cutoff = cutoffs.get(poolId)!;
      if (draw.result_status !== 'none' || isPast(now, draw.draw_date, cutoff)) {
        throw new BusinessError(`Draw ${label} is closed and cannot be changed.`);
      }
      const before = { poolId, drawDate: draw.draw_date, isSpecial: draw.is_special };
      if (remove) {
        await deleteDraw(trx, draw.id);
        await writeAudit(trx, {
          ...auditActor(ctx),
          action: 'draws.removeDraw',
          entity: 'draw',
          entityId: draw.id,
          before,
        });
        return { drawId: Number(draw.id), poolId, drawDate: draw.draw_date, removed: true };
      }
      const drawDate = body.drawDate!;
      if (drawDate === draw.draw_date) {
        return { drawId: Number(draw.id), poolId, drawDate, removed: false };
      }
      refusePast(now, poolId, drawDate, cutoff);
      if (await poolHasDrawOn(trx, poolId, drawDate))
        throw new BusinessError(`Draw ${drawLabel(poolId, drawDate)} already exists.`);
      await moveDraw(trx, draw.id, drawDate, now);
      await writeAudit(trx, {
        ...auditActor(ctx),
        action: 'draws.moveDraw',
        entity: 'draw',
        entityId: draw.id,
        before,
        after: { ...before, drawDate },
      });
      return { drawId: Number(draw.id), poolId, drawDate, removed: false };
    });
  } catch (error) {
    // Something else references the draw (limits, queues): treat it as taken.
    if (isForeignKeyViolation(error)) {
      throw new BusinessError('The draw is in use and cannot be changed.');
    }
    if (isUniqueViolation(error)) {
      throw new BusinessError(`A draw of this pool on ${body.drawDate ?? ''} already exists.`);
    }
    throw error;
  }
}

/** UpdateCutoffTime: a pool's cutoff (audited with before and after). */
export async function updateCutoffTime(
  deps: AreaDeps,
  ctx: AuthContext,
  body: UpdateCutoffTimeBody,
): Promise<{ poolId: PoolId; cutoff: CutoffTime }> {
  const poolId = knownPool(body.poolId);
  const cutoff = { hour: body.hour, minute: body.minute };
  return inTransaction(deps.db, async (trx: Trx) => {
    const before = await lockPoolCutoff(trx, poolId);
    await upsertPoolCutoff(trx, poolId, cutoff, ctx.user.id, deps.clock.now());
    await writeAudit(trx, {
      ...auditActor(ctx),
      action: 'draws.updateCutoffTime',
      entity: 'poolCutoff',
      entityId: poolId,
      before: before ? { hour: before.hour, minute: before.minute } : null,
      after: cutoff,
    });
    return { poolId, cutoff };
  });
}
