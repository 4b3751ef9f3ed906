import { Role } from '@drawdesk/shared-kernel/domain';
import { defaultAccessString } from '../../auth/accessString';
import { call, insertTestUser, login, useDemoApp } from '../../../test/harness';

const demo = [
  'demo_it',
  'demo_co',
  'demo_co_sub',
  'demo_sh',
  'demo_ma',
  'demo_ag',
  'demo_p1',
  'demo_house',
] as const;
const t = useDemoApp<(typeof demo)[number], 'ag2' | 'p3'>(demo, async (app) => {
  // A sibling of demo_ag under demo_ma, with a player: outside demo_ag's tree.
  app.ids.ag2 = await insertTestUser(app.db, {
    username: 'lim_ag2',
    roleId: Role.Multilevel,
    upline: 'demo_ma',
    agentLevel: 5,
  });
  app.ids.p3 = await insertTestUser(app.db, { username: 'lim_p3', roleId: Role.Player, upline: 'lim_ag2' });
});
const cookies: Record<string, string> = t.cookies;
const { ids } = t;

type Data = Record<string, unknown>;
const getFl = (as: string, userId?: number) =>
  call(t.app, 'GET', '/api/Account/GetFightLimitRelatedData', {
    cookie: cookies[as],
    ...(userId ? { query: { userId: String(userId) } } : {}),
  });
const update = (as: string, body: unknown) =>
  call(t.app, 'POST', '/api/Account/UpdateUserEatLimit', { cookie: cookies[as], body });
const data = (res: { body: { data?: unknown } }) => res.body.data as Data;

async function limitRows(userId: number) {
  return t.db
    .selectFrom('account_fight_limits')
    .select(['basis', 'limit_key', 'amount'])
    .where('user_id', '=', String(userId))
    .orderBy('basis')
    .orderBy('limit_key')
    .execute();
}

describe('GetFightLimitRelatedData', () => {
  it("gives an agent's own defaults and its upline's settings", async () => {
    const res = await getFl('demo_ag');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(data(res)).toMatchObject({
      userId: ids.demo_ag,
      username: 'demo_ag',
      userRoleId: Role.Multilevel,
      positionTaking: 0,
      grouping: 1,
      fightLimits: { amountBase: {}, totalBase: null, groupBase: {} },
      maxFightLimit: null,
      isRedPackage: false,
      canEdit: true,
      canEditMaxFightLimit: false,
      positionTakingFixed: false,
      upline: { userId: ids.demo_ma, username: 'demo_ma' },
    });
    expect(data(res).betCodes).toContain('4SB');
    expect(data(res).games).toEqual(['4D', '3D', '2D', '5D', '6D']);
  });

  it('gives a company pt 100, fixed, with no upline settings (the super admin eats nothing)', async () => {
    const res = await getFl('demo_co');
    expect(data(res)).toMatchObject({ positionTaking: 100, positionTakingFixed: true, upline: null });
    const sh = await getFl('demo_sh');
    expect((data(sh).upline as Data).positionTaking).toBe(100);
  });

  it('lets an upline read a downline agent, and edit its max fight limit', async () => {
    const res = await getFl('demo_ma', ids.demo_ag);
    expect(data(res)).toMatchObject({ userId: ids.demo_ag, canEdit: true, canEditMaxFightLimit: true });
    const admin = await getFl('admin', ids.demo_co);
    expect(data(admin)).toMatchObject({ canEditMaxFightLimit: true });
  });

  it('refuses players and houses: fight limits belong to agents and companies', async () => {
    const res = await getFl('demo_ag', ids.demo_p1);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: false,
      message: 'Fight limits apply to companies and agents only.',
    });
    const admin = await getFl('admin');
    expect(admin.body.success).toBe(false);
  });

  it('is 403 out of the tree, for an upline, for players and without the function', async () => {
    expect((await getFl('demo_ag', ids.ag2)).status).toBe(403);
    expect((await getFl('demo_ag', ids.demo_ma)).status).toBe(403);
    expect((await getFl('demo_p1')).status).toBe(403);
    expect((await getFl('demo_co_sub')).status).toBe(403);
    expect((await getFl('demo_ag', 99_999_999)).status).toBe(403);
    const noSession = await call(t.app, 'GET', '/api/Account/GetFightLimitRelatedData');
    expect(noSession.status).toBe(401);
  });

  it('lets the IT admin read but not change', async () => {
    expect((await getFl('demo_it', ids.demo_ag)).body).toMatchObject({
      success: true,
      data: { canEdit: false },
    });
    expect((await update('demo_it', { userId: ids.demo_ag, positionTaking: 10 })).status).toBe(403);
  });
});

