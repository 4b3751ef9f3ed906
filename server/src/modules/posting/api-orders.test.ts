import { Role } from '@drawdesk/shared-kernel/domain';
import {
  AFTER_CUTOFF,
  insertDraws,
  NOW,
  orderKey,
  patchSettings,
  workedTree,
  type WorkedTree,
} from '../../../test/betting-fixtures';
import {
  ADMIN_PASSWORD,
  call,
  inboundApiLogs,
  insertTestUser,
  login,
  SETUP_TIMEOUT,
  startTestApp,
  type TestApp,
} from '../../../test/harness';

// The inbound side of posting (DOMAIN 13 "API accounts"): a remote system bets into this one as a
// house account through its API account (X-Api-Opcode / X-Api-Secret), over real HTTP. Its
// tickets have source 'api' and name the API account; receipts, voids, credit and idempotency are
// those of any order.

let t: TestApp;
let w: WorkedTree;
let base: string;
let house: number;
let houseCookie: string;
let creds: { opcode: string; secret: string };

interface Reply {
  success: boolean;
  message: string | null;
  data: unknown;
}

async function api(path: string, init: { method?: 'GET' | 'POST'; body?: unknown; secret?: string } = {}) {
  const res = await fetch(`${base}/api${path}`, {
    method: init.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'x-api-opcode': creds.opcode,
      'x-api-secret': init.secret ?? creds.secret,
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Reply };
}

const ticketOf = (id: number) =>
  t.db
    .selectFrom('tickets')
    .select(['source', 'api_account_id', 'status', 'bettor_id', 'gross'])
    .where('id', '=', String(id))
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await startTestApp({ testClockAllowed: true });
  await t.clock.setTestClock(NOW);
  await insertDraws(t.db);
  w = await workedTree(t, 'api');
  // The house: a bettor under the agent, credit 50.00, with the player's package.
  house = await insertTestUser(t.db, {
    username: 'api_house',
    roleId: Role.House,
    upline: w.names.agent,
    creditLimitCents: 5_000,
  });
  await patchSettings(t.db, house, { packageIds: { normal: w.pkgP } });
  houseCookie = await login(t.app, 'api_house');
  const admin = await login(t.app, 'admin', ADMIN_PASSWORD);
  const created = await call(t.app, 'POST', '/api/Account/CreateOrUpdateApiAccount', {
    cookie: admin,
    body: { userId: house, name: 'Upstream Desk', url: 'https://upstream.example' },
  });
  if (!created.body.success) throw new Error(`api account: ${created.body.message}`);
  const { opcode, secret } = created.body.data as { opcode: string; secret: string };
  creds = { opcode, secret };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.clock.setTestClock(NOW);
});

describe('an API account orders as its house account', () => {
  it("stores source 'api' and the API account; a repeated order key answers the first ticket", async () => {
    const key = orderKey('api');
    const first = await api('/Bet/PlaceExpressOrder', {
      body: { betString: 'D25/11\n#1\n1234#B4', orderKey: key },
    });
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    const { ticketId } = first.body.data as { ticketId: number };
    expect(await ticketOf(ticketId)).toMatchObject({
      source: 'api',
      api_account_id: String(house),
      bettor_id: String(house),
      gross: '400',
    });
    const again = await api('/Bet/PlaceExpressOrder', {
      body: { betString: 'D25/11\n#1\n1234#B4', orderKey: key },
    });
    expect((again.body.data as { ticketId: number }).ticketId).toBe(ticketId);
    const count = await t.db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('bettor_id', '=', String(house))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    // Logged as an inbound call of the API account.
    const logged = await inboundApiLogs(t.db, 2, '/api/Bet/PlaceExpressOrder');
    expect(logged.length).toBeGreaterThanOrEqual(2);
    expect(logged.every((l) => l.api_user_id === String(house))).toBe(true);
  });

  it("the house's own session order stays 'express' without an API account", async () => {
    const res = await call(t.app, 'POST', '/api/Bet/PlaceExpressOrder', {
      cookie: houseCookie,
      body: { betString: 'D25/11\n#1\n5678#B1', orderKey: orderKey('own') },
    });
    expect(res.body.success).toBe(true);
    expect(await ticketOf((res.body.data as { ticketId: number }).ticketId)).toMatchObject({
      source: 'express',
      api_account_id: null,
    });
  });

  it('the inbox shows the source and the API account', async () => {
    const res = await call(t.app, 'POST', '/api/Report/GetTicket', {
      cookie: houseCookie,
      body: { fromDate: '2026-11-25', toDate: '2026-11-25', StartCount: 0, PageSize: 10 },
    });
    expect(res.body.success).toBe(true);
    const rows = res.body.data as Array<{
      source: string;
      apiAccount?: string | null;
      expressBetString: string;
    }>;
    expect(rows.map((r) => [r.source, r.apiAccount])).toEqual([
      ['express', null],
      ['api', 'Upstream Desk'],
    ]);
    const viaApi = await api('/Report/GetTicket', {
      body: { fromDate: '2026-11-25', toDate: '2026-11-25', source: 'api', StartCount: 0, PageSize: 10 },
    });
    expect((viaApi.body.data as unknown[]).length).toBe(1);
  });

  it('the same credit applies: an order past the credit is refused and writes nothing', async () => {
    const before = await t.db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await api('/Bet/PlaceExpressOrder', {
      body: { betString: 'D25/11\n#1\n4321#B100', orderKey: orderKey('big') },
    });
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/^Insufficient credit\./);
    const after = await t.db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('gets the receipt, and voids before the cutoff only', async () => {
    const placed = await api('/Bet/PlaceExpressOrder', {
      body: { betString: 'D25/11\n#1\n9999#B2', orderKey: orderKey('void') },
    });
    const { ticketId } = placed.body.data as { ticketId: number };
    const receipt = await api(`/Bet/GetBetReceipt?ticketId=${ticketId}`, { method: 'GET' });
    expect(receipt.body.success).toBe(true);
    expect((receipt.body.data as { receiptString: string }).receiptString).toContain('9999=2B');

    await t.clock.setTestClock(AFTER_CUTOFF);
    const late = await api('/Bet/VoidTicket', { body: { ticketId } });
    expect(late.body.success).toBe(false);
    expect((await ticketOf(ticketId)).status).toBe(0);

    await t.clock.setTestClock(NOW);
    // Self void is the house's setting, as for a session of the house.
    await patchSettings(t.db, house, { allowSelfVoid: true });
    const voided = await api('/Bet/VoidTicket', { body: { ticketId } });
    expect(voided.body.success).toBe(true);
    expect((await ticketOf(ticketId)).status).toBe(2);
  });

  it('a wrong secret is a 401 and places nothing', async () => {
    const res = await api('/Bet/PlaceExpressOrder', {
      body: { betString: 'D25/11\n#1\n1111#B1', orderKey: orderKey('bad') },
      secret: 'wrong-secret',
    });
    expect(res.status).toBe(401);
  });
});
