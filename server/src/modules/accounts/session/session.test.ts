import { ServerMessages } from '@drawdesk/shared-kernel/contract';
import { Role } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import { buildApp } from '../../../app';
import { sessionIdOf } from '../../../auth/tokens';
import {
  ADMIN_PASSWORD,
  call,
  login,
  SETUP_TIMEOUT,
  insertTestUser,
  startTestApp,
  userIdOf,
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

describe('failed logins slow further guesses down', () => {
  const T0 = new Date('2031-05-04T08:00:00.000Z');
  const at = (ms: number) => t.clock.setTestClock(new Date(T0.getTime() + ms));
  const attempt = (username: string, password: string, ip: string) =>
    call(t.app, 'POST', '/api/Account/Login', { form: { username, password }, ip });
  const failTimes = async (n: number, username: string, ip: (i: number) => string) => {
    for (let i = 0; i < n; i++) {
      const res = await attempt(username, `bad-${i}`, ip(i));
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(ServerMessages.invalidLogin);
    }
  };
  const expectRefused = (res: Awaited<ReturnType<typeof attempt>>, retryAfterSeconds?: number) => {
    expect(res.status).toBe(429);
    if (retryAfterSeconds !== undefined) expect(res.headers['retry-after']).toBe(String(retryAfterSeconds));
    expect(res.body).toEqual({
      success: false,
      message: ServerMessages.tooManyAttempts,
      data: null,
      code: 429,
    });
  };
  const expectIn = (res: Awaited<ReturnType<typeof attempt>>) => {
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  };

  beforeEach(async () => {
    await t.db.deleteFrom('auth_failures').execute();
    await t.db.deleteFrom('auth_known_addresses').execute();
    await at(0);
  });
  afterAll(() => t.clock.setTestClock(null));

  it('gives a username at one address 5 free tries, then waits of 30 s doubling, even for the right password', async () => {
    await failTimes(5, 'demo_sh', () => '10.2.0.1');
    // The refusal says when to come back (Retry-After, whole seconds, at least 1).
    expectRefused(await attempt('Demo_SH', 'Demo@12345', '10.2.0.1'), 30);
    await at(12_400);
    expectRefused(await attempt('demo_sh', 'Demo@12345', '10.2.0.1'), 18);
    await at(29_999);
    expectRefused(await attempt('demo_sh', 'Demo@12345', '10.2.0.1'), 1);
    await at(30_000);
    expect((await attempt('demo_sh', 'bad-6', '10.2.0.1')).body.message).toBe(ServerMessages.invalidLogin);
    // The 6th failure doubles the wait to a minute.
    await at(30_000 + 59_999);
    expectRefused(await attempt('demo_sh', 'Demo@12345', '10.2.0.1'), 1);
    await at(30_000);
    expectRefused(await attempt('demo_sh', 'Demo@12345', '10.2.0.1'), 60);
    await at(30_000 + 59_999);
    await at(30_000 + 60_000);
    expectIn(await attempt('demo_sh', 'Demo@12345', '10.2.0.1'));
    // The right password forgave the address's failures: 4 more are answered at once.
    await failTimes(4, 'demo_sh', () => '10.2.0.1');
    expectIn(await attempt('demo_sh', 'Demo@12345', '10.2.0.1'));
  });

  it('counts guesses sent in parallel: no more than the free tries are checked', async () => {
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) => attempt('demo_sh', `bad-${i}`, '10.2.4.1')),
    );
    const checked = replies.filter((r) => r.status === 200);
    expect(checked.length).toBeLessThanOrEqual(5);
    for (const r of checked) expect(r.body.message).toBe(ServerMessages.invalidLogin);
    for (const r of replies.filter((r) => r.status !== 200)) expectRefused(r);
    // Refused guesses do not count: the wait is the one after the failures checked.
    const rows = await t.db.selectFrom('auth_failures').where('subject', '=', 'demo_sh').execute();
    expect(rows).toHaveLength(checked.length);
  });

  it('does not slow the same username from another address, nor other usernames from that address', async () => {
    await failTimes(5, 'demo_sh', () => '10.2.1.1');
    expectRefused(await attempt('demo_sh', 'Demo@12345', '10.2.1.1'));
    expectIn(await attempt('demo_sh', 'Demo@12345', '10.2.1.2'));
    expectIn(await attempt('demo_ma', 'Demo@12345', '10.2.1.1'));
  });

  it('slows a username failing from 20 addresses down everywhere but where it logged in lately', async () => {
    expectIn(await attempt('admin', ADMIN_PASSWORD, '10.4.0.1'));
    await at(60_000);
    await failTimes(20, 'admin', (i) => `10.4.1.${i}`);
    expectRefused(await attempt('admin', ADMIN_PASSWORD, '10.4.2.1'));
    // The owner's usual address is spared: the attacker cannot lock the admin out.
    expectIn(await attempt('admin', ADMIN_PASSWORD, '10.4.0.1'));
    await at(60_000 + 59_999);
    expectRefused(await attempt('admin', ADMIN_PASSWORD, '10.4.2.1'));
    await at(60_000 + 60_000);
    expectIn(await attempt('admin', ADMIN_PASSWORD, '10.4.2.1'));
  });

  it('slows an address after 50 failures in an hour, except for accounts that logged in from it lately', async () => {
    const office = '10.3.0.1';
    expectIn(await attempt('demo_ma', 'Demo@12345', office));
    await at(1000);
    for (let i = 0; i < 50; i++) {
      const res = await attempt(`ghost_${i}`, 'x', office);
      expect(res.body.message).toBe(ServerMessages.invalidLogin);
    }
    expectRefused(await attempt('demo_ag', 'Demo@12345', office));
    expectIn(await attempt('demo_ma', 'Demo@12345', office));
    expectIn(await attempt('demo_ag', 'Demo@12345', '10.3.0.2'));
    await at(1000 + 10_000);
    expectIn(await attempt('demo_ag', 'Demo@12345', office));
  });

  it('forgets failures older than their window', async () => {
    await failTimes(5, 'demo_sh', () => '10.2.3.1');
    expectRefused(await attempt('demo_sh', 'Demo@12345', '10.2.3.1'));
    await at(24 * 3600 * 1000 + 1);
    expectIn(await attempt('demo_sh', 'Demo@12345', '10.2.3.1'));
  });

  it("counts a wrong old password in ChangePassword as a failed login of the account's password", async () => {
    await insertTestUser(t.db, { username: 'cp_player', roleId: Role.Player, upline: 'demo_ag' });
    const cookie = await login(t.app, 'cp_player', 'Demo@12345', '10.5.0.1');
    const change = (oldPassword: string) =>
      call(t.app, 'POST', '/api/Account/ChangePassword', {
        cookie,
        query: { oldPassword, newPassword: 'Another@123' },
        ip: '10.5.0.1',
      });
    for (let i = 0; i < 5; i++) {
      const res = await change(`guess-${i}`);
      expect(res.status).toBe(200);
      expect(res.body.message).toMatch(/old password/i);
    }
    expectRefused(await change('Demo@12345'));
    expectRefused(await attempt('cp_player', 'Demo@12345', '10.5.0.1'));
    await at(30_000);
    const changed = await change('Another@123');
    expect(changed.body.message).toMatch(/old password/i);
    await at(30_000 + 60_000);
    expect((await change('Demo@12345')).body).toMatchObject({ success: true });
    expectIn(await attempt('cp_player', 'Another@123', '10.5.0.1'));
  });

  it('takes the client address from X-Forwarded-For only behind TRUST_PROXY', async () => {
    const failAddresses = async (trustProxy: boolean | string) => {
      await t.db.deleteFrom('auth_failures').execute();
      const app = await buildApp({ db: t.db, config: { ...t.config, trustProxy }, clock: t.clock });
      await app.ready();
      try {
        const res = await call(app, 'POST', '/api/Account/Login', {
          form: { username: 'demo_sh', password: 'wrong' },
          headers: { 'x-forwarded-for': '203.0.113.7' },
        });
        expect(res.body.message).toBe(ServerMessages.invalidLogin);
      } finally {
        await app.close();
      }
      return (await t.db.selectFrom('auth_failures').select('ip').execute()).map((r) => r.ip);
    };
    expect(await failAddresses(false)).toEqual(['127.0.0.1']);
    expect(await failAddresses('127.0.0.1')).toEqual(['203.0.113.7']);
    // Builds two apps (every route's schemas compiled twice): seconds on a loaded machine.
  }, 30_000);
});

