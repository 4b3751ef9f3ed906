import { call, requireId, useDemoApp } from '../../../../test/harness';

// Read calls of the account tree, and the level and credit rules of UpdateTargetUserUpline.
const t = useDemoApp([
  'demo_co',
  'demo_co_sub',
  'demo_sh',
  'demo_ma',
  'demo_ag',
  'demo_p1',
  'demo_house',
  'demo_it',
]);
const id = (name: string): number => requireId(t.ids, name);
const { post, get } = t;
const data = <T>(res: { body: { data?: unknown } }) => res.body.data as T;
const names = (rows: { username: string }[]) => rows.map((r) => r.username);

interface Init {
  upline: { userId: number; username: string; creditLeft: number; unlimited: boolean };
  allowedRoleIds: number[];
  allowedAgentLevels: number[];
  currencies: string[];
  defaults: Record<string, unknown>;
  user: { username: string; uplineId: number } | null;
}

describe('GetUserDetailInit', () => {
  it('describes the form for the caller, another upline, or an edited account', async () => {
    const own = await get('demo_co', '/api/Account/GetUserDetailInit');
    expect(own.body.success).toBe(true);
    const init = data<Init>(own);
    expect(init.upline).toMatchObject({ userId: id('demo_co'), username: 'demo_co', unlimited: false });
    expect(init.allowedRoleIds).toEqual([4, 5, 6]);
    expect(init.allowedAgentLevels).toEqual([1, 2, 3, 4, 5]);
    expect(init.currencies).toContain('MYR');
    expect(init.user).toBeNull();

    const underMaster = data<Init>(
      await get('demo_sh', '/api/Account/GetUserDetailInit', { uplineId: String(id('demo_ma')) }),
    );
    expect(underMaster.allowedRoleIds).toEqual([4, 5]);
    expect(underMaster.allowedAgentLevels).toEqual([5]);
    // demo_ma: 100,000 limit, demo_ag holds 20,000.
    expect(underMaster.upline.creditLeft).toBe(80_000);

    const edit = data<Init>(
      await get('demo_ag', '/api/Account/GetUserDetailInit', { userId: String(id('demo_p1')) }),
    );
    expect(edit.user).toMatchObject({ username: 'demo_p1', uplineId: id('demo_ag') });
    expect(edit.upline.username).toBe('demo_ag');
  });

  it('answers 400 for malformed ids and 403 outside the tree or without Downline', async () => {
    expect((await get('demo_co', '/api/Account/GetUserDetailInit', { uplineId: '0' })).status).toBe(400);
    expect((await get('demo_co', '/api/Account/GetUserDetailInit', { userId: 'abc' })).status).toBe(400);
    expect(
      (await get('demo_ag', '/api/Account/GetUserDetailInit', { uplineId: String(id('demo_house')) })).status,
    ).toBe(403);
    expect((await get('demo_p1', '/api/Account/GetUserDetailInit')).status).toBe(403);
  });
});

describe('GetDirectDownlines', () => {
  it('lists main accounts directly under the caller or a readable upline', async () => {
    const own = await get('demo_sh', '/api/Account/GetDirectDownlines');
    expect(own.body.success).toBe(true);
    expect(names(data<{ username: string }[]>(own))).toEqual(['demo_ma']);
    const underCo = names(
      data<{ username: string }[]>(
        await get('admin', '/api/Account/GetDirectDownlines', { uplineId: String(id('demo_co')) }),
      ),
    );
    expect(underCo).toEqual(expect.arrayContaining(['demo_house', 'demo_sh']));
    expect(underCo).not.toContain('demo_co_sub');
  });

  it('answers 400 for a bad id and 403 outside the tree', async () => {
    expect((await get('demo_sh', '/api/Account/GetDirectDownlines', { uplineId: '-1' })).status).toBe(400);
    expect(
      (await get('demo_ag', '/api/Account/GetDirectDownlines', { uplineId: String(id('demo_sh')) })).status,
    ).toBe(403);
    expect((await get('demo_p1', '/api/Account/GetDirectDownlines')).status).toBe(403);
  });
});

