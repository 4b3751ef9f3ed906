import { createServer } from 'node:net';
import { sql } from 'kysely';
import {
  drawId,
  insertDraws,
  insertPackage,
  NOW,
  orderKey,
  WED,
  workedTree,
  type WorkedTree,
} from '../../../test/betting-fixtures';
import {
  ADMIN_PASSWORD,
  call,
  login,
  SETUP_TIMEOUT,
  startTestApp,
  userIdOf,
  type TestApp,
} from '../../../test/harness';
import {
  addRemoteAgent,
  eatBigUpTo,
  houseLines,
  REMOTE_RATES,
  startFaultServer,
  startRemoteHouse,
  type FaultServer,
  type RemoteHouse,
} from '../../../test/postingFixtures';
import { settlementJobs } from '../settlement';
import { runDistribution } from './jobs';

// Distribution against real remote DrawDesk servers (two, on loopback): priority order and what a
// remote sells out going on to the next agent, a retry after a lost reply placing nothing twice,
// refusals and unreachable remotes, voids before distribution, payouts after the release against
// an independent computation, PayPosting once, the cutoff and the scheduled job.

let t: TestApp;
let admin: string;
/** Sells out above Big 10.00 per number (Small unlimited). */
let b1: RemoteHouse;
/** Takes everything. */
let b2: RemoteHouse;
let draw: number;
const faults: FaultServer[] = [];

/** 10:00 before Wednesday's 19:00 cutoff (NOW); 18:57: within the job's lead; 19:30: past it. */
const NEAR_CUTOFF = new Date('2026-11-25T10:57:00Z');
const AFTER_CUTOFF = new Date('2026-11-25T11:30:00Z');

beforeAll(async () => {
  // One after another: three apps starting at once on a loaded machine time out their plugins.
  t = await startTestApp({ testClockAllowed: true });
  b1 = await startRemoteHouse('rb1', [[1, 'B', 1000]]);
  b2 = await startRemoteHouse('rb2');
  await t.clock.setTestClock(NOW);
  await insertDraws(t.db);
  admin = await login(t.app, 'admin', ADMIN_PASSWORD);
  draw = await drawId(t.db, 1, WED);
}, SETUP_TIMEOUT);

afterAll(async () => {
  for (const f of faults) await f.close();
  await Promise.all([t?.close(), b1?.close(), b2?.close()]);
}, SETUP_TIMEOUT);

beforeEach(async () => {
  await t.clock.setTestClock(NOW);
});

interface Company {
  w: WorkedTree;
  pkg: number;
  agent(
    name: string,
    remote: { url: string; opcode: string; secret: string },
    priority: number,
  ): Promise<number>;
}

/**
 * A worked tree (DOMAIN 10) whose company eats at most Big 5.00 and no Small per number: the rest
 * of each line is left unposted. Its agents are priced with the remotes' package.
 */
async function company(): Promise<Company> {
  const w = await workedTree(t, Math.random().toString(36).slice(2, 8));
  await eatBigUpTo(t.db, w.company, 500);
  const pkg = await insertPackage(t.db, `remote_${w.names.company}`, REMOTE_RATES);
  return {
    w,
    pkg,
    agent: (name, remote, priority) =>
      addRemoteAgent(t, w.cookies.company, {
        name,
        url: remote.url,
        opcode: remote.opcode,
        secret: remote.secret,
        priority,
        packageId: pkg,
      }),
  };
}

/** The player's order on Magnum of WED. */
async function bet(c: Company, lines: string) {
  const res = await call(t.app, 'POST', '/api/Bet/PlaceExpressOrder', {
    cookie: c.w.cookies.player,
    body: { betString: `D25/11\n#1\n${lines}`, orderKey: orderKey('dist') },
  });
  expect(res.body).toMatchObject({ success: true });
  return (res.body.data as { ticketId: number }).ticketId;
}

/** Posts everything unposted of the company's draw (what DoPost does for every number). */
async function postAll(c: Company) {
  await sql`UPDATE unposted_amounts SET posted = amount WHERE company_id = ${c.w.company} AND draw_id = ${draw}`.execute(
    t.db,
  );
}

async function amounts(c: Company) {
  const rows = await t.db
    .selectFrom('unposted_amounts')
    .select(['number', 'code', 'amount', 'posted', 'distributed', 'carried'])
    .where('company_id', '=', String(c.w.company))
    .where('draw_id', '=', String(draw))
    .orderBy('number')
    .orderBy('code')
    .execute();
  return rows.map((r) => ({
    key: `${r.number} ${r.code}`,
    amount: Number(r.amount),
    posted: Number(r.posted),
    distributed: Number(r.distributed),
    carried: Number(r.carried),
  }));
}

