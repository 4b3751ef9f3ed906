import { findJob, runJob } from '../../../jobs/scheduler';
import {
  call,
  insertAgentWithPlayer,
  loginDemoAccounts,
  SETUP_TIMEOUT,
  startTestApp,
  type TestApp,
} from '../../../../test/harness';

let t: TestApp;
let cookies: Record<string, string>;
let ids: Record<string, number>;
/** Two consecutive draw dates shared by pools 1 and 2, a week or more ahead. */
let dateA: string;
let dateB: string;

const post = (as: string, path: string, body: unknown) =>
  call(t.app, 'POST', `/api/${path}`, { cookie: cookies[as], body });
const save = (as: string, body: Record<string, unknown>) => post(as, 'Report/SaveRunTicket', body);
const list = (as: string, body: Record<string, unknown> = {}) =>
  post(as, 'Report/GetAutoTicket', { StartCount: 0, PageSize: 100, ...body });

async function runTheJob() {
  const job = findJob('auto-tickets');
  if (!job) throw new Error('auto-tickets job is not registered');
  expect(job.everyMs).toBe(60_000);
  const outcome = await runJob({ db: t.db, clock: t.clock }, job);
  expect(outcome.status).toBe('done');
  return outcome;
}

const runsOf = (autoId: number) =>
  t.db
    .selectFrom('auto_ticket_runs')
    .selectAll()
    .where('auto_ticket_id', '=', String(autoId))
    .orderBy('draw_date')
    .execute();

