import type { SavePoolResultBody, SavePoolResultResult } from '@drawdesk/shared-kernel/contract';
import { businessInstant, unitsToCents } from '@drawdesk/shared-kernel/domain';
import { writeAudit } from '../../db/audit';
import { inTransaction, type Trx } from '../../db/retry';
import { BusinessError } from '../../http/errors';
import type { AreaDeps } from '../../areaDeps';
import { readSystemSettings } from '../configuration';
import { writeReportBlock } from '../reports';
import {
  markDrawResultSaved,
  replaceResultNumbers,
  selectDrawWithCutoff,
  selectStoredResult,
  someDrawWithoutResult,
  upsertDrawResult,
  type ResultNumber,
  type ResultValues,
} from './queries';

export const TOTO_POOL = 3;

export const ResultMessages = {
  noDraw: 'There is no draw of this pool on this date.',
  beforeCutoff: "The result can be saved only after the draw's cutoff time.",
  releaseRunning: 'The result of this draw is being released. Please try again later.',
  fourDigits: (field: string) => `Every result number must be 4 digits (${field}).`,
  totoNeedsExtra: 'Toto results need the 5D (1st, 2nd, 3rd) and 6D (1st) numbers.',
  fiveDigits: (field: string) => `5D numbers must be 5 digits (${field}).`,
  sixDigits: 'The 6D number must be 6 digits.',
  notToto: '5D and 6D results are entered for Toto only.',
  noResult: 'No result has been saved for this draw.',
  notValidated: 'The result of this draw has not been saved yet.',
} as const;

export interface DrawRow {
  id: number;
  poolId: number;
  drawDate: string;
  resultStatus: string;
  releaseStatus: string;
  cutoffAt: Date;
}

/** The draw of a pool and date with its cutoff instant, locked FOR UPDATE when `lock`. */
export async function loadDraw(
  trx: Trx,
  drawDate: string,
  poolId: number,
  lock: false | 'wait' | 'nowait' = false,
): Promise<DrawRow> {
  let row;
  try {
    row = await selectDrawWithCutoff(trx, drawDate, poolId, lock);
  } catch (error) {
    // 55P03: a release holds the draw row for its whole transaction.
    if ((error as { code?: string }).code === '55P03') throw new BusinessError(ResultMessages.releaseRunning);
    throw error;
  }
  if (!row) throw new BusinessError(ResultMessages.noDraw);
  return {
    id: Number(row.id),
    poolId: row.pool_id,
    drawDate: row.draw_date,
    resultStatus: row.result_status,
    releaseStatus: row.release_status,
    cutoffAt: businessInstant(row.draw_date, row.hour, row.minute),
  };
}

/** DOMAIN 11 validation: 23 numbers of 4 digits; 5D/6D for Toto only, and required there. */
export function checkResultNumbers(body: SavePoolResultBody): void {
  const four: [string, string][] = [
    ['first', body.first],
    ['second', body.second],
    ['third', body.third],
    ...body.starters.map((n, i): [string, string] => [`starters[${i + 1}]`, n]),
    ...body.consolations.map((n, i): [string, string] => [`consolations[${i + 1}]`, n]),
  ];
  for (const [field, n] of four) {
    if (!/^\d{4}$/.test(n)) throw new BusinessError(ResultMessages.fourDigits(field));
  }
  if (body.poolId !== TOTO_POOL) {
    if (body.fiveD || body.sixD) throw new BusinessError(ResultMessages.notToto);
    return;
  }
  if (!body.fiveD || !body.sixD) throw new BusinessError(ResultMessages.totoNeedsExtra);
  for (const key of ['first', 'second', 'third'] as const) {
    if (!/^\d{5}$/.test(body.fiveD[key])) throw new BusinessError(ResultMessages.fiveDigits(key));
  }
  if (!/^\d{6}$/.test(body.sixD.first)) throw new BusinessError(ResultMessages.sixDigits);
}

