import { ServerMessages } from '@drawdesk/shared-kernel/contract';
import { clearVerifiedSecrets } from '../../http/apiAccountAuth';
import {
  call,
  inboundApiLogs,
  loginDemoAccounts,
  SETUP_TIMEOUT,
  startTestApp,
  type TestApp,
} from '../../../test/harness';

let t: TestApp;
let cookies: Record<'admin' | 'demo_it' | 'demo_co' | 'demo_house', string>;
let ids: Record<'admin' | 'demo_it' | 'demo_co' | 'demo_house', number>;
let opcode: string;
let secret: string;

const apiHeaders = (code = opcode, key = secret) => ({ 'x-api-opcode': code, 'x-api-secret': key });

const inboundRows = (atLeast = 1) => inboundApiLogs(t.db, atLeast);

beforeAll(async () => {
  t = await startTestApp();
  ({ cookies, ids } = await loginDemoAccounts(t, ['demo_it', 'demo_co', 'demo_house'] as const));
  const created = await call(t.app, 'POST', '/api/Account/CreateOrUpdateApiAccount', {
    cookie: cookies.admin,
    body: { userId: ids.demo_house, name: 'House feed', url: 'https://remote.example' },
  });
  const data = created.body.data as { opcode: string; secret: string };
  opcode = data.opcode;
  secret = data.secret;
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.db.deleteFrom('api_logs').execute();
});

