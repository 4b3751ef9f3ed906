import { Role } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import { call, DEMO_ACCOUNTS, insertTestUser, login, useDemoApp } from '../../../test/harness';

const t = useDemoApp<(typeof DEMO_ACCOUNTS)[number], 'ag2' | 'p3' | 'p4' | 'ag3'>(
  DEMO_ACCOUNTS,
  async (app) => {
    // demo_ma's other agent with a player: outside demo_ag's tree.
    app.ids.ag2 = await insertTestUser(app.db, {
      username: 'pay_ag2',
      roleId: Role.Multilevel,
      upline: 'demo_ma',
      creditLimitCents: 10_000_00,
      agentLevel: 5,
    });
    app.ids.p3 = await insertTestUser(app.db, {
      username: 'pay_p3',
      roleId: Role.Player,
      upline: 'pay_ag2',
      creditLimitCents: 1_000_00,
    });
    // Targets of the concurrency tests.
    app.ids.p4 = await insertTestUser(app.db, {
      username: 'pay_p4',
      roleId: Role.Player,
      upline: 'pay_ag2',
      creditLimitCents: 1_000_00,
    });
    app.ids.ag3 = await insertTestUser(app.db, {
      username: 'pay_ag3',
      roleId: Role.Multilevel,
      upline: 'demo_ma',
      creditLimitCents: 0,
      agentLevel: 5,
    });
    cookies.ag2 = await login(app.app, 'pay_ag2');
  },
);
const cookies: Record<string, string> = t.cookies;
const { ids } = t;

interface Figures {
  balance: number;
  creditLimit: number | null;
}
async function figures(userId: number): Promise<Figures> {
  const row = await t.db
    .selectFrom('users')
    .select(['balance', 'credit_limit'])
    .where('id', '=', String(userId))
    .executeTakeFirstOrThrow();
  return {
    balance: Number(row.balance),
    creditLimit: row.credit_limit === null ? null : Number(row.credit_limit),
  };
}
const setFigures = (userId: number, set: { balance?: number; credit_limit?: number; outstanding?: number }) =>
  t.db.updateTable('users').set(set).where('id', '=', String(userId)).execute();
const setPrepaid = (userId: number) =>
  t.db
    .updateTable('users')
    .set({ settings: JSON.stringify({ creditType: 'prepaid' }) })
    .where('id', '=', String(userId))
    .execute();

const pay = (as: string, body: unknown) =>
  call(t.app, 'POST', '/api/Payment/MakePayment', { cookie: cookies[as], body });
const history = (as: string, body: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/api/Payment/GetPaymentHistory', {
    cookie: cookies[as],
    body: { StartCount: 0, PageSize: 500, ...body },
  });