describe('UnlockLogin', () => {
  const unlock = (cookie: string, body: unknown) =>
    call(t.app, 'POST', '/api/Account/UnlockLogin', { cookie, body });
  const attempt = (username: string, password: string, ip: string) =>
    call(t.app, 'POST', '/api/Account/Login', { form: { username, password }, ip });

  it("lets the super admin clear an account's failures at once, and audits it", async () => {
    const admin = await login(t.app, 'admin', ADMIN_PASSWORD, '10.6.0.1');
    for (let i = 0; i < 5; i++) await attempt('demo_co', `bad-${i}`, '10.6.1.1');
    const cookie = await login(t.app, 'demo_co', 'Demo@12345', '10.6.1.2');
    for (let i = 0; i < 5; i++) {
      await call(t.app, 'POST', '/api/Configuration/VerifySecondaryPassword', {
        cookie,
        query: { secondaryPassword: `bad-${i}` },
      });
    }
    expect((await attempt('demo_co', 'Demo@12345', '10.6.1.1')).status).toBe(429);
    const userId = await userIdOf(t.db, 'demo_co');
    const res = await unlock(admin, { userId });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Login unlocked.', data: null, code: 0 });
    expect((await attempt('demo_co', 'Demo@12345', '10.6.1.1')).body.success).toBe(true);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'account.unlockLogin')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: String(await userIdOf(t.db, 'admin')),
      entity: 'user',
      entity_id: String(userId),
      after: { clearedFailures: 10 },
    });
  });

  it('refuses everyone but the super admin, its staff and sub-accounts included, and changes nothing', async () => {
    await attempt('demo_p2', 'bad', '10.6.2.1');
    const userId = await userIdOf(t.db, 'demo_p2');
    // Admin staff: a sub-account of the super admin, carrying its role id.
    await insertTestUser(t.db, { username: 'unlock_staff', roleId: Role.SuperAdmin, upline: 'admin' });
    await t.db
      .updateTable('users')
      .set({ main_account_id: String(await userIdOf(t.db, 'admin')), is_admin_staff: true })
      .where('username', '=', 'unlock_staff')
      .execute();
    for (const name of ['unlock_staff', 'demo_it', 'demo_co', 'demo_co_sub', 'demo_ag']) {
      const res = await unlock(await login(t.app, name), { userId });
      expect(res.status).toBe(403);
    }
    expect((await call(t.app, 'POST', '/api/Account/UnlockLogin', { body: { userId } })).status).toBe(401);
    const failures = await t.db.selectFrom('auth_failures').where('subject', '=', 'demo_p2').execute();
    expect(failures).toHaveLength(1);
  });

  it('says so for an unknown account and answers 400 for a bad body', async () => {
    const admin = await login(t.app, 'admin', ADMIN_PASSWORD);
    expect((await unlock(admin, { userId: 999_999 })).body).toMatchObject({
      success: false,
      message: ServerMessages.notFound,
    });
    expect((await unlock(admin, { userId: 0 })).status).toBe(400);
    expect((await unlock(admin, {})).status).toBe(400);
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
    // This login's session (sessions of earlier tests stay until the purge job runs).
    const id = sessionIdOf(cookie.replace(/^dd_sid=/, '').split(';')[0] ?? '');
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now() - interval '30 seconds'` })
      .execute();
    await isLoggedIn(cookie);
    const recent = await t.db
      .selectFrom('sessions')
      .select(sql<boolean>`last_seen_at < now() - interval '20 seconds'`.as('old'))
      .where('id', '=', id)
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
      .where('id', '=', id)
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
      .where('entity_id', '=', String(await userIdOf(t.db, 'demo_ag')))
      .execute();
    expect(audit).toHaveLength(1);
  });
});
