import {
  RunMessages,
  type CompanyRunMapRow,
  type MapOverall,
  type MapRow,
  type RunMapOverall,
  type RunMapRow,
  type UserEatData,
} from '@drawdesk/shared-kernel/contract';
import { Role } from '@drawdesk/shared-kernel/domain';
import { BET_CODE_INFO, BET_CODES, type BetCode } from '@drawdesk/shared-kernel/domain/betting';
import { insertSubAccount } from '../../../test/accessFixtures';
import { AFTER_CUTOFF, insertDraws, NOW, WED } from '../../../test/betting-fixtures';
import {
  groupingLimitOf,
  mapNumberOf,
  mulRate,
  sortedDigits,
  usageKeyOf,
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
  RED_LIMIT,
  RED_NUMBER,
  type PipelineTree,
  type RawData,
  type TreeAccount,
} from '../../../test/pipelineTree';
import { randomTools, rng } from '../../../test/randomTree';

/**
 * The run map, the run ticket, the eat data and the company's run map (REPORTS.md "Exposure
 * family") over a random tree whose orders went through the order pipeline: the run map's eat,
 * limits, usage and what went up over the limit checked against an independent computation from
 * the raw shares, the configured limits and limit_usage; a run takes exactly its amount off the
 * viewer's exposure, is placed once under a repeated key, is refused after the cutoff and gives its
 * exposure back when voided; sold out and unposted amounts above the company.
 */

// Hundreds of report calls a test, on a shared 2-CPU machine.
jest.setTimeout(120_000);

const SEED = Number(process.env.EXPOSURE_RUN_SEED ?? 30517);
const r = randomTools(rng(SEED));

let t: TestApp;
let tree: PipelineTree;
let raw: RawData;
let companyCookie: string;
let adminCookie: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.clock.setTestClock(NOW);
  await insertDraws(t.db);
  tree = await pipelineTree(t, r, { prefix: 'xr', redDates: [WED, WED] });
  companyCookie = await login(t.app, tree.company.username);
  adminCookie = await login(t.app, 'admin', ADMIN_PASSWORD);
  await placeRandomOrders(t, r, tree, { cookie: companyCookie, dates: [WED], count: 110 });
  // At least one line cut above the company: the house account (right under it) bets 6D over its 1.00 limit.
  const house = tree.bettors.find((b) => b.roleId === Role.House)!;
  const cut = await call(t.app, 'POST', '/api/Bet/PlaceExpressOrder', {
    cookie: companyCookie,
    body: { betString: 'D25/11/2026\n#3\n123456#6D5', targetUserId: house.id, orderKey: 'sold-out-6d-order' },
  });
  expect((cut.body.data as { soldOut: unknown[] }).soldOut).toHaveLength(1);
  // Lines on the red number that count on its 3D, 2D and ibox rows (and one on a 3D row it shares).
  const underRed = tree.bettors.find((b) => b.path.includes(tree.redOwner.id) && b.id !== tree.demo.id)!;
  const red = await call(t.app, 'POST', '/api/Bet/PlaceExpressOrder', {
    cookie: companyCookie,
    body: {
      betString: `D25/11/2026\n#13\n${RED_NUMBER}#3A30#2A30\n**${RED_NUMBER}#B30\n9${RED_NUMBER.slice(1)}#3A20`,
      targetUserId: underRed.id,
      orderKey: 'red-number-rows-order',
    },
  });
  expect(red.body.success).toBe(true);
  raw = await readRaw(t);
}, SETUP_TIMEOUT * 3);

afterAll(() => t?.close());

const drawOf = (poolId: number) =>
  [...raw.draws.entries()].find(([, d]) => d.poolId === poolId && d.drawDate === WED)![0];

interface ExpectedCell {
  number: string;
  ibox: boolean;
  code: BetCode;
  in: number;
  eat: number;
  eatNet: number;
  run: number;
  runNet: number;
}