async function lastCreditLog(userId: number) {
  return t.db
    .selectFrom('credit_log')
    .select(['actor_id', 'reason', 'amount', 'pre_balance', 'post_balance'])
    .where('user_id', '=', String(userId))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

describe('GetPaymentType', () => {
  it('lists transfer credit 1 and receive credit 2', async () => {
    const res = await call(t.app, 'GET', '/api/Payment/GetPaymentType', { cookie: cookies.demo_ag });
    expect(res.body).toEqual({
      success: true,
      message: null,
      code: 0,
      data: [
        { paymentTypeId: 1, name: 'Transfer Credit' },
        { paymentTypeId: 2, name: 'Receive Credit' },
      ],
    });
    expect((await call(t.app, 'GET', '/api/Payment/GetPaymentType')).status).toBe(401);
  });
});

describe('MakePayment on a postpaid account', () => {
  it('transfer credit takes the balance down: -50.00 then transfer 50.00 gives -100.00', async () => {
    await setFigures(ids.demo_p1, { balance: -50_00 });
    const res = await pay('demo_ag', { targetUserId: ids.demo_p1, paymentType: 1, amount: 50 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Payment made.',
      code: 0,
      data: { initialAmount: -50, finalAmount: -100 },
    });
    expect(await figures(ids.demo_p1)).toEqual({ balance: -100_00, creditLimit: 1_000_00 });
    expect(await lastCreditLog(ids.demo_p1)).toEqual({
      actor_id: String(ids.demo_ag),
      reason: 'payment.transferCredit.balance',
      amount: '-5000',
      pre_balance: '-5000',
      post_balance: '-10000',
    });
  });

  it('receive credit takes the balance up: -100.00 then receive 100.00 gives 0.00, then 0.01 gives 0.01', async () => {
    const res = await pay('demo_ag', { targetUserId: ids.demo_p1, paymentType: 2, amount: 100 });
    expect(res.body.data).toEqual({ initialAmount: -100, finalAmount: 0 });
    expect(await lastCreditLog(ids.demo_p1)).toMatchObject({
      reason: 'payment.receiveCredit.balance',
      amount: '10000',
      pre_balance: '-10000',
      post_balance: '0',
    });
    const cent = await pay('demo_ag', { targetUserId: ids.demo_p1, paymentType: 2, amount: 0.01 });
    expect(cent.body.data).toEqual({ initialAmount: 0, finalAmount: 0.01 });
    expect((await figures(ids.demo_p1)).balance).toBe(1);
  });

  it('writes the payment row and moves the header figures (creditLeft = limit - outstanding + balance)', async () => {
    await setFigures(ids.demo_p1, { balance: 0, outstanding: 0 });
    await pay('demo_ag', { targetUserId: ids.demo_p1, paymentType: 1, amount: 30.05, remark: ' weekly ' });
    const row = await t.db.selectFrom('payments').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      payment_type: 1,
      target_user_id: String(ids.demo_p1),
      initiate_user_id: String(ids.demo_ag),
      actor_id: String(ids.demo_ag),
      affects: 'balance',
      amount: '3005',
      initial_amount: '0',
      final_amount: '-3005',
      remark: 'weekly',
    });
    const detail = await call(t.app, 'GET', '/api/Account/GetUserDetailsById', {
      cookie: cookies.demo_p1,
      query: { userId: String(ids.demo_p1) },
    });
    expect((detail.body.data as { agent: Record<string, unknown> }).agent).toMatchObject({
      balance: -30.05,
      creditLimit: 1000,
      creditLeft: 969.95,
    });
  });

  it('lets a company pay any account of its tree and the super admin any account', async () => {
    const before = (await figures(ids.demo_p1)).balance;
    expect(
      (await pay('demo_co', { targetUserId: ids.demo_p1, paymentType: 2, amount: 10 })).body.data,
    ).toEqual({
      initialAmount: before / 100,
      finalAmount: (before + 10_00) / 100,
    });
    expect((await pay('admin', { targetUserId: ids.demo_p1, paymentType: 1, amount: 10 })).body.success).toBe(
      true,
    );
    expect((await pay('admin', { targetUserId: ids.demo_co, paymentType: 2, amount: 5 })).body.data).toEqual({
      initialAmount: 0,
      finalAmount: 5,
    });
    expect(
      (await pay('demo_co', { targetUserId: ids.demo_house, paymentType: 1, amount: 1 })).body.success,
    ).toBe(true);
    expect(
      (await pay('demo_sh', { targetUserId: ids.demo_ma, paymentType: 1, amount: 1 })).body.success,
    ).toBe(true);
  });
});

