import type { Cents } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import type { Trx } from '../../db/retry';

export interface Change {
  initial: Cents;
  final: Cents;
}

const toChange = (row: { initial: string; final: string } | undefined): Change | null =>
  row ? { initial: Number(row.initial), final: Number(row.final) } : null;

/** Postpaid: one UPDATE moves the balance and returns before and after (no lost update under any concurrency). */
export async function moveBalance(trx: Trx, userId: number, delta: Cents): Promise<Change | null> {
  const result = await sql<{ initial: string; final: string }>`
    UPDATE users SET balance = balance + ${delta}::bigint, updated_at = now()
    WHERE id = ${userId}::bigint
    RETURNING (balance - ${delta}::bigint)::text AS initial, balance::text AS final`.execute(trx);
  return toChange(result.rows[0]);
}

/**
 * Prepaid: one conditional UPDATE moves the credit limit (the deposit). A withdrawal may not take
 * the limit below 0, a bettor's credit left below 0, or an agent's limit below what it handed
 * down; a deposit may not take the direct downlines' limits above the upline's limit (the caller
 * locks the upline row first so sibling deposits queue). null when refused.
 */
export async function moveCreditLimit(
  trx: Trx,
  userId: number,
  delta: Cents,
  isBettor: boolean,
): Promise<Change | null> {
  const handedDown = sql`(SELECT coalesce(sum(c.credit_limit), 0) FROM users c WHERE c.upline_id = u.id AND c.main_account_id IS NULL)`;
  const withdrawalRule = isBettor
    ? sql`u.credit_limit + ${delta}::bigint - u.outstanding + u.balance >= 0`
    : sql`u.credit_limit + ${delta}::bigint >= ${handedDown}`;
  const uplineLimit = sql`(SELECT up.credit_limit FROM users up WHERE up.id = u.upline_id)`;
  const siblings = sql`(SELECT coalesce(sum(c.credit_limit), 0) FROM users c WHERE c.upline_id = u.upline_id AND c.main_account_id IS NULL)`;
  const depositRule = sql`(u.upline_id IS NULL OR ${uplineLimit} IS NULL OR ${siblings} + ${delta}::bigint <= ${uplineLimit})`;
  const result = await sql<{ initial: string; final: string }>`
    UPDATE users u SET credit_limit = u.credit_limit + ${delta}::bigint, updated_at = now()
    WHERE u.id = ${userId}::bigint
      AND u.credit_limit IS NOT NULL
      AND u.credit_limit + ${delta}::bigint >= 0
      AND ${delta < 0 ? withdrawalRule : depositRule}
    RETURNING (u.credit_limit - ${delta}::bigint)::text AS initial, u.credit_limit::text AS final`.execute(
    trx,
  );
  return toChange(result.rows[0]);
}

/** Locks a row of users for the rest of the transaction. */
export async function lockUser(trx: Trx, userId: number): Promise<void> {
  await sql`SELECT id FROM users WHERE id = ${userId}::bigint FOR UPDATE`.execute(trx);
}
