import { FUNCTION_NAMES, ServerMessages } from '@drawdesk/shared-kernel/contract';
import { Role } from '@drawdesk/shared-kernel/domain';
import { call, insertTestUser, login, useDemoApp, type CallResult } from '../../../../test/harness';

const DEMO = [
  'demo_it',
  'demo_co',
  'demo_co_sub',
  'demo_sh',
  'demo_ma',
  'demo_ag',
  'demo_house',
  'demo_p1',
] as const;
const PASSWORD = 'Sub@123456';

const t = useDemoApp<(typeof DEMO)[number], 'co_b'>(DEMO, async (app) => {
  // A second company (B) beside the demo tree, for out-of-tree checks.
  app.ids.co_b = await insertTestUser(app.db, {
    username: 'co_b',
    roleId: Role.Company,
    upline: 'admin',
    password: PASSWORD,
    fullName: 'Company B',
  });
  app.cookies.co_b = await login(app.app, 'co_b', PASSWORD);
});
const { ids } = t;

const get = (as: string, url: string, query: Record<string, string> = {}) => t.get(as, `/api${url}`, query);
const post = (as: string, url: string, body: unknown) => t.post(as, `/api${url}`, body);
const dataOf = <T>(res: CallResult): T => res.body.data as T;
const auditCount = async (action: string, entityId: number | string) =>
  (
    await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', action)
      .where('entity_id', '=', String(entityId))
      .execute()
  ).length;

const subBody = (over: Record<string, unknown> = {}) => ({
  username: 'co_clerk2',
  fullName: 'Clerk Two',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  status: 'active',
  accessString: 'Downline:1;Map Report:1',
  reportAccess: ['Map Report'],
  targetLines: [] as number[],
  ...over,
});

describe('static lists', () => {
  it('GetActivities lists SPEC 6 functions, GetPermissions the four levels', async () => {
    const acts = await get('demo_co', '/Setting/GetActivities');
    expect(acts.body.success).toBe(true);
    const list = dataOf<{ activityId: number; name: string; isReport: boolean }[]>(acts);
    expect(list.map((a) => a.name)).toEqual([...FUNCTION_NAMES]);
    expect(list.find((a) => a.name === 'Map Report')?.isReport).toBe(true);
    const perms = await get('demo_co', '/Setting/GetPermissions');
    expect(dataOf(perms)).toEqual([
      { level: 1, name: 'View' },
      { level: 2, name: 'Create' },
      { level: 3, name: 'Edit' },
      { level: 4, name: 'Delete' },
    ]);
    expect((await call(t.app, 'GET', '/api/Setting/GetActivities')).status).toBe(401);
  });
});