describe('MakePayment validation and permission', () => {
  it.each([
    ['3 decimals', { paymentType: 1, amount: 12.345 }],
    ['0.1 + 0.2', { paymentType: 1, amount: 0.1 + 0.2 }],
    ['zero', { paymentType: 1, amount: 0 }],
    ['a negative amount', { paymentType: 2, amount: -5 }],
    ['type 3', { paymentType: 3, amount: 5 }],
    ['no type', { amount: 5 }],
    ['no amount', { paymentType: 1 }],
    ['too large', { paymentType: 1, amount: 1e12 }],
    ['text', { paymentType: 1, amount: 'ten' }],
    ['a numeric string', { paymentType: 1, amount: '5' }],
    ['true (never coerced to 1.00)', { paymentType: 1, amount: true }],
    ['null', { paymentType: 1, amount: null }],
  ])('answers 400 for %s, changing nothing', async (_name, body) => {
    const before = await figures(ids.demo_p1);
    const res = await pay('demo_ag', { targetUserId: ids.demo_p1, ...body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 400 });
    expect(await figures(ids.demo_p1)).toEqual(before);
  });

  it('answers 400 without a target', async () => {
    expect((await pay('demo_ag', { paymentType: 1, amount: 5 })).status).toBe(400);
  });

  it('is 403 for players, houses, the IT admin and a sub-account without Payment Report create', async () => {
    for (const as of ['demo_p1', 'demo_house', 'demo_it', 'demo_co_sub']) {
      const res = await pay(as, { targetUserId: ids.demo_p2, paymentType: 1, amount: 5 });
      expect(res.status).toBe(403);
    }
  });

  it("is 403 for a sibling's player, a non-direct downline of an agent, an upline and an unknown id", async () => {
    expect((await pay('demo_ag', { targetUserId: ids.p3, paymentType: 1, amount: 5 })).status).toBe(403);
    expect((await pay('demo_ma', { targetUserId: ids.demo_p1, paymentType: 1, amount: 5 })).status).toBe(403);
    expect((await pay('demo_ag', { targetUserId: ids.demo_ma, paymentType: 2, amount: 5 })).status).toBe(403);
    expect((await pay('demo_ag', { targetUserId: 99_999_999, paymentType: 2, amount: 5 })).status).toBe(403);
    expect((await pay('admin', { targetUserId: 99_999_999, paymentType: 2, amount: 5 })).body).toMatchObject({
      success: false,
      message: 'No record found!',
    });
    expect(
      await t.db.selectFrom('payments').select('id').where('target_user_id', '=', String(ids.p3)).execute(),
    ).toEqual([]);
  });

  it('refuses paying oneself, a sub-account and the IT admin with a message', async () => {
    expect(
      (await pay('demo_ag', { targetUserId: ids.demo_ag, paymentType: 2, amount: 5 })).body,
    ).toMatchObject({
      success: false,
      message: 'You cannot make a payment to your own account.',
    });
    expect(
      (await pay('demo_co', { targetUserId: ids.demo_co_sub, paymentType: 2, amount: 5 })).body.success,
    ).toBe(false);
    expect((await pay('admin', { targetUserId: ids.demo_it, paymentType: 2, amount: 5 })).body.success).toBe(
      false,
    );
  });
});

