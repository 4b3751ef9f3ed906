import { PENDING_INVOICE_ERROR, PostingMessages } from '@drawdesk/shared-kernel/contract';
import { sql } from 'kysely';
import {
  AFTER_CUTOFF,
  drawId,
  insertDraws,
  NOW,
  orderKey,
  SAT,
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
  type TestApp,
} from '../../../test/harness';
import { eatBigUpTo } from '../../../test/postingFixtures';

// The posting core over HTTP. Unposted amounts come from real orders over worked trees whose
// companies post (an active remote agent with posting on) and eat only part of each line (fight
// limits); every expected figure below is worked out by hand from DOMAIN 10 (in, eat, out per
// account), independently of the order pipeline.

let t: TestApp;
let a: WorkedTree;
let b: WorkedTree;
let adminCookie: string;
let agentIds: { a: number; b: number };

const post = (cookie: string, path: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/api${path}`, { cookie, body });
const order = async (cookie: string, betString: string) => {
  const res = await call(t.app, 'POST', '/api/Bet/PlaceExpressOrder', {
    cookie,
    body: { betString, orderKey: orderKey('post') },
  });
  if (!res.body.success) throw new Error(`order refused: ${res.body.message}`);
  return res.body.data as { ticketId: number };
};
const voidTicket = async (cookie: string, ticketId: number) => {
  const res = await post(cookie, '/Bet/VoidTicket', { ticketId });
  if (!res.body.success) throw new Error(`void refused: ${res.body.message}`);
};
/** The stored row of a company, draw, number, code and kind (straight unless `ibox`), in units. */
async function row(
  company: number,
  date: string,
  poolId: number,
  number: string,
  code: string,
  ibox = false,
) {
  const r = await t.db
    .selectFrom('unposted_amounts')
    .select(['amount', 'posted', 'distributed', 'carried'])
    .where('company_id', '=', String(company))
    .where('draw_id', '=', String(await drawId(t.db, poolId, date)))
    .where('number', '=', number)
    .where('code', '=', code)
    .where('ibox', '=', ibox)
    .executeTakeFirst();
  return r
    ? {
        amount: Number(r.amount) / 100,
        posted: Number(r.posted) / 100,
        distributed: Number(r.distributed) / 100,
        carried: Number(r.carried) / 100,
      }
    : undefined;
}

/** A company that posts: an active remote agent with posting on; its id. */
async function postingAgent(company: number, name: string): Promise<number> {
  const r = await t.db
    .insertInto('remote_bet_agents')
    .values({
      company_id: String(company),
      name,
      url: 'http://127.0.0.1:1',
      opcode: `OP_${name}`,
      secret: 'secret',
      priority: 1,
      post_enabled: true,
      status: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

beforeAll(async () => {
  t = await startTestApp({ testClockAllowed: true });
  await t.clock.setTestClock(NOW);
  await insertDraws(t.db);
  a = await workedTree(t, 'pa', 10_000_000);
  b = await workedTree(t, 'pb', 10_000_000);
  // The companies eat at most 1.00 of Big and nothing of Small per number: the rest is unposted.
  for (const w of [a, b]) await eatBigUpTo(t.db, w.company, 100);
  agentIds = { a: await postingAgent(a.company, 'RA_a'), b: await postingAgent(b.company, 'RA_b') };
  adminCookie = await login(t.app, 'admin', ADMIN_PASSWORD);

  // Company A, Wednesday Magnum. The agent eats 50% up to 10.00 of Big per number, 50% of Small.
  await order(a.cookies.player, 'D25/11\n#1\n1234#B4'); // A 2 / out 2; C eats 1; unposted 1.00
  await order(a.cookies.player, 'D25/11\n#1\n1234#B30'); // A 8 (limit) / out 22; C 0 left; +22.00
  await order(a.cookies.player, 'D25/11\n#1\n1234#S2'); // A 1 / out 1; C eats no Small; 1.00
  await order(a.cookies.player, 'D25/11\n#1\n5678#B1'); // A 0.50 / out 0.50; C eats it all
  await order(a.cookies.player, 'D25/11\n#1\n8888#B10'); // A 5 / out 5; C eats 1; 4.00
  // Company A, Saturday PMP: 1234 Big 4 -> 1.00.
  await order(a.cookies.player, 'D28/11\n#2\n1234#B4');
  // Company B, Wednesday Magnum: 1234 Big 12 -> A 6 / out 6; C 1; 5.00.
  await order(b.cookies.player, 'D25/11\n#1\n1234#B12');
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.clock.setTestClock(NOW);
});

describe('GetUnpostSummary and GetUnpostDetail', () => {
  it('a company sees its own amounts per draw and pool, with the totals of every row', async () => {
    const res = await post(a.cookies.company, '/Posting/GetUnpostSummary', {
      fromDate: WED,
      toDate: SAT,
      StartCount: 0,
      PageSize: 10,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { drawDate: WED, poolId: 1, unposted: 28, posted: 0, distributed: 0, numbers: 2 },
      { drawDate: SAT, poolId: 2, unposted: 1, posted: 0, distributed: 0, numbers: 1 },
    ]);
    expect(res.body.totalCount).toBe(2);
    expect(res.body.overallInfo).toEqual({ unposted: 29, posted: 0, distributed: 0, numbers: 3 });
  });

  it('pages, and filters by pool', async () => {
    const page = await post(a.cookies.company, '/Posting/GetUnpostSummary', {
      fromDate: WED,
      toDate: SAT,
      StartCount: 1,
      PageSize: 1,
    });
    expect(page.body.data).toEqual([
      { drawDate: SAT, poolId: 2, unposted: 1, posted: 0, distributed: 0, numbers: 1 },
    ]);
    expect(page.body.overallInfo).toMatchObject({ unposted: 29 });
    const pool = await post(a.cookies.company, '/Posting/GetUnpostSummary', {
      fromDate: WED,
      toDate: SAT,
      poolIds: [2],
    });
    expect(pool.body.totalCount).toBe(1);
  });

  it('the super admin sees every company, or the one it names', async () => {
    const all = await post(adminCookie, '/Posting/GetUnpostSummary', { fromDate: WED, toDate: WED });
    expect(all.body.data).toEqual([
      { drawDate: WED, poolId: 1, unposted: 33, posted: 0, distributed: 0, numbers: 2 },
    ]);
    const onlyB = await post(adminCookie, '/Posting/GetUnpostSummary', {
      fromDate: WED,
      toDate: WED,
      companyId: b.company,
    });
    expect(onlyB.body.data).toEqual([
      { drawDate: WED, poolId: 1, unposted: 5, posted: 0, distributed: 0, numbers: 1 },
    ]);
  });

  it('details per number and code, filtered by digits', async () => {
    const res = await post(a.cookies.company, '/Posting/GetUnpostDetail', { drawDate: WED, poolId: 1 });
    expect(res.body.data).toEqual([
      { number: '1234', code: 'B', ibox: false, unposted: 23, posted: 0, distributed: 0, carried: 0 },
      { number: '1234', code: 'S', ibox: false, unposted: 1, posted: 0, distributed: 0, carried: 0 },
      { number: '8888', code: 'B', ibox: false, unposted: 4, posted: 0, distributed: 0, carried: 0 },
    ]);
    expect(res.body.overallInfo).toEqual({ unposted: 28, posted: 0, distributed: 0, carried: 0 });
    const eights = await post(a.cookies.company, '/Posting/GetUnpostDetail', {
      drawDate: WED,
      poolId: 1,
      number: '88',
    });
    expect(eights.body.data).toEqual([
      { number: '8888', code: 'B', ibox: false, unposted: 4, posted: 0, distributed: 0, carried: 0 },
    ]);
  });

  it('matches the shares the order pipeline wrote (what each company passed up)', async () => {
    const { rows } = await sql<{ number: string; code: string; out: string }>`
      SELECT l.number, l.code, sum(s.out_amount) AS out FROM bet_shares s JOIN bet_lines l ON l.id = s.bet_line_id
      WHERE s.user_id = ${a.company} AND l.draw_id = ${await drawId(t.db, 1, WED)} AND l.status <> 2
      GROUP BY 1, 2 HAVING sum(s.out_amount) > 0 ORDER BY 1, 2`.execute(t.db);
    expect(rows.map((r) => [r.number, r.code, Number(r.out) / 100])).toEqual([
      ['1234', 'B', 23],
      ['1234', 'S', 1],
      ['8888', 'B', 4],
    ]);
  });

  it('refuses a reversed date range and a date without a draw with a message; malformed input is a 400', async () => {
    const range = await post(a.cookies.company, '/Posting/GetUnpostSummary', { fromDate: SAT, toDate: WED });
    expect(range.body).toMatchObject({ success: false, message: PostingMessages.dateRange });
    const noDraw = await post(a.cookies.company, '/Posting/GetUnpostDetail', {
      drawDate: '2026-11-26',
      poolId: 1,
    });
    expect(noDraw.body).toMatchObject({ success: false, message: PostingMessages.noDraw });
    const bad = await post(a.cookies.company, '/Posting/GetUnpostDetail', {
      drawDate: '2026-13-01',
      poolId: 1,
    });
    expect(bad.status).toBe(400);
    const badPool = await post(a.cookies.company, '/Posting/GetUnpostSummary', {
      fromDate: WED,
      toDate: WED,
      poolIds: [10],
    });
    expect(badPool.status).toBe(400);
  });
});

describe('permissions (SPEC 6: super admin and company)', () => {
  const calls: Array<[string, Record<string, unknown>]> = [
    ['/Posting/GetUnpostSummary', { fromDate: WED, toDate: WED }],
    ['/Posting/GetUnpostDetail', { drawDate: WED, poolId: 1 }],
    ['/Posting/DoPost', { drawDate: WED, poolId: 1 }],
    ['/Posting/GetDistributionSummary', { fromDate: WED, toDate: WED }],
    ['/Posting/GetUndistributedDetail', { drawDate: WED, poolId: 1 }],
    ['/Posting/GetRemoteAgents', {}],
    [
      '/Posting/TranslateToBetString',
      { drawDate: WED, poolId: 1, items: [{ number: '1234', code: 'B', amount: 1 }] },
    ],
    ['/Posting/GetRemoteInvoiceList', { fromDate: WED, toDate: WED }],
    ['/Posting/GetRemoteInvoiceDetails', { invoiceId: 1 }],
    ['/Posting/GetRemoteInvoicePayoutDetails', { invoiceId: 1 }],
    ['/Report/GetPostingAgentEatDetails', { drawDate: WED }],
  ];

  it('403 for agents, players, the IT admin and sub-accounts, on every call', async () => {
    const cookies = [
      a.cookies.agent,
      a.cookies.player,
      await login(t.app, 'demo_it'),
      // A company's sub-account: no access-string function grants posting.
      await login(t.app, 'demo_co_sub'),
    ];
    for (const cookie of cookies)
      for (const [path, body] of calls) {
        const res = await post(cookie, path, body);
        expect([path, res.status]).toEqual([path, 403]);
      }
    // Nothing was posted by the refused DoPost calls.
    expect(await row(a.company, WED, 1, '1234', 'B')).toMatchObject({ posted: 0 });
  });

  it('a company naming another company is refused; the super admin naming a non-company gets a message', async () => {
    const other = await post(a.cookies.company, '/Posting/GetUnpostSummary', {
      fromDate: WED,
      toDate: WED,
      companyId: b.company,
    });
    expect(other.status).toBe(403);
    const notCompany = await post(adminCookie, '/Posting/GetUnpostSummary', {
      fromDate: WED,
      toDate: WED,
      companyId: a.agent,
    });
    expect(notCompany.body).toMatchObject({ success: false, message: PostingMessages.unknownCompany });
  });
});

describe('DoPost', () => {
  it('posts the listed numbers, then the rest, then has nothing to post; refused past the cutoff', async () => {
    const dup = await post(a.cookies.company, '/Posting/DoPost', {
      drawDate: WED,
      poolId: 1,
      items: [
        { number: '1234', code: 'B' },
        { number: '1234', code: 'B' },
      ],
    });
    expect(dup.body).toMatchObject({ success: false, message: PostingMessages.duplicateItem('1234', 'B') });
    const badCode = await post(a.cookies.company, '/Posting/DoPost', {
      drawDate: WED,
      poolId: 1,
      items: [{ number: '1234', code: 'Q' }],
    });
    expect(badCode.status).toBe(400);

    await t.clock.setTestClock(AFTER_CUTOFF);
    const late = await post(a.cookies.company, '/Posting/DoPost', { drawDate: WED, poolId: 1 });
    expect(late.body).toMatchObject({ success: false, message: PostingMessages.pastCutoff });
    expect(await row(a.company, WED, 1, '1234', 'B')).toMatchObject({ amount: 23, posted: 0 });
    await t.clock.setTestClock(NOW);

    const first = await post(a.cookies.company, '/Posting/DoPost', {
      drawDate: WED,
      poolId: 1,
      items: [{ number: '1234', code: 'B' }],
    });
    expect(first.body).toMatchObject({ success: true, data: { posted: 23, lines: 1 } });
    expect(await row(a.company, WED, 1, '1234', 'B')).toEqual({
      amount: 23,
      posted: 23,
      distributed: 0,
      carried: 0,
    });
    expect(await row(a.company, WED, 1, '8888', 'B')).toMatchObject({ amount: 4, posted: 0 });

    const rest = await post(a.cookies.company, '/Posting/DoPost', { drawDate: WED, poolId: 1 });
    expect(rest.body).toMatchObject({ success: true, data: { posted: 5, lines: 2 } });
    const again = await post(a.cookies.company, '/Posting/DoPost', { drawDate: WED, poolId: 1 });
    expect(again.body).toMatchObject({ success: false, message: PostingMessages.nothingToPost });
    // Company B's amounts were not touched.
    expect(await row(b.company, WED, 1, '1234', 'B')).toMatchObject({ amount: 5, posted: 0 });

    // An order after the post adds to what is unposted: the agent's Big limit on 1234 is used up.
    await order(a.cookies.player, 'D25/11\n#1\n1234#B2');
    const summary = await post(a.cookies.company, '/Posting/GetUnpostSummary', {
      fromDate: WED,
      toDate: WED,
    });
    expect(summary.body.data).toEqual([
      { drawDate: WED, poolId: 1, unposted: 2, posted: 28, distributed: 0, numbers: 2 },
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['after'])
      .where('action', '=', 'post unposted amounts')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('the super admin posts one company by companyId', async () => {
    const res = await post(adminCookie, '/Posting/DoPost', {
      drawDate: WED,
      poolId: 1,
      companyId: b.company,
    });
    expect(res.body).toMatchObject({ success: true, data: { posted: 5, lines: 1 } });
    expect(await row(b.company, WED, 1, '1234', 'B')).toMatchObject({ amount: 5, posted: 5 });
  });
});

describe('a void takes back from what is not distributed (the rest is carried)', () => {
  it('before the post: the amount goes down', async () => {
    const ticket = await order(a.cookies.player, 'D28/11\n#1\n4321#B4'); // out 2, C eats 1: 1.00
    expect(await row(a.company, SAT, 1, '4321', 'B')).toEqual({
      amount: 1,
      posted: 0,
      distributed: 0,
      carried: 0,
    });
    await voidTicket(a.cookies.company, ticket.ticketId);
    expect(await row(a.company, SAT, 1, '4321', 'B')).toEqual({
      amount: 0,
      posted: 0,
      distributed: 0,
      carried: 0,
    });
  });

  it('after the post: from what is not posted first, then from what is posted', async () => {
    const big = await order(a.cookies.player, 'D28/11\n#1\n4444#B30'); // A 10 / out 20; C 1; 19.00
    await post(a.cookies.company, '/Posting/DoPost', {
      drawDate: SAT,
      poolId: 1,
      items: [{ number: '4444', code: 'B' }],
    });
    await order(a.cookies.player, 'D28/11\n#1\n4444#B2'); // A limit used: out 2; C 0 left: +2.00
    expect(await row(a.company, SAT, 1, '4444', 'B')).toEqual({
      amount: 21,
      posted: 19,
      distributed: 0,
      carried: 0,
    });
    await voidTicket(a.cookies.company, big.ticketId);
    // x = 19: amount 21 - 19 = 2; posted min(19, 2) = 2; nothing carried.
    expect(await row(a.company, SAT, 1, '4444', 'B')).toEqual({
      amount: 2,
      posted: 2,
      distributed: 0,
      carried: 0,
    });
  });

  it('after distribution: never below what was distributed; that part is carried', async () => {
    const ticket = await order(a.cookies.player, 'D28/11\n#1\n5555#B30'); // 19.00
    await post(a.cookies.company, '/Posting/DoPost', {
      drawDate: SAT,
      poolId: 1,
      items: [{ number: '5555', code: 'B' }],
    });
    // 15.00 of it placed at a remote agent (what the distribution writes).
    await t.db
      .updateTable('unposted_amounts')
      .set({ distributed: 1500 })
      .where('company_id', '=', String(a.company))
      .where('draw_id', '=', String(await drawId(t.db, 1, SAT)))
      .where('number', '=', '5555')
      .execute();
    await voidTicket(a.cookies.company, ticket.ticketId);
    // amount max(19 - 19, 15) = 15; posted min(19, 15) = 15; carried 19 - (19 - 15) = 15.
    expect(await row(a.company, SAT, 1, '5555', 'B')).toEqual({
      amount: 15,
      posted: 15,
      distributed: 15,
      carried: 15,
    });
    const detail = await post(a.cookies.company, '/Posting/GetUnpostDetail', {
      drawDate: SAT,
      poolId: 1,
      number: '5555',
    });
    expect(detail.body.data).toEqual([
      { number: '5555', code: 'B', ibox: false, unposted: 0, posted: 15, distributed: 15, carried: 15 },
    ]);
  });
});

describe('distribution reads, remote agents and invoices', () => {
  let invoices: { placed: number; pending: number; settled: number; otherCompany: number };

  async function invoice(
    company: number,
    agent: number,
    status: string,
    figures: { gross: number; net: number; payout?: number },
    lines: Array<{
      number: string;
      code: string;
      sent: number;
      accepted: number;
      net: number;
      payout?: number;
    }>,
  ): Promise<number> {
    const r = await t.db
      .insertInto('remote_invoices')
      .values({
        company_id: String(company),
        agent_id: String(agent),
        draw_id: String(await drawId(t.db, 1, WED)),
        order_key: orderKey('inv'),
        bet_string: 'D25/11/2026\n#1\n1234#B10',
        receipt_string: status === 'pending' ? '' : 'remote #1\n25/11\n*M\n1234=10B\nGT=10.00',
        remote_ticket_no: status === 'pending' ? null : `R${Math.floor(Math.random() * 1e6)}`,
        gross: figures.gross,
        net: figures.net,
        payout: figures.payout ?? null,
        win_loss: figures.payout === undefined ? null : figures.payout - figures.net,
        status: status as 'placed',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const l of lines)
      await t.db
        .insertInto('remote_invoice_lines')
        .values({ invoice_id: r.id, ...l, payout: l.payout ?? null })
        .execute();
    return Number(r.id);
  }

  beforeAll(async () => {
    invoices = {
      placed: await invoice(a.company, agentIds.a, 'placed', { gross: 1000, net: 750 }, [
        { number: '1234', code: 'B', sent: 2300, accepted: 1000, net: 750 },
      ]),
      pending: await invoice(a.company, agentIds.a, 'pending', { gross: 0, net: 0 }, [
        { number: '8888', code: 'B', sent: 400, accepted: 0, net: 0 },
      ]),
      settled: await invoice(a.company, agentIds.a, 'settled', { gross: 500, net: 375, payout: 130_000 }, [
        { number: '1234', code: 'B', sent: 1300, accepted: 300, net: 225, payout: 130_000 },
        { number: '8888', code: 'B', sent: 200, accepted: 200, net: 150, payout: 0 },
      ]),
      otherCompany: await invoice(b.company, agentIds.b, 'placed', { gross: 200, net: 150 }, [
        { number: '1234', code: 'B', sent: 200, accepted: 200, net: 150 },
      ]),
    };
    // 13.00 of company A's posted 1234 Big distributed.
    await t.db
      .updateTable('unposted_amounts')
      .set({ distributed: 1300 })
      .where('company_id', '=', String(a.company))
      .where('draw_id', '=', String(await drawId(t.db, 1, WED)))
      .where('number', '=', '1234')
      .where('code', '=', 'B')
      .execute();
    // Our result of the draw: 1234 first prize.
    const wed = await drawId(t.db, 1, WED);
    await t.db
      .insertInto('result_numbers')
      .values({ draw_id: String(wed), game: 4, rank: 1, idx: 0, number: '1234' })
      .execute();
  });

  it('GetDistributionSummary: per draw, the posted, distributed and undistributed amounts and invoice counts', async () => {
    const res = await post(a.cookies.company, '/Posting/GetDistributionSummary', {
      fromDate: WED,
      toDate: WED,
    });
    expect(res.body.data).toEqual([
      {
        drawDate: WED,
        poolId: 1,
        cutoff: '2026-11-25T11:00:00.000Z',
        posted: 28,
        distributed: 13,
        undistributed: 15,
        invoices: 2,
        failed: 1,
      },
    ]);
    expect(res.body.overallInfo).toEqual({
      posted: 28,
      distributed: 13,
      undistributed: 15,
      invoices: 2,
      failed: 1,
    });
  });

  it('GetUndistributedDetail: per number and code', async () => {
    const res = await post(a.cookies.company, '/Posting/GetUndistributedDetail', {
      drawDate: WED,
      poolId: 1,
    });
    expect(res.body.data).toEqual([
      { number: '1234', code: 'B', ibox: false, posted: 23, distributed: 13, undistributed: 10 },
      { number: '1234', code: 'S', ibox: false, posted: 1, distributed: 0, undistributed: 1 },
      { number: '8888', code: 'B', ibox: false, posted: 4, distributed: 0, undistributed: 4 },
    ]);
    expect(res.body.overallInfo).toEqual({ posted: 28, distributed: 13, undistributed: 15 });
  });

  it('GetRemoteAgents: the company its own, the super admin all', async () => {
    const own = await post(a.cookies.company, '/Posting/GetRemoteAgents', {});
    expect(own.body.data).toEqual([
      {
        agentId: agentIds.a,
        companyId: a.company,
        name: 'RA_a',
        priority: 1,
        postEnabled: true,
        status: 1,
        packageId: null,
        packageName: null,
      },
    ]);
    const all = await post(adminCookie, '/Posting/GetRemoteAgents', { PageSize: 500 });
    const ids = (all.body.data as Array<{ agentId: number }>).map((r) => r.agentId);
    expect(ids).toEqual(expect.arrayContaining([agentIds.a, agentIds.b]));
  });

  it('GetRemoteInvoiceList: the company its own; pending shows as failed; status and agent filters', async () => {
    const res = await post(a.cookies.company, '/Posting/GetRemoteInvoiceList', {
      fromDate: WED,
      toDate: WED,
    });
    const rows = res.body.data as Array<{ invoiceId: number; status: string; payout: number | null }>;
    expect(rows.map((r) => [r.invoiceId, r.status])).toEqual([
      [invoices.placed, 'placed'],
      [invoices.pending, 'failed'],
      [invoices.settled, 'settled'],
    ]);
    expect(rows[0]).toMatchObject({
      agentId: agentIds.a,
      agentName: 'RA_a',
      drawDate: WED,
      poolId: 1,
      gross: 10,
      net: 7.5,
      payout: null,
      winLoss: null,
    });
    expect(res.body.overallInfo).toEqual({ gross: 15, net: 11.25, payout: 1300, winLoss: 1296.25 });
    const failed = await post(a.cookies.company, '/Posting/GetRemoteInvoiceList', {
      fromDate: WED,
      toDate: WED,
      status: 'failed',
    });
    expect((failed.body.data as Array<{ invoiceId: number }>).map((r) => r.invoiceId)).toEqual([
      invoices.pending,
    ]);
    const foreignAgent = await post(a.cookies.company, '/Posting/GetRemoteInvoiceList', {
      fromDate: WED,
      toDate: WED,
      agentId: agentIds.b,
    });
    expect(foreignAgent.status).toBe(403);
    const admin = await post(adminCookie, '/Posting/GetRemoteInvoiceList', { fromDate: WED, toDate: WED });
    expect(admin.body.totalCount).toBe(4);
    const badStatus = await post(a.cookies.company, '/Posting/GetRemoteInvoiceList', {
      fromDate: WED,
      toDate: WED,
      status: 'pending',
    });
    expect(badStatus.status).toBe(400);
  });

  it('GetRemoteInvoiceDetails: the invoice with its strings and lines; another company reads not found', async () => {
    const res = await post(a.cookies.company, '/Posting/GetRemoteInvoiceDetails', {
      invoiceId: invoices.settled,
    });
    expect(res.body.data).toMatchObject({
      invoice: {
        invoiceId: invoices.settled,
        status: 'settled',
        gross: 5,
        net: 3.75,
        payout: 1300,
        winLoss: 1296.25,
        error: '',
        paidAt: null,
      },
      lines: [
        { number: '1234', code: 'B', ibox: false, sent: 13, accepted: 3, net: 2.25 },
        { number: '8888', code: 'B', ibox: false, sent: 2, accepted: 2, net: 1.5 },
      ],
    });
    const pending = await post(a.cookies.company, '/Posting/GetRemoteInvoiceDetails', {
      invoiceId: invoices.pending,
    });
    expect(pending.body.data).toMatchObject({ invoice: { status: 'failed', error: PENDING_INVOICE_ERROR } });
    const foreign = await post(a.cookies.company, '/Posting/GetRemoteInvoiceDetails', {
      invoiceId: invoices.otherCompany,
    });
    expect(foreign.body).toMatchObject({ success: false, message: PostingMessages.unknownInvoice });
    const admin = await post(adminCookie, '/Posting/GetRemoteInvoiceDetails', {
      invoiceId: invoices.otherCompany,
    });
    expect(admin.body.success).toBe(true);
  });

  it('GetRemoteInvoicePayoutDetails: the winning lines with the ranks they matched', async () => {
    const res = await post(a.cookies.company, '/Posting/GetRemoteInvoicePayoutDetails', {
      invoiceId: invoices.settled,
    });
    expect(res.body.data).toMatchObject({
      invoice: { invoiceId: invoices.settled },
      lines: [{ number: '1234', code: 'B', accepted: 3, ranks: [1], payout: 1300 }],
    });
    const none = await post(a.cookies.company, '/Posting/GetRemoteInvoicePayoutDetails', {
      invoiceId: invoices.placed,
    });
    expect(none.body.data).toMatchObject({ lines: [] });
  });

  it('Report/GetPostingAgentEatDetails: per agent, number and code, what was sent, accepted and sold out', async () => {
    const res = await post(a.cookies.company, '/Report/GetPostingAgentEatDetails', { drawDate: WED });
    // Placed and settled invoices count; the pending one does not.
    expect(res.body.data).toEqual([
      {
        agentId: agentIds.a,
        agentName: 'RA_a',
        drawDate: WED,
        poolId: 1,
        number: '1234',
        code: 'B',
        ibox: false,
        sent: 36,
        accepted: 13,
        soldOut: 23,
      },
      {
        agentId: agentIds.a,
        agentName: 'RA_a',
        drawDate: WED,
        poolId: 1,
        number: '8888',
        code: 'B',
        ibox: false,
        sent: 2,
        accepted: 2,
        soldOut: 0,
      },
    ]);
    expect(res.body.overallInfo).toEqual({ sent: 38, accepted: 15, soldOut: 23 });
    const admin = await post(adminCookie, '/Report/GetPostingAgentEatDetails', {
      drawDate: WED,
      agentId: agentIds.b,
    });
    expect(admin.body.data).toEqual([
      {
        agentId: agentIds.b,
        agentName: 'RA_b',
        drawDate: WED,
        poolId: 1,
        number: '1234',
        code: 'B',
        ibox: false,
        sent: 2,
        accepted: 2,
        soldOut: 0,
      },
    ]);
  });
});

describe('TranslateToBetString', () => {
  it('turns amounts into one line per number, and names a code that does not fit', async () => {
    const res = await post(a.cookies.company, '/Posting/TranslateToBetString', {
      drawDate: WED,
      poolId: 1,
      items: [
        { number: '8888', code: 'B', amount: 4 },
        { number: '1234', code: 'S', amount: 1 },
        { number: '1234', code: 'B', amount: 23 },
      ],
    });
    expect(res.body).toMatchObject({
      success: true,
      data: { betString: 'D25/11/2026\n#1\n1234#B23#S1\n8888#B4' },
    });
    const bad = await post(a.cookies.company, '/Posting/TranslateToBetString', {
      drawDate: WED,
      poolId: 1,
      items: [{ number: '12345', code: '5D', amount: 1 }],
    });
    expect(bad.body).toMatchObject({ success: false, message: PostingMessages.badCode('12345', '5D') });
    const tooPrecise = await post(a.cookies.company, '/Posting/TranslateToBetString', {
      drawDate: WED,
      poolId: 1,
      items: [{ number: '1234', code: 'B', amount: 1.005 }],
    });
    expect(tooPrecise.status).toBe(400);
  });
});

describe('ibox lines are laid off as ibox (under the sorted digits, apart from the straight bets)', () => {
  it('unposted under the sorted digits with ibox, posted by its item, and a void takes it back', async () => {
    // Saturday Magnum. The agent eats 50% up to 10.00 per limit key; an ibox line's key is its sorted
    // digits apart from the straight ones, so the company eats 1.00 of each (its Big limit).
    const ibox = await order(a.cookies.player, 'D28/11\n#1\n**8642#B6'); // A 3 / out 3; C 1; 2.00
    await order(a.cookies.player, 'D28/11\n#1\n2468#B4'); // A 2 / out 2; C 1; 1.00
    const zero = { posted: 0, distributed: 0, carried: 0 };
    expect(await row(a.company, SAT, 1, '2468', 'B', true)).toEqual({ amount: 2, ...zero });
    expect(await row(a.company, SAT, 1, '2468', 'B')).toEqual({ amount: 1, ...zero });
    expect(await row(a.company, SAT, 1, '8642', 'B', true)).toBeUndefined();
    expect(await row(a.company, SAT, 1, '8642', 'B')).toBeUndefined();

    const detail = await post(a.cookies.company, '/Posting/GetUnpostDetail', {
      drawDate: SAT,
      poolId: 1,
      number: '2468',
    });
    expect(detail.body.data).toEqual([
      { number: '2468', code: 'B', ibox: false, unposted: 1, posted: 0, distributed: 0, carried: 0 },
      { number: '2468', code: 'B', ibox: true, unposted: 2, posted: 0, distributed: 0, carried: 0 },
    ]);

    // The ibox item (any order of its digits) posts the ibox row only; listed twice is refused.
    const twice = await post(a.cookies.company, '/Posting/DoPost', {
      drawDate: SAT,
      poolId: 1,
      items: [
        { number: '8642', code: 'B', ibox: true },
        { number: '2468', code: 'B', ibox: true },
      ],
    });
    expect(twice.body).toMatchObject({
      success: false,
      message: PostingMessages.duplicateItem('2468', 'B', true),
    });
    const posted = await post(a.cookies.company, '/Posting/DoPost', {
      drawDate: SAT,
      poolId: 1,
      items: [{ number: '8642', code: 'B', ibox: true }],
    });
    expect(posted.body.data).toEqual({ posted: 2, lines: 1 });
    expect(await row(a.company, SAT, 1, '2468', 'B', true)).toEqual({
      amount: 2,
      posted: 2,
      distributed: 0,
      carried: 0,
    });
    expect(await row(a.company, SAT, 1, '2468', 'B')).toEqual({ amount: 1, ...zero });

    // The void takes the ibox line's 2.00 back from its own row (posted, nothing distributed).
    await voidTicket(a.cookies.company, ibox.ticketId);
    expect(await row(a.company, SAT, 1, '2468', 'B', true)).toEqual({ amount: 0, ...zero });
    expect(await row(a.company, SAT, 1, '2468', 'B')).toEqual({ amount: 1, ...zero });
  });

  it('TranslateToBetString writes an ibox item with the ibox prefix under its sorted digits', async () => {
    const res = await post(a.cookies.company, '/Posting/TranslateToBetString', {
      drawDate: SAT,
      poolId: 1,
      items: [
        { number: '8642', code: 'B', ibox: true, amount: 1 },
        { number: '2468', code: 'B', amount: 2 },
        { number: '4682', code: 'S', ibox: true, amount: 0.5 },
      ],
    });
    expect(res.body.data).toEqual({ betString: 'D28/11/2026\n#1\n2468#B2\n**2468#B1#S0.5' });
    const bad = await post(a.cookies.company, '/Posting/TranslateToBetString', {
      drawDate: SAT,
      poolId: 1,
      items: [{ number: '12', code: '2A', ibox: true, amount: 1 }],
    });
    expect(bad.body).toMatchObject({ success: false, message: PostingMessages.badCode('**12', '2A') });
  });
});
