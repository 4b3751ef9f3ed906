import { OFFICIAL_PAYOUTS } from '@drawdesk/shared-kernel/domain/betting';
import { Role } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import { loadAccountTerms } from './pricing';
import { call, insertTestUser, login, useDemoApp } from '../../../../test/harness';

const pkg: Record<string, number> = {};
const t = useDemoApp(
  ['demo_it', 'demo_co', 'demo_co_sub', 'demo_sh', 'demo_ma', 'demo_ag', 'demo_p1', 'demo_house'],
  async (app) => {
    const rows = await app.db.selectFrom('packages').select(['id', 'name']).execute();
    for (const r of rows) pkg[r.name] = Number(r.id);
  },
);
const cookies: Record<string, string> = t.cookies;
const { ids } = t;

type Data = Record<string, unknown>;
const post = (as: string, path: string, body: unknown) => t.post(as, `/api/Configuration/${path}`, body);
const get = (as: string, path: string, query: Record<string, string>) =>
  t.get(as, `/api/Configuration/${path}`, query);
const data = (res: { body: { data?: unknown } }) => res.body.data as Data;
const rows = (res: { body: { data?: unknown } }) => res.body.data as Data[];

const rate = (betRate: number, payouts: number[], baseRate = 1) => ({ baseRate, betRate, payouts });
const bigSmall = (betRate: number) => ({
  B: rate(betRate, [2500, 1000, 500, 180, 60]),
  S: rate(betRate, [3500, 2000, 1000]),
});
const savePackage = (as: string, over: Record<string, unknown>) =>
  post(as, 'CreateOrUpdatePackage', { name: 'T pkg', type: 0, rates: bigSmall(0.9), ...over });

const newAccount = (over: Record<string, unknown>) => ({
  username: `pk_${Math.random().toString(36).slice(2, 9)}`,
  fullName: 'Package Test',
  userRoleId: Role.Multilevel,
  agentLevel: 5,
  uplineId: ids.demo_ma,
  password: 'Secret@123',
  confirmPassword: 'Secret@123',
  status: 'active',
  creditLimit: 0,
  ...over,
});
const createUser = (as: string, body: unknown) =>
  call(t.app, 'POST', '/api/Account/CreateOrUpdateUser', { cookie: cookies[as], body });

async function betRateOf(userId: number, type: 0 | 2 | 3 = 0, code: 'B' | 'S' | '4A' = 'B') {
  const terms = await loadAccountTerms(t.db, [userId]);
  return terms.get(userId)!.byType[type].get(code)!.betRate;
}

describe('demo packages and loadAccountTerms', () => {
  it('seeds the official default packages and a package per demo level', async () => {
    const res = await get('admin', 'GetPackages', { StartCount: '0', PageSize: '50' });
    expect(res.body).toMatchObject({ success: true, totalCount: 9 });
    const info = res.body.overallInfo as Data;
    expect(info.defaults).toEqual({
      normal: pkg['Official Malaysia'],
      gd: pkg['GD Official'],
      nineLotto: pkg['9Lotto Official'],
    });
    const official = rows(res).find((r) => r.name === 'Official Malaysia');
    expect(official).toMatchObject({ type: 0, isRed: false, isDefault: true, pools: [1, 2, 3, 4, 5, 6, 7] });
    const red = rows(res).find((r) => r.name === 'Red Half');
    expect(red).toMatchObject({ isRed: true, isDefault: false });
  });

  it('resolves own, nearest upline, default and official terms', async () => {
    expect(await betRateOf(ids.demo_p1)).toBe(8000);
    expect(await betRateOf(ids.demo_ag)).toBe(7500);
    expect(await betRateOf(ids.demo_co)).toBe(7000);
    // demo_house has none of its own: demo_co's
    expect(await betRateOf(ids.demo_house)).toBe(7000);
    // GD: nobody holds one, the default GD package
    const gd = (await loadAccountTerms(t.db, [ids.demo_p1])).get(ids.demo_p1)!.byType[2];
    expect(gd.get('B')!.packageId).toBe(pkg['GD Official']);
    expect(gd.get('B')!.payouts).toEqual(OFFICIAL_PAYOUTS.B);
  });

  it('skips a disabled package to the next upline, and falls back to the official figures', async () => {
    const p3 = await insertTestUser(t.db, { username: 'pk_inherit', roleId: Role.Player, upline: 'demo_ag' });
    expect(await betRateOf(p3)).toBe(7500);
    await t.db
      .updateTable('packages')
      .set({ status: 0 })
      .where('id', '=', String(pkg['Agent 0.75']))
      .execute();
    try {
      expect(await betRateOf(p3)).toBe(7400);
    } finally {
      await t.db
        .updateTable('packages')
        .set({ status: 1 })
        .where('id', '=', String(pkg['Agent 0.75']))
        .execute();
    }
    const before = await t.db
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', 'defaultPackageIds')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('app_settings').where('key', '=', 'defaultPackageIds').execute();
    try {
      const gd = (await loadAccountTerms(t.db, [p3])).get(p3)!.byType[2].get('B')!;
      expect(gd).toMatchObject({ packageId: null, betRate: 10000, baseRate: 10000 });
    } finally {
      await t.db
        .insertInto('app_settings')
        .values({ key: 'defaultPackageIds', value: JSON.stringify(before.value) })
        .execute();
    }
  });

  it('gives the red package of the account only', async () => {
    const p4 = await insertTestUser(t.db, { username: 'pk_red', roleId: Role.Player, upline: 'demo_ag' });
    expect((await loadAccountTerms(t.db, [p4])).get(p4)!.red).toBeNull();
    await t.db
      .updateTable('users')
      .set({ settings: JSON.stringify({ packageIds: { red: pkg['Red Half'] } }) })
      .where('id', '=', String(p4))
      .execute();
    const red = (await loadAccountTerms(t.db, [p4])).get(p4)!.red!;
    expect(red.get('B')!.payouts).toEqual([125_000, 50_000, 25_000, 9_000, 3_000]);
  });
});