describe('MakePayment on a prepaid account', () => {
  beforeAll(() => setPrepaid(ids.demo_p2));

  it('receive credit deposits: the credit limit goes up, the balance stays', async () => {
    await setFigures(ids.demo_p2, { balance: -20_00, outstanding: 0, credit_limit: 1_000_00 });
    const res = await pay('demo_ag', { targetUserId: ids.demo_p2, paymentType: 2, amount: 200 });
    expect(res.body.data).toEqual({ initialAmount: 1000, finalAmount: 1200 });
    expect(await figures(ids.demo_p2)).toEqual({ balance: -20_00, creditLimit: 1_200_00 });
    expect(await lastCreditLog(ids.demo_p2)).toMatchObject({
      reason: 'payment.receiveCredit.creditLimit',
      amount: '20000',
      pre_balance: '100000',
      post_balance: '120000',
    });
  });

  it('transfer credit withdraws: the credit limit goes down, never below what the player has left', async () => {
    await setFigures(ids.demo_p2, { outstanding: 100_00 });
    // creditLeft = 1200.00 - 100.00 + (-20.00) = 1080.00: withdrawing 1080.01 is refused, 1080.00 is not.
    const over = await pay('demo_ag', { targetUserId: ids.demo_p2, paymentType: 1, amount: 1080.01 });
    expect(over.body).toMatchObject({
      success: false,
      message: 'The amount exceeds the prepaid credit the account has left.',
    });
    expect(await figures(ids.demo_p2)).toEqual({ balance: -20_00, creditLimit: 1_200_00 });
    const exact = await pay('demo_ag', { targetUserId: ids.demo_p2, paymentType: 1, amount: 1080 });
    expect(exact.body.data).toEqual({ initialAmount: 1200, finalAmount: 120 });
    expect(await lastCreditLog(ids.demo_p2)).toMatchObject({
      reason: 'payment.transferCredit.creditLimit',
      amount: '-108000',
      pre_balance: '120000',
      post_balance: '12000',
    });
    const row = await t.db
      .selectFrom('payments')
      .select(['affects', 'initial_amount', 'final_amount'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ affects: 'credit_limit', initial_amount: '120000', final_amount: '12000' });
  });

  it("refuses a deposit that takes the downlines' limits above the upline's limit", async () => {
    // demo_ag 20,000.00 holds p1 1,000.00 and p2 120.00: room 18,880.00.
    const room = 20_000_00 - 1_000_00 - 120_00;
    const over = await pay('demo_ag', {
      targetUserId: ids.demo_p2,
      paymentType: 2,
      amount: (room + 1) / 100,
    });
    expect(over.body).toMatchObject({
      success: false,
      message: "The deposit would take the downlines' credit limits above the upline's credit limit.",
    });
    const exact = await pay('demo_ag', { targetUserId: ids.demo_p2, paymentType: 2, amount: room / 100 });
    expect(exact.body.data).toEqual({ initialAmount: 120, finalAmount: 20_000 - 1_000 });
    await setFigures(ids.demo_p2, { credit_limit: 1_000_00, outstanding: 0, balance: 0 });
  });

  it('keeps a prepaid agent above what it handed down', async () => {
    await setPrepaid(ids.ag2);
    // pay_ag2 10,000.00 holds p3 1,000.00 and p4 1,000.00.
    const over = await pay('demo_ma', { targetUserId: ids.ag2, paymentType: 1, amount: 8_000.01 });
    expect(over.body.success).toBe(false);
    const ok = await pay('demo_ma', { targetUserId: ids.ag2, paymentType: 1, amount: 8_000 });
    expect(ok.body.data).toEqual({ initialAmount: 10_000, finalAmount: 2_000 });
    await pay('demo_ma', { targetUserId: ids.ag2, paymentType: 2, amount: 8_000 });
    await t.db.updateTable('users').set({ settings: '{}' }).where('id', '=', String(ids.ag2)).execute();
  });
});

describe('concurrent payments', () => {
  it('32 concurrent payments on one target sum exactly, with a gap-free credit-log chain', async () => {
    await setFigures(ids.p4, { balance: 0 });
    const amounts = Array.from({ length: 32 }, (_, i) => ({
      type: i % 3 === 0 ? 1 : 2,
      amount: (100 + i) / 100,
    }));
    const expected = amounts.reduce(
      (sum, a) => sum + (a.type === 1 ? -1 : 1) * Math.round(a.amount * 100),
      0,
    );
    const results = await Promise.all(
      amounts.map((a) => pay('ag2', { targetUserId: ids.p4, paymentType: a.type, amount: a.amount })),
    );
    expect(results.map((r) => r.body.success)).toEqual(amounts.map(() => true));
    expect((await figures(ids.p4)).balance).toBe(expected);
    const logs = await t.db
      .selectFrom('credit_log')
      .select(['amount', 'pre_balance', 'post_balance'])
      .where('user_id', '=', String(ids.p4))
      .orderBy('id')
      .execute();
    expect(logs).toHaveLength(32);
    let running = 0;
    for (const log of logs) {
      expect(Number(log.pre_balance)).toBe(running);
      expect(Number(log.post_balance)).toBe(running + Number(log.amount));
      running = Number(log.post_balance);
    }
    expect(running).toBe(expected);
    // Every reply's initial/final pair is one link of the chain.
    const pairs = new Set(logs.map((l) => `${Number(l.pre_balance) / 100}>${Number(l.post_balance) / 100}`));
    for (const r of results) {
      const d = r.body.data as { initialAmount: number; finalAmount: number };
      expect(pairs.has(`${d.initialAmount}>${d.finalAmount}`)).toBe(true);
    }
  });

  it('32 concurrent prepaid deposits on siblings never overshoot the upline limit', async () => {
    // pay_ag3 holds 10.00 of room for prepaid players: exactly 10 deposits of 1.00 fit.
    await setFigures(ids.ag3, { credit_limit: 10_00 });
    const players: number[] = [];
    for (let i = 0; i < 4; i++) {
      const id = await insertTestUser(t.db, {
        username: `pay_pp${i}`,
        roleId: Role.Player,
        upline: 'pay_ag3',
        creditLimitCents: 0,
      });
      await setPrepaid(id);
      players.push(id);
    }
    const ag3 = await login(t.app, 'pay_ag3');
    const results = await Promise.all(
      Array.from({ length: 32 }, (_, i) =>
        call(t.app, 'POST', '/api/Payment/MakePayment', {
          cookie: ag3,
          body: { targetUserId: players[i % 4], paymentType: 2, amount: 1 },
        }),
      ),
    );
    expect(results.filter((r) => r.body.success === true)).toHaveLength(10);
    expect(results.every((r) => r.status === 200)).toBe(true);
    const sum = await t.db
      .selectFrom('users')
      .select(sql<string>`sum(credit_limit)`.as('s'))
      .where('upline_id', '=', String(ids.ag3))
      .executeTakeFirstOrThrow();
    expect(Number(sum.s)).toBe(10_00);
  });
});

