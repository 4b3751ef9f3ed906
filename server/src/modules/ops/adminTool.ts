import type {
  GetJobRunsQuery,
  JobOutcomeData,
  JobRun,
  MaintenanceJob,
} from '@drawdesk/shared-kernel/contract';
import type { AuthContext } from '../../auth/sessionUser';
import { BusinessError } from '../../http/errors';
import type { AreaDeps } from '../../areaDeps';
import type { Page } from '../../http/pagedCalls';
import { findJob, registeredJobs, runJob } from '../../jobs/scheduler';
import {
  countJobRuns,
  selectJobRunsPage,
  selectJobsHoldingLease,
  selectLastRunOfJobs,
  type JobRunRow,
} from './queries';

const toRun = (r: JobRunRow): JobRun => ({
  id: Number(r.id),
  job: r.job,
  status: r.status,
  message: r.message,
  startedBy: r.started_by === null ? null : Number(r.started_by),
  startedByUsername: r.username,
  startedAt: new Date(r.started_at).toISOString(),
  finishedAt: r.finished_at === null ? null : new Date(r.finished_at).toISOString(),
});

/** Configuration/GetMaintenanceJobs: every registered job, whether it runs now, and its last run. */
export async function getMaintenanceJobs(deps: AreaDeps): Promise<MaintenanceJob[]> {
  const names = registeredJobs().map((j) => j.name);
  if (names.length === 0) return [];
  const last = await selectLastRunOfJobs(deps.db, names);
  const running = new Set(await selectJobsHoldingLease(deps.db, names));
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

/** Configuration/GetJobRuns: newest first, paged, optionally one job's, narrowed by the table search. */
export async function getJobRuns(deps: AreaDeps, query: GetJobRunsQuery): Promise<Page<JobRun>> {
  const filter = { job: query.job?.trim(), search: query.search };
  const totalCount = await countJobRuns(deps.db, filter);
  const page = await selectJobRunsPage(deps.db, filter, {
    startCount: query.StartCount,
    pageSize: query.PageSize,
  });
  return { totalCount, rows: page.map(toRun) };
}
