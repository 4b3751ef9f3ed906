/**
 * What the race tests share: a database of their own on PostgreSQL with the demo tree, the test clock
 * at NOW and the test draws; the session of an account; attempts spread over concurrent clients.
 * PGlite has one connection and serializes transactions, so no race can happen there: these tests
 * run on PostgreSQL only (DATABASE_URL, as CI does).
 */
import { toSessionUser, type AuthContext } from '../src/auth/sessionUser';
import { createClock, type Clock } from '../src/clock';
import type { Db } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { seedOnStart } from '../src/seed/seed';
import { insertDraws, NOW } from './betting-fixtures';
import { freshDatabase } from './harness';

export const onPostgres = !!process.env.DATABASE_URL;
export const describePg = onPostgres ? describe : describe.skip;

export interface RaceDatabase {
  db: Db;
  clock: Clock;
  dispose(): Promise<void>;
}

/** A database with `poolSize` connections, migrated, the demo tree, the clock at NOW, the test draws. */
export async function openRaceDatabase(poolSize: number): Promise<RaceDatabase> {
  const { handle, dispose } = await freshDatabase({ poolSize });
  const db = handle.db;
  await migrateToLatest(db);
  // Seeded at the test clock, whatever today is: the demo results fall on the draws before NOW,
  // and the draws the races bet on (NOW's and later) stay open.
  await seedOnStart(db, { embedded: true, seed: 'demo', adminPassword: null, now: NOW });
  const clock = createClock(db, true);
  await clock.setTestClock(NOW);
  await insertDraws(db);
  return { db, clock, dispose };
}

/** The session an account's calls run with (its main account as the principal for a sub-account). */
export async function authOf(db: Db, userId: number, sessionTag: string): Promise<AuthContext> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', String(userId))
    .executeTakeFirstOrThrow();
  const user = toSessionUser(row);
  return { sessionId: `${sessionTag}-${userId}`, user, principalId: user.mainAccountId ?? user.id };
}

/** Runs `total` attempts over `clients` concurrent workers; each attempt gets its index. */
export async function race(
  clients: number,
  total: number,
  attempt: (i: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = next++; i < total; i = next++) await attempt(i);
    }),
  );
}
