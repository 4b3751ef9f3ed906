import { REPORT_PROCESSING_MESSAGE } from '@drawdesk/shared-kernel/contract';
import { ReportMessages } from './salesScope';
import { call, useDemoApp } from '../../../test/harness';
import { addLine, share, type ChainLink } from '../../../test/reportFixtures';

const demo = ['demo_co', 'demo_sh', 'demo_ma', 'demo_ag', 'demo_p1', 'demo_p2', 'demo_it'] as const;

const D1 = '2031-01-06';
const D2 = '2031-01-07';
const BASE = 10000;
const R = { p1: 8000, p2: 7800, ag: 7500, ma: 7400, sh: 7300, co: 7200 };

const chain = (player: 'demo_p1' | 'demo_p2', agEat: number): ChainLink[] => [
  { userId: ids[player], rate: player === 'demo_p1' ? R.p1 : R.p2 },
  { userId: ids.demo_ag, rate: R.ag, eat: agEat },
  { userId: ids.demo_ma, rate: R.ma },
  { userId: ids.demo_sh, rate: R.sh },
  { userId: ids.demo_co, rate: R.co, eat: Number.MAX_SAFE_INTEGER },
];

interface Row {
  userId: number;
  username: string;
  turnover: number;
  commission: number;
  netAmount: number;
  ticketCount: number;
}

const summary = (as: keyof typeof cookies, body: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/api/Report/GetSalesSummary', {
    cookie: cookies[as],
    body: { fromDate: D1, toDate: D2, StartCount: 0, PageSize: 50, ...body },
  });

// Lines (cents): p1 333 on D1 pool 1 (ag eats 100), p1 200 on D1 pool 2 same ticket (ag eats 0),
// p1 500 settled on D2 pool 1, p1 900 cancelled on D1, p2 1000 on D2 pool 2 (ag eats 400).
const t = useDemoApp(demo, async () => {
  const fix = (c: ChainLink[]) => c.map((l) => (l.eat === Number.MAX_SAFE_INTEGER ? { ...l, eat: 0 } : l));
  // The company eats what reaches it: set its eat to its in after the fact (in = out of sh).
  const line = async (player: 'demo_p1' | 'demo_p2', stake: number, agEat: number, extra: object) => {
    const c = fix(chain(player, agEat));
    c[4] = { ...c[4]!, eat: stake - agEat };
    return addLine(t.db, { chain: c, stake, baseRate: BASE, drawDate: D1, poolId: 1, ...extra });
  };
  const ticket = await line('demo_p1', 333, 100, {});
  await line('demo_p1', 200, 0, { poolId: 2, ticketId: ticket });
  await line('demo_p1', 500, 0, { drawDate: D2, status: 1 });
  await line('demo_p1', 900, 0, { status: 2 });
  await line('demo_p2', 1000, 400, { drawDate: D2, poolId: 2 });
});
const cookies: Record<(typeof demo)[number] | 'admin', string> = t.cookies;
const ids: Record<(typeof demo)[number] | 'admin', number> = t.ids;

