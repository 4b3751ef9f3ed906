import type { DrawResult } from '@drawdesk/shared-kernel/domain/betting';
import { sql, type Kysely } from 'kysely';
import { backfillTicketDraws } from '../../db/migrations/0025_report_ticket_draws';
import {
  ADMIN_PASSWORD,
  call,
  login,
  SETUP_TIMEOUT,
  startTestApp,
  type TestApp,
} from '../../../test/harness';
import { randomResult, randomTools, randomTree, rng, type RandomTree } from '../../../test/randomTree';
import { cancelSomeLines, saveAndReleaseResults } from '../../../test/reportSetup';
import { ensureDraw, placeLine, type Placed } from '../../../test/settlementFixtures';

/**
 * One ticket count in every report (docs/reports-rules.md "Ticket count"): a ticket counts once in
 * a report however many pools and dates of its range it covers. Random tickets spread over two
 * pools and two dates; every report's rows and totals are checked against the distinct ticket ids
 * of the lines it reads, counted here from the placed lines. Also: the overall strip's own position
 * (a super admin has none).
 */

const SEED = Number(process.env.TICKET_COUNT_SEED ?? 2511);
const r = randomTools(rng(SEED));
const D1 = '2031-07-05';
const D2 = '2031-07-06';
const POOLS = [1, 3] as const;

let t: TestApp;
let admin: string;
let companyCookie: string;
let tree: RandomTree;
interface Line {
  p: Placed;
  cancelled: boolean;
}
const lines: Line[] = [];

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin', ADMIN_PASSWORD);
  await t.clock.setTestClock(new Date('2031-07-06T15:00:00Z'));
  do tree = await randomTree(t.db, r, 'tc');
  while (tree.agents.length < 3 || !tree.chains.some((c) => c.length > 3));
  const results = new Map<string, DrawResult>();
  const draws = new Map<string, number>();
  for (const date of [D1, D2]) {
    results.set(date, randomResult(r));
    for (const pool of POOLS) draws.set(`${date}:${pool}`, await ensureDraw(t.db, pool, date));
  }
  const usage = new Map<number, number>();
  // Each ticket: 1-6 lines, each on a random date and pool (so many cover both pools, some both dates).
  for (let i = 0; i < 90; i++) {
    const chain = r.pick(tree.chains);
    let ticketId: number | undefined;
    for (let k = r.int(1, 6); k > 0; k--) {
      const date = r.pick([D1, D2]);
      const pool = r.pick(POOLS);
      const p = await placeLine(t.db, {
        drawId: draws.get(`${date}:${pool}`)!,
        poolId: pool,
        drawDate: date,
        chain,
        number: r.digits(4),
        code: r.pick(['B', 'S'] as const),
        stake: r.int(100, 2000),
        usage,
        ...(ticketId === undefined ? {} : { ticketId }),
      });
      ticketId = p.ticketId;
      lines.push({ p, cancelled: false });
    }
  }
  await cancelSomeLines(t.db, r, lines, 5);
  await saveAndReleaseResults(t.app, admin, results, [D1, D2]);
  companyCookie = await login(t.app, tree.company.username);
}, 300_000);
afterAll(async () => {
  await t?.close();
}, SETUP_TIMEOUT);

interface Filter {
  from: string;
  to: string;
  pools?: readonly number[];
}

/**
 * Distinct tickets per row account (`perPool`: per account and pool) of the lines a report reads:
 * not cancelled, in the range and pools; the viewer's direct downline holding a share of the line,
 * or (viewer null: the super admin) the company of the line.
 */
function oracle(viewer: number | null, f: Filter, perPool = false): Map<string, Set<number>> {
  const rows = new Map<string, Set<number>>();
  for (const { p, cancelled } of lines) {
    if (cancelled || p.drawDate < f.from || p.drawDate > f.to) continue;
    if (f.pools && !f.pools.includes(p.poolId)) continue;
    p.shares.forEach((s, depth) => {
      if (depth === 0) return;
      const isCompany = depth === p.shares.length - 1;
      if (viewer === null ? !isCompany : s.userId !== viewer) return;
      const account = viewer === null ? s.userId : s.downUserId!;
      const key = perPool ? `${account}:${p.poolId}` : `${account}`;
      const set = rows.get(key) ?? new Set<number>();
      rows.set(key, set);
      set.add(p.ticketId);
    });
  }
  return rows;
}
const counts = (m: Map<string, Set<number>>) => new Map([...m].map(([k, s]) => [k, s.size]));
const totalOf = (m: Map<string, Set<number>>) => [...m.values()].reduce((n, s) => n + s.size, 0);

