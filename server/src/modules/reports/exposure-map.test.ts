import {
  DIGIT_FILTER_CODES,
  MAP_DETAIL_COLUMNS,
  type DigitFilter,
  type MapDetailRow,
  type MapOverall,
  type MapRow,
} from '@drawdesk/shared-kernel/contract';
import { Role } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import { insertSubAccount } from '../../../test/accessFixtures';
import { insertDraws, NOW, SAT, WED } from '../../../test/betting-fixtures';
import {
  convert,
  countedShares,
  expectedCells,
  expectedMapRows,
  mapNumberOf,
  mulRate,
  type CellQuery,
  type ReportType,
} from '../../../test/exposureOracle';
import {
  ADMIN_PASSWORD,
  call,
  login,
  SETUP_TIMEOUT,
  startTestApp,
  type TestApp,
} from '../../../test/harness';
import {
  pipelineTree,
  placeRandomOrders,
  readRaw,
  type PipelineTree,
  type RawData,
} from '../../../test/pipelineTree';
import { randomTools, rng } from '../../../test/randomTree';

/**
 * The map, the active map, the map detail and its ticket (REPORTS.md "Exposure family") over a
 * random tree whose orders went through the order pipeline (random pt, fight limits of every
 * grouping, a red number, packages; normal, box, ibox, reverse, PH and PB lines of 4D, 3D, 2D, 5D and
 * 6D codes): every row and total checked against an independent computation from the raw lines and
 * shares (test/exposureOracle.ts) for the company, every agent and the super admin, every report
 * type, pool and digit filter; the detail lines sum to the map cell; voided tickets and released
 * draws; scope (403), a sub-account's report access and target lines, a bettor viewer, demo bettors.
 */

// Hundreds of report calls a test, on a shared 2-CPU machine.
jest.setTimeout(120_000);

const SEED = Number(process.env.EXPOSURE_SEED ?? 91411);
const r = randomTools(rng(SEED));
/** The seed's THB rate: 1 THB = 0.13 MYR. */
const THB_RATE = 1_300;

let t: TestApp;
let tree: PipelineTree;
let raw: RawData;
let companyCookie: string;
let adminCookie: string;
const drawIds = new Map<string, number>();
let voided: number[] = [];

const TYPES: readonly ReportType[] = [1, 2, 3, 4];
/** The agent that places the run tickets (an agent under another one). */
const runnerOf = () => tree.agents.find((a) => a.path.length >= 3) ?? tree.agents[0]!;

