import type { Db } from '../../../db/connection';
import type { Trx } from '../../../db/retry';
import { insertQueuedNumber, selectQueuedNumbers } from './queries';

/** Key of a queued number: a row with code null blocks the number for every code. */
const key = (drawId: number, number: string, code: string | null): string =>
  `${drawId}|${number}|${code ?? ''}`;

/**
 * Loads the numbers queued (blocked) for `companyId` on `drawIds` and answers whether a (draw, number, code)
 * is blocked: a row with that exact code, or a row without a code (blocks the number for every code).
 */
export async function loadQueuedNumbers(
  db: Db | Trx,
  companyId: number,
  drawIds: readonly number[],
): Promise<(drawId: number, number: string, code: string) => boolean> {
  if (drawIds.length === 0) return queuedLookup([]);
  return queuedLookup(await selectQueuedNumbers(db, companyId, drawIds));
}

/** The answer of loadQueuedNumbers over number_queues rows already read (one company). */
export function queuedLookup(
  rows: ReadonlyArray<{ draw_id: string | number; number: string; code: string | null }>,
): (drawId: number, number: string, code: string) => boolean {
  const keys = new Set<string>();
  for (const row of rows) keys.add(key(Number(row.draw_id), row.number, row.code));
  return (drawId, number, code) => keys.has(key(drawId, number, code)) || keys.has(key(drawId, number, null));
}

export interface QueueNumberInput {
  companyId: number;
  drawId: number;
  number: string;
  /** Bet code (e.g. 'B'); null/undefined blocks the number for every code. */
  code?: string | null;
  reason: string;
  createdBy?: number | null;
}

/** Queues (blocks) a number on a draw for a company; a duplicate is ignored. Returns true when a row was added. */
export async function queueNumber(trx: Db | Trx, input: QueueNumberInput): Promise<boolean> {
  return insertQueuedNumber(trx, {
    companyId: input.companyId,
    drawId: input.drawId,
    number: input.number,
    code: input.code ?? null,
    reason: input.reason.slice(0, 500),
    createdBy: input.createdBy ?? null,
  });
}
