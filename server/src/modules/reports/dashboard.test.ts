import { addDays, businessDate, businessInstant, POOL_IDS, Role } from '@drawdesk/shared-kernel/domain';
import type { LatestResult, NextDraws, ScheduledDraw, TodaySales } from '@drawdesk/shared-kernel/contract';
import { sql } from 'kysely';
import {
  drawId,
  insertDraws,
  orderKey,
  patchSettings,
  workedTree,
  type WorkedTree,
} from '../../../test/betting-fixtures';
import { insertSubAccount } from '../../../test/accessFixtures';
import {
  call,
  insertTestUser,
  login,
  SETUP_TIMEOUT,
  startTestApp,
  type TestApp,
} from '../../../test/harness';

// The dashboard's three calls (docs/reports-rules.md "Dashboard"): today's sales checked against
// the stakes of the orders placed here, next draws against the draw calendar's own call, latest
// results against results written straight in the tables.

let t: TestApp;
let a: WorkedTree;
let b: WorkedTree;
let admin: string;

const todaySales = (cookie: string) => call(t.app, 'GET', '/api/Report/GetTodaySales', { cookie });
const sales = async (cookie: string) => {
  const res = await todaySales(cookie);
  expect(res.body).toMatchObject({ success: true });
  return res.body.data as TodaySales;
};

/** Places an express order as the tree's player; the ticket id. */
async function order(w: WorkedTree, betString: string): Promise<number> {
  const res = await call(t.app, 'POST', '/api/Bet/PlaceExpressOrder', {
    cookie: w.cookies.player,
    body: { betString, orderKey: orderKey('dash') },
  });
  expect(res.body).toMatchObject({ success: true });
  return (res.body.data as { ticketId: number }).ticketId;
}

/** r x amount (per 10,000), half up: the independent share arithmetic. */
const share = (cents: number, rate: number) => Math.floor((2 * cents * rate + 10_000) / 20_000);

beforeAll(async () => {
  // The real clock: tickets carry the database's time, and "today" is the business date of now.
  t = await startTestApp();
  const today = businessDate(new Date());
  await insertDraws(
    t.db,
    Array.from({ length: 8 }, (_, i) => addDays(today, i)),
  );
  a = await workedTree(t, 'dsa');
  b = await workedTree(t, 'dsb');
  admin = await login(t.app, 'admin', 'Admin@12345');
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t?.close();
});