describe('GetPaymentHistory', () => {
  const rowsOf = (res: { body: { data?: unknown } }) => res.body.data as Array<Record<string, unknown>>;

  beforeAll(async () => {
    // Three payments to pay_p3 on known business dates (Asia/Kuala_Lumpur).
    const at = async (now: string, type: number, amount: number) => {
      await call(t.app, 'POST', '/api/Configuration/SetTestClock', { cookie: cookies.admin, body: { now } });
      await setFigures(ids.p3, { balance: 0 });
      const r = await pay('ag2', { targetUserId: ids.p3, paymentType: type, amount });
      expect(r.body.success).toBe(true);
    };
    await at('2026-03-01T15:59:00Z', 1, 11.11); // 2026-03-01 23:59 in Kuala Lumpur
    await at('2026-03-01T16:00:00Z', 2, 22.22); // 2026-03-02 00:00 in Kuala Lumpur
    await at('2026-03-03T04:00:00Z', 2, 33.33);
    await call(t.app, 'POST', '/api/Configuration/SetTestClock', {
      cookie: cookies.admin,
      body: { now: null },
    });
  });

  it('filters by target, type and business date range with totals over all matching rows', async () => {
    const all = await history('ag2', { targetUserId: ids.p3 });
    expect(all.body).toMatchObject({
      success: true,
      totalCount: 3,
      overallInfo: { totalTransfer: 11.11, totalReceive: 55.55 },
    });
    expect(rowsOf(all).map((r) => r.amount)).toEqual([33.33, 22.22, 11.11]);
    expect(rowsOf(all)[0]).toMatchObject({
      paymentType: 2,
      paymentTypeName: 'Receive Credit',
      targetUserId: ids.p3,
      targetUsername: 'pay_p3',
      initiateUserId: ids.ag2,
      initiateUsername: 'pay_ag2',
      affects: 'balance',
      initialAmount: 0,
      finalAmount: 33.33,
      remark: '',
      createdAt: '2026-03-03T04:00:00.000Z',
    });
    const day1 = await history('ag2', { targetUserId: ids.p3, fromDate: '2026-03-01', toDate: '2026-03-01' });
    expect(rowsOf(day1).map((r) => r.amount)).toEqual([11.11]);
    const day2 = await history('ag2', { targetUserId: ids.p3, fromDate: '2026-03-02', toDate: '2026-03-02' });
    expect(rowsOf(day2).map((r) => r.amount)).toEqual([22.22]);
    const transfers = await history('ag2', { targetUserId: ids.p3, paymentType: 1 });
    expect(transfers.body).toMatchObject({
      totalCount: 1,
      overallInfo: { totalTransfer: 11.11, totalReceive: 0 },
    });
  });

  it('pages with StartCount and PageSize', async () => {
    const all = rowsOf(await history('admin'));
    expect(all.length).toBeGreaterThan(40);
    const page = await history('admin', { StartCount: 5, PageSize: 7 });
    expect(page.body.totalCount).toBe(all.length);
    expect(rowsOf(page)).toEqual(all.slice(5, 12));
    expect((await history('admin', { PageSize: 501 })).status).toBe(400);
    expect((await history('admin', { fromDate: '2026-3-1' })).status).toBe(400);
  });

  it("shows each caller its own tree only: a player its own payments, an agent not its sibling's", async () => {
    const own = rowsOf(await history('demo_p1'));
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.targetUserId === ids.demo_p1)).toBe(true);
    const ag = rowsOf(await history('demo_ag'));
    expect(ag.some((r) => r.targetUserId === ids.demo_p2)).toBe(true);
    expect(ag.some((r) => r.targetUserId === ids.p3 || r.targetUserId === ids.p4)).toBe(false);
    expect((await history('demo_ag', { targetUserId: ids.p3 })).status).toBe(403);
    expect((await history('demo_co_sub')).status).toBe(403);
    expect((await history('demo_it')).body.success).toBe(true);
  });
});