describe('UpdateUserEatLimit', () => {
  it('sets pt, grouping, limits and max fight limit of a downline, audited with before and after', async () => {
    const res = await update('demo_ma', {
      userId: ids.demo_ag,
      positionTaking: 50,
      grouping: 1,
      maxFightLimit: 100,
      fightLimits: { amountBase: { B: 10, S: 5.5, '4A': 0 }, totalBase: 80, groupBase: { '3D': 12.34 } },
    });
    expect(res.body).toMatchObject({ success: true });
    expect(data(res)).toMatchObject({
      positionTaking: 50,
      grouping: 1,
      maxFightLimit: 100,
      fightLimits: { amountBase: { B: 10, S: 5.5, '4A': 0 }, totalBase: 80, groupBase: { '3D': 12.34 } },
    });
    expect(await limitRows(ids.demo_ag)).toEqual([
      { basis: 1, limit_key: '4A', amount: '0' },
      { basis: 1, limit_key: 'B', amount: '1000' },
      { basis: 1, limit_key: 'S', amount: '550' },
      { basis: 2, limit_key: 'ALL', amount: '8000' },
      { basis: 3, limit_key: '3D', amount: '1234' },
    ]);
    const settings = await t.db
      .selectFrom('account_eat_settings')
      .selectAll()
      .where('user_id', '=', String(ids.demo_ag))
      .executeTakeFirstOrThrow();
    expect(settings).toMatchObject({ position_taking: 50, grouping: 1, max_fight_limit: '10000' });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'before', 'after'])
      .where('action', '=', 'limits.updateEatLimit')
      .where('entity_id', '=', String(ids.demo_ag))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.actor_id).toBe(String(ids.demo_ma));
    expect(audit.before).toMatchObject({ positionTaking: 0, maxFightLimit: null });
    expect(audit.after).toMatchObject({
      positionTaking: 50,
      maxFightLimit: 100,
      fightLimits: { amountBase: { B: 10 } },
    });
    // The agent sees it, including 0 (eats nothing) kept apart from unset.
    const own = data(await getFl('demo_ag'));
    expect(own.fightLimits).toEqual({
      amountBase: { B: 10, S: 5.5, '4A': 0 },
      totalBase: 80,
      groupBase: { '3D': 12.34 },
    });
  });

  it('changes only the keys given; null unsets a limit', async () => {
    const res = await update('demo_ag', {
      userId: ids.demo_ag,
      fightLimits: { amountBase: { S: null, '4SB': 7 } },
      grouping: 3,
    });
    expect(data(res)).toMatchObject({
      positionTaking: 50,
      grouping: 3,
      fightLimits: { amountBase: { B: 10, '4A': 0, '4SB': 7 }, totalBase: 80, groupBase: { '3D': 12.34 } },
    });
    expect((data(res).fightLimits as { amountBase: Data }).amountBase).not.toHaveProperty('S');
    const unsetTotal = await update('demo_ag', { userId: ids.demo_ag, fightLimits: { totalBase: null } });
    expect((data(unsetTotal).fightLimits as Data).totalBase).toBeNull();
  });

  it('refuses a limit above the max fight limit and a max below a set limit', async () => {
    const over = await update('demo_ag', { userId: ids.demo_ag, fightLimits: { amountBase: { B: 100.01 } } });
    expect(over.status).toBe(200);
    expect(over.body).toMatchObject({
      success: false,
      message: 'Fight limit B (100.01) exceeds the max fight limit (100.00).',
    });
    const atMax = await update('demo_ag', { userId: ids.demo_ag, fightLimits: { groupBase: { '4D': 100 } } });
    expect(atMax.body.success).toBe(true);
    const lower = await update('demo_ma', { userId: ids.demo_ag, maxFightLimit: 9.99 });
    expect(lower.body).toMatchObject({
      success: false,
      message: 'Fight limit B (10.00) exceeds the max fight limit (9.99).',
    });
    // Nothing of a refused update is stored.
    expect(data(await getFl('demo_ag')).maxFightLimit).toBe(100);
    // Lowering the max together with the limits in one request works.
    const both = await update('demo_ma', {
      userId: ids.demo_ag,
      maxFightLimit: 10,
      fightLimits: { amountBase: { '4SB': null }, groupBase: { '4D': null, '3D': 10 } },
    });
    expect(both.body.success).toBe(true);
    expect(data(both).maxFightLimit).toBe(10);
  });

  it('lets only an upline change the max fight limit (the same value may be sent back)', async () => {
    expect((await update('demo_ag', { userId: ids.demo_ag, maxFightLimit: 500 })).status).toBe(403);
    expect((await update('demo_ag', { userId: ids.demo_ag, maxFightLimit: null })).status).toBe(403);
    const same = await update('demo_ag', { userId: ids.demo_ag, maxFightLimit: 10, positionTaking: 40 });
    expect(same.body).toMatchObject({ success: true, data: { maxFightLimit: 10, positionTaking: 40 } });
    const removed = await update('demo_ma', {
      userId: ids.demo_ag,
      maxFightLimit: null,
      fightLimits: { amountBase: { B: 5000 } },
    });
    expect(removed.body).toMatchObject({ success: true, data: { maxFightLimit: null } });
  });

  it("keeps a company's pt at 100", async () => {
    const bad = await update('demo_co', { userId: ids.demo_co, positionTaking: 80 });
    expect(bad.body).toMatchObject({
      success: false,
      message: "A company's position taking is fixed at 100.",
    });
    const fine = await update('admin', {
      userId: ids.demo_co,
      positionTaking: 100,
      grouping: 2,
      fightLimits: { totalBase: 1000 },
      maxFightLimit: 2000,
    });
    expect(fine.body).toMatchObject({
      success: true,
      data: { positionTaking: 100, grouping: 2, maxFightLimit: 2000 },
    });
  });

  it.each([
    ['pt above 100', { positionTaking: 101 }],
    ['pt below 0', { positionTaking: -1 }],
    ['pt with decimals', { positionTaking: 50.5 }],
    ['grouping 4', { grouping: 4 }],
    ['a negative limit', { fightLimits: { amountBase: { B: -1 } } }],
    ['a limit with 3 decimals', { fightLimits: { amountBase: { B: 1.234 } } }],
    ['a total with 3 decimals', { fightLimits: { totalBase: 0.001 } }],
    ['a max with 3 decimals', { maxFightLimit: 1.005 }],
    ['a string amount', { fightLimits: { groupBase: { '4D': 'ten' } } }],
    ['false (never coerced to 0)', { fightLimits: { amountBase: { B: false } } }],
    ['a numeric string limit', { fightLimits: { totalBase: '10' } }],
    ['true as max', { maxFightLimit: true }],
  ])('answers 400 for %s', async (_name, change) => {
    const res = await update('demo_ma', { userId: ids.demo_ag, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 400 });
  });

  it('answers 400 without a userId', async () => {
    expect((await update('demo_ma', { positionTaking: 10 })).status).toBe(400);
  });

  it('is 403 out of the tree, for an upline, for players and sub-accounts without the function', async () => {
    expect((await update('demo_ag', { userId: ids.ag2, positionTaking: 10 })).status).toBe(403);
    expect((await update('demo_ag', { userId: ids.demo_ma, positionTaking: 10 })).status).toBe(403);
    expect((await update('demo_p1', { userId: ids.demo_ag, positionTaking: 10 })).status).toBe(403);
    expect((await update('demo_co_sub', { userId: ids.demo_ag, positionTaking: 10 })).status).toBe(403);
    expect((await update('demo_ag', { userId: ids.demo_p1, positionTaking: 10 })).body).toMatchObject({
      success: false,
    });
  });
});