beforeAll(async () => {
  t = await startTestApp();
  ({ cookies, ids } = await loginDemoAccounts(t, ['demo_co', 'demo_ag', 'demo_p1', 'demo_p2'] as const));
  const sibling = await insertAgentWithPlayer(t, { agent: 'at_ag2', player: 'at_p3', upline: 'demo_ma' });
  [ids.ag2, ids.p3, cookies.ag2] = [sibling.agentId, sibling.playerId, sibling.agentCookie];
  const ahead = new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10);
  const rows = await t.db
    .selectFrom('draws')
    .select(['pool_id', 'draw_date'])
    .where('pool_id', 'in', [1, 2])
    .where('draw_date', '>=', ahead)
    .orderBy('draw_date')
    .limit(40)
    .execute();
  const of = (p: number) => rows.filter((r) => r.pool_id === p).map((r) => r.draw_date);
  const shared = of(1).filter((d) => of(2).includes(d));
  [dateA, dateB] = [shared[0]!, shared[1]!];
  // Pools 1 and 2 have no draw between A and B (no special draw), so each run covers both.
  expect(of(1).indexOf(dateB) - of(1).indexOf(dateA)).toBe(1);
  expect(of(2).indexOf(dateB) - of(2).indexOf(dateA)).toBe(1);
  // 10:00 business time on draw day A: A is the next open draw (cutoff 19:00).
  await t.clock.setTestClock(new Date(`${dateA}T02:00:00Z`));
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

describe('Report/SaveRunTicket', () => {
  it('refuses date lines other than D, pool lines, no run amount, bad syntax, no pool', async () => {
    const base = { pools: [1], count: 2, targetUserId: ids.demo_p1 };
    for (const betString of ['D2\n1234#1', 'D23/11\n1234#1', 'd 1/1/2030\n1234#1'])
      expect((await save('demo_ag', { ...base, betString })).body).toMatchObject({
        success: false,
        message: 'Auto Ticket cannot more than one selected date',
      });
    expect((await save('demo_ag', { ...base, betString: '#2\n1234#1' })).body.success).toBe(false);
    expect(
      (await save('demo_ag', { pools: [1], targetUserId: ids.demo_p1, betString: '1234#1' })).body,
    ).toMatchObject({
      success: false,
      message: 'Please fill up run amount',
    });
    const bad = await save('demo_ag', { ...base, betString: '1234#1\n12a4#1' });
    expect(bad.body.success).toBe(false);
    expect(bad.body.message).toMatch(/^Line 2: /);
    expect((await save('demo_ag', { ...base, pools: [], betString: '1234#1' })).status).toBe(400);
    expect(
      (await save('demo_ag', { ...base, endDate: '2000-01-01', count: undefined, betString: '1234#1' })).body
        .success,
    ).toBe(false);
    expect(await t.db.selectFrom('auto_tickets').select('id').execute()).toEqual([]);
  });

  it('refuses a bettor outside the tree (403) and an agent as the bettor', async () => {
    expect(
      (await save('demo_ag', { pools: [1], count: 1, targetUserId: ids.p3, betString: '1234#1' })).status,
    ).toBe(403);
    const agent = await save('demo_ag', { pools: [1], count: 1, betString: '1234#1' });
    expect(agent.body).toMatchObject({
      success: false,
      message: 'Only a player or a house account can own tickets.',
    });
  });
});

describe('the auto-tickets job', () => {
  let autoId: number;

  it('saves an auto ticket with D allowed, listed active for the agent and the bettor only', async () => {
    const res = await save('demo_ag', {
      pools: [2, 1],
      count: 2,
      targetUserId: ids.demo_p1,
      betString: 'D\n1234#1\n5678',
    });
    expect(res.body).toMatchObject({
      success: true,
      data: { bettor: 'demo_p1', pools: [1, 2], remaining: 2, endDate: null, status: 1, runs: 0 },
    });
    autoId = (res.body.data as { id: number }).id;
    expect(((await list('demo_p1')).body.data as { id: number }[]).map((r) => r.id)).toEqual([autoId]);
    expect((await list('ag2')).body.data).toEqual([]);
    expect((await list('ag2')).body.totalCount).toBe(0);
  });

  it('run twice places once per draw, with the pools and the draw date, orderKey auto:<id>:<date>', async () => {
    await runTheJob();
    await runTheJob();
    const runs = await runsOf(autoId);
    expect(runs.map((r) => r.draw_date)).toEqual([dateA]);
    expect(runs[0]!.error).toBe('');
    const ticket = await t.db
      .selectFrom('tickets')
      .selectAll()
      .where('id', '=', runs[0]!.ticket_id!)
      .executeTakeFirstOrThrow();
    expect(ticket).toMatchObject({
      source: 'auto',
      order_key: `auto:${autoId}:${dateA}`,
      first_draw_date: dateA,
      last_draw_date: dateA,
    });
    expect(Number(ticket.bettor_id)).toBe(ids.demo_p1);
    const pools = await t.db
      .selectFrom('bet_lines')
      .select('pool_id')
      .distinct()
      .where('ticket_id', '=', ticket.id)
      .execute();
    expect(pools.map((p) => p.pool_id).sort()).toEqual([1, 2]);
    // 2 numbers x Big 1 x 2 pools.
    expect(Number(ticket.gross)).toBe(400);
    const row = (
      (await list('demo_ag')).body.data as { id: number; remaining: number; runs: number; status: number }[]
    )[0]!;
    expect(row).toMatchObject({ id: autoId, remaining: 1, runs: 1, status: 1 });
    // The ticket shows in the inbox as an auto ticket.
    const inbox = await post('demo_ag', 'Report/GetTicket', {
      StartCount: 0,
      PageSize: 10,
      source: 'auto',
      ticketNo: ticket.ticket_no,
    });
    expect((inbox.body.data as { ticketId: number }[]).map((r) => r.ticketId)).toEqual([Number(ticket.id)]);
  });

  it('places the next draw once the previous is past its cutoff, then finishes at count', async () => {
    await t.clock.setTestClock(new Date(`${dateA}T12:00:00Z`));
    await runTheJob();
    await runTheJob();
    const runs = await runsOf(autoId);
    expect(runs.map((r) => r.draw_date)).toEqual([dateA, dateB]);
    expect(new Set(runs.map((r) => r.ticket_id)).size).toBe(2);
    const row = await t.db
      .selectFrom('auto_tickets')
      .selectAll()
      .where('id', '=', String(autoId))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ remaining: 0, status: 3 });
    await t.clock.setTestClock(new Date(`${dateB}T12:00:00Z`));
    await runTheJob();
    expect((await runsOf(autoId)).length).toBe(2);
  });

  it('records a refusal as the run, and finishes an auto ticket whose end date passed', async () => {
    await t.clock.setTestClock(new Date(`${dateA}T12:00:00Z`));
    await t.db
      .updateTable('users')
      .set({ status: 'suspended' })
      .where('id', '=', String(ids.demo_p2))
      .execute();
    const res = await save('demo_ag', {
      pools: [1],
      endDate: dateB,
      targetUserId: ids.demo_p2,
      betString: '1111#1',
    });
    const id = (res.body.data as { id: number }).id;
    await runTheJob();
    const runs = await runsOf(id);
    expect(runs.map((r) => r.draw_date)).toEqual([dateB]);
    expect(runs[0]!.ticket_id).toBeNull();
    expect(runs[0]!.error).not.toBe('');
    const row = await t.db
      .selectFrom('auto_tickets')
      .selectAll()
      .where('id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(row.last_error).toBe(runs[0]!.error);
    expect(row.remaining).toBeNull();
    await t.db.updateTable('users').set({ status: 'active' }).where('id', '=', String(ids.demo_p2)).execute();
    await t.clock.setTestClock(new Date(`${dateB}T20:00:00Z`));
    await runTheJob();
    const after = await t.db
      .selectFrom('auto_tickets')
      .select('status')
      .where('id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(after.status).toBe(3);
    expect((await runsOf(id)).length).toBe(1);
  });
});

describe('Report/VoidAutoTicket and GetAutoTicket', () => {
  it('voids active auto tickets in scope; voided ones are not placed; active listed first', async () => {
    await t.clock.setTestClock(new Date(`${dateA}T02:00:00Z`));
    const a = await save('demo_p1', { pools: [1], count: 3, betString: '2222#1' });
    const b = await save('demo_p1', { pools: [1], count: 3, betString: '3333#1' });
    const idA = (a.body.data as { id: number }).id;
    const idB = (b.body.data as { id: number }).id;
    expect((await post('ag2', 'Report/VoidAutoTicket', { ids: [idA] })).status).toBe(403);
    expect((await post('demo_p1', 'Report/VoidAutoTicket', { ids: [] })).status).toBe(400);
    const res = await post('demo_ag', 'Report/VoidAutoTicket', { ids: [idA] });
    expect(res.body).toMatchObject({ success: true, data: { voided: 1 } });
    expect((await post('demo_ag', 'Report/VoidAutoTicket', { ids: [idA] })).body).toMatchObject({
      data: { voided: 0 },
    });
    await runTheJob();
    expect((await runsOf(idA)).length).toBe(0);
    expect((await runsOf(idB)).length).toBe(1);
    const rows = (await list('demo_p1')).body.data as { id: number; status: number }[];
    const firstInactive = rows.findIndex((r) => r.status !== 1);
    expect(rows.slice(firstInactive).every((r) => r.status !== 1)).toBe(true);
    expect(rows.find((r) => r.id === idA)!.status).toBe(2);
    expect(((await list('demo_p1', { status: 2 })).body.data as { id: number }[]).map((r) => r.id)).toEqual([
      idA,
    ]);
  });
});
