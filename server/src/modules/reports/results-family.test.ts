import type {
  PayoutRow,
  PayoutStatisticRow,
  PayoutTablePool,
  SalesStatisticRow,
  SelfPayoutRow,
  StakeHolderRow,
  StrikeRow,
  WinningRow,
} from '@drawdesk/shared-kernel/contract';
import { Role } from '@drawdesk/shared-kernel/domain';
import {
  distinctPermutations,
  matchBet,
  netCostCents,
  payoutIndex,
  winningsCents,
  type DrawResult,
  type PrizeMatch,
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
import {
  ensureDraw,
  expectedShares,
  newTicket,
  placeLine,
  type Account,
  type Placed,
} from '../../../test/settlementFixtures';

/**
 * The results family, the statistics and the stakeholder report (REPORTS.md) over a random tree
 * with random pt, fight limits and payout tables, random 4D/3D/box/ibox/5D/6D lines on two released
 * dates and one open date: every row and total checked against an independent computation from the
 * placed lines with the kernel's matching and rounding (DOMAIN 10 and 14); the payout table and the
 * strike rows add up to the payout report; the stakeholder rows sum to zero; demo accounts, access
 * rules and a converted currency.
 */

const SEED = Number(process.env.RESULTS_SEED ?? 52032);
const r = randomTools(rng(SEED));
const D1 = '2032-06-05';
const D2 = '2032-06-06';
/** Lines of a draw never released: only the sales statistic counts them. */
const D3 = '2032-06-07';
/** The seed's THB rate: 1 THB = 0.13 MYR. */
const THB_RATE = 1_300;

let t: TestApp;
let tree: RandomTree;
let companyCookie: string;
const cookies = new Map<number, string>();
const names = new Map<number, string>();
const results = new Map<string, DrawResult>();
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
  const admin = await login(t.app, 'admin', ADMIN_PASSWORD);
  await t.clock.setTestClock(new Date('2032-06-07T15:00:00Z'));
  tree = await randomTree(t.db, r, 'rf');
  const accounts = [tree.company, ...tree.agents, ...tree.chains.map((c) => c[0]!)];
  for (const a of accounts) names.set(a.id, a.username);
  // The agents' position taking as their eat settings hold it (the stakeholder report shows it).
  for (const a of tree.agents) {
    await t.db.insertInto('account_eat_settings').values({ user_id: a.id, position_taking: a.pt }).execute();
  }
  // A demo player: its lines are left out of every report.
  const demoChain = r.pick(tree.chains.filter((c) => c.length > 2));
  demoBettors.add(demoChain[0]!.id);
  await markDemo(t.db, demoChain[0]!.id);
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
      count: date === D3 ? 30 : 240,
      usage,
      sameTicket: 0.3,
      baseRate: () => r.pick([10000, 9800, 9750]),
    });
    // Box tickets: every permutation of a prize number at full stake, on one ticket.
    for (let i = 0; i < 4; i++) {
      const chain = i === 0 ? demoChain : r.pick(tree.chains);
      const ticketId = await newTicket(t.db, chain[0]!, date);
      const base = r.pick([result.first, result.starters[2]!, result.consolations[3]!]);
      for (const number of distinctPermutations(base)) {
        placed.push(
          await placeLine(t.db, {
            drawId: i % 2 === 0 ? draw1 : draw3,
            poolId: i % 2 === 0 ? 1 : 3,
            drawDate: date,
            chain,
            number,
            code: r.pick(['B', 'S', '4A', '4C'] as const),
            kind: 2,
            stake: r.int(100, 500),
            usage,
            ticketId,
          }),
        );
      }
    }
    // Big on the number that is both a starter and a consolation: one line, two ranks, its payout
    // split between two cells of the payout table.
    for (let i = 0; i < 6; i++) {
      const chain = r.pick(tree.chains.filter((c) => !demoBettors.has(c[0]!.id)));
      placed.push(
        await placeLine(t.db, {
          drawId: i % 2 === 0 ? draw1 : draw3,
          poolId: i % 2 === 0 ? 1 : 3,
          drawDate: date,
          chain,
          number: result.starters[5]!,
          code: 'B',
          stake: r.int(101, 999),
          usage,
        }),
      );
    }
    for (const p of placed) {
      lines.push({ p, result, released: date !== D3, cancelled: false, demo: demoBettors.has(p.bettor.id) });
    }
  }
  await cancelSomeLines(t.db, r, lines, 6);
  await saveAndReleaseResults(t.app, admin, results, [D1, D2]);
  companyCookie = await login(t.app, tree.company.username);
  cookies.set(tree.company.id, companyCookie);
}, 300_000);
afterAll(async () => {
  await t?.close();
}, SETUP_TIMEOUT);

// ---- The independent computation (cents) ----

const cookieOf = async (a: Account) => {
  const known = cookies.get(a.id);
  if (known) return known;
  const c = await login(t.app, a.username);
  cookies.set(a.id, c);
  return c;
};

/** Lines a report reads: released (unless asked), not cancelled, not demo, in the dates and pools. */
function counted(f: { dates?: readonly string[]; pools?: readonly number[]; open?: boolean } = {}): Line[] {
  return lines.filter(
    (l) =>
      (l.released || f.open === true) &&
      !l.cancelled &&
      !l.demo &&
      (!f.dates || f.dates.includes(l.p.drawDate)) &&
      (!f.pools || f.pools.includes(l.p.poolId)),
  );
}