describe('GetSalesSummary', () => {
  it('gives the agent one row per player: stakes, r_D x in, base x in - r_D x in, tickets, never cancelled lines', async () => {
    const res = await summary('demo_ag');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const rows = res.body.data as Row[];
    expect(rows.map((r) => r.username)).toEqual(['demo_p1', 'demo_p2']);
    const p1 = rows[0]!;
    expect(p1.turnover).toBe(10.33);
    expect(p1.netAmount).toBe((share(333, R.p1) + share(200, R.p1) + share(500, R.p1)) / 100);
    expect(p1.commission).toBe(
      [333, 200, 500].reduce((sum, i) => sum + share(i, BASE) - share(i, R.p1), 0) / 100,
    );
    expect(p1.ticketCount).toBe(2);
    const p2 = rows[1]!;
    expect(p2).toMatchObject({
      userId: ids.demo_p2,
      turnover: 10,
      netAmount: 7.8,
      commission: 2.2,
      ticketCount: 1,
    });
    expect(res.body.totalCount).toBe(2);
    expect(res.body.overallInfo).toMatchObject({
      turnover: 20.33,
      netAmount: p1.netAmount + p2.netAmount,
      ticketCount: 3,
      viewerId: ids.demo_ag,
      processing: false,
    });
  });

  it('rounds each share half up to the cent', async () => {
    // 333 x 0.8 = 266.4 -> 266; 333 x 0.2 = 66.6 -> 67; 200 x 0.8 = 160; 500 x 0.8 = 400.
    const rows = (await summary('demo_ag')).body.data as Row[];
    expect(rows[0]!.netAmount).toBe(8.26);
    expect(rows[0]!.commission).toBe(2.07);
  });

  it('keeps netAmount + commission = baseRate x in to the cent where both products end in half a cent', async () => {
    // base 0.75 x 0.50 = 0.375 -> 0.38; r 0.725 x 0.50 = 0.3625 -> 0.36: commission 0.02 (rounding
    // (base - r) x in on its own would give 0.0125 -> 0.01, a cent short of what the accountant adds up).
    const date = '2031-01-20';
    const c: ChainLink[] = [
      { userId: ids.demo_p1, rate: 7250 },
      { userId: ids.demo_ag, rate: 7000 },
      { userId: ids.demo_ma, rate: 6900 },
      { userId: ids.demo_sh, rate: 6800 },
      { userId: ids.demo_co, rate: 6700, eat: 50 },
    ];
    await addLine(t.db, { chain: c, stake: 50, baseRate: 7500, drawDate: date, poolId: 3 });
    const rows = (await summary('demo_ag', { fromDate: date, toDate: date })).body.data as Row[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ netAmount: 0.36, commission: 0.02 });
    expect(Math.round((rows[0]!.netAmount + rows[0]!.commission) * 100)).toBe(share(50, 7500));
  });

  it('uses what reached the viewer: the company sees its shareholder with in = stake - agent eat', async () => {
    const res = await summary('demo_co');
    const rows = res.body.data as Row[];
    expect(rows).toHaveLength(1);
    const sh = rows[0]!;
    expect(sh.userId).toBe(ids.demo_sh);
    expect(sh.turnover).toBe(20.33);
    const ins = [233, 200, 500, 600];
    expect(sh.netAmount).toBe(ins.reduce((s, i) => s + share(i, R.sh), 0) / 100);
    expect(sh.commission).toBe(ins.reduce((s, i) => s + share(i, BASE) - share(i, R.sh), 0) / 100);
    expect(sh.ticketCount).toBe(3);
  });

  it('drills down into a downline in scope and refuses one outside it', async () => {
    const down = await summary('demo_co', { userId: ids.demo_ma });
    expect((down.body.data as Row[]).map((r) => r.username)).toEqual(['demo_ag']);
    expect((down.body.overallInfo as { viewerUsername: string }).viewerUsername).toBe('demo_ma');
    const out = await summary('demo_ag', { userId: ids.demo_sh });
    expect(out.status).toBe(403);
  });

  it("gives the super admin one row per company: the company's own view summed, as the win/loss report does", async () => {
    const rows = (await summary('admin')).body.data as Row[];
    const co = rows.find((r) => r.userId === ids.demo_co)!;
    expect(co.turnover).toBe(20.33);
    // The company's rows are its shareholder's: in = stake - agent eat, at the shareholder's rate.
    expect(co.netAmount).toBe([233, 200, 500, 600].reduce((s, i) => s + share(i, R.sh), 0) / 100);
    expect(co.netAmount).not.toBe([233, 200, 500, 600].reduce((s, i) => s + share(i, R.co), 0) / 100);
    const own = (await summary('demo_co')).body.overallInfo as {
      turnover: number;
      netAmount: number;
      commission: number;
    };
    expect(co).toMatchObject({
      turnover: own.turnover,
      netAmount: own.netAmount,
      commission: own.commission,
    });
  });

  it('filters by pools and dates', async () => {
    const pool2 = (await summary('demo_ag', { poolIds: [2] })).body.data as Row[];
    expect(pool2.map((r) => [r.username, r.turnover, r.ticketCount])).toEqual([
      ['demo_p1', 2, 1],
      ['demo_p2', 10, 1],
    ]);
    const d2 = (await summary('demo_ag', { fromDate: D2, toDate: D2 })).body.data as Row[];
    expect(d2.map((r) => [r.username, r.turnover])).toEqual([
      ['demo_p1', 5],
      ['demo_p2', 10],
    ]);
    const none = await summary('demo_ag', { fromDate: '2031-02-01', toDate: '2031-02-02' });
    expect(none.body.data).toEqual([]);
    expect(none.body.totalCount).toBe(0);
  });

  it('pages on the server with totals over every row', async () => {
    const page = await summary('demo_ag', { StartCount: 1, PageSize: 1 });
    expect((page.body.data as Row[]).map((r) => r.username)).toEqual(['demo_p2']);
    expect(page.body.totalCount).toBe(2);
    expect((page.body.overallInfo as { turnover: number }).turnover).toBe(20.33);
    const past = await summary('demo_ag', { StartCount: 10, PageSize: 5 });
    expect(past.body.data).toEqual([]);
    expect(past.body.totalCount).toBe(2);
    expect((past.body.overallInfo as { turnover: number }).turnover).toBe(20.33);
  });

  it('carries the processing flag while a release of the range runs', async () => {
    await t.db
      .updateTable('draws')
      .set({ release_status: 'processing' })
      .where('draw_date', '=', D2)
      .where('pool_id', '=', 2)
      .execute();
    const res = await summary('demo_ag');
    expect(res.body.message).toBe(REPORT_PROCESSING_MESSAGE);
    expect((res.body.overallInfo as { processing: boolean }).processing).toBe(true);
    await t.db
      .updateTable('draws')
      .set({ release_status: 'pending' })
      .where('draw_date', '=', D2)
      .where('pool_id', '=', 2)
      .execute();
    expect((await summary('demo_ag')).body.message).toBeNull();
  });

  it('refuses players, bad ranges and malformed input', async () => {
    expect((await summary('demo_p1')).status).toBe(403);
    const bad = await summary('demo_ag', { fromDate: D2, toDate: D1 });
    expect(bad.body.success).toBe(false);
    expect((await summary('demo_ag', { fromDate: '2031-1-1' })).status).toBe(400);
    expect((await summary('demo_ag', { PageSize: 501 })).status).toBe(400);
    expect((await summary('demo_ag', { poolIds: [10] })).status).toBe(400);
  });

  it('shares its range rule with the win/loss and SMS count reports: from <= to, at most 366 days', async () => {
    const ask = (path: string, fromDate: string, toDate: string) =>
      call(t.app, 'POST', `/api/Report/${path}`, {
        cookie: cookies.demo_ag,
        // GetSmsCountReport is not paged: paging fields are unknown fields to it.
        body:
          path === 'GetSmsCountReport'
            ? { fromDate, toDate }
            : { fromDate, toDate, StartCount: 0, PageSize: 10 },
      });
    for (const path of ['GetSalesSummary', 'GetWinLossReport', 'GetSmsCountReport']) {
      expect((await ask(path, D2, D1)).body).toMatchObject({
        success: false,
        message: ReportMessages.badRange,
      });
      expect((await ask(path, '2030-01-01', '2031-01-07')).body).toMatchObject({
        success: false,
        message: ReportMessages.rangeTooLong,
      });
      expect((await ask(path, '2030-01-07', '2031-01-07')).body.success).toBe(true);
    }
  });
});
