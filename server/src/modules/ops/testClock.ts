import type { TestClockState } from '@drawdesk/shared-kernel/contract';
import type { AreaDeps } from '../../areaDeps';
import type { AuthContext } from '../../auth/sessionUser';
import { writeAudit } from '../../db/audit';
import { badRequest } from '../../http/errors';

/** Configuration/SetTestClock: freezes the business clock at an instant, or clears it (null); audited. */
export async function setTestClock(
  { db, clock }: AreaDeps,
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
