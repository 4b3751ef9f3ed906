import { Role } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import {
  AFTER_CUTOFF,
  BIG_A,
  BIG_P,
  drawId,
  insertDraws,
  insertPackage,
  NOW,
  orderKey,
  patchSettings,
  SAT,
  setEat,
  userMoney,
  WED,
  workedTree,
  type WorkedTree,
} from '../../../../test/betting-fixtures';
import {
  call,
  insertTestUser,
  login,
  SETUP_TIMEOUT,
  startTestApp,
  type TestApp,
} from '../../../../test/harness';

let t: TestApp;
let w: WorkedTree;

interface OrderData {
  ticketId: number;
  ticketNo: string;
  ticketXId: string;
  receiptString: string;
  expressBetString: string;
  grossAmount: number;
  netAmount: number;
  soldOut: Array<{
    line: number;
    drawDate: string;
    poolId: number;
    number: string;
    code: string;
    requested: number;
    accepted: number;
  }>;
}

const express = (cookie: string, betString: string, extra: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/api/Bet/PlaceExpressOrder', {
    cookie,
    body: { betString, orderKey: orderKey(), ...extra },
  });

const placed = async (cookie: string, betString: string, extra: Record<string, unknown> = {}) => {
  const res = await express(cookie, betString, extra);
  expect(res.status).toBe(200);
  if (!res.body.success) throw new Error(`order refused: ${res.body.message}`);
  return res.body.data as OrderData;
};

const counts = async () => {
  const { rows } = await sql<{ tickets: string; lines: string; shares: string; logs: string }>`
    SELECT (SELECT count(*) FROM tickets) AS tickets, (SELECT count(*) FROM bet_lines) AS lines,
      (SELECT count(*) FROM bet_shares) AS shares, (SELECT count(*) FROM credit_log WHERE reason IN ('bet', 'void')) AS logs`.execute(
    t.db,
  );
  return rows[0];
};

/** An account's limit usage rows as [basis, limit key, used cents], optionally of one draw. */
const usageOf = async (userId: number, drawId?: number) => {
  let q = t.db.selectFrom('limit_usage').selectAll().where('user_id', '=', String(userId));
  if (drawId !== undefined) q = q.where('draw_id', '=', String(drawId));
  const rows = await q.orderBy('basis').orderBy('limit_key').execute();
  return rows.map((u) => [u.basis, u.limit_key, Number(u.used)]);
};

/** What `userId` ate of each line of a ticket, as [code, eat cents], in line order. */
const eatsOf = async (ticketId: number, userId: number) =>
  (
    await t.db
      .selectFrom('bet_shares as x')
      .innerJoin('bet_lines as l', 'l.id', 'x.bet_line_id')
      .select(['l.code', 'x.eat'])
      .where('l.ticket_id', '=', String(ticketId))
      .where('x.user_id', '=', String(userId))
      .orderBy('l.id')
      .execute()
  ).map((e) => [e.code, Number(e.eat)]);

beforeAll(async () => {
  t = await startTestApp({ testClockAllowed: true });
  await t.clock.setTestClock(NOW);
  await insertDraws(t.db);
  w = await workedTree(t, 'main');
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.clock.setTestClock(NOW);
});

