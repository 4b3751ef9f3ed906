import { sql, type RawBuilder } from 'kysely';

/**
 * The ids of demo accounts and of every account under one (users.settings isDemo on any account
 * of its path). Demo bettors' lines are kept apart: out of every report but the demo one, their
 * own rows in the rollups and the exposure aggregate. One definition for every area.
 */
export const DEMO_ACCOUNT_IDS: RawBuilder<{ id: string }> = sql`
  SELECT demo_b.id FROM users demo_b WHERE EXISTS (
    SELECT 1 FROM users demo_a WHERE demo_a.id = ANY (demo_b.path) AND demo_a.settings ->> 'isDemo' = 'true')`;

/** True when the account in `id` is a demo account or sits under one. Uncorrelated: read once per statement. */
export const isDemoAccountSql = (id: RawBuilder<unknown>): RawBuilder<boolean> =>
  sql<boolean>`(${id} IN (${DEMO_ACCOUNT_IDS}))`;
