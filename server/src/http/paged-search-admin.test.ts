import { Role } from '@drawdesk/shared-kernel/domain';
import { insertTestUser, useDemoApp, type PagedReply, FIRST_PAGE } from '../../test/harness';

/**
 * The table search of the admin screens' server-paged tables (SPEC 2.8): the API logs, the job
 * runs, the remote bet agents, the announcements and the master templates take `search` and match
 * it in SQL, so the rows and the total count are those of the search. LIKE's wildcards are plain
 * characters; a search over 50 characters is refused with the envelope's message.
 */
const t = useDemoApp(['demo_co', 'demo_house'], async (app) => {
  const now = new Date();
  const houseId = app.ids.demo_house;
  // API logs: two users' calls and uris with LIKE's wildcards in them.
  await app.db
    .insertInto('api_logs')
    .values([
      {
        direction: 'inbound',
        api_user_id: String(houseId),
        at: now,
        uri: '/api/Alpha/One',
        method: 'GET',
        request_headers: '{}',
      },
      {
        direction: 'inbound',
        api_user_id: null,
        at: now,
        uri: '/api/Beta/50%_off',
        method: 'GET',
        request_headers: '{}',
      },
      {
        direction: 'inbound',
        api_user_id: null,
        at: now,
        uri: '/api/Beta/50x-off',
        method: 'GET',
        request_headers: '{}',
      },
      {
        direction: 'outbound',
        api_user_id: String(houseId),
        at: now,
        uri: '/remote/Alpha',
        method: 'POST',
        request_headers: '{}',
      },
    ])
    .execute();
  // Job runs: two jobs, one started by the admin.
  await app.db
    .insertInto('job_runs')
    .values([
      { job: 'search_purge_sessions', status: 'done', started_by: String(app.ids.admin), started_at: now },
      { job: 'search_purge_sessions', status: 'failed', started_by: null, started_at: now },
      { job: 'search_100%_job', status: 'done', started_by: null, started_at: now },
      { job: 'search_100x_job', status: 'done', started_by: null, started_at: now },
    ])
    .execute();
  // Remote bet agents of demo_co and of another company.
  const otherCo = await insertTestUser(app.db, {
    username: 'srch_other_co',
    roleId: Role.Company,
    upline: 'admin',
  });
  const agent = (companyId: number, name: string) => ({
    company_id: String(companyId),
    name,
    url: 'https://remote.example',
    opcode: `op-${name}`,
    secret: 'secret',
    created_at: now,
    updated_at: now,
  });
  await app.db
    .insertInto('remote_bet_agents')
    .values([
      agent(app.ids.demo_co, 'Upstream Alpha'),
      agent(app.ids.demo_co, 'Upstream 5%_B'),
      agent(app.ids.demo_co, 'Upstream 5xxB'),
      agent(otherCo, 'Upstream Alpha Other'),
    ])
    .execute();
  // Announcements: enabled and disabled, the text in the title or in the message.
  await app.db
    .insertInto('announcements')
    .values([
      { title: 'Srch special draw', message: 'Tuesday', status: 1, created_at: now, updated_at: now },
      {
        title: 'Srch notice',
        message: 'A SPECIAL draw on Friday',
        status: 1,
        created_at: now,
        updated_at: now,
      },
      { title: 'Srch hidden special', message: 'Draft', status: 0, created_at: now, updated_at: now },
      { title: 'Srch 10%_off', message: 'x', status: 1, created_at: now, updated_at: now },
      { title: 'Srch 10x-off', message: 'x', status: 1, created_at: now, updated_at: now },
    ])
    .execute();
  // Master templates.
  await app.db
    .insertInto('master_templates')
    .values([
      { name: 'Srch Weekend payout', created_at: now, updated_at: now },
      { name: 'Srch weekday payout', created_at: now, updated_at: now },
      { name: 'Srch 2%_rate', created_at: now, updated_at: now },
      { name: 'Srch 2x-rate', created_at: now, updated_at: now },
    ])
    .execute();
});

type Paged<R, O = unknown> = PagedReply<R, O>;

const page = FIRST_PAGE;

/** The rows and total count of a paged call as `as` (POST). */
async function list<R>(as: string, url: string, body: Record<string, unknown>): Promise<Paged<R>> {
  const res = await t.post(as, url, { ...page, ...body });
  expect(res.status).toBe(200);
  const reply = res.body as unknown as Paged<R>;
  expect(reply.success).toBe(true);
  return reply;
}

/** A search over 50 characters: a 400 naming the field, in the envelope, never a 500. */
async function expectTooLong(as: string, url: string, body: Record<string, unknown> = {}) {
  const res = await t.post(as, url, { ...page, ...body, search: 'x'.repeat(51) });
  expect(res.status).toBe(400);
  expect(res.body.success).toBe(false);
  expect(res.body.message).toContain('search');
}

