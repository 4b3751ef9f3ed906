import { Money, ServerMessages } from '@drawdesk/shared-kernel/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { createClock } from '../../../clock';
import { requestAmountToCents } from '../../../http/amount';
import { ADMIN_PASSWORD, call, DEMO_ACCOUNTS, useDemoApp } from '../../../../test/harness';

const SECRET = 'db password hunter2 at /srv/internal';

function testRoutes(app: FastifyInstance): void {
  app.post('/api/Test/Boom', async () => {
    throw new Error(SECRET);
  });
  app.post('/api/Test/GoneAway', async () => {
    throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
  });
  app.post(
    '/api/Test/Amount',
    { schema: { body: Type.Object({ amount: Money({ minimum: 0 }), fee: Type.Optional(Money()) }) } },
    async (request) => {
      const body = request.body as { amount: number };
      return {
        success: true,
        message: null,
        data: { cents: requestAmountToCents(body.amount, 'amount') },
        code: 0,
      };
    },
  );
}

const t = useDemoApp(DEMO_ACCOUNTS, undefined, { extraRoutes: testRoutes });
const cookies: Record<string, string> = t.cookies;
const ids: Record<string, number> = t.ids;

const details = (as: string, userId: number) =>
  call(t.app, 'GET', '/api/Account/GetUserDetailsById', {
    cookie: cookies[as],
    query: { userId: String(userId), skipLoading: 'true' },
  });
const agentOf = (res: Awaited<ReturnType<typeof details>>) =>
  (res.body.data as { agent: Record<string, unknown> }).agent;

describe('the reply envelope', () => {
  it('answers 403 with the envelope when X-Requested-With is missing', async () => {
    const res = await call(t.app, 'GET', '/api/Account/IsLoggedIn', { cookie: cookies.admin, marker: false });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      success: false,
      message: ServerMessages.missingMarker,
      data: null,
      code: 403,
    });
    const wrong = await call(t.app, 'POST', '/api/Account/Login', {
      marker: false,
      headers: { 'x-requested-with': 'fetch' },
      form: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(wrong.status).toBe(403);
  });

  it('answers 404 with the envelope for an unknown call', async () => {
    for (const [method, url] of [
      ['GET', '/api/Account/NoSuchCall'],
      ['POST', '/api/Nowhere/Login'],
      ['GET', '/api/account/isloggedin'],
    ] as const) {
      const res = await call(t.app, method, url, { cookie: cookies.admin });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, data: null, code: 404 });
    }
  });

  it('answers 500 with the fixed message and nothing internal', async () => {
    const res = await call(t.app, 'POST', '/api/Test/Boom', { cookie: cookies.admin });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      success: false,
      message: ServerMessages.internalError,
      data: null,
      code: 500,
    });
    expect(res.text).not.toContain('hunter2');
    expect(res.text).not.toContain('stack');
  });

  it('does not report a browser that went away mid-reply as a server error', async () => {
    const res = await call(t.app, 'POST', '/api/Test/GoneAway', { cookie: cookies.admin });
    expect(res.status).toBe(499);
    expect(res.text).toBe('');
  });

  it('answers 400 for malformed JSON and an unsupported content type', async () => {
    const broken = await call(t.app, 'POST', '/api/Test/Amount', {
      raw: '{"amount": 1',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ success: false, data: null, code: 400 });
    const xml = await call(t.app, 'POST', '/api/Test/Amount', {
      raw: '<amount/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.status).toBe(400);
    expect(xml.body).toMatchObject({ success: false, code: 400 });
  });

  it('accepts amounts with up to 2 decimals and answers 400 naming the field for more', async () => {
    for (const [amount, cents] of [
      [12.5, 1250],
      [0.01, 1],
      [1234567.89, 123456789],
      [7, 700],
    ] as const) {
      const res = await call(t.app, 'POST', '/api/Test/Amount', { body: { amount } });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ cents });
    }
    for (const body of [{ amount: 1.234 }, { amount: 0.001 }, { amount: 10, fee: 0.105 }]) {
      const res = await call(t.app, 'POST', '/api/Test/Amount', { body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, data: null, code: 400 });
      expect(res.body.message).toMatch(
        body.fee
          ? /fee must be an amount with at most 2 decimals/
          : /amount must be an amount with at most 2 decimals/,
      );
    }
    const negative = await call(t.app, 'POST', '/api/Test/Amount', { body: { amount: -1 } });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toContain('amount');
    const missing = await call(t.app, 'POST', '/api/Test/Amount', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('amount is required');
  });
});