/** The viewer's cells on a draw from the raw shares (demo bettor and voided lines left out). */
function expectedRunCells(v: TreeAccount, drawId: number): ExpectedCell[] {
  const cells = new Map<string, ExpectedCell>();
  for (const s of raw.shares) {
    if (s.userId !== v.id) continue;
    const line = raw.lines.get(s.lineId)!;
    if (line.drawId !== drawId || line.status === 2 || line.bettorId === tree.demo.id) continue;
    const source = raw.tickets.get(line.ticketId)!.source;
    if (s.depth === 0 && source !== 'run') continue;
    const ibox = line.kind === 3;
    const number = ibox ? sortedDigits(line.number) : mapNumberOf(line);
    const key = `${number}|${ibox}|${line.code}`;
    const c = cells.get(key) ?? {
      number,
      ibox,
      code: line.code,
      in: 0,
      eat: 0,
      eatNet: 0,
      run: 0,
      runNet: 0,
    };
    cells.set(key, c);
    if (s.depth > 0) {
      c.in += s.in;
      c.eat += s.eat;
      c.eatNet += mulRate(s.downRate!, s.eat);
    } else {
      c.run += line.stake;
      c.runNet += line.net;
    }
  }
  const order = new Map<string, number>(BET_CODES.map((c, i) => [c, i]));
  return [...cells.values()]
    .filter((c) => c.in !== 0 || c.eat !== 0 || c.run !== 0)
    .sort(
      (a, b) =>
        (a.number < b.number ? -1 : a.number > b.number ? 1 : 0) ||
        Number(a.ibox) - Number(b.ibox) ||
        order.get(a.code)! - order.get(b.code)!,
    );
}

/**
 * The red number's own limit governs a row when a line on RED_NUMBER is counted on its key: the
 * straight rows of the digits each code bets on (1234 B, 234 3A, 34 2A) and the ibox row of its
 * sorted digits (docs/reports-rules.md, run map).
 */
const redGoverns = (c: { number: string; ibox: boolean; code: BetCode }) =>
  c.ibox
    ? c.number === sortedDigits(RED_NUMBER)
    : c.number === RED_NUMBER.slice(-BET_CODE_INFO[c.code].digits);

/** The run map row the rules give for a cell: limits from the configuration, usage from limit_usage. */
function expectedRunRow(v: TreeAccount, drawId: number, c: ExpectedCell, threshold: number | null) {
  const usedOf = (basis: number, key: string) =>
    raw.usage.find((u) => u.userId === v.id && u.drawId === drawId && u.basis === basis && u.key === key)
      ?.used ?? 0;
  const bindings: Array<{ limit: number; used: number; left: number }> = [];
  const own = groupingLimitOf(v, c.code);
  if (own !== null) {
    const used = usedOf(v.grouping, usageKeyOf(v.grouping, c.code, c.number, c.ibox));
    bindings.push({ limit: own, used, left: Math.max(0, own - used) });
  }
  if (v.id === tree.redOwner.id && redGoverns(c)) {
    const used = usedOf(4, usageKeyOf(4, c.code, c.number, c.ibox));
    bindings.push({ limit: RED_LIMIT, used, left: Math.max(0, RED_LIMIT - used) });
  }
  const b = bindings.reduce<(typeof bindings)[number] | null>(
    (m, x) => (m === null || x.left < m.left ? x : m),
    null,
  );
  const pt = v.id === tree.company.id ? 100 : v.pt;
  const over = b !== null && b.left === 0 ? Math.max(0, Math.floor((c.in * pt) / 100) - c.eat) : 0;
  const exposure = c.eat - c.run;
  return {
    number: c.number,
    ibox: c.ibox,
    code: c.code,
    in: c.in / 100,
    eat: c.eat / 100,
    eatNet: c.eatNet / 100,
    run: c.run / 100,
    runNet: c.runNet / 100,
    exposure: exposure / 100,
    exposureNet: (c.eatNet - c.runNet) / 100,
    limit: b === null ? null : b.limit / 100,
    used: b === null ? null : b.used / 100,
    limitLeft: b === null ? null : b.left / 100,
    overLimit: over / 100,
    over: threshold !== null && exposure >= threshold,
  };
}

