import { DEMO_ACCOUNTS, useDemoApp, userIdOf } from '../../../../test/harness';

const t = useDemoApp(DEMO_ACCOUNTS);
const ids: Record<string, number> = t.ids;
const { post, get } = t;
const data = <T>(res: { body: { data?: unknown } }) => res.body.data as T;

const newUser = (over: Record<string, unknown>) => ({
  username: 'x_user',
  fullName: 'X User',
  userRoleId: 5,
  uplineId: ids.demo_ag,
  password: 'Secret@123',
  confirmPassword: 'Secret@123',
  status: 'active',
  creditLimit: 100,
  ...over,
});

describe('CreateOrUpdateUser', () => {
  it('creates a player under an agent and stores every setting', async () => {
    const res = await post(
      'demo_ag',
      '/api/Account/CreateOrUpdateUser',
      newUser({
        username: 'T_p1',
        phone: '012-3456789',
        email: 'p@x.my',
        luckyBet: true,
        autoTransfer: true,
        autoTransferFrequency: 0,
        autoTransferDay: 3,
        discount: 12.5,
        positionTaking: 0,
        maxFightLimit: 0,
      }),
    );
    expect(res.body).toMatchObject({ success: true });
    const detail = await get('demo_ag', '/api/Account/GetUserDetailByUsername', { username: 't_P1' });
    expect(data<{ settings: Record<string, unknown> }>(detail).settings).toMatchObject({
      phone: '012-3456789',
      email: 'p@x.my',
      luckyBet: true,
      autoTransferDay: 3,
      discount: 12.5,
      positionTaking: 0,
      maxFightLimit: 0,
      fightLimits: {},
    });
    // A player does not eat (DOMAIN 10): a fight limit or pt for one is refused, as on the fight-limit page.
    const limited = await post(
      'demo_ag',
      '/api/Account/CreateOrUpdateUser',
      newUser({ username: 'T_p1_fl', fightLimits: { B: 50 } }),
    );
    expect(limited.body).toMatchObject({
      success: false,
      message: 'Fight limits apply to companies and agents only.',
    });
    expect(
      await t.db.selectFrom('users').select('id').where('username', '=', 'T_p1_fl').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('answers 400 naming the fields for bad input', async () => {
    const res = await post(
      'demo_ag',
      '/api/Account/CreateOrUpdateUser',
      newUser({ username: 'ab', phone: '12345', creditLimit: 1.234 }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/username/);
    expect(res.body.message).toMatch(/phone/);
    expect(res.body.message).toMatch(/creditLimit/);
    const mismatch = await post(
      'demo_ag',
      '/api/Account/CreateOrUpdateUser',
      newUser({ username: 'T_mis', confirmPassword: 'other' }),
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toMatch(/confirmPassword/);
  });

  it('refuses duplicate usernames case-insensitively', async () => {
    const res = await post('demo_ag', '/api/Account/CreateOrUpdateUser', newUser({ username: 'DEMO_P1' }));
    expect(res.body).toMatchObject({ success: false });
    expect(res.body.message).toMatch(/already taken/);
  });

  it('enforces who creates whom and the level rule', async () => {
    const house = await post(
      'demo_sh',
      '/api/Account/CreateOrUpdateUser',
      newUser({ username: 'T_h', userRoleId: 6, uplineId: ids.demo_sh }),
    );
    expect(house.body.message).toMatch(/house account can only be created directly under a company/);
    const higher = await post(
      'demo_ma',
      '/api/Account/CreateOrUpdateUser',
      newUser({ username: 'T_a3', userRoleId: 4, agentLevel: 3, uplineId: ids.demo_ma }),
    );
    expect(higher.body.message).toMatch(/level/);
    const skip = await post(
      'demo_sh',
      '/api/Account/CreateOrUpdateUser',
      newUser({ username: 'T_a5', userRoleId: 4, agentLevel: 5, uplineId: ids.demo_sh, creditLimit: 10 }),
    );
    expect(skip.body.success).toBe(true);
  });

  it('keeps out-of-tree callers out with 403', async () => {
    const res = await post('demo_p1', '/api/Account/CreateOrUpdateUser', newUser({ username: 'T_x' }));
    expect(res.status).toBe(403);
    const sibling = await post('demo_house', '/api/Account/GetUserListing', {
      StartCount: 0,
      PageSize: 10,
      uplineId: ids.demo_sh,
    });
    expect(sibling.status).toBe(403);
    const sub = await post(
      'demo_co_sub',
      '/api/Account/CreateOrUpdateUser',
      newUser({ username: 'T_sub', uplineId: ids.demo_co }),
    );
    expect(sub.status).toBe(403);
  });

  it('refuses a limit above the upline credit left and cascades status', async () => {
    const big = await post(
      'demo_ag',
      '/api/Account/CreateOrUpdateUser',
      newUser({ username: 'T_big', creditLimit: 1_000_000 }),
    );
    expect(big.body.success).toBe(false);
    expect(big.body.message).toMatch(/upline demo_ag has left/);
    const ma = await get('demo_sh', '/api/Account/GetUserDetailByUsername', { username: 'demo_ma' });
    const m = data<Record<string, unknown> & { settings: Record<string, unknown> }>(ma);
    const suspend = await post('demo_sh', '/api/Account/CreateOrUpdateUser', {
      ...m.settings,
      userId: ids.demo_ma,
      username: 'demo_ma',
      fullName: m.fullName,
      userRoleId: 4,
      uplineId: ids.demo_sh,
      status: 'suspended',
      agentLevel: 4,
      creditLimit: m.creditLimit,
    });
    expect(suspend.body).toMatchObject({ success: true });
    const rows = await t.db
      .selectFrom('users')
      .select(['username', 'status'])
      .where('username', 'in', ['demo_ma', 'demo_ag', 'demo_p1', 'demo_p2'])
      .execute();
    expect(rows.every((r) => r.status === 'suspended')).toBe(true);
    const back = await post('demo_sh', '/api/Account/CreateOrUpdateUser', {
      ...m.settings,
      userId: ids.demo_ma,
      username: 'demo_ma',
      fullName: m.fullName,
      userRoleId: 4,
      uplineId: ids.demo_sh,
      status: 'active',
      agentLevel: 4,
      creditLimit: m.creditLimit,
    });
    expect(back.body.success).toBe(true);
  });
});

describe('credit limits', () => {
  it('allows exactly one of two concurrent raises that together exceed the upline', async () => {
    // demo_ag: 20,000 limit; its players hold 1,000 each (+100 T_p1) => 17,900 left.
    const raise = (who: string) =>
      post('demo_ag', '/api/Account/UpdateUserCreditLimit', { userId: ids[who], creditLimit: 10_000 });
    const [a, b] = await Promise.all([raise('demo_p1'), raise('demo_p2')]);
    expect([a.body.success, b.body.success].sort()).toEqual([false, true]);
    const logs = await t.db
      .selectFrom('credit_log')
      .selectAll()
      .where('user_id', 'in', [String(ids.demo_p1), String(ids.demo_p2)])
      .execute();
    expect(logs).toHaveLength(1);
  });

  it('refuses lowering an agent below what its downlines hold', async () => {
    const res = await post('demo_sh', '/api/Account/UpdateUserCreditLimit', {
      userId: ids.demo_ma,
      creditLimit: 1,
    });
    expect(res.body.message).toMatch(/already hold/);
  });

  it('lets only the super admin use AdminUpdateUserCreditLimit', async () => {
    expect(
      (
        await post('demo_co', '/api/Account/AdminUpdateUserCreditLimit', {
          userId: ids.demo_co,
          creditLimit: 5,
        })
      ).status,
    ).toBe(403);
    const ok = await post('admin', '/api/Account/AdminUpdateUserCreditLimit', {
      userId: ids.demo_co,
      creditLimit: 2_000_000,
    });
    expect(ok.body).toMatchObject({ success: true, data: { creditLimit: 2_000_000 } });
  });
});

describe('listing, clone, delete, move', () => {
  it('lists direct downlines with totals', async () => {
    const res = await post('demo_ag', '/api/Account/GetUserListing', { StartCount: 0, PageSize: 2 });
    expect(res.body.success).toBe(true);
    expect((res.body as { totalCount: number }).totalCount).toBeGreaterThanOrEqual(3);
    const filtered = await post('demo_ag', '/api/Account/GetUserListing', {
      StartCount: 0,
      PageSize: 10,
      search: 'T_P1',
    });
    expect(data<unknown[]>(filtered)).toHaveLength(1);
  });

  it('clones settings to a new username', async () => {
    const src = await userIdOf(t.db, 'T_p1');
    const res = await post('demo_ag', '/api/Account/CloneAccount', {
      sourceUserId: src,
      username: 'T_clone',
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
      creditLimit: 10,
    });
    expect(res.body.success).toBe(true);
    const detail = data<{ settings: Record<string, unknown> }>(
      await get('demo_ag', '/api/Account/GetUserDetailByUsername', { username: 'T_clone' }),
    );
    expect(detail.settings).toMatchObject({
      phone: '012-3456789',
      luckyBet: true,
      positionTaking: 0,
      fightLimits: {},
    });
  });

  it('refuses deleting an account with downlines and deletes a leaf', async () => {
    const refused = await post('demo_sh', '/api/Setting/DeleteUser', { userId: ids.demo_ag });
    expect(refused.body.message).toMatch(/has downlines/);
    const leaf = await userIdOf(t.db, 'T_clone');
    expect((await post('demo_ag', '/api/Setting/DeleteUser', { userId: leaf })).body.success).toBe(true);
  });

  it('moves an account under another upline and recomputes paths', async () => {
    const noConfirm = await post('demo_co', '/api/Setting/UpdateTargetUserUpline', {
      userId: ids.demo_ag,
      newUplineId: ids.demo_sh,
    });
    expect(noConfirm.status).toBe(400);
    const res = await post('demo_co', '/api/Setting/UpdateTargetUserUpline', {
      userId: ids.demo_ag,
      newUplineId: ids.demo_sh,
      confirmed: true,
    });
    expect(res.body).toMatchObject({ success: true });
    const p1 = await t.db
      .selectFrom('users')
      .select('path')
      .where('id', '=', String(ids.demo_p1))
      .executeTakeFirstOrThrow();
    expect(p1.path.map(Number)).toEqual([ids.admin, ids.demo_co, ids.demo_sh, ids.demo_ag, ids.demo_p1]);
  });
});
