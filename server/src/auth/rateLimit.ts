import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connection';
import type { Trx } from '../db/retry';

/**
 * Wrong guesses of a password slow further guesses down (docs/accounts-rules.md, "Failed logins").
 * Failures are counted in the database so that several server instances agree.
 *
 * - 'login': the login password, whether guessed through Login or ChangePassword's old password;
 *   the subject is the lower-cased username (see loginSubject).
 * - 'secondary': the secondary password; the subject is the user id (see secondarySubject).
 */
export type FailureKind = 'login' | 'secondary';

/** What failures are grouped by: the subject at one address, the subject anywhere, the address. */
export type FailureScope = 'pair' | 'subject' | 'address';

export interface BackoffRule {
  scope: FailureScope;
  /** Failures in the window answered at once. */
  free: number;
  /** Wait after the `free`-th failure; each further failure doubles it, up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Only failures this recent count. */
  windowMs: number;
  /** The rule does not apply to a subject at an address it succeeded from in the last KNOWN_ADDRESS_MS. */
  spareKnownAddress: boolean;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long a successful check keeps its address known for the subject. */
export const KNOWN_ADDRESS_MS = 30 * DAY;
/** Failures older than this are deleted (no rule looks further back). */
export const FAILURE_RETENTION_MS = DAY;

/** The rules of each kind; the reasons for these numbers are in docs/accounts-rules.md. */
export const AUTH_RULES: Record<FailureKind, readonly BackoffRule[]> = {
  login: [
    {
      scope: 'pair',
      free: 5,
      firstDelayMs: 30 * SECOND,
      maxDelayMs: 15 * MINUTE,
      windowMs: DAY,
      spareKnownAddress: false,
    },
    {
      scope: 'subject',
      free: 20,
      firstDelayMs: MINUTE,
      maxDelayMs: HOUR,
      windowMs: DAY,
      spareKnownAddress: true,
    },
    {
      scope: 'address',
      free: 50,
      firstDelayMs: 10 * SECOND,
      maxDelayMs: 10 * MINUTE,
      windowMs: HOUR,
      spareKnownAddress: true,
    },
  ],
  // Only a logged-in account can guess its own secondary password, from wherever its session
  // travels: its failures count from every address together.
  secondary: [
    {
      scope: 'subject',
      free: 5,
      firstDelayMs: 30 * SECOND,
      maxDelayMs: 15 * MINUTE,
      windowMs: DAY,
      spareKnownAddress: false,
    },
  ],
};

export const loginSubject = (username: string): string => username.trim().toLowerCase();
export const secondarySubject = (userId: number): string => String(userId);

/** One password check: which secret, whose, from where, when (the server clock). */
export interface Attempt {
  kind: FailureKind;
  subject: string;
  ip: string;
  now: Date;
}

/** The wait a rule imposes after `failures` failures in its window (0: none). */
export function delayAfter(rule: BackoffRule, failures: number): number {
  if (failures < rule.free) return 0;
  const doublings = Math.min(failures - rule.free, 30);
  return Math.min(rule.firstDelayMs * 2 ** doublings, rule.maxDelayMs);
}

export interface ScopeFailures {
  count: number;
  last: Date | null;
}

/** The first instant a rule lets the next attempt be checked, given its scope's failures. */
export function ruleAllowsAt(rule: BackoffRule, failures: ScopeFailures): Date | null {
  const delay = delayAfter(rule, failures.count);
  if (delay === 0 || failures.last === null) return null;
  return new Date(failures.last.getTime() + delay);
}

/** Failures of each rule's scope in its window; and whether the address is known for the subject. */
async function readFailures(
  db: Db | Trx,
  attempt: Attempt,
  rules: readonly BackoffRule[],
  ownId: string,
): Promise<{ scopes: ScopeFailures[]; known: boolean }> {
  const { kind, subject, ip, now } = attempt;
  const inScope: Record<FailureScope, RawBuilder<boolean>> = {
    pair: sql<boolean>`subject = ${subject} AND ip = ${ip}`,
    subject: sql<boolean>`subject = ${subject}`,
    address: sql<boolean>`ip = ${ip}`,
  };
  const columns = rules.flatMap((rule, i) => {
    const since = new Date(now.getTime() - rule.windowMs);
    const filter = sql`${inScope[rule.scope]} AND at > ${since} AND at <= ${now}`;
    return [
      sql<number>`count(*) FILTER (WHERE ${filter})::int`.as(`n${i}`),
      sql<Date | null>`max(at) FILTER (WHERE ${filter})`.as(`last${i}`),
    ];
  });
  const row = (await db
    .selectFrom('auth_failures')
    .select(columns)
    .where('kind', '=', kind)
    .where('id', '<', ownId)
    .where((eb) => eb.or([eb('subject', '=', subject), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow()) as Record<string, number | Date | string | null>;
  const scopes = rules.map((_rule, i) => {
    const last = row[`last${i}`];
    return {
      count: Number(row[`n${i}`] ?? 0),
      last: last === null || last === undefined ? null : new Date(last),
    };
  });
  const known = rules.some((r) => r.spareKnownAddress)
    ? (await db
        .selectFrom('auth_known_addresses')
        .select('ip')
        .where('kind', '=', kind)
        .where('subject', '=', subject)
        .where('ip', '=', ip)
        .where('last_success_at', '>', new Date(now.getTime() - KNOWN_ADDRESS_MS))
        .executeTakeFirst()) !== undefined
    : false;
  return { scopes, known };
}

/** When the next attempt may be checked given the failures before row `ownId`: null for now. */
async function retryAt(db: Db | Trx, attempt: Attempt, ownId: string): Promise<Date | null> {
  const rules = AUTH_RULES[attempt.kind];
  const { scopes, known } = await readFailures(db, attempt, rules, ownId);
  let latest: Date | null = null;
  rules.forEach((rule, i) => {
    if (rule.spareKnownAddress && known) return;
    const at = ruleAllowsAt(rule, scopes[i]!);
    if (at && at > attempt.now && (!latest || at > latest)) latest = at;
  });
  return latest;
}

/** Whether a password check may go ahead now, and if not, from when it may. */
export type AttemptStart = { allowed: true } | { allowed: false; retryAt: Date };

/**
 * Starts a password check; refused when the rules refuse it now (the strictest rule that applies
 * decides, and says from when it may be tried again), and then it checks no password and does not
 * count. An allowed check counts as a failure from its start until recordSuccess, so guesses sent
 * in parallel see each other.
 */
export async function startAttempt(db: Db, attempt: Attempt): Promise<AttemptStart> {
  const { kind, subject, ip, now } = attempt;
  // The attempts of one subject, and of one address, take their turn: an attempt's row is committed
  // before the next one counts, so no guess sent in parallel is missed (ids are taken before their
  // rows are visible). Subject first, then address: every attempt locks in that order.
  const start = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`auth subject ${subject}`}))`.execute(trx);
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`auth address ${ip}`}))`.execute(trx);
    const { id } = await trx
      .insertInto('auth_failures')
      .values({ kind, subject, ip, at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refusedUntil = await retryAt(trx, attempt, id);
    if (refusedUntil) {
      await trx.deleteFrom('auth_failures').where('id', '=', id).execute();
      return { allowed: false, retryAt: refusedUntil } as const;
    }
    return { allowed: true } as const;
  });
  if (start.allowed)
    await db
      .deleteFrom('auth_failures')
      .where('at', '<', new Date(now.getTime() - FAILURE_RETENTION_MS))
      .execute();
  return start;
}

/**
 * A right password forgives the failures of the subject at this address (the owner's own typos),
 * not those from elsewhere, and makes the address known for the subject.
 */
export async function recordSuccess(db: Db | Trx, attempt: Attempt): Promise<void> {
  const { kind, subject, ip, now } = attempt;
  await db
    .deleteFrom('auth_failures')
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .where('ip', '=', ip)
    .execute();
  if (!AUTH_RULES[kind].some((r) => r.spareKnownAddress)) return;
  await db
    .insertInto('auth_known_addresses')
    .values({ kind, subject, ip, last_success_at: now })
    .onConflict((oc) => oc.columns(['kind', 'subject', 'ip']).doUpdateSet({ last_success_at: now }))
    .execute();
  await db
    .deleteFrom('auth_known_addresses')
    .where('last_success_at', '<', new Date(now.getTime() - KNOWN_ADDRESS_MS))
    .execute();
}

/** Forgets every failure of an account (its login and secondary passwords); how many went. */
export async function clearAccountFailures(
  db: Db | Trx,
  account: { userId: number; username: string },
): Promise<number> {
  const result = await db
    .deleteFrom('auth_failures')
    .where((eb) =>
      eb.or([
        eb.and([eb('kind', '=', 'login'), eb('subject', '=', loginSubject(account.username))]),
        eb.and([eb('kind', '=', 'secondary'), eb('subject', '=', secondarySubject(account.userId))]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