describe('inbound API-account calls', () => {
  it('authenticate as the API account user and are logged once with secrets masked', async () => {
    const res = await call(t.app, 'GET', '/api/Account/IsLoggedIn', { headers: apiHeaders() });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect((res.body.data as { username: string; userId: number }).username).toBe('demo_house');
    expect((res.body.data as { userId: number }).userId).toBe(ids.demo_house);

    const rows = await inboundRows();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.uri).toBe('/api/Account/IsLoggedIn');
    expect(row.method).toBe('GET');
    expect(row.status_code).toBe(200);
    expect(Number(row.api_user_id)).toBe(ids.demo_house);
    expect(row.region).toBe('127.0.0.1');
    const headers = row.request_headers as Record<string, string>;
    expect(headers['x-api-secret']).toBe('***');
    expect(headers['x-api-opcode']).toBe(opcode);
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row.response_content).toContain('"demo_house"');
    expect(row.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('pass every guard as that user would: own calls yes, super-admin calls 403', async () => {
    const own = await call(t.app, 'GET', '/api/Account/GetUserDetailsById', {
      headers: apiHeaders(),
      query: { userId: String(ids.demo_house) },
    });
    expect(own.status).toBe(200);
    expect(own.body.success).toBe(true);
    const admin = await call(t.app, 'GET', '/api/Configuration/GetRemoteRollout', { headers: apiHeaders() });
    expect(admin.status).toBe(403);
    const rows = await inboundRows(2);
    expect(rows.map((r) => r.status_code)).toEqual([200, 403]);
    expect(rows[1]!.response_message).toBe(ServerMessages.permissionDenied);
  });

  it('mask cookies, body passwords and query passwords, and record the body and message', async () => {
    const res = await call(t.app, 'POST', '/api/Configuration/VerifySecondaryPassword', {
      headers: { ...apiHeaders(), cookie: 'dd_sid=not-a-session' },
      query: { secondaryPassword: 'Hidden@123' },
      body: { note: 'visible', password: 'AlsoHidden1' },
    });
    expect(res.status).toBe(200);
    const [row] = await inboundRows();
    expect(row!.uri).toContain('secondaryPassword=***');
    expect(row!.uri).not.toContain('Hidden@123');
    expect((row!.request_headers as Record<string, string>).cookie).toBe('***');
    expect(row!.request_body).toContain('"note":"visible"');
    expect(row!.request_body).not.toContain('AlsoHidden1');
    expect(row!.response_message).toBe(res.body.message ?? '');
  });

  it('refuse a wrong secret or an unknown opcode with 401, logged without a user', async () => {
    const wrong = await call(t.app, 'GET', '/api/Account/IsLoggedIn', {
      headers: apiHeaders(opcode, `${secret}x`),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(ServerMessages.unauthorized);
    const unknown = await call(t.app, 'GET', '/api/Account/IsLoggedIn', {
      headers: apiHeaders('NOPE', secret),
    });
    expect(unknown.status).toBe(401);
    const missing = await call(t.app, 'GET', '/api/Account/IsLoggedIn', {
      headers: { 'x-api-opcode': opcode },
    });
    expect(missing.status).toBe(401);
    const rows = await inboundRows(3);
    expect(rows.map((r) => [r.status_code, r.api_user_id])).toEqual([
      [401, null],
      [401, null],
      [401, null],
    ]);
  });

  it('a valid admin cookie does not rescue a wrong API secret', async () => {
    const res = await call(t.app, 'GET', '/api/Account/IsLoggedIn', {
      cookie: cookies.admin,
      headers: apiHeaders(opcode, 'wrong'),
    });
    expect(res.status).toBe(401);
  });

  it('stop accepting the old secret once a new code is generated (cache keyed by the hash)', async () => {
    clearVerifiedSecrets();
    expect((await call(t.app, 'GET', '/api/Account/IsLoggedIn', { headers: apiHeaders() })).status).toBe(200);
    const fresh = await call(t.app, 'POST', '/api/Account/GenerateApiCode', {
      cookie: cookies.admin,
      body: { userId: ids.demo_house },
    });
    const next = fresh.body.data as { opcode: string; secret: string };
    expect((await call(t.app, 'GET', '/api/Account/IsLoggedIn', { headers: apiHeaders() })).status).toBe(401);
    expect(
      (await call(t.app, 'GET', '/api/Account/IsLoggedIn', { headers: apiHeaders(next.opcode, next.secret) }))
        .status,
    ).toBe(200);
    opcode = next.opcode;
    secret = next.secret;
  });

  it('answer repeated calls from the cache without running argon2 each time', async () => {
    clearVerifiedSecrets();
    const first = performance.now();
    await call(t.app, 'GET', '/api/Account/IsLoggedIn', { headers: apiHeaders() });
    const cold = performance.now() - first;
    const second = performance.now();
    for (let i = 0; i < 5; i += 1)
      await call(t.app, 'GET', '/api/Account/IsLoggedIn', { headers: apiHeaders() });
    const warm = (performance.now() - second) / 5;
    // argon2id (19 MiB, t=2) costs tens of ms; a cached check is a hash and one query.
    expect(warm).toBeLessThan(cold);
  });

  it('answer 429 to an address past 20 failed API logins, other addresses unaffected', async () => {
    clearVerifiedSecrets();
    for (let i = 0; i < 20; i += 1) {
      const res = await call(t.app, 'GET', '/api/Account/IsLoggedIn', {
        headers: apiHeaders(opcode, `wrong-${i}`),
        ip: '10.9.9.9',
      });
      expect(res.status).toBe(401);
    }
    const limited = await call(t.app, 'GET', '/api/Account/IsLoggedIn', {
      headers: apiHeaders(),
      ip: '10.9.9.9',
    });
    expect(limited.status).toBe(429);
    const other = await call(t.app, 'GET', '/api/Account/IsLoggedIn', {
      headers: apiHeaders(),
      ip: '10.9.9.8',
    });
    expect(other.status).toBe(200);
    clearVerifiedSecrets();
  });

  it('refuse an inactive API account user', async () => {
    await t.db
      .updateTable('users')
      .set({ status: 'inactive' })
      .where('id', '=', String(ids.demo_house))
      .execute();
    try {
      const res = await call(t.app, 'GET', '/api/Account/IsLoggedIn', { headers: apiHeaders() });
      expect(res.status).toBe(401);
    } finally {
      await t.db
        .updateTable('users')
        .set({ status: 'active' })
        .where('id', '=', String(ids.demo_house))
        .execute();
    }
  });

  it('a normal session call writes no inbound log', async () => {
    const res = await call(t.app, 'GET', '/api/Account/IsLoggedIn', { cookie: cookies.demo_house });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(await inboundRows(0)).toHaveLength(0);
  });
});

describe('GetApiRequestLog and GetApiLog', () => {
  beforeEach(async () => {
    // One at a time, each logged before the next, so the order by time is the order of the calls.
    await call(t.app, 'GET', '/api/Account/IsLoggedIn', { headers: apiHeaders() });
    await inboundRows(1);
    await call(t.app, 'POST', '/api/Account/AgreeTermsAndConditions', { headers: apiHeaders() });
    await inboundRows(2);
    await call(t.app, 'GET', '/api/Account/GetUserDetailsById', {
      headers: apiHeaders(),
      query: { userId: String(ids.demo_house) },
    });
    await inboundRows(3);
    await t.db
      .insertInto('api_logs')
      .values({
        direction: 'outbound',
        uri: 'https://remote.example/api/Bet/PlaceExpressOrder',
        method: 'POST',
        request_headers: JSON.stringify({ 'x-api-secret': '***' }),
        status_code: 200,
      })
      .execute();
  });

  it('list inbound calls newest first with paging and filters (GET and POST alike)', async () => {
    const all = await call(t.app, 'POST', '/api/Configuration/GetApiRequestLog', {
      cookie: cookies.admin,
      body: { StartCount: 0, PageSize: 2 },
    });
    expect(all.status).toBe(200);
    expect(all.body.totalCount).toBe(3);
    const rows = all.body.data as {
      uri: string;
      method: string;
      apiUsername: string;
      requestHeaders: object;
    }[];
    expect(rows).toHaveLength(2);
    expect(rows[0]!.uri).toContain('GetUserDetailsById');
    expect(rows[0]!.apiUsername).toBe('demo_house');
    expect(rows[0]!.requestHeaders).toMatchObject({ 'x-api-secret': '***' });

    const byUri = await call(t.app, 'GET', '/api/Configuration/GetApiRequestLog', {
      cookie: cookies.admin,
      query: { StartCount: '0', PageSize: '10', uri: 'agreeterms', method: 'POST' },
    });
    expect(byUri.body.totalCount).toBe(1);
    expect((byUri.body.data as { method: string }[])[0]!.method).toBe('POST');

    const future = await call(t.app, 'POST', '/api/Configuration/GetApiRequestLog', {
      cookie: cookies.admin,
      body: { StartCount: 0, PageSize: 10, fromDate: '2999-01-01' },
    });
    expect(future.body.totalCount).toBe(0);
  });

  it('list outbound calls in GetApiLog only', async () => {
    const res = await call(t.app, 'POST', '/api/Configuration/GetApiLog', {
      cookie: cookies.admin,
      body: { StartCount: 0, PageSize: 10 },
    });
    expect(res.body.totalCount).toBe(1);
    expect((res.body.data as { direction: string }[])[0]!.direction).toBe('outbound');
  });

  it('refuse everyone but the super admin, and bad paging', async () => {
    for (const who of ['demo_it', 'demo_co', 'demo_house'] as const) {
      const res = await call(t.app, 'POST', '/api/Configuration/GetApiRequestLog', {
        cookie: cookies[who],
        body: { StartCount: 0, PageSize: 10 },
      });
      expect(res.status).toBe(403);
    }
    const bad = await call(t.app, 'POST', '/api/Configuration/GetApiLog', {
      cookie: cookies.admin,
      body: { StartCount: 0, PageSize: 501 },
    });
    expect(bad.status).toBe(400);
    const method = await call(t.app, 'POST', '/api/Configuration/GetApiLog', {
      cookie: cookies.admin,
      body: { StartCount: 0, PageSize: 10, method: 'TRACE' },
    });
    expect(method.status).toBe(400);
  });
});