/**
 * SavePoolResult (also called by the result-source job with actorId null): after the draw's
 * cutoff (deps.clock), validate and store the result, rewrite its normalized numbers, set the
 * draw's result status 'saved' and first_result_at. Saving over a released draw is a correction:
 * the draw goes back to release status 'pending' and the next release re-settles it. When the
 * system setting liftReportBlockAfterLastPool is on and every draw of the date now has a result,
 * the report block is lifted. One transaction with its audit row.
 */
export async function saveResult(
  deps: AreaDeps,
  actorId: number | null,
  body: SavePoolResultBody,
  source: 'manual' | 'source' = actorId === null ? 'source' : 'manual',
): Promise<SavePoolResultResult> {
  checkResultNumbers(body);
  const now = deps.clock.now();
  return inTransaction(deps.db, (trx) => saveResultInTrx(trx, now, actorId, body, source));
}

/** saveResult in the caller's transaction at `now` (demo seed, tests). */
export async function saveResultInTrx(
  trx: Trx,
  now: Date,
  actorId: number | null,
  body: SavePoolResultBody,
  source: 'manual' | 'source' = actorId === null ? 'source' : 'manual',
): Promise<SavePoolResultResult> {
  checkResultNumbers(body);
  // A 'processing' draw whose row is free is a release that died: saving is allowed.
  const draw = await loadDraw(trx, body.drawDate, body.poolId, 'nowait');
  if (now.getTime() < draw.cutoffAt.getTime()) throw new BusinessError(ResultMessages.beforeCutoff);
  const before = await selectStoredResult(trx, draw.id);
  const values: ResultValues = {
    pool_id: body.poolId,
    draw_date: body.drawDate,
    first: body.first,
    second: body.second,
    third: body.third,
    starters: body.starters,
    consolations: body.consolations,
    five_d_first: body.fiveD?.first ?? null,
    five_d_second: body.fiveD?.second ?? null,
    five_d_third: body.fiveD?.third ?? null,
    six_d_first: body.sixD?.first ?? null,
    jackpot1: body.jackpot1 === undefined ? (before?.jackpot1 ?? null) : unitsToCents(body.jackpot1),
    jackpot2: body.jackpot2 === undefined ? (before?.jackpot2 ?? null) : unitsToCents(body.jackpot2),
    status: 'saved',
    source,
    saved_by: actorId,
    saved_at: now,
    validated_by: null,
    validated_at: null,
    updated_at: now,
  };
  const version = (before?.version ?? 0) + 1;
  await upsertDrawResult(trx, draw.id, values, version);
  const numbers: ResultNumber[] = [
    { game: 4, rank: 1, idx: 0, number: body.first },
    { game: 4, rank: 2, idx: 0, number: body.second },
    { game: 4, rank: 3, idx: 0, number: body.third },
    ...body.starters.map((number, idx) => ({ game: 4, rank: 7, idx, number })),
    ...body.consolations.map((number, idx) => ({ game: 4, rank: 8, idx, number })),
    ...(body.fiveD
      ? [
          { game: 5, rank: 1, idx: 0, number: body.fiveD.first },
          { game: 5, rank: 2, idx: 0, number: body.fiveD.second },
          { game: 5, rank: 3, idx: 0, number: body.fiveD.third },
        ]
      : []),
    ...(body.sixD ? [{ game: 6, rank: 1, idx: 0, number: body.sixD.first }] : []),
  ];
  await replaceResultNumbers(trx, draw.id, numbers);

  const correction = draw.releaseStatus === 'released';
  await markDrawResultSaved(trx, draw.id, now);

  let reportBlockLifted = false;
  const settings = await readSystemSettings(trx);
  if (settings.liftReportBlockAfterLastPool) {
    if (!(await someDrawWithoutResult(trx, body.drawDate))) {
      await writeReportBlock(trx, false);
      reportBlockLifted = true;
    }
  }
  await writeAudit(trx, {
    actorId,
    action: correction ? 'result.correct' : 'result.save',
    entity: 'draw_result',
    entityId: draw.id,
    before: before ? { ...before, saved_at: undefined, updated_at: undefined } : undefined,
    after: { ...body, version, source },
  });
  return { drawId: draw.id, version, correction, reportBlockLifted };
}