describe('roles (super admin only)', () => {
  let roleId = 0;

  it('refuses every role call to anyone but the super admin with 403', async () => {
    for (const as of ['demo_it', 'demo_co', 'demo_co_sub', 'demo_ag']) {
      expect((await get(as, '/Setting/GetRoles')).status).toBe(403);
      expect((await get(as, '/Setting/GetActivityPermissionSetting')).status).toBe(403);
      expect((await get(as, '/Setting/GetRoleActivityPermission', { roleId: '1' })).status).toBe(403);
      expect((await post(as, '/Setting/CreateOrUpdateRole', { name: 'X', permissions: [] })).status).toBe(
        403,
      );
      expect(
        (await post(as, '/Setting/AssignRoles', { roleId: null, userIds: [ids.demo_co_sub] })).status,
      ).toBe(403);
    }
    expect(await t.db.selectFrom('admin_roles').select('id').execute()).toHaveLength(0);
  });

  it('validates input with 400', async () => {
    const noName = await post('admin', '/Setting/CreateOrUpdateRole', { permissions: [] });
    expect(noName.status).toBe(400);
    expect(noName.body.success).toBe(false);
    const badFn = await post('admin', '/Setting/CreateOrUpdateRole', {
      name: 'R',
      permissions: [{ function: 'Nope', levels: [1] }],
    });
    expect(badFn.status).toBe(400);
    const badLevel = await post('admin', '/Setting/CreateOrUpdateRole', {
      name: 'R',
      permissions: [{ function: 'Bet', levels: [5] }],
    });
    expect(badLevel.status).toBe(400);
    const blank = await post('admin', '/Setting/CreateOrUpdateRole', { name: '   ', permissions: [] });
    expect(blank.body).toMatchObject({ success: false });
    const twice = await post('admin', '/Setting/CreateOrUpdateRole', {
      name: 'Dup',
      permissions: [
        { function: 'Bet', levels: [1] },
        { function: 'Bet', levels: [2] },
      ],
    });
    expect(twice.body.message).toContain('Bet');
  });

  it('creates a role as an access string, unique by name (case-insensitive), audited', async () => {
    const res = await post('admin', '/Setting/CreateOrUpdateRole', {
      name: 'Cashier',
      description: 'Front desk',
      permissions: [
        { function: 'Map Report', levels: [1] },
        { function: 'Downline', levels: [3, 1] },
      ],
    });
    expect(res.body).toMatchObject({ success: true });
    roleId = dataOf<{ roleId: number }>(res).roleId;
    const detail = await get('admin', '/Setting/GetRoleActivityPermission', { roleId: String(roleId) });
    expect(dataOf(detail)).toMatchObject({
      name: 'Cashier',
      description: 'Front desk',
      status: 1,
      accessString: 'Downline:13;Map Report:1',
      functionCount: 2,
    });
    const dup = await post('admin', '/Setting/CreateOrUpdateRole', { name: 'CASHIER', permissions: [] });
    expect(dup.body).toMatchObject({ success: false, message: 'A role named CASHIER already exists.' });
    expect(await auditCount('role.create', roleId)).toBe(1);

    const list = await get('admin', '/Setting/GetRoles', { search: 'cash' });
    expect(list.body.totalCount).toBe(1);
    expect(dataOf<unknown[]>(list)[0]).toMatchObject({
      roleId,
      name: 'Cashier',
      functionCount: 2,
      assignedCount: 0,
      status: 1,
    });
    const grid = dataOf<{ function: string; levels: number[] }[]>(
      await get('admin', '/Setting/GetActivityPermissionSetting', { roleId: String(roleId) }),
    );
    expect(grid).toHaveLength(FUNCTION_NAMES.length);
    expect(grid.find((g) => g.function === 'Downline')?.levels).toEqual([1, 3]);
    const empty = dataOf<{ levels: number[] }[]>(await get('admin', '/Setting/GetActivityPermissionSetting'));
    expect(empty.every((g) => g.levels.length === 0)).toBe(true);
    expect(
      (await get('admin', '/Setting/GetRoleActivityPermission', { roleId: '99999' })).body,
    ).toMatchObject({ success: false, message: ServerMessages.notFound });
  });

  it('assigns a role to a staff account: its access on the next login, audited; role edits follow', async () => {
    const created = await post(
      'admin',
      '/Account/CreateOrUpdateSubAccount',
      subBody({ username: 'staff_one', accessString: '', reportAccess: [] }),
    );
    expect(created.body).toMatchObject({ success: true });
    const staffId = dataOf<{ userId: number }>(created).userId;

    const notStaff = await post('admin', '/Setting/AssignRoles', { roleId, userIds: [ids.demo_co_sub] });
    expect(notStaff.body).toMatchObject({ success: false });
    expect(notStaff.body.message).toContain('demo_co_sub');

    const assigned = await post('admin', '/Setting/AssignRoles', { roleId, userIds: [staffId] });
    expect(assigned.body).toMatchObject({ success: true, data: { assigned: 1 } });
    expect(await auditCount('role.assign', staffId)).toBe(1);
    const first = await call(t.app, 'POST', '/api/Account/Login', {
      form: { username: 'staff_one', password: PASSWORD },
    });
    expect(first.body.data).toMatchObject({ accessString: 'Downline:13;Map Report:1', isAdminStaff: true });
    const staffCookie = first.cookie!;
    // Staff hold role id 1 through their main account, yet the roles screen stays the super admin's.
    expect((await call(t.app, 'GET', '/api/Setting/GetRoles', { cookie: staffCookie })).status).toBe(403);
    const own = await call(t.app, 'GET', '/api/Account/GetRoleById', {
      cookie: staffCookie,
      query: { roleId: String(roleId) },
    });
    expect(own.body.data).toMatchObject({ roleId, name: 'Cashier' });
    expect((await get('demo_co', '/Account/GetRoleById', { roleId: String(roleId) })).status).toBe(403);

    // Editing the role changes the holder's access; a holder's access is not edited on the sub-account screen.
    const edit = await post('admin', '/Setting/CreateOrUpdateRole', {
      roleId,
      name: 'Cashier',
      permissions: [{ function: 'Bet', levels: [1, 2] }],
    });
    expect(edit.body.success).toBe(true);
    const second = await call(t.app, 'POST', '/api/Account/Login', {
      form: { username: 'staff_one', password: PASSWORD },
    });
    expect(second.body.data).toMatchObject({ accessString: 'Bet:12' });
    const direct = await post(
      'admin',
      '/Account/CreateOrUpdateSubAccount',
      subBody({
        userId: staffId,
        username: 'staff_one',
        password: undefined,
        confirmPassword: undefined,
        accessString: 'Downline:1',
        reportAccess: [],
      }),
    );
    expect(direct.body.message).toContain('holds the role Cashier');

    const removed = await post('admin', '/Setting/AssignRoles', { roleId: null, userIds: [staffId] });
    expect(removed.body.success).toBe(true);
    const third = await call(t.app, 'POST', '/api/Account/Login', {
      form: { username: 'staff_one', password: PASSWORD },
    });
    expect(third.body.data).toMatchObject({ accessString: '', isAdminStaff: false });
    expect(await auditCount('role.unassign', staffId)).toBe(1);
    expect(
      (await post('admin', '/Setting/AssignRoles', { roleId: 99999, userIds: [staffId] })).body.success,
    ).toBe(false);
    expect((await post('admin', '/Setting/AssignRoles', { roleId, userIds: [] })).status).toBe(400);
  });
});