describe('PlaceExpressOrder: the DOMAIN 10 worked example', () => {
  it('shares 4.00 Big: A eats 2.00 and passes 2.00, C eats 2.00; P pays 3.20; rates and payouts copied', async () => {
    const before = await userMoney(t.db, w.player);
    const data = await placed(w.cookies.player, 'D25/11\n#1\n1234#B4');
    expect(data).toMatchObject({ grossAmount: 4, netAmount: 3.2, soldOut: [] });
    const line = await t.db
      .selectFrom('bet_lines')
      .selectAll()
      .where('ticket_id', '=', String(data.ticketId))
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({
      number: '1234',
      code: 'B',
      stake: '400',
      requested: '400',
      net: '320',
      bet_rate: 8000,
      base_rate: 10000,
    });
    expect(line.payouts.map(Number)).toEqual(BIG_P);
    expect(Number(line.package_id)).toBe(w.pkgP);
    const shares = await t.db
      .selectFrom('bet_shares')
      .selectAll()
      .where('bet_line_id', '=', line.id)
      .orderBy('depth')
      .execute();
    expect(
      shares.map((s) => [
        Number(s.user_id),
        s.depth,
        Number(s.in_amount),
        Number(s.eat),
        Number(s.out_amount),
      ]),
    ).toEqual([
      [w.player, 0, 0, 0, 400],
      [w.agent, 1, 400, 200, 200],
      [w.company, 2, 200, 200, 0],
    ]);
    expect(shares[1]).toMatchObject({ rate: 7500, down_rate: 8000, down_user_id: String(w.player) });
    expect(shares[1]!.payouts.map(Number)).toEqual(BIG_A);
    expect(shares[1]!.down_payouts!.map(Number)).toEqual(BIG_P);
    expect(shares[2]).toMatchObject({ rate: 10000, down_rate: 7500, down_user_id: String(w.agent) });
    const after = await userMoney(t.db, w.player);
    expect(after.outstanding - before.outstanding).toBe(320);
    const log = await t.db
      .selectFrom('credit_log')
      .selectAll()
      .where('user_id', '=', String(w.player))
      .where('reason', '=', 'bet')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(Number(log.pre_balance) - Number(log.post_balance)).toBe(320);
    expect(Number(log.post_balance)).toBe(after.limit - after.outstanding + after.balance);
    expect(await usageOf(w.agent, await drawId(t.db, 1, WED))).toEqual([[1, 'B:1234', 200]]);
    // Void it so the later tests start from a clean limit.
    await patchSettings(t.db, w.player, { allowSelfVoid: true });
    const v = await call(t.app, 'POST', '/api/Bet/VoidTicket', {
      cookie: w.cookies.player,
      body: { ticketId: data.ticketId },
    });
    expect(v.body).toMatchObject({ success: true, data: { voided: [data.ticketId], refunded: 3.2 } });
    expect((await userMoney(t.db, w.player)).outstanding).toBe(before.outstanding);
    const freed = await t.db
      .selectFrom('limit_usage')
      .select('used')
      .where('user_id', '=', String(w.agent))
      .execute();
    expect(freed.map((u) => Number(u.used))).toEqual([0]);
  });
});