async function invoices(c: Company) {
  const rows = await t.db
    .selectFrom('remote_invoices')
    .selectAll()
    .where('company_id', '=', String(c.w.company))
    .orderBy('id')
    .execute();
  const out = [];
  for (const r of rows) {
    const lines = await t.db
      .selectFrom('remote_invoice_lines')
      .select(['number', 'code', 'sent', 'accepted', 'net', 'payout'])
      .where('invoice_id', '=', r.id)
      .orderBy('number')
      .orderBy('code')
      .orderBy('ibox')
      .execute();
    out.push({
      ...r,
      lines: lines.map((l) => ({
        key: `${l.number} ${l.code}`,
        sent: Number(l.sent),
        accepted: Number(l.accepted),
        net: Number(l.net),
        payout: l.payout === null ? null : Number(l.payout),
      })),
    });
  }
  return out;
}

const distribute = (c: Company, body: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/api/Posting/DoDistribute', {
    cookie: c.w.cookies.company,
    body: { drawDate: WED, poolId: 1, ...body },
  });

/** net of `cents` at the remotes' rate (0.70), half up: an independent reading of DOMAIN 8. */
const net70 = (cents: number) => Math.floor((cents * 7000 + 5000) / 10_000);

async function faultServer(mode: FaultServer['mode'], target = '') {
  const f = await startFaultServer(mode, target);
  faults.push(f);
  return f;
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * `x` B25, `x` S5 and `y` B5 left unposted, then posted. Each test bets its own numbers: the
 * remotes' limits are used up per number across the tests.
 */
async function standardPosted(c: Company, x: string, y: string) {
  // Agent: pt 50 with Big 10.00 per number; company: Big 5.00, no Small.
  // x B40: agent 10, company 5, unposted 25. x S10: agent 5, unposted 5. y B20: 10, 5, 5.
  const ticket = await bet(c, `${x}#B40#S10\n${y}#B20`);
  await postAll(c);
  expect(await amounts(c)).toEqual([
    { key: `${x} B`, amount: 2500, posted: 2500, distributed: 0, carried: 0 },
    { key: `${x} S`, amount: 500, posted: 500, distributed: 0, carried: 0 },
    { key: `${y} B`, amount: 500, posted: 500, distributed: 0, carried: 0 },
  ]);
  return ticket;
}

describe('DoDistribute', () => {
  it('places at the agents in priority order; what the first sells out goes to the next', async () => {
    const c = await company();
    // Created out of order: priority decides, not creation.
    const a2 = await c.agent('Second', b2, 2);
    const a1 = await c.agent('First', b1, 1);
    await standardPosted(c, '1234', '5678');
    const before1 = (await houseLines(b1.t.db, b1.houseId, await drawId(b1.t.db, 1, WED))).length;
    const before2 = (await houseLines(b2.t.db, b2.houseId, await drawId(b2.t.db, 1, WED))).length;

    const res = await distribute(c);
    expect(res.body.success).toBe(true);
    const data = res.body.data as { invoices: Array<Record<string, unknown>>; undistributed: number };
    expect(Object.keys(data).sort()).toEqual(['invoices', 'undistributed']);
    expect(data.undistributed).toBe(0);
    expect(data.invoices.map((i) => Object.keys(i).sort())).toEqual([
      ['agentId', 'gross', 'invoiceId', 'net', 'remoteTicketNo'],
      ['agentId', 'gross', 'invoiceId', 'net', 'remoteTicketNo'],
    ]);
    // First: 1234 B 10.00 of 25 (its company's Big limit), 1234 S 5, 5678 B 5; second: the other 15.
    expect(data.invoices.map((i) => [i.agentId, i.gross, i.net])).toEqual([
      [a1, 20, (net70(1000) + net70(500) + net70(500)) / 100],
      [a2, 15, net70(1500) / 100],
    ]);

    const [inv1, inv2] = await invoices(c);
    expect(inv1!.status).toBe('placed');
    expect(inv1!.lines).toEqual([
      { key: '1234 B', sent: 2500, accepted: 1000, net: net70(1000), payout: null },
      { key: '1234 S', sent: 500, accepted: 500, net: net70(500), payout: null },
      { key: '5678 B', sent: 500, accepted: 500, net: net70(500), payout: null },
    ]);
    expect(inv2!.lines).toEqual([
      { key: '1234 B', sent: 1500, accepted: 1500, net: net70(1500), payout: null },
    ]);
    expect(inv1!.order_key).toBe(`post-${c.w.company}-${a1}-${draw}-1-1`);
    expect(inv2!.order_key).toBe(`post-${c.w.company}-${a2}-${draw}-1-2`);
    expect(await amounts(c)).toEqual([
      { key: '1234 B', amount: 2500, posted: 2500, distributed: 2500, carried: 0 },
      { key: '1234 S', amount: 500, posted: 500, distributed: 500, carried: 0 },
      { key: '5678 B', amount: 500, posted: 500, distributed: 500, carried: 0 },
    ]);

    // The remotes hold the tickets: their house's lines with the accepted stakes and the same net.
    const lines1 = (await houseLines(b1.t.db, b1.houseId, await drawId(b1.t.db, 1, WED))).slice(before1);
    expect(lines1.map((l) => [l.ticketNo, l.number, l.code, l.stake, l.net])).toEqual([
      [inv1!.remote_ticket_no, '1234', 'B', 1000, net70(1000)],
      [inv1!.remote_ticket_no, '1234', 'S', 500, net70(500)],
      [inv1!.remote_ticket_no, '5678', 'B', 500, net70(500)],
    ]);
    const lines2 = (await houseLines(b2.t.db, b2.houseId, await drawId(b2.t.db, 1, WED))).slice(before2);
    expect(lines2.map((l) => [l.ticketNo, l.number, l.code, l.stake])).toEqual([
      [inv2!.remote_ticket_no, '1234', 'B', 1500],
    ]);

    // Nothing left: a second call places nothing.
    const again = await distribute(c);
    expect(again.body.data).toEqual({ invoices: [], undistributed: 0 });
  }, 60_000);

  it('after a lost reply keeps the invoice pending and retries it with the same key: one remote ticket', async () => {
    const c = await company();
    const proxy = await faultServer('forwardThenHangup', b1.url);
    const a1 = await c.agent('Flaky', { ...b1, url: proxy.url }, 1);
    await standardPosted(c, '2345', '6789');
    const remoteDraw = await drawId(b1.t.db, 1, WED);
    const before = await houseLines(b1.t.db, b1.houseId, remoteDraw);

    const lost = await distribute(c);
    expect(lost.body.success).toBe(true);
    expect(lost.body.data).toEqual({ invoices: [], undistributed: 35 });
    const [pending] = await invoices(c);
    expect(pending!.status).toBe('pending');
    expect(pending!.error).toMatch(/^No reply/);
    // The remote placed it; we have not counted it.
    const placedOnce = await houseLines(b1.t.db, b1.houseId, remoteDraw);
    expect(placedOnce.length - before.length).toBe(3);
    expect((await amounts(c)).map((a) => a.distributed)).toEqual([0, 0, 0]);

    // Still no reply: still pending, nothing new sent past it (the proxy saw one call more: the retry).
    await distribute(c);
    expect(proxy.calls).toBe(2);
    expect((await invoices(c)).map((i) => i.status)).toEqual(['pending']);

    proxy.mode = 'forward';
    const retried = await distribute(c);
    const data = retried.body.data as {
      invoices: Array<{ invoiceId: number; agentId: number; gross: number }>;
    };
    expect(data.invoices).toEqual([
      expect.objectContaining({ invoiceId: Number(pending!.id), agentId: a1, gross: 20 }),
    ]);
    const after = await houseLines(b1.t.db, b1.houseId, remoteDraw);
    // The same remote ticket: the retries placed nothing more.
    expect(after.length).toBe(placedOnce.length);
    const [inv] = await invoices(c);
    expect(inv!.order_key).toBe(pending!.order_key);
    expect(inv!.remote_ticket_no).toBe(after[after.length - 1]!.ticketNo);
    expect(inv!.status).toBe('placed');
    expect((await amounts(c)).map((a) => a.distributed)).toEqual([1000, 500, 500]);
    // 2345 B 15.00 stays posted: the only agent sold it out (it is not asked again in the same run).
    expect((retried.body.data as { undistributed: number }).undistributed).toBe(15);
  }, 60_000);

  it('a 500 and an unreachable remote leave failed invoices with the reason and everything posted', async () => {
    const c = await company();
    const broken = await faultServer('500');
    const port = await closedPort();
    await c.agent('Broken', { ...b1, url: broken.url }, 1);
    await c.agent('Gone', { ...b1, url: `http://127.0.0.1:${port}` }, 2);
    await standardPosted(c, '3456', '7890');
    const res = await distribute(c);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toEqual({ invoices: [], undistributed: 35 });
    expect(res.body.message).toMatch(/Failed: Broken: HTTP 500: Internal error; Gone: Unreachable/);
    const list = await invoices(c);
    expect(list.map((i) => [i.status, i.gross, i.remote_ticket_no])).toEqual([
      ['failed', '0', null],
      ['failed', '0', null],
    ]);
    expect(list[0]!.error).toBe('HTTP 500: Internal error');
    expect(list[1]!.error).toMatch(/^Unreachable: .*ECONNREFUSED/);
    expect(list.every((i) => i.lines.every((l) => l.accepted === 0))).toBe(true);
    expect((await amounts(c)).map((a) => [a.posted, a.distributed])).toEqual([
      [2500, 0],
      [500, 0],
      [500, 0],
    ]);
    // A failed invoice is not retried: the amounts, posted still, go out in a new batch.
    // (The first agent now reaches b1 through the server: Big 10.00 of 3456 there; the second is gone still.)
    broken.mode = 'forward';
    broken.target = b1.url;
    const next = await distribute(c);
    expect((next.body.data as { undistributed: number }).undistributed).toBe(15);
    expect((await invoices(c)).map((i) => [i.status, i.gross])).toEqual([
      ['failed', '0'],
      ['failed', '0'],
      ['placed', '2000'],
      ['failed', '0'],
    ]);
  }, 60_000);

  it('a voided ticket is taken back before distribution: only what is left is sent', async () => {
    const c = await company();
    await c.agent('Only', b2, 1);
    const voided = await bet(c, '1234#B40');
    await bet(c, '5678#B20');
    await postAll(c);
    const v = await call(t.app, 'POST', '/api/Bet/VoidTicket', {
      cookie: c.w.cookies.company,
      body: { ticketId: voided },
    });
    expect(v.body).toMatchObject({ success: true });
    const res = await distribute(c);
    const [inv] = await invoices(c);
    expect(inv!.lines.map((l) => [l.key, l.sent, l.accepted])).toEqual([['5678 B', 500, 500]]);
    expect(res.body.data).toMatchObject({ undistributed: 0 });
  }, 60_000);

  it('is refused after the cutoff, and for another company or a non-company', async () => {
    const c = await company();
    await c.agent('Late', b2, 1);
    await standardPosted(c, '4567', '8901');
    await t.clock.setTestClock(AFTER_CUTOFF);
    const late = await distribute(c);
    expect(late.body).toMatchObject({
      success: false,
      message: 'This draw is past its cutoff time: nothing can be distributed.',
    });
    expect(await invoices(c)).toEqual([]);
    await t.clock.setTestClock(NOW);
    const other = await company();
    const foreign = await distribute(c, { companyId: other.w.company });
    expect(foreign.status).toBe(403);
    const agent = await call(t.app, 'POST', '/api/Posting/DoDistribute', {
      cookie: c.w.cookies.agent,
      body: { drawDate: WED, poolId: 1 },
    });
    expect(agent.status).toBe(403);
    const bad = await distribute(c, { poolId: 12 });
    expect(bad.status).toBe(400);
    // The super admin names the company (a non-company is refused), or acts for every company.
    const notCompany = await call(t.app, 'POST', '/api/Posting/DoDistribute', {
      cookie: admin,
      body: { drawDate: WED, poolId: 1, companyId: c.w.agent },
    });
    expect(notCompany.body).toMatchObject({ success: false, message: 'Unknown company.' });
    const forIt = await call(t.app, 'POST', '/api/Posting/DoDistribute', {
      cookie: admin,
      body: { drawDate: WED, poolId: 1, companyId: c.w.company },
    });
    expect(forIt.body.data).toMatchObject({ invoices: [{ gross: 35 }], undistributed: 0 });
    expect((await invoices(c)).map((i) => [i.status, Number(i.created_by)])).toEqual([
      ['placed', await userIdOf(t.db, 'admin')],
    ]);
  }, 60_000);

  it('two distributions of one draw at once: one runs, the other is told, the remote holds one ticket', async () => {
    const c = await company();
    const slow = await faultServer('forward', b2.url);
    slow.delayMs = 700;
    await c.agent('Slow', { ...b2, url: slow.url }, 1);
    await standardPosted(c, '6802', '7913');
    const remoteDraw = await drawId(b2.t.db, 1, WED);
    const before = (await houseLines(b2.t.db, b2.houseId, remoteDraw)).length;
    const [one, two] = await Promise.all([distribute(c), distribute(c)]);
    const replies = [one.body, two.body].sort((x, y) => Number(y.success) - Number(x.success));
    expect(replies[0]).toMatchObject({
      success: true,
      data: { invoices: [{ gross: 35 }], undistributed: 0 },
    });
    expect(replies[1]).toMatchObject({
      success: false,
      message: 'A distribution of this draw is already running. Try again in a moment.',
    });
    expect(slow.calls).toBe(1);
    expect((await houseLines(b2.t.db, b2.houseId, remoteDraw)).length - before).toBe(3);
    expect((await amounts(c)).map((a) => a.distributed)).toEqual([2500, 500, 500]);
  }, 60_000);
});

describe('DoManualDistribute', () => {
  it('places the given amounts or a typed bet string at the picked agent, never above what is left', async () => {
    const c = await company();
    const a2 = await c.agent('Picked', b2, 2);
    await c.agent('Top', b1, 1);
    await standardPosted(c, '1234', '5678');
    const manual = (body: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/Posting/DoManualDistribute', {
        cookie: c.w.cookies.company,
        body: { drawDate: WED, poolId: 1, agentId: a2, ...body },
      });
    const tooMuch = await manual({ items: [{ number: '1234', code: 'B', amount: 25.01 }] });
    expect(tooMuch.body).toMatchObject({
      success: false,
      message: '1234 B: more than posted and not distributed (25.00 left).',
    });
    const typedTooMuch = await manual({ betString: 'D25/11\n#1\n5678#B5.01' });
    expect(typedTooMuch.body).toMatchObject({
      success: false,
      message: '5678 B: more than posted and not distributed (5.00 left).',
    });
    const otherCompany = await company();
    const foreignAgent = await otherCompany.agent('Theirs', b2, 1);
    const foreign = await manual({
      agentId: foreignAgent,
      items: [{ number: '1234', code: 'B', amount: 1 }],
    });
    expect(foreign.body).toMatchObject({ success: false, message: 'Unknown remote agent.' });
    const both = await manual({ items: [{ number: '1234', code: 'B', amount: 1 }], betString: '1234#B1' });
    expect(both.body).toMatchObject({ success: false, message: 'Give either the amounts or a bet string.' });
    expect(await invoices(c)).toEqual([]);

    const given = await manual({ items: [{ number: '1234', code: 'B', amount: 20 }] });
    expect(given.body.data).toMatchObject({ invoices: [{ agentId: a2, gross: 20 }], undistributed: 15 });
    const typed = await manual({ betString: 'D25/11\n#1\n1234#B5#S5' });
    expect(typed.body.data).toMatchObject({ invoices: [{ agentId: a2, gross: 10 }], undistributed: 5 });
    const list = await invoices(c);
    expect(list.map((i) => [i.manual, i.status, i.lines.map((l) => `${l.key} ${l.accepted}`)])).toEqual([
      [true, 'placed', ['1234 B 2000']],
      [true, 'placed', ['1234 B 500', '1234 S 500']],
    ]);
    expect((await amounts(c)).map((a) => a.distributed)).toEqual([2500, 500, 0]);
  }, 60_000);
});