/** Matched positions in the order the settlement stores them: by rank, then index. */
const matchesOf = (l: Line): PrizeMatch[] =>
  matchBet({ number: l.p.number, code: l.p.code, kind: l.p.kind }, l.result).sort(
    (a, b) => a.rank - b.rank || a.index - b.index,
  );

const shareOf = (l: Line, userId: number) => l.p.shares.find((s) => s.userId === userId);
const eatOf = (s: Placed['shares'][number]) => (s.depth === 0 ? 0 : s.in - s.out);
const win = (l: Line, payouts: readonly number[] | null, amount: number) =>
  payouts ? winningsCents(l.p.code, matchesOf(l), payouts, amount, l.p.iboxDivisor) : 0;

/**
 * A line's payout split over its positions (docs/reports-rules.md): exact share of each position,
 * floors, then the cents the whole's half-up rounding adds to the largest remainders (earlier first).
 */
function split(l: Line, payouts: readonly number[] | null, amount: number): number[] {
  const ms = matchesOf(l);
  if (!payouts) return ms.map(() => 0);
  const den = 100 * l.p.iboxDivisor;
  const exact = ms.map((m) => payouts[payoutIndex(l.p.code, m.rank)]! * amount);
  const parts = exact.map((e) => Math.floor(e / den));
  let left = win(l, payouts, amount) - parts.reduce((s, v) => s + v, 0);
  const order = exact.map((e, i) => ({ rem: e % den, i })).sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (const o of order) {
    if (left <= 0) break;
    parts[o.i]! += 1;
    left -= 1;
  }
  expect(left).toBe(0);
  return parts;
}

const cents = (units: number) => Math.round(units * 100);
/** THB cents of base cents: half away from zero (conversion.ts). */
const thb = (c: number) => Math.sign(c) * Math.round((Math.abs(c) * 10_000) / THB_RATE);

async function post(cookie: string, name: string, body: Record<string, unknown>): Promise<CallResult> {
  return call(t.app, 'POST', `/api/Report/${name}`, { cookie, body });
}

function ok<R, O = Record<string, unknown>>(res: CallResult): { rows: R[]; total: number; overall: O } {
  expect(res.status).toBe(200);
  expect(res.body.success).toBe(true);
  return {
    rows: res.body.data as R[],
    total: res.body.totalCount as number,
    overall: res.body.overallInfo as O,
  };
}

const range = (extra: Record<string, unknown> = {}) => ({ fromDate: D1, toDate: D3, ...extra });
const paged = (extra: Record<string, unknown> = {}) => range({ StartCount: 0, PageSize: 500, ...extra });

/** Agents with lines below them: the deepest, one in the middle and the highest. */
function agentViewers(): Account[] {
  const depth = (a: Account) => tree.chains.find((c) => c.includes(a))!.indexOf(a);
  const deep = [...tree.agents]
    .filter((a) => counted().some((l) => shareOf(l, a.id)))
    .sort((a, b) => depth(a) - depth(b));
  return [...new Set([deep[0]!, deep[Math.floor(deep.length / 2)]!, deep[deep.length - 1]!])];
}

// ---- Winning report ----

interface WinningCents {
  ticketId: number;
  bettorId: number;
  path: string[];
  drawDate: string;
  poolId: number;
  number: string;
  code: string;
  kind: number;
  ranks: number[];
  stake: number;
  payout: number;
}

function expectedWinning(viewer: Account, f: { number?: string; bettorId?: number } = {}): WinningCents[] {
  return counted()
    .filter((l) => shareOf(l, viewer.id) && matchesOf(l).length > 0)
    .filter(
      (l) =>
        (f.number === undefined || l.p.number === f.number) &&
        (f.bettorId ?? l.p.bettor.id) === l.p.bettor.id,
    )
    .map((l) => {
      const topDown = l.p.shares
        .slice(1)
        .map((s) => s.userId)
        .reverse();
      const from = topDown.indexOf(viewer.id);
      return {
        ticketId: l.p.ticketId,
        bettorId: l.p.bettor.id,
        path: (from < 0 ? [] : topDown.slice(from)).map((id) => names.get(id)!),
        drawDate: l.p.drawDate,
        poolId: l.p.poolId,
        number: l.p.number,
        code: l.p.code,
        kind: l.p.kind,
        ranks: matchesOf(l).map((m) => m.rank),
        stake: l.p.stake,
        payout: win(l, l.p.shares[0]!.payouts, l.p.stake),
      };
    });
}

const winningKey = (w: WinningCents) => JSON.stringify(w);
const winningCents = (row: WinningRow, conv = (c: number) => c): WinningCents => ({
  ticketId: row.ticketId,
  bettorId: row.bettorId,
  path: row.path,
  drawDate: row.drawDate,
  poolId: row.poolId,
  number: row.number,
  code: row.code,
  kind: row.kind,
  ranks: row.ranks,
  stake: conv(cents(row.stake)),
  payout: conv(cents(row.payout)),
});

