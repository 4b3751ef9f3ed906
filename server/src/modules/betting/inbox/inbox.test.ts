import { Role, type RoleId } from '@drawdesk/shared-kernel/domain';
import { call, insertAgentWithPlayer, insertTestUser, login, useDemoApp } from '../../../../test/harness';

const demo = ['demo_it', 'demo_co', 'demo_ma', 'demo_ag', 'demo_p1', 'demo_p2', 'demo_house'] as const;

interface Draw {
  id: number;
  date: string;
}
let draws: Record<number, Draw[]>;
let seq = 0;

/** A ticket written straight into the tables (the order pipeline is tested in its own file). */
async function insertTicket(opts: {
  bettor: number;
  agent?: number;
  status?: number;
  source?: 'express' | 'web' | 'auto';
  pools?: number[];
  drawIndex?: number;
  gross?: number;
  net?: number;
  createdAt?: string;
}): Promise<{ id: number; no: string; xid: string }> {
  seq++;
  const pools = opts.pools ?? [1];
  const draw = draws[pools[0]!]![opts.drawIndex ?? 0]!;
  const no = `IB${String(seq).padStart(6, '0')}`;
  const xid = `xid-inbox-${seq}`;
  const row = await t.db
    .insertInto('tickets')
    .values({
      ticket_no: no,
      xid,
      bettor_id: opts.bettor,
      actor_id: opts.agent ?? opts.bettor,
      ordering_agent_id: opts.agent ?? opts.bettor,
      company_id: ids.co!,
      source: opts.source ?? 'express',
      status: opts.status ?? 0,
      bet_string: `D${draw.date}\n#${pools.join('')}\n1234#B1`,
      receipt_string: `r${seq}\n1234=1B\nGT=1.00`,
      gross: opts.gross ?? 100,
      net: opts.net ?? 75,
      first_draw_date: draw.date,
      last_draw_date: draw.date,
      draw_ids: pools.map((p) => draws[p]![opts.drawIndex ?? 0]!.id),
      reply: '{}',
      ...(opts.createdAt ? { created_at: opts.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const p of pools) {
    const d = draws[p]![opts.drawIndex ?? 0]!;
    await t.db
      .insertInto('bet_lines')
      .values({
        ticket_id: row.id,
        bettor_id: opts.bettor,
        draw_id: d.id,
        pool_id: p,
        draw_date: d.date,
        input_line: 3,
        number: '1234',
        code: 'B',
        kind: 1,
        limit_key: '1234',
        requested: 100,
        stake: 100,
        base_rate: 10000,
        bet_rate: 7500,
        payouts: [100, 200, 300, 400, 500],
        net: 75,
      })
      .execute();
  }
  return { id: Number(row.id), no, xid };
}

const post = (as: string, path: string, body: unknown) =>
  call(t.app, 'POST', `/api/${path}`, { cookie: cookies[as], body });
const inbox = (as: string, body: Record<string, unknown> = {}) =>
  post(as, 'Report/GetTicket', { StartCount: 0, PageSize: 500, ...body });
const ticketNos = (res: { body: { data?: unknown } }) =>
  (res.body.data as { ticketNo: string }[]).map((r) => r.ticketNo);

let p1a: { id: number; no: string; xid: string };
let p1b: { id: number; no: string; xid: string };
let p2c: { id: number; no: string; xid: string };
let sib: { id: number; no: string; xid: string };
let house: { id: number; no: string; xid: string };

const t = useDemoApp(demo, async () => {
  const rows = await t.db
    .selectFrom('draws')
    .select(['id', 'pool_id', 'draw_date'])
    .where('pool_id', 'in', [1, 2, 3])
    .where('draw_date', '>=', new Date().toISOString().slice(0, 10))
    .orderBy('draw_date')
    .execute();
  draws = {};
  for (const r of rows) (draws[r.pool_id] ??= []).push({ id: Number(r.id), date: r.draw_date });
  const user = async (username: string, roleId: RoleId, upline: string, agentLevel?: number) =>
    insertTestUser(t.db, {
      username,
      roleId,
      upline,
      creditLimitCents: 1_000_00,
      ...(agentLevel ? { agentLevel } : {}),
    });
  // A company of its own, so the demo tickets of the seed stay out of the lists.
  ids.co = await user('ib_co', Role.Company, 'admin');
  ids.ag1 = await user('ib_ag1', Role.Multilevel, 'ib_co', 5);
  ids.p1 = await user('ib_p1', Role.Player, 'ib_ag1');
  ids.p2 = await user('ib_p2', Role.Player, 'ib_ag1');
  ids.house = await user('ib_house', Role.House, 'ib_co');
  for (const name of ['co', 'ag1', 'p1', 'p2'] as const) cookies[name] = await login(t.app, `ib_${name}`);
  const sibling = await insertAgentWithPlayer(t, { agent: 'ib_ag2', player: 'ib_p3', upline: 'ib_co' });
  [ids.ag2, ids.p3, cookies.ag2] = [sibling.agentId, sibling.playerId, sibling.agentCookie];
  p1a = await insertTicket({
    bettor: ids.p1!,
    agent: ids.ag1!,
    pools: [1, 2],
    gross: 200,
    net: 150,
  });
  p1b = await insertTicket({ bettor: ids.p1!, status: 2, pools: [3], drawIndex: 2, source: 'web' });
  p2c = await insertTicket({
    bettor: ids.p2!,
    agent: ids.ag1!,
    status: 99,
    pools: [1],
    drawIndex: 1,
  });
  sib = await insertTicket({ bettor: ids.p3!, agent: ids.ag2!, pools: [1] });
  house = await insertTicket({ bettor: ids.house!, pools: [2], source: 'auto' });
});
const cookies: Record<string, string> = t.cookies;
const ids: Record<string, number> = t.ids;

describe('Bet/GetBettingContext', () => {
  it('gives an agent its bettors, open draws, formats, rates and no bettor until one is chosen', async () => {
    const res = await post('demo_ag', 'Bet/GetBettingContext', {});
    expect(res.body.success).toBe(true);
    const data = res.body.data as Record<string, unknown> & { bettors: { username: string }[] };
    expect(data.bettor).toBeNull();
    expect(data.bettors.map((b) => b.username)).toEqual(['demo_p1', 'demo_p2']);
    const open = data.openDraws as { poolId: number; drawDate: string; cutoffAt: string }[];
    expect(open.some((d) => d.poolId === 1)).toBe(true);
    const first = open.filter((d) => d.poolId === 1)[0]!;
    // Today's draw until its cutoff, then the next one.
    expect([draws[1]![0]!.date, draws[1]![1]!.date]).toContain(first.drawDate);
    expect(new Date(first.cutoffAt).getTime()).toBeGreaterThan(Date.now());
    expect((data.betFormats as Record<string, string[]>)['4']).toEqual(['B', 'S', '4A', '3C', '3A']);
    expect(data.defaultPools).toEqual([1]);
    expect(typeof (data.betRates as Record<string, Record<string, number>>)['0']!.B).toBe('number');
  });

  it('filters bettors by keyword and loads the chosen bettor with its credit', async () => {
    const res = await post('demo_ag', 'Bet/GetBettingContext', { keyword: 'P2' });
    expect((res.body.data as { bettors: { username: string }[] }).bettors.map((b) => b.username)).toEqual([
      'demo_p2',
    ]);
    const chosen = await post('demo_ag', 'Bet/GetBettingContext', { targetUserId: ids.demo_p1 });
    const data = chosen.body.data as {
      bettor: { username: string };
      creditLimit: number;
      creditLeft: number;
    };
    expect(data.bettor.username).toBe('demo_p1');
    const user = await t.db
      .selectFrom('users')
      .select(['credit_limit'])
      .where('id', '=', String(ids.demo_p1))
      .executeTakeFirstOrThrow();
    expect(data.creditLimit).toBe(Number(user.credit_limit) / 100);
  });

  it('gives a player itself; refuses a sibling (403) and an agent as bettor', async () => {
    const me = await post('demo_p1', 'Bet/GetBettingContext', {});
    const data = me.body.data as { bettor: { userId: number }; bettors: { userId: number }[] };
    expect(data.bettor.userId).toBe(ids.demo_p1);
    expect(data.bettors.map((b) => b.userId)).toEqual([ids.demo_p1]);
    expect((await post('demo_ag', 'Bet/GetBettingContext', { targetUserId: ids.p3 })).status).toBe(403);
    expect((await post('demo_p1', 'Bet/GetBettingContext', { targetUserId: ids.demo_p2 })).status).toBe(403);
    const agent = await post('demo_ma', 'Bet/GetBettingContext', { targetUserId: ids.demo_ag });
    expect(agent.body).toMatchObject({
      success: false,
      message: 'Only a player or a house account can own tickets.',
    });
    expect((await post('demo_ag', 'Bet/GetBettingContext', { targetUserId: 0 })).status).toBe(400);
  });
});

describe('Report/GetTicket', () => {
  it('lists the tickets of the caller tree, newest first, with the row fields', async () => {
    const res = await inbox('ag1');
    expect(res.body.success).toBe(true);
    expect(ticketNos(res)).toEqual([p2c.no, p1b.no, p1a.no]);
    expect(res.body.totalCount).toBe(3);
    const row = (res.body.data as Record<string, unknown>[]).find((r) => r.ticketNo === p1a.no)!;
    expect(row).toMatchObject({
      ticketId: p1a.id,
      ticketXId: p1a.xid,
      bettor: 'ib_p1',
      orderingAgent: 'ib_ag1',
      drawDates: [draws[1]![0]!.date],
      pools: [1, 2],
      grossAmount: 2,
      netAmount: 1.5,
      status: 0,
      isLate: false,
      source: 'express',
    });
    expect(row.receiptString).toContain('GT=1.00');
    expect(row.expressBetString).toContain('#12');
  });

  it('scopes: a player sees its own, a sibling agent its own, the company all of its tree', async () => {
    expect(ticketNos(await inbox('p1')).sort()).toEqual([p1a.no, p1b.no].sort());
    expect(ticketNos(await inbox('ag2'))).toEqual([sib.no]);
    expect(ticketNos(await inbox('co')).sort()).toEqual([p1a.no, p1b.no, p2c.no, sib.no, house.no].sort());
    expect((await inbox('ag1', { bettorId: ids.p3 })).status).toBe(403);
  });

  it('filters by status, username, ticket no, pool, source and draw date; pages', async () => {
    expect(ticketNos(await inbox('co', { status: 2 }))).toEqual([p1b.no]);
    expect(ticketNos(await inbox('co', { status: 99 }))).toEqual([p2c.no]);
    expect(ticketNos(await inbox('co', { username: 'IB_P2' }))).toEqual([p2c.no]);
    expect(ticketNos(await inbox('co', { ticketNo: sib.no }))).toEqual([sib.no]);
    expect(ticketNos(await inbox('co', { poolId: 3 }))).toEqual([p1b.no]);
    expect(ticketNos(await inbox('co', { source: 'auto' }))).toEqual([house.no]);
    const d0 = draws[1]![0]!.date;
    expect(ticketNos(await inbox('co', { fromDate: d0, toDate: d0, poolId: 1 })).sort()).toEqual(
      [p1a.no, sib.no].sort(),
    );
    expect(ticketNos(await inbox('co', { fromDate: '2000-01-01', toDate: '2000-01-02' }))).toEqual([]);
    const page = await inbox('co', { StartCount: 1, PageSize: 2 });
    expect((page.body.data as unknown[]).length).toBe(2);
    expect(page.body.totalCount).toBe(5);
    expect((await inbox('co', { PageSize: 0 })).status).toBe(400);
    expect((await inbox('co', { status: 5 })).status).toBe(400);
  });

  it('filters by order date in business time', async () => {
    const old = await insertTicket({ bettor: ids.p2!, createdAt: '2020-03-04T17:00:00Z' });
    const res = await inbox('ag1', { dateType: 'order', fromDate: '2020-03-05', toDate: '2020-03-05' });
    expect(ticketNos(res)).toEqual([old.no]);
    expect(
      ticketNos(await inbox('ag1', { dateType: 'order', fromDate: '2020-03-04', toDate: '2020-03-04' })),
    ).toEqual([]);
    await t.db.deleteFrom('bet_lines').where('ticket_id', '=', String(old.id)).execute();
    await t.db.deleteFrom('tickets').where('id', '=', String(old.id)).execute();
  });

  it('refuses without a session (401)', async () => {
    expect(
      (await call(t.app, 'POST', '/api/Report/GetTicket', { body: { StartCount: 0, PageSize: 10 } })).status,
    ).toBe(401);
  });
});

describe('Report/GetTicketTotal', () => {
  it('counts gross and net per status under the filters', async () => {
    const res = await post('ag1', 'Report/GetTicketTotal', {});
    expect(res.body.data).toEqual({
      count: 3,
      grossAmount: 4,
      netAmount: 3,
      byStatus: [
        { status: 0, count: 1, grossAmount: 2, netAmount: 1.5 },
        { status: 2, count: 1, grossAmount: 1, netAmount: 0.75 },
        { status: 99, count: 1, grossAmount: 1, netAmount: 0.75 },
      ],
    });
    const p2 = await post('ag1', 'Report/GetTicketTotal', { username: 'ib_p2' });
    expect((p2.body.data as { count: number }).count).toBe(1);
  });
});

describe('Report/SendSmsReceipt and GetSmsCountReport', () => {
  it('refuses without a phone, queues to the given or the stored phone, 403 outside the tree', async () => {
    const none = await post('ag1', 'Report/SendSmsReceipt', { ticketId: p1a.id });
    expect(none.body).toMatchObject({
      success: false,
      message: 'The bettor has no phone number for an SMS receipt.',
    });
    const given = await post('ag1', 'Report/SendSmsReceipt', { ticketId: p1a.id, phone: '+60123456789' });
    expect(given.body).toMatchObject({ success: true, data: { phone: '+60123456789' } });
    await t.db
      .updateTable('users')
      .set({ settings: JSON.stringify({ phone: '0198765432' }) })
      .where('id', '=', String(ids.p2))
      .execute();
    const stored = await post('ag1', 'Report/SendSmsReceipt', { ticketId: p2c.id });
    expect(stored.body).toMatchObject({ success: true, data: { phone: '0198765432' } });
    const sms = await t.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('ticket_id', '=', String(p2c.id))
      .executeTakeFirstOrThrow();
    expect(sms.body).toContain('1234=1B');
    expect(Number(sms.user_id)).toBe(ids.p2);
    expect((await post('ag1', 'Report/SendSmsReceipt', { ticketId: sib.id })).status).toBe(403);
    expect((await post('ag1', 'Report/SendSmsReceipt', { ticketId: 999999 })).status).toBe(403);
    expect((await post('ag1', 'Report/SendSmsReceipt', { ticketId: p1a.id, phone: 'abc' })).status).toBe(400);
  });

  it('counts per bettor in scope for the date range', async () => {
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const res = await post('ag1', 'Report/GetSmsCountReport', { fromDate: today, toDate: today });
    expect(res.body.data).toEqual([
      { userId: ids.p1, username: 'ib_p1', count: 1 },
      { userId: ids.p2, username: 'ib_p2', count: 1 },
    ]);
    expect(
      (await post('ag2', 'Report/GetSmsCountReport', { fromDate: today, toDate: today })).body.data,
    ).toEqual([]);
    const past = await post('ag1', 'Report/GetSmsCountReport', {
      fromDate: '2020-01-01',
      toDate: '2020-01-31',
    });
    expect(past.body.data).toEqual([]);
  });
});

describe('Setting receipt strings', () => {
  it('reads by XID in scope', async () => {
    const res = await call(t.app, 'GET', '/api/Setting/GetReceiptStringByTicketXId', {
      cookie: cookies.p1,
      query: { ticketXId: p1a.xid },
    });
    expect(res.body.data).toEqual({
      ticketXId: p1a.xid,
      expressBetString: expect.stringContaining('1234#B1') as string,
      receiptString: expect.stringContaining('GT=1.00') as string,
    });
    const other = await call(t.app, 'GET', '/api/Setting/GetReceiptStringByTicketXId', {
      cookie: cookies.p2,
      query: { ticketXId: p1a.xid },
    });
    expect(other.status).toBe(403);
  });

  it('updates as the upline with an audit row; refuses empty, the bettor itself and the IT admin', async () => {
    const upd = (as: string, receiptString: string) =>
      post(as, 'Setting/UpdateTicketReceiptString', { ticketXId: p1a.xid, receiptString });
    expect((await upd('ag1', '  ')).body).toMatchObject({
      success: false,
      message: 'Empty receipt string is not allowed',
    });
    expect((await upd('p1', 'x')).status).toBe(403);
    expect((await upd('demo_it', 'x')).status).toBe(403);
    expect((await upd('ag2', 'x')).status).toBe(403);
    const ok = await upd('ag1', 'pl1 #1\nNEW\nGT=1.00');
    expect(ok.body).toMatchObject({ success: true, data: { receiptString: 'pl1 #1\nNEW\nGT=1.00' } });
    const row = await t.db
      .selectFrom('tickets')
      .select('receipt_string')
      .where('id', '=', String(p1a.id))
      .executeTakeFirstOrThrow();
    expect(row.receipt_string).toBe('pl1 #1\nNEW\nGT=1.00');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action'])
      .where('entity', '=', 'ticket')
      .where('entity_id', '=', String(p1a.id))
      .where('action', '=', 'inbox.updateReceiptString')
      .execute();
    expect(audit.map((a) => Number(a.actor_id))).toEqual([ids.ag1]);
    expect(
      (await post('admin', 'Setting/UpdateTicketReceiptString', { ticketXId: p1a.xid, receiptString: 'A' }))
        .body.success,
    ).toBe(true);
  });
});

describe("a ticket's status from its draws' release", () => {
  const setRelease = (drawId: number, status: 'pending' | 'released') =>
    t.db.updateTable('draws').set({ release_status: status }).where('id', '=', String(drawId)).execute();
  const statusOf = async (as: string, ticketNo: string) => {
    const rows = (await inbox(as, { ticketNo })).body.data as { status: number }[];
    return rows.map((r) => r.status);
  };

  it('is processed once every draw it has lines in is released, and active again while a correction waits', async () => {
    // p1a has lines on pool 1 and pool 2 of the same date: two draws.
    const [one, two] = [draws[1]![0]!.id, draws[2]![0]!.id];
    try {
      expect(await statusOf('ag1', p1a.no)).toEqual([0]);
      await setRelease(one, 'released');
      // One of its two draws released: still active (the other draw has not paid out yet).
      expect(await statusOf('ag1', p1a.no)).toEqual([0]);
      await setRelease(two, 'released');
      expect(await statusOf('ag1', p1a.no)).toEqual([1]);
      expect(ticketNos(await inbox('ag1', { status: 1 }))).toEqual([p1a.no]);
      expect(ticketNos(await inbox('ag1', { status: 0 }))).toEqual([]);
      // Cancelled and error tickets keep their status whatever their draws do.
      expect(ticketNos(await inbox('ag1', { status: 2 }))).toEqual([p1b.no]);
      const totals = await post('ag1', 'Report/GetTicketTotal', {});
      expect((totals.body.data as { byStatus: unknown[] }).byStatus).toEqual([
        { status: 1, count: 1, grossAmount: 2, netAmount: 1.5 },
        { status: 2, count: 1, grossAmount: 1, netAmount: 0.75 },
        { status: 99, count: 1, grossAmount: 1, netAmount: 0.75 },
      ]);
      const voided = await post('co', 'Bet/VoidTicket', { ticketId: p1a.id });
      expect(voided.body).toMatchObject({ success: false });
      expect(String(voided.body.message)).toContain('already processed');
      // A corrected result sends its draw back to 'pending' until the next release.
      await setRelease(two, 'pending');
      expect(await statusOf('ag1', p1a.no)).toEqual([0]);
      // Nothing of this was written on the ticket.
      const stored = await t.db
        .selectFrom('tickets')
        .select('status')
        .where('id', '=', String(p1a.id))
        .executeTakeFirstOrThrow();
      expect(stored.status).toBe(0);
    } finally {
      await setRelease(one, 'pending');
      await setRelease(two, 'pending');
    }
  });
});
