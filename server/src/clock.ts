import type { Db } from './db/connection';

const TEST_CLOCK_KEY = 'testClock';

/**
 * The one business clock every rule reads. Outside production a test clock can freeze it at an
 * instant (API.md); the setting lives in app_settings so several instances agree, and `refresh`
 * (run at the start of every API request and job) picks it up.
 */
export interface Clock {
  now(): Date;
  readonly testClockAllowed: boolean;
  isTestClockSet(): boolean;
  refresh(): Promise<void>;
  setTestClock(at: Date | null): Promise<void>;
}

export function createClock(db: Db, testClockAllowed: boolean): Clock {
  let frozenAt: Date | null = null;

  return {
    testClockAllowed,
    now: () => (frozenAt ? new Date(frozenAt.getTime()) : new Date()),
    isTestClockSet: () => frozenAt !== null,
    async refresh() {
      if (!testClockAllowed) return;
      const row = await db
        .selectFrom('app_settings')
        .select('value')
        .where('key', '=', TEST_CLOCK_KEY)
        .executeTakeFirst();
      frozenAt = parseSetting(row?.value);
    },
    async setTestClock(at) {
      if (!testClockAllowed) throw new Error('The test clock is not allowed here');
      if (at === null) {
        await db.deleteFrom('app_settings').where('key', '=', TEST_CLOCK_KEY).execute();
      } else {
        const value = JSON.stringify({ now: at.toISOString() });
        await db
          .insertInto('app_settings')
          .values({ key: TEST_CLOCK_KEY, value })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: new Date() }))
          .execute();
      }
      frozenAt = at;
    },
  };
}

function parseSetting(value: unknown): Date | null {
  if (typeof value !== 'object' || value === null || !('now' in value) || typeof value.now !== 'string')
    return null;
  const at = new Date(value.now);
  return Number.isNaN(at.getTime()) ? null : at;
}