test('winning report: one row per winning line of the subtree with the bettor payout, path, filters, totals', async () => {
  for (const viewer of [tree.company, ...agentViewers().slice(0, 3)]) {
    const want = expectedWinning(viewer);
    const got = ok<WinningRow, { lineCount: number; stake: number; payout: number }>(
      await post(await cookieOf(viewer), 'GetWinningReport', paged()),
    );
    expect(got.total).toBe(want.length);
    expect(got.rows.map((row) => winningKey(winningCents(row))).sort()).toEqual(want.map(winningKey).sort());
    expect(cents(got.overall.stake)).toBe(want.reduce((s, w) => s + w.stake, 0));
    expect(cents(got.overall.payout)).toBe(want.reduce((s, w) => s + w.payout, 0));
    expect(got.overall.lineCount).toBe(want.length);
  }
  expect(expectedWinning(tree.company).some((w) => w.kind === 3)).toBe(true);
  expect(expectedWinning(tree.company).some((w) => w.kind === 2)).toBe(true);
  expect(expectedWinning(tree.company).some((w) => w.code === '5D' || w.code === '6D')).toBe(true);

  // Number and bettor filters; paging keeps the order of the full list.
  const all = ok<WinningRow>(await post(companyCookie, 'GetWinningReport', paged())).rows;
  const some = all[0]!;
  const byNumber = ok<WinningRow>(
    await post(companyCookie, 'GetWinningReport', paged({ number: some.number })),
  );
  expect(byNumber.rows.map((row) => winningKey(winningCents(row))).sort()).toEqual(
    expectedWinning(tree.company, { number: some.number }).map(winningKey).sort(),
  );
  const byBettor = ok<WinningRow>(
    await post(companyCookie, 'GetWinningReport', paged({ bettorId: some.bettorId })),
  );
  expect(byBettor.total).toBe(expectedWinning(tree.company, { bettorId: some.bettorId }).length);
  const page2 = ok<WinningRow>(
    await post(companyCookie, 'GetWinningReport', paged({ StartCount: 5, PageSize: 5 })),
  );
  expect(page2.rows).toEqual(all.slice(5, 10));
  expect(page2.total).toBe(all.length);

  // Demo bettors' winning lines never show.
  const demoId = [...demoBettors][0]!;
  expect(lines.some((l) => l.demo && l.released && matchesOf(l).length > 0)).toBe(true);
  expect(ok(await post(companyCookie, 'GetWinningReport', paged({ bettorId: demoId }))).total).toBe(0);
});

// ---- Payout report, self payout ----

interface PayoutCents {
  winLines: number;
  winStake: number;
  payout: number;
  ownPayout: number;
  uplinePayout: number;
}
const zeroPayout = (): PayoutCents => ({
  winLines: 0,
  winStake: 0,
  payout: 0,
  ownPayout: 0,
  uplinePayout: 0,
});

function expectedPayout(
  viewer: Account,
  key: (l: Line, down: number) => string,
  dates?: string[],
  pools?: number[],
) {
  const out = new Map<string, PayoutCents>();
  for (const l of counted({ ...(dates ? { dates } : {}), ...(pools ? { pools } : {}) })) {
    const s = shareOf(l, viewer.id);
    if (!s || s.depth === 0 || matchesOf(l).length === 0) continue;
    const k = key(l, s.downUserId!);
    const acc = out.get(k) ?? zeroPayout();
    acc.winLines += 1;
    acc.winStake += l.p.stake;
    acc.payout += win(l, s.downPayouts, s.in);
    acc.ownPayout += win(l, s.downPayouts, eatOf(s));
    acc.uplinePayout += win(l, s.payouts, s.out);
    out.set(k, acc);
  }
  return out;
}

test('payout report: per direct downline winning lines, their stake, W(p_D) x in and W(p_D) x eat', async () => {
  for (const viewer of [tree.company, ...agentViewers().slice(0, 3)]) {
    const want = expectedPayout(viewer, (_l, down) => String(down));
    const got = ok<PayoutRow, PayoutCents>(await post(await cookieOf(viewer), 'GetPayoutReport', paged()));
    expect(got.total).toBe(want.size);
    for (const row of got.rows) {
      const w = want.get(String(row.userId))!;
      expect({
        winLines: row.winLines,
        winStake: cents(row.winStake),
        payout: cents(row.payout),
        ownPayout: cents(row.ownPayout),
      }).toEqual({ winLines: w.winLines, winStake: w.winStake, payout: w.payout, ownPayout: w.ownPayout });
      expect(row.username).toBe(names.get(row.userId));
    }
    const sum = (k: keyof PayoutCents) => [...want.values()].reduce((s, w) => s + w[k], 0);
    expect(cents(got.overall.payout)).toBe(sum('payout'));
    expect(cents(got.overall.ownPayout)).toBe(sum('ownPayout'));
    expect(got.overall.winLines).toBe(sum('winLines'));

    // Self payout: the same money per draw date and pool, with what the upline pays the viewer.
    const self = expectedPayout(viewer, (l) => `${l.p.drawDate}:${l.p.poolId}`);
    const mine = ok<SelfPayoutRow, PayoutCents>(
      await post(await cookieOf(viewer), 'GetSelfPayoutReport', paged()),
    );
    // Newest date first, then pool.
    const order = [...self.keys()].map((k) => k.split(':') as [string, string]);
    order.sort(([da, pa], [db, pb]) => (da === db ? Number(pa) - Number(pb) : da < db ? 1 : -1));
    expect(mine.rows.map((row) => `${row.drawDate}:${row.poolId}`)).toEqual(
      order.map(([d, p]) => `${d}:${p}`),
    );
    for (const row of mine.rows) {
      const w = self.get(`${row.drawDate}:${row.poolId}`)!;
      expect({
        winLines: row.winLines,
        winStake: cents(row.winStake),
        payout: cents(row.payout),
        ownPayout: cents(row.ownPayout),
        uplinePayout: cents(row.uplinePayout),
      }).toEqual(w);
    }
    expect(cents(mine.overall.payout)).toBe(sum('payout'));
  }
  // The company passes nothing up: no upline payout.
  const own = ok<SelfPayoutRow, PayoutCents>(await post(companyCookie, 'GetSelfPayoutReport', paged()));
  expect(own.overall.uplinePayout).toBe(0);
});