async function runMap(cookie: string, body: Record<string, unknown>) {
  const res = await call(t.app, 'POST', '/api/Report/GetRunMapReport', { cookie, body });
  if (res.status !== 200 || res.body.success !== true) throw new Error(`GetRunMapReport: ${res.text}`);
  return { rows: res.body.data as RunMapRow[], overall: res.body.overallInfo as RunMapOverall };
}

describe('the random orders', () => {
  it('cover every kind, the 2D, 3D, 5D and 6D codes, limits that bind and sold-out lines', () => {
    const lines = [...raw.lines.values()];
    expect(new Set(lines.map((l) => l.kind))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    const codes = new Set(lines.map((l) => l.code));
    for (const c of ['2A', '3A', '5D', '6D', 'B', 'S'] as const)
      expect({ c, has: codes.has(c) }).toEqual({ c, has: true });
    const bound = raw.shares.filter((s) => {
      const a = tree.byId.get(s.userId);
      return s.depth > 0 && a !== undefined && s.eat < Math.floor((s.in * a.pt) / 100);
    });
    expect(bound.length).toBeGreaterThan(5);
    expect(lines.some((l) => l.stake < l.requested)).toBe(true);
    expect(raw.usage.some((u) => u.userId === tree.redOwner.id && u.basis === 4)).toBe(true);
  });
});

describe('GetRunMapReport', () => {
  it('every agent and the company, both pools: eat, limits, usage and what went up over the limit', async () => {
    let limited = 0;
    let full = 0;
    let wentUp = 0;
    for (const v of [tree.company, ...tree.agents]) {
      for (const poolId of [1, 3]) {
        const drawId = drawOf(poolId);
        const threshold = 500;
        const got = await runMap(companyCookie, { drawDate: WED, poolId, userId: v.id, threshold: 5 });
        const want = expectedRunCells(v, drawId).map((c) => expectedRunRow(v, drawId, c, threshold));
        expect({ v: v.id, poolId, rows: got.rows }).toEqual({ v: v.id, poolId, rows: want });
        expect(got.overall.overCount).toBe(want.filter((w) => w.over).length);
        expect(got.overall.open).toBe(true);
        for (const row of got.rows) {
          if (row.limit === null) continue;
          limited++;
          // Limit left is exactly the limit less what limit_usage holds on the key.
          expect(Math.round((row.limitLeft! + row.used!) * 100)).toBe(
            Math.max(Math.round(row.limit * 100), Math.round(row.used! * 100)),
          );
          if (row.limitLeft === 0) full++;
          if (row.overLimit > 0) wentUp++;
        }
      }
    }
    expect(limited).toBeGreaterThan(10);
    expect(full).toBeGreaterThan(0);
    expect(wentUp).toBeGreaterThan(0);
  });

  it("shows the red number's own limit on its 4D, 3D, 2D and ibox rows, and on no other row", async () => {
    const v = tree.redOwner;
    let governed = 0;
    for (const poolId of [1, 3]) {
      const got = await runMap(companyCookie, { drawDate: WED, poolId, userId: v.id });
      const drawId = drawOf(poolId);
      const usedOf = (key: string) =>
        raw.usage.find((u) => u.userId === v.id && u.drawId === drawId && u.basis === 4 && u.key === key)
          ?.used ?? 0;
      for (const row of got.rows) {
        const code = row.code as BetCode;
        const redLeft = Math.max(0, RED_LIMIT - usedOf(usageKeyOf(4, code, row.number, row.ibox)));
        const own = groupingLimitOf(v, code);
        const ownUsed = raw.usage.find(
          (u) =>
            u.userId === v.id &&
            u.drawId === drawId &&
            u.basis === v.grouping &&
            u.key === usageKeyOf(v.grouping, code, row.number, row.ibox),
        )?.used;
        const ownLeft = own === null ? Infinity : Math.max(0, own - (ownUsed ?? 0));
        const isRed = redGoverns({ number: row.number, ibox: row.ibox, code });
        if (isRed) governed++;
        // The red limit shows where it governs and binds (less left than the grouping's).
        if (isRed && redLeft < ownLeft)
          expect({ row: row.number, limit: row.limit }).toEqual({ row: row.number, limit: RED_LIMIT / 100 });
        if (!isRed)
          expect({
            row: row.number,
            ibox: row.ibox,
            red: row.limit === RED_LIMIT / 100 && own !== RED_LIMIT,
          }).toEqual({ row: row.number, ibox: row.ibox, red: false });
      }
      for (const [number, ibox, code] of [
        ['234', false, '3A'],
        ['34', false, '2A'],
        ['1234', true, 'B'],
      ] as const) {
        expect({
          number,
          ibox,
          code,
          shown: got.rows.some((r) => r.number === number && r.ibox === ibox && r.code === code),
        }).toEqual({ number, ibox, code, shown: true });
      }
    }
    expect(governed).toBeGreaterThanOrEqual(6);
  });

  it('an agent reads its own run map, another branch is 403, a player has none', async () => {
    // The two agents right under the company: neither is in the other's subtree.
    const [a, b] = tree.agents.filter((x) => x.path.length === 2);
    const cookie = await login(t.app, a!.username);
    const own = await runMap(cookie, { drawDate: WED, poolId: 1 });
    expect(own.overall.viewerId).toBe(a!.id);
    const denied = await call(t.app, 'POST', '/api/Report/GetRunMapReport', {
      cookie,
      body: { drawDate: WED, poolId: 1, userId: b!.id },
    });
    expect(denied.status).toBe(403);
    const player = tree.bettors.find((x) => x.path.includes(tree.agents[0]!.id))!;
    const refused = await call(t.app, 'POST', '/api/Report/GetRunMapReport', {
      cookie: companyCookie,
      body: { drawDate: WED, poolId: 1, userId: player.id },
    });
    expect(refused.body.success).toBe(false);
  });
});

describe('GetUserEatData', () => {
  it("gives each agent's pt, grouping and the limit of every code under its grouping", async () => {
    for (const v of tree.agents) {
      const res = await call(t.app, 'POST', '/api/Report/GetUserEatData', {
        cookie: companyCookie,
        body: { userId: v.id },
      });
      const data = res.body.data as UserEatData;
      expect(data.positionTaking).toBe(v.pt);
      expect(data.grouping).toBe(v.grouping);
      expect(data.maxFightLimit).toBe(v.max === null ? null : v.max / 100);
      for (const code of BET_CODES) {
        const want = groupingLimitOf(v, code);
        expect({ code, limit: data.limits[code] }).toEqual({
          code,
          limit: want === null ? null : want / 100,
        });
      }
    }
    const company = await call(t.app, 'POST', '/api/Report/GetUserEatData', {
      cookie: companyCookie,
      body: {},
    });
    expect((company.body.data as UserEatData).positionTaking).toBe(100);
  });
});

describe('SaveRunTicket', () => {
  let v: TreeAccount;
  let cookie: string;
  const key = `run-${Date.now().toString(36)}-once`;

  beforeAll(async () => {
    // The agent eating most on straight non-6D cells of Magnum (its upline, agent or company, takes the run).
    const eaten = (a: TreeAccount) =>
      expectedRunCells(a, drawOf(1))
        .filter((c) => !c.ibox && c.code !== '6D' && c.eat >= 200)
        .reduce((sum, c) => sum + c.eat, 0);
    v = [...tree.agents].sort((a, b) => eaten(b) - eaten(a))[0]!;
    expect(eaten(v)).toBeGreaterThan(0);
    cookie = await login(t.app, v.username);
  });

  const save = (body: Record<string, unknown>, as = cookie) =>
    call(t.app, 'POST', '/api/Report/SaveRunTicket', { cookie: as, body });

  it('refuses without an eat type, without amounts, for a company; a closed draw with the pipeline message', async () => {
    const item = { number: '5678', code: 'B', amount: 1 };
    const base = { drawDate: WED, poolId: 1, orderKey: 'run-refused-1', items: [item] };
    const noType = await save(base);
    expect([noType.body.success, noType.body.message]).toEqual([false, RunMessages.eatType]);
    for (const items of [[], [{ ...item, amount: 0 }], [{ number: '5678', code: 'B' }]]) {
      const res = await save({ ...base, eatType: 'gross', items });
      expect([res.body.success, res.body.message]).toEqual([false, RunMessages.runAmount]);
    }
    const company = await save({ ...base, eatType: 'gross' }, companyCookie);
    expect([company.body.success, company.body.message]).toEqual([false, RunMessages.noUpline]);
    await t.clock.setTestClock(AFTER_CUTOFF);
    try {
      const late = await save({ ...base, eatType: 'gross', orderKey: 'run-late-01' });
      expect(late.body.success).toBe(false);
      expect(late.body.message).toBe('The bet string has errors on line(s) 1. Nothing was placed.');
      expect((late.body.data as { errors: Array<{ reason: string }> }).errors[0]!.reason).toBe(
        'BET_DRAW_CLOSED',
      );
    } finally {
      await t.clock.setTestClock(NOW);
    }
    const runs = await t.db.selectFrom('tickets').select('id').where('source', '=', 'run').execute();
    expect(runs).toEqual([]);
  });

  it("takes exactly the run amount off the agent's exposure, placed once under a repeated key", async () => {
    const drawId = drawOf(1);
    const before = await runMap(cookie, { drawDate: WED, poolId: 1 });
    const picked = before.rows
      .filter((row) => !row.ibox && row.code !== '6D' && row.exposure >= 2)
      .slice(0, 3);
    expect(picked.length).toBeGreaterThan(0);
    const items = picked.map((row, i) => ({
      number: row.number,
      code: row.code,
      amount: Math.round(row.exposure * 100 * (i === 0 ? 1 : 0.5)) / 100,
    }));
    const mapBefore = await call(t.app, 'POST', '/api/Report/GetMapReport', {
      cookie,
      body: { drawDate: WED, poolId: 1, reportType: 3, sort: 'number' },
    });
    const body = { drawDate: WED, poolId: 1, eatType: 'gross', items, orderKey: key };
    const first = await save(body);
    expect(first.body.success).toBe(true);
    const ticket = first.body.data as { ticketId: number; grossAmount: number; soldOut: unknown[] };
    expect(ticket.soldOut).toEqual([]);
    const again = await save(body);
    expect((again.body.data as { ticketId: number }).ticketId).toBe(ticket.ticketId);
    const runs = await t.db.selectFrom('tickets').selectAll().where('source', '=', 'run').execute();
    expect(runs.map((x) => [Number(x.id), Number(x.bettor_id)])).toEqual([[ticket.ticketId, v.id]]);

    const after = await runMap(cookie, { drawDate: WED, poolId: 1 });
    for (const item of items) {
      const was = before.rows.find((x) => !x.ibox && x.number === item.number && x.code === item.code)!;
      const now = after.rows.find((x) => !x.ibox && x.number === item.number && x.code === item.code)!;
      expect(Math.round((was.exposure - now.exposure) * 100)).toBe(Math.round(item.amount * 100));
      expect(now.run).toBe(item.amount);
      expect(now.eat).toBe(was.eat);
    }
    const mapAfter = await call(t.app, 'POST', '/api/Report/GetMapReport', {
      cookie,
      body: { drawDate: WED, poolId: 1, reportType: 3, sort: 'number' },
    });
    const cell = (rows: MapRow[], item: (typeof items)[number]) =>
      Math.round((rows.find((x) => x.number === item.number)?.amounts[item.code] ?? 0) * 100);
    for (const item of items)
      expect(cell(mapBefore.body.data as MapRow[], item) - cell(mapAfter.body.data as MapRow[], item)).toBe(
        Math.round(item.amount * 100),
      );
    // The whole run map still equals the shares, the run's own rows included.
    raw = await readRaw(t);
    expect(after.rows).toEqual(expectedRunCells(v, drawId).map((c) => expectedRunRow(v, drawId, c, null)));

    // Voided, the run gives the exposure back.
    const voided = await call(t.app, 'POST', '/api/Bet/VoidTicket', {
      cookie: companyCookie,
      body: { ticketId: ticket.ticketId },
    });
    expect(voided.body.success).toBe(true);
    const back = await runMap(cookie, { drawDate: WED, poolId: 1 });
    expect(back.rows).toEqual(before.rows);
    raw = await readRaw(t);
  });

  it('a number whose own run makes its total 0 is left out of the paged map and of its code totals', async () => {
    const mapOf = async (extra: Record<string, unknown>) => {
      const res = await call(t.app, 'POST', '/api/Report/GetMapReport', {
        cookie,
        body: { drawDate: WED, poolId: 1, reportType: 3, sort: 'number', top: 0, ...extra },
      });
      expect(res.body.success).toBe(true);
      return { rows: res.body.data as MapRow[], overall: res.body.overallInfo as MapOverall };
    };
    const before = await mapOf({});
    // A 4D number with a code V ate nothing on: a run of its total on that code makes its cells add up to 0.
    const codes4 = ['B', 'S', '4A', '4SB', '4SC', '4SD', '4SE', '4C'] as const;
    const row = before.rows.find(
      (r) => r.number.length === 4 && r.total > 0 && codes4.some((c) => r.amounts[c] === undefined),
    )!;
    expect(row).toBeDefined();
    const code = codes4.find((c) => row.amounts[c] === undefined)!;
    const firstCode = Object.keys(row.amounts)[0]!;
    const res = await save({
      drawDate: WED,
      poolId: 1,
      eatType: 'gross',
      items: [{ number: row.number, code, amount: row.total }],
      orderKey: `run-zero-${Date.now().toString(36)}`,
    });
    expect(res.body.success).toBe(true);
    const ticketId = (res.body.data as { ticketId: number }).ticketId;
    try {
      // Every cell read (no PageSize) against the page read on the per-number totals.
      const all = await mapOf({});
      expect(all.rows.some((r) => r.number === row.number)).toBe(false);
      for (const [start, size] of [
        [0, 5],
        [5, 500],
      ] as const) {
        const page = await mapOf({ StartCount: start, PageSize: size });
        expect(page.rows).toEqual(all.rows.slice(start, start + size));
        expect(page.overall.amounts).toEqual(all.overall.amounts);
        expect(page.overall.total).toBe(all.overall.total);
        expect(page.overall.numberCount).toBe(all.overall.numberCount);
      }
      expect(Math.round((all.overall.amounts[firstCode] ?? 0) * 100)).toBe(
        Math.round(before.overall.amounts[firstCode]! * 100) - Math.round(row.amounts[firstCode]! * 100),
      );
    } finally {
      const voided = await call(t.app, 'POST', '/api/Bet/VoidTicket', {
        cookie: companyCookie,
        body: { ticketId },
      });
      expect(voided.body.success).toBe(true);
      raw = await readRaw(t);
    }
  });

  it('a net run: the stake is the amount over the bet rate, and the run costs that net', async () => {
    const res = await save({
      drawDate: WED,
      poolId: 1,
      eatType: 'net',
      items: [{ number: '2468', code: 'B', amount: 3 }],
      orderKey: `run-net-${Date.now().toString(36)}`,
    });
    expect(res.body.success).toBe(true);
    const ticketId = (res.body.data as { ticketId: number }).ticketId;
    const [line] = await t.db
      .selectFrom('bet_lines')
      .selectAll()
      .where('ticket_id', '=', String(ticketId))
      .execute();
    const rate = v.rates.B;
    expect(Number(line!.stake)).toBe(Math.floor((2 * 300 * 10_000 + rate) / (2 * rate)));
    expect(line!.bet_rate).toBe(rate);
    const after = await runMap(cookie, { drawDate: WED, poolId: 1, number: '2468' });
    const row = after.rows.find((x) => x.number === '2468' && x.code === 'B' && !x.ibox)!;
    expect(Math.round(row.runNet * 100)).toBe(Number(line!.net));
    expect(Math.abs(Number(line!.net) - 300)).toBeLessThanOrEqual(1);
    await call(t.app, 'POST', '/api/Bet/VoidTicket', { cookie: companyCookie, body: { ticketId } });
  });
});

describe('GetRunMapReportAsCompany', () => {
  const soldOut = (poolId: number) => {
    const drawId = drawOf(poolId);
    const out = new Map<string, number>();
    for (const l of raw.lines.values()) {
      if (l.drawId !== drawId || l.status === 2 || l.bettorId === tree.demo.id || l.stake >= l.requested)
        continue;
      const key = `${mapNumberOf(l)}|${l.code}`;
      out.set(key, (out.get(key) ?? 0) + l.requested - l.stake);
    }
    return out;
  };

  async function companyMap(cookie: string, body: Record<string, unknown>) {
    const res = await call(t.app, 'POST', '/api/Report/GetRunMapReportAsCompany', { cookie, body });
    return res;
  }

  it('sold out and unposted above the company, for the company and the super admin; others 403', async () => {
    raw = await readRaw(t);
    const want = soldOut(3);
    expect(want.size).toBeGreaterThan(0);
    const got = await companyMap(companyCookie, { drawDate: WED, poolId: 3 });
    const rows = got.body.data as CompanyRunMapRow[];
    expect(new Map(rows.map((x) => [`${x.number}|${x.code}`, Math.round(x.soldOut * 100)]))).toEqual(want);
    expect(rows.every((x) => x.unposted === 0 && x.posted === 0)).toBe(true);
    const admin = await companyMap(adminCookie, { drawDate: WED, poolId: 3, userId: tree.company.id });
    expect(admin.body.data).toEqual(rows);

    // Posting on: what the company cannot take is left unposted instead.
    await t.db
      .insertInto('remote_bet_agents')
      .values({
        company_id: String(tree.company.id),
        name: 'remote',
        url: 'http://remote',
        opcode: 'op',
        secret: 'x',
        post_enabled: true,
      })
      .execute();
    try {
      // The house account right under the company: the company's 1.00 6D limit leaves the rest above it.
      const bettor = tree.bettors.find((b) => b.roleId === Role.House)!;
      const res = await call(t.app, 'POST', '/api/Bet/PlaceExpressOrder', {
        cookie: companyCookie,
        body: {
          betString: 'D25/11/2026\n#3\n654321#6D20',
          targetUserId: bettor.id,
          orderKey: 'post-6d-order-1',
        },
      });
      expect(res.body.success).toBe(true);
      const unposted = await t.db
        .selectFrom('unposted_amounts')
        .selectAll()
        .where('company_id', '=', String(tree.company.id))
        .execute();
      expect(unposted.length).toBeGreaterThan(0);
      const after = (await companyMap(companyCookie, { drawDate: WED, poolId: 3 })).body
        .data as CompanyRunMapRow[];
      for (const u of unposted) {
        const row = after.find((x) => x.number === u.number && x.code === u.code)!;
        expect(Math.round(row.unposted * 100)).toBe(Number(u.amount) - Number(u.posted));
      }
    } finally {
      await t.db.deleteFrom('remote_bet_agents').where('company_id', '=', String(tree.company.id)).execute();
    }

    const agent = await login(t.app, tree.agents[0]!.username);
    expect((await companyMap(agent, { drawDate: WED, poolId: 3 })).status).toBe(403);
    const sub = `xrsub${Date.now().toString(36).slice(-5)}`;
    await insertSubAccount(t.db, {
      username: sub,
      main: tree.company.username,
      accessString: 'Map Report:1',
    });
    expect((await companyMap(await login(t.app, sub), { drawDate: WED, poolId: 3 })).status).toBe(403);
  });
});
