import {
  matchBet,
  netCostCents,
  winningsCents,
  type DrawResult,
} from '@drawdesk/shared-kernel/domain/betting';
import { sql } from 'kysely';
import { canonicalAccessString, type FunctionName } from '../../auth/accessString';
import { insertSubAccount } from '../../../test/accessFixtures';
import {
  ADMIN_PASSWORD,
  call,
  login,
  SETUP_TIMEOUT,
  startTestApp,
  type CallResult,
  type TestApp,
} from '../../../test/harness';
import {
  placeRandomBets,
  randomResult,
  randomTools,
  randomTree,
  rng,
  type RandomTree,
} from '../../../test/randomTree';
import { cancelSomeLines, markDemo, saveAndReleaseResults } from '../../../test/reportSetup';
import { ensureDraw, expectedShares, placeLine, type Placed } from '../../../test/settlementFixtures';

/**
 * The win/loss family (REPORTS.md "Win/loss family") over a random tree: every figure of every row
 * and total checked against an independent computation from the placed lines with the kernel's
 * matching and rounding (DOMAIN 10 and 14), the three-section identity, detail pages adding up to
 * their row, demo accounts kept apart, access rules and a converted currency.
 */

const SEED = Number(process.env.WIN_LOSS_SEED ?? 41017);
const r = randomTools(rng(SEED));
const D1 = '2031-05-03';
const D2 = '2031-05-04';
/** A draw with lines that is never released: nothing of it may show. */
const D3 = '2031-05-05';
/** The seed's THB rate: 1 THB = 0.13 MYR, so most conversions round. */
const THB_RATE = 1_300;

let t: TestApp;
let admin: string;
let tree: RandomTree;
let companyCookie: string;
const results = new Map<string, DrawResult>();
/** Every placed line with what decides whether a report counts it. */
interface Line {
  p: Placed;
  result: DrawResult;
  released: boolean;
  cancelled: boolean;
  demo: boolean;
}
const lines: Line[] = [];
const demoBettors = new Set<number>();

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin', ADMIN_PASSWORD);
  await t.clock.setTestClock(new Date('2031-05-05T15:00:00Z'));
  // A tree with some depth: a small draw is made again (the unused companies have no lines).
  do tree = await randomTree(t.db, r, 'wl');
  while (tree.agents.length < 4 || !tree.chains.some((c) => c.length > 3));
  // Demo accounts: one player and the house account under the company (isDemo in settings).
  const players = tree.chains.filter((c) => c.length > 2);
  const demoChains = [r.pick(players), tree.chains[tree.chains.length - 1]!];
  for (const chain of demoChains) {
    demoBettors.add(chain[0]!.id);
    await markDemo(t.db, chain[0]!.id);
  }
  const usage = new Map<number, number>();
  for (const date of [D1, D2, D3]) {
    const result = randomResult(r);
    results.set(date, result);
    const draw1 = await ensureDraw(t.db, 1, date);
    const draw3 = await ensureDraw(t.db, 3, date);
    const placed = await placeRandomBets(t.db, r, {
      drawDate: date,
      draw1,
      draw3,
      chains: tree.chains,
      result,
      count: date === D3 ? 30 : 260,
      usage,
      sameTicket: 0.3,
      baseRate: () => r.pick([10000, 9800, 9750]),
    });
    // Every demo bettor bets on each date, so the demo report has rows.
    for (const chain of demoChains) {
      placed.push(
        await placeLine(t.db, {
          drawId: draw1,
          poolId: 1,
          drawDate: date,
          chain,
          number: result.first,
          code: 'B',
          stake: r.int(100, 900),
          usage,
        }),
      );
    }
    for (const p of placed) {
      lines.push({
        p,
        result,
        released: date !== D3,
        cancelled: false,
        demo: demoBettors.has(p.bettor.id),
      });
    }
  }
  // A few cancelled lines: never counted.
  await cancelSomeLines(t.db, r, lines, 6);
  await saveAndReleaseResults(t.app, admin, results, [D1, D2], { jackpot1: 12345.67, jackpot2: 890.12 });
  companyCookie = await login(t.app, tree.company.username);
}, 300_000);
afterAll(async () => {
  await t?.close();
}, SETUP_TIMEOUT);

// ---- The independent computation (cents) ----