describe('Report/GetTodaySales', () => {
  // Tree a: Big 3.00 on pool 1; Big 2.50 on pools 1 and 2 (one ticket, two lines); Big 4.00
  // voided; Big 7.00 placed "yesterday". Tree b: Big 1.50.
  const placedA = [{ cents: 300 }, { cents: 250 }, { cents: 250 }];
  const ticketsA = 2;

  beforeAll(async () => {
    await order(a, '#1\n1234#B3');
    await order(a, '#12\n5678#B2.5');
    const voided = await order(a, '#1\n1111#B4');
    await patchSettings(t.db, a.player, { allowSelfVoid: true });
    const v = await call(t.app, 'POST', '/api/Bet/VoidTicket', {
      cookie: a.cookies.player,
      body: { ticketId: voided },
    });
    expect(v.body.success).toBe(true);
    const yesterday = await order(a, '#1\n2222#B7');
    await sql`UPDATE tickets SET created_at = created_at - interval '1 day' WHERE id = ${yesterday}`.execute(
      t.db,
    );
    await order(b, '#1\n3333#B1.5');
  }, 60_000);

  it("gives the agent its tree's stakes, r_D x in and tickets of today, each ticket once", async () => {
    const s = await sales(a.cookies.agent);
    expect(s.businessDate).toBe(businessDate(new Date()));
    expect(s.currency).toBe('MYR');
    const stakes = placedA.reduce((sum, l) => sum + l.cents, 0);
    expect(s.turnover).toBe(stakes / 100);
    // The player's Big rate (0.80) on what reached the agent (the player eats nothing).
    expect(s.netAmount).toBe(placedA.reduce((sum, l) => sum + share(l.cents, 8000), 0) / 100);
    expect(s.ticketCount).toBe(ticketsA);
  });

  it("gives the company the same stakes and tickets, and never another tree's", async () => {
    const sa = await sales(a.cookies.company);
    expect(sa).toMatchObject({ turnover: 8, ticketCount: 2 });
    const sb = await sales(b.cookies.company);
    expect(sb).toMatchObject({ turnover: 1.5, ticketCount: 1 });
    expect(await sales(b.cookies.agent)).toMatchObject({ turnover: 1.5, netAmount: 1.2, ticketCount: 1 });
  });

  it('gives the super admin every company summed', async () => {
    expect(await sales(admin)).toMatchObject({ turnover: 9.5, ticketCount: 3 });
  });

  it('follows a new order at once', async () => {
    await order(a, '#1\n4444#B1');
    expect(await sales(a.cookies.agent)).toMatchObject({ turnover: 9, ticketCount: 3 });
  });

  it('narrows a sub-account to its target lines and refuses it without the report in its report access', async () => {
    const other = await insertTestUser(t.db, {
      username: 'wa2_dsa',
      roleId: Role.Multilevel,
      agentLevel: 1,
      upline: a.names.company,
      creditLimitCents: 0,
    });
    const sub = async (username: string, lines: number[], reports: string[]) => {
      const id = await insertSubAccount(t.db, {
        username,
        main: a.names.company,
        accessString: 'Group Sales Report:1',
      });
      await sql`UPDATE users SET target_lines = ${sql.val(lines.map(String))}::bigint[] WHERE id = ${id}`.execute(
        t.db,
      );
      await t.db
        .insertInto('sub_account_access')
        .values({ user_id: String(id), report_access: reports })
        .execute();
      return login(t.app, username);
    };
    const full = await sales(a.cookies.company);
    expect(await sales(await sub('dsub_all', [], ['Group Sales Report']))).toMatchObject({
      turnover: full.turnover,
      ticketCount: full.ticketCount,
    });
    expect(await sales(await sub('dsub_agent', [a.agent], ['Group Sales Report']))).toMatchObject({
      turnover: full.turnover,
      ticketCount: full.ticketCount,
    });
    expect(await sales(await sub('dsub_other', [other], ['Group Sales Report']))).toMatchObject({
      turnover: 0,
      netAmount: 0,
      ticketCount: 0,
    });
    expect((await todaySales(await sub('dsub_noreport', [], ['Map Report']))).status).toBe(403);
  });

  it('refuses a player and a sub-account without the Group Sales Report', async () => {
    const player = await todaySales(a.cookies.player);
    expect(player.status).toBe(403);
    expect(player.body.success).toBe(false);
    const sub = await todaySales(await login(t.app, 'demo_co_sub'));
    expect(sub.status).toBe(403);
    expect((await call(t.app, 'GET', '/api/Report/GetTodaySales')).status).toBe(401);
  });
});