describe('sub-accounts', () => {
  let clerkId = 0;

  it('creates a sub-account for the caller, audited, with report access and target lines', async () => {
    const res = await post(
      'demo_co',
      '/Account/CreateOrUpdateSubAccount',
      subBody({ targetLines: [ids.demo_sh] }),
    );
    expect(res.body).toMatchObject({ success: true });
    clerkId = dataOf<{ userId: number }>(res).userId;
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', String(clerkId))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      main_account_id: String(ids.demo_co),
      upline_id: String(ids.demo_co),
      role_id: Role.Company,
      access_string: 'Downline:1;Map Report:1',
    });
    expect(row.target_lines.map(Number)).toEqual([ids.demo_sh]);
    expect(await auditCount('subAccount.create', clerkId)).toBe(1);
    const perm = await get('demo_co', '/Account/GetUserActivityPermission', { userId: String(clerkId) });
    expect(dataOf(perm)).toMatchObject({
      mainAccountId: ids.demo_co,
      reportAccess: ['Map Report'],
      targetLines: [ids.demo_sh],
      roleId: null,
    });
  });

  it('logs the sub-account in with exactly its access string, scoped to its target lines', async () => {
    const res = await call(t.app, 'POST', '/api/Account/Login', {
      form: { username: 'CO_CLERK2', password: PASSWORD },
    });
    expect(res.body.data).toMatchObject({
      accessString: 'Downline:1;Map Report:1',
      mainAccount: String(ids.demo_co),
      targetLines: [ids.demo_sh],
    });
    const cookie = res.cookie!;
    const detail = (userId: number) =>
      call(t.app, 'GET', '/api/Account/GetUserDetailsById', { cookie, query: { userId: String(userId) } });
    expect((await detail(ids.demo_ma)).body.success).toBe(true);
    expect((await detail(ids.demo_co)).body.success).toBe(true);
    expect((await detail(ids.demo_house)).status).toBe(403);
    // A sub-account cannot create sub-accounts, nor list them.
    const nested = await call(t.app, 'POST', '/api/Account/CreateOrUpdateSubAccount', {
      cookie,
      body: subBody({ username: 'nested_1' }),
    });
    expect(nested.status).toBe(403);
    expect(
      (await call(t.app, 'POST', '/api/Account/GetSubAccountListing', { cookie, body: {} })).status,
    ).toBe(403);
  });

  it('refuses access beyond the main account, naming the functions in excess', async () => {
    const res = await post(
      'demo_co',
      '/Account/CreateOrUpdateSubAccount',
      subBody({ username: 'greedy', accessString: 'Company:1;Downline:1;Bet Schedule:34' }),
    );
    expect(res.body.success).toBe(false);
    // demo_co holds every function but Company.
    expect(res.body.message).toBe('The access exceeds the main account demo_co: Company (view).');
    const agent = await post(
      'demo_ag',
      '/Account/CreateOrUpdateSubAccount',
      subBody({ username: 'greedy', accessString: 'Bet:1;Company:12;Bet Schedule:3', reportAccess: [] }),
    );
    expect(agent.body.message).toContain('Bet Schedule (edit)');
    expect(agent.body.message).toContain('Company (view, create)');
    const unknown = await post(
      'demo_co',
      '/Account/CreateOrUpdateSubAccount',
      subBody({ username: 'greedy', accessString: 'Lottery:1' }),
    );
    expect(unknown.body.message).toContain('Lottery');
    const report = await post(
      'demo_co',
      '/Account/CreateOrUpdateSubAccount',
      subBody({ username: 'greedy', reportAccess: ['Bet'] }),
    );
    expect(report.body.success).toBe(false);
    expect(
      await t.db.selectFrom('users').select('id').where('username', '=', 'greedy').execute(),
    ).toHaveLength(0);
  });

  it('refuses target lines that are not direct downlines', async () => {
    const res = await post(
      'demo_co',
      '/Account/CreateOrUpdateSubAccount',
      subBody({ username: 'liner', targetLines: [ids.demo_sh, ids.demo_ma, ids.demo_co_sub] }),
    );
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe(
      `Target lines must be direct downlines of demo_co; not allowed: ${[ids.demo_ma, ids.demo_co_sub].sort((a, b) => a - b).join(', ')}.`,
    );
    const lines = await get('demo_co', '/Account/GetTargetLines', { subAccountId: String(clerkId) });
    const data = dataOf<{ lines: { userId: number }[]; selected: number[] }>(lines);
    expect(data.lines.map((l) => l.userId).sort()).toEqual([ids.demo_sh, ids.demo_house].sort());
    expect(data.selected).toEqual([ids.demo_sh]);
  });

  it('validates input (400) and usernames case-insensitively', async () => {
    for (const bad of [
      subBody({ username: 'ab' }),
      subBody({ username: 'bad name' }),
      subBody({ status: 'gone' }),
      subBody({ accessString: 'Downline' }),
      subBody({ targetLines: ['x'] }),
    ]) {
      const res = await post('demo_co', '/Account/CreateOrUpdateSubAccount', bad);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    const taken = await post(
      'demo_co',
      '/Account/CreateOrUpdateSubAccount',
      subBody({ username: 'DEMO_AG' }),
    );
    expect(taken.body).toMatchObject({ success: false, message: 'The username DEMO_AG is already taken.' });
    const noPassword = await post(
      'demo_co',
      '/Account/CreateOrUpdateSubAccount',
      subBody({ username: 'nopass', password: undefined, confirmPassword: undefined }),
    );
    expect(noPassword.body.success).toBe(false);
    const mismatch = await post(
      'demo_co',
      '/Account/CreateOrUpdateSubAccount',
      subBody({ username: 'mismatch', confirmPassword: 'Other@12345' }),
    );
    expect(mismatch.body.message).toBe('Confirm password and password do not match.');
  });

  it('edits a sub-account, audited; the new password ends its sessions', async () => {
    const session = await login(t.app, 'co_clerk2', PASSWORD);
    const res = await post(
      'demo_co',
      '/Account/CreateOrUpdateSubAccount',
      subBody({
        userId: clerkId,
        fullName: 'Clerk Renamed',
        password: 'Newer@12345',
        confirmPassword: 'Newer@12345',
        targetLines: [],
      }),
    );
    expect(res.body).toMatchObject({ success: true, data: { userId: clerkId } });
    expect(await auditCount('subAccount.update', clerkId)).toBe(1);
    expect((await call(t.app, 'GET', '/api/Account/IsLoggedIn', { cookie: session })).status).toBe(401);
    const moved = await post(
      'demo_co',
      '/Account/CreateOrUpdateSubAccount',
      subBody({ userId: clerkId, mainAccountId: ids.demo_sh, password: undefined }),
    );
    expect(moved.body.success).toBe(false);
  });

  it("keeps companies out of each other's sub-accounts", async () => {
    const edit = await post(
      'co_b',
      '/Account/CreateOrUpdateSubAccount',
      subBody({ userId: ids.demo_co_sub, username: 'demo_co_sub', password: undefined }),
    );
    expect(edit.status).toBe(403);
    const create = await post(
      'co_b',
      '/Account/CreateOrUpdateSubAccount',
      subBody({ username: 'intruder', mainAccountId: ids.demo_co }),
    );
    expect(create.status).toBe(403);
    expect((await post('co_b', '/Account/GetSubAccountListing', { mainAccountId: ids.demo_co })).status).toBe(
      403,
    );
    expect(
      (await get('co_b', '/Account/GetTargetLines', { mainAccountId: String(ids.demo_co) })).status,
    ).toBe(403);
    expect(
      (await get('co_b', '/Account/GetUserActivityPermission', { userId: String(ids.demo_co_sub) })).status,
    ).toBe(403);
    // An agent manages only its own sub-accounts.
    expect(
      (await post('demo_sh', '/Account/GetSubAccountListing', { mainAccountId: ids.demo_ma })).status,
    ).toBe(403);
  });

  it('lets the super admin and a company act for a main account in their tree', async () => {
    const res = await post(
      'demo_co',
      '/Account/CreateOrUpdateSubAccount',
      subBody({
        username: 'sh_clerk',
        mainAccountId: ids.demo_sh,
        accessString: 'Downline:1',
        reportAccess: [],
        targetLines: [ids.demo_ma],
      }),
    );
    expect(res.body).toMatchObject({ success: true });
    const listing = await post('admin', '/Account/GetSubAccountListing', { mainAccountId: ids.demo_sh });
    expect(listing.body).toMatchObject({ success: true, totalCount: 1 });
    expect(dataOf<{ username: string; mainAccountUsername: string }[]>(listing)[0]).toMatchObject({
      username: 'sh_clerk',
      mainAccountUsername: 'demo_sh',
    });
    const ofSub = await post(
      'demo_co',
      '/Account/CreateOrUpdateSubAccount',
      subBody({ username: 'sub_of_sub', mainAccountId: ids.demo_co_sub }),
    );
    expect(ofSub.body.success).toBe(false);
    const ofPlayer = await post(
      'admin',
      '/Account/CreateOrUpdateSubAccount',
      subBody({ username: 'p_clerk', mainAccountId: ids.demo_p1 }),
    );
    expect(ofPlayer.body.success).toBe(false);
  });

  it('lists and searches sub-accounts with paging', async () => {
    const all = await post('demo_co', '/Account/GetSubAccountListing', { StartCount: 0, PageSize: 1 });
    expect(all.body.totalCount).toBe(2);
    expect(dataOf<unknown[]>(all)).toHaveLength(1);
    const found = await post('demo_co', '/Account/GetSubAccountListing', { search: 'renamed' });
    expect(dataOf<{ username: string; reportAccess: string[] }[]>(found)).toEqual([
      expect.objectContaining({ username: 'co_clerk2', reportAccess: ['Map Report'] }),
    ]);
    const past = await post('demo_co', '/Account/GetSubAccountListing', { StartCount: 10, PageSize: 10 });
    expect(past.body).toMatchObject({ totalCount: 2, data: [] });
    expect((await post('demo_co', '/Account/GetSubAccountListing', { PageSize: 501 })).status).toBe(400);
    expect((await post('demo_p1', '/Account/GetSubAccountListing', {})).status).toBe(403);
  });

  it('reports an account its own effective functions', async () => {
    const own = await get('demo_co_sub', '/Account/GetUserActivityPermission');
    expect(dataOf(own)).toMatchObject({
      userId: ids.demo_co_sub,
      accessString: 'Downline:1;Map Report:1',
      functions: [
        { function: 'Downline', levels: [1] },
        { function: 'Map Report', levels: [1] },
      ],
    });
  });
});