interface Acc {
  tickets: Set<string>;
  lines: number;
  turnover: number;
  netAmount: number;
  commission: number;
  payout: number;
  eat: number;
  ownNet: number;
  ownPayout: number;
  ownWinLoss: number;
  out: number;
  uplineNet: number;
  uplinePayout: number;
}
const emptyAcc = (): Acc => ({
  tickets: new Set(),
  lines: 0,
  turnover: 0,
  netAmount: 0,
  commission: 0,
  payout: 0,
  eat: 0,
  ownNet: 0,
  ownPayout: 0,
  ownWinLoss: 0,
  out: 0,
  uplineNet: 0,
  uplinePayout: 0,
});

interface Filter {
  demo?: boolean;
  dates?: readonly string[];
  pools?: readonly number[];
}

/** Lines a report reads: released, not cancelled, demo or not as asked, in the dates and pools. */
function counted(f: Filter): Line[] {
  return lines.filter(
    (l) =>
      l.released &&
      !l.cancelled &&
      l.demo === (f.demo ?? false) &&
      (!f.dates || f.dates.includes(l.p.drawDate)) &&
      (!f.pools || f.pools.includes(l.p.poolId)),
  );
}

/** A share of a line as the viewer holding it sees it, with every DOMAIN 10/14 figure. */
function shareFigures(l: Line, depth: number) {
  const { p } = l;
  const s = p.shares[depth]!;
  const matches = matchBet({ number: p.number, code: p.code, kind: p.kind }, l.result);
  const w = (payouts: readonly number[], amount: number) =>
    winningsCents(p.code, matches, payouts, amount, p.iboxDivisor);
  const eat = s.in - s.out;
  const own = expectedShares(p, l.result).shares[depth]!.winLoss;
  return {
    viewerId: s.userId,
    downId: s.downUserId!,
    stake: p.stake,
    in: s.in,
    netAmount: netCostCents(s.in, s.downRate!),
    commission: netCostCents(s.in, p.baseRate) - netCostCents(s.in, s.downRate!),
    payout: w(s.downPayouts!, s.in),
    eat,
    ownNet: netCostCents(eat, s.downRate!),
    ownPayout: w(s.downPayouts!, eat),
    ownWinLoss: own,
    out: s.out,
    uplineNet: netCostCents(s.out, s.rate),
    uplinePayout: w(s.payouts, s.out),
    matches,
  };
}

/**
 * Rows of viewer V: per direct downline (and pool), summed over V's shares; `viewer` null: the
 * super admin's rows, one per company with its own view.
 */
function oracleRows(viewer: number | null, f: Filter, perPool = false): Map<string, Acc> {
  const rows = new Map<string, Acc>();
  for (const l of counted(f)) {
    l.p.shares.forEach((s, depth) => {
      if (depth === 0) return;
      const isCompany = depth === l.p.shares.length - 1;
      if (viewer === null ? !isCompany : s.userId !== viewer) return;
      const account = viewer === null ? s.userId : s.downUserId!;
      const key = perPool ? `${account}:${l.p.poolId}` : `${account}`;
      const acc = rows.get(key) ?? emptyAcc();
      rows.set(key, acc);
      const x = shareFigures(l, depth);
      // A ticket counts once, whatever pools and dates of the range it covers.
      acc.tickets.add(`${l.p.ticketId}`);
      acc.lines += 1;
      acc.turnover += x.stake;
      acc.netAmount += x.netAmount;
      acc.commission += x.commission;
      acc.payout += x.payout;
      acc.eat += x.eat;
      acc.ownNet += x.ownNet;
      acc.ownPayout += x.ownPayout;
      acc.ownWinLoss += x.ownWinLoss;
      acc.out += x.out;
      acc.uplineNet += x.uplineNet;
      acc.uplinePayout += x.uplinePayout;
    });
  }
  return rows;
}

/** Base cents to the report currency: cents x 10,000 / rate, half away from zero. */
function conv(cents: number, rate: number | null): number {
  if (rate === null) return cents;
  const q = Math.floor((2 * Math.abs(cents) * 10000 + rate) / (2 * rate));
  return cents < 0 ? -q : q;
}

type Sections = Record<
  | 'ticketCount'
  | 'turnover'
  | 'netAmount'
  | 'commission'
  | 'payout'
  | 'winLoss'
  | 'eat'
  | 'ownNet'
  | 'ownPayout'
  | 'ownWinLoss'
  | 'out'
  | 'uplineNet'
  | 'uplinePayout'
  | 'uplineWinLoss',
  number
