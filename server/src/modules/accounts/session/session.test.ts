import { ServerMessages } from '@drawdesk/shared-kernel/contract';
import { sql } from 'kysely';
import {
  ADMIN_PASSWORD,
  call,
  login,
  SETUP_TIMEOUT,
  startTestApp,
  type TestApp,
} from '../../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const isLoggedIn = (cookie?: string) =>
  call(t.app, 'GET', '/api/Account/IsLoggedIn', cookie ? { cookie } : {});

describe('Login', () => {
  it('logs in with a form post, sets an HttpOnly SameSite cookie and returns the login user data', async () => {
    const res = await call(t.app, 'POST', '/api/Account/Login', {
      form: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: null, code: 0 });
    expect(res.body.data).toMatchObject({
      userId: 1,
      username: 'admin',
      userRoleId: 1,
      agentLevel: null,
      mainAccount: '',
      skipTNC: true,
      resendOrderLimitEnable: false,
      temporaryDisableFor: [],
      targetLines: [],
      isAdminStaff: false,
      hasSecondaryPassword: true,
      language: 'en',
    });
    expect((res.body.data as { accessString: string }).accessString).toContain('Company:1234');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^dd_sid=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
  });

  it('is case-insensitive on the username and reports the sub-account main account', async () => {
    const res = await call(t.app, 'POST', '/api/Account/Login', {
      form: { username: 'DEMO_CO_SUB', password: 'Demo@12345' },
    });
    expect(res.body.success).toBe(true);
    const data = res.body.data as { mainAccount: string; accessString: string; userRoleId: number };
    const coId = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'demo_co')
      .executeTakeFirstOrThrow();
    expect(data.mainAccount).toBe(coId.id);
    expect(data.accessString).toBe('Downline:1;Map Report:1');
  });

  it('gives one message for a wrong password, an unknown user and an inactive account', async () => {
    await t.db
      .updateTable('users')
      .set({ status: 'inactive' })
      .where('username', '=', 'demo_house')
      .execute();
    const attempts = [
      { username: 'demo_ag', password: 'wrong-password' },
      { username: 'nobody_here', password: 'Demo@12345' },
      { username: 'demo_house', password: 'Demo@12345' },
    ];
    for (const [i, form] of attempts.entries()) {
      const res = await call(t.app, 'POST', '/api/Account/Login', { form, ip: `10.1.0.${i}` });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: false, message: ServerMessages.invalidLogin, data: null, code: 1 });
      expect(res.cookie).toBeUndefined();
    }
    await t.db.updateTable('users').set({ status: 'active' }).where('username', '=', 'demo_house').execute();
  });

  it('lets a suspended account log in (it can read, not bet)', async () => {
    await t.db
      .updateTable('users')
      .set({ status: 'suspended' })
      .where('username', '=', 'demo_house')
      .execute();
    await expect(login(t.app, 'demo_house')).resolves.toMatch(/^dd_sid=/);
    await t.db.updateTable('users').set({ status: 'active' }).where('username', '=', 'demo_house').execute();
  });

  it('answers 400 naming the missing fields', async () => {
    const res = await call(t.app, 'POST', '/api/Account/Login', { form: { username: 'admin' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, data: null, code: 400 });
    expect(res.body.message).toContain('password');
  });

  it('accepts JSON too', async () => {
    const res = await call(t.app, 'POST', '/api/Account/Login', {
      body: { username: 'demo_ma', password: 'Demo@12345' },
    });
    expect(res.body.success).toBe(true);
  });
});

describe('login rate limits', () => {
  it('refuses a username after 5 failures in 15 minutes, even with the right password, with 429', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await call(t.app, 'POST', '/api/Account/Login', {
        form: { username: 'demo_sh', password: `bad-${i}` },
        ip: `10.2.0.${i}`,
      });
      expect(res.status).toBe(200);
    }
    const blocked = await call(t.app, 'POST', '/api/Account/Login', {
      form: { username: 'Demo_SH', password: 'Demo@12345' },
      ip: '10.2.1.1',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      success: false,
      message: ServerMessages.tooManyAttempts,
      data: null,
      code: 429,
    });
    // Other usernames are unaffected.
    await expect(login(t.app, 'demo_ma', 'Demo@12345', '10.2.1.1')).resolves.toMatch(/^dd_sid=/);
    // Once the window has passed, the username may log in again.
    await t.db
      .updateTable('auth_failures')
      .set({ at: sql<Date>`now() - interval '16 minutes'` })
      .where('subject', '=', 'demo_sh')
      .execute();
    await expect(login(t.app, 'demo_sh', 'Demo@12345', '10.2.1.1')).resolves.toMatch(/^dd_sid=/);
  });

  it('refuses an address after 20 failures in 15 minutes, for every username', async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < 20; i++) {
      const res = await call(t.app, 'POST', '/api/Account/Login', {
        form: { username: `ghost_${i}`, password: 'x' },
        ip,
      });
      expect(res.status).toBe(200);
    }
    const blocked = await call(t.app, 'POST', '/api/Account/Login', {
      form: { username: 'demo_ag', password: 'Demo@12345' },
      ip,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(ServerMessages.tooManyAttempts);
    await expect(login(t.app, 'demo_ag', 'Demo@12345', '10.3.0.2')).resolves.toMatch(/^dd_sid=/);
  });
});

