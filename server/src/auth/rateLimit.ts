import { sql } from 'kysely';
import type { Db } from '../db/connection';

export type FailureKind = 'login' | 'secondary';

/** Failures allowed in the window before further attempts are refused (per subject, per address). */
export const AUTH_LIMITS: Record<FailureKind, { perSubject: number; perAddress: number }> = {
  login: { perSubject: 5, perAddress: 20 },
  secondary: { perSubject: 5, perAddress: 20 },
};
const WINDOW = sql`interval '15 minutes'`;

// Counted in the database so that several server instances agree.

export async function isRateLimited(
  db: Db,
  kind: FailureKind,
  subject: string,
  ip: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('auth_failures')
    .select([
      sql<number>`count(*) FILTER (WHERE subject = ${subject})::int`.as('bySubject'),
      sql<number>`count(*) FILTER (WHERE ip = ${ip})::int`.as('byAddress'),
    ])
    .where('kind', '=', kind)
    .where('at', '>', sql<Date>`now() - ${WINDOW}`)
    .where((eb) => eb.or([eb('subject', '=', subject), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  const limit = AUTH_LIMITS[kind];
  return row.bySubject >= limit.perSubject || row.byAddress >= limit.perAddress;
}

export async function recordFailure(db: Db, kind: FailureKind, subject: string, ip: string): Promise<void> {
  await db.insertInto('auth_failures').values({ kind, subject, ip }).execute();
  await db
    .deleteFrom('auth_failures')
    .where('at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}

/** A success forgives the subject's failures (not the address's). */
export async function clearFailures(db: Db, kind: FailureKind, subject: string): Promise<void> {
  await db.deleteFrom('auth_failures').where('kind', '=', kind).where('subject', '=', subject).execute();
}
