import { Role } from '@drawdesk/shared-kernel/domain';
import {
  codesForLength,
  OFFICIAL_PAYOUTS,
  type BetCode,
  type DrawResult,
  type PayoutTable,
} from '@drawdesk/shared-kernel/domain/betting';
import { sql } from 'kysely';
import { lineSettled, ticketStatus } from '../../db/settledState';
import { prepareSettlementJob } from './jobs';
import { isPrepared, prepareDraw, settleDraw } from './queries';
import {
  ADMIN_PASSWORD,
  call,
  login,
  SETUP_TIMEOUT,
  startTestApp,
  type TestApp,
} from '../../../test/harness';
import {
  ensureDraw,
  expectedShares,
  makeAccount,
  placeLine,
  scalePayouts,
  type Account,
  type Placed,
} from '../../../test/settlementFixtures';

let t: TestApp;
let admin: string;
const DATE = '2030-01-05';
const AFTER_CUTOFF = new Date('2030-01-05T15:00:00Z'); // 23:00 business time

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin', ADMIN_PASSWORD);
  await t.clock.setTestClock(AFTER_CUTOFF);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t?.close();
}, SETUP_TIMEOUT);

const BASE_RESULT: DrawResult = {
  first: '1234',
  second: '5678',
  third: '9012',
  starters: ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '0000'],
  consolations: ['1357', '2468', '3579', '4680', '5791', '6802', '7913', '8024', '9135', '0246'],
};

async function save(poolId: number, result: DrawResult, date = DATE) {
  const res = await call(t.app, 'POST', '/api/Result/SavePoolResult', {
    cookie: admin,
    body: { drawDate: date, poolId, ...result },
  });
  expect(res.body).toMatchObject({ success: true });
  return res;
}
async function release(poolId: number, date = DATE) {
  const res = await call(t.app, 'POST', '/api/Configuration/SubmitReleaseResultStatus', {
    cookie: admin,
    body: { drawDate: date, poolId },
  });
  expect(res.body).toMatchObject({ success: true, data: { status: 'released' } });
  return res;
}

/** A draw's report rollups, in a fixed order. */
async function rollupsOf(drawId: number) {
  return (
    await sql`SELECT * FROM report_rollups WHERE draw_id = ${drawId} ORDER BY viewer_id, down_id`.execute(
      t.db,
    )
  ).rows;
}

async function settledShares(lineId: number) {
  const rows = await t.db
    .selectFrom('bet_shares')
    .select(['user_id', 'depth', 'win_loss'])
    .where('bet_line_id', '=', String(lineId))
    .orderBy('depth')
    .execute();
  return rows.map((r) => ({ userId: Number(r.user_id), depth: r.depth, winLoss: Number(r.win_loss) }));
}
/** A line's settlement: settled once its draw is released; a settled line without ranks won nothing. */
async function settledLine(lineId: number) {
  const r = await t.db
    .selectFrom('bet_lines as l')
    .innerJoin('draws as d', 'd.id', 'l.draw_id')
    .select(['l.matched_ranks', 'l.winnings', 'l.status', 'd.release_status'])
    .where('l.id', '=', String(lineId))
    .executeTakeFirstOrThrow();
  const settled = r.status !== 2 && r.release_status === 'released';
  if (!settled)
    return { ranks: r.matched_ranks, winnings: r.winnings === null ? null : Number(r.winnings), settled };
  expect(r.status).toBe(0);
  expect(r.matched_ranks === null).toBe(r.winnings === null);
  return { ranks: r.matched_ranks ?? [], winnings: Number(r.winnings ?? 0), settled };
}
/**
 * Prepared, not released: each line holds what the preparation worked out for `result` (the
 * oracle's ranks and winnings; nothing on a line that matches no prize), and no line of the draw
 * reads as settled, which every reader of a line's win requires.
 */