describe('IsLoggedIn and Logout', () => {
  it('answers 401 with the envelope without a session', async () => {
    const res = await isLoggedIn();
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: ServerMessages.unauthorized, data: null, code: 401 });
  });

  it('answers 401 for an unknown token', async () => {
    expect((await isLoggedIn('dd_sid=not-a-real-token')).status).toBe(401);
  });

  it('returns the login data while logged in, and 401 after logout', async () => {
    const cookie = await login(t.app, 'demo_p1');
    const res = await isLoggedIn(cookie);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      username: 'demo_p1',
      userRoleId: 5,
      resendOrderLimitEnable: true,
      skipTNC: true,
    });

    const out = await call(t.app, 'POST', '/api/Account/Logout', { cookie, form: {} });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ success: true });
    expect(String(out.headers['set-cookie'])).toMatch(/dd_sid=;/);
    expect((await isLoggedIn(cookie)).status).toBe(401);
  });

  it('Logout without a session still succeeds', async () => {
    const out = await call(t.app, 'POST', '/api/Account/Logout');
    expect(out.body.success).toBe(true);
  });

  it('expires a session idle for more than 2 hours', async () => {
    const cookie = await login(t.app, 'demo_p1');
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now() - interval '121 minutes'` })
      .execute();
    expect((await isLoggedIn(cookie)).status).toBe(401);
  });

  it('expires a session after 5 days however active', async () => {
    const cookie = await login(t.app, 'demo_p1');
    const created = await t.db
      .selectFrom('sessions')
      .select(['created_at', 'expires_at'])
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(created.expires_at.getTime() - created.created_at.getTime()).toBe(5 * 24 * 3600 * 1000);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .execute();
    expect((await isLoggedIn(cookie)).status).toBe(401);
  });

  it('refreshes last_seen_at at most once a minute', async () => {
    const cookie = await login(t.app, 'demo_ma');
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now() - interval '30 seconds'` })
      .execute();
    await isLoggedIn(cookie);
    const recent = await t.db
      .selectFrom('sessions')
      .select(sql<boolean>`last_seen_at < now() - interval '20 seconds'`.as('old'))
      .executeTakeFirstOrThrow();
    expect(recent.old).toBe(true);
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now() - interval '5 minutes'` })
      .execute();
    await isLoggedIn(cookie);
    const touched = await t.db
      .selectFrom('sessions')
      .select(sql<boolean>`last_seen_at > now() - interval '20 seconds'`.as('fresh'))
      .executeTakeFirstOrThrow();
    expect(touched.fresh).toBe(true);
  });

  it('ends the session of an account made inactive', async () => {
    const cookie = await login(t.app, 'demo_p2');
    await t.db.updateTable('users').set({ status: 'inactive' }).where('username', '=', 'demo_p2').execute();
    expect((await isLoggedIn(cookie)).status).toBe(401);
    await t.db.updateTable('users').set({ status: 'active' }).where('username', '=', 'demo_p2').execute();
  });

  it('stores only the sha256 of the token', async () => {
    const cookie = await login(t.app, 'demo_ag', 'Demo@12345', '10.9.9.9');
    const token = cookie.slice('dd_sid='.length);
    const ids = await t.db.selectFrom('sessions').select('id').execute();
    expect(ids.some((r) => r.id === token)).toBe(false);
    expect(ids.every((r) => /^[0-9a-f]{64}$/.test(r.id))).toBe(true);
  });
});

describe('ChangePassword', () => {
  it('refuses a wrong old password with success false', async () => {
    const cookie = await login(t.app, 'demo_ma');
    const res = await call(t.app, 'POST', '/api/Account/ChangePassword', {
      cookie,
      query: { oldPassword: 'nope-nope', newPassword: 'Another@123' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, code: 1 });
    expect(res.body.message).toMatch(/old password/i);
  });

  it('answers 400 for a too short new password and 401 without a session', async () => {
    const cookie = await login(t.app, 'demo_ma');
    const short = await call(t.app, 'POST', '/api/Account/ChangePassword', {
      cookie,
      query: { oldPassword: 'Demo@12345', newPassword: 'x' },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('newPassword');
    const anon = await call(t.app, 'POST', '/api/Account/ChangePassword', {
      query: { oldPassword: 'Demo@12345', newPassword: 'Another@123' },
    });
    expect(anon.status).toBe(401);
  });

  it('changes the password and ends every other session of the account, keeping this one', async () => {
    await t.db.deleteFrom('auth_failures').execute();
    const other = await login(t.app, 'demo_ag');
    const mine = await login(t.app, 'demo_ag');
    const res = await call(t.app, 'POST', '/api/Account/ChangePassword', {
      cookie: mine,
      query: { oldPassword: 'Demo@12345', newPassword: 'Changed@123' },
    });
    expect(res.body).toMatchObject({ success: true });
    expect((await isLoggedIn(other)).status).toBe(401);
    expect((await isLoggedIn(mine)).status).toBe(200);
    const old = await call(t.app, 'POST', '/api/Account/Login', {
      form: { username: 'demo_ag', password: 'Demo@12345' },
    });
    expect(old.body.success).toBe(false);
    await expect(login(t.app, 'demo_ag', 'Changed@123')).resolves.toMatch(/^dd_sid=/);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'account.changePassword')
      .execute();
    expect(audit).toHaveLength(1);
  });
});