test('GetApiRequestLog and GetApiLog: an API username start or part of the uri', async () => {
  const uris = async (url: string, search?: string) => {
    const reply = await list<{ uri: string }>('admin', url, search === undefined ? {} : { search });
    expect(reply.totalCount).toBe(reply.data?.length);
    return (reply.data ?? []).map((r) => r.uri).sort();
  };
  expect(await uris('/api/Configuration/GetApiRequestLog')).toHaveLength(3);
  // The API user's username, its start, any case.
  expect(await uris('/api/Configuration/GetApiRequestLog', ' DEMO_HO ')).toEqual(['/api/Alpha/One']);
  // Part of the uri, any case.
  expect(await uris('/api/Configuration/GetApiRequestLog', 'beta/')).toEqual([
    '/api/Beta/50%_off',
    '/api/Beta/50x-off',
  ]);
  // The wildcards are characters.
  expect(await uris('/api/Configuration/GetApiRequestLog', '%_')).toEqual(['/api/Beta/50%_off']);
  expect(await uris('/api/Configuration/GetApiRequestLog', '_')).toEqual(['/api/Beta/50%_off']);
  // The direction still applies: the outbound log has its own rows.
  expect(await uris('/api/Configuration/GetApiLog', 'alpha')).toEqual(['/remote/Alpha']);
  await expectTooLong('admin', '/api/Configuration/GetApiLog');
});

test('GetJobRuns: part of the job name or the start of the starter’s username', async () => {
  const runs = async (search: string) => {
    const reply = await list<{ job: string; status: string }>('admin', '/api/Configuration/GetJobRuns', {
      search,
    });
    expect(reply.totalCount).toBe(reply.data?.length);
    return (reply.data ?? []).map((r) => `${r.job}:${r.status}`).sort();
  };
  expect(await runs('PURGE_SESSIONS')).toEqual([
    'search_purge_sessions:done',
    'search_purge_sessions:failed',
  ]);
  expect(await runs('adm')).toEqual(['search_purge_sessions:done']);
  expect(await runs('100%')).toEqual(['search_100%_job:done']);
  expect(await runs('0%_')).toEqual(['search_100%_job:done']);
  await expectTooLong('admin', '/api/Configuration/GetJobRuns');
});

test('GetRemoteBetAgents: part of the name or the company’s username start, within the caller’s company', async () => {
  const names = async (as: string, search: string) => {
    const reply = await list<{ name: string }>(as, '/api/Configuration/GetRemoteBetAgents', { search });
    expect(reply.totalCount).toBe(reply.data?.length);
    return (reply.data ?? []).map((r) => r.name).sort();
  };
  expect(await names('admin', 'ALPHA')).toEqual(['Upstream Alpha', 'Upstream Alpha Other']);
  expect(await names('admin', 'srch_oth')).toEqual(['Upstream Alpha Other']);
  expect(await names('admin', '5%_')).toEqual(['Upstream 5%_B']);
  // A company sees its own agents only, whatever it searches.
  expect(await names('demo_co', 'alpha')).toEqual(['Upstream Alpha']);
  expect(await names('demo_co', 'srch_oth')).toEqual([]);
  await expectTooLong('demo_co', '/api/Configuration/GetRemoteBetAgents');
});

test('GetAnnouncement: part of the title or the message; the enabled ones for everyone else', async () => {
  const titles = async (as: string, search: string) => {
    const res = await t.get(as, '/api/Configuration/GetAnnouncement', {
      StartCount: '0',
      PageSize: '500',
      search,
    });
    expect(res.status).toBe(200);
    const reply = res.body as unknown as Paged<{ title: string }>;
    expect(reply.totalCount).toBe(reply.data?.length);
    return (reply.data ?? []).map((r) => r.title).sort();
  };
  expect(await titles('admin', 'Special')).toEqual([
    'Srch hidden special',
    'Srch notice',
    'Srch special draw',
  ]);
  expect(await titles('demo_co', 'special')).toEqual(['Srch notice', 'Srch special draw']);
  expect(await titles('admin', '0%_')).toEqual(['Srch 10%_off']);
  const long = await t.get('admin', '/api/Configuration/GetAnnouncement', { search: 'x'.repeat(51) });
  expect(long.status).toBe(400);
  expect(long.body.message).toContain('search');
});

test('GetMasterTemplates: part of the name', async () => {
  const names = async (search: string) => {
    const reply = await list<{ name: string }>('admin', '/api/Configuration/GetMasterTemplates', { search });
    expect(reply.totalCount).toBe(reply.data?.length);
    return (reply.data ?? []).map((r) => r.name).sort();
  };
  expect(await names('WEEK')).toEqual(['Srch Weekend payout', 'Srch weekday payout']);
  expect(await names('2%_')).toEqual(['Srch 2%_rate']);
  // The page is of the matching rows: the count is theirs, not every template's.
  const first = await list<{ name: string }>('admin', '/api/Configuration/GetMasterTemplates', {
    search: 'srch',
    PageSize: 1,
  });
  expect(first.totalCount).toBe(4);
  expect(first.data).toHaveLength(1);
  await expectTooLong('admin', '/api/Configuration/GetMasterTemplates');
});
