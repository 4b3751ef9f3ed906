import { sql } from 'kysely';
import type { Trx } from '../../../db/retry';
import type { PlaceOrderReply } from '../types';
import type { Executor } from './orderStatements';

// Reads and transaction control around a failed or repeated order (order/write.ts decides).

/** The stored reply of an earlier order with this key from this login, if any. */
export async function selectStoredReply(
  db: Executor,
  actorId: number,
  orderKey: string,
): Promise<PlaceOrderReply | undefined> {
  const row = await db
    .selectFrom('tickets')
    .select('reply')
    .where('actor_id', '=', String(actorId))
    .where('order_key', '=', orderKey)
    .executeTakeFirst();
  return row ? (row.reply as PlaceOrderReply) : undefined;
}

/** A bettor's credit limit, outstanding and balance (it must exist). */
export async function selectCreditFigures(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .select(['credit_limit', 'outstanding', 'balance'])
    .where('id', '=', String(userId))
    .executeTakeFirstOrThrow();
}

/** Opens the savepoint an order runs under inside the caller's transaction. */
export async function openOrderSavepoint(trx: Trx): Promise<void> {
  await sql`SAVEPOINT place_order`.execute(trx);
}

export async function releaseOrderSavepoint(trx: Trx): Promise<void> {
  await sql`RELEASE SAVEPOINT place_order`.execute(trx);
}

/** Undoes what the order wrote since its savepoint. */
export async function rollbackToOrderSavepoint(trx: Trx): Promise<void> {
  await sql`ROLLBACK TO SAVEPOINT place_order`.execute(trx);
}