>;
const SECTION_KEYS: readonly (keyof Sections)[] = [
  'ticketCount',
  'turnover',
  'netAmount',
  'commission',
  'payout',
  'winLoss',
  'eat',
  'ownNet',
  'ownPayout',
  'ownWinLoss',
  'out',
  'uplineNet',
  'uplinePayout',
  'uplineWinLoss',
];

/** The expected row (cents) in a currency: stated amounts converted, the win/loss figures derived. */
function expectedSections(a: Acc, rate: number | null): Sections {
  const c = (v: number) => conv(v, rate);
  const winLoss = c(a.payout) - c(a.netAmount);
  const uplineWinLoss = c(a.uplineNet) - c(a.uplinePayout);
  return {
    ticketCount: a.tickets.size,
    turnover: c(a.turnover),
    netAmount: c(a.netAmount),
    commission: c(a.commission),
    payout: c(a.payout),
    winLoss,
    eat: c(a.eat),
    ownNet: c(a.ownNet),
    ownPayout: c(a.ownPayout),
    // In the base currency this is V's summed DOMAIN 10 win/loss (asserted below).
    ownWinLoss: rate === null ? a.ownWinLoss : -(winLoss + uplineWinLoss),
    out: c(a.out),
    uplineNet: c(a.uplineNet),
    uplinePayout: c(a.uplinePayout),
    uplineWinLoss,
  };
}

/** A reply's figures in cents (counts kept). */
const cents = (v: unknown) => Math.round((v as number) * 100);
function toCents<K extends string>(row: Record<string, unknown>, keys: readonly K[]): Record<K, number> {
  const out = {} as Record<K, number>;
  for (const k of keys) out[k] = k === 'ticketCount' ? (row[k] as number) : cents(row[k]);
  return out;
}
const pickKeys = <K extends string>(row: Record<K, number>, keys: readonly K[]) => {
  const out = {} as Record<K, number>;
  for (const k of keys) out[k] = row[k];
  return out;
};
function sumRows<K extends string>(rows: readonly Record<K, number>[], keys: readonly K[]) {
  const out = {} as Record<K, number>;
  for (const k of keys) out[k] = rows.reduce<number>((s, row) => s + row[k], 0);
  return out;
}

