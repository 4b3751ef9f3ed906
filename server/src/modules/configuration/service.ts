import type { TestClockState } from '@drawdesk/shared-kernel/contract';
import { clearFailures, isRateLimited, recordFailure } from '../../auth/rateLimit';
import { verifyPassword } from '../../auth/passwords';
import type { AuthContext } from '../../auth/sessionUser';
import type { Clock } from '../../clock';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/connection';
import { BusinessError, badRequest, tooManyAttempts } from '../../http/errors';
import { findUserById } from '../account/queries';

export interface ConfigurationDeps {
  db: Db;
  clock: Clock;
}

/** Checks the caller's secondary password (SPEC 2.7); wrong guesses are rate limited like logins. */
export async function verifySecondaryPassword(
  { db }: ConfigurationDeps,
  ctx: AuthContext,
  password: string,
  ip: string,
): Promise<void> {
  const subject = String(ctx.user.id);
  if (await isRateLimited(db, 'secondary', subject, ip)) throw tooManyAttempts();
  const row = await findUserById(db, ctx.user.id);
  if (!row?.secondary_password_hash)
    throw new BusinessError('No secondary password is set for this account.');
  if (!(await verifyPassword(row.secondary_password_hash, password))) {
    await recordFailure(db, 'secondary', subject, ip);
    throw new BusinessError('Invalid secondary password.');
  }
  await clearFailures(db, 'secondary', subject);
}

export async function setTestClock(
  { db, clock }: ConfigurationDeps,
  ctx: AuthContext,
  now: string | null,
): Promise<TestClockState> {
  const at = now === null ? null : new Date(now);
  if (at && Number.isNaN(at.getTime())) throw badRequest('Invalid input: now must be an ISO 8601 timestamp');
  const before = clock.isTestClockSet() ? clock.now().toISOString() : null;
  await clock.setTestClock(at);
  await writeAudit(db, {
    actorId: ctx.user.id,
    action: 'configuration.setTestClock',
    entity: 'app_settings',
    entityId: 'testClock',
    before: { now: before },
    after: { now: at?.toISOString() ?? null },
  });
  return { now: clock.now().toISOString(), testClock: clock.isTestClockSet() };
}
