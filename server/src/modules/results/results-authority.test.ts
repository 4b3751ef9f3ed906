import { Role } from '@drawdesk/shared-kernel/domain';
import { OFFICIAL_PAYOUTS } from '@drawdesk/shared-kernel/domain/betting';
import { latestReleasedDate, stateChecksum } from '../../../test/accessFixtures';
import { call, login, useDemoApp } from '../../../test/harness';
import { ensureDraw, makeAccount, placeLine, type Account } from '../../../test/settlementFixtures';

/**
 * Results are facts shared by every tree: only the super admin enters, validates, corrects and
 * releases them; what a company may do with them (claims, winners) stays inside its own tree.
 */
const DATE = '2030-03-05';
const RESULT = {
  first: '1234',
  second: '5678',
  third: '9012',
  starters: ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '0000'],
  consolations: ['1357', '2468', '3579', '4680', '5791', '6802', '7913', '8024', '9135', '0246'],
};
/** A correction: company A's line now wins 3rd instead of 1st, company B's line nothing. */
const CORRECTED = { ...RESULT, first: '4321', second: '5679', third: '1234' };

const terms = (rate: number, pt: number) => ({ rate, payouts: OFFICIAL_PAYOUTS, pt, limit: null });
let coA: Account;
let coB: Account;
let pA: Account;
let pB: Account;
const cookies: Record<string, string> = {};

const t = useDemoApp(
  ['demo_co', 'demo_p1'],
  async (app) => {
    coA = await makeAccount(app.db, Role.Company, 'admin', terms(7000, 100), 'auth_a');
    coB = await makeAccount(app.db, Role.Company, 'admin', terms(7000, 100), 'auth_b');
    pA = await makeAccount(app.db, Role.Player, coA.username, terms(8000, 0), 'auth_pa');
    pB = await makeAccount(app.db, Role.Player, coB.username, terms(8000, 0), 'auth_pb');
    cookies.coA = await login(app.app, coA.username);
    cookies.coB = await login(app.app, coB.username);
    Object.assign(cookies, app.cookies);
  },
  { demoActivity: true },
);

const post = (as: string, path: string, body: unknown) =>
  call(t.app, 'POST', `/api/${path}`, { cookie: cookies[as], body });

async function balance(id: number): Promise<number> {
  const row = await t.db
    .selectFrom('users')
    .select('balance')
    .where('id', '=', String(id))
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

const prizeRows = async (id: number) =>
  t.db
    .selectFrom('credit_log')
    .select('amount')
    .where('user_id', '=', String(id))
    .where('reason', '=', 'prize')
    .execute();

describe('the demo tree against a fresh company', () => {
  let pastDate = '';
  beforeAll(async () => {
    // The newer past date of the demo data: released, its prizes not claimed yet.
    pastDate = await latestReleasedDate(t.db, 1);
  });

  test("a fresh company cannot correct, validate, re-release or annotate the demo's released result", async () => {
    const before = await stateChecksum(t.db);
    for (const who of ['coB', 'demo_co']) {
      const attempts: [string, unknown][] = [
        ['Result/SavePoolResult', { drawDate: pastDate, poolId: 1, ...CORRECTED }],
        ['Result/ValidateResult', { drawDate: pastDate, poolId: 1 }],
        ['Configuration/SubmitReleaseResultStatus', { drawDate: pastDate, poolId: 1 }],
        [
          'Result/UpdateDrawPaymentDetail',
          { drawDate: pastDate, poolId: 1, paymentDetail: 'x', jackpot1: 5 },
        ],
      ];
      for (const [path, body] of attempts) {
        expect([who, path, (await post(who, path, body)).status]).toEqual([who, path, 403]);
      }
    }
    expect(await stateChecksum(t.db)).toEqual(before);
  });

  test("a fresh company's ClaimPrizes pays no player of the demo tree, nor reads its winners", async () => {
    const p1 = t.ids.demo_p1;
    const balanceBefore = await balance(p1);
    const prizesBefore = (await prizeRows(p1)).length;
    const claim = await post('coB', 'Payment/ClaimPrizes', { drawDate: pastDate });
    expect(claim.body).toMatchObject({ success: true, data: { claimed: true, bettors: 0, total: 0 } });
    expect(await balance(p1)).toBe(balanceBefore);
    expect(await prizeRows(p1)).toHaveLength(prizesBefore);

    const theirs = await post('coB', 'Result/InsertWinners', { drawDate: pastDate, poolId: 1 });
    expect(theirs.body).toMatchObject({ success: true, data: { count: 0, total: 0, winners: [] } });
    const demo = await post('demo_co', 'Result/InsertWinners', { drawDate: pastDate, poolId: 1 });
    expect((demo.body.data as { count: number }).count).toBeGreaterThan(0);

    // The demo company's own claim credits its tree.
    const own = await post('demo_co', 'Payment/ClaimPrizes', { drawDate: pastDate });
    expect(own.body).toMatchObject({ success: true, data: { claimed: true } });
    expect((own.body.data as { bettors: number }).bettors).toBeGreaterThan(0);
    expect(await balance(p1)).toBeGreaterThan(balanceBefore);
  });
  test("a fresh company neither pays nor reads the demo tree's draw payments and reports", async () => {
    const before = await stateChecksum(t.db);
    const demoIds = new Set(
      (await t.db.selectFrom('users').select('id').where('username', 'like', 'demo%').execute()).map((r) =>
        Number(r.id),
      ),
    );
    const sh = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'demo_sh')
      .executeTakeFirstOrThrow();
    const target = Number(sh.id);
    const init = await post('coB', 'Payment/InitDrawPayment', { drawDate: pastDate, userId: target });
    expect(init.status).toBe(403);
    const pay = await post('coB', 'Payment/SaveDrawPayment', {
      drawDate: pastDate,
      userId: target,
      amount: 1,
    });
    expect(pay.status).toBe(403);
    const page = { StartCount: 0, PageSize: 100 };
    const history = await post('coB', 'Payment/GetDrawPaymentHistory', page);
    expect(history.body.success).toBe(true);
    expect(history.body.data).toEqual([]);
    const transactions = await post('coB', 'Report/GetPlayerTransaction', {
      ...page,
      fromDate: pastDate,
      toDate: pastDate,
    });
    expect(transactions.body.success).toBe(true);
    const rows = transactions.body.data as { userId: number }[];
    expect(rows.filter((r) => demoIds.has(r.userId))).toEqual([]);
    for (const path of ['Report/GetWinLossReport', 'Report/GetPlayerTransaction']) {
      const res = await post('coB', path, {
        ...page,
        fromDate: pastDate,
        toDate: pastDate,
        userId: t.ids.demo_p1,
      });
      expect([path, res.status]).toEqual([path, 403]);
    }
    expect(await stateChecksum(t.db)).toEqual(before);
  });
});