type Row = Record<string, unknown> & { userId: number };
const post = (cookie: string, name: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/api/Report/${name}`, { cookie, body });
const range = (extra: Record<string, unknown> = {}) => ({
  fromDate: D1,
  toDate: D3,
  StartCount: 0,
  PageSize: 500,
  ...extra,
});
function ok(res: CallResult): { rows: Row[]; overall: Record<string, unknown>; totalCount: number } {
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ success: true });
  return {
    rows: res.body.data as Row[],
    overall: res.body.overallInfo as Record<string, unknown>,
    totalCount: res.body.totalCount as number,
  };
}

/** Viewers with rows: the company and every agent that has a share in a counted line. */
function viewers(): number[] {
  const ids = new Set<number>([tree.company.id]);
  for (const a of tree.agents) if (oracleRows(a.id, {}).size > 0) ids.add(a.id);
  return [...ids];
}

/** Checks one three-sections reply against the computation. */
function expectSections(
  reply: ReturnType<typeof ok>,
  oracle: Map<string, Acc>,
  rate: number | null,
  viewerId: number,
) {
  const got = new Map(reply.rows.map((row) => [String(row.userId), toCents(row, SECTION_KEYS)]));
  const want = new Map([...oracle].map(([k, a]) => [k, expectedSections(a, rate)]));
  expect(got).toEqual(want);
  expect(reply.totalCount).toBe(want.size);
  for (const row of got.values()) expect(row.winLoss + row.ownWinLoss + row.uplineWinLoss).toBe(0);
  const totals = toCents(reply.overall, SECTION_KEYS);
  expect(totals).toEqual(sumRows([...want.values()], SECTION_KEYS));
  expect(totals.winLoss + totals.ownWinLoss + totals.uplineWinLoss).toBe(0);
  expect(reply.overall).toMatchObject({
    viewerId,
    currency: rate === null ? 'MYR' : 'THB',
    processing: false,
  });
}

// ---- The tests ----

test(`three sections: every viewer's rows and totals equal the computation (seed ${SEED})`, async () => {
  const all = viewers();
  expect(all.length).toBeGreaterThan(2);
  // The base-currency own section is V's DOMAIN 10 win/loss: the identity holds before conversion.
  for (const a of oracleRows(tree.company.id, {}).values())
    expect(a.payout - a.netAmount + a.ownWinLoss + a.uplineNet - a.uplinePayout).toBe(0);
  for (const v of all) {
    const reply = ok(await post(companyCookie, 'GetWinLoss3SectionsReport', range({ userId: v })));
    expectSections(reply, oracleRows(v, {}), null, v);
  }
  // The caller's own account by default; one date and one pool.
  const filtered = ok(
    await post(companyCookie, 'GetWinLoss3SectionsReport', range({ fromDate: D2, toDate: D2, poolIds: [3] })),
  );
  expectSections(filtered, oracleRows(tree.company.id, { dates: [D2], pools: [3] }), null, tree.company.id);
  // Paging: pages of 2 give the same rows in username order, the totals of every row each time.
  const full = ok(await post(companyCookie, 'GetWinLoss3SectionsReport', range()));
  const paged: Row[] = [];
  for (let start = 0; start < full.totalCount; start += 2) {
    const page = ok(
      await post(companyCookie, 'GetWinLoss3SectionsReport', range({ StartCount: start, PageSize: 2 })),
    );
    expect(page.overall).toEqual(full.overall);
    paged.push(...page.rows);
  }
  expect(paged).toEqual(full.rows);
  const names = full.rows.map((row) => String(row.username).toLowerCase());
  expect(names).toEqual([...names].sort());
  // The win/loss report shows the same downline, own and upline win/loss per row.
  const wl = ok(await post(companyCookie, 'GetWinLossReport', range()));
  const keys = [
    'turnover',
    'netAmount',
    'commission',
    'payout',
    'winLoss',
    'ownWinLoss',
    'uplineWinLoss',
  ] as const;
  expect(wl.rows.map((row) => ({ id: row.userId, ...toCents(row, keys) }))).toEqual(
    full.rows.map((row) => ({ id: row.userId, ...toCents(row, keys) })),
  );
}, 120_000);

test('super admin: a row per company, that company summing its own view', async () => {
  const reply = ok(await post(admin, 'GetWinLoss3SectionsReport', range()));
  const mine = reply.rows.filter((row) => row.userId === tree.company.id);
  // Only this test's company has settled lines in the range.
  expect(reply.rows).toEqual(mine);
  expectSections(reply, oracleRows(null, {}), null, reply.overall.viewerId as number);
  const company = ok(await post(companyCookie, 'GetWinLoss3SectionsReport', range()));
  expect(toCents(reply.overall, SECTION_KEYS)).toEqual(toCents(company.overall, SECTION_KEYS));
  // The detail of the company row: the company's shares of every line.
  const detail = ok(await post(admin, 'GetWinLossDetail', range({ userId: tree.company.id })));
  expect(detail.overall).toMatchObject({
    stake: company.overall.turnover,
    netAmount: company.overall.netAmount,
    payout: company.overall.payout,
    winLoss: company.overall.winLoss,
  });
});

test('demo accounts appear only in the demo report', async () => {
  const demo = ok(await post(companyCookie, 'GetWinLoss3SectionsReportDemo', range()));
  const oracle = oracleRows(tree.company.id, { demo: true });
  expect(oracle.size).toBeGreaterThan(0);
  expectSections(demo, oracle, null, tree.company.id);
  // The demo player's direct upline: its row is in the demo report only.
  for (const bettor of demoBettors) {
    const chain = tree.chains.find((c) => c[0]!.id === bettor)!;
    const upline = chain[1]!.id;
    const normal = ok(await post(companyCookie, 'GetWinLoss3SectionsReport', range({ userId: upline })));
    expect(normal.rows.map((row) => row.userId)).not.toContain(bettor);
    const onlyDemo = ok(
      await post(companyCookie, 'GetWinLoss3SectionsReportDemo', range({ userId: upline })),
    );
    expect(onlyDemo.rows.map((row) => row.userId)).toContain(bettor);
    expectSections(onlyDemo, oracleRows(upline, { demo: true }), null, upline);
    // The demo bettor's lines are in no detail of the normal report.
    const detail = ok(
      await post(companyCookie, 'GetWinLossDetail', range({ userId: bettor, viewerId: upline })),
    );
    expect(detail.totalCount).toBe(0);
  }
});

