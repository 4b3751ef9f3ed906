import { sql } from 'kysely';
import {
  ADMIN_PASSWORD,
  call,
  login,
  SETUP_TIMEOUT,
  startTestApp,
  type TestApp,
} from '../../../test/harness';
import { placeRandomBets, randomResult, randomTools, randomTree, rng } from '../../../test/randomTree';
import { ensureDraw, expectedShares } from '../../../test/settlementFixtures';

let t: TestApp;
let admin: string;
const DATE = '2030-03-02';

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin', ADMIN_PASSWORD);
  await t.clock.setTestClock(new Date('2030-03-02T15:00:00Z'));
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t?.close();
}, SETUP_TIMEOUT);

const SEED = Number(process.env.SETTLE_SEED ?? 20301);
const r = randomTools(rng(SEED));

test(`1,000 random bets in a random tree settle as the kernel says (seed ${SEED})`, async () => {
  // Random tree (test/randomTree.ts): one company, agents up to 3 levels with random pt and limits.
  const { company, chains } = await randomTree(t.db, r);
  const result = randomResult(r);
  const draw1 = await ensureDraw(t.db, 1, DATE);
  const draw3 = await ensureDraw(t.db, 3, DATE);
  const usage = new Map<number, number>();
  const placed = await placeRandomBets(t.db, r, {
    drawDate: DATE,
    draw1,
    draw3,
    chains,
    result,
    count: 1000,
    usage,
  });
  for (const pool of [1, 3]) {
    const saved = await call(t.app, 'POST', '/api/Result/SavePoolResult', {
      cookie: admin,
      body: {
        drawDate: DATE,
        poolId: pool,
        ...result,
        ...(pool === 3 ? {} : { fiveD: undefined, sixD: undefined }),
      },
    });
    expect(saved.body).toMatchObject({ success: true });
    const rel = await call(t.app, 'POST', '/api/Configuration/SubmitReleaseResultStatus', {
      cookie: admin,
      body: { drawDate: DATE, poolId: pool },
    });
    expect(rel.body).toMatchObject({ success: true });
  }
  // Every account's win/loss equals the oracle's, line by line.
  const shares = await sql<{ bet_line_id: string; user_id: string; win_loss: string }>`
    SELECT bet_line_id, user_id, win_loss FROM bet_shares WHERE draw_date = ${DATE}`.execute(t.db);
  const got = new Map(shares.rows.map((r) => [`${r.bet_line_id}:${r.user_id}`, Number(r.win_loss)]));
  const lines = await sql<{
    id: string;
    winnings: string;
  }>`SELECT id, winnings FROM bet_lines WHERE draw_date = ${DATE}`.execute(t.db);
  const gotWin = new Map(lines.rows.map((r) => [Number(r.id), Number(r.winnings)]));
  const ownByPair = new Map<string, number>();
  const perAccount = new Map<number, number>();
  let mismatches = 0;
  let winners = 0;
  for (const p of placed) {
    const want = expectedShares(p, result);
    if (want.winnings > 0) winners++;
    if (gotWin.get(p.lineId) !== want.winnings) mismatches++;
    let sum = 0;
    for (const s of want.shares) {
      if (got.get(`${p.lineId}:${s.userId}`) !== s.winLoss) mismatches++;
      sum += s.winLoss;
      perAccount.set(s.userId, (perAccount.get(s.userId) ?? 0) + s.winLoss);
      if (s.downUserId !== null) {
        const key = `${s.userId}:${s.downUserId}`;
        ownByPair.set(key, (ownByPair.get(key) ?? 0) + s.winLoss);
      }
    }
    // Nothing is laid off (the company eats everything that reaches it): the chain sums to zero.
    expect(sum).toBe(0);
  }
  expect(mismatches).toBe(0);
  expect(winners).toBeGreaterThan(20);

  // Report rollups: three sections sum to zero per row; own win/loss equals the oracle per pair.
  const rollups = await sql<{ viewer_id: string; down_id: string; own: string; bad: string }>`
    SELECT viewer_id, down_id, sum(own_win_loss) AS own,
           sum(win_loss + own_win_loss + upline_win_loss) AS bad
    FROM report_rollups WHERE draw_date = ${DATE} GROUP BY viewer_id, down_id`.execute(t.db);
  expect(rollups.rows.length).toBe(ownByPair.size);
  for (const r of rollups.rows) {
    expect(Number(r.bad)).toBe(0);
    expect(Number(r.own)).toBe(ownByPair.get(`${r.viewer_id}:${r.down_id}`));
  }
  // The company's report: totals agree with the oracle, and every row sums to zero.
  const report = await call(t.app, 'POST', '/api/Report/GetWinLossReport', {
    cookie: await login(t.app, company.username),
    body: { fromDate: DATE, toDate: DATE, StartCount: 0, PageSize: 500 },
  });
  const rows = report.body.data as { winLoss: number; ownWinLoss: number; uplineWinLoss: number }[];
  for (const row of rows)
    expect(Math.round((row.winLoss + row.ownWinLoss + row.uplineWinLoss) * 100)).toBe(0);
  expect(Math.round((report.body.overallInfo as { ownWinLoss: number }).ownWinLoss * 100)).toBe(
    perAccount.get(company.id),
  );

  // Credit: after ClaimPrizes every bettor's balance is its win/loss, and equals its ledger.
  const claim = await call(t.app, 'POST', '/api/Payment/ClaimPrizes', {
    cookie: admin,
    body: { drawDate: DATE },
  });
  expect(claim.body).toMatchObject({ success: true, data: { claimed: true } });
  const bettors = [...new Set(placed.map((p) => p.bettor.id))];
  const ledger = await sql<{ id: string; balance: string; outstanding: string; logged: string }>`
    SELECT u.id, u.balance, u.outstanding, coalesce((SELECT sum(amount) FROM credit_log c WHERE c.user_id = u.id), 0) AS logged
    FROM users u WHERE u.id = ANY (${bettors.map(String)}::bigint[])`.execute(t.db);
  for (const r of ledger.rows) {
    expect({
      id: Number(r.id),
      balance: Number(r.balance),
      outstanding: Number(r.outstanding),
      logged: Number(r.logged),
    }).toEqual({
      id: Number(r.id),
      balance: perAccount.get(Number(r.id)),
      outstanding: 0,
      logged: perAccount.get(Number(r.id)),
    });
  }
}, 300_000);
