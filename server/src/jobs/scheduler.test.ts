import { sql } from 'kysely';
import { freshDatabase, SETUP_TIMEOUT, type FreshDatabase } from '../../test/harness';
import { createClock } from '../clock';
import { migrateToLatest } from '../db/migrate';
import type { AreaDeps } from '../areaDeps';
import { releaseLease, runJob, takeLease, type JobDefinition } from './scheduler';

let fresh: FreshDatabase;
let deps: AreaDeps;

beforeAll(async () => {
  fresh = await freshDatabase();
  await migrateToLatest(fresh.handle.db);
  deps = { db: fresh.handle.db, clock: createClock(fresh.handle.db, false) };
}, SETUP_TIMEOUT);

afterAll(async () => {
  await fresh?.dispose();
});

beforeEach(async () => {
  await deps.db.deleteFrom('job_leases').execute();
  await deps.db.deleteFrom('job_runs').execute();
});

const leaseRow = (job: string) =>
  deps.db.selectFrom('job_leases').selectAll().where('job', '=', job).executeTakeFirst();

describe('takeLease (one conditional upsert)', () => {
  it('gives a free lease to the first holder only', async () => {
    expect(await takeLease(deps, 'j', 'a')).toBe(true);
    expect(await takeLease(deps, 'j', 'b')).toBe(false);
    expect((await leaseRow('j'))?.holder).toBe('a');
  });

  it('lets the holder take its own lease again (renewal)', async () => {
    expect(await takeLease(deps, 'j', 'a', 1000)).toBe(true);
    const first = (await leaseRow('j'))!.expires_at;
    expect(await takeLease(deps, 'j', 'a', 60_000)).toBe(true);
    expect(new Date((await leaseRow('j'))!.expires_at).getTime()).toBeGreaterThan(new Date(first).getTime());
  });

  it('hands an expired lease to another holder', async () => {
    expect(await takeLease(deps, 'j', 'a')).toBe(true);
    await deps.db
      .updateTable('job_leases')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('job', '=', 'j')
      .execute();
    expect(await takeLease(deps, 'j', 'b')).toBe(true);
    expect((await leaseRow('j'))?.holder).toBe('b');
    expect(await takeLease(deps, 'j', 'a')).toBe(false);
  });

  it('keeps leases of different jobs apart', async () => {
    expect(await takeLease(deps, 'j1', 'a')).toBe(true);
    expect(await takeLease(deps, 'j2', 'b')).toBe(true);
  });

  it('grants exactly one of many concurrent takers', async () => {
    const results = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((h) => takeLease(deps, 'race', h)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('releases only the holder’s own lease', async () => {
    await takeLease(deps, 'j', 'a');
    await releaseLease(deps, 'j', 'b');
    expect(await leaseRow('j')).toBeDefined();
    await releaseLease(deps, 'j', 'a');
    expect(await leaseRow('j')).toBeUndefined();
  });
});

describe('runJob', () => {
  const job = (run: JobDefinition['run']): JobDefinition => ({ name: 'test-job', label: 'Test job', run });

  it('records a done run with the message and frees the lease', async () => {
    const outcome = await runJob(
      deps,
      job(async () => 'did 3 things'),
      { startedBy: null, holder: 'a' },
    );
    expect(outcome).toMatchObject({ status: 'done', message: 'did 3 things' });
    const run = await deps.db.selectFrom('job_runs').selectAll().executeTakeFirstOrThrow();
    expect(run).toMatchObject({ job: 'test-job', status: 'done', message: 'did 3 things' });
    expect(run.finished_at).not.toBeNull();
    expect(await leaseRow('test-job')).toBeUndefined();
  });

  it('records a failed run when the job throws, and frees the lease', async () => {
    const outcome = await runJob(
      deps,
      job(async () => {
        throw new Error('boom');
      }),
      { startedBy: null, holder: 'a' },
    );
    expect(outcome).toMatchObject({ status: 'failed', message: 'boom' });
    const run = await deps.db.selectFrom('job_runs').selectAll().executeTakeFirstOrThrow();
    expect(run.status).toBe('failed');
    expect(await leaseRow('test-job')).toBeUndefined();
  });

  it('is busy, writing no run, while another holder has the lease', async () => {
    await takeLease(deps, 'test-job', 'other-instance');
    let ran = false;
    const outcome = await runJob(
      deps,
      job(async () => {
        ran = true;
        return '';
      }),
      { startedBy: null, holder: 'a' },
    );
    expect(outcome.status).toBe('busy');
    expect(ran).toBe(false);
    expect(await deps.db.selectFrom('job_runs').selectAll().execute()).toHaveLength(0);
    expect((await leaseRow('test-job'))?.holder).toBe('other-instance');
  });
});
