import { sql } from 'kysely';
import { writeAudit } from '../../db/audit';
import { inTransaction } from '../../db/retry';
import type { JobDefinition } from './jobs';

/** app_settings key the results area reads: reports refuse to answer while `blocked` is true. */
export const REPORT_BLOCK_KEY = 'reportBlock';

/** Admin tool: lift the report block (SPEC 8 'Result calculation is processing...') by hand. */
export const clearReportBlockJob: JobDefinition = {
  name: 'clear-report-block',
  label: 'Clear the report block',
  async run({ db }) {
    return inTransaction(db, async (trx) => {
      const before = await trx
        .selectFrom('app_settings')
        .select('value')
        .where('key', '=', REPORT_BLOCK_KEY)
        .forUpdate()
        .executeTakeFirst();
      const value = JSON.stringify({ blocked: false });
      await trx
        .insertInto('app_settings')
        .values({ key: REPORT_BLOCK_KEY, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: sql<Date>`now()` }))
        .execute();
      await writeAudit(trx, {
        actorId: null,
        action: 'ops.clearReportBlock',
        entity: 'app_settings',
        entityId: REPORT_BLOCK_KEY,
        before: before?.value ?? null,
        after: { blocked: false },
      });
      const wasBlocked =
        typeof before?.value === 'object' && before.value !== null && 'blocked' in before.value
          ? before.value.blocked === true
          : false;
      return wasBlocked ? 'Report block cleared.' : 'Reports were not blocked; the block is cleared.';
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
    const sessions = await db
      .deleteFrom('sessions')
      .where((eb) =>
        eb.or([
          eb('expires_at', '<', sql<Date>`now()`),
          eb('last_seen_at', '<', sql<Date>`now() - interval '2 hours'`),
        ]),
      )
      .executeTakeFirst();
    const failures = await db
      .deleteFrom('auth_failures')
      .where('at', '<', sql<Date>`now() - interval '1 day'`)
      .executeTakeFirst();
    return `Deleted ${Number(sessions.numDeletedRows)} expired sessions and ${Number(failures.numDeletedRows)} old failed-login records.`;
  },
};
