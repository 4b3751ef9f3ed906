import { sql } from 'kysely';
import { PROCESS_HOLDER, takeLease } from '../../jobs/scheduler';
import { call, useDemoApp } from '../../../test/harness';

const t = useDemoApp(['demo_it', 'demo_co', 'demo_p1']);
const { cookies, ids } = t;

const run = (job: string, as: keyof typeof cookies = 'admin') =>
  call(t.app, 'POST', '/api/Configuration/RunMaintenanceJob', { cookie: cookies[as], body: { job } });
const jobs = (as: keyof typeof cookies = 'admin') =>
  call(t.app, 'GET', '/api/Configuration/GetMaintenanceJobs', { cookie: cookies[as] });

describe('GetMaintenanceJobs', () => {
  it('lists every registered job with its period and no run yet', async () => {
    const res = await jobs();
    expect(res.status).toBe(200);
    const list = res.body.data as {
      name: string;
      everyMs: number | null;
      running: boolean;
      lastRun: unknown;
    }[];
    expect(list.map((j) => j.name)).toEqual(
      expect.arrayContaining(['clear-report-block', 'purge-expired-sessions']),
    );
    const purge = list.find((j) => j.name === 'purge-expired-sessions')!;
    expect(purge).toMatchObject({ everyMs: 3_600_000, running: false, lastRun: null });
    expect(list.find((j) => j.name === 'clear-report-block')!.everyMs).toBeNull();
  });
});

describe('RunMaintenanceJob', () => {
  it('clear-report-block sets reportBlock to { blocked: false }, audited, with a run row', async () => {
    await t.db
      .insertInto('app_settings')
      .values({ key: 'reportBlock', value: JSON.stringify({ blocked: true }) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify({ blocked: true }) }))
      .execute();
    const res = await run('clear-report-block');
    expect(res.body).toMatchObject({ success: true, message: 'Report block cleared.' });
    const data = res.body.data as { status: string; runId: number };
    expect(data.status).toBe('done');
    const setting = await t.db
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', 'reportBlock')
      .executeTakeFirstOrThrow();
    expect(setting.value).toEqual({ blocked: false });
    const runRow = await t.db
      .selectFrom('job_runs')
      .selectAll()
      .where('id', '=', String(data.runId))
      .executeTakeFirstOrThrow();
    expect(runRow).toMatchObject({
      job: 'clear-report-block',
      status: 'done',
      message: 'Report block cleared.',
    });
    expect(Number(runRow.started_by)).toBe(ids.admin);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'ops.clearReportBlock')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toEqual({ blocked: true });
  });

  it('purge-expired-sessions deletes expired and idle sessions and old failures, keeping live ones', async () => {
    await t.db
      .insertInto('sessions')
      .values([
        { id: 'expired-1', user_id: String(ids.demo_p1), expires_at: sql<Date>`now() - interval '1 minute'` },
        {
          id: 'idle-1',
          user_id: String(ids.demo_p1),
          expires_at: sql<Date>`now() + interval '1 day'`,
          last_seen_at: sql<Date>`now() - interval '3 hours'`,
        },
      ])
      .execute();
    await t.db
      .insertInto('auth_failures')
      .values([
        { kind: 'login', subject: 'x', ip: '1.2.3.4', at: sql<Date>`now() - interval '2 days'` },
        { kind: 'login', subject: 'y', ip: '1.2.3.4' },
      ])
      .execute();
    const before = await t.db.selectFrom('sessions').select('id').execute();
    const res = await run('purge-expired-sessions');
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe('Deleted 2 expired sessions and 1 old failed-login records.');
    const after = await t.db.selectFrom('sessions').select('id').execute();
    expect(after).toHaveLength(before.length - 2);
    expect(after.map((s) => s.id)).not.toContain('expired-1');
    // The live sessions still work.
    expect((await call(t.app, 'GET', '/api/Account/IsLoggedIn', { cookie: cookies.demo_p1 })).status).toBe(
      200,
    );
    const failures = await t.db.selectFrom('auth_failures').select('subject').execute();
    expect(failures.map((f) => f.subject)).toEqual(['y']);
  });

  it("replies 'busy' (success false) while another instance holds the lease, and runs once it is free", async () => {
    await takeLease({ db: t.db, clock: t.clock }, 'purge-expired-sessions', 'another-instance');
    const runsBefore = await t.db.selectFrom('job_runs').select('id').execute();
    const listed = (await jobs()).body.data as { name: string; running: boolean }[];
    expect(listed.find((j) => j.name === 'purge-expired-sessions')!.running).toBe(true);
    const busy = await run('purge-expired-sessions');
    expect(busy.status).toBe(200);
    expect(busy.body.success).toBe(false);
    expect(busy.body.data).toMatchObject({ status: 'busy', runId: null });
    expect(busy.body.message).toBe('Purge expired sessions is already running.');
    expect(await t.db.selectFrom('job_runs').select('id').execute()).toHaveLength(runsBefore.length);
    await t.db.deleteFrom('job_leases').where('holder', '=', 'another-instance').execute();
    expect((await run('purge-expired-sessions')).body.success).toBe(true);
    expect(PROCESS_HOLDER).not.toBe('another-instance');
  });

  it('refuses an unknown job and a malformed body', async () => {
    const res = await run('no-such-job');
    expect(res.body).toMatchObject({ success: false, message: 'Unknown job: no-such-job.' });
    const bad = await call(t.app, 'POST', '/api/Configuration/RunMaintenanceJob', {
      cookie: cookies.admin,
      body: {},
    });
    expect(bad.status).toBe(400);
  });
});

