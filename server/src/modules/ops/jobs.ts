import { writeAudit } from '../../db/audit';
import { inTransaction } from '../../db/retry';
import { isBlocked, REPORT_BLOCK_KEY, writeReportBlock } from '../reports';
import type { JobDefinition } from '../../jobs/scheduler';
import { lockAppSettingValue, purgeExpiredSessions } from './queries';

/** Admin tool: lift the report block (SPEC 8 'Result calculation is processing...') by hand. */
export const clearReportBlockJob: JobDefinition = {
  name: 'clear-report-block',
  label: 'Clear the report block',
  async run({ db }) {
    return inTransaction(db, async (trx) => {
      const before = await lockAppSettingValue(trx, REPORT_BLOCK_KEY);
      await writeReportBlock(trx, false);
      await writeAudit(trx, {
        actorId: null,
        action: 'ops.clearReportBlock',
        entity: 'app_settings',
        entityId: REPORT_BLOCK_KEY,
        before: before ?? null,
        after: { blocked: false },
      });
      return isBlocked(before) ? 'Report block cleared.' : 'Reports were not blocked; the block is cleared.';
    });
  },
};

/**
 * Sessions past their absolute or idle expiry (the rules of auth/sessionStore.ts) and failed-login
 * records older than a day (the rate-limit windows are shorter). Database clock, as sessions use.
 */
export const purgeExpiredSessionsJob: JobDefinition = {
  name: 'purge-expired-sessions',
  label: 'Purge expired sessions',
  everyMs: 60 * 60_000,
  async run({ db }) {
    const deleted = await purgeExpiredSessions(db);
    return `Deleted ${deleted.sessions} expired sessions and ${deleted.failures} old failed-login records.`;
  },
};

/** The ops area's maintenance jobs. */
export const opsJobs: JobDefinition[] = [clearReportBlockJob, purgeExpiredSessionsJob];
