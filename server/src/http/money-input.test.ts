import { sql } from 'kysely';
import {
  ADMIN_PASSWORD,
  call,
  login,
  SETUP_TIMEOUT,
  startTestApp,
  userIdOf,
  type TestApp,
} from '../../test/harness';

/**
 * Amounts the server cannot keep (more than 2 decimals, beyond the maximum of the schema, numbers
 * JavaScript rounds) are refused at the schema with a message naming the field: a 400, never a 500,
 * and nothing is saved.
 */

let t: TestApp;
let admin: string;
let company: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin', ADMIN_PASSWORD);
  company = await login(t.app, 'demo_co');
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t?.close();
}, SETUP_TIMEOUT);

const limitOf = async (id: number) =>
  (await sql<{ l: string }>`SELECT credit_limit AS l FROM users WHERE id = ${id}`.execute(t.db)).rows[0]!.l;

test('a credit limit of 99999999999999999 or 1.555: a clear 400 naming the field, nothing saved', async () => {
  const co = await userIdOf(t.db, 'demo_co');
  const sh = await userIdOf(t.db, 'demo_sh');
  const before = [await limitOf(co), await limitOf(sh)];
  const cases: [string, string, Record<string, unknown>][] = [
    [admin, 'Account/AdminUpdateUserCreditLimit', { userId: co }],
    [company, 'Account/UpdateUserCreditLimit', { userId: sh }],
    [
      company,
      'Account/CreateOrUpdateUser',
      {
        userId: sh,
        username: 'demo_sh',
        fullName: 'Shareholder',
        userRoleId: 4,
        agentLevel: 1,
        uplineId: co,
        status: 'active',
      },
    ],
    [
      company,
      'Account/CreateOrUpdateUser',
      {
        username: 'big_amount_agent',
        fullName: 'Big',
        userRoleId: 4,
        agentLevel: 1,
        uplineId: co,
        password: 'Abc@12345',
        confirmPassword: 'Abc@12345',
        status: 'active',
      },
    ],
  ];
  for (const [cookie, path, body] of cases) {
    for (const [value, message] of [
      [Number('99999999999999999'), 'creditLimit must be <= 10000000000'],
      [10000000000.01, 'creditLimit must be <= 10000000000'],
      [1.555, 'creditLimit must be an amount with at most 2 decimals'],
    ] as const) {
      const res = await call(t.app, 'POST', `/api/${path}`, {
        cookie,
        body: { ...body, creditLimit: value },
      });
      expect({ path, value, status: res.status, body: res.body }).toEqual({
        path,
        value,
        status: 400,
        body: { success: false, message: `Invalid input: ${message}`, data: null, code: 400 },
      });
    }
  }
  expect([await limitOf(co), await limitOf(sh)]).toEqual(before);
  expect(
    (
      await sql<{ n: string }>`SELECT count(*) AS n FROM users WHERE username = 'big_amount_agent'`.execute(
        t.db,
      )
    ).rows[0]!.n,
  ).toBe('0');
}, 60_000);

test('a payment beyond its maximum or with 3 decimals: a clear 400', async () => {
  const p1 = await userIdOf(t.db, 'demo_p1');
  for (const amount of [Number('99999999999999999'), 1.555]) {
    const res = await call(t.app, 'POST', '/api/Payment/MakePayment', {
      cookie: admin,
      body: { targetUserId: p1, paymentType: 2, amount },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 400 });
    expect(String(res.body.message)).toMatch(
      /^Invalid input: amount must (be <= 999999999.99|be an amount with at most 2 decimals)$/,
    );
  }
}, 60_000);
