import { startAttempt, type Attempt } from '../../../auth/rateLimit';
import type { Db } from '../../../db/connection';
import { tooManyAttempts } from '../../../http/errors';

/**
 * Starts a password check under the failed-login rules (auth/rateLimit.ts), or refuses it with a 429
 * that says when it may be tried again (Retry-After).
 */
export async function beginPasswordCheck(db: Db, attempt: Attempt): Promise<void> {
  const start = await startAttempt(db, attempt);
  if (!start.allowed) throw tooManyAttempts({ retryAt: start.retryAt, now: attempt.now });
}