test('US line: rows per downline and pool equal the computation and add up to the win/loss rows', async () => {
  const keys = [
    'ticketCount',
    'turnover',
    'netAmount',
    'commission',
    'payout',
    'winLoss',
    'ownWinLoss',
    'uplineWinLoss',
  ] as const;
  for (const v of viewers()) {
    const reply = ok(await post(companyCookie, 'GetUsLineReport', range({ userId: v })));
    const got = new Map(
      reply.rows.map((row) => [`${row.userId}:${row.poolId as number}`, toCents(row, keys)]),
    );
    const want = new Map(
      [...oracleRows(v, {}, true)].map(([k, a]) => [k, pickKeys(expectedSections(a, null), keys)]),
    );
    expect(got).toEqual(want);
    const sections = ok(await post(companyCookie, 'GetWinLoss3SectionsReport', range({ userId: v })));
    // Amounts add up over the pools; tickets do not (a ticket on two pools is one ticket).
    const amounts = keys.filter((k) => k !== 'ticketCount');
    for (const row of sections.rows) {
      const pools = reply.rows.filter((u) => u.userId === row.userId).map((u) => toCents(u, amounts));
      expect(sumRows(pools, amounts)).toEqual(toCents(row, amounts));
    }
    expect(toCents(reply.overall, keys)).toEqual(toCents(sections.overall, keys));
    // Ordered by username, then pool.
    const order = reply.rows.map(
      (row) => [String(row.username).toLowerCase(), row.poolId as number] as const,
    );
    const sorted = [...order].sort((a, b) => (a[0] === b[0] ? a[1] - b[1] : a[0] < b[0] ? -1 : 1));
    expect(order).toEqual(sorted);
  }
});

test('occupied: the own section of each row', async () => {
  const keys = ['ticketCount', 'eat', 'ownNet', 'ownPayout', 'ownWinLoss'] as const;
  for (const v of viewers()) {
    const occupied = ok(await post(companyCookie, 'GetWinLossOccupiedReport', range({ userId: v })));
    const sections = ok(await post(companyCookie, 'GetWinLoss3SectionsReport', range({ userId: v })));
    expect(occupied.rows.map((row) => ({ id: row.userId, ...toCents(row, keys) }))).toEqual(
      sections.rows.map((row) => ({ id: row.userId, ...toCents(row, keys) })),
    );
    expect(toCents(occupied.overall, keys)).toEqual(toCents(sections.overall, keys));
  }
});

