import { BUSINESS_TIME_ZONE } from '@drawdesk/shared-kernel/domain';
import type { ApiLogFilter } from '@drawdesk/shared-kernel/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { Trx } from '../../db/retry';
import { containsPattern, startsWithPattern } from '../../db/likePatterns';
import { deleteExpiredSessions } from '../../auth/sessionStore';

// The ops area's reads and writes: job runs and leases, API logs, settings rows and the purge of
// expired sessions.

export interface JobRunRow {
  id: string;
  job: string;
  status: 'running' | 'done' | 'failed';
  message: string;
  started_by: string | null;
  username: string | null;
  started_at: Date | string;
  finished_at: Date | string | null;
}

/** Job runs with the username of whoever started them. */
const jobRuns = (db: Db) =>
  db
    .selectFrom('job_runs as j')
    .leftJoin('users as u', 'u.id', 'j.started_by')
    .select([
      'j.id',
      'j.job',
      'j.status',
      'j.message',
      'j.started_by',
      'u.username',
      'j.started_at',
      'j.finished_at',
    ]);

/** The latest run of each of these jobs (jobs never run have none). */
export async function selectLastRunOfJobs(db: Db, names: string[]): Promise<JobRunRow[]> {
  return jobRuns(db)
    .distinctOn('j.job')
    .where('j.job', 'in', names)
    .orderBy('j.job')
    .orderBy('j.started_at', 'desc')
    .orderBy('j.id', 'desc')
    .execute();
}

/** Which of these jobs hold an unexpired lease (database clock), i.e. run now. */
export async function selectJobsHoldingLease(db: Db, names: string[]): Promise<string[]> {
  const leases = await db
    .selectFrom('job_leases')
    .select('job')
    .where('job', 'in', names)
    .where('expires_at', '>', sql<Date>`now()`)
    .execute();
  return leases.map((l) => l.job);
}

/** Which runs a read covers: one job's (when given) and the table search. */
export interface JobRunFilter {
  job?: string | undefined;
  /** The job's name contains it, or the starter's username starts with it (case-insensitive). */
  search?: string | undefined;
}

function filteredJobRuns(db: Db, filter: JobRunFilter) {
  let rows = jobRuns(db);
  if (filter.job) rows = rows.where('j.job', '=', filter.job);
  const search = filter.search?.trim().toLowerCase();
  if (search)
    rows = rows.where(
      sql<boolean>`(lower(j.job) LIKE ${containsPattern(search)} OR lower(u.username) LIKE ${startsWithPattern(search)})`,
    );
  return rows;
}

/** How many runs are stored of the filter. */
export async function countJobRuns(db: Db, filter: JobRunFilter): Promise<number> {
  const total = await filteredJobRuns(db, filter)
    .clearSelect()
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(total.n);
}

/** A page of runs of the filter, newest first. */
export async function selectJobRunsPage(
  db: Db,
  filter: JobRunFilter,
  page: { startCount: number; pageSize: number },
): Promise<JobRunRow[]> {
  return filteredJobRuns(db, filter)
    .orderBy('j.started_at', 'desc')
    .orderBy('j.id', 'desc')
    .offset(page.startCount)
    .limit(page.pageSize)
    .execute();
}

/**
 * API log rows of one direction matching the filter (business dates inclusive, uri substring, method)
 * and the table search (the API user's username starts with it, or the uri contains it).
 */
function filteredApiLogs(db: Db, direction: 'inbound' | 'outbound', filter: ApiLogFilter) {
  let base = db
    .selectFrom('api_logs as l')
    .leftJoin('users as u', 'u.id', 'l.api_user_id')
    .where('l.direction', '=', direction);
  if (filter.fromDate)
    base = base.where(
      sql<boolean>`l.at >= (${filter.fromDate}::date::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})`,
    );
  if (filter.toDate)
    base = base.where(
      sql<boolean>`l.at < ((${filter.toDate}::date + 1)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})`,
    );
  const uri = filter.uri?.trim();
  if (uri) base = base.where(sql<boolean>`strpos(lower(l.uri), lower(${uri})) > 0`);
  if (filter.method) base = base.where('l.method', '=', filter.method);
  const search = filter.search?.trim().toLowerCase();
  if (search)
    base = base.where(
      sql<boolean>`(lower(u.username) LIKE ${startsWithPattern(search)} OR lower(l.uri) LIKE ${containsPattern(search)})`,
    );
  return base;
}

export async function countApiLogs(
  db: Db,
  direction: 'inbound' | 'outbound',
  filter: ApiLogFilter,
): Promise<number> {
  const total = await filteredApiLogs(db, direction, filter)
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(total.n);
}

/** A page of the matching API log rows with the API user's name, newest first. */
export async function selectApiLogsPage(db: Db, direction: 'inbound' | 'outbound', filter: ApiLogFilter) {
  return filteredApiLogs(db, direction, filter)
    .selectAll('l')
    .select('u.username')
    .orderBy('l.at', 'desc')
    .orderBy('l.id', 'desc')
    .offset(filter.StartCount)
    .limit(filter.PageSize)
    .execute();
}

/** An app_settings value, its row locked FOR UPDATE for the rest of the transaction. */
export async function lockAppSettingValue(trx: Trx, key: string): Promise<unknown> {
  const row = await trx
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', key)
    .forUpdate()
    .executeTakeFirst();
  return row?.value;
}

/**
 * Deletes the expired sessions (the rule of auth/sessionStore.ts) and failed-login records older than
 * a day (the rate-limit windows are shorter; database clock, as sessions use); how many of each went.
 */
export async function purgeExpiredSessions(db: Db): Promise<{ sessions: number; failures: number }> {
  const sessions = await deleteExpiredSessions(db);
  const failures = await db
    .deleteFrom('auth_failures')
    .where('at', '<', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirst();
  return { sessions, failures: Number(failures.numDeletedRows) };
}
