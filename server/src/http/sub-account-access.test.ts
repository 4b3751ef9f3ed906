import { CALL_ACCESS } from './callAccess';
import { insertSubAccount, latestReleasedDate, stateChecksum } from '../../test/accessFixtures';
import { call, login, useDemoApp, userIdOf, type CallResult } from '../../test/harness';

/**
 * SPEC 6: a sub-account acts only through its access string, on every call. CALL_ACCESS maps each
 * call of the OpenAPI document to what a sub-account needs; these tests walk the document.
 */
const t = useDemoApp(['demo_co_sub'], undefined, { demoActivity: true });

interface DocumentedCall {
  method: 'GET' | 'POST';
  path: string;
  key: string;
}

async function documentedCalls(): Promise<DocumentedCall[]> {
  const doc = await call(t.app, 'GET', '/api/openapi.json');
  const paths = (doc.body as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  const calls = Object.entries(paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((m) => {
      const method = m.toUpperCase();
      if (method !== 'GET' && method !== 'POST') throw new Error(`unexpected method ${method} ${path}`);
      return { method: method as 'GET' | 'POST', path, key: `${method} ${path}` };
    }),
  );
  expect(calls.length).toBeGreaterThan(100);
  return calls;
}

/**
 * Sends a call with an empty body; a call about one account (an `own` rule) is asked about
 * `otherId`, since about the caller itself it is a session call.
 */
function send(c: DocumentedCall, cookie: string, otherId: number): Promise<CallResult> {
  const rule = CALL_ACCESS[c.key];
  const query = typeof rule === 'object' && 'own' in rule ? { [rule.own]: String(otherId) } : undefined;
  return call(t.app, c.method, c.path, {
    cookie,
    ...(query ? { query } : {}),
    ...(c.method === 'POST' ? { body: {} } : {}),
  });
}

const isSessionCall = (key: string): boolean =>
  CALL_ACCESS[key] === 'session' || CALL_ACCESS[key] === 'public';

test('every call of the OpenAPI document has exactly one entry in the access table', async () => {
  const keys = (await documentedCalls()).map((c) => c.key).sort();
  expect(Object.keys(CALL_ACCESS).sort()).toEqual(keys);
});

test.each([
  ['a company sub-account', 'demo_co', false],
  ['a staff account of the super admin', 'admin', true],
])(
  'as %s with no functions, every call but the session calls answers 403 and changes nothing',
  async (_who, main, adminStaff) => {
    const username = `nofn_${main}`;
    const subId = await insertSubAccount(t.db, { username, main, accessString: '', adminStaff });
    const cookie = await login(t.app, username);
    const mainId = await userIdOf(t.db, main);
    const calls = await documentedCalls();
    const before = await stateChecksum(t.db);
    const answered: string[] = [];
    for (const c of calls) {
      if (isSessionCall(c.key)) continue;
      const res = await send(c, cookie, mainId);
      if (res.status !== 403) answered.push(`${c.key} -> ${res.status} ${res.text.slice(0, 120)}`);
    }
    expect(answered).toEqual([]);
    expect(await stateChecksum(t.db)).toEqual(before);
    // The session calls still work for it.
    expect((await call(t.app, 'GET', '/api/Account/IsLoggedIn', { cookie })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/Account/GetRoleAccessData', { cookie })).status).toBe(200);
    const own = await call(t.app, 'GET', '/api/Account/GetUserDetailsById', {
      cookie,
      query: { userId: String(subId) },
    });
    expect(own.body).toMatchObject({ success: true, data: { agent: { username } } });
  },
  300_000,
);

describe('demo_co_sub (Downline:1;Map Report:1)', () => {
  let drawDate = '';
  beforeAll(async () => {
    drawDate = await latestReleasedDate(t.db, 1);
  });

  test('cannot claim prizes nor save, validate, correct or release a result: 403, nothing changed', async () => {
    const before = await stateChecksum(t.db);
    const result = {
      drawDate,
      poolId: 1,
      first: '1111',
      second: '2222',
      third: '3333',
      starters: ['0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010'],
      consolations: ['0011', '0012', '0013', '0014', '0015', '0016', '0017', '0018', '0019', '0020'],
    };
    const attempts: [string, unknown][] = [
      ['Payment/ClaimPrizes', { drawDate }],
      ['Result/SavePoolResult', result],
      ['Result/ValidateResult', { drawDate, poolId: 1 }],
      ['Configuration/SubmitReleaseResultStatus', { drawDate, poolId: 1 }],
      ['Result/UpdateDrawPaymentDetail', { drawDate, poolId: 1, paymentDetail: 'x', jackpot1: 1 }],
      ['Result/InsertWinners', { drawDate, poolId: 1 }],
    ];
    for (const [path, body] of attempts) {
      expect([path, (await t.post('demo_co_sub', `/api/${path}`, body)).status]).toEqual([path, 403]);
    }
    expect(await stateChecksum(t.db)).toEqual(before);
  });

  test('still makes the calls of its functions', async () => {
    const listing = await t.post('demo_co_sub', '/api/Account/GetUserListing', {
      StartCount: 0,
      PageSize: 10,
    });
    expect(listing.status).toBe(200);
    expect((await t.get('demo_co_sub', '/api/Pools/GetPoolsSelection')).status).toBe(200);
    expect((await t.get('demo_co_sub', '/api/Account/IsLoggedIn')).status).toBe(200);
    // Its login data carries its report access (the menu's rule); a main account's has none.
    const me = await t.get('demo_co_sub', '/api/Account/IsLoggedIn');
    expect(me.body.data).toMatchObject({ reportAccess: ['Map Report'] });
    expect((await t.get('admin', '/api/Account/IsLoggedIn')).body.data).not.toHaveProperty('reportAccess');
    // Its menu offers the map reports: its report access (the seed) lets it open them.
    const map = await t.post('demo_co_sub', '/api/Report/GetMapReport', {});
    expect(map.status).not.toBe(403);
  });
});