describe('PlaceExpressOrder: refusals write nothing', () => {
  it('names every bad line of a bet string with syntax errors', async () => {
    const before = await counts();
    const res = await express(w.cookies.player, 'D25/11\n#1\n1234#B1\n12x4#B1\n5678#Q1\n9999#B0');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe('The bet string has errors on line(s) 4, 5, 6. Nothing was placed.');
    const errors = (res.body.data as { errors: Array<{ line: number; reason: string; message: string }> })
      .errors;
    expect(errors.map((e) => [e.line, e.reason])).toEqual([
      [4, 'BET_BAD_NUMBER'],
      [5, 'BET_UNKNOWN_CODE'],
      [6, 'BET_AMOUNT_INVALID'],
    ]);
    expect(errors[0]!.message).toContain('Bad number');
    expect(await counts()).toEqual(before);
  });

  it('refuses a closed draw (after the cutoff) by line', async () => {
    await t.clock.setTestClock(AFTER_CUTOFF);
    const before = await counts();
    const res = await express(w.cookies.player, 'D25/11\n#1\n1234#B1');
    expect(res.body.success).toBe(false);
    expect((res.body.data as { errors: Array<{ line: number; reason: string }> }).errors[0]).toMatchObject({
      line: 1,
      reason: 'BET_DRAW_CLOSED',
    });
    expect(await counts()).toEqual(before);
    // `D` then means Saturday.
    const data = await placed(w.cookies.player, '#1\n4321#B1');
    expect(data.expressBetString).toContain('28/11/2026');
  });

  it('an account allowed to order within result release places a late ticket after the cutoff', async () => {
    await t.clock.setTestClock(AFTER_CUTOFF);
    await patchSettings(t.db, w.player, { allowOrderWithinResultRelease: true });
    try {
      const data = await placed(w.cookies.player, 'D25/11\n#1\n4321#B1');
      const ticket = await t.db
        .selectFrom('tickets')
        .select(['is_late'])
        .where('id', '=', String(data.ticketId))
        .executeTakeFirstOrThrow();
      expect(ticket.is_late).toBe(true);
    } finally {
      await patchSettings(t.db, w.player, { allowOrderWithinResultRelease: false });
    }
  });

  it('refuses more than maxLineBetInUI lines', async () => {
    await sql`INSERT INTO app_settings (key, value) VALUES ('systemSettings', '{"maxLineBetInUI": 2}')
      ON CONFLICT (key) DO UPDATE SET value = app_settings.value || '{"maxLineBetInUI": 2}'`.execute(t.db);
    try {
      const res = await express(w.cookies.player, '#1\n1111#B1\n2222#B1\n3333#B1');
      expect(res.body.success).toBe(false);
      expect((res.body.data as { errors: Array<{ line: number; reason: string }> }).errors).toEqual([
        expect.objectContaining({ line: 4, reason: 'BET_TOO_MANY_LINES' }),
      ]);
    } finally {
      await sql`UPDATE app_settings SET value = value - 'maxLineBetInUI' WHERE key = 'systemSettings'`.execute(
        t.db,
      );
    }
  });

  it('refuses a suspended bettor, for itself and for its agent', async () => {
    const p = await insertTestUser(t.db, {
      username: 'wp_susp',
      roleId: Role.Player,
      upline: w.names.agent,
      creditLimitCents: 10_000,
    });
    const cookie = await login(t.app, 'wp_susp');
    await t.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', String(p)).execute();
    const before = await counts();
    const own = await express(cookie, '#1\n1234#B1');
    expect(own.body).toMatchObject({
      success: false,
      message: 'Account wp_susp is suspended and cannot bet.',
    });
    const forIt = await express(w.cookies.agent, '#1\n1234#B1', { targetUserId: p });
    expect(forIt.body).toMatchObject({
      success: false,
      message: 'Account wp_susp is suspended and cannot bet.',
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses an order over the credit left, naming both amounts; nothing is written', async () => {
    const p = await insertTestUser(t.db, {
      username: 'wp_poor',
      roleId: Role.Player,
      upline: w.names.agent,
      creditLimitCents: 1_000,
    });
    const cookie = await login(t.app, 'wp_poor');
    const before = await counts();
    const usageBefore = await t.db
      .selectFrom('limit_usage')
      .select(sql<string>`coalesce(sum(used), 0)`.as('s'))
      .executeTakeFirstOrThrow();
    const res = await express(cookie, '#1\n1234#B20');
    expect(res.body).toMatchObject({
      success: false,
      message: 'Insufficient credit. Credit left: 10.00, order needs 15.00.',
    });
    expect(await counts()).toEqual(before);
    const usageAfter = await t.db
      .selectFrom('limit_usage')
      .select(sql<string>`coalesce(sum(used), 0)`.as('s'))
      .executeTakeFirstOrThrow();
    expect(usageAfter.s).toBe(usageBefore.s);
    expect((await userMoney(t.db, p)).outstanding).toBe(0);
    // Exactly the credit left is fine (it has its agent's package: 13.33 x 0.75 = 9.9975 -> 10.00).
    const ok = await express(cookie, '#1\n1234#B13.33');
    expect(ok.body.success).toBe(true);
    expect((await userMoney(t.db, p)).outstanding).toBe(1_000);
  });

  it('refuses a bettor outside the tree (403) and a non-bettor target', async () => {
    const other = await insertTestUser(t.db, {
      username: 'wp_other',
      roleId: Role.Player,
      upline: 'demo_ag',
      creditLimitCents: 10_000,
    });
    const res = await express(w.cookies.agent, '#1\n1234#B1', { targetUserId: other });
    expect(res.status).toBe(403);
    const self = await express(w.cookies.agent, '#1\n1234#B1');
    expect(self.body).toMatchObject({
      success: false,
      message: 'Only a player or a house account can own tickets.',
    });
  });

  it('400 for a missing or short order key', async () => {
    const res = await call(t.app, 'POST', '/api/Bet/PlaceExpressOrder', {
      cookie: w.cookies.player,
      body: { betString: '1234#1', orderKey: 'short' },
    });
    expect(res.status).toBe(400);
  });
});

describe('ordering for others', () => {
  it('an agent orders for its downline player: ticket of the player, actor and ordering agent the agent', async () => {
    const before = await userMoney(t.db, w.player);
    const data = await placed(w.cookies.agent, '#1\n2468#S2', { targetUserId: w.player });
    const ticket = await t.db
      .selectFrom('tickets')
      .selectAll()
      .where('id', '=', String(data.ticketId))
      .executeTakeFirstOrThrow();
    expect(ticket).toMatchObject({
      bettor_id: String(w.player),
      actor_id: String(w.agent),
      ordering_agent_id: String(w.agent),
      source: 'express',
    });
    expect((await userMoney(t.db, w.player)).outstanding - before.outstanding).toBe(160);
    expect(data.receiptString.split('\n')[0]).toBe(`${w.names.player} #${data.ticketNo}`);
  });

  it('a sub-account orders within its target lines only', async () => {
    const agent2 = await insertTestUser(t.db, {
      username: 'wa_two',
      roleId: Role.Multilevel,
      agentLevel: 1,
      upline: w.names.company,
      creditLimitCents: 100_000,
    });
    const p2 = await insertTestUser(t.db, {
      username: 'wp_two',
      roleId: Role.Player,
      upline: 'wa_two',
      creditLimitCents: 10_000,
    });
    const sub = await insertTestUser(t.db, {
      username: 'wc_sub',
      roleId: Role.Company,
      upline: w.names.company,
    });
    await t.db
      .updateTable('users')
      .set({
        main_account_id: String(w.company),
        company_id: String(w.company),
        target_lines: [String(agent2)],
        role_id: Role.Company,
      })
      .where('id', '=', String(sub))
      .execute();
    const cookie = await login(t.app, 'wc_sub');
    const inLine = await placed(cookie, '#1\n1357#B1', { targetUserId: p2 });
    const ticket = await t.db
      .selectFrom('tickets')
      .selectAll()
      .where('id', '=', String(inLine.ticketId))
      .executeTakeFirstOrThrow();
    expect(ticket).toMatchObject({
      actor_id: String(sub),
      ordering_agent_id: String(w.company),
      bettor_id: String(p2),
    });
    const outOfLine = await express(cookie, '#1\n1357#B1', { targetUserId: w.player });
    expect(outOfLine.status).toBe(403);
  });
});

describe('idempotency and receipts', () => {
  it('the same order key returns the first reply and places nothing new', async () => {
    const key = orderKey('idem');
    const first = await call(t.app, 'POST', '/api/Bet/PlaceExpressOrder', {
      cookie: w.cookies.player,
      body: { betString: '#1\n8642#B1', orderKey: key },
    });
    const before = await counts();
    const money = await userMoney(t.db, w.player);
    const again = await call(t.app, 'POST', '/api/Bet/PlaceExpressOrder', {
      cookie: w.cookies.player,
      body: { betString: '#1\n8642#B5', orderKey: key },
    });
    expect(again.body.data).toEqual(first.body.data);
    expect(await counts()).toEqual(before);
    expect(await userMoney(t.db, w.player)).toEqual(money);
    // The same key from another login is another order.
    const other = await call(t.app, 'POST', '/api/Bet/PlaceExpressOrder', {
      cookie: w.cookies.agent,
      body: { betString: '#1\n8642#B1', orderKey: key, targetUserId: w.player },
    });
    expect((other.body.data as OrderData).ticketId).not.toBe((first.body.data as OrderData).ticketId);
  });

  it('receipt string: pools in receipt order, kinds, GT; GetBetReceipt gives it back; reverse mode', async () => {
    const data = await placed(w.cookies.player, 'D25/11,28/11\n#321\n1234#1#1\n*2288#B5\n**3535#B2');
    expect(data.receiptString).toBe(
      [
        `${w.names.player} #${data.ticketNo}`,
        '25/11,28/11',
        '*MPT',
        '1234=1B 1S',
        '*2288=5B',
        '**3535=2B',
        'GT=204.00',
      ].join('\n'),
    );
    expect(data.grossAmount).toBe(204);
    expect(data.expressBetString).toBe('D25/11/2026,28/11/2026\n#123\n1234#B1#S1\n*2288#B5\n**3535#B2');
    const r = await call(t.app, 'GET', '/api/Bet/GetBetReceipt', {
      cookie: w.cookies.player,
      query: { ticketId: String(data.ticketId) },
    });
    expect(r.body).toMatchObject({
      success: true,
      data: {
        ticketXId: data.ticketXId,
        expressBetString: data.expressBetString,
        receiptString: data.receiptString,
      },
    });
    const agentView = await call(t.app, 'GET', '/api/Bet/GetBetReceipt', {
      cookie: w.cookies.agent,
      query: { ticketId: String(data.ticketId) },
    });
    expect(agentView.body.success).toBe(true);
    const outsider = await login(t.app, 'demo_p2');
    const denied = await call(t.app, 'GET', '/api/Bet/GetBetReceipt', {
      cookie: outsider,
      query: { ticketId: String(data.ticketId) },
    });
    expect(denied.status).toBe(403);
    await patchSettings(t.db, w.player, { receiptMode: 2 });
    try {
      const rev = await placed(w.cookies.player, 'D25/11\n#1\n1234#1#0.5');
      expect(rev.receiptString.split('\n')[3]).toBe('1234=B1 S0.5');
    } finally {
      await patchSettings(t.db, w.player, { receiptMode: 1 });
    }
  });

  it('a second GT line in the base currency when the account currency differs', async () => {
    // 1 SGD = 3.3000 MYR (the rate is the MYR value of one unit, per 10,000): 3.00 SGD = 9.90 MYR.
    await sql`INSERT INTO currency_rates (currency, rate, fake_rate) VALUES ('SGD', 33000, 33000) ON CONFLICT (currency) DO UPDATE SET rate = 33000`.execute(
      t.db,
    );
    await patchSettings(t.db, w.player, { currency: 'SGD' });
    try {
      const data = await placed(w.cookies.player, 'D25/11\n#1\n1234#S3');
      expect(data.receiptString.split('\n').slice(-2)).toEqual(['GT=3.00', 'GT=9.90']);
    } finally {
      await patchSettings(t.db, w.player, { currency: 'MYR' });
    }
  });
});

describe('limits: sold out, queues, posting, groupings', () => {
  let s: WorkedTree;
  beforeAll(async () => {
    s = await workedTree(t, 'so', 10_000_000);
  }, SETUP_TIMEOUT);

  it('a company limit cuts a line (partial) and sells out the next (S.O lines), and queues the number', async () => {
    await setEat(t.db, s.company, { limits: [[1, 'B', 1000]] });
    await setEat(t.db, s.agent, { pt: 50, limits: [[1, 'B', 1000]] });
    const data = await placed(s.cookies.player, 'D25/11\n#1\n1111#B30\n2222#B1');
    // 1111: A eats 10.00 (limit), C eats 10.00 (limit), 10.00 sold out.
    expect(data.soldOut).toEqual([
      { line: 3, drawDate: WED, poolId: 1, number: '1111', code: 'B', requested: 30, accepted: 20 },
    ]);
    expect(data.grossAmount).toBe(21);
    expect(data.netAmount).toBe(16.8);
    expect(data.receiptString).toContain('S.O 25/11 M 1111=20B');
    expect(data.receiptString).toContain('GT=21.00');
    const line = await t.db
      .selectFrom('bet_lines')
      .selectAll()
      .where('ticket_id', '=', String(data.ticketId))
      .where('number', '=', '1111')
      .executeTakeFirstOrThrow();
    expect([Number(line.requested), Number(line.stake), Number(line.net)]).toEqual([3000, 2000, 1600]);
    const shares = await t.db
      .selectFrom('bet_shares')
      .selectAll()
      .where('bet_line_id', '=', line.id)
      .orderBy('depth')
      .execute();
    expect(shares.map((x) => [Number(x.in_amount), Number(x.eat), Number(x.out_amount)])).toEqual([
      [0, 0, 2000],
      [2000, 1000, 1000],
      [1000, 1000, 0],
    ]);
    const wid = await drawId(t.db, 1, WED);
    const queued = await t.db
      .selectFrom('number_queues')
      .selectAll()
      .where('company_id', '=', String(s.company))
      .where('draw_id', '=', String(wid))
      .execute();
    expect(queued.map((q) => [q.number, q.code])).toEqual([['1111', 'B']]);
    // A queued number is sold out at once, even where the agent still could eat.
    const again = await placed(s.cookies.player, 'D25/11\n#1\n1111#B4');
    expect(again.soldOut).toEqual([
      { line: 3, drawDate: WED, poolId: 1, number: '1111', code: 'B', requested: 4, accepted: 0 },
    ]);
    expect(again).toMatchObject({ grossAmount: 0, netAmount: 0 });
    expect(again.receiptString).toContain('S.O 25/11 M 1111=B');
    expect(await usageOf(s.company)).toEqual([
      [1, 'B:1111', 1000],
      [1, 'B:2222', 50],
    ]);
  });

  it('with posting enabled the rest is unposted instead of sold out; void takes it back', async () => {
    await t.db
      .insertInto('remote_bet_agents')
      .values({
        company_id: String(s.company),
        name: 'remote',
        url: 'http://remote',
        opcode: 'op',
        secret: 'x',
        post_enabled: true,
      })
      .execute();
    try {
      const data = await placed(s.cookies.player, 'D25/11\n#1\n3333#B30');
      expect(data.soldOut).toEqual([]);
      expect(data.grossAmount).toBe(30);
      const wid = await drawId(t.db, 1, WED);
      const row = await t.db
        .selectFrom('unposted_amounts')
        .selectAll()
        .where('company_id', '=', String(s.company))
        .where('draw_id', '=', String(wid))
        .where('number', '=', '3333')
        .executeTakeFirstOrThrow();
      expect(Number(row.amount)).toBe(1000);
      await patchSettings(t.db, s.player, { allowSelfVoid: true });
      const v = await call(t.app, 'POST', '/api/Bet/VoidTicket', {
        cookie: s.cookies.player,
        body: { ticketId: data.ticketId },
      });
      expect(v.body.success).toBe(true);
      const after = await t.db
        .selectFrom('unposted_amounts')
        .select('amount')
        .where('company_id', '=', String(s.company))
        .where('number', '=', '3333')
        .executeTakeFirstOrThrow();
      expect(Number(after.amount)).toBe(0);
    } finally {
      await t.db.deleteFrom('remote_bet_agents').where('company_id', '=', String(s.company)).execute();
    }
  });

  it('total base: one limit for all codes of a number; group base: one per game; a limit of 0 eats nothing', async () => {
    await setEat(t.db, s.company, {});
    await setEat(t.db, s.agent, { pt: 100, grouping: 2, limits: [[2, 'ALL', 500]] });
    const a = await placed(s.cookies.player, 'D28/11\n#2\n4444#B4#S4');
    const sid = await drawId(t.db, 2, SAT);
    const used = () => usageOf(s.agent, sid);
    expect(await used()).toEqual([[2, '4444', 500]]);
    expect(await eatsOf(a.ticketId, s.agent)).toEqual([
      ['B', 400],
      ['S', 100],
    ]);
    await setEat(t.db, s.agent, {
      pt: 100,
      grouping: 3,
      limits: [
        [3, '4D', 300],
        [3, '3D', 0],
      ],
    });
    const b = await placed(s.cookies.player, 'D28/11\n#2\n5555#B2#S2#3A1');
    expect(await eatsOf(b.ticketId, s.agent)).toEqual([
      ['B', 200],
      ['S', 100],
      ['3A', 0],
    ]);
    // The 3D limit of 0 ate nothing: no usage row is written for it (a missing row is 0 used).
    expect(await used()).toEqual([
      [2, '4444', 500],
      [3, '4D:5555', 300],
    ]);
    // Unset limits: pt alone decides, nothing is tracked.
    await setEat(t.db, s.agent, { pt: 100 });
    const c = await placed(s.cookies.player, 'D28/11\n#2\n6666#B9');
    expect(await eatsOf(c.ticketId, s.agent)).toEqual([['B', 900]]);
    // ibox is limited apart from straight bets, on the sorted digits.
    await setEat(t.db, s.agent, { pt: 100, limits: [[1, 'B', 100]] });
    await placed(s.cookies.player, 'D28/11\n#2\n4321#B1\n**4321#B1');
    const ibox = (await used()).filter((u) => String(u[1]).includes('1234') || String(u[1]).includes('4321'));
    expect(ibox).toEqual([
      [1, 'B:4321', 100],
      [1, 'B:I1234', 100],
    ]);
  });

  it('a red number limit caps the owner eat; a red number is priced with the red package', async () => {
    await setEat(t.db, s.agent, { pt: 100 });
    const red = await insertPackage(
      t.db,
      'red_so',
      { B: { bet: 9000, payouts: [100_000, 50_000, 25_000, 9_000, 3_000] } },
      { red: true },
    );
    await patchSettings(t.db, s.player, { packageIds: { normal: s.pkgP, red } });
    await t.db
      .insertInto('red_numbers')
      .values({
        owner_id: String(s.agent),
        number: '7777',
        permutation_type: 'normal',
        numbers: ['7777'],
        pools: [3],
        date_from: WED,
        date_to: SAT,
        fight_limit: 250,
      })
      .execute();
    const data = await placed(s.cookies.player, 'D25/11\n#3\n7777#B10\n7778#B10');
    expect(data.netAmount).toBe(17); // 10 x 0.90 + 10 x 0.80
    const lines = await t.db
      .selectFrom('bet_lines')
      .selectAll()
      .where('ticket_id', '=', String(data.ticketId))
      .orderBy('number')
      .execute();
    expect(lines.map((l) => [l.number, l.is_red, l.bet_rate, Number(l.package_id), Number(l.net)])).toEqual([
      ['7777', true, 9000, red, 900],
      ['7778', false, 8000, s.pkgP, 800],
    ]);
    expect(lines[0]!.payouts.map(Number)).toEqual([100_000, 50_000, 25_000, 9_000, 3_000]);
    const shares = await t.db
      .selectFrom('bet_shares')
      .select(['user_id', 'eat'])
      .where('bet_line_id', '=', lines[0]!.id)
      .orderBy('depth')
      .execute();
    expect(shares.map((x) => Number(x.eat))).toEqual([0, 250, 750]);
  });

  it('master template adjustments multiply the copied payouts of matching pools', async () => {
    const tpl = await t.db
      .insertInto('master_templates')
      .values({ name: 'double toto', kind: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('master_template_items')
      .values({ template_id: tpl.id, value: 20_000, operator: 1, pools: [3], codes: ['S'] })
      .execute();
    try {
      const data = await placed(s.cookies.player, 'D25/11\n#13\n8888#S1');
      const lines = await t.db
        .selectFrom('bet_lines')
        .select(['pool_id', 'payouts'])
        .where('ticket_id', '=', String(data.ticketId))
        .orderBy('pool_id')
        .execute();
      expect(lines.map((l) => [l.pool_id, l.payouts.map(Number)])).toEqual([
        [1, [350_000, 200_000, 100_000]],
        [3, [700_000, 400_000, 200_000]],
      ]);
      const share = await t.db
        .selectFrom('bet_shares as x')
        .innerJoin('bet_lines as l', 'l.id', 'x.bet_line_id')
        .select(['x.payouts'])
        .where('l.ticket_id', '=', String(data.ticketId))
        .where('l.pool_id', '=', 3)
        .where('x.depth', '=', 1)
        .executeTakeFirstOrThrow();
      expect(share.payouts.map(Number)).toEqual([700_000, 400_000, 200_000]);
    } finally {
      await t.db.updateTable('master_templates').set({ status: 0 }).where('id', '=', tpl.id).execute();
    }
  });
});

describe('void', () => {
  let v: WorkedTree;
  beforeAll(async () => {
    v = await workedTree(t, 'vd', 1_000_000);
  }, SETUP_TIMEOUT);

  it('self void needs allowSelfVoid; an upline needs voidTicketAuthority; the company always may', async () => {
    const a = await placed(v.cookies.player, 'D28/11\n#1\n1212#B2');
    const self = await call(t.app, 'POST', '/api/Bet/VoidTicket', {
      cookie: v.cookies.player,
      body: { ticketId: a.ticketId },
    });
    expect(self.body).toMatchObject({
      success: false,
      message: `These tickets cannot be voided: #${a.ticketNo} (self void is not allowed). Nothing was voided.`,
    });
    const agent = await call(t.app, 'POST', '/api/Bet/VoidTicket', {
      cookie: v.cookies.agent,
      body: { ticketId: a.ticketId },
    });
    expect(agent.body.success).toBe(false);
    expect(agent.body.message).toContain('no void ticket authority');
    await patchSettings(t.db, v.agent, { voidTicketAuthority: true });
    const before = await userMoney(t.db, v.player);
    const ok = await call(t.app, 'POST', '/api/Bet/VoidTicket', {
      cookie: v.cookies.agent,
      body: { ticketId: a.ticketId },
    });
    expect(ok.body).toMatchObject({ success: true, data: { voided: [a.ticketId], refunded: 1.6 } });
    expect(before.outstanding - (await userMoney(t.db, v.player)).outstanding).toBe(160);
    const ticket = await t.db
      .selectFrom('tickets')
      .selectAll()
      .where('id', '=', String(a.ticketId))
      .executeTakeFirstOrThrow();
    expect(ticket).toMatchObject({ status: 2, cancelled_by: String(v.agent) });
    const lines = await t.db
      .selectFrom('bet_lines')
      .select('status')
      .where('ticket_id', '=', String(a.ticketId))
      .execute();
    expect(lines.every((l) => l.status === 2)).toBe(true);
    const log = await t.db
      .selectFrom('credit_log')
      .selectAll()
      .where('user_id', '=', String(v.player))
      .where('reason', '=', 'void')
      .executeTakeFirstOrThrow();
    expect(Number(log.amount)).toBe(160);
    const twice = await call(t.app, 'POST', '/api/Bet/VoidTicket', {
      cookie: v.cookies.agent,
      body: { ticketId: a.ticketId },
    });
    expect(twice.body.message).toContain('already cancelled');
    const b = await placed(v.cookies.player, 'D28/11\n#1\n1212#B2');
    const company = await call(t.app, 'POST', '/api/Bet/VoidTicket', {
      cookie: v.cookies.company,
      body: { ticketId: b.ticketId },
    });
    expect(company.body.success).toBe(true);
    const outsider = await call(t.app, 'POST', '/api/Bet/VoidTicket', {
      cookie: w.cookies.agent,
      body: { ticketId: b.ticketId },
    });
    expect(outsider.status).toBe(403);
  });

  it('after the cutoff a ticket cannot be voided; bulk void is all or nothing; an empty list is refused', async () => {
    await patchSettings(t.db, v.player, { allowSelfVoid: true });
    const wed = await placed(v.cookies.player, 'D25/11\n#1\n3434#B1');
    const sat = await placed(v.cookies.player, 'D28/11\n#1\n3434#B1');
    const empty = await call(t.app, 'POST', '/api/Bet/BulkVoidTicket', {
      cookie: v.cookies.player,
      body: { ticketIds: [] },
    });
    expect(empty.body).toMatchObject({
      success: false,
      message: 'Please select at least one ticket to void',
    });
    await t.clock.setTestClock(AFTER_CUTOFF);
    const bulk = await call(t.app, 'POST', '/api/Bet/BulkVoidTicket', {
      cookie: v.cookies.player,
      body: { ticketIds: [wed.ticketId, sat.ticketId] },
    });
    expect(bulk.body).toMatchObject({
      success: false,
      message: `These tickets cannot be voided: #${wed.ticketNo} (draw closed). Nothing was voided.`,
    });
    const statuses = await t.db
      .selectFrom('tickets')
      .select('status')
      .where('id', 'in', [String(wed.ticketId), String(sat.ticketId)])
      .execute();
    expect(statuses.map((x) => x.status)).toEqual([0, 0]);
    const one = await call(t.app, 'POST', '/api/Bet/BulkVoidTicket', {
      cookie: v.cookies.player,
      body: { ticketIds: [sat.ticketId] },
    });
    expect(one.body).toMatchObject({ success: true, data: { voided: [sat.ticketId], refunded: 0.8 } });
  });
});

describe('PlaceWebOrder, PlaceLuckyBet, hasTickets', () => {
  it('a web order is the same pipeline: rows as labelled bet lines on the chosen pools and dates', async () => {
    const res = await call(t.app, 'POST', '/api/Bet/PlaceWebOrder', {
      cookie: w.cookies.player,
      body: {
        rows: [
          { number: '1234', kind: 1, amounts: { B: 1, S: 0.5 } },
          { number: '5678', kind: 2, amounts: { B: 1 } },
          { number: '9999', kind: 1, amounts: {} },
        ],
        pools: [2, 1],
        drawDates: [SAT],
        orderKey: orderKey('web'),
      },
    });
    expect(res.body.success).toBe(true);
    const data = res.body.data as OrderData;
    expect(data.expressBetString).toBe('D28/11/2026\n#12\n1234#B1#S0.5\n*5678#B1');
    expect(data.grossAmount).toBe((1.5 + 24) * 2);
    const ticket = await t.db
      .selectFrom('tickets')
      .select('source')
      .where('id', '=', String(data.ticketId))
      .executeTakeFirstOrThrow();
    expect(ticket.source).toBe('web');
    const bad = await call(t.app, 'POST', '/api/Bet/PlaceWebOrder', {
      cookie: w.cookies.player,
      body: {
        rows: [{ number: '12', kind: 2, amounts: { '2A': 1 } }],
        pools: [1],
        orderKey: orderKey('web'),
      },
    });
    expect(bad.body.success).toBe(false);
    expect((bad.body.data as { errors: Array<{ reason: string }> }).errors[0]!.reason).toBe(
      'BET_KIND_NOT_ALLOWED',
    );
    const over = await call(t.app, 'POST', '/api/Bet/PlaceWebOrder', {
      cookie: w.cookies.player,
      body: {
        rows: [{ number: '1234', kind: 1, amounts: { B: 1.234 } }],
        pools: [1],
        orderKey: orderKey('web'),
      },
    });
    expect(over.status).toBe(400);
  });

  it('a lucky bet draws luckyNumberPerBetAmount numbers with the table split; refused when the setting is off', async () => {
    const off = await call(t.app, 'POST', '/api/Bet/PlaceLuckyBet', {
      cookie: w.cookies.player,
      body: { amount: 2, pools: [1], orderKey: orderKey('lucky') },
    });
    expect(off.body).toMatchObject({ success: false, message: 'Lucky bet is not enabled for this account.' });
    await patchSettings(t.db, w.player, { luckyBet: true });
    const tpl = await t.db
      .insertInto('master_templates')
      .values({ name: 'lucky', kind: 3 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('master_template_items')
      .values({
        template_id: tpl.id,
        payload: JSON.stringify({ amount: 200, big: 100, small: 50, a3: 50, c3: 0 }),
      })
      .execute();
    await sql`INSERT INTO app_settings (key, value) VALUES ('systemSettings', '{"luckyNumberPerBetAmount": 3}')
      ON CONFLICT (key) DO UPDATE SET value = app_settings.value || '{"luckyNumberPerBetAmount": 3}'`.execute(
      t.db,
    );
    const missing = await call(t.app, 'POST', '/api/Bet/PlaceLuckyBet', {
      cookie: w.cookies.player,
      body: { amount: 3, pools: [1], orderKey: orderKey('lucky') },
    });
    expect(missing.body).toMatchObject({
      success: false,
      message: 'This amount is not in the lucky bet table.',
    });
    const res = await call(t.app, 'POST', '/api/Bet/PlaceLuckyBet', {
      cookie: w.cookies.player,
      body: { amount: 2, pools: [1], orderKey: orderKey('lucky') },
    });
    expect(res.body.success).toBe(true);
    const data = res.body.data as OrderData;
    expect(data.grossAmount).toBe(6);
    const lines = data.expressBetString.split('\n').slice(2);
    expect(lines).toHaveLength(3);
    for (const l of lines) expect(l).toMatch(/^\d{4}#B1#S0\.5#3A0\.5$/);
    const ticket = await t.db
      .selectFrom('tickets')
      .select('source')
      .where('id', '=', String(data.ticketId))
      .executeTakeFirstOrThrow();
    expect(ticket.source).toBe('lucky');
  });

  it('hasTickets sees tickets of a bettor and of the agent that placed them', async () => {
    const { hasTickets } = await import('../../accounts');
    expect(await hasTickets(t.db, w.player)).toBe(true);
    expect(await hasTickets(t.db, w.agent)).toBe(true);
    const fresh = await insertTestUser(t.db, {
      username: 'wp_fresh',
      roleId: Role.Player,
      upline: w.names.agent,
    });
    expect(await hasTickets(t.db, fresh)).toBe(false);
  });
});