beforeAll(async () => {
  t = await startTestApp();
  await t.clock.setTestClock(NOW);
  await insertDraws(t.db);
  for (const d of await t.db.selectFrom('draws').select(['id', 'pool_id', 'draw_date']).execute())
    drawIds.set(`${d.pool_id}|${d.draw_date}`, Number(d.id));
  tree = await pipelineTree(t, r, { prefix: 'xm', redDates: [WED, SAT] });
  companyCookie = await login(t.app, tree.company.username);
  adminCookie = await login(t.app, 'admin', ADMIN_PASSWORD);
  const placed = await placeRandomOrders(t, r, tree, { cookie: companyCookie, dates: [WED, SAT], count: 90 });
  // Void a few tickets: they never count again.
  voided = placed.filter((_, i) => i % 11 === 3).map((p) => p.ticketId);
  for (const ticketId of voided) {
    const res = await call(t.app, 'POST', '/api/Bet/VoidTicket', {
      cookie: companyCookie,
      body: { ticketId },
    });
    expect(res.body.success).toBe(true);
  }
  // A run: an agent under another one orders two of its numbers from its upline (its eat maps net it off),
  // and a third one under Small for exactly what it eats of another number under the other codes:
  // under eat gross that number's total is then 0 with cells that are not (it leaves the map and its footer).
  const runner = runnerOf();
  const wedDraws = [...drawIds].filter(([k]) => k.endsWith(`|${WED}`)).map(([, id]) => id);
  const { rows: eaten } = await sql<{ number: string; eat: string }>`
    SELECT number, sum(eat - own_stake) AS eat FROM exposure
    WHERE user_id = ${runner.id} AND draw_id = ANY (${wedDraws}::bigint[]) AND NOT demo
      AND length(number) = 4 AND number <> '5678'
    GROUP BY number HAVING bool_and(NOT ibox AND code <> 'S') AND sum(eat - own_stake) > 0
    ORDER BY number LIMIT 1`.execute(t.db);
  const zeroed = eaten[0]!;
  const run = await call(t.app, 'POST', '/api/Report/SaveRunTicket', {
    cookie: await login(t.app, runner.username),
    body: {
      drawDate: WED,
      poolId: 1,
      eatType: 'gross',
      items: [
        { number: '5678', code: 'B', amount: 3.5 },
        { number: '678', code: '3A', amount: 1.25 },
        { number: zeroed.number, code: 'S', amount: Number(zeroed.eat) / 100 },
      ],
      orderKey: 'map-test-run-1',
    },
  });
  expect(run.body.success).toBe(true);
  raw = await readRaw(t);
  expect([...raw.tickets.values()].filter((x) => x.source === 'run')).toHaveLength(1);
  // The number's total under eat gross is 0, with cells that are not.
  const zeroCells = await t.db
    .selectFrom('exposure')
    .select(['code', 'eat', 'own_stake'])
    .where('user_id', '=', String(runner.id))
    .where('draw_id', 'in', wedDraws.map(String))
    .where('number', '=', zeroed.number)
    .where('demo', '=', false)
    .execute();
  const cellsOfZeroed = zeroCells.map((c) => Number(c.eat) - Number(c.own_stake));
  expect(cellsOfZeroed.reduce((a, b) => a + b, 0)).toBe(0);
  expect(cellsOfZeroed.filter((v) => v !== 0).length).toBeGreaterThanOrEqual(2);
}, SETUP_TIMEOUT * 3);

afterAll(() => t?.close());

const datesDraws = (date: string, poolId?: number) =>
  new Set(
    [...raw.draws.entries()]
      .filter(([, d]) => d.drawDate === date && (poolId === undefined || d.poolId === poolId))
      .map(([id]) => id),
  );

const demoSet = () => new Set([tree.demo.id]);

async function map(
  cookie: string,
  body: Record<string, unknown>,
  path = 'GetMapReport',
): Promise<{ rows: MapRow[]; overall: MapOverall; totalCount: number }> {
  const res = await call(t.app, 'POST', `/api/Report/${path}`, { cookie, body });
  if (res.status !== 200 || res.body.success !== true) throw new Error(`${path}: ${res.status} ${res.text}`);
  return {
    rows: res.body.data as MapRow[],
    overall: res.body.overallInfo as MapOverall,
    totalCount: res.body.totalCount as number,
  };
}

function expected(
  q: Omit<CellQuery, 'demo'>,
  opts: { sort: 'total' | 'number'; top: number | null; number?: string },
) {
  return expectedMapRows(expectedCells(raw, { ...q, demo: demoSet() }), opts);
}

/** Footer totals per code (units) of expected rows. */
function footer(rows: ReadonlyArray<{ amounts: Record<string, number> }>) {
  const cents = new Map<string, number>();
  for (const row of rows)
    for (const [code, v] of Object.entries(row.amounts))
      cents.set(code, (cents.get(code) ?? 0) + Math.round(v * 100));
  const amounts: Record<string, number> = {};
  let total = 0;
  for (const [code, c] of cents) {
    amounts[code] = c / 100;
    total += c;
  }
  return { amounts, total: total / 100 };
}