describe('GetUserDetailsById', () => {
  it('reports a company: creditLeft = creditLimit - sum of direct downlines (sub-accounts excluded)', async () => {
    const res = await details('demo_co', ids.demo_co!);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    // demo_sh 500,000 + demo_house 50,000 handed down from 1,000,000.
    expect(agentOf(res)).toMatchObject({
      userId: ids.demo_co,
      username: 'demo_co',
      fullName: 'Demo Company',
      userRoleId: 3,
      agentLevel: null,
      uplineId: ids.admin,
      status: 'active',
      creditLimit: 1_000_000,
      creditLeft: 450_000,
      balance: 0,
      outstanding: 0,
      unlimited: false,
      mainAccount: '',
      companyId: ids.demo_co,
    });
  });

  it('reports agents down the tree', async () => {
    expect(agentOf(await details('demo_sh', ids.demo_sh!))).toMatchObject({
      agentLevel: 1,
      creditLimit: 500_000,
      creditLeft: 400_000,
    });
    expect(agentOf(await details('demo_ma', ids.demo_ma!))).toMatchObject({
      agentLevel: 4,
      creditLimit: 100_000,
      creditLeft: 80_000,
    });
    expect(agentOf(await details('demo_ag', ids.demo_ag!))).toMatchObject({
      agentLevel: 5,
      creditLimit: 20_000,
      creditLeft: 18_000,
    });
  });

  it('reports a bettor: creditLeft = creditLimit - outstanding + balance', async () => {
    expect(agentOf(await details('demo_p1', ids.demo_p1!))).toMatchObject({
      userRoleId: 5,
      creditLimit: 1000,
      creditLeft: 1000,
    });
    await t.db
      .updateTable('users')
      .set({ outstanding: 12_345, balance: -2_050 })
      .where('username', '=', 'demo_p1')
      .execute();
    expect(agentOf(await details('demo_p1', ids.demo_p1!))).toMatchObject({
      creditLimit: 1000,
      outstanding: 123.45,
      balance: -20.5,
      creditLeft: 856.05,
    });
    await t.db.updateTable('users').set({ balance: 5_000 }).where('username', '=', 'demo_p1').execute();
    expect(agentOf(await details('demo_p1', ids.demo_p1!))).toMatchObject({ creditLeft: 926.55 });
    await t.db
      .updateTable('users')
      .set({ outstanding: 0, balance: 0 })
      .where('username', '=', 'demo_p1')
      .execute();
  });

  it('reports the super admin as unlimited', async () => {
    expect(agentOf(await details('admin', ids.admin!))).toMatchObject({
      userRoleId: 1,
      creditLimit: 0,
      creditLeft: 0,
      unlimited: true,
      uplineId: null,
    });
  });

  it('lets an account read its descendants, not its upline, siblings or other trees', async () => {
    expect((await details('demo_sh', ids.demo_p2!)).body.success).toBe(true);
    expect((await details('demo_co', ids.demo_house!)).body.success).toBe(true);
    for (const [as, target] of [
      ['demo_ag', 'demo_ma'],
      ['demo_p1', 'demo_p2'],
      ['demo_house', 'demo_sh'],
      ['demo_sh', 'demo_house'],
      ['demo_co', 'demo_it'],
      ['demo_co', 'admin'],
    ] as const) {
      const res = await details(as, ids[target]!);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        success: false,
        message: ServerMessages.permissionDenied,
        data: null,
        code: 403,
      });
    }
  });

  it('lets the super admin and the IT admin read anyone', async () => {
    expect((await details('admin', ids.demo_p2!)).body.success).toBe(true);
    expect((await details('demo_it', ids.demo_p2!)).body.success).toBe(true);
    expect((await details('demo_it', ids.admin!)).body.success).toBe(true);
  });

  it('lets a sub-account act for its main account, within its target lines', async () => {
    expect(agentOf(await details('demo_co_sub', ids.demo_co!))).toMatchObject({
      username: 'demo_co',
      creditLeft: 450_000,
    });
    expect((await details('demo_co_sub', ids.demo_p1!)).body.success).toBe(true);
    expect((await details('demo_co_sub', ids.demo_co_sub!)).body.success).toBe(true);
    expect((await details('demo_co_sub', ids.demo_it!)).status).toBe(403);

    // Limited to the demo_house line: demo_sh's line is out of reach, the main account is not.
    await t.db
      .updateTable('users')
      .set({ target_lines: [String(ids.demo_house)] })
      .where('username', '=', 'demo_co_sub')
      .execute();
    expect((await details('demo_co_sub', ids.demo_house!)).body.success).toBe(true);
    expect((await details('demo_co_sub', ids.demo_co!)).body.success).toBe(true);
    expect((await details('demo_co_sub', ids.demo_p1!)).status).toBe(403);
    expect((await details('demo_co_sub', ids.demo_sh!)).status).toBe(403);
    await t.db.updateTable('users').set({ target_lines: [] }).where('username', '=', 'demo_co_sub').execute();
  });

  it('says no record for an unknown id to admins, and 403 to others', async () => {
    const admin = await details('admin', 999_999);
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({ success: false, message: ServerMessages.notFound });
    expect((await details('demo_co', 999_999)).status).toBe(403);
  });

  it('answers 400 for a malformed userId and 401 without a session', async () => {
    const bad = await call(t.app, 'GET', '/api/Account/GetUserDetailsById', {
      cookie: cookies.admin,
      query: { userId: 'abc' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('userId');
    const missing = await call(t.app, 'GET', '/api/Account/GetUserDetailsById', { cookie: cookies.admin });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('userId');
    const anon = await call(t.app, 'GET', '/api/Account/GetUserDetailsById', { query: { userId: '1' } });
    expect(anon.status).toBe(401);
  });
});

describe('seeded credit limits', () => {
  it('keep every upline within DOMAIN 3: direct downlines sum to at most its own limit', async () => {
    const users = await t.db
      .selectFrom('users')
      .select(['id', 'upline_id', 'credit_limit', 'role_id', 'main_account_id'])
      .execute();
    for (const u of users.filter((x) => x.role_id !== 1 && x.credit_limit !== null)) {
      const handedDown = users
        .filter((d) => d.upline_id === u.id && d.main_account_id === null)
        .reduce((sum, d) => sum + Number(d.credit_limit ?? 0), 0);
      expect(handedDown).toBeLessThanOrEqual(Number(u.credit_limit));
    }
  });
});

describe('GetRoleAccessData', () => {
  it('gives role names, access and target lines for the menu', async () => {
    const res = await call(t.app, 'GET', '/api/Account/GetRoleAccessData', { cookie: cookies.demo_ma });
    expect(res.body.success).toBe(true);
    const data = res.body.data as {
      userRoleId: number;
      roleNames: string[];
      accessString: string;
      targetLines: number[];
    };
    expect(data.userRoleId).toBe(4);
    expect(data.roleNames).toEqual(['multilevel', 'master']);
    expect(data.accessString).toContain('Downline:1234');
    expect(data.accessString).toContain('Package List:1234');
    expect(data.accessString).toContain('Payment Report:1234');
    expect(data.accessString).not.toContain('Company');
    expect(data.targetLines).toEqual([]);
  });

  it('gives the seeded default access per role', async () => {
    const access = async (name: string) =>
      (
        (await call(t.app, 'GET', '/api/Account/GetRoleAccessData', { cookie: cookies[name] })).body.data as {
          accessString: string;
        }
      ).accessString;
    expect(await access('demo_p1')).toBe('Bet:1234;Bet History:1234;Inbox Report:1234;Payment Report:1234');
    expect(await access('demo_co')).not.toContain('Company:');
    expect(await access('demo_co')).toContain('Main Account:1234');
    expect(await access('admin')).toContain('Company:1234');
    expect(await access('demo_co_sub')).toBe('Downline:1;Map Report:1');
  });

  it('answers 401 without a session', async () => {
    expect((await call(t.app, 'GET', '/api/Account/GetRoleAccessData')).status).toBe(401);
  });
});

describe('AgreeTermsAndConditions', () => {
  it('records acceptance for an account that has not accepted yet', async () => {
    const before = await call(t.app, 'GET', '/api/Account/IsLoggedIn', { cookie: cookies.demo_p2 });
    expect(before.body.data).toMatchObject({ skipTNC: false });
    const res = await call(t.app, 'POST', '/api/Account/AgreeTermsAndConditions', {
      cookie: cookies.demo_p2,
    });
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ username: 'demo_p2', skipTNC: true });
    const after = await call(t.app, 'GET', '/api/Account/IsLoggedIn', { cookie: cookies.demo_p2 });
    expect(after.body.data).toMatchObject({ skipTNC: true });
    const row = await t.db
      .selectFrom('users')
      .select('tnc_accepted_at')
      .where('username', '=', 'demo_p2')
      .executeTakeFirstOrThrow();
    expect(row.tnc_accepted_at).toBeInstanceOf(Date);
  });

  it('answers 401 without a session', async () => {
    expect((await call(t.app, 'POST', '/api/Account/AgreeTermsAndConditions')).status).toBe(401);
  });
});

