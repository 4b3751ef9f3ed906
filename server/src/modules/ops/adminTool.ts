import type {
  GetJobRunsQuery,
  JobOutcomeData,
  JobRun,
  MaintenanceJob,
} from '@drawdesk/shared-kernel/contract';
import { sql } from 'kysely';
import type { AuthContext } from '../../auth/sessionUser';
import { BusinessError } from '../../http/errors';
import type { AreaDeps } from '../../areaDeps';
import type { Page } from '../../http/pagedCalls';
import { findJob, registeredJobs, runJob } from '../../jobs/scheduler';

type RunRow = {
  id: string;
  job: string;
  status: 'running' | 'done' | 'failed';
  message: string;
  started_by: string | null;
  username: string | null;
  started_at: Date | string;
  finished_at: Date | string | null;
};

const toRun = (r: RunRow): JobRun => ({
  id: Number(r.id),
  job: r.job,
  status: r.status,
  message: r.message,
  startedBy: r.started_by === null ? null : Number(r.started_by),
  startedByUsername: r.username,
  startedAt: new Date(r.started_at).toISOString(),
  finishedAt: r.finished_at === null ? null : new Date(r.finished_at).toISOString(),
});

const runsQuery = ({ db }: AreaDeps) =>
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

/** Configuration/GetMaintenanceJobs: every registered job, whether it runs now, and its last run. */
export async function getMaintenanceJobs(deps: AreaDeps): Promise<MaintenanceJob[]> {
  const names = registeredJobs().map((j) => j.name);
  if (names.length === 0) return [];
  const last = await runsQuery(deps)
    .distinctOn('j.job')
    .where('j.job', 'in', names)
    .orderBy('j.job')
    .orderBy('j.started_at', 'desc')
    .orderBy('j.id', 'desc')
    .execute();
  const leases = await deps.db
    .selectFrom('job_leases')
    .select('job')
    .where('job', 'in', names)
    .where('expires_at', '>', sql<Date>`now()`)
    .execute();
  const running = new Set(leases.map((l) => l.job));
  const lastByJob = new Map(last.map((r) => [r.job, toRun(r)]));
  return registeredJobs().map((j) => ({
    name: j.name,
    label: j.label,
    everyMs: j.everyMs ?? null,
    running: running.has(j.name),
    lastRun: lastByJob.get(j.name) ?? null,
  }));
}

/** Configuration/RunMaintenanceJob: runs now under the job's lease ('busy' if another run holds it). */
export async function runMaintenanceJob(
  deps: AreaDeps,
  ctx: AuthContext,
  name: string,
): Promise<JobOutcomeData> {
  const job = findJob(name);
  if (!job) throw new BusinessError(`Unknown job: ${name}.`);
  const outcome = await runJob(deps, job, { startedBy: ctx.user.id });
  return {
    status: outcome.status,
    message: outcome.message,
    runId: 'runId' in outcome ? outcome.runId : null,
  };
}

/** Configuration/GetJobRuns: newest first, paged, optionally one job's. */
export async function getJobRuns(deps: AreaDeps, query: GetJobRunsQuery): Promise<Page<JobRun>> {
  const job = query.job?.trim();
  let count = deps.db.selectFrom('job_runs');
  if (job) count = count.where('job', '=', job);
  const total = await count.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  let rows = runsQuery(deps);
  if (job) rows = rows.where('j.job', '=', job);
  const page = await rows
    .orderBy('j.started_at', 'desc')
    .orderBy('j.id', 'desc')
    .offset(query.StartCount)
    .limit(query.PageSize)
    .execute();
  return { totalCount: Number(total.n), rows: page.map(toRun) };
}