type Row = { userId: number; poolId?: number; ticketCount: number };
async function report(cookie: string, name: string, body: Record<string, unknown>) {
  const res = await call(t.app, 'POST', `/api/Report/${name}`, {
    cookie,
    body: { StartCount: 0, PageSize: 500, ...body },
  });
  expect(res.body).toMatchObject({ success: true });
  return {
    rows: res.body.data as Row[],
    overall: res.body.overallInfo as { ticketCount: number; ownPosition?: boolean },
  };
}

const REPORTS = [
  'GetWinLossReport',
  'GetWinLoss3SectionsReport',
  'GetWinLossOccupiedReport',
  'GetSalesSummary',
] as const;

test('the tickets really cover several pools and dates (else this test proves nothing)', () => {
  const draws = new Map<number, Set<string>>();
  for (const { p } of lines) {
    const set = draws.get(p.ticketId) ?? new Set<string>();
    draws.set(p.ticketId, set);
    set.add(`${p.drawDate}:${p.poolId}`);
  }
  const sizes = [...draws.values()].map((s) => s.size);
  expect(sizes.filter((n) => n >= 3).length).toBeGreaterThan(5);
});

test(`every report counts each ticket once, equal to the distinct tickets (seed ${SEED})`, async () => {
  const viewers = [tree.company.id, ...tree.agents.map((a) => a.id)];
  const filters: Filter[] = [
    { from: D1, to: D2 },
    { from: D1, to: D1 },
    { from: D2, to: D2, pools: [3] },
    { from: D1, to: D2, pools: [1] },
  ];
  let nonEmpty = 0;
  for (const v of viewers) {
    for (const f of filters) {
      const body = { userId: v, fromDate: f.from, toDate: f.to, ...(f.pools ? { poolIds: f.pools } : {}) };
      const want = oracle(v, f);
      if (want.size > 0) nonEmpty += 1;
      for (const name of REPORTS) {
        const got = await report(companyCookie, name, body);
        expect({ name, f, rows: new Map(got.rows.map((row) => [`${row.userId}`, row.ticketCount])) }).toEqual(
          {
            name,
            f,
            rows: counts(want),
          },
        );
        expect({ name, f, total: got.overall.ticketCount }).toEqual({ name, f, total: totalOf(want) });
      }
      // US line: per downline and pool; its total counts a ticket on both pools once.
      const us = await report(companyCookie, 'GetUsLineReport', body);
      expect(new Map(us.rows.map((row) => [`${row.userId}:${row.poolId}`, row.ticketCount]))).toEqual(
        counts(oracle(v, f, true)),
      );
      expect(us.overall.ticketCount).toBe(totalOf(want));
    }
  }
  expect(nonEmpty).toBeGreaterThan(4);
}, 120_000);

test('the sales statistic: each draw row counts the tickets of its draw, its total each ticket once', async () => {
  /** Distinct tickets per draw (date and pool) among the viewer's lines (viewer null: every company). */
  const perDraw = (viewer: number | null, f: Filter) => {
    const rows = new Map<string, Set<number>>();
    for (const { p, cancelled } of lines) {
      if (cancelled || p.drawDate < f.from || p.drawDate > f.to) continue;
      if (f.pools && !f.pools.includes(p.poolId)) continue;
      const holds = p.shares.some((s, depth) =>
        viewer === null ? depth > 0 && depth === p.shares.length - 1 : depth > 0 && s.userId === viewer,
      );
      if (!holds) continue;
      const set = rows.get(`${p.drawDate}:${p.poolId}`) ?? new Set<number>();
      rows.set(`${p.drawDate}:${p.poolId}`, set);
      set.add(p.ticketId);
    }
    return rows;
  };
  const asked: [string, number | null][] = [
    [companyCookie, tree.company.id],
    [admin, null],
  ];
  let summedAbove = 0;
  for (const [cookie, viewer] of asked) {
    for (const f of [
      { from: D1, to: D2 },
      { from: D2, to: D2 },
      { from: D1, to: D2, pools: [3] },
    ] as Filter[]) {
      const res = await call(t.app, 'POST', '/api/Report/GetSalesStatistic', {
        cookie,
        body: { fromDate: f.from, toDate: f.to, ...(f.pools ? { poolIds: f.pools } : {}) },
      });
      expect(res.body).toMatchObject({ success: true });
      const rows = res.body.data as { drawDate: string; poolId: number; ticketCount: number }[];
      const want = perDraw(viewer, f);
      expect(new Map(rows.map((row) => [`${row.drawDate}:${row.poolId}`, row.ticketCount]))).toEqual(
        new Map([...want].map(([k, set]) => [k, set.size])),
      );
      const distinct = new Set([...want.values()].flatMap((set) => [...set]));
      expect({ f, total: (res.body.overallInfo as { ticketCount: number }).ticketCount }).toEqual({
        f,
        total: distinct.size,
      });
      if (rows.reduce((n, row) => n + row.ticketCount, 0) > distinct.size) summedAbove += 1;
    }
  }
  // Many tickets cover several draws: adding the rows up would count them again.
  expect(summedAbove).toBeGreaterThan(0);
}, 60_000);