describe('Pools/GetNextDraws', () => {
  afterEach(async () => {
    await t.clock.setTestClock(null);
  });

  /** The first open draw of each pool by the calendar's own call (GetScheduledDrawByYear). */
  async function fromCalendar(cookie: string, year: number): Promise<Map<number, ScheduledDraw>> {
    const first = new Map<number, ScheduledDraw>();
    for (const y of [year, year + 1]) {
      const res = await call(t.app, 'GET', '/api/Pools/GetScheduledDrawByYear', {
        cookie,
        query: { year: String(y) },
      });
      for (const d of res.body.data as ScheduledDraw[]) {
        const known = first.get(d.poolId);
        if (d.state === 'open' && (!known || d.drawDate < known.drawDate)) first.set(d.poolId, d);
      }
    }
    return first;
  }

  it.each([
    ['before the cutoffs', '2026-11-25T02:00:00Z'],
    ['between the Singapore (18:00) and the other cutoffs (19:00)', '2026-11-25T10:30:00Z'],
    ['after every cutoff of the day', '2026-11-25T11:30:00Z'],
  ])('gives each pool its first open draw %s, earliest cutoff first', async (_, at) => {
    await insertDraws(t.db, ['2026-11-25', '2026-11-26', '2026-11-28']);
    const now = new Date(at);
    await t.clock.setTestClock(now);
    const res = await call(t.app, 'GET', '/api/Pools/GetNextDraws', { cookie: a.cookies.player });
    expect(res.body.success).toBe(true);
    const data = res.body.data as NextDraws;
    expect(data.now).toBe(now.toISOString());
    expect(data.businessDate).toBe('2026-11-25');
    const calendar = await fromCalendar(a.cookies.player, 2026);
    expect(data.draws.map((d) => d.poolId).sort()).toEqual([...calendar.keys()].sort());
    for (const d of data.draws) {
      const c = calendar.get(d.poolId)!;
      expect(d).toEqual({ drawId: c.drawId, poolId: c.poolId, drawDate: c.drawDate, cutoffAt: c.cutoffAt });
      expect(new Date(d.cutoffAt).getTime()).toBeGreaterThan(now.getTime());
    }
    const sequence = data.draws.map((d) => [d.cutoffAt, d.poolId] as const);
    expect(sequence).toEqual([...sequence].sort((x, y) => x[0].localeCompare(y[0]) || x[1] - y[1]));
    // Every pool draws on 25/11 or 26/11 here.
    expect(data.draws).toHaveLength(POOL_IDS.length);
  });

  it('puts Singapore first on a Wednesday morning (18:00), then the 19:00 pools, and moves on after them', async () => {
    await insertDraws(t.db, ['2026-11-25', '2026-11-26']);
    await t.clock.setTestClock(new Date('2026-11-25T02:00:00Z'));
    const morning = (await call(t.app, 'GET', '/api/Pools/GetNextDraws', { cookie: a.cookies.agent })).body
      .data as NextDraws;
    expect(morning.draws[0]).toMatchObject({
      poolId: 4,
      drawDate: '2026-11-25',
      cutoffAt: businessInstant('2026-11-25', 18, 0).toISOString(),
    });
    await t.clock.setTestClock(new Date('2026-11-25T11:30:00Z'));
    const evening = (await call(t.app, 'GET', '/api/Pools/GetNextDraws', { cookie: a.cookies.agent })).body
      .data as NextDraws;
    expect(evening.draws.every((d) => d.drawDate > '2026-11-25')).toBe(true);
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'GET', '/api/Pools/GetNextDraws')).status).toBe(401);
  });
});

describe('Result/GetLatestResults', () => {
  async function writeResult(poolId: number, date: string, first: string, released: boolean) {
    await insertDraws(t.db, [date]);
    const id = await drawId(t.db, poolId, date);
    await sql`INSERT INTO draw_results (draw_id, pool_id, draw_date, first, second, third, starters, consolations)
      VALUES (${id}, ${poolId}, ${date}::date, ${first}, '2222', '3333', ${sql.val(['0001'])}::text[],
        ${sql.val(['0002'])}::text[])`.execute(t.db);
    await sql`UPDATE draws SET result_status = ${released ? 'released' : 'saved'},
      release_status = ${released ? 'released' : 'pending'} WHERE id = ${id}`.execute(t.db);
    return id;
  }

  it("gives each pool's last released result, never one saved but not released", async () => {
    const m1 = await writeResult(1, '2026-10-03', '1111', true);
    const m2 = await writeResult(1, '2026-10-07', '1212', true);
    await writeResult(1, '2026-10-10', '1313', false);
    const t1 = await writeResult(3, '2026-10-04', '3131', true);
    const res = await call(t.app, 'GET', '/api/Result/GetLatestResults', { cookie: a.cookies.player });
    expect(res.body.success).toBe(true);
    const rows = res.body.data as LatestResult[];
    expect(rows).toEqual([
      { drawId: m2, poolId: 1, drawDate: '2026-10-07', first: '1212', second: '2222', third: '3333' },
      { drawId: t1, poolId: 3, drawDate: '2026-10-04', first: '3131', second: '2222', third: '3333' },
    ]);
    expect(m1).not.toBe(m2);
    expect((await call(t.app, 'GET', '/api/Result/GetLatestResults')).status).toBe(401);
  });
});