describe('CreateOrUpdatePackage', () => {
  it('creates a package in cents and per 10,000, readable by GetPackageDetailById in units', async () => {
    const res = await savePackage('admin', {
      name: 'T created',
      description: 'made in a test',
      pools: [3, 1],
      rates: {
        ...bigSmall(0.7525),
        '4A': rate(0.8, [6000.5]),
        '5D': rate(1, [15000, 5000, 3000, 500, 20, 5]),
      },
    });
    expect(res.body).toMatchObject({ success: true });
    const id = data(res).packageId as number;
    const stored = await t.db
      .selectFrom('package_rates')
      .selectAll()
      .where('package_id', '=', String(id))
      .orderBy('code')
      .execute();
    expect(stored.find((r) => r.code === 'B')).toMatchObject({ base_rate: 10000, bet_rate: 7525 });
    expect(stored.find((r) => r.code === '4A')!.payouts.map(Number)).toEqual([600050]);
    const detail = await get('admin', 'GetPackageDetailById', { packageId: String(id) });
    expect(data(detail)).toMatchObject({
      name: 'T created',
      description: 'made in a test',
      pools: [1, 3],
      holders: 0,
      canEdit: true,
      rates: { B: rate(0.7525, [2500, 1000, 500, 180, 60]), '4A': rate(0.8, [6000.5]) },
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'package.create')
      .where('entity_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(audit.actor_id).toBe(String(ids.admin));
    expect((audit.after as Data).name).toBe('T created');
  });

  it.each([
    [{ rates: { XX: rate(1, [1]) } }, 'Unknown bet code: XX.'],
    [
      { type: 2, rates: { '5D': rate(1, [1, 1, 1, 1, 1, 1]) } },
      'Bet code 5D is not offered by this package type.',
    ],
    [{ rates: { B: rate(1, [1, 2, 3]) } }, 'Bet code B needs 5 payouts.'],
    [{ rates: { '4A': rate(1, [1, 2]) } }, 'Bet code 4A needs 1 payout.'],
    [{ rates: { '4A': rate(1, [1], 11) } }, 'The base rate of 4A must be greater than 0 and at most 10.'],
    [{ rates: { '4A': rate(0, [1]) } }, 'The bet rate of 4A must be greater than 0 and at most 10.'],
    [{ rates: { '4A': rate(0.12345, [1]) } }, 'The bet rate of 4A has at most 4 decimals.'],
    [{ rates: { '4A': rate(0.9, [1], 0.8) } }, 'The bet rate of 4A cannot be higher than its base rate.'],
    [{ pools: [8] }, 'Pool 8 does not belong to this package type.'],
    [{ rates: {} }, 'A package needs the rates of at least one bet code.'],
    [{ name: '   ' }, 'The package name is required (1 to 50 characters).'],
  ])('refuses %j', async (over, message) => {
    const count = await t.db
      .selectFrom('packages')
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    const res = await savePackage('admin', over);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, message });
    const after = await t.db
      .selectFrom('packages')
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(count.n);
  });

  it.each([
    [{ rates: { '4A': rate(1, [1.234]) } }],
    [{ rates: { '4A': rate(1, [-1]) } }],
    [{ type: 1 }],
    [{ name: undefined }],
    [{ rates: { '4A': { betRate: 1, payouts: [1] } } }],
  ])('answers 400 for malformed %j', async (over) => {
    const res = await savePackage('admin', over);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('lets a company with can-edit-package make and edit its own packages only', async () => {
    const made = await savePackage('demo_co', { name: 'T co own' });
    expect(made.body).toMatchObject({ success: true });
    const id = data(made).packageId as number;
    const row = await t.db
      .selectFrom('packages')
      .select('owner_id')
      .where('id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(row.owner_id).toBe(String(ids.demo_co));
    const edited = await savePackage('demo_co', { packageId: id, name: 'T co own 2' });
    expect(edited.body).toMatchObject({ success: true });
    // The admin's package: not its to edit.
    const foreign = await savePackage('demo_co', { packageId: pkg['Company 0.70'], name: 'hack' });
    expect(foreign.status).toBe(403);
    // The admin edits anyone's.
    const byAdmin = await savePackage('admin', { packageId: id, name: 'T co own 3' });
    expect(byAdmin.body).toMatchObject({ success: true });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'package.update')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit).toHaveLength(2);
    expect((audit[1]!.before as Data).name).toBe('T co own 2');
    expect((audit[1]!.after as Data).name).toBe('T co own 3');
  });

  it("lets a company's sub-account make packages for its main account with Package List create", async () => {
    expect((await savePackage('demo_co_sub', { name: 'T by sub' })).status).toBe(403);
    await t.db
      .updateTable('users')
      .set({ access_string: 'Downline:1;Package List:123' })
      .where('username', '=', 'demo_co_sub')
      .execute();
    const cookie = await login(t.app, 'demo_co_sub');
    const res = await call(t.app, 'POST', '/api/Configuration/CreateOrUpdatePackage', {
      cookie,
      body: { name: 'T by sub', type: 0, rates: bigSmall(0.9) },
    });
    expect(res.body).toMatchObject({ success: true });
    const row = await t.db
      .selectFrom('packages')
      .select('owner_id')
      .where('id', '=', String(data(res).packageId))
      .executeTakeFirstOrThrow();
    expect(row.owner_id).toBe(String(ids.demo_co));
  });

  it('refuses accounts without can-edit-package, players and the IT admin', async () => {
    for (const as of ['demo_sh', 'demo_ag', 'demo_p1', 'demo_it']) {
      const res = await savePackage(as, { name: `T ${as}` });
      expect(res.status).toBe(403);
    }
  });

  it('keeps the type and the red flag of a package', async () => {
    const res = await savePackage('admin', { packageId: pkg['Official Malaysia'], type: 2 });
    expect(res.body).toMatchObject({ success: false, message: 'The type of a package cannot be changed.' });
    const red = await savePackage('admin', {
      packageId: pkg['Official Malaysia'],
      isRed: true,
      rates: bigSmall(1),
    });
    expect(red.body).toMatchObject({
      success: false,
      message: 'A package cannot be turned into a red package or back.',
    });
  });

  it("answers 'Invalid Package Info' when an edit makes a holder undercut its upline", async () => {
    const agent = pkg['Agent 0.75']!;
    const before = await get('demo_co', 'GetPackageDetailById', { packageId: String(agent) });
    // demo_ag (0.75) would go below demo_ma (0.74).
    const low = await savePackage('demo_co', { packageId: agent, name: 'Agent 0.75', rates: bigSmall(0.73) });
    expect(low.body).toMatchObject({ success: false, message: 'Invalid Package Info' });
    // demo_ma (0.74) would go above its downline demo_ag (0.75).
    const high = await savePackage('demo_co', {
      packageId: pkg['Master 0.74'],
      name: 'Master 0.74',
      rates: bigSmall(0.76),
    });
    expect(high.body).toMatchObject({ success: false, message: 'Invalid Package Info' });
    const after = await get('demo_co', 'GetPackageDetailById', { packageId: String(agent) });
    expect(data(after).rates).toEqual(data(before).rates);
    expect(await betRateOf(ids.demo_ag)).toBe(7500);
    // Within the bounds it saves (0.745 between 0.74 and 0.75), then back.
    const mid = await savePackage('demo_co', {
      packageId: agent,
      name: 'Agent 0.75',
      rates: Object.fromEntries(
        Object.entries(data(before).rates as Data).map(([c, r]) => [c, { ...(r as Data), betRate: 0.745 }]),
      ),
    });
    expect(mid.body).toMatchObject({ success: true });
    expect(await betRateOf(ids.demo_ag, 0, '4A')).toBe(7450);
    const back = await savePackage('demo_co', {
      packageId: agent,
      name: 'Agent 0.75',
      rates: data(before).rates,
    });
    expect(back.body).toMatchObject({ success: true });
  });
});

describe('assigning packages through CreateOrUpdateUser', () => {
  it("answers 'Invalid Package Info' and creates nothing when the new account undercuts its upline", async () => {
    const low = data(await savePackage('demo_co', { name: 'T low 0.73', rates: bigSmall(0.73) })).packageId;
    const body = newAccount({ packageIds: { normal: low } });
    const res = await createUser('demo_co', body);
    expect(res.body).toMatchObject({ success: false, message: 'Invalid Package Info' });
    expect(
      await t.db.selectFrom('users').select('id').where('username', '=', body.username).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('assigns a fitting package, seen in GetPackageDetail, and refuses an undercut on update', async () => {
    const body = newAccount({ packageIds: { normal: pkg['Agent 0.75'] } });
    const res = await createUser('demo_co', body);
    expect(res.body).toMatchObject({ success: true });
    const userId = data(res).userId as number;
    expect(await betRateOf(userId)).toBe(7500);
    const detail = await get('demo_co', 'GetPackageDetail', { userId: String(userId) });
    const terms = data(detail).terms as Data[];
    expect(terms.find((x) => x.kind === 'normal')).toMatchObject({
      source: 'own',
      packageId: pkg['Agent 0.75'],
      packageName: 'Agent 0.75',
      fromUserId: userId,
    });
    expect(terms.find((x) => x.kind === 'gd')).toMatchObject({
      source: 'default',
      packageName: 'GD Official',
    });
    expect(terms.find((x) => x.kind === 'red')).toMatchObject({ source: 'none', packageId: null });

    const low = data(await savePackage('demo_co', { name: 'T low 0.71', rates: bigSmall(0.71) })).packageId;
    const update = await createUser('demo_co', {
      ...body,
      userId,
      password: undefined,
      confirmPassword: undefined,
      packageIds: { normal: low },
    });
    expect(update.body).toMatchObject({ success: false, message: 'Invalid Package Info' });
    expect(await betRateOf(userId)).toBe(7500);
  });

  it('refuses unknown, wrong-type, non-red and unseen packages', async () => {
    const gdPkg = data(await savePackage('admin', { name: 'T gd', type: 2, rates: bigSmall(1) })).packageId;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ normal: 999999 }, 'demo_co', 'Package not found. (normal)'],
      [{ normal: pkg['GD Official'] }, 'demo_co', 'The package does not fit this kind (normal).'],
      [{ red: pkg['Official Malaysia'] }, 'demo_co', 'The package does not fit this kind (red).'],
      [{ gd: gdPkg }, 'demo_co', 'The package is not available to this account.'],
    ];
    for (const [packageIds, as, message] of cases) {
      const res = await createUser(as, newAccount({ packageIds }));
      expect(res.body).toMatchObject({ success: false, message });
    }
  });

  it('lets an agent assign a package of its chain to a new player', async () => {
    const res = await createUser(
      'demo_ag',
      newAccount({
        userRoleId: Role.Player,
        agentLevel: undefined,
        uplineId: ids.demo_ag,
        packageIds: { normal: pkg['Player 0.80'] },
      }),
    );
    expect(res.body).toMatchObject({ success: true });
  });
});

describe('reading packages', () => {
  it('pages and filters by type, red flag and keyword', async () => {
    const gd = await post('admin', 'GetPackages', { StartCount: 0, PageSize: 50, type: 2 });
    expect(rows(gd).every((r) => r.type === 2)).toBe(true);
    expect(rows(gd).map((r) => r.name)).toContain('GD Official');
    const red = await post('admin', 'GetPackages', { StartCount: 0, PageSize: 50, isRed: true });
    expect(rows(red).map((r) => r.name)).toEqual(['Red Half']);
    const kw = await post('admin', 'GetPackages', { StartCount: 0, PageSize: 50, keyword: 'agent 0.7' });
    expect(rows(kw).map((r) => r.name)).toEqual(['Agent 0.75']);
    const page = await post('admin', 'GetPackages', { StartCount: 2, PageSize: 3 });
    expect(rows(page)).toHaveLength(3);
    expect((page.body.totalCount as number) > 5).toBe(true);
    const bad = await post('admin', 'GetPackages', { StartCount: 0, PageSize: 501 });
    expect(bad.status).toBe(400);
  });

  it('shows an agent its own, its chain and its tree packages and holder counts in its tree', async () => {
    const res = await post('demo_ma', 'GetPackages', { StartCount: 0, PageSize: 100 });
    const names = rows(res).map((r) => r.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Company 0.70',
        'Shareholder 0.72',
        'Master 0.74',
        'Agent 0.75',
        'Player 0.80',
        'Official Malaysia',
      ]),
    );
    expect(names).not.toContain('T co own 3');
    expect(names).not.toContain('T created');
    // pk_red below demo_ag holds the red package: it is in demo_ma's tree.
    expect(names).toContain('Red Half');
    expect(rows(res).find((r) => r.name === 'Master 0.74')).toMatchObject({ holders: 1, canEdit: false });
    expect((res.body.overallInfo as Data).canCreate).toBe(false);
    const created = await t.db
      .selectFrom('packages')
      .select('id')
      .where('name', '=', 'T created')
      .executeTakeFirstOrThrow();
    const foreign = await get('demo_ma', 'GetPackageDetailById', { packageId: created.id });
    expect(foreign.status).toBe(403);
    expect((await get('demo_p1', 'GetPackages', {})).status).toBe(403);
  });

  it("gives an account's resolved terms with where they come from, in scope only", async () => {
    const res = await get('demo_co', 'GetPackageDetail', { userId: String(ids.demo_house) });
    const normal = (data(res).terms as Data[]).find((x) => x.kind === 'normal')!;
    expect(normal).toMatchObject({ source: 'upline', packageName: 'Company 0.70', fromUsername: 'demo_co' });
    expect((normal.rates as Data).B).toEqual(rate(0.7, [2500, 1000, 500, 180, 60]));
    expect((await get('demo_ag', 'GetPackageDetail', { userId: String(ids.demo_house) })).status).toBe(403);
    expect((await get('demo_ag', 'GetPackageDetail', { userId: 'x' })).status).toBe(400);
  });
});