describe('GetMapReport', () => {
  it('reads an aggregate that equals the share rows after orders, voids and a run', async () => {
    const rows = await t.db.selectFrom('exposure').selectAll().execute();
    const figures = (r: (typeof rows)[number]) =>
      [r.sale_gross, r.sale_net, r.in_amount, r.eat, r.eat_net, r.own_stake, r.own_net].map(Number);
    const got = new Map(
      rows
        .filter((r) => figures(r).some((v) => v !== 0))
        .map((r) => [`${r.user_id}|${r.draw_id}|${r.number}|${r.code}|${r.ibox}|${r.demo}`, figures(r)]),
    );
    type Figures = [number, number, number, number, number, number, number];
    const want = new Map<string, Figures>();
    for (const s of raw.shares) {
      const line = raw.lines.get(s.lineId)!;
      if (line.status === 2) continue;
      const run = raw.tickets.get(line.ticketId)!.source === 'run';
      if (s.depth === 0 && !run) continue;
      const demo = line.bettorId === tree.demo.id;
      const key = `${s.userId}|${line.drawId}|${mapNumberOf(line)}|${line.code}|${line.kind === 3}|${demo}`;
      const f = want.get(key) ?? ([0, 0, 0, 0, 0, 0, 0] as Figures);
      want.set(key, f);
      if (s.depth > 0) {
        f[0] += line.stake;
        f[1] += mulRate(s.downRate!, s.in);
        f[2] += s.in;
        f[3] += s.eat;
        f[4] += mulRate(s.downRate!, s.eat);
      } else {
        f[5] += line.stake;
        f[6] += line.net;
      }
    }
    for (const [key, f] of want) if (f.every((v) => v === 0)) want.delete(key);
    expect(got).toEqual(want);
    expect([...got.keys()].some((k) => k.endsWith('|true'))).toBe(true);
  });

  /** The six sums of the per-number and per-code rows from the share rows, under `keyOf` (0s left out). */
  const sharesSummed = (
    keyOf: (line: ReturnType<typeof raw.lines.get> & object, userId: number) => string,
  ) => {
    const want = new Map<string, number[]>();
    for (const s of raw.shares) {
      const line = raw.lines.get(s.lineId)!;
      if (line.status === 2) continue;
      if (s.depth === 0 && raw.tickets.get(line.ticketId)!.source !== 'run') continue;
      const key = keyOf(line, s.userId);
      const f = want.get(key) ?? [0, 0, 0, 0, 0, 0];
      want.set(key, f);
      if (s.depth > 0) {
        f[0]! += line.stake;
        f[1]! += mulRate(s.downRate!, s.in);
        f[2]! += s.eat;
        f[3]! += mulRate(s.downRate!, s.eat);
      } else {
        f[4]! += line.stake;
        f[5]! += line.net;
      }
    }
    for (const [key, f] of want) if (f.every((v) => v === 0)) want.delete(key);
    return want;
  };
  const sixSums = (
    r: Record<'sale_gross' | 'sale_net' | 'eat' | 'eat_net' | 'own_stake' | 'own_net', string>,
  ) => [r.sale_gross, r.sale_net, r.eat, r.eat_net, r.own_stake, r.own_net].map(Number);

  it('keeps per-number sums that equal the share rows (orders, voids and a run)', async () => {
    const rows = await t.db.selectFrom('exposure_numbers').selectAll().execute();
    const got = new Map(
      rows
        .filter((r) => sixSums(r).some((v) => v !== 0))
        .map((r) => [`${r.user_id}|${r.draw_id}|${r.number}|${r.digits}|${r.demo}`, sixSums(r)]),
    );
    const want = sharesSummed((line, userId) => {
      const digits = line.code === 'B' || line.code === 'S' ? 4 : Number(line.code[0]);
      return `${userId}|${line.drawId}|${mapNumberOf(line)}|${digits}|${line.bettorId === tree.demo.id}`;
    });
    expect(got).toEqual(want);
  });

  it('keeps per-code sums, over their stripes, that equal the share rows (orders, voids and a run)', async () => {
    const rows = await t.db.selectFrom('exposure_codes').selectAll().execute();
    const got = new Map<string, number[]>();
    for (const r of rows) {
      const key = `${r.user_id}|${r.draw_id}|${r.code}|${r.demo}`;
      const f = got.get(key) ?? [0, 0, 0, 0, 0, 0];
      sixSums(r).forEach((v, i) => (f[i] = f[i]! + v));
      got.set(key, f);
    }
    for (const [key, f] of got) if (f.every((v) => v === 0)) got.delete(key);
    const want = sharesSummed(
      (line, userId) => `${userId}|${line.drawId}|${line.code}|${line.bettorId === tree.demo.id}`,
    );
    expect(got).toEqual(want);
    expect(want.size).toBeGreaterThan(10);
  });

  it('every number a page at a time: each report type, digit filter and sort; the footer covers every number', async () => {
    let pages = 0;
    for (const viewer of new Set([tree.company, ...tree.agents.slice(0, 2), runnerOf()])) {
      for (const type of TYPES) {
        for (const digits of ['all', '4d', '3d', '2d', '6d', '4ds'] as DigitFilter[]) {
          for (const sort of ['number', 'total'] as const) {
            const want = expected(
              {
                holders: new Set([viewer.id]),
                bettorViewer: false,
                drawIds: datesDraws(WED),
                codes: new Set(DIGIT_FILTER_CODES[digits]),
                type,
              },
              { sort, top: null },
            );
            const foot = footer(want.rows);
            for (const [start, size] of [
              [0, 7],
              [7, 7],
              [Math.max(0, want.rows.length - 3), 10],
              [want.rows.length + 5, 10],
            ] as const) {
              const got = await map(companyCookie, {
                drawDate: WED,
                reportType: type,
                userId: viewer.id,
                digits,
                sort,
                top: 0,
                StartCount: start,
                PageSize: size,
              });
              pages++;
              const at = { viewer: viewer.id, type, digits, sort, start };
              expect({ ...at, rows: got.rows }).toEqual({
                ...at,
                rows: want.rows.slice(start, start + size),
              });
              expect({ ...at, count: got.totalCount, numbers: got.overall.numberCount }).toEqual({
                ...at,
                count: want.rows.length,
                numbers: want.numberCount,
              });
              expect({ ...at, amounts: got.overall.amounts, total: got.overall.total }).toEqual({
                ...at,
                ...foot,
              });
            }
          }
        }
      }
    }
    expect(pages).toBeGreaterThan(500);
  });

  it('the company: every report type, pool and digit filter equals the lines (top 50 by total)', async () => {
    expect(raw.lines.size).toBeGreaterThan(150);
    const digitFilters = Object.keys(DIGIT_FILTER_CODES) as DigitFilter[];
    for (const type of TYPES) {
      for (const poolId of [undefined, 1, 3]) {
        for (const digits of digitFilters) {
          const got = await map(companyCookie, {
            drawDate: WED,
            reportType: type,
            ...(poolId ? { poolId } : {}),
            digits,
          });
          const want = expected(
            {
              holders: new Set([tree.company.id]),
              bettorViewer: false,
              drawIds: datesDraws(WED, poolId),
              codes: new Set(DIGIT_FILTER_CODES[digits]),
              type,
            },
            { sort: 'total', top: 50 },
          );
          expect({ type, poolId, digits, rows: got.rows }).toEqual({ type, poolId, digits, rows: want.rows });
          expect(got.overall.numberCount).toBe(want.numberCount);
          const foot = footer(want.rows);
          expect(got.overall.amounts).toEqual(foot.amounts);
          expect(got.overall.total).toBe(foot.total);
          expect(got.overall.columns).toEqual([...DIGIT_FILTER_CODES[digits]]);
        }
      }
    }
  });

  it('every agent (drill-down from the company): every report type, all pools and one, three digit filters', async () => {
    for (const agent of tree.agents) {
      for (const type of TYPES) {
        for (const poolId of [undefined, 3]) {
          for (const digits of ['all', '3d', '4ds'] as DigitFilter[]) {
            const got = await map(companyCookie, {
              drawDate: SAT,
              reportType: type,
              userId: agent.id,
              digits,
              ...(poolId ? { poolId } : {}),
            });
            const want = expected(
              {
                holders: new Set([agent.id]),
                bettorViewer: false,
                drawIds: datesDraws(SAT, poolId),
                codes: new Set(DIGIT_FILTER_CODES[digits]),
                type,
              },
              { sort: 'total', top: 50 },
            );
            expect({ agent: agent.id, type, poolId, digits, rows: got.rows }).toEqual({
              agent: agent.id,
              type,
              poolId,
              digits,
              rows: want.rows,
            });
            expect(got.overall.viewerId).toBe(agent.id);
          }
        }
      }
    }
  });

  it('sort by number with every number, top N by total, a number search and paging', async () => {
    const q = {
      holders: new Set([tree.company.id]),
      bettorViewer: false,
      drawIds: datesDraws(WED),
      codes: new Set(DIGIT_FILTER_CODES.all),
      type: 1 as const,
    };
    const all = await map(companyCookie, { drawDate: WED, reportType: 1, sort: 'number' });
    const wantAll = expected(q, { sort: 'number', top: null });
    expect(all.rows).toEqual(wantAll.rows);
    expect(all.totalCount).toBe(wantAll.rows.length);
    expect(wantAll.rows.length).toBeGreaterThan(10);
    const top5 = await map(companyCookie, { drawDate: WED, reportType: 1, top: 5 });
    expect(top5.rows).toEqual(expected(q, { sort: 'total', top: 5 }).rows);
    expect(top5.overall.numberCount).toBe(wantAll.numberCount);
    const search = await map(companyCookie, {
      drawDate: WED,
      reportType: 1,
      number: '12',
      sort: 'number',
      top: 0,
    });
    expect(search.rows).toEqual(expected(q, { sort: 'number', top: null, number: '12' }).rows);
    expect(search.rows.every((row) => row.number.includes('12'))).toBe(true);
    const page = await map(companyCookie, {
      drawDate: WED,
      reportType: 1,
      sort: 'number',
      StartCount: 3,
      PageSize: 4,
    });
    expect(page.rows).toEqual(wantAll.rows.slice(3, 7));
    expect(page.totalCount).toBe(wantAll.rows.length);
    expect(page.overall.total).toBe(footer(wantAll.rows).total);
  });

  it('the super admin reads the companies; a currency converts every cell', async () => {
    const companies = (
      await t.db.selectFrom('users').select('id').where('role_id', '=', Role.Company).execute()
    ).map((c) => Number(c.id));
    const q = {
      holders: new Set(companies),
      bettorViewer: false,
      drawIds: datesDraws(SAT),
      codes: new Set(DIGIT_FILTER_CODES.all),
      type: 3 as const,
    };
    const got = await map(adminCookie, { drawDate: SAT, reportType: 3, sort: 'number', top: 0 });
    expect(got.rows).toEqual(expected(q, { sort: 'number', top: null }).rows);

    const thb = await map(companyCookie, { drawDate: SAT, reportType: 2, sort: 'number', currency: 'THB' });
    const cells = expectedCells(raw, { ...q, holders: new Set([tree.company.id]), type: 2, demo: demoSet() });
    const want = [...cells.keys()].sort().map((number) => {
      const amounts: Record<string, number> = {};
      let total = 0;
      for (const [code, cents] of cells.get(number)!) {
        const c = convert(cents, THB_RATE);
        amounts[code] = c / 100;
        total += c;
      }
      return { number, amounts, total: total / 100 };
    });
    expect(thb.rows.map((row) => ({ ...row, amounts: { ...row.amounts } }))).toEqual(
      want.map((w) => ({ ...w, amounts: Object.fromEntries(Object.entries(w.amounts)) })),
    );
    expect(thb.overall.currency).toBe('THB');
  });

  it('leaves demo bettors and voided tickets out', async () => {
    const demoLines = [...raw.lines.values()].filter((l) => l.bettorId === tree.demo.id && l.status !== 2);
    expect(demoLines.length).toBeGreaterThan(0);
    expect(voided.length).toBeGreaterThan(0);
    const voidedLines = [...raw.lines.values()].filter((l) => voided.includes(l.ticketId));
    expect(voidedLines.every((l) => l.status === 2)).toBe(true);
    // With the demo bettor counted the company's map would differ.
    const withDemo = expectedCells(raw, {
      holders: new Set([tree.company.id]),
      bettorViewer: false,
      drawIds: new Set([...datesDraws(WED), ...datesDraws(SAT)]),
      codes: new Set(DIGIT_FILTER_CODES.all),
      type: 1,
      demo: new Set(),
    });
    const both = [
      ...(await map(companyCookie, { drawDate: WED, reportType: 1, sort: 'number' })).rows,
      ...(await map(companyCookie, { drawDate: SAT, reportType: 1, sort: 'number' })).rows,
    ];
    const gotTotal = both.reduce((s, row) => s + Math.round(row.total * 100), 0);
    const demoTotal = [...withDemo.values()].reduce(
      (s, row) => s + [...row.values()].reduce((a, b) => a + b, 0),
      0,
    );
    expect(gotTotal).toBeLessThan(demoTotal);
  });
});