test('win/loss detail: the lines behind each row, totals equal to the row', async () => {
  const keys = ['stake', 'in', 'netAmount', 'payout', 'winLoss'] as const;
  let checked = 0;
  for (const v of viewers()) {
    const sections = ok(await post(companyCookie, 'GetWinLoss3SectionsReport', range({ userId: v })));
    for (const row of sections.rows) {
      const detail = ok(
        await post(companyCookie, 'GetWinLossDetail', range({ userId: row.userId, viewerId: v })),
      );
      const totals = toCents(detail.overall, keys);
      expect({
        turnover: totals.stake,
        netAmount: totals.netAmount,
        payout: totals.payout,
        winLoss: totals.winLoss,
      }).toEqual({
        turnover: cents(row.turnover),
        netAmount: cents(row.netAmount),
        payout: cents(row.payout),
        winLoss: cents(row.winLoss),
      });
      expect(totals).toEqual(
        sumRows(
          detail.rows.map((d) => toCents(d, keys)),
          keys,
        ),
      );
      // Line by line against the computation.
      const want = counted({})
        .flatMap((l) =>
          l.p.shares
            .map((s, depth) => ({ l, s, depth }))
            .filter(({ s, depth }) => depth > 0 && s.userId === v && s.downUserId === row.userId),
        )
        .map(({ l, depth }) => {
          const x = shareFigures(l, depth);
          return {
            ticketId: l.p.ticketId,
            bettorId: l.p.bettor.id,
            drawDate: l.p.drawDate,
            poolId: l.p.poolId,
            number: l.p.number,
            code: l.p.code,
            kind: l.p.kind,
            stake: x.stake,
            in: x.in,
            netAmount: x.netAmount,
            payout: x.payout,
            winLoss: x.payout - x.netAmount,
          };
        });
      const got = detail.rows.map((d) => ({
        ticketId: d.ticketId,
        bettorId: d.bettorId,
        drawDate: d.drawDate,
        poolId: d.poolId,
        number: d.number,
        code: d.code,
        kind: d.kind,
        ...toCents(d, keys),
      }));
      const order = (a: { ticketId: unknown; number: unknown; code: unknown; stake: number }) =>
        `${String(a.ticketId).padStart(12, '0')}:${String(a.number)}:${String(a.code)}:${a.stake}`;
      expect([...got].sort((a, b) => order(a).localeCompare(order(b)))).toEqual(
        [...want].sort((a, b) => order(a).localeCompare(order(b))),
      );
      expect(detail.totalCount).toBe(want.length);
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(3);
  // Paging of one row's lines.
  const [first] = ok(await post(companyCookie, 'GetWinLoss3SectionsReport', range())).rows;
  const full = ok(await post(companyCookie, 'GetWinLossDetail', range({ userId: first!.userId })));
  const paged: Row[] = [];
  for (let start = 0; start < full.totalCount; start += 7)
    paged.push(
      ...ok(
        await post(
          companyCookie,
          'GetWinLossDetail',
          range({ userId: first!.userId, StartCount: start, PageSize: 7 }),
        ),
      ).rows,
    );
  expect(paged).toEqual(full.rows);
}, 120_000);

test("self win/loss detail: the viewer's own lines add up to the own section", async () => {
  const keys = ['eat', 'ownNet', 'ownPayout', 'ownWinLoss'] as const;
  for (const v of viewers()) {
    const self = ok(await post(companyCookie, 'GetSelfWinLossDetail', range({ viewerId: v })));
    const sections = ok(await post(companyCookie, 'GetWinLoss3SectionsReport', range({ userId: v })));
    expect(toCents(self.overall, keys)).toEqual(toCents(sections.overall, keys));
    expect(toCents(self.overall, keys)).toEqual(
      sumRows(
        self.rows.map((d) => toCents(d, keys)),
        keys,
      ),
    );
    const want = counted({}).flatMap((l) =>
      l.p.shares
        .map((s, depth) => ({ s, depth }))
        .filter(({ s, depth }) => depth > 0 && s.userId === v)
        .map(({ depth }) => shareFigures(l, depth))
        .filter((x) => x.eat > 0 || x.ownWinLoss !== 0),
    );
    expect(self.totalCount).toBe(want.length);
  }
  // Pool and date filters narrow both alike.
  const f = { fromDate: D1, toDate: D1, poolIds: [1] };
  const self = ok(await post(companyCookie, 'GetSelfWinLossDetail', range(f)));
  const sections = ok(await post(companyCookie, 'GetWinLoss3SectionsReport', range(f)));
  expect(toCents(self.overall, keys)).toEqual(toCents(sections.overall, keys));
});

test('jackpot detail: the 5D/6D numbers, jackpot amounts and the winning 5D/6D lines of the tree', async () => {
  const result = results.get(D1)!;
  const expectedLines = (viewer: number) =>
    counted({ dates: [D1], pools: [3] })
      .filter((l) => (l.p.code === '5D' || l.p.code === '6D') && l.p.shares.some((s) => s.userId === viewer))
      .map((l) => {
        const matches = matchBet({ number: l.p.number, code: l.p.code, kind: l.p.kind }, l.result);
        const ranks = matches.map((m) => m.rank as number).sort((a, b) => a - b);
        return {
          ticketId: l.p.ticketId,
          number: l.p.number,
          code: l.p.code,
          tier: ranks[0],
          tiers: ranks,
          stake: l.p.stake,
          payout: winningsCents(l.p.code, matches, l.p.shares[0]!.payouts, l.p.stake, l.p.iboxDivisor),
        };
      })
      .filter((x) => x.tiers.length > 0);
  const shape = (rows: Record<string, unknown>[]) =>
    rows
      .map((x) => ({
        ticketId: x.ticketId,
        number: x.number,
        code: x.code,
        tier: x.tier,
        tiers: x.tiers,
        stake: cents(x.stake),
        payout: cents(x.payout),
      }))
      .sort((a, b) =>
        `${String(a.ticketId)}:${String(a.number)}`.localeCompare(
          `${String(b.ticketId)}:${String(b.number)}`,
        ),
      );
  const res = await post(companyCookie, 'GetDetailJackpot', { drawDate: D1, poolId: 3 });
  expect(res.body).toMatchObject({
    success: true,
    data: {
      drawDate: D1,
      poolId: 3,
      released: true,
      fiveD: result.fiveD,
      sixD: result.sixD,
      jackpot1: 12345.67,
      jackpot2: 890.12,
      currency: 'MYR',
    },
  });
  const data = res.body.data as { lines: Record<string, unknown>[]; totalPayout: number; totalStake: number };
  const want = expectedLines(tree.company.id);
  expect(want.length).toBeGreaterThan(0);
  expect(shape(data.lines)).toEqual(
    shape(want.map((w) => ({ ...w, stake: w.stake / 100, payout: w.payout / 100 }))),
  );
  expect(cents(data.totalPayout)).toBe(want.reduce((s, w) => s + w.payout, 0));
  // An agent sees the lines of its own tree only.
  for (const v of viewers()) {
    const mine = await post(companyCookie, 'GetDetailJackpot', { drawDate: D1, poolId: 3, userId: v });
    const got = (mine.body.data as { lines: Record<string, unknown>[] }).lines;
    expect(shape(got)).toEqual(
      shape(expectedLines(v).map((w) => ({ ...w, stake: w.stake / 100, payout: w.payout / 100 }))),
    );
  }
  // A draw without a result: no data.
  const none = await post(companyCookie, 'GetDetailJackpot', { drawDate: '2031-06-01', poolId: 3 });
  expect(none.body).toMatchObject({ success: true, data: null });
});

test('a converted currency: figures converted per row, identities kept on every row and in the totals', async () => {
  for (const v of viewers()) {
    const reply = ok(
      await post(companyCookie, 'GetWinLoss3SectionsReport', range({ userId: v, currency: 'THB' })),
    );
    expectSections(reply, oracleRows(v, {}), THB_RATE, v);
    const us = ok(await post(companyCookie, 'GetUsLineReport', range({ userId: v, currency: 'THB' })));
    for (const row of us.rows)
      expect(cents(row.winLoss) + cents(row.ownWinLoss) + cents(row.uplineWinLoss)).toBe(0);
    const keys = ['winLoss', 'ownWinLoss', 'uplineWinLoss'] as const;
    expect(toCents(us.overall, keys)).toEqual(
      sumRows(
        us.rows.map((row) => toCents(row, keys)),
        keys,
      ),
    );
  }
  const demo = ok(await post(companyCookie, 'GetWinLoss3SectionsReportDemo', range({ currency: 'THB' })));
  expectSections(demo, oracleRows(tree.company.id, { demo: true }), THB_RATE, tree.company.id);
  // Detail lines converted one by one; their totals convert the base sums, as the report converts
  // its row: the detail of a row totals to that row in every currency.
  const thb = ok(await post(companyCookie, 'GetWinLoss3SectionsReport', range({ currency: 'THB' }))).rows;
  for (const row of thb) {
    const detail = ok(
      await post(companyCookie, 'GetWinLossDetail', range({ userId: row.userId, currency: 'THB' })),
    );
    expect(toCents(detail.overall, ['stake', 'netAmount', 'payout', 'winLoss'] as const)).toEqual({
      stake: cents(row.turnover),
      netAmount: cents(row.netAmount),
      payout: cents(row.payout),
      winLoss: cents(row.winLoss),
    });
    for (const d of detail.rows) expect(cents(d.winLoss)).toBe(cents(d.payout) - cents(d.netAmount));
    expect(detail.overall).toMatchObject({ currency: 'THB' });
  }
});

test('who may: functions, report access of a sub-account, the tree', async () => {
  const sections = range();
  // Another company's account may not view this tree.
  const other = await login(t.app, 'demo_co');
  expect((await post(other, 'GetWinLoss3SectionsReport', range({ userId: tree.company.id }))).status).toBe(
    403,
  );
  expect((await post(other, 'GetWinLossDetail', range({ userId: tree.agents[0]!.id }))).status).toBe(403);
  expect((await post(other, 'GetSelfWinLossDetail', range({ viewerId: tree.company.id }))).status).toBe(403);
  expect(
    (await post(other, 'GetDetailJackpot', { drawDate: D1, poolId: 3, userId: tree.company.id })).status,
  ).toBe(403);
  // A bettor holds none of the win/loss functions.
  const player = tree.chains.find((c) => c.length > 2 && !demoBettors.has(c[0]!.id))![0]!;
  const playerCookie = await login(t.app, player.username);
  expect((await post(playerCookie, 'GetWinLoss3SectionsReport', sections)).status).toBe(403);
  // Detail: only a direct downline of the viewer, never the viewer itself.
  const deep = tree.chains.find((c) => c.length > 3);
  if (!deep) throw new Error(`seed ${SEED} made no agent below an agent`);
  expect((await post(companyCookie, 'GetWinLossDetail', range({ userId: deep[0]!.id }))).status).toBe(403);
  expect((await post(companyCookie, 'GetWinLossDetail', range({ userId: tree.company.id }))).status).toBe(
    403,
  );
  expect(
    (await post(companyCookie, 'GetWinLossDetail', range({ userId: deep[0]!.id, viewerId: deep[1]!.id })))
      .status,
  ).toBe(200);

  // A sub-account of the company holding Profit Loss Report: refused until its report access has it.
  const access = (fns: readonly FunctionName[]) =>
    canonicalAccessString(new Map(fns.map((f) => [f, new Set([1 as const])] as const)));
  const subName = `wl_sub_${SEED}`.slice(0, 20);
  const subId = await insertSubAccount(t.db, {
    username: subName,
    main: tree.company.username,
    accessString: access(['Profit Loss Report']),
  });
  const sub = await login(t.app, subName);
  expect((await post(sub, 'GetWinLoss3SectionsReport', sections)).status).toBe(403);
  await t.db
    .insertInto('sub_account_access')
    .values({ user_id: subId, report_access: ['Profit Loss Report'] })
    .execute();
  const asSub = ok(await post(sub, 'GetWinLoss3SectionsReport', sections));
  const asCompany = ok(await post(companyCookie, 'GetWinLoss3SectionsReport', sections));
  expect(asSub.rows).toEqual(asCompany.rows);
  expect(asSub.overall).toEqual(asCompany.overall);
  expect(ok(await post(sub, 'GetUsLineReport', sections)).rows.length).toBeGreaterThan(0);
  expect(ok(await post(sub, 'GetSelfWinLossDetail', sections)).totalCount).toBeGreaterThan(0);
  // The occupied report needs WinLoss Occupied Report.
  expect((await post(sub, 'GetWinLossOccupiedReport', sections)).status).toBe(403);
  const occName = `wl_occ_${SEED}`.slice(0, 20);
  const occId = await insertSubAccount(t.db, {
    username: occName,
    main: tree.company.username,
    accessString: access(['WinLoss Occupied Report']),
  });
  await t.db
    .insertInto('sub_account_access')
    .values({ user_id: occId, report_access: ['WinLoss Occupied Report'] })
    .execute();
  const occ = await login(t.app, occName);
  expect(ok(await post(occ, 'GetWinLossOccupiedReport', sections)).rows.length).toBe(asCompany.rows.length);

  // Validation: a bad range is a business refusal.
  const bad = await post(companyCookie, 'GetWinLoss3SectionsReport', range({ fromDate: D3, toDate: D1 }));
  expect(bad.body).toMatchObject({ success: false, data: null });
});

test('while a release runs the reports carry the processing flag and message', async () => {
  await sql`UPDATE draws SET release_status = 'processing' WHERE draw_date = ${D3} AND pool_id = 1`.execute(
    t.db,
  );
  try {
    const res = await post(companyCookie, 'GetWinLoss3SectionsReport', range());
    expect(res.body.message).toEqual(expect.stringContaining('processing'));
    expect(res.body.overallInfo).toMatchObject({ processing: true });
    const jackpot = await post(companyCookie, 'GetDetailJackpot', { drawDate: D3, poolId: 1 });
    expect(jackpot.body).toMatchObject({ success: true, data: null });
  } finally {
    await sql`UPDATE draws SET release_status = 'pending' WHERE draw_date = ${D3} AND pool_id = 1`.execute(
      t.db,
    );
  }
});
