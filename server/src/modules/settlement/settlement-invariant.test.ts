import { Role } from '@drawdesk/shared-kernel/domain';
import {
  codesForLength,
  distinctPermutations,
  OFFICIAL_PAYOUTS,
  type BetCode,
  type DrawResult,
} from '@drawdesk/shared-kernel/domain/betting';
import { sql } from 'kysely';
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
const DATE = '2030-03-02';

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin', ADMIN_PASSWORD);
  await t.clock.setTestClock(new Date('2030-03-02T15:00:00Z'));
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t?.close();
}, SETUP_TIMEOUT);

/** Small deterministic PRNG (mulberry32) so a failure can be replayed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const SEED = Number(process.env.SETTLE_SEED ?? 20301);
const rand = rng(SEED);
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const digits = (n: number) => Array.from({ length: n }, () => String(int(0, 9))).join('');

const CODES_4: readonly BetCode[] = codesForLength(4);

test(`1,000 random bets in a random tree settle as the kernel says (seed ${SEED})`, async () => {
  // Random tree: one company (pt 100, no limit), agents up to 3 levels with random pt and limits.
  const terms = (pt: number, limit: number | null) => ({
    rate: int(6500, 9000),
    payouts: scalePayouts(OFFICIAL_PAYOUTS, 0.8 + rand() * 0.4),
    pt,
    limit,
  });
  const company = await makeAccount(t.db, Role.Company, 'admin', terms(100, null));
  const chains: Account[][] = [];
  const grow = async (above: Account[], level: number): Promise<void> => {
    const agents = int(1, 2);
    for (let i = 0; i < agents; i++) {
      const agent = await makeAccount(
        t.db,
        Role.Multilevel,
        above[0]!.username,
        terms(int(0, 100), rand() < 0.5 ? null : int(0, 3000)),
      );
      const chain = [agent, ...above];
      if (level < 3 && rand() < 0.6) await grow(chain, level + 1);
      for (let j = int(1, 2); j > 0; j--) {
        const player = await makeAccount(t.db, Role.Player, agent.username, terms(0, null));
        chains.push([player, ...chain]);
      }
    }
  };
  await grow([company], 1);
  const direct = await makeAccount(t.db, Role.House, company.username, terms(0, null));
  chains.push([direct, company]);

  const starters = Array.from({ length: 10 }, () => digits(4));
  const consolations = Array.from({ length: 10 }, () => digits(4));
  // A repeated number: every matching position pays.
  consolations[3] = starters[5]!;
  const result: DrawResult = {
    first: digits(4),
    second: digits(4),
    third: digits(4),
    starters,
    consolations,
    fiveD: { first: digits(5), second: digits(5), third: digits(5) },
    sixD: { first: digits(6) },
  };
  const prizes = [result.first, result.second, result.third, ...result.starters, ...result.consolations];
  const draw1 = await ensureDraw(t.db, 1, DATE);
  const draw3 = await ensureDraw(t.db, 3, DATE);
  const usage = new Map<number, number>();
  const placed: Placed[] = [];
  for (let i = 0; i < 1000; i++) {
    const chain = pick(chains);
    const roll = rand();
    const stake = int(1, 3000);
    if (roll < 0.08) {
      const first = result.fiveD!.first;
      const number = rand() < 0.5 ? digits(5 - int(2, 4)) + first.slice(-int(2, 4)) : digits(5);
      placed.push(
        await placeLine(t.db, {
          drawId: draw3,
          poolId: 3,
          drawDate: DATE,
          chain,
          number: number.padStart(5, '0').slice(-5),
          code: '5D',
          stake,
          usage,
        }),
      );
    } else if (roll < 0.16) {
      const first = result.sixD!.first;
      const k = int(2, 6);
      const number = rand() < 0.5 ? first.slice(0, k) + digits(6 - k) : digits(6 - k) + first.slice(6 - k);
      placed.push(
        await placeLine(t.db, {
          drawId: draw3,
          poolId: 3,
          drawDate: DATE,
          chain,
          number,
          code: '6D',
          stake,
          usage,
        }),
      );
    } else {
      const base = rand() < 0.5 ? pick(prizes) : digits(4);
      const ibox = rand() < 0.2;
      const number = ibox ? pick(distinctPermutations(base)) : base;
      const three = !ibox && rand() < 0.1;
      const code = three ? pick(['3A', '3SB', '3SC', '3SD', '3SE', '3C'] as BetCode[]) : pick(CODES_4);
      const onToto = rand() < 0.15;
      placed.push(
        await placeLine(t.db, {
          drawId: onToto ? draw3 : draw1,
          poolId: onToto ? 3 : 1,
          drawDate: DATE,
          chain,
          number: three ? number.slice(1) : number,
          code,
          stake,
          usage,
          ...(ibox
            ? { kind: 3 as const, iboxDivisor: distinctPermutations(three ? number.slice(1) : number).length }
            : {}),
        }),
      );
    }
  }
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