describe('payout after the release, PayPosting and the job', () => {
  it('settles every invoice line with the agent package and our result, rerun-safe; PayPosting once', async () => {
    const c = await company();
    const a1 = await c.agent('First', b1, 1);
    const a2 = await c.agent('Second', b2, 2);
    await standardPosted(c, '1357', '8642');
    await distribute(c);
    await t.clock.setTestClock(AFTER_CUTOFF);
    const result = {
      first: '9999',
      second: '1357',
      third: '8888',
      starters: ['8642', '1111', '2222', '3333', '4444', '5555', '6666', '7777', '0000', '0001'],
      consolations: ['0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010', '0011'],
    };
    const release = async (r: typeof result) => {
      const saved = await call(t.app, 'POST', '/api/Result/SavePoolResult', {
        cookie: admin,
        body: { drawDate: WED, poolId: 1, ...r },
      });
      expect(saved.body).toMatchObject({ success: true });
      const rel = await call(t.app, 'POST', '/api/Configuration/SubmitReleaseResultStatus', {
        cookie: admin,
        body: { drawDate: WED, poolId: 1 },
      });
      expect(rel.body).toMatchObject({ success: true });
    };
    await release(result);

    // Independent: 1357 is 2nd (Big 1000.00, Small 2000.00 per 1.00), 8642 a starter (Big 180.00).
    const big = REMOTE_RATES.B!.payouts;
    const small = REMOTE_RATES.S!.payouts;
    const want1 = {
      b1234: (1000 * big[1]!) / 100,
      s1234: (500 * small[1]!) / 100,
      b5678: (500 * big[3]!) / 100,
    };
    const want2 = (1500 * big[1]!) / 100;
    const [inv1, inv2] = await invoices(c);
    expect(inv1!.lines.map((l) => l.payout)).toEqual([want1.b1234, want1.s1234, want1.b5678]);
    expect(inv2!.lines.map((l) => l.payout)).toEqual([want2]);
    const payout1 = want1.b1234 + want1.s1234 + want1.b5678;
    const net1 = net70(1000) + net70(500) + net70(500);
    expect([inv1!.status, Number(inv1!.payout), Number(inv1!.win_loss)]).toEqual([
      'settled',
      payout1,
      payout1 - net1,
    ]);
    expect([inv2!.status, Number(inv2!.payout), Number(inv2!.win_loss)]).toEqual([
      'settled',
      want2,
      want2 - net70(1500),
    ]);
    expect([Number(inv1!.agent_id), Number(inv2!.agent_id)]).toEqual([a1, a2]);

    // A corrected result (1357 no longer wins) and a second release rewrite them.
    await release({ ...result, second: '4321' });
    const [c1, c2] = await invoices(c);
    expect(c1!.lines.map((l) => l.payout)).toEqual([0, 0, want1.b5678]);
    expect([Number(c1!.payout), Number(c1!.win_loss)]).toEqual([want1.b5678, want1.b5678 - net1]);
    expect([Number(c2!.payout), Number(c2!.win_loss)]).toEqual([0, -net70(1500)]);

    // PayPosting: once.
    const pay = () =>
      call(t.app, 'POST', '/api/Result/PayPosting', {
        cookie: c.w.cookies.company,
        body: { invoiceId: Number(c1!.id) },
      });
    const paid = await pay();
    expect(paid.body).toMatchObject({ success: true, data: { invoiceId: Number(c1!.id), status: 'paid' } });
    const paymentId = (paid.body.data as { paymentId: number }).paymentId;
    const again = await pay();
    expect(again.body).toMatchObject({ success: false, message: 'This invoice is already paid.' });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['id', 'after'])
      .where('entity', '=', 'remote_invoice')
      .where('entity_id', '=', String(c1!.id))
      .where('action', '=', 'remoteInvoice.pay')
      .execute();
    expect(audit.map((a) => Number(a.id))).toEqual([paymentId]);
    expect(audit[0]!.after).toMatchObject({ status: 'paid', winLoss: want1.b5678 - net1 });
    const [p1] = await invoices(c);
    expect([p1!.status, Number(p1!.payment_id), p1!.paid_at !== null]).toEqual(['paid', paymentId, true]);
    // Another company cannot pay it.
    const other = await company();
    const foreign = await call(t.app, 'POST', '/api/Result/PayPosting', {
      cookie: other.w.cookies.company,
      body: { invoiceId: Number(c2!.id) },
    });
    expect(foreign.body).toMatchObject({ success: false, message: 'No record found!' });
    // A paid invoice keeps what it was paid on through another release.
    await release(result);
    const [kept] = await invoices(c);
    expect([kept!.status, Number(kept!.payout)]).toEqual(['paid', want1.b5678]);
  }, 120_000);

  it('the job distributes a draw only within its lead before the cutoff', async () => {
    const deps = { db: t.db, clock: t.clock };
    // Another pool of WED, so the released Magnum draw of the test above does not matter.
    const c = await company();
    await c.agent('Job', b2, 1);
    const res = await call(t.app, 'POST', '/api/Bet/PlaceExpressOrder', {
      cookie: c.w.cookies.player,
      body: { betString: 'D25/11\n#2\n2468#B20', orderKey: orderKey('job') },
    });
    expect(res.body).toMatchObject({ success: true });
    const kuda = await drawId(t.db, 2, WED);
    await sql`UPDATE unposted_amounts SET posted = amount WHERE company_id = ${c.w.company} AND draw_id = ${kuda}`.execute(
      t.db,
    );
    await t.clock.refresh();
    expect(await runDistribution(deps)).toMatch(/^Distribution: 0 remote ticket/);
    await t.clock.setTestClock(NEAR_CUTOFF);
    expect(await runDistribution(deps)).toMatch(/^Distribution: 1 remote ticket/);
    const rows = await t.db
      .selectFrom('unposted_amounts')
      .select(['posted', 'distributed'])
      .where('company_id', '=', String(c.w.company))
      .where('draw_id', '=', String(kuda))
      .execute();
    expect(rows.map((r) => [Number(r.posted), Number(r.distributed)])).toEqual([[500, 500]]);
  }, 60_000);
});

