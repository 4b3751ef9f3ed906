import { createServer } from 'node:net';
import { Role } from '@drawdesk/shared-kernel/domain';
import {
  call,
  insertTestUser,
  login,
  loginDemoAccounts,
  SETUP_TIMEOUT,
  startTestApp,
  type TestApp,
} from '../../../test/harness';

let t: TestApp;
/** A second, real server this one reaches over HTTP as a remote bet agent. */
let remote: TestApp;
let remoteUrl: string;
let remoteCode: { opcode: string; secret: string };
let cookies: Record<'admin' | 'demo_it' | 'demo_co' | 'demo_ma' | 'demo_co_sub' | 'other_co', string>;
let ids: Record<'admin' | 'demo_co' | 'other_co', number>;

const manage = (as: keyof typeof cookies, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/Configuration/ManageRemoteBetAgent', { cookie: cookies[as], body });
const list = (as: keyof typeof cookies, body: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/api/Configuration/GetRemoteBetAgents', {
    cookie: cookies[as],
    body: { StartCount: 0, PageSize: 100, ...body },
  });
const agentBody = (over: Record<string, unknown> = {}) => ({
  name: `Agent ${Math.random().toString(36).slice(2, 8)}`,
  url: 'http://127.0.0.1:1/',
  opcode: 'OPC1',
  secret: 'S3cret-value',
  priority: 1,
  postEnabled: true,
  status: 1,
  ...over,
});