describe('GetHouseUsers', () => {
  it("lists a company's house accounts for the company, its readers and the admins", async () => {
    const own = await get('demo_co', '/api/Account/GetHouseUsers');
    expect(own.body.success).toBe(true);
    expect(names(data<{ username: string }[]>(own))).toEqual(['demo_house']);
    for (const who of ['admin', 'demo_it', 'demo_co_sub']) {
      const res = await get(who, '/api/Account/GetHouseUsers', { companyId: String(id('demo_co')) });
      expect(names(data<{ username: string }[]>(res))).toEqual(['demo_house']);
    }
  });

  it('answers 400 for a bad id and 403 for agents, players or a non-company id', async () => {
    expect((await get('demo_co', '/api/Account/GetHouseUsers', { companyId: '0' })).status).toBe(400);
    expect((await get('demo_sh', '/api/Account/GetHouseUsers')).status).toBe(403);
    expect((await get('demo_p1', '/api/Account/GetHouseUsers')).status).toBe(403);
    expect(
      (await get('admin', '/api/Account/GetHouseUsers', { companyId: String(id('demo_sh')) })).status,
    ).toBe(403);
  });
});

describe('GetBettingAgents', () => {
  it('lists the active companies and agents in scope, the caller included', async () => {
    const sh = await get('demo_sh', '/api/Account/GetBettingAgents');
    expect(sh.body.success).toBe(true);
    expect(names(data<{ username: string }[]>(sh))).toEqual(['demo_ag', 'demo_ma', 'demo_sh']);
    const all = names(data<{ username: string }[]>(await get('admin', '/api/Account/GetBettingAgents')));
    expect(all).toEqual(expect.arrayContaining(['demo_co', 'demo_sh', 'demo_ma', 'demo_ag']));
    expect(all).not.toContain('demo_p1');
  });

  it('refuses bettors (players and houses) with 403 and takes no input', async () => {
    expect((await get('demo_p1', '/api/Account/GetBettingAgents')).status).toBe(403);
    expect((await get('demo_house', '/api/Account/GetBettingAgents')).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/Account/GetBettingAgents')).status).toBe(401);
  });
});

describe('GetCompanyDetailBySuperAdmin', () => {
  it('pages the companies with their figures for the super admin and the IT admin', async () => {
    const res = await post('admin', '/api/Account/GetCompanyDetailBySuperAdmin', {
      StartCount: 0,
      PageSize: 10,
    });
    expect(res.body).toMatchObject({ success: true, totalCount: 1 });
    const [co] = data<Record<string, unknown>[]>(res);
    // demo_co: 1,000,000; demo_sh 500,000 + demo_house 50,000 below it.
    expect(co).toMatchObject({
      username: 'demo_co',
      creditLimit: 1_000_000,
      downlineCreditLimit: 550_000,
      creditLeft: 450_000,
      houseCount: 1,
      downlineCount: 2,
    });
    const it = await post('demo_it', '/api/Account/GetCompanyDetailBySuperAdmin', {
      StartCount: 0,
      PageSize: 10,
      search: 'nothing-like-this',
    });
    expect(it.body).toMatchObject({ success: true, totalCount: 0, data: [] });
  });

  it('answers 400 for bad paging and 403 for everyone else', async () => {
    expect(
      (await post('admin', '/api/Account/GetCompanyDetailBySuperAdmin', { StartCount: 0, PageSize: 0 }))
        .status,
    ).toBe(400);
    expect(
      (
        await post('admin', '/api/Account/GetCompanyDetailBySuperAdmin', {
          StartCount: 0,
          PageSize: 10,
          status: 'gone',
        })
      ).status,
    ).toBe(400);
    expect(
      (await post('demo_co', '/api/Account/GetCompanyDetailBySuperAdmin', { StartCount: 0, PageSize: 10 }))
        .status,
    ).toBe(403);
    expect(
      (await post('demo_sh', '/api/Account/GetCompanyDetailBySuperAdmin', { StartCount: 0, PageSize: 10 }))
        .status,
    ).toBe(403);
  });
});

describe('GetUserDetailByUsername', () => {
  it('finds an account in scope case-insensitively', async () => {
    const res = await get('demo_ma', '/api/Account/GetUserDetailByUsername', { username: 'DEMO_P1' });
    expect(res.body.success).toBe(true);
    expect(data(res)).toMatchObject({
      userId: id('demo_p1'),
      username: 'demo_p1',
      uplineUsername: 'demo_ag',
      userRoleId: 5,
      creditLimit: 1_000,
    });
  });

  it('answers 400 for a missing or long name, not-found to the admins and 403 to others', async () => {
    expect((await get('demo_ma', '/api/Account/GetUserDetailByUsername')).status).toBe(400);
    expect(
      (await get('demo_ma', '/api/Account/GetUserDetailByUsername', { username: 'x'.repeat(21) })).status,
    ).toBe(400);
    const missing = await get('admin', '/api/Account/GetUserDetailByUsername', { username: 'nobody_here' });
    expect(missing.body).toMatchObject({ success: false, message: 'No record found!' });
    expect(
      (await get('demo_ag', '/api/Account/GetUserDetailByUsername', { username: 'nobody_here' })).status,
    ).toBe(403);
    expect(
      (await get('demo_ag', '/api/Account/GetUserDetailByUsername', { username: 'demo_house' })).status,
    ).toBe(403);
    expect(
      (await get('demo_p1', '/api/Account/GetUserDetailByUsername', { username: 'demo_p1' })).status,
    ).toBe(403);
  });
});

describe('UpdateTargetUserUpline rules', () => {
  const create = async (as: string, body: Record<string, unknown>) => {
    const res = await post(as, '/api/Account/CreateOrUpdateUser', {
      fullName: 'T',
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
      status: 'active',
      ...body,
    });
    expect(res.body).toMatchObject({ success: true });
    return data<{ userId: number }>(res).userId;
  };
  const move = (userId: number, newUplineId: number) =>
    post('demo_co', '/api/Setting/UpdateTargetUserUpline', { userId, newUplineId, confirmed: true });
  const pathOf = async (userId: number) =>
    (
      await t.db.selectFrom('users').select('path').where('id', '=', String(userId)).executeTakeFirstOrThrow()
    ).path.map(Number);

  it('refuses moving an agent under an agent of equal or greater level number', async () => {
    const senior = await create('demo_sh', {
      username: 'T_sen',
      userRoleId: 4,
      agentLevel: 3,
      uplineId: id('demo_sh'),
      creditLimit: 100,
    });
    const peer = await create('demo_sh', {
      username: 'T_sen2',
      userRoleId: 4,
      agentLevel: 3,
      uplineId: id('demo_sh'),
      creditLimit: 100,
    });
    const before = await pathOf(senior);
    const equal = await move(senior, peer);
    expect(equal.body).toMatchObject({ success: false });
    expect(equal.body.message).toMatch(/level must be lower in rank/);
    const lower = await move(senior, id('demo_ma')); // master (4) above a senior (3): refused
    expect(lower.body.message).toMatch(/level must be lower in rank/);
    expect(await pathOf(senior)).toEqual(before);
    const ok = await move(peer, id('demo_co')); // any level may sit under the company
    expect(ok.body).toMatchObject({ success: true, data: { uplineId: id('demo_co'), movedCount: 1 } });
  });

  it('refuses a move when the new upline has no credit room for the account', async () => {
    const small = await create('demo_sh', {
      username: 'T_small',
      userRoleId: 4,
      agentLevel: 2,
      uplineId: id('demo_sh'),
      creditLimit: 1234.5,
    });
    const rich = await create('demo_ma', {
      username: 'T_rich',
      userRoleId: 5,
      uplineId: id('demo_ma'),
      creditLimit: 5000,
    });
    const res = await move(rich, small);
    // The amount as every screen shows it: thousands separators and 2 decimals.
    expect(res.body).toMatchObject({
      success: false,
      message: 'The credit limit exceeds what the upline T_small has left (1,234.50).',
    });
    expect(await pathOf(rich)).toEqual([id('admin'), id('demo_co'), id('demo_sh'), id('demo_ma'), rich]);
    const audits = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'user.moveUpline')
      .where('entity_id', '=', String(rich))
      .execute();
    expect(audits).toHaveLength(0);
    const poor = await create('demo_ma', {
      username: 'T_poor',
      userRoleId: 5,
      uplineId: id('demo_ma'),
      creditLimit: 10,
    });
    expect((await move(poor, small)).body).toMatchObject({ success: true });
  });
});