describe('GetJobRuns and last runs', () => {
  it('pages runs newest first, filters by job, and shows each job its last run', async () => {
    const all = await call(t.app, 'POST', '/api/Configuration/GetJobRuns', {
      cookie: cookies.admin,
      body: { StartCount: 0, PageSize: 2 },
    });
    const total = await t.db.selectFrom('job_runs').select('id').execute();
    expect(all.body.totalCount).toBe(total.length);
    const rows = all.body.data as { id: number; job: string; startedByUsername: string }[];
    expect(rows).toHaveLength(2);
    expect(rows[0]!.id).toBeGreaterThan(rows[1]!.id);
    expect(rows[0]!.startedByUsername).toBe('admin');

    const purge = await call(t.app, 'GET', '/api/Configuration/GetJobRuns', {
      cookie: cookies.admin,
      query: { StartCount: '0', PageSize: '50', job: 'purge-expired-sessions' },
    });
    const purgeRows = purge.body.data as { id: number; job: string }[];
    expect(purgeRows.length).toBe(2);
    expect(new Set(purgeRows.map((r) => r.job))).toEqual(new Set(['purge-expired-sessions']));

    const listed = (await jobs()).body.data as {
      name: string;
      lastRun: { id: number; status: string } | null;
    }[];
    expect(listed.find((j) => j.name === 'purge-expired-sessions')!.lastRun).toMatchObject({
      id: purgeRows[0]!.id,
      status: 'done',
    });
  });
});

describe('permissions', () => {
  it('answers 403 to everyone but the super admin, and 401 without a session', async () => {
    for (const who of ['demo_it', 'demo_co', 'demo_p1'] as const) {
      expect((await jobs(who)).status).toBe(403);
      expect((await run('clear-report-block', who)).status).toBe(403);
      const runs = await call(t.app, 'POST', '/api/Configuration/GetJobRuns', {
        cookie: cookies[who],
        body: { StartCount: 0, PageSize: 10 },
      });
      expect(runs.status).toBe(403);
    }
    expect((await call(t.app, 'GET', '/api/Configuration/GetMaintenanceJobs')).status).toBe(401);
    const runs = await t.db
      .selectFrom('job_runs')
      .select('id')
      .where('started_by', '<>', String(ids.admin))
      .execute();
    expect(runs).toHaveLength(0);
  });
});