// ---- Payout table ----

test('payout table: code x rank cells from each line split over its positions; they sum to the payout report', async () => {
  for (const viewer of [tree.company, ...agentViewers().slice(0, 3)]) {
    const cookie = await cookieOf(viewer);
    for (const pools of [undefined, [3]]) {
      const filter = pools ? { poolIds: pools } : {};
      const want = new Map<string, { winLines: Set<number>; payout: number }>();
      const codeLines = new Map<string, Set<number>>();
      for (const l of counted(pools ? { pools } : {})) {
        const s = shareOf(l, viewer.id);
        if (!s || s.depth === 0) continue;
        const ms = matchesOf(l);
        if (ms.length === 0) continue;
        const parts = split(l, s.downPayouts, s.in);
        const ck = `${l.p.poolId}:${l.p.code}`;
        codeLines.set(ck, (codeLines.get(ck) ?? new Set()).add(l.p.lineId));
        ms.forEach((m, i) => {
          const k = `${l.p.poolId}:${l.p.code}:${m.rank}`;
          const cell = want.get(k) ?? { winLines: new Set<number>(), payout: 0 };
          cell.winLines.add(l.p.lineId);
          cell.payout += parts[i]!;
          want.set(k, cell);
        });
      }
      const got = ok<PayoutTablePool, { winLines: number; payout: number }>(
        await post(cookie, 'GetPayoutTable', range(filter)),
      );
      const seen = new Set<string>();
      for (const pool of got.rows) {
        let poolCents = 0;
        for (const row of pool.rows) {
          expect(row.winLines).toBe(codeLines.get(`${pool.poolId}:${row.code}`)!.size);
          expect(row.cells.map((c) => c.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
          for (const cell of row.cells) {
            const k = `${pool.poolId}:${row.code}:${cell.rank}`;
            const w = want.get(k);
            expect([k, cell.winLines, cents(cell.payout)]).toEqual([
              k,
              w?.winLines.size ?? 0,
              w?.payout ?? 0,
            ]);
            if (w) seen.add(k);
          }
          expect(cents(row.payout)).toBe(row.cells.reduce((s, c) => s + cents(c.payout), 0));
          poolCents += cents(row.payout);
        }
        expect(pool.columns.map((c) => cents(c.payout))).toEqual(
          [1, 2, 3, 4, 5, 6, 7, 8].map((rank) =>
            pool.rows.reduce((s, row) => s + cents(row.cells.find((c) => c.rank === rank)!.payout), 0),
          ),
        );
        expect(cents(pool.payout)).toBe(poolCents);
      }
      expect(seen.size).toBe(want.size);
      // To the cent: the table's total is the payout report's.
      const report = ok<PayoutRow, { payout: number; winLines: number }>(
        await post(cookie, 'GetPayoutReport', paged(filter)),
      );
      expect(cents(got.overall.payout)).toBe(cents(report.overall.payout));
      expect(got.overall.winLines).toBe(report.overall.winLines);
    }
  }
  // Split lines really happen: some line matched more than one rank.
  expect(counted().some((l) => new Set(matchesOf(l).map((m) => m.rank)).size > 1)).toBe(true);
});

// ---- Strike ----

test('strike report: every prize position with the stake per code, eat and payouts of the lines that won by it', async () => {
  for (const viewer of [tree.company, ...agentViewers().slice(0, 2)]) {
    const cookie = await cookieOf(viewer);
    for (const date of [D1, D2]) {
      const result = results.get(date)!;
      interface Pos {
        lines: Set<number>;
        amounts: Record<string, number>;
        eat: number;
        payout: number;
        ownPayout: number;
      }
      const want = new Map<string, Pos>();
      for (const l of counted({ dates: [date] })) {
        const s = shareOf(l, viewer.id);
        if (!s) continue;
        const ms = matchesOf(l);
        const pay = split(l, s.downPayouts, s.in);
        const own = split(l, s.downPayouts, eatOf(s));
        ms.forEach((m, i) => {
          const game = l.p.code === '5D' ? 5 : l.p.code === '6D' ? 6 : 4;
          const rank = game === 5 ? (m.rank <= 3 ? m.rank : 1) : game === 6 ? 1 : m.rank;
          const k = `${l.p.poolId}:${game}:${rank}:${game === 4 ? m.index : 0}`;
          const pos = want.get(k) ?? {
            lines: new Set<number>(),
            amounts: {},
            eat: 0,
            payout: 0,
            ownPayout: 0,
          };
          if (!pos.lines.has(l.p.lineId)) {
            pos.lines.add(l.p.lineId);
            pos.amounts[l.p.code] = (pos.amounts[l.p.code] ?? 0) + l.p.stake;
            pos.eat += eatOf(s);
          }
          pos.payout += pay[i]!;
          pos.ownPayout += own[i]!;
          want.set(k, pos);
        });
      }
      const got = ok<StrikeRow, { payout: number; ownPayout: number }>(
        await post(cookie, 'GetStrikeReport', { drawDate: date }),
      );
      // Pool 1: 23 positions; pool 3 (Toto): 23 + 5D 1st-3rd + 6D 1st.
      expect(got.rows.filter((row) => row.poolId === 1)).toHaveLength(23);
      expect(got.rows.filter((row) => row.poolId === 3)).toHaveLength(27);
      for (const row of got.rows) {
        const prize =
          row.game === 4
            ? row.rank === 7
              ? result.starters[row.idx]
              : row.rank === 8
                ? result.consolations[row.idx]
                : [result.first, result.second, result.third][row.rank - 1]
            : row.game === 5
              ? [result.fiveD!.first, result.fiveD!.second, result.fiveD!.third][row.rank - 1]
              : result.sixD!.first;
        expect(row.number).toBe(prize);
        const w = want.get(`${row.poolId}:${row.game}:${row.rank}:${row.idx}`);
        expect({
          hit: row.hit,
          lines: row.lines,
          amounts: Object.fromEntries(Object.entries(row.amounts).map(([c, v]) => [c, cents(v)])),
          stake: cents(row.stake),
          eat: cents(row.eat),
          payout: cents(row.payout),
          ownPayout: cents(row.ownPayout),
        }).toEqual({
          hit: w !== undefined,
          lines: w?.lines.size ?? 0,
          amounts: w?.amounts ?? {},
          stake: Object.values(w?.amounts ?? {}).reduce((s, v) => s + v, 0),
          eat: w?.eat ?? 0,
          payout: w?.payout ?? 0,
          ownPayout: w?.ownPayout ?? 0,
        });
      }
      expect(got.rows.some((row) => !row.hit)).toBe(true);
      // The positions' payouts add up to the payout report of that date.
      const report = ok<PayoutRow, { payout: number; ownPayout: number }>(
        await post(cookie, 'GetPayoutReport', paged({ fromDate: date, toDate: date })),
      );
      expect(cents(got.overall.payout)).toBe(cents(report.overall.payout));
      expect(cents(got.overall.ownPayout)).toBe(cents(report.overall.ownPayout));
    }
  }
  // A date without a released result has no positions.
  expect(ok(await post(companyCookie, 'GetStrikeReport', { drawDate: D3 })).rows).toEqual([]);
  // One pool only.
  const toto = ok<StrikeRow>(await post(companyCookie, 'GetStrikeReport', { drawDate: D1, poolIds: [3] }));
  expect(new Set(toto.rows.map((row) => row.poolId))).toEqual(new Set([3]));
});

// ---- Statistics ----

test('sales statistic counts settled and open draws per date and pool; payout statistic the settled ones', async () => {
  for (const viewer of [tree.company, ...agentViewers().slice(0, 3)]) {
    const cookie = await cookieOf(viewer);
    const sales = new Map<
      string,
      { turnover: number; net: number; commission: number; tickets: Set<number> }
    >();
    const payouts = new Map<string, { turnover: number; net: number; payout: number; own: number }>();
    for (const l of counted({ open: true })) {
      const s = shareOf(l, viewer.id);
      if (!s || s.depth === 0) continue;
      const k = `${l.p.drawDate}:${l.p.poolId}`;
      const net = netCostCents(s.in, s.downRate!);
      const a = sales.get(k) ?? { turnover: 0, net: 0, commission: 0, tickets: new Set<number>() };
      a.turnover += l.p.stake;
      a.net += net;
      a.commission += netCostCents(s.in, l.p.baseRate) - net;
      a.tickets.add(l.p.ticketId);
      sales.set(k, a);
      if (!l.released) continue;
      const b = payouts.get(k) ?? { turnover: 0, net: 0, payout: 0, own: 0 };
      b.turnover += l.p.stake;
      b.net += net;
      b.payout += win(l, s.downPayouts, s.in);
      b.own += expectedShares(l.p, l.result).shares[s.depth]!.winLoss;
      payouts.set(k, b);
    }
    const got = ok<SalesStatisticRow, { turnover: number }>(await post(cookie, 'GetSalesStatistic', range()));
    expect(got.rows.map((row) => `${row.drawDate}:${row.poolId}`)).toEqual([...sales.keys()].sort());
    for (const row of got.rows) {
      const w = sales.get(`${row.drawDate}:${row.poolId}`)!;
      expect([
        row.released,
        cents(row.turnover),
        cents(row.netAmount),
        cents(row.commission),
        row.ticketCount,
      ]).toEqual([row.drawDate !== D3, w.turnover, w.net, w.commission, w.tickets.size]);
    }
    expect(cents(got.overall.turnover)).toBe([...sales.values()].reduce((s, w) => s + w.turnover, 0));
    if (viewer.id === tree.company.id) expect(got.rows.some((row) => !row.released)).toBe(true);

    const stat = ok<PayoutStatisticRow>(await post(cookie, 'GetPayoutStatistic', range()));
    expect(stat.rows.map((row) => `${row.drawDate}:${row.poolId}`)).toEqual([...payouts.keys()].sort());
    for (const row of stat.rows) {
      const w = payouts.get(`${row.drawDate}:${row.poolId}`)!;
      expect([
        cents(row.turnover),
        cents(row.netAmount),
        cents(row.payout),
        cents(row.winLoss),
        cents(row.ownWinLoss),
      ]).toEqual([w.turnover, w.net, w.payout, w.payout - w.net, w.own]);
    }
  }
  // At most 366 days.
  const long = await post(companyCookie, 'GetSalesStatistic', { fromDate: '2031-01-01', toDate: D3 });
  expect(long.body).toMatchObject({ success: false, data: null });
});

// ---- Stakeholder ----

interface Level {
  ids: Set<number>;
  in: number;
  eat: number;
  out: number;
  net: number;
  payout: number;
  winLoss: number;
}
const newLevel = (): Level => ({ ids: new Set(), in: 0, eat: 0, out: 0, net: 0, payout: 0, winLoss: 0 });

/** The stakeholder rows of account A (bettors, levels below A, A, uplines), in cents. */
function expectedStakeholder(a: Account, dates: string[]) {
  const chain = tree.chains.find((c) => c.some((x) => x.id === a.id))!;
  const uplines = chain.slice(chain.findIndex((x) => x.id === a.id) + 1);
  const bettorOnly = chain[0]!.id === a.id;
  const bettors = newLevel();
  const byAccount = new Map<number, Level>();
  for (const l of counted({ dates })) {
    if (!shareOf(l, a.id)) continue;
    const figures = expectedShares(l.p, l.result).shares;
    l.p.shares.forEach((s, depth) => {
      const level = depth === 0 ? bettors : (byAccount.get(s.userId) ?? newLevel());
      level.ids.add(s.userId);
      level.in += s.in;
      level.eat += eatOf(s);
      level.out += s.out;
      level.net += s.downRate === null ? 0 : netCostCents(s.in, s.downRate);
      level.payout += win(l, s.downPayouts, s.in);
      level.winLoss += figures[depth]!.winLoss;
      if (depth > 0) byAccount.set(s.userId, level);
    });
  }
  // Accounts below A grouped by their distance from the company (their tree level).
  const levelOf = (id: number) => {
    const c = tree.chains.find((x) => x.some((y) => y.id === id))!;
    return c.length - 1 - c.findIndex((y) => y.id === id);
  };
  const below = new Map<number, Level>();
  for (const [id, lv] of byAccount) {
    if (id === a.id || uplines.some((u) => u.id === id)) continue;
    const k = levelOf(id);
    const sum = below.get(k) ?? newLevel();
    for (const f of ['in', 'eat', 'out', 'net', 'payout', 'winLoss'] as const) sum[f] += lv[f];
    sum.ids.add(id);
    below.set(k, sum);
  }
  const rows: (Level & { level: string })[] = [
    ...(bettors.ids.size > 0 || bettorOnly
      ? [{ ...bettors, ids: bettorOnly ? new Set([a.id]) : bettors.ids, level: 'bettors' }]
      : []),
    ...[...below.entries()].sort(([x], [y]) => y - x).map(([, lv]) => ({ ...lv, level: 'below' })),
    ...(bettorOnly
      ? []
      : [{ ...(byAccount.get(a.id) ?? newLevel()), ids: new Set([a.id]), level: 'account' }]),
    ...uplines.map((u) => ({
      ...(byAccount.get(u.id) ?? newLevel()),
      ids: new Set([u.id]),
      level: 'upline',
    })),
  ];
  return rows;
}

const ptOf = (id: number) =>
  id === tree.company.id ? 100 : (tree.agents.find((x) => x.id === id)?.pt ?? null);

test('stakeholder report: one row per level from the bettors to the company, summing to zero', async () => {
  const deepChain = [...tree.chains].sort((x, y) => y.length - x.length)[0]!;
  const picks = [deepChain[1]!, deepChain[deepChain.length - 2]!, deepChain[0]!, tree.company];
  for (const a of picks) {
    const want = expectedStakeholder(a, [D1, D2]);
    const got = ok<StakeHolderRow, { layOffWinLoss: number; turnover: number; accountId: number }>(
      await post(companyCookie, 'GetStakeHolderReport', { fromDate: D1, toDate: D2, userId: a.id }),
    );
    expect(got.rows.map((row) => row.level)).toEqual(want.map((w) => w.level));
    got.rows.forEach((row, i) => {
      const w = want[i]!;
      const ids = [...w.ids];
      expect({
        accounts: row.accounts,
        userId: row.userId,
        in: cents(row.in),
        eat: cents(row.eat),
        out: cents(row.out),
        netAmount: cents(row.netAmount),
        payout: cents(row.payout),
        winLoss: cents(row.winLoss),
      }).toEqual({
        accounts: ids.length,
        userId: ids.length === 1 ? ids[0] : null,
        in: w.in,
        eat: w.eat,
        out: w.out,
        netAmount: w.net,
        payout: w.payout,
        winLoss: w.winLoss,
      });
      const pts = new Set(ids.map(ptOf));
      expect(row.pt).toBe(row.level === 'bettors' || pts.size !== 1 ? null : [...pts][0]);
    });
    if (a.id === deepChain[deepChain.length - 2]!.id) {
      // Levels of several accounts are summed: no single account, and pt only when they agree.
      expect(got.rows.some((row) => row.level === 'below' && row.accounts > 1 && row.userId === null)).toBe(
        true,
      );
    }
    // The company eats all that reaches it: nothing laid off, the rows sum to zero.
    expect(got.rows.reduce((s, row) => s + cents(row.winLoss), 0)).toBe(0);
    expect(got.overall.layOffWinLoss).toBe(0);
    expect(got.rows[got.rows.length - 1]!.userId).toBe(tree.company.id);
    expect(got.overall.accountId).toBe(a.id);
  }
  // An agent picks an account of its own subtree only.
  const agent = deepChain[deepChain.length - 2]!;
  const agentCookie = await cookieOf(agent);
  expect(
    (await post(agentCookie, 'GetStakeHolderReport', { fromDate: D1, toDate: D2, userId: deepChain[0]!.id }))
      .status,
  ).toBe(200);
  expect(
    (await post(agentCookie, 'GetStakeHolderReport', { fromDate: D1, toDate: D2, userId: tree.company.id }))
      .status,
  ).toBe(403);
});

// ---- Access, currency ----

test('scope, functions and sub-account report access', async () => {
  const deepChain = [...tree.chains].sort((x, y) => y.length - x.length)[0]!;
  const agent = deepChain[1]!;
  const agentCookie = await cookieOf(agent);
  // An account outside the agent's subtree (the house account under the company at least).
  const sibling = tree.chains.find((c) => !c.includes(agent))![0]!;
  for (const [name, body] of [
    ['GetWinningReport', paged()],
    ['GetPayoutReport', paged()],
    ['GetSelfPayoutReport', paged()],
    ['GetPayoutTable', range()],
    ['GetSalesStatistic', range()],
    ['GetPayoutStatistic', range()],
    ['GetStrikeReport', { drawDate: D1 }],
  ] as const) {
    expect((await post(agentCookie, name, { ...body, userId: tree.company.id })).status).toBe(403);
    expect((await post(agentCookie, name, { ...body, userId: sibling.id })).status).toBe(403);
    expect((await post(companyCookie, name, { ...body, userId: agent.id })).status).toBe(200);
  }
  // A player holds none of these functions.
  const player = await cookieOf(deepChain[0]!);
  expect((await post(player, 'GetWinningReport', paged())).status).toBe(403);

  // Drill-down gives the downline's own view.
  const asAgent = ok<PayoutRow>(await post(agentCookie, 'GetPayoutReport', paged()));
  const drilled = ok<PayoutRow>(await post(companyCookie, 'GetPayoutReport', paged({ userId: agent.id })));
  expect(drilled.rows).toEqual(asAgent.rows);

  // A sub-account of the company: its access string and its report access both decide.
  const access = (fns: readonly FunctionName[]) =>
    canonicalAccessString(new Map(fns.map((f) => [f, new Set([1 as const])] as const)));
  const subName = `rf_sub_${SEED}`.slice(0, 20);
  const subId = await insertSubAccount(t.db, {
    username: subName,
    main: tree.company.username,
    accessString: access(['Winning Report', 'Payout Report']),
  });
  const sub = await login(t.app, subName);
  expect((await post(sub, 'GetWinningReport', paged())).status).toBe(403);
  await t.db
    .insertInto('sub_account_access')
    .values({ user_id: subId, report_access: ['Winning Report'] })
    .execute();
  expect(ok(await post(sub, 'GetWinningReport', paged())).rows).toEqual(
    ok(await post(companyCookie, 'GetWinningReport', paged())).rows,
  );
  expect((await post(sub, 'GetStrikeReport', { drawDate: D1 })).status).toBe(200);
  // Payout Report is in its access string but not in its report access.
  expect((await post(sub, 'GetPayoutReport', paged())).status).toBe(403);
  expect((await post(sub, 'GetPayoutTable', range())).status).toBe(403);
  // Neither holds the stakeholder or sales statistic function.
  expect(
    (await post(sub, 'GetStakeHolderReport', { fromDate: D1, toDate: D2, userId: agent.id })).status,
  ).toBe(403);
  expect((await post(sub, 'GetSalesStatistic', range())).status).toBe(403);
});

test('a report currency converts every row; totals are the sums of the converted rows', async () => {
  const base = ok<PayoutRow>(await post(companyCookie, 'GetPayoutReport', paged()));
  const conv = ok<PayoutRow, { payout: number; currency: string }>(
    await post(companyCookie, 'GetPayoutReport', paged({ currency: 'THB' })),
  );
  expect(conv.overall.currency).toBe('THB');
  expect(
    conv.rows.map((row) => [row.userId, cents(row.payout), cents(row.ownPayout), cents(row.winStake)]),
  ).toEqual(
    base.rows.map((row) => [
      row.userId,
      thb(cents(row.payout)),
      thb(cents(row.ownPayout)),
      thb(cents(row.winStake)),
    ]),
  );
  expect(cents(conv.overall.payout)).toBe(conv.rows.reduce((s, row) => s + cents(row.payout), 0));

  const wins = ok<WinningRow, { payout: number }>(
    await post(companyCookie, 'GetWinningReport', paged({ currency: 'THB' })),
  );
  expect(wins.rows.map((row) => winningKey(winningCents(row))).sort()).toEqual(
    expectedWinning(tree.company)
      .map((w) => winningKey({ ...w, stake: thb(w.stake), payout: thb(w.payout) }))
      .sort(),
  );
  expect(cents(wins.overall.payout)).toBe(wins.rows.reduce((s, row) => s + cents(row.payout), 0));

  const strike = ok<StrikeRow>(
    await post(companyCookie, 'GetStrikeReport', { drawDate: D1, currency: 'THB' }),
  );
  const strikeBase = ok<StrikeRow>(await post(companyCookie, 'GetStrikeReport', { drawDate: D1 }));
  expect(strike.rows.map((row) => cents(row.payout))).toEqual(
    strikeBase.rows.map((row) => thb(cents(row.payout))),
  );

  const deepChain = [...tree.chains].sort((x, y) => y.length - x.length)[0]!;
  const body = { fromDate: D1, toDate: D2, userId: deepChain[1]!.id };
  const holders = ok<StakeHolderRow>(
    await post(companyCookie, 'GetStakeHolderReport', { ...body, currency: 'THB' }),
  );
  const holdersBase = ok<StakeHolderRow>(await post(companyCookie, 'GetStakeHolderReport', body));
  expect(holders.rows.map((row) => [cents(row.in), cents(row.winLoss)])).toEqual(
    holdersBase.rows.map((row) => [thb(cents(row.in)), thb(cents(row.winLoss))]),
  );

  const table = ok<PayoutTablePool, { payout: number }>(
    await post(companyCookie, 'GetPayoutTable', range({ currency: 'THB' })),
  );
  const tableBase = ok<PayoutTablePool>(await post(companyCookie, 'GetPayoutTable', range()));
  expect(table.rows.flatMap((p) => p.rows.flatMap((row) => row.cells.map((c) => cents(c.payout))))).toEqual(
    tableBase.rows.flatMap((p) => p.rows.flatMap((row) => row.cells.map((c) => thb(cents(c.payout))))),
  );
  expect((await post(companyCookie, 'GetPayoutReport', paged({ currency: 'XYZ' }))).body.success).toBe(false);
});

test('the super admin sees one payout row per company, the company\u2019s own figures', async () => {
  const admin = await login(t.app, 'admin', ADMIN_PASSWORD);
  const rows = ok<PayoutRow>(await post(admin, 'GetPayoutReport', paged())).rows;
  const co = rows.find((row) => row.userId === tree.company.id)!;
  const own = ok<PayoutRow, { payout: number; winLines: number }>(
    await post(companyCookie, 'GetPayoutReport', paged()),
  );
  expect(cents(co.payout)).toBe(cents(own.overall.payout));
  expect(co.winLines).toBe(own.overall.winLines);
  expect(co.userRoleId).toBe(Role.Company);
  // Only this company has lines in these dates: the admin's table is the company's.
  const table = ok<PayoutTablePool, { payout: number }>(await post(admin, 'GetPayoutTable', range()));
  expect(cents(table.overall.payout)).toBe(cents(own.overall.payout));
  const wins = ok(await post(admin, 'GetWinningReport', paged()));
  expect(wins.total).toBe(expectedWinning(tree.company).length);
});

test('while a release of the dates runs the reports carry the processing flag and message', async () => {
  await sql`UPDATE draws SET release_status = 'processing' WHERE draw_date = ${D3} AND pool_id = 1`.execute(
    t.db,
  );
  try {
    for (const [name, body] of [
      ['GetWinningReport', paged()],
      ['GetPayoutTable', range()],
      ['GetSalesStatistic', range()],
      ['GetStakeHolderReport', { fromDate: D1, toDate: D3, userId: tree.agents[0]!.id }],
    ] as const) {
      const res = await post(companyCookie, name, body);
      expect(res.body.message).toEqual(expect.stringContaining('processing'));
      expect(res.body.overallInfo).toMatchObject({ processing: true });
    }
    // The open draw being released shows neither as open nor as settled until its release ends.
    const sales = ok<SalesStatisticRow>(await post(companyCookie, 'GetSalesStatistic', range()));
    expect(sales.rows.some((row) => row.drawDate === D3 && row.poolId === 1)).toBe(false);
  } finally {
    await sql`UPDATE draws SET release_status = 'pending' WHERE draw_date = ${D3} AND pool_id = 1`.execute(
      t.db,
    );
  }
  expect((await post(companyCookie, 'GetPayoutTable', range())).body.message).toBeNull();
});