describe('SetDefaultPackage', () => {
  it('sets and clears the default of a type (super admin only), audited', async () => {
    const gdPkg = data(await savePackage('admin', { name: 'T gd default', type: 2, rates: bigSmall(1) }))
      .packageId as number;
    expect((await post('demo_co', 'SetDefaultPackage', { type: 2, packageId: gdPkg })).status).toBe(403);
    const wrong = await post('admin', 'SetDefaultPackage', { type: 0, packageId: gdPkg });
    expect(wrong.body).toMatchObject({ success: false, message: 'The package is not of this type.' });
    const red = await post('admin', 'SetDefaultPackage', { type: 0, packageId: pkg['Red Half'] });
    expect(red.body).toMatchObject({ success: false, message: 'A red package cannot be a default package.' });
    const set = await post('admin', 'SetDefaultPackage', { type: 2, packageId: gdPkg });
    expect(set.body).toMatchObject({ success: true, data: { gd: gdPkg } });
    expect(
      (await loadAccountTerms(t.db, [ids.demo_p1])).get(ids.demo_p1)!.byType[2].get('B')!.packageId,
    ).toBe(gdPkg);
    const cleared = await post('admin', 'SetDefaultPackage', { type: 2, packageId: null });
    expect(cleared.body).toMatchObject({ success: true, data: { gd: null } });
    const back = await post('admin', 'SetDefaultPackage', { type: 2, packageId: pkg['GD Official'] });
    expect(back.body).toMatchObject({ success: true });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'package.default')
      .orderBy('id')
      .execute();
    expect(audit).toHaveLength(3);
    expect(audit[0]!.after).toMatchObject({ 2: gdPkg });
  });

  it("answers 'Invalid Package Info' when a new default would make an account undercut", async () => {
    // demo_co holds no GD package: a GD package of its own at 0.90 is fine under a 1.00 default,
    // then a default at 0.95 is fine too; a shareholder at 0.90 under demo_co 0.95 GD would not be.
    const sh = data(await savePackage('admin', { name: 'T gd 0.90', type: 2, rates: bigSmall(0.9) }))
      .packageId as number;
    await t.db
      .updateTable('users')
      .set({ settings: sql`jsonb_set(settings, '{packageIds,gd}', ${String(sh)}::jsonb)` })
      .where('id', '=', String(ids.demo_sh))
      .execute();
    const high = data(await savePackage('admin', { name: 'T gd 0.95', type: 2, rates: bigSmall(0.95) }))
      .packageId as number;
    const res = await post('admin', 'SetDefaultPackage', { type: 2, packageId: high });
    expect(res.body).toMatchObject({ success: false, message: 'Invalid Package Info' });
    const info = await get('admin', 'GetPackages', {});
    expect((info.body.overallInfo as Data).defaults).toMatchObject({ gd: pkg['GD Official'] });
  });
});