test('the super admin: a row per company with its distinct tickets', async () => {
  const f = { from: D1, to: D2 };
  const want = oracle(null, f);
  for (const name of [...REPORTS.filter((n) => n !== 'GetSalesSummary'), 'GetUsLineReport']) {
    const got = await report(admin, name, { fromDate: D1, toDate: D2 });
    const mine = got.rows.filter((row) => row.userId === tree.company.id);
    if (name !== 'GetUsLineReport')
      expect(mine.map((row) => row.ticketCount)).toEqual([want.get(`${tree.company.id}`)!.size]);
    expect(got.overall.ticketCount).toBe(totalOf(want));
  }
});

test('the report rows of the tickets are kept per draw, once per viewer, downline and ticket', async () => {
  const { rows } = await sql<{ n: string; distinct_n: string }>`
    SELECT count(*) AS n, count(DISTINCT (draw_id, viewer_id, down_id, ticket_id)) AS distinct_n
    FROM report_ticket_draws`.execute(t.db);
  expect(Number(rows[0]!.n)).toBeGreaterThan(0);
  expect(rows[0]!.n).toBe(rows[0]!.distinct_n);
});

test('the overall strip: the super admin has no own position, an account in the chain has', async () => {
  for (const name of [...REPORTS.filter((n) => n !== 'GetSalesSummary'), 'GetUsLineReport']) {
    const asAdmin = await report(admin, name, { fromDate: D1, toDate: D2 });
    expect({ name, ownPosition: asAdmin.overall.ownPosition }).toEqual({ name, ownPosition: false });
    const asCompany = await report(companyCookie, name, { fromDate: D1, toDate: D2 });
    expect({ name, ownPosition: asCompany.overall.ownPosition }).toEqual({ name, ownPosition: true });
  }
  // The results family (payout, statistics) says the same.
  for (const name of ['GetPayoutReport', 'GetPayoutStatistic', 'GetSalesStatistic']) {
    const paged = name === 'GetPayoutReport' ? { StartCount: 0, PageSize: 50 } : {};
    for (const [cookie, own] of [
      [admin, false],
      [companyCookie, true],
    ] as const) {
      const res = await call(t.app, 'POST', `/api/Report/${name}`, {
        cookie,
        body: { fromDate: D1, toDate: D2, ...paged },
      });
      expect({
        name,
        success: res.body.success,
        ownPosition: (res.body.overallInfo as { ownPosition: boolean }).ownPosition,
      }).toEqual({
        name,
        success: true,
        ownPosition: own,
      });
    }
  }
});

test('the migration rebuilds from the shares what the settlement wrote', async () => {
  const read = async () => {
    const rows = await sql<{ k: string }>`
      SELECT 't' || draw_id || ':' || viewer_id || ':' || demo || ':' || down_id || ':' || ticket_id AS k
      FROM report_ticket_draws
      UNION ALL
      SELECT 'r' || draw_id || ':' || viewer_id || ':' || demo || ':' || down_id || ':' || single_tickets
      FROM report_rollups
      ORDER BY 1`.execute(t.db);
    return rows.rows.map((row) => row.k);
  };
  const written = await read();
  expect(written.some((k) => k.startsWith('t'))).toBe(true);
  await backfillTicketDraws(t.db as unknown as Kysely<unknown>);
  expect(await read()).toEqual(written);
});