describe('VerifySecondaryPassword', () => {
  const verify = (as: string, secondaryPassword?: string, ip?: string) =>
    call(t.app, 'POST', '/api/Configuration/VerifySecondaryPassword', {
      cookie: cookies[as],
      ...(secondaryPassword === undefined ? {} : { query: { secondaryPassword } }),
      ...(ip ? { ip } : {}),
    });

  it('accepts the right secondary password and refuses a wrong one', async () => {
    expect((await verify('admin', 'Second@123')).body).toMatchObject({ success: true });
    expect((await verify('demo_co', 'Second@123')).body).toMatchObject({ success: true });
    const wrong = await verify('demo_co', 'Demo@12345');
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({ success: false, message: 'Invalid secondary password.' });
  });

  it('says so when the account has no secondary password', async () => {
    const res = await verify('demo_p1', 'anything');
    expect(res.body).toMatchObject({
      success: false,
      message: 'No secondary password is set for this account.',
    });
  });

  it('answers 400 without the password and 401 without a session', async () => {
    expect((await verify('admin')).status).toBe(400);
    const anon = await call(t.app, 'POST', '/api/Configuration/VerifySecondaryPassword', {
      query: { secondaryPassword: 'x' },
    });
    expect(anon.status).toBe(401);
  });

  it('rate limits wrong guesses per account', async () => {
    for (let i = 0; i < 4; i++) expect((await verify('admin', `guess-${i}`, `10.7.0.${i}`)).status).toBe(200);
    expect((await verify('admin', 'guess-5', '10.7.1.1')).status).toBe(200);
    const blocked = await verify('admin', 'Second@123', '10.7.1.2');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(ServerMessages.tooManyAttempts);
    await t.db.deleteFrom('auth_failures').execute();
  });

  it('lets the account try again 30 s after its 5th wrong guess, a minute after its 6th', async () => {
    const t0 = Date.parse('2031-06-01T09:00:00.000Z');
    const at = (ms: number) => t.clock.setTestClock(new Date(t0 + ms));
    try {
      await at(0);
      for (let i = 0; i < 5; i++) expect((await verify('demo_co', `guess-${i}`)).status).toBe(200);
      await at(29_999);
      expect((await verify('demo_co', 'Second@123')).status).toBe(429);
      await at(30_000);
      expect((await verify('demo_co', 'guess-6')).body.message).toBe('Invalid secondary password.');
      await at(89_999);
      expect((await verify('demo_co', 'Second@123')).status).toBe(429);
      await at(90_000);
      expect((await verify('demo_co', 'Second@123')).body).toMatchObject({ success: true });
      expect(await t.db.selectFrom('auth_failures').selectAll().execute()).toEqual([]);
    } finally {
      await t.clock.setTestClock(null);
    }
  });
});

