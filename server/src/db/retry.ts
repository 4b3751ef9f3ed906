import type { Transaction } from 'kysely';
import type { Db } from './connection';
import type { Database } from './schema';

const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock detected

export function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE.has(code);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `fn` again (with jittered backoff) when PostgreSQL reports a serialization failure or deadlock. */
export async function withRetry<T>(fn: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      await sleep(Math.random() * 20 * 2 ** attempt);
    }
  }
}

export type Trx = Transaction<Database>;

/** Every change runs in one transaction, retried as a whole on 40001/40P01. */
export function inTransaction<T>(db: Db, fn: (trx: Trx) => Promise<T>): Promise<T> {
  return withRetry(() => db.transaction().execute(fn));
}
