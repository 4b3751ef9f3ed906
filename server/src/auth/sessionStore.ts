import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { sessionIdOf } from './tokens';
import { toSessionUser, type AuthContext } from './sessionUser';

export const SESSION_ABSOLUTE_SECONDS = 5 * 24 * 60 * 60;
const IDLE = sql`interval '2 hours'`;
const TOUCH_AFTER = sql`interval '1 minute'`;

// Session times use the database's clock, not the business clock: a test clock set in the past
// or future must not log everyone out, and several instances then agree on expiry.

export async function createSession(
  db: Db,
  token: string,
  userId: number,
  meta: { ip: string; userAgent: string | undefined },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: sessionIdOf(token),
      user_id: userId,
      expires_at: sql<Date>`now() + make_interval(secs => ${SESSION_ABSOLUTE_SECONDS})`,
      ip: meta.ip,
      user_agent: meta.userAgent?.slice(0, 512) ?? null,
    })
    .execute();
}

/** The session of a token if it is neither expired nor idle too long, and its user may log in. */
export async function findSession(db: Db, token: string): Promise<AuthContext | null> {
  const sessionId = sessionIdOf(token);
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    // A sub-account's access is cut to its main account's (toSessionUser): read it in the same query.
    .leftJoin('users as m', 'm.id', 'u.main_account_id')
    .selectAll('u')
    .select('m.access_string as main_access_string')
    .select(sql<boolean>`s.last_seen_at < now() - ${TOUCH_AFTER}`.as('stale'))
    .where('s.id', '=', sessionId)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('s.last_seen_at', '>', sql<Date>`now() - ${IDLE}`)
    .where('u.status', '<>', 'inactive')
    .executeTakeFirst();
  if (!row) return null;
  if (row.stale) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now()` })
      .where('id', '=', sessionId)
      .execute();
  }
  // A sub-account whose main account is gone has no access at all.
  const mainAccess = row.main_account_id === null ? null : (row.main_access_string ?? '');
  const user = toSessionUser(row, mainAccess);
  return { sessionId, user, principalId: user.mainAccountId ?? user.id };
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function deleteOtherSessions(db: Db, userId: number, keepSessionId: string): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', String(userId))
    .where('id', '<>', keepSessionId)
    .execute();
}

/** Old rows go when new ones come, so the table never needs a job. */
export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([eb('expires_at', '<', sql<Date>`now()`), eb('last_seen_at', '<', sql<Date>`now() - ${IDLE}`)]),
    )
    .execute();
}