describe("the company's win/loss", () => {
  it('counts what was distributed as passed up to the remote agents and the rest as its own eat', async () => {
    const c = await company();
    const agentId = await c.agent('Upline', b2, 1);
    const res = await call(t.app, 'POST', '/api/Bet/PlaceExpressOrder', {
      cookie: c.w.cookies.player,
      body: { betString: 'D25/11\n#5\n1234#B40#S10\n2222#B20', orderKey: orderKey('wl') },
    });
    expect(res.body).toMatchObject({ success: true });
    const pool5 = await drawId(t.db, 5, WED);
    await sql`UPDATE unposted_amounts SET posted = amount WHERE company_id = ${c.w.company} AND draw_id = ${pool5}`.execute(
      t.db,
    );
    // 1234 B 20.00 of 25 and 1234 S 5 go up; 1234 B 5 and 2222 B 5 stay with the company.
    const manual = await call(t.app, 'POST', '/api/Posting/DoManualDistribute', {
      cookie: c.w.cookies.company,
      body: {
        drawDate: WED,
        poolId: 5,
        agentId,
        items: [
          { number: '1234', code: 'B', amount: 20 },
          { number: '1234', code: 'S', amount: 5 },
        ],
      },
    });
    expect(manual.body.data).toMatchObject({ invoices: [{ gross: 25 }], undistributed: 10 });
    await t.clock.setTestClock(AFTER_CUTOFF);
    const result = {
      first: '9999',
      second: '1234',
      third: '8888',
      starters: ['2222', '1111', '3333', '4444', '5555', '6666', '7777', '0000', '0001', '0012'],
      consolations: ['0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010', '0011'],
    };
    const saved = await call(t.app, 'POST', '/api/Result/SavePoolResult', {
      cookie: admin,
      body: { drawDate: WED, poolId: 5, ...result },
    });
    expect(saved.body).toMatchObject({ success: true });
    const report3 = () =>
      call(t.app, 'POST', '/api/Report/GetWinLoss3SectionsReport', {
        cookie: c.w.cookies.company,
        body: { fromDate: WED, toDate: WED, poolIds: [5], StartCount: 0, PageSize: 50 },
      });
    // Prepared (rollups written), not released: the report reads none of it.
    const prepare = settlementJobs.find((j) => j.name === 'prepare-settlement')!;
    await prepare.run({ db: t.db, clock: t.clock });
    expect((await report3()).body.data).toEqual([]);
    const release = () =>
      call(t.app, 'POST', '/api/Configuration/SubmitReleaseResultStatus', {
        cookie: admin,
        body: { drawDate: WED, poolId: 5 },
      });
    expect((await release()).body).toMatchObject({ success: true });

    // Independently, in cents. The agent (rates 0.75; Big 2600/1050/525/190/63, Small 3500/2000/1000)
    // passes the company 1234 B 30, 1234 S 5 and 2222 B 10; the company eats 5, 0, 5. 1234 is 2nd,
    // 2222 a starter. The invoice: 1234 B 20 and 1234 S 5 at 0.70 with Big 1000.00 and Small 2000.00.
    const netAmount = 2250 + 375 + 750;
    const payout = 30 * 105_000 + 5 * 200_000 + 10 * 19_000;
    const eat = 1000 + 0 + 1000; // eaten 5 + 5 kept of 1234 B; 5 + 5 kept of 2222 B
    const ownNet = 750 + 750;
    const ownPayout = 10 * 105_000 + 10 * 19_000;
    const out = 2000 + 500;
    const uplineNet = 1400 + 350;
    const uplinePayout = 20 * 100_000 + 5 * 200_000;
    const expected = {
      turnover: 7000, // the stakes of the lines
      netAmount,
      payout,
      winLoss: payout - netAmount,
      eat,
      ownNet,
      ownPayout,
      ownWinLoss: netAmount - payout - uplineNet + uplinePayout,
      out,
      uplineNet,
      uplinePayout,
      uplineWinLoss: uplineNet - uplinePayout,
    };
    const units = (o: Record<string, number>) =>
      Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v / 100]));
    const report = await call(t.app, 'POST', '/api/Report/GetWinLoss3SectionsReport', {
      cookie: c.w.cookies.company,
      body: { fromDate: WED, toDate: WED, poolIds: [5], StartCount: 0, PageSize: 50 },
    });
    expect(report.body).toMatchObject({ success: true });
    const rows = report.body.data as Array<Record<string, number>>;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: c.w.agent, ...units(expected) });
    const row = rows[0]!;
    expect(Math.round((row.winLoss! + row.ownWinLoss! + row.uplineWinLoss!) * 100)).toBe(0);
    // The upline section is the invoices': their net and payout.
    const inv = await t.db
      .selectFrom('remote_invoices')
      .select(['net', 'payout', 'gross'])
      .where('company_id', '=', String(c.w.company))
      .where('draw_id', '=', String(pool5))
      .executeTakeFirstOrThrow();
    expect([Number(inv.gross), Number(inv.net), Number(inv.payout)]).toEqual([out, uplineNet, uplinePayout]);
    // The super admin's row of this company reads the same.
    const all = await call(t.app, 'POST', '/api/Report/GetWinLoss3SectionsReport', {
      cookie: admin,
      body: { fromDate: WED, toDate: WED, poolIds: [5], StartCount: 0, PageSize: 500 },
    });
    const companyRow = (all.body.data as Array<Record<string, number>>).find((r) => r.userId === c.w.company);
    expect(companyRow).toMatchObject(units(expected));
    // The rebuild of the rollups gives the same rows.
    const rebuild = settlementJobs.find((j) => j.name === 'rebuild-report-rollups')!;
    await rebuild.run({ db: t.db, clock: t.clock });
    const again = await report3();
    expect((again.body.data as unknown[])[0]).toMatchObject(units(expected));
    // The same numbers saved again and released again: the preparation still holds, and the release
    // passes the distributed amounts up from the prepared rows again, not on top of the last release.
    const resaved = await call(t.app, 'POST', '/api/Result/SavePoolResult', {
      cookie: admin,
      body: { drawDate: WED, poolId: 5, ...result },
    });
    expect(resaved.body).toMatchObject({ success: true });
    expect((await release()).body).toMatchObject({ success: true });
    expect(((await report3()).body.data as unknown[])[0]).toMatchObject(units(expected));
  }, 120_000);
});