describe('GetActiveMapReport', () => {
  it('leaves out released draws (and voided tickets); the map of the date still shows them', async () => {
    const released = drawIds.get(`1|${SAT}`)!;
    await sql`UPDATE draws SET release_status = 'released' WHERE id = ${released}`.execute(t.db);
    try {
      raw = await readRaw(t);
      const open = new Set([...raw.draws.entries()].filter(([, d]) => !d.released).map(([id]) => id));
      for (const type of TYPES) {
        const base = {
          holders: new Set([tree.company.id]),
          bettorViewer: false,
          codes: new Set(DIGIT_FILTER_CODES.all),
          type,
        };
        const active = await map(companyCookie, { reportType: type, sort: 'number' }, 'GetActiveMapReport');
        expect(active.rows).toEqual(expected({ ...base, drawIds: open }, { sort: 'number', top: null }).rows);
        expect(active.overall.drawDate).toBeNull();
        const activeSat = await map(
          companyCookie,
          { drawDate: SAT, reportType: type, sort: 'number' },
          'GetActiveMapReport',
        );
        const satOpen = new Set([...datesDraws(SAT)].filter((id) => open.has(id)));
        expect(activeSat.rows).toEqual(
          expected({ ...base, drawIds: satOpen }, { sort: 'number', top: null }).rows,
        );
        const mapSat = await map(companyCookie, { drawDate: SAT, reportType: type, sort: 'number' });
        expect(mapSat.rows).toEqual(
          expected({ ...base, drawIds: datesDraws(SAT) }, { sort: 'number', top: null }).rows,
        );
      }
      const lineOfReleased = [...raw.lines.values()].some((l) => l.drawId === released && l.status !== 2);
      expect(lineOfReleased).toBe(true);

      // A number of the active map over every date opens its lines over every draw not yet
      // released, each row with its draw date; without the active flag a date is required.
      const all = await map(companyCookie, { reportType: 1, sort: 'number' }, 'GetActiveMapReport');
      let twoDates = 0;
      for (const row of all.rows.filter((r) => r.number.length === 4).slice(0, 40)) {
        const body = {
          agentId: tree.company.id,
          betNumber: row.number,
          poolId: -1,
          betType: 3,
          searchType: 1,
        };
        const res = await call(t.app, 'POST', '/api/Report/GetMapDetailReport', {
          cookie: companyCookie,
          body: { ...body, active: true },
        });
        expect(res.body.success).toBe(true);
        const lines = res.body.data as MapDetailRow[];
        const want = countedShares(raw, {
          holders: new Set([tree.company.id]),
          bettorViewer: false,
          drawIds: open,
          codes: new Set(MAP_DETAIL_COLUMNS[3]),
          demo: demoSet(),
          type: 1,
        })
          .filter((x) => mapNumberOf(x.line) === row.number && x.cents !== 0)
          .map((x) => [x.line.id, x.line.drawDate, x.cents / 100])
          .sort((a, b) => (a[0] as number) - (b[0] as number));
        expect({
          number: row.number,
          lines: lines
            .map((l) => [l.lineId, l.drawDate, l.total])
            .sort((a, b) => (a[0] as number) - (b[0] as number)),
        }).toEqual({ number: row.number, lines: want });
        const cents = lines.reduce((sum, l) => sum + Math.round(l.total * 100), 0);
        const rowCents = Object.entries(row.amounts)
          .filter(([code]) => (MAP_DETAIL_COLUMNS[3] as readonly string[]).includes(code))
          .reduce((sum, [, v]) => sum + Math.round(v * 100), 0);
        expect({ number: row.number, cents }).toEqual({ number: row.number, cents: rowCents });
        if (new Set(lines.map((l) => l.drawDate)).size > 1) twoDates++;
        expect(lines.some((l) => l.drawDate === SAT && raw.draws.get(released)!.poolId === l.poolId)).toBe(
          false,
        );
      }
      expect(twoDates).toBeGreaterThan(0);
      const refused = await call(t.app, 'POST', '/api/Report/GetMapDetailReport', {
        cookie: companyCookie,
        body: { agentId: tree.company.id, betNumber: '1234', poolId: -1, betType: 3, searchType: 1 },
      });
      expect(refused.body.success).toBe(false);
    } finally {
      await sql`UPDATE draws SET release_status = 'pending' WHERE id = ${released}`.execute(t.db);
      raw = await readRaw(t);
    }
  });
});