describe('MakePayment idempotency (paymentKey)', () => {
  const paymentsWithKey = (key: string) =>
    t.db.selectFrom('payments').select('id').where('payment_key', '=', key).execute();

  it('a retry with the same key returns the first reply and pays nothing again', async () => {
    await setFigures(ids.p3, { balance: 0 });
    const body = { targetUserId: ids.p3, paymentType: 2, amount: 12.34, paymentKey: 'retry-key-0001' };
    const first = await pay('ag2', body);
    const again = await pay('ag2', body);
    expect(first.body.success).toBe(true);
    expect(again.body).toEqual(first.body);
    expect(first.body.data).toEqual({ initialAmount: 0, finalAmount: 12.34 });
    expect((await figures(ids.p3)).balance).toBe(1234);
    expect(await paymentsWithKey('retry-key-0001')).toHaveLength(1);
  });

  it('refuses a key reused for a different payment, and changes nothing', async () => {
    await setFigures(ids.p3, { balance: 0 });
    expect(
      (await pay('ag2', { targetUserId: ids.p3, paymentType: 2, amount: 5, paymentKey: 'retry-key-0002' }))
        .body.success,
    ).toBe(true);
    const other = await pay('ag2', {
      targetUserId: ids.p3,
      paymentType: 2,
      amount: 6,
      paymentKey: 'retry-key-0002',
    });
    expect(other.body).toMatchObject({
      success: false,
      message: 'This payment key was already used for a different payment.',
    });
    expect((await figures(ids.p3)).balance).toBe(500);
  });

  it('a key is per login: another account may use the same key for its own payment', async () => {
    await setFigures(ids.demo_p1, { balance: 0 });
    const res = await pay('demo_ag', {
      targetUserId: ids.demo_p1,
      paymentType: 2,
      amount: 1,
      paymentKey: 'retry-key-0002',
    });
    expect(res.body.success).toBe(true);
  });

  it('16 concurrent retries of one key make one payment and all get its reply', async () => {
    await setFigures(ids.p4, { balance: 0 });
    const body = { targetUserId: ids.p4, paymentType: 2, amount: 7.5, paymentKey: 'retry-key-0003' };
    const results = await Promise.all(Array.from({ length: 16 }, () => pay('ag2', body)));
    for (const r of results)
      expect(r.body).toMatchObject({ success: true, data: { initialAmount: 0, finalAmount: 7.5 } });
    expect((await figures(ids.p4)).balance).toBe(750);
    expect(await paymentsWithKey('retry-key-0003')).toHaveLength(1);
  });

  it('answers 400 for a malformed key', async () => {
    const res = await pay('ag2', { targetUserId: ids.p3, paymentType: 2, amount: 1, paymentKey: 'bad key!' });
    expect(res.status).toBe(400);
  });
});