describe('SetTestClock', () => {
  const setClock = (as: string, now: string | null | undefined) =>
    call(t.app, 'POST', '/api/Configuration/SetTestClock', {
      cookie: cookies[as],
      body: now === undefined ? {} : { now },
    });

  it('freezes the business clock for the super admin, shared through the database, and clears it', async () => {
    const at = '2027-03-06T10:30:00.000Z';
    const res = await setClock('admin', '2027-03-06T18:30:00+08:00');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { now: at, testClock: true } });
    expect(t.clock.now().toISOString()).toBe(at);
    await new Promise((r) => setTimeout(r, 20));
    expect(t.clock.now().toISOString()).toBe(at); // frozen

    // Another instance over the same database agrees once it refreshes.
    const other = createClock(t.db, true);
    await other.refresh();
    expect(other.now().toISOString()).toBe(at);

    // Rules read it: acceptance of the terms is stamped with the business clock.
    await t.db.updateTable('users').set({ skip_tnc: false }).where('username', '=', 'demo_p1').execute();
    await call(t.app, 'POST', '/api/Account/AgreeTermsAndConditions', { cookie: cookies.demo_p1 });
    const row = await t.db
      .selectFrom('users')
      .select('tnc_accepted_at')
      .where('username', '=', 'demo_p1')
      .executeTakeFirstOrThrow();
    expect(row.tnc_accepted_at?.toISOString()).toBe(at);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['after'])
      .where('action', '=', 'configuration.setTestClock')
      .execute();
    expect(audit.at(-1)?.after).toEqual({ now: at });

    const cleared = await setClock('admin', null);
    expect(cleared.body).toMatchObject({ success: true, data: { testClock: false } });
    expect(Math.abs(t.clock.now().getTime() - Date.now())).toBeLessThan(5000);
    await other.refresh();
    expect(other.isTestClockSet()).toBe(false);
  });

  it('is for the super admin only', async () => {
    expect((await setClock('demo_co', '2027-01-01T00:00:00Z')).status).toBe(403);
    expect((await setClock('demo_it', '2027-01-01T00:00:00Z')).status).toBe(403);
    expect(
      (await call(t.app, 'POST', '/api/Configuration/SetTestClock', { body: { now: null } })).status,
    ).toBe(401);
    expect(t.clock.isTestClockSet()).toBe(false);
  });

  it('answers 400 for a malformed timestamp or a missing field', async () => {
    const bad = await setClock('admin', 'next tuesday');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('now');
    expect((await setClock('admin', undefined)).status).toBe(400);
  });
});