describe('GetMapDetailReport', () => {
  const betTypeOf = (number: string) => (number.length - 1) as 1 | 2 | 3 | 4 | 5;

  it('the lines of every map cell, for every report type, sum to the map row (company and agents)', async () => {
    const viewers = [tree.company, ...tree.agents.slice(0, 3)];
    let checked = 0;
    for (const viewer of viewers) {
      for (const type of TYPES) {
        const got = await map(companyCookie, {
          drawDate: WED,
          reportType: type,
          userId: viewer.id,
          sort: 'number',
        });
        for (const row of got.rows) {
          const betType = betTypeOf(row.number);
          const res = await call(t.app, 'POST', '/api/Report/GetMapDetailReport', {
            cookie: companyCookie,
            body: {
              agentId: viewer.id,
              agentName: viewer.username,
              betNumber: row.number,
              drawDate: WED,
              poolId: -1,
              betType,
              searchType: type,
            },
          });
          expect(res.body.success).toBe(true);
          const lines = res.body.data as MapDetailRow[];
          const overall = res.body.overallInfo as { amounts: Record<string, number>; total: number };
          // The detail's columns are the bet type's; the map row's cells of those codes.
          const columns = new Set<string>(MAP_DETAIL_COLUMNS[betType]);
          const rowCells = Object.fromEntries(
            Object.entries(row.amounts).filter(([code]) => columns.has(code)),
          );
          const sums = new Map<string, number>();
          for (const l of lines)
            for (const [code, v] of Object.entries(l.amounts))
              sums.set(code, (sums.get(code) ?? 0) + Math.round(v * 100));
          const nonZero = Object.fromEntries(
            [...sums].filter(([, c]) => c !== 0).map(([code, c]) => [code, c / 100]),
          );
          expect({ viewer: viewer.id, number: row.number, type, cells: nonZero }).toEqual({
            viewer: viewer.id,
            number: row.number,
            type,
            cells: rowCells,
          });
          expect(overall.amounts).toEqual(Object.fromEntries([...sums].map(([code, c]) => [code, c / 100])));
          // The lines themselves: those of the independent computation, each with its figure.
          const want = countedShares(raw, {
            holders: new Set([viewer.id]),
            bettorViewer: false,
            drawIds: datesDraws(WED),
            codes: columns,
            demo: demoSet(),
            type,
          })
            .filter((x) => mapNumberOf(x.line) === row.number && x.cents !== 0)
            .map((x) => [x.line.id, x.cents / 100])
            .sort((a, b) => (a[0]! as number) - (b[0]! as number));
          expect(
            lines.map((l) => [l.lineId, l.total]).sort((a, b) => (a[0]! as number) - (b[0]! as number)),
          ).toEqual(want);
          expect(lines.every((l) => l.number.endsWith(row.number) || l.kind === 3)).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
  }, 120_000);

  it('GetMapReportTicket gives a ticket of the tree its bet and receipt strings; one outside is 403', async () => {
    const [ticketId] = [...raw.tickets.keys()];
    const res = await call(t.app, 'POST', '/api/Report/GetMapReportTicket', {
      cookie: companyCookie,
      body: { ticketId },
    });
    expect(res.body.success).toBe(true);
    const data = res.body.data as { expressBetString: string; receiptString: string; ticketXId: string };
    expect(data.expressBetString).toContain('#');
    expect(data.receiptString.length).toBeGreaterThan(0);
    // An agent of one branch asks for a ticket of a bettor outside its subtree.
    const agent = tree.agents[0]!;
    const outside = [...raw.tickets.entries()].find(
      ([, x]) => !tree.byId.get(x.bettorId)!.path.includes(agent.id),
    );
    expect(outside).toBeDefined();
    const cookie = await login(t.app, agent.username);
    const denied = await call(t.app, 'POST', '/api/Report/GetMapReportTicket', {
      cookie,
      body: { ticketId: outside![0] },
    });
    expect(denied.status).toBe(403);
  });
});

describe('who may read the map', () => {
  it('an agent reads its own map, not a sibling branch (403); map detail too', async () => {
    // The two agents right under the company: neither is in the other's subtree.
    const [a, b] = tree.agents.filter((x) => x.path.length === 2);
    expect(a && b).toBeTruthy();
    const cookie = await login(t.app, a!.username);
    const own = await map(cookie, { drawDate: WED, reportType: 3 });
    expect(own.overall.viewerId).toBe(a!.id);
    const denied = await call(t.app, 'POST', '/api/Report/GetMapReport', {
      cookie,
      body: { drawDate: WED, reportType: 3, userId: b!.id },
    });
    expect(denied.status).toBe(403);
    const detail = await call(t.app, 'POST', '/api/Report/GetMapDetailReport', {
      cookie,
      body: { agentId: b!.id, betNumber: '1234', drawDate: WED, betType: 3 },
    });
    expect(detail.status).toBe(403);
    const active = await call(t.app, 'POST', '/api/Report/GetActiveMapReport', {
      cookie,
      body: { reportType: 1, userId: b!.id },
    });
    expect(active.status).toBe(403);
  });

  it('a sub-account needs Map Report in its report access; its target lines narrow the map', async () => {
    const name = `xmsub${Date.now().toString(36).slice(-5)}`;
    const subId = await insertSubAccount(t.db, {
      username: name,
      main: tree.company.username,
      accessString: 'Map Report:1',
    });
    const cookie = await login(t.app, name);
    const body = { drawDate: WED, reportType: 1, sort: 'number' };
    const refused = await call(t.app, 'POST', '/api/Report/GetMapReport', { cookie, body });
    expect(refused.status).toBe(403);
    await t.db
      .insertInto('sub_account_access')
      .values({ user_id: String(subId), report_access: ['Map Report'] })
      .execute();
    const q = {
      holders: new Set([tree.company.id]),
      bettorViewer: false,
      drawIds: datesDraws(WED),
      codes: new Set(DIGIT_FILTER_CODES.all),
      type: 1 as const,
    };
    expect((await map(cookie, body)).rows).toEqual(expected(q, { sort: 'number', top: null }).rows);
    // Target lines: one direct downline agent of the company.
    const line = tree.agents.find((a) => a.path.length === 2)!;
    await sql`UPDATE users SET target_lines = ${sql.val([String(line.id)])}::bigint[] WHERE id = ${subId}`.execute(
      t.db,
    );
    const narrowed = await map(cookie, body);
    expect(narrowed.rows).toEqual(
      expected({ ...q, downlines: new Set([line.id]) }, { sort: 'number', top: null }).rows,
    );
    expect(narrowed.rows.length).toBeGreaterThan(0);
    // Without Map Report in its access string the call itself is refused.
    const other = `xmsu2${Date.now().toString(36).slice(-5)}`;
    await insertSubAccount(t.db, {
      username: other,
      main: tree.company.username,
      accessString: 'Downline:1',
    });
    const noFn = await call(t.app, 'POST', '/api/Report/GetMapReport', {
      cookie: await login(t.app, other),
      body,
    });
    expect(noFn.status).toBe(403);
  });

  it('a bettor with Map Report sees its own bets (sale gross and net; it eats nothing)', async () => {
    const bettor = tree.bettors.find((b) => b.id !== tree.demo.id && b.roleId === Role.Player)!;
    await sql`UPDATE users SET access_string = 'Bet:12;Map Report:1' WHERE id = ${bettor.id}`.execute(t.db);
    const cookie = await login(t.app, bettor.username);
    for (const type of TYPES) {
      const got = await map(cookie, { drawDate: WED, reportType: type, sort: 'number' });
      const want = expected(
        {
          holders: new Set([bettor.id]),
          bettorViewer: true,
          drawIds: datesDraws(WED),
          codes: new Set(DIGIT_FILTER_CODES.all),
          type,
        },
        { sort: 'number', top: null },
      );
      expect(got.rows).toEqual(want.rows);
      if (type >= 3) expect(got.rows).toEqual([]);
    }
  });
});