async function expectPreparedNotShown(drawId: number, placed: Placed[], result: DrawResult) {
  for (const p of placed) {
    const want = expectedShares(p, result);
    expect(await settledLine(p.lineId)).toEqual(
      want.matches.length > 0
        ? {
            ranks: want.matches.map((m) => m.rank).sort((a, b) => a - b),
            winnings: want.winnings,
            settled: false,
          }
        : { ranks: null, winnings: null, settled: false },
    );
  }
  const { rows } = await sql<{ n: string }>`
    SELECT count(*) AS n FROM bet_lines l WHERE l.draw_id = ${drawId} AND ${lineSettled('l')}`.execute(t.db);
  expect(Number(rows[0]?.n)).toBe(0);
}
async function expectMatchesOracle(placed: Placed[], result: DrawResult) {
  for (const p of placed) {
    const want = expectedShares(p, result);
    const line = await settledLine(p.lineId);
    expect({
      id: p.lineId,
      number: p.number,
      code: p.code,
      winnings: line.winnings,
      ranks: line.ranks,
    }).toEqual({
      id: p.lineId,
      number: p.number,
      code: p.code,
      winnings: want.winnings,
      ranks: want.matches.map((m) => m.rank).sort((a, b) => a - b),
    });
    expect(line.settled).toBe(true);
    expect(await settledShares(p.lineId)).toEqual(
      want.shares.map((s) => ({ userId: s.userId, depth: s.depth, winLoss: s.winLoss })),
    );
  }
}
const user = async (id: number) => {
  const r = await t.db
    .selectFrom('users')
    .select(['balance', 'outstanding'])
    .where('id', '=', String(id))
    .executeTakeFirstOrThrow();
  return { balance: Number(r.balance), outstanding: Number(r.outstanding) };
};

/** A company, an agent (pt 50) and a player, each with its own rate and payouts. */
async function tree(agentLimit: number | null = null) {
  const company = await makeAccount(t.db, Role.Company, 'admin', {
    rate: 7000,
    payouts: scalePayouts(OFFICIAL_PAYOUTS, 1.1),
    pt: 100,
    limit: null,
  });
  const agent = await makeAccount(t.db, Role.Multilevel, company.username, {
    rate: 7500,
    payouts: scalePayouts(OFFICIAL_PAYOUTS, 1.05),
    pt: 50,
    limit: agentLimit,
  });
  const player = await makeAccount(t.db, Role.Player, agent.username, {
    rate: 8000,
    payouts: OFFICIAL_PAYOUTS,
    pt: 0,
    limit: null,
  });
  return { company, agent, player, chain: [player, agent, company] as Account[] };
}