describe('FixIsRedPackage', () => {
  const fix = (as: string, body: unknown) =>
    call(t.app, 'POST', '/api/Account/FixIsRedPackage', { cookie: cookies[as], body });

  it('marks and unmarks an account in scope, audited', async () => {
    const on = await fix('demo_ag', { userId: ids.demo_p1, isRedPackage: true });
    expect(on.body).toEqual({
      success: true,
      message: null,
      data: { userId: ids.demo_p1, isRedPackage: true },
      code: 0,
    });
    const row = await t.db
      .selectFrom('account_eat_settings')
      .select('is_red_package')
      .where('user_id', '=', String(ids.demo_p1))
      .executeTakeFirstOrThrow();
    expect(row.is_red_package).toBe(true);
    await fix('demo_ma', { userId: ids.demo_ag, isRedPackage: true });
    expect(data(await getFl('demo_ag')).isRedPackage).toBe(true);
    // The flag does not disturb the fight limits stored beside it.
    expect((data(await getFl('demo_ag')).fightLimits as { amountBase: Data }).amountBase.B).toBe(5000);
    const off = await fix('demo_ag', { userId: ids.demo_p1, isRedPackage: false });
    expect(off.body).toMatchObject({ success: true, data: { isRedPackage: false } });
    const audits = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'limits.fixIsRedPackage')
      .where('entity_id', '=', String(ids.demo_p1))
      .orderBy('id')
      .execute();
    expect(audits.map((a) => [a.before, a.after])).toEqual([
      [{ isRedPackage: false }, { isRedPackage: true }],
      [{ isRedPackage: true }, { isRedPackage: false }],
    ]);
  });

  it('validates and checks scope and permission', async () => {
    expect((await fix('demo_ag', { userId: ids.demo_p1, isRedPackage: 'yes' })).status).toBe(400);
    expect((await fix('demo_ag', { userId: ids.p3, isRedPackage: true })).status).toBe(403);
    expect((await fix('demo_p1', { userId: ids.demo_p1, isRedPackage: true })).status).toBe(403);
    expect((await fix('demo_it', { userId: ids.demo_p1, isRedPackage: true })).status).toBe(403);
    expect((await fix('demo_co', { userId: ids.demo_co_sub, isRedPackage: true })).body).toMatchObject({
      success: false,
    });
  });
});