describe('ibox lines', () => {
  it('are distributed as ibox (the remote holds an ibox line of the same stake) and paid out / n', async () => {
    // STC (pool 6) of WED: no other test bets or releases it.
    const c = await company();
    await c.agent('Ibox', b2, 1);
    const placed = await call(t.app, 'POST', '/api/Bet/PlaceExpressOrder', {
      cookie: c.w.cookies.player,
      body: { betString: 'D25/11\n#6\n**4321#B30\n1234#B40', orderKey: orderKey('ibox') },
    });
    expect(placed.body).toMatchObject({ success: true });
    const stc = await drawId(t.db, 6, WED);
    // Agent: pt 50, Big 10.00 per limit key; company: Big 5.00. The ibox line's key is its sorted
    // digits apart from the straight 1234: ibox B30 -> agent 10, company 5, 15.00 left; straight B40
    // -> agent 10, company 5, 25.00 left.
    const rows = await t.db
      .selectFrom('unposted_amounts')
      .select(['number', 'code', 'ibox', 'amount'])
      .where('company_id', '=', String(c.w.company))
      .where('draw_id', '=', String(stc))
      .orderBy('ibox')
      .execute();
    expect(rows.map((r) => [r.number, r.code, r.ibox, Number(r.amount)])).toEqual([
      ['1234', 'B', false, 2500],
      ['1234', 'B', true, 1500],
    ]);
    await sql`UPDATE unposted_amounts SET posted = amount WHERE company_id = ${c.w.company} AND draw_id = ${stc}`.execute(
      t.db,
    );
    const res = await distribute(c, { poolId: 6 });
    expect(res.body).toMatchObject({ success: true, data: { undistributed: 0 } });
    const [inv] = await invoices(c);
    expect(inv!.bet_string).toBe('D25/11/2026\n#6\n1234#B25\n**1234#B15');
    const lines = await t.db
      .selectFrom('remote_invoice_lines')
      .select(['number', 'code', 'ibox', 'sent', 'accepted'])
      .where('invoice_id', '=', inv!.id)
      .orderBy('ibox')
      .execute();
    expect(lines.map((l) => [l.number, l.code, l.ibox, Number(l.sent), Number(l.accepted)])).toEqual([
      ['1234', 'B', false, 2500, 2500],
      ['1234', 'B', true, 1500, 1500],
    ]);
    // The remote's ticket: one straight line of 25.00 and one ibox line (kind 3) of 15.00 over 24
    // permutations.
    const { rows: remote } = await sql<{ number: string; kind: number; stake: string; ibox_divisor: number }>`
      SELECT l.number, l.kind, l.stake, l.ibox_divisor FROM bet_lines l JOIN tickets t ON t.id = l.ticket_id
      WHERE l.bettor_id = ${b2.houseId} AND l.draw_id = ${await drawId(b2.t.db, 6, WED)} AND l.status <> 2
        AND t.ticket_no = ${inv!.remote_ticket_no}
      ORDER BY l.kind`.execute(b2.t.db);
    expect(remote.map((r) => [r.number, Number(r.kind), Number(r.stake), Number(r.ibox_divisor)])).toEqual([
      ['1234', 1, 2500, 1],
      ['1234', 3, 1500, 24],
    ]);

    // Released: 2143 is 2nd and 3412 a starter, both permutations of 1234; 1234 itself wins nothing.
    await t.clock.setTestClock(AFTER_CUTOFF);
    const result = {
      first: '9999',
      second: '2143',
      third: '8888',
      starters: ['3412', '1111', '2222', '3333', '4444', '5555', '6666', '7777', '0000', '0001'],
      consolations: ['0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010', '0011'],
    };
    const saved = await call(t.app, 'POST', '/api/Result/SavePoolResult', {
      cookie: admin,
      body: { drawDate: WED, poolId: 6, ...result },
    });
    expect(saved.body).toMatchObject({ success: true });
    const released = await call(t.app, 'POST', '/api/Configuration/SubmitReleaseResultStatus', {
      cookie: admin,
      body: { drawDate: WED, poolId: 6 },
    });
    expect(released.body).toMatchObject({ success: true });

    // Independently, in cents: the remotes' Big table per 1.00 (2nd and starter) x 15.00 / 24, half up.
    const big = REMOTE_RATES.B!.payouts;
    const perUnit = big[1]! + big[3]!;
    const iboxPayout = Math.floor((perUnit * 1500 + 1200) / 2400);
    const [settled] = await invoices(c);
    expect(settled!.lines.map((l) => l.payout)).toEqual([0, iboxPayout]);
    const net = net70(2500) + net70(1500);
    expect([settled!.status, Number(settled!.payout), Number(settled!.win_loss)]).toEqual([
      'settled',
      iboxPayout,
      iboxPayout - net,
    ]);
    // The remote, releasing the same result, pays its house the same on those lines (its settlement).
    const remoteAdmin = await login(b2.t.app, 'admin', ADMIN_PASSWORD);
    await b2.t.clock.setTestClock(AFTER_CUTOFF);
    try {
      for (const [path, body] of [
        ['/api/Result/SavePoolResult', { drawDate: WED, poolId: 6, ...result }],
        ['/api/Configuration/SubmitReleaseResultStatus', { drawDate: WED, poolId: 6 }],
      ] as const) {
        const r = await call(b2.t.app, 'POST', path, { cookie: remoteAdmin, body });
        expect(r.body).toMatchObject({ success: true });
      }
    } finally {
      await b2.t.clock.setTestClock(NOW);
    }
    const { rows: won } = await sql<{ kind: number; winnings: string | null }>`
      SELECT l.kind, l.winnings FROM bet_lines l JOIN tickets t ON t.id = l.ticket_id
      WHERE t.ticket_no = ${inv!.remote_ticket_no} ORDER BY l.kind`.execute(b2.t.db);
    expect(won.map((w) => [Number(w.kind), Number(w.winnings ?? 0)])).toEqual([
      [1, 0],
      [3, iboxPayout],
    ]);
    // The payout page names the prizes the ibox line matched (2nd and a starter).
    const page = await call(t.app, 'POST', '/api/Posting/GetRemoteInvoicePayoutDetails', {
      cookie: c.w.cookies.company,
      body: { invoiceId: Number(inv!.id) },
    });
    expect(page.body.data).toMatchObject({
      lines: [
        { number: '1234', code: 'B', ibox: true, accepted: 15, ranks: [2, 7], payout: iboxPayout / 100 },
      ],
    });
  }, 120_000);
});