describe('settlement (DOMAIN 10, 11)', () => {
  test('DOMAIN 10 worked example to the cent, report rows and ClaimPrizes once', async () => {
    const date = '2030-01-08';
    await t.clock.setTestClock(new Date('2030-01-08T15:00:00Z'));
    const drawId = await ensureDraw(t.db, 1, date);
    const big = (list: number[]): PayoutTable => ({ ...OFFICIAL_PAYOUTS, B: list });
    const c = await makeAccount(t.db, Role.Company, 'admin', {
      rate: 7000,
      payouts: big([0, 0, 0, 0, 0]),
      pt: 100,
      limit: null,
    });
    const a = await makeAccount(t.db, Role.Multilevel, c.username, {
      rate: 7500,
      payouts: big([260000, 105000, 52500, 19000, 6300]),
      pt: 50,
      limit: 1000,
    });
    const p = await makeAccount(t.db, Role.Player, a.username, {
      rate: 8000,
      payouts: big([250000, 100000, 50000, 18000, 6000]),
      pt: 0,
      limit: null,
    });
    const placed = await placeLine(t.db, {
      drawId,
      poolId: 1,
      drawDate: date,
      chain: [p, a, c],
      number: '1234',
      code: 'B',
      stake: 400,
    });
    expect(placed.shares.map((s) => [s.in, s.out])).toEqual([
      [0, 400],
      [400, 200],
      [200, 0],
    ]);
    expect(await user(p.id)).toEqual({ balance: 0, outstanding: 320 });
    await save(1, { ...BASE_RESULT, first: '4321', second: '1234' }, date);
    await release(1, date);
    expect(await settledShares(placed.lineId)).toEqual([
      { userId: p.id, depth: 0, winLoss: 399680 },
      { userId: a.id, depth: 1, winLoss: -189830 },
      { userId: c.id, depth: 2, winLoss: -209850 },
    ]);
    expect(await settledLine(placed.lineId)).toEqual({ ranks: [2], winnings: 400000, settled: true });
    const ticket = await t.db
      .selectFrom('tickets as t')
      .select(['t.status as stored', ticketStatus('t').as('status')])
      .where('id', '=', String(placed.ticketId))
      .executeTakeFirstOrThrow();
    // Processed by its draw's release, which writes no ticket.
    expect(ticket).toEqual({ stored: 0, status: 1 });
    // Release moves the cost from outstanding into balance; winnings wait for ClaimPrizes.
    expect(await user(p.id)).toEqual({ balance: -320, outstanding: 0 });

    const cCookie = await login(t.app, c.username);
    const report = await call(t.app, 'POST', '/api/Report/GetWinLossReport', {
      cookie: cCookie,
      body: { fromDate: date, toDate: date, StartCount: 0, PageSize: 50 },
    });
    expect(report.body).toMatchObject({ success: true, totalCount: 1 });
    expect(report.body.data).toEqual([
      {
        userId: a.id,
        username: a.username,
        userRoleId: Role.Multilevel,
        ticketCount: 1,
        // in = 2.00 reached C from A: netAmount 0.75 x 2, payout 1050 x 2 (DOMAIN 14).
        turnover: 4,
        netAmount: 1.5,
        commission: 0.5,
        payout: 2100,
        winLoss: 2098.5,
        ownWinLoss: -2098.5,
        uplineWinLoss: 0,
      },
    ]);
    // Drill down into the agent: the player's row.
    const down = await call(t.app, 'POST', '/api/Report/GetWinLossReport', {
      cookie: cCookie,
      body: { fromDate: date, toDate: date, userId: a.id, StartCount: 0, PageSize: 50 },
    });
    expect(down.body.data).toEqual([
      expect.objectContaining({
        userId: p.id,
        userRoleId: Role.Player,
        turnover: 4,
        netAmount: 3.2,
        commission: 0.8,
        payout: 4000,
        winLoss: 3996.8,
        ownWinLoss: -1898.3,
        uplineWinLoss: -2098.5,
      }),
    ]);
    for (const row of [
      ...(report.body.data as Record<string, number>[]),
      ...(down.body.data as Record<string, number>[]),
    ]) {
      expect(Math.round((row.winLoss! + row.ownWinLoss! + row.uplineWinLoss!) * 100)).toBe(0);
    }

    const claim = await call(t.app, 'POST', '/api/Payment/ClaimPrizes', {
      cookie: admin,
      body: { drawDate: date },
    });
    expect(claim.body).toMatchObject({ success: true, data: { claimed: true, bettors: 1, total: 4000 } });
    expect(await user(p.id)).toEqual({ balance: 399680, outstanding: 0 });
    const again = await call(t.app, 'POST', '/api/Payment/ClaimPrizes', {
      cookie: admin,
      body: { drawDate: date },
    });
    expect(again.body).toMatchObject({ success: true, data: { claimed: false } });
    expect(await user(p.id)).toEqual({ balance: 399680, outstanding: 0 });
    const logs = await t.db
      .selectFrom('credit_log')
      .select(['reason', 'amount', 'pre_balance', 'post_balance'])
      .where('user_id', '=', String(p.id))
      .orderBy('id')
      .execute();
    expect(
      logs.map((l) => [l.reason, Number(l.amount), Number(l.pre_balance), Number(l.post_balance)]),
    ).toEqual([
      ['settlement', -320, 0, -320],
      ['prize', 400000, -320, 399680],
    ]);
    // A correction after the claim: the re-release credits only the change of the winnings.
    await save(1, { ...BASE_RESULT, first: '1234', second: '4321' }, date);
    await release(1, date);
    expect(await settledLine(placed.lineId)).toEqual({ ranks: [1], winnings: 1000000, settled: true });
    expect(await user(p.id)).toEqual({ balance: 1000000 - 320, outstanding: 0 });
  }, 120_000);

  test('every code and prize rank, multiple positions, 3D/2D suffixes and ibox rounding match the kernel', async () => {
    const drawId = await ensureDraw(t.db, 1, DATE);
    const { chain } = await tree();
    const result: DrawResult = {
      ...BASE_RESULT,
      starters: ['1111', '2222', '1234', '4444', '5555', '6666', '7777', '8888', '9999', '0034'],
      consolations: ['1234', '2468', '3579', '4680', '5791', '6802', '7913', '8024', '9135', '0246'],
    };
    const numbers = ['1234', '5678', '9012', '2222', '2468', '0034', '7234', '9999', '4321', '0000'];
    const codes: readonly BetCode[] = codesForLength(4);
    const placed: Placed[] = [];
    for (const number of numbers) {
      for (const code of codes) {
        placed.push(
          await placeLine(t.db, { drawId, poolId: 1, drawDate: DATE, chain, number, code, stake: 137 }),
        );
      }
    }
    // 3-digit numbers with 3D codes; ibox lines (n = 12, 24, 4) with 4D/3D/2D codes.
    for (const code of ['3A', '3SB', '3C', '3SD'] as BetCode[]) {
      placed.push(
        await placeLine(t.db, { drawId, poolId: 1, drawDate: DATE, chain, number: '234', code, stake: 250 }),
      );
      placed.push(
        await placeLine(t.db, {
          drawId,
          poolId: 1,
          drawDate: DATE,
          chain,
          number: '432',
          code,
          kind: 3,
          iboxDivisor: 6,
          stake: 101,
        }),
      );
    }
    for (const [number, n] of [
      ['4312', 24],
      ['2114', 12],
      ['1222', 4],
      ['3412', 24],
    ] as [string, number][]) {
      for (const code of ['B', 'S', '4A', '3A', '3C', '2A', '2SD'] as BetCode[]) {
        placed.push(
          await placeLine(t.db, {
            drawId,
            poolId: 1,
            drawDate: DATE,
            chain,
            number,
            code,
            kind: 3,
            iboxDivisor: n,
            stake: 100,
          }),
        );
      }
    }
    await save(1, result);
    await release(1);
    await expectMatchesOracle(placed, result);
    // Multiple positions: 1234 Big hits 1st, a starter and a consolation.
    const big1234 = placed.find((p) => p.number === '1234' && p.code === 'B' && p.kind === 1)!;
    expect((await settledLine(big1234.lineId)).ranks).toEqual([1, 7, 8]);
    // ibox rounding: 4312 Big / 24 hits 1234 as 1st, starter and consolation:
    // (2500 + 180 + 60) x 1.00 / 24 = 114.1666 -> 114.17.
    const ibox = placed.find((p) => p.number === '4312' && p.code === 'B')!;
    expect((await settledLine(ibox.lineId)).winnings).toBe(11417);
    // Chain sums to zero per line when nothing was laid off.
    const sums = await sql<{ s: string }>`
      SELECT sum(win_loss) AS s FROM bet_shares WHERE draw_id = ${drawId} GROUP BY bet_line_id HAVING sum(win_loss) <> 0`.execute(
      t.db,
    );
    expect(sums.rows).toEqual([]);
  }, 120_000);

  test('Toto 5D and 6D tiers: highest tier only', async () => {
    const drawId = await ensureDraw(t.db, 3, DATE);
    const { chain } = await tree();
    const result: DrawResult = {
      ...BASE_RESULT,
      fiveD: { first: '12345', second: '67890', third: '11111' },
      sixD: { first: '123456' },
    };
    const placed: Placed[] = [];
    for (const n of ['12345', '67890', '11111', '92345', '99345', '99945', '99999', '02345']) {
      placed.push(
        await placeLine(t.db, {
          drawId,
          poolId: 3,
          drawDate: DATE,
          chain,
          number: n,
          code: '5D',
          stake: 300,
        }),
      );
    }
    for (const n of [
      '123456',
      '123450',
      '023456',
      '123400',
      '003456',
      '123000',
      '000456',
      '120000',
      '000056',
      '999999',
    ]) {
      placed.push(
        await placeLine(t.db, {
          drawId,
          poolId: 3,
          drawDate: DATE,
          chain,
          number: n,
          code: '6D',
          stake: 300,
        }),
      );
    }
    await save(3, result);
    await release(3);
    await expectMatchesOracle(placed, result);
    const ranks = await Promise.all(placed.map(async (p) => (await settledLine(p.lineId)).ranks));
    expect(ranks).toEqual([
      [1],
      [2],
      [3],
      [4],
      [5],
      [6],
      [],
      [4],
      [1],
      [2],
      [2],
      [3],
      [3],
      [4],
      [4],
      [5],
      [5],
      [],
    ]);
  }, 120_000);

  test('the job prepares a draw once its result is saved; the release then equals a cold one; a late line or a void re-prepares', async () => {
    const date = '2030-01-19';
    await t.clock.setTestClock(new Date('2030-01-19T15:00:00Z'));
    const drawId = await ensureDraw(t.db, 2, date);
    const { chain } = await tree(500);
    const lines: [string, BetCode][] = [
      ['1234', 'B'],
      ['9012', 'S'],
      ['0034', '2A'],
      ['4444', 'B'],
      ['7777', '4A'],
      ['0246', '4SE'],
    ];
    const placed: Placed[] = [];
    for (const [number, code] of lines)
      placed.push(
        await placeLine(t.db, { drawId, poolId: 2, drawDate: date, chain, number, code, stake: 700 }),
      );
    const prepared = async () =>
      (await sql`SELECT 1 FROM settlement_prep WHERE draw_id = ${drawId}`.execute(t.db)).rows.length > 0;

    // Before the first result the job leaves the draw alone (late orders and voids may still come).
    await prepareSettlementJob.run(t);
    expect(await prepared()).toBe(false);
    await save(2, BASE_RESULT, date);
    expect(await prepareSettlementJob.run(t)).toMatch(/^Settlement prepared for [1-9]\d* draw/);
    expect(await prepared()).toBe(true);
    // Prepared, not settled: the winning lines are written, and the draw is not released.
    await expectPreparedNotShown(drawId, placed, BASE_RESULT);
    expect(await prepareSettlementJob.run(t)).toMatch(/^Settlement prepared for 0 draw/);

    // A prepared winning ticket cancelled after the preparation (a void whose transaction committed
    // after the preparation read the lines): one more cancelled ticket of the draw makes the
    // preparation stale, the release prepares again, and the line wins nothing.
    const stillPrepared = () => t.db.transaction().execute((trx) => isPrepared(trx, drawId));
    expect(await stillPrepared()).toBe(true);
    const voided = placed.find((p) => expectedShares(p, BASE_RESULT).winnings > 0)!;
    await sql`UPDATE tickets SET status = 2 WHERE id = ${voided.ticketId}`.execute(t.db);
    await sql`UPDATE bet_lines SET status = 2 WHERE ticket_id = ${voided.ticketId}`.execute(t.db);
    expect(await stillPrepared()).toBe(false);

    // A late line that came in after the preparation (an order in flight at the save) is settled too.
    placed.push(
      await placeLine(t.db, {
        drawId,
        poolId: 2,
        drawDate: date,
        chain,
        number: '5678',
        code: 'B',
        stake: 300,
      }),
    );
    const kept = placed.filter((p) => p !== voided);
    await release(2, date);
    await expectMatchesOracle(kept, BASE_RESULT);
    expect(await settledLine(voided.lineId)).toEqual({ ranks: null, winnings: null, settled: false });
    const rollups = () => rollupsOf(drawId);
    const warm = await rollups();
    expect(warm.length).toBeGreaterThan(0);
    expect(
      warm.reduce((n: number, r) => n + Number((r as { line_count: number }).line_count), 0),
    ).toBeGreaterThanOrEqual(kept.length);

    // Cold: drop the preparation and settle again in one transaction: every figure is the same.
    await sql`DELETE FROM settlement_prep WHERE draw_id = ${drawId}`.execute(t.db);
    await t.db.transaction().execute((trx) => settleDraw(trx, drawId, null));
    expect(await rollups()).toEqual(warm);
    await expectMatchesOracle(kept, BASE_RESULT);
    // Forced preparation of a settled draw keeps the winners' figures (the release rewrites them).
    await t.db.transaction().execute((trx) => prepareDraw(trx, drawId, { force: true }));
    await expectMatchesOracle(kept, BASE_RESULT);
  }, 120_000);

  test('winners prepared for a result are worked out again when the result is corrected before the release', async () => {
    const date = '2030-01-26';
    await t.clock.setTestClock(new Date('2030-01-26T15:00:00Z'));
    const drawId = await ensureDraw(t.db, 2, date);
    const { chain } = await tree(500);
    const corrected: DrawResult = {
      ...BASE_RESULT,
      first: '1111',
      third: '2222',
      starters: [...BASE_RESULT.starters.slice(0, 9), '5678'],
    };
    const placed: Placed[] = [];
    for (const [number, code] of [
      ['1234', 'B'],
      ['1111', '4A'],
      ['5678', 'S'],
      ['0034', '2A'],
      ['2222', 'B'],
    ] as [string, BetCode][])
      placed.push(
        await placeLine(t.db, { drawId, poolId: 2, drawDate: date, chain, number, code, stake: 900 }),
      );
    const winners = async () =>
      (
        await sql<{
          line_id: string;
        }>`SELECT line_id FROM settlement_prep_hits WHERE draw_id = ${drawId} ORDER BY line_id`.execute(t.db)
      ).rows.map((r) => Number(r.line_id));
    const wins = (result: DrawResult) =>
      placed.filter((p) => expectedShares(p, result).winnings > 0).map((p) => p.lineId);

    await save(2, BASE_RESULT, date);
    expect(await prepareSettlementJob.run(t)).toMatch(/^Settlement prepared for [1-9]\d* draw/);
    expect(await winners()).toEqual(wins(BASE_RESULT));
    // Prepared, not released: the winning lines are written, and the draw is not released.
    await expectPreparedNotShown(drawId, placed, BASE_RESULT);
    expect(await prepareSettlementJob.run(t)).toMatch(/^Settlement prepared for 0 draw/);

    // A corrected result: the job works the winners out again.
    await save(2, corrected, date);
    expect(await prepareSettlementJob.run(t)).toMatch(/^Settlement prepared for [1-9]\d* draw/);
    expect(await winners()).toEqual(wins(corrected));
    expect(wins(corrected)).not.toEqual(wins(BASE_RESULT));
    // Lines that won with the first result and win nothing with this one are back to no win.
    await expectPreparedNotShown(drawId, placed, corrected);

    // Corrected back before the job runs: the release itself works them out for the saved result.
    await save(2, BASE_RESULT, date);
    await release(2, date);
    await expectMatchesOracle(placed, BASE_RESULT);
    const rollups = () => rollupsOf(drawId);
    const released = await rollups();
    // The same figures as a release with nothing prepared.
    await sql`DELETE FROM settlement_prep WHERE draw_id = ${drawId}`.execute(t.db);
    await t.db.transaction().execute((trx) => settleDraw(trx, drawId, null));
    expect(await rollups()).toEqual(released);
    await expectMatchesOracle(placed, BASE_RESULT);
  }, 120_000);

  test('a second release changes nothing; a correction re-settles exactly; a killed release leaves nothing', async () => {
    const date = '2030-01-12';
    await t.clock.setTestClock(new Date('2030-01-12T15:00:00Z'));
    const drawId = await ensureDraw(t.db, 2, date);
    const { chain, player } = await tree(500);
    const placed: Placed[] = [];
    for (const [number, code] of [
      ['1234', 'B'],
      ['5678', 'S'],
      ['0034', '2A'],
      ['1111', 'B'],
      ['2222', '4SD'],
    ] as [string, BetCode][]) {
      placed.push(
        await placeLine(t.db, { drawId, poolId: 2, drawDate: date, chain, number, code, stake: 1000 }),
      );
    }
    const cost = placed.reduce((s, p) => s + p.net, 0);
    await save(2, BASE_RESULT, date);
    await release(2, date);
    await expectMatchesOracle(placed, BASE_RESULT);
    expect(await user(player.id)).toEqual({ balance: -cost, outstanding: 0 });
    const snapshot = async () => ({
      shares:
        await sql`SELECT * FROM bet_shares WHERE draw_id = ${drawId} ORDER BY bet_line_id, depth`.execute(
          t.db,
        ),
      lines:
        await sql`SELECT id, matched_ranks, winnings, status, settled_at FROM bet_lines WHERE draw_id = ${drawId} ORDER BY id`.execute(
          t.db,
        ),
      rollups:
        await sql`SELECT * FROM report_rollups WHERE draw_id = ${drawId} ORDER BY viewer_id, down_id`.execute(
          t.db,
        ),
      credit: await sql`SELECT count(*) AS n FROM credit_log`.execute(t.db),
      user: await user(player.id),
    });
    const first = await snapshot();
    const again = await release(2, date);
    expect(again.body.data).toMatchObject({ status: 'released', lines: 5 });
    expect(await snapshot()).toEqual(first);

    // A correction: the draw goes back to pending; the next release rewrites everything exactly.
    const corrected: DrawResult = {
      ...BASE_RESULT,
      first: '1111',
      third: '2222',
      starters: [...BASE_RESULT.starters.slice(0, 9), '5678'],
    };
    const saved = await save(2, corrected, date);
    expect(saved.body.data).toMatchObject({ correction: true, version: 2 });
    const status = await call(t.app, 'GET', '/api/Configuration/GetReleaseResultStatus', {
      cookie: admin,
      query: { drawDate: date, poolId: '2' },
    });
    expect(status.body.data).toEqual({ status: 'pending' });
    await release(2, date);
    await expectMatchesOracle(placed, corrected);
    expect(await user(player.id)).toEqual({ balance: -cost, outstanding: 0 });

    // Killed midway: the settlement SQL runs in a transaction that is aborted; nothing stays.
    const beforeKill = await snapshot();
    await sql`UPDATE draws SET release_status = 'processing' WHERE id = ${drawId}`.execute(t.db);
    await sql`DELETE FROM result_numbers WHERE draw_id = ${drawId} AND rank = 1`.execute(t.db);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await settleDraw(trx, drawId, null);
        const mid = await sql<{
          n: string;
        }>`SELECT count(*) AS n FROM bet_lines WHERE draw_id = ${drawId} AND winnings > 0`.execute(trx);
        expect(Number(mid.rows[0]!.n)).toBeGreaterThanOrEqual(0);
        throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    expect(await snapshot()).toEqual(beforeKill);
    // The rerun (with the stored result restored) gives the same figures.
    await save(2, corrected, date);
    await release(2, date);
    const rerun = await snapshot();
    expect({
      ...rerun,
      lines: rerun.lines.rows.map((r) => ({ ...(r as object), settled_at: null })),
      credit: null,
    }).toEqual({
      ...beforeKill,
      lines: beforeKill.lines.rows.map((r) => ({ ...(r as object), settled_at: null })),
      credit: null,
    });
  }, 120_000);
});