/** A port nothing listens on: bind one, then close it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  [t, remote] = await Promise.all([startTestApp(), startTestApp()]);
  await insertTestUser(t.db, { username: 'other_co', roleId: Role.Company, upline: 'admin' });
  const session = await loginDemoAccounts(t, ['demo_it', 'demo_co', 'demo_ma', 'demo_co_sub'] as const);
  cookies = { ...session.cookies, other_co: await login(t.app, 'other_co') };
  ids = { admin: session.ids.admin, demo_co: session.ids.demo_co, other_co: 0 };
  ids.other_co = Number(
    (await t.db.selectFrom('users').select('id').where('username', '=', 'other_co').executeTakeFirstOrThrow())
      .id,
  );

  // The remote: an API account on its demo house, then listening on a random port.
  const remoteAdmin = await login(remote.app, 'admin', 'Admin@12345');
  const house = await remote.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'demo_house')
    .executeTakeFirstOrThrow();
  const created = await call(remote.app, 'POST', '/api/Account/CreateOrUpdateApiAccount', {
    cookie: remoteAdmin,
    body: { userId: Number(house.id), name: 'Upstream', url: 'https://upstream.example' },
  });
  // Only the credentials: the reply's userId is no field of ManageRemoteBetAgent.
  const { opcode, secret } = created.body.data as { opcode: string; secret: string };
  remoteCode = { opcode, secret };
  await remote.app.listen({ port: 0, host: '127.0.0.1' });
  const address = remote.app.server.address() as { port: number };
  remoteUrl = `http://127.0.0.1:${address.port}`;
}, SETUP_TIMEOUT);

afterAll(async () => {
  await Promise.all([t?.close(), remote?.close()]);
});

describe('ManageRemoteBetAgent and GetRemoteBetAgents', () => {
  it('creates as the super admin for a company, never returning the secret, audited without it', async () => {
    const res = await manage(
      'admin',
      agentBody({ companyId: ids.demo_co, name: 'Alpha', secret: 'TopSecret-1' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const agent = res.body.data as Record<string, unknown>;
    expect(agent).toMatchObject({
      companyId: ids.demo_co,
      companyName: 'demo_co',
      name: 'Alpha',
      url: 'http://127.0.0.1:1',
      opcode: 'OPC1',
      hasSecret: true,
      priority: 1,
      postEnabled: true,
      status: 1,
    });
    expect(res.text).not.toContain('TopSecret-1');
    const listed = await list('admin');
    expect(listed.text).not.toContain('TopSecret-1');
    expect((listed.body.data as { name: string }[]).map((a) => a.name)).toContain('Alpha');
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'remote_bet_agent')
      .where('entity_id', '=', String(agent.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.action).toBe('remoteBetAgent.create');
    expect(JSON.stringify(audit[0])).not.toContain('TopSecret-1');
    const stored = await t.db
      .selectFrom('remote_bet_agents')
      .select('secret')
      .where('id', '=', String(agent.id))
      .executeTakeFirstOrThrow();
    expect(stored.secret).toBe('TopSecret-1');
  });

  it('updates without a secret keeping the stored one, and with one replacing it', async () => {
    const created = await manage('demo_co', agentBody({ name: 'Beta', secret: 'first-secret' }));
    const id = (created.body.data as { id: number }).id;
    const kept = await manage('demo_co', agentBody({ id, name: 'Beta 2', secret: undefined, priority: 3 }));
    expect(kept.body.success).toBe(true);
    expect(kept.body.data).toMatchObject({ name: 'Beta 2', priority: 3, hasSecret: true });
    const row = () =>
      t.db.selectFrom('remote_bet_agents').selectAll().where('id', '=', String(id)).executeTakeFirstOrThrow();
    expect((await row()).secret).toBe('first-secret');
    await manage('demo_co', agentBody({ id, name: 'Beta 2', secret: 'second-secret' }));
    expect((await row()).secret).toBe('second-secret');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'remote_bet_agent')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'remoteBetAgent.create',
      'remoteBetAgent.update',
      'remoteBetAgent.update',
    ]);
    expect(audit[1]!.before).toMatchObject({ name: 'Beta', priority: 1 });
    expect(audit[1]!.after).toMatchObject({ name: 'Beta 2', priority: 3, secretChanged: false });
    expect(audit[2]!.after).toMatchObject({ secretChanged: true });
    expect(JSON.stringify(audit)).not.toContain('secret"');
  });

  it('scopes a company to its own agents and the super admin to all', async () => {
    await manage('other_co', agentBody({ name: 'Other one' }));
    const own = await list('demo_co');
    const names = (own.body.data as { name: string; companyId: number }[]).map((a) => a.companyId);
    expect(new Set(names)).toEqual(new Set([ids.demo_co]));
    const theirs = await list('other_co');
    expect((theirs.body.data as { name: string }[]).map((a) => a.name)).toEqual(['Other one']);
    const all = await list('admin');
    expect(all.body.totalCount).toBe((own.body.totalCount as number) + 1);
    const oneCompany = await list('admin', { companyId: ids.other_co });
    expect(oneCompany.body.totalCount).toBe(1);
    // A company cannot read, change or create for another company's agent.
    const otherId = (theirs.body.data as { id: number }[])[0]!.id;
    const steal = await manage('demo_co', agentBody({ id: otherId, name: 'Stolen' }));
    expect(steal.body.success).toBe(false);
    expect(steal.body.message).toBe('No record found!');
    const forOther = await manage('demo_co', agentBody({ companyId: ids.other_co }));
    expect(forOther.status).toBe(403);
    const commOther = await call(t.app, 'GET', '/api/Configuration/GetCommStatus', {
      cookie: cookies.demo_co,
      query: { remoteBetAgentId: String(otherId) },
    });
    expect(commOther.body.success).toBe(false);
  });

  it('pages by priority then name', async () => {
    await manage('other_co', agentBody({ name: 'Zeta', priority: 1 }));
    await manage('other_co', agentBody({ name: 'Aaa', priority: 9 }));
    const page = await list('other_co', { StartCount: 0, PageSize: 2 });
    expect(page.body.totalCount).toBe(3);
    expect((page.body.data as { name: string }[]).map((a) => a.name)).toEqual(['Other one', 'Zeta']);
    const next = await list('other_co', { StartCount: 2, PageSize: 2 });
    expect((next.body.data as { name: string }[]).map((a) => a.name)).toEqual(['Aaa']);
  });

  it('refuses everyone else with 403 (IT admin, agents)', async () => {
    for (const who of ['demo_it', 'demo_ma'] as const) {
      expect((await list(who)).status).toBe(403);
      expect((await manage(who, agentBody())).status).toBe(403);
      const comm = await call(t.app, 'GET', '/api/Configuration/GetCommStatus', { cookie: cookies[who] });
      expect(comm.status).toBe(403);
    }
    expect((await call(t.app, 'POST', '/api/Configuration/GetRemoteBetAgents', { body: {} })).status).toBe(
      401,
    );
  });

  it('validates input: 400 for malformed fields, business refusals for rules', async () => {
    const bad = [
      agentBody({ url: 'ftp://x' }),
      agentBody({ name: '' }),
      agentBody({ priority: 0 }),
      agentBody({ status: 5 }),
      agentBody({ opcode: 'has space' }),
      { ...agentBody(), postEnabled: 'yes' },
    ];
    for (const body of bad) {
      const res = await manage('demo_co', body);
      expect(res.status).toBe(400);
    }
    const noSecret = await manage('demo_co', agentBody({ secret: undefined }));
    expect(noSecret.body).toMatchObject({ success: false, message: 'The secret is required.' });
    const noCompany = await manage('admin', agentBody());
    expect(noCompany.body.success).toBe(false);
    const notACompany = await manage('admin', agentBody({ companyId: ids.admin }));
    expect(notACompany.body).toMatchObject({
      success: false,
      message: 'A remote agent belongs to a company.',
    });
    const badPackage = await manage('demo_co', agentBody({ packageId: 999999 }));
    expect(badPackage.body).toMatchObject({ success: false, message: 'Invalid Package Info' });
    await manage('demo_co', agentBody({ name: 'Dup' }));
    const dup = await manage('demo_co', agentBody({ name: 'dup' }));
    expect(dup.body.success).toBe(false);
    expect(dup.body.message).toContain('already exists');
    const count = await t.db
      .selectFrom('remote_bet_agents')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where(({ eb, fn }) => eb(fn('lower', ['name']), '=', 'dup'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});

describe('GetCommStatus', () => {
  let upId: number;
  let wrongId: number;
  let downId: number;

  beforeAll(async () => {
    const up = await manage('other_co', agentBody({ name: 'Live remote', url: remoteUrl, ...remoteCode }));
    upId = (up.body.data as { id: number }).id;
    const wrong = await manage(
      'other_co',
      agentBody({ name: 'Wrong secret', url: remoteUrl, opcode: remoteCode.opcode, secret: 'not-it' }),
    );
    wrongId = (wrong.body.data as { id: number }).id;
    const down = await manage(
      'other_co',
      agentBody({ name: 'Down remote', url: `http://127.0.0.1:${await closedPort()}` }),
    );
    downId = (down.body.data as { id: number }).id;
  });

  const status = async (id: number) => {
    const res = await call(t.app, 'GET', '/api/Configuration/GetCommStatus', {
      cookie: cookies.other_co,
      query: { remoteBetAgentId: String(id) },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const rows = res.body.data as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };

  it('reports a live remote reachable and authenticated through its API account', async () => {
    const row = await status(upId);
    expect(row).toMatchObject({ remoteBetAgentId: upId, reachable: true, authenticated: true });
    expect(row.latencyMs).toEqual(expect.any(Number));
    expect(row.message).toBe('Logged in as demo_house.');
    // The remote logged our inbound call; we logged both outbound calls with the secret masked.
    const inbound = await remote.db
      .selectFrom('api_logs')
      .selectAll()
      .where('direction', '=', 'inbound')
      .execute();
    expect(inbound.some((r) => r.uri === '/api/Account/IsLoggedIn' && r.status_code === 200)).toBe(true);
    const outbound = await t.db
      .selectFrom('api_logs')
      .selectAll()
      .where('direction', '=', 'outbound')
      .where('uri', 'like', `${remoteUrl}%`)
      .execute();
    expect(outbound.map((r) => r.uri)).toEqual(
      expect.arrayContaining([`${remoteUrl}/healthz`, `${remoteUrl}/api/Account/IsLoggedIn`]),
    );
    const login = outbound.find((r) => r.uri.endsWith('IsLoggedIn'))!;
    expect((login.request_headers as Record<string, string>)['x-api-secret']).toBe('***');
    expect(JSON.stringify(outbound)).not.toContain(remoteCode.secret);
    expect(Number(login.api_user_id)).toBe(ids.other_co);
  });

  it('reports a wrong secret reachable but not authenticated', async () => {
    const row = await status(wrongId);
    expect(row).toMatchObject({ reachable: true, authenticated: false });
    expect(row.message).toBe('The remote refused the opcode or secret.');
  });

  it('reports a closed port unreachable', async () => {
    const row = await status(downId);
    expect(row).toMatchObject({ reachable: false, authenticated: false, latencyMs: null });
    expect(String(row.message)).not.toBe('');
  });

  it('checks every agent in scope when no id is given', async () => {
    const res = await call(t.app, 'GET', '/api/Configuration/GetCommStatus', { cookie: cookies.other_co });
    const rows = res.body.data as { remoteBetAgentId: number; reachable: boolean }[];
    const byId = new Map(rows.map((r) => [r.remoteBetAgentId, r.reachable]));
    expect(byId.get(upId)).toBe(true);
    expect(byId.get(downId)).toBe(false);
    const list = await call(t.app, 'POST', '/api/Configuration/GetRemoteBetAgents', {
      cookie: cookies.other_co,
      body: { StartCount: 0, PageSize: 100 },
    });
    expect(rows).toHaveLength(list.body.totalCount as number);
  });
});