describe('GetResendOrderLimit and UpdateResendOrderLimit', () => {
  const list = (as: string, body: unknown) =>
    call(t.app, 'POST', '/api/Account/GetResendOrderLimit', { cookie: cookies[as], body });
  const set = (as: string, body: unknown) =>
    call(t.app, 'POST', '/api/Account/UpdateResendOrderLimit', { cookie: cookies[as], body });

  it("lists the caller's tree, paged, with the enable flag and the count", async () => {
    const res = await list('demo_co', { StartCount: 0, PageSize: 500 });
    expect(res.body.success).toBe(true);
    const rows = res.body.data as Array<Data>;
    expect(res.body.totalCount).toBe(rows.length);
    const names = rows.map((r) => r.username);
    expect(names).toEqual(expect.arrayContaining(['demo_co', 'demo_ag', 'demo_p1', 'lim_p3']));
    expect(names).not.toContain('admin');
    expect(names).not.toContain('demo_co_sub');
    expect(rows.find((r) => r.username === 'demo_p1')).toMatchObject({
      userId: ids.demo_p1,
      enabled: true,
      maxResendCount: 0,
      uplineId: ids.demo_ag,
    });
    const page = await list('demo_co', { StartCount: 2, PageSize: 2 });
    expect(page.body.data).toEqual(rows.slice(2, 4));
    expect(page.body.totalCount).toBe(rows.length);
    const search = await list('demo_co', { StartCount: 0, PageSize: 10, search: 'P1' });
    expect((search.body.data as Data[]).map((r) => r.username)).toEqual(['demo_p1']);
  });

  it("sets a downline's limit in one audited change", async () => {
    const res = await set('demo_co', { userId: ids.demo_p1, enabled: false, maxResendCount: 3 });
    expect(res.body).toMatchObject({
      success: true,
      data: { userId: ids.demo_p1, enabled: false, maxResendCount: 3 },
    });
    const user = await t.db
      .selectFrom('users')
      .select('resend_order_limit_enable')
      .where('id', '=', String(ids.demo_p1))
      .executeTakeFirstOrThrow();
    expect(user.resend_order_limit_enable).toBe(false);
    const again = await set('demo_co', { userId: ids.demo_p1, enabled: true, maxResendCount: 5 });
    expect(again.body.success).toBe(true);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'limits.updateResendOrderLimit')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({
      before: { enabled: false, maxResendCount: 3 },
      after: { enabled: true, maxResendCount: 5 },
    });
  });

  it('validates, and refuses self, out-of-tree and callers without the functions', async () => {
    expect((await set('demo_co', { userId: ids.demo_p1, enabled: true, maxResendCount: 101 })).status).toBe(
      400,
    );
    expect((await set('demo_co', { userId: ids.demo_p1, enabled: true, maxResendCount: -1 })).status).toBe(
      400,
    );
    expect((await set('demo_co', { userId: ids.demo_p1, enabled: true, maxResendCount: 1.5 })).status).toBe(
      400,
    );
    expect((await list('demo_co', { StartCount: 0, PageSize: 501 })).status).toBe(400);
    expect((await set('demo_co', { userId: ids.demo_co, enabled: true, maxResendCount: 1 })).status).toBe(
      403,
    );
    // Agents hold neither 'Master Resend Order' nor 'Resend Order' by default.
    expect((await list('demo_ag', { StartCount: 0, PageSize: 10 })).status).toBe(403);
    expect((await set('demo_ag', { userId: ids.demo_p1, enabled: true, maxResendCount: 1 })).status).toBe(
      403,
    );
    expect((await set('demo_co_sub', { userId: ids.demo_p1, enabled: true, maxResendCount: 1 })).status).toBe(
      403,
    );
    await t.db
      .updateTable('users')
      .set({ access_string: 'Resend Order:123' })
      .where('id', '=', String(ids.demo_ag))
      .execute();
    const agCookie = await login(t.app, 'demo_ag');
    expect(
      (
        await call(t.app, 'POST', '/api/Account/UpdateResendOrderLimit', {
          cookie: agCookie,
          body: { userId: ids.p3, enabled: true, maxResendCount: 1 },
        })
      ).status,
    ).toBe(403);
    const mine = await call(t.app, 'POST', '/api/Account/UpdateResendOrderLimit', {
      cookie: agCookie,
      body: { userId: ids.demo_p1, enabled: true, maxResendCount: 2 },
    });
    expect(mine.body).toMatchObject({ success: true, data: { maxResendCount: 2 } });
    await t.db
      .updateTable('users')
      .set({ access_string: defaultAccessString(Role.Multilevel) })
      .where('id', '=', String(ids.demo_ag))
      .execute();
  });
});

