import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AreaDeps } from '../areaDeps';

/**
 * A background job: scheduled (everyMs) and/or run by hand from the admin tool. `run` returns a
 * one-line summary for the job_runs row; a throw marks the run failed.
 */
export interface JobDefinition {
  name: string;
  /** i18n-neutral label shown in the admin tool. */
  label: string;
  /** Run on this period by the scheduler; absent = only by hand. */
  everyMs?: number;
  run(deps: AreaDeps): Promise<string>;
}

export type JobOutcome =
  | { status: 'done'; message: string; runId: number }
  | { status: 'failed'; message: string; runId: number }
  | { status: 'busy'; message: string };

export const JOB_LEASE_MS = 10 * 60_000;
/** This process's name in job_leases. */
export const PROCESS_HOLDER = `${process.pid}-${randomUUID().slice(0, 8)}`;

/**
 * Every background job of the server, by name, in the order registered. The areas export their
 * jobs from their index and app.ts registers them: the scheduler runs those with everyMs, the admin
 * tool lists all of them. Registering a name again replaces the definition in place.
 */
const registry = new Map<string, JobDefinition>();

export function registerJobs(jobs: readonly JobDefinition[]): void {
  for (const job of jobs) registry.set(job.name, job);
}

/** The registered jobs, in registration order. */
export function registeredJobs(): JobDefinition[] {
  return [...registry.values()];
}

export function findJob(name: string): JobDefinition | undefined {
  return registry.get(name);
}

/**
 * Takes the job's lease (one server instance at a time: a row in job_leases that is free, expired
 * or already ours), in one conditional upsert. True when this holder has it.
 */
export async function takeLease(
  deps: AreaDeps,
  job: string,
  holder: string,
  ttlMs = JOB_LEASE_MS,
): Promise<boolean> {
  const result = await sql<{ job: string }>`
    INSERT INTO job_leases (job, holder, expires_at)
    VALUES (${job}, ${holder}, now() + ${`${ttlMs} milliseconds`}::interval)
    ON CONFLICT (job) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
      WHERE job_leases.expires_at < now() OR job_leases.holder = EXCLUDED.holder
    RETURNING job`.execute(deps.db);
  return result.rows.length === 1;
}

export async function releaseLease(deps: AreaDeps, job: string, holder: string): Promise<void> {
  await deps.db.deleteFrom('job_leases').where('job', '=', job).where('holder', '=', holder).execute();
}

/** Runs a job under its lease with a job_runs row (running, then done or failed). */
export async function runJob(
  deps: AreaDeps,
  job: JobDefinition,
  opts: { startedBy: number | null; holder?: string } = { startedBy: null },
): Promise<JobOutcome> {
  const holder = opts.holder ?? PROCESS_HOLDER;
  if (!(await takeLease(deps, job.name, holder))) {
    return { status: 'busy', message: `${job.label} is already running.` };
  }
  const row = await deps.db
    .insertInto('job_runs')
    .values({ job: job.name, started_by: opts.startedBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  const runId = Number(row.id);
  try {
    await deps.clock.refresh();
    const message = await job.run(deps);
    await finishRun(deps, runId, 'done', message);
    return { status: 'done', message, runId };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await finishRun(deps, runId, 'failed', message);
    return { status: 'failed', message, runId };
  } finally {
    await releaseLease(deps, job.name, holder);
  }
}

async function finishRun(deps: AreaDeps, runId: number, status: 'done' | 'failed', message: string) {
  await deps.db
    .updateTable('job_runs')
    .set({ status, message: message.slice(0, 2000), finished_at: new Date() })
    .where('id', '=', String(runId))
    .execute();
}

export interface Scheduler {
  stop(): void;
}

/** Runs every scheduled job on its period (checked every tickMs); started by main, never in tests. */
export function startScheduler(
  deps: AreaDeps,
  onError: (job: string, error: unknown) => void,
  tickMs = 15_000,
): Scheduler {
  const lastRun = new Map<string, number>();
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      for (const job of registeredJobs()) {
        if (!job.everyMs) continue;
        const last = lastRun.get(job.name) ?? 0;
        if (Date.now() - last < job.everyMs) continue;
        lastRun.set(job.name, Date.now());
        try {
          await runJob(deps, job);
        } catch (error) {
          onError(job.name, error);
        }
      }
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), tickMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
