import { BettingMessages } from '@drawdesk/shared-kernel/contract';
import { formatCents } from '@drawdesk/shared-kernel/domain';
import type { Db } from '../../../db/connection';
import { hasErrorCode, isUniqueViolation } from '../../../db/errors';
import { inTransaction, isRetryable, type Trx } from '../../../db/retry';
import { BusinessError } from '../../../http/errors';
import { creditFigures } from '../../accounts';
import {
  NOT_CHARGED,
  QUEUE_CHANGED,
  USAGE_CHANGED,
  writeOrder,
  type Executor,
  type OrderWrite,
} from '../queries/orderStatements';
import {
  openOrderSavepoint,
  releaseOrderSavepoint,
  rollbackToOrderSavepoint,
  selectCreditFigures,
  selectStoredReply,
} from '../queries/orderRetries';
import type { PlaceOrderReply } from '../types';
import type { ChainUser } from './parties';

// The order's one checked write and what follows when it fails (docs/betting-rules.md "Order
// pipeline" 9-10, 14, 24-25): a run again reading the queue, or locking the usage rows, and the
// answer of an order that failed (a repeated key's first reply, the credit left).

/**
 * How a run of the pipeline reads: `lock` runs it in a transaction that locks the usage rows before
 * allocating; without it each statement commits on its own and the write checks what was read.
 * `readQueue`: the company's queued numbers are read (else, when nothing else must be read, the
 * write checks that none of the order's numbers is queued).
 */
export interface PipelineMode {
  lock: boolean;
  readQueue: boolean;
}

/** One run of the pipeline on `db` in `mode`. */
export type PipelineRun = (db: Executor, mode: PipelineMode) => Promise<PlaceOrderReply>;

/** Runs of one order at most (a changed queue, then changed usage, deadlocks, serialization failures). */
export const MAX_RUNS = 5;

/** Pipeline runs of this process by kind (the race tests check that both kinds ran). */
export const orderRunCounts = { unlocked: 0, locked: 0 };

/** What an order does after a run failed with `error`: run again in `mode`, or fail (null). */
export function nextRun(mode: PipelineMode, error: unknown): PipelineMode | null {
  if (hasErrorCode(error, QUEUE_CHANGED) && !mode.readQueue) return { lock: mode.lock, readQueue: true };
  if (hasErrorCode(error, QUEUE_CHANGED) || hasErrorCode(error, USAGE_CHANGED) || isRetryable(error))
    return { lock: true, readQueue: true };
  return null;
}

/** The order's write found the bettor's credit short of its cost (NOT_CHARGED): nothing was written. */
export class CreditShort extends Error {
  constructor(
    readonly bettor: ChainUser,
    readonly net: number,
  ) {
    super('The credit does not cover the order.');
  }
}

/**
 * The usage added, the credit (one conditional update with its credit-log row) and only when it
 * charged the ticket, its lines and shares, the unposted amounts and queued numbers: one statement.
 * CreditShort when the credit does not cover the order.
 */
export async function writeChecked(db: Executor, write: OrderWrite, bettor: ChainUser): Promise<string> {
  try {
    return await writeOrder(db, write);
  } catch (error) {
    if (hasErrorCode(error, NOT_CHARGED)) throw new CreditShort(bettor, write.net);
    throw error;
  }
}

const isOrderKeyViolation = (error: unknown): boolean => isUniqueViolation(error, 'tickets_order_key_idx');

/**
 * What an order that failed answers, read after its transaction (or savepoint) was undone: a
 * repeated order key answers with the first order's reply, a short credit with the credit left.
 */
export async function answerFailedOrder(db: Executor, actorId: number, orderKey: string, error: unknown) {
  if (isOrderKeyViolation(error)) {
    const reply = await selectStoredReply(db, actorId, orderKey);
    if (reply) return reply;
  }
  if (error instanceof CreditShort) {
    const row = await selectCreditFigures(db, error.bettor.id);
    // The credit left as the account screens and GetBettingContext show it (DOMAIN 3).
    const { creditLeft } = creditFigures({
      roleId: error.bettor.roleId,
      creditLimit: row.credit_limit === null ? null : Number(row.credit_limit),
      balance: Number(row.balance),
      outstanding: Number(row.outstanding),
      downlineLimits: 0,
    });
    throw new BusinessError(
      // Amounts as every screen shows them: thousands separators, 2 decimals.
      BettingMessages.insufficientCredit(formatCents(creditLeft), formatCents(error.net)),
    );
  }
  throw error;
}

/**
 * Runs an order first as separate statements on one connection with no transaction, then as
 * nextRun says (reading the queue; in a transaction locking the usage rows), at most MAX_RUNS
 * times; a failure is answered by answerFailedOrder.
 */
export async function runOrder(
  db: Db,
  actorId: number,
  orderKey: string,
  run: PipelineRun,
): Promise<PlaceOrderReply> {
  try {
    let mode: PipelineMode = { lock: false, readQueue: false };
    for (let runs = 1; ; runs++) {
      try {
        orderRunCounts[mode.lock ? 'locked' : 'unlocked']++;
        return mode.lock
          ? await inTransaction(db, (trx) => run(trx, mode))
          : // One connection for the order's statements (no transaction: each commits on its own).
            await db.connection().execute((conn) => run(conn, mode));
      } catch (error) {
        const next = runs < MAX_RUNS ? nextRun(mode, error) : null;
        if (!next) throw error;
        mode = next;
      }
    }
  } catch (error) {
    return answerFailedOrder(db, actorId, orderKey, error);
  }
}

/**
 * Runs an order inside the caller's transaction under a savepoint, with the usage rows locked: a
 * refusal leaves the caller's transaction as it was; a changed queue runs it again (at most
 * MAX_RUNS times); a failure is answered by answerFailedOrder.
 */
export async function runOrderInTrx(
  trx: Trx,
  actorId: number,
  orderKey: string,
  run: PipelineRun,
): Promise<PlaceOrderReply> {
  const mode = { lock: true, readQueue: true };
  for (let runs = 1; ; runs++) {
    await openOrderSavepoint(trx);
    try {
      const reply = await run(trx, mode);
      await releaseOrderSavepoint(trx);
      return reply;
    } catch (error) {
      await rollbackToOrderSavepoint(trx);
      if (hasErrorCode(error, QUEUE_CHANGED) && runs < MAX_RUNS) continue;
      return answerFailedOrder(trx, actorId, orderKey, error);
    }
  }
}