describe('one store for eat settings', () => {
  it('reads defaults for an account without a row and never reads users.settings', async () => {
    await t.db
      .updateTable('users')
      .set({
        settings: JSON.stringify({
          positionTaking: 3050,
          fightLimits: { B: 2500 },
          maxFightLimit: 100,
          currency: 'MYR',
        }),
      })
      .where('id', '=', String(ids.ag2))
      .execute();
    const read = data(await getFl('demo_ma', ids.ag2));
    expect(read).toMatchObject({
      positionTaking: 0,
      maxFightLimit: null,
      fightLimits: { amountBase: {}, totalBase: null, groupBase: {} },
    });
    const res = await update('demo_ma', {
      userId: ids.ag2,
      positionTaking: 40,
      maxFightLimit: 50,
      fightLimits: { amountBase: { S: 12.5 } },
    });
    expect(data(res)).toMatchObject({
      positionTaking: 40,
      maxFightLimit: 50,
      fightLimits: { amountBase: { S: 12.5 } },
    });
    // Nothing is mirrored into users.settings.
    const row = await t.db
      .selectFrom('users')
      .select('settings')
      .where('id', '=', String(ids.ag2))
      .executeTakeFirstOrThrow();
    expect(row.settings).toEqual({
      positionTaking: 3050,
      fightLimits: { B: 2500 },
      maxFightLimit: 100,
      currency: 'MYR',
    });
  });
});
