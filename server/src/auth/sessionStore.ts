import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { prepared } from '../db/namedStatements';
import { sessionIdOf } from './tokens';
import { SESSION_USER_COLUMNS, toSessionUser, type AuthContext } from './sessionUser';

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

/**
 * A live session (aliases s: sessions, u: its user, m: the user's main account): neither expired
 * nor idle too long, and its user may log in.
 */
const LIVE = sql<boolean>`s.expires_at > now() AND s.last_seen_at > now() - ${IDLE} AND u.status <> 'inactive'`;

/**
 * Everything an AuthContext is built from (the user's SESSION_USER_COLUMNS and the main account's
 * access string) as one hash: an AuthContext kept in memory is still right while this is unchanged.
 */
const STAMP = sql<string>`md5(row(${sql.join(
  SESSION_USER_COLUMNS.map((c) => sql.ref(`u.${c}`)),
)}, m.access_string)::text)`;

/** A session found by its token, with the stamp of what its AuthContext was built from. */
export interface StampedSession {
  auth: AuthContext;
  stamp: string;
}

/** The session of a token if it is neither expired nor idle too long, and its user may log in. */
export async function findSession(db: Db, token: string): Promise<StampedSession | null> {
  const sessionId = sessionIdOf(token);
  const query = db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    // A sub-account's access is cut to its main account's (toSessionUser): read it in the same query.
    .leftJoin('users as m', 'm.id', 'u.main_account_id')
    .selectAll('u')
    .select('m.access_string as main_access_string')
    .select(sql<boolean>`s.last_seen_at < now() - ${TOUCH_AFTER}`.as('stale'))
    .select(STAMP.as('stamp'))
    .where('s.id', '=', sessionId)
    .where(LIVE)
    .compile();
  // Every API call without a kept session runs this: prepared once per connection.
  const [row] = (await db.executeQuery(prepared('find_session', query))).rows;
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
  return { auth: { sessionId, user, principalId: user.mainAccountId ?? user.id }, stamp: row.stamp };
}

/** A kept session failed its check (sessionStillSql): nothing was done; load it again. */
export class SessionChanged extends Error {
  constructor() {
    super('The session changed since it was kept.');
  }
}

/**
 * True (as SQL) when session `sessionId` is still live and its stamp is still `stamp`, or when no
 * session is named (null): a statement that acts on a kept AuthContext checks it by this in its own
 * snapshot, so a logout, a password change, a suspension or an access change made by any server
 * instance applies to it at once (docs/betting-rules.md "Order pipeline").
 */
export const sessionStillSql = (sessionId: string | null, stamp: string | null) => sql<boolean>`(
  ${sessionId}::text IS NULL OR EXISTS (SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id
    LEFT JOIN users m ON m.id = u.main_account_id
    WHERE s.id = ${sessionId}::text AND ${LIVE} AND ${STAMP} = ${stamp}::text))`;

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

/**
 * Deletes the sessions past their absolute or idle expiry; how many went. Run by the hourly purge
 * job, not by a login (which would wait for it): findSession refuses such a session anyway.
 */
export async function deleteExpiredSessions(db: Db): Promise<number> {
  const deleted = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([eb('expires_at', '<', sql<Date>`now()`), eb('last_seen_at', '<', sql<Date>`now() - ${IDLE}`)]),
    )
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