describe('claims, winners and corrections, tree by tree', () => {
  let lineA = 0;
  let lineB = 0;
  beforeAll(async () => {
    const drawId = await ensureDraw(t.db, 1, DATE);
    await t.clock.setTestClock(new Date('2030-03-05T12:00:00Z')); // 20:00 business time, after the cutoff
    const bet = (p: Account, co: Account, number: string) =>
      placeLine(t.db, { drawId, poolId: 1, drawDate: DATE, chain: [p, co], number, code: 'B', stake: 200 });
    lineA = (await bet(pA, coA, '1234')).lineId;
    lineB = (await bet(pB, coB, '5678')).lineId;
    expect(
      (await post('admin', 'Result/SavePoolResult', { drawDate: DATE, poolId: 1, ...RESULT })).body,
    ).toMatchObject({ success: true });
    const rel = await post('admin', 'Configuration/SubmitReleaseResultStatus', { drawDate: DATE, poolId: 1 });
    expect(rel.body).toMatchObject({ success: true, data: { status: 'released', winningLines: 2 } });
  });

  test('each company reads only the winners of its own tree; the super admin reads all', async () => {
    const ids = async (as: string) => {
      const res = await post(as, 'Result/InsertWinners', { drawDate: DATE, poolId: 1 });
      expect(res.body.success).toBe(true);
      return (res.body.data as { winners: { betLineId: number }[] }).winners.map((w) => w.betLineId).sort();
    };
    expect(await ids('coA')).toEqual([lineA]);
    expect(await ids('coB')).toEqual([lineB]);
    expect(await ids('demo_co')).toEqual([]);
    expect(await ids('admin')).toEqual([lineA, lineB].sort());
  });

  test("a company's claim credits its tree only; later corrections credit claimed trees only; the super admin claims the rest", async () => {
    const aBefore = await balance(pA.id);
    const bBefore = await balance(pB.id);
    const claim = await post('coB', 'Payment/ClaimPrizes', { drawDate: DATE });
    expect(claim.body).toMatchObject({ success: true, data: { claimed: true, bettors: 1 } });
    const bWon = (claim.body.data as { total: number }).total;
    expect(bWon).toBeGreaterThan(0);
    expect(await balance(pB.id)).toBe(bBefore + bWon * 100);
    expect(await balance(pA.id)).toBe(aBefore);
    const again = await post('coB', 'Payment/ClaimPrizes', { drawDate: DATE });
    expect(again.body).toMatchObject({ success: true, data: { claimed: false, bettors: 1, total: bWon } });
    expect(await balance(pB.id)).toBe(bBefore + bWon * 100);

    // The super admin corrects and re-releases: B's tree claimed the date, so B's player gives its
    // prize back at release; A's tree has not claimed, so nothing is credited to A's player yet.
    expect(
      (await post('admin', 'Result/SavePoolResult', { drawDate: DATE, poolId: 1, ...CORRECTED })).body,
    ).toMatchObject({
      success: true,
      data: { correction: true },
    });
    expect(
      (await post('admin', 'Configuration/SubmitReleaseResultStatus', { drawDate: DATE, poolId: 1 })).body,
    ).toMatchObject({ success: true });
    expect(await balance(pB.id)).toBe(bBefore);
    expect(await balance(pA.id)).toBe(aBefore);
    expect(await prizeRows(pA.id)).toEqual([]);

    // The operator's claim credits every tree's remaining prizes: only A's player is left.
    const all = await post('admin', 'Payment/ClaimPrizes', { drawDate: DATE });
    expect(all.body).toMatchObject({ success: true, data: { claimed: true, bettors: 1 } });
    expect(await balance(pA.id)).toBeGreaterThan(aBefore);
    expect(await balance(pB.id)).toBe(bBefore);
    // After the operator's claim a company's claim of the date changes nothing.
    const late = await post('coA', 'Payment/ClaimPrizes', { drawDate: DATE });
    expect(late.body).toMatchObject({ success: true, data: { claimed: false } });
  });
});
