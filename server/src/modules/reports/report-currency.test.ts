import { ReportCurrencyMessages } from '@drawdesk/shared-kernel/contract';
import { sql } from 'kysely';
import { inCurrency, type ReportCurrency } from './conversion';
import { call, useDemoApp } from '../../../test/harness';
import { addLine, drawId, type ChainLink } from '../../../test/reportFixtures';

/** Report currency (docs/settlement-rules.md "Report currency"): conversion, rows, totals, refusals. */

const demo = ['demo_co', 'demo_sh', 'demo_ma', 'demo_ag', 'demo_p1', 'demo_p2'] as const;

// Dates no other fixture or demo data uses.
const DAY = '2033-03-01';
// USD set to 0.8 MYR: 1 MYR cent = 1.25 USD cents, so cents 2, 6, ... land exactly on a half.
const USD_RATE = 8000;
const page = { fromDate: DAY, toDate: DAY, StartCount: 0, PageSize: 50 };

const post = (as: keyof typeof cookies, name: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/api/Report/${name}`, { cookie: cookies[as], body: { ...page, ...body } });

const t = useDemoApp(demo, async () => {
  await t.db
    .insertInto('currency_rates')
    .values({ currency: 'USD', rate: USD_RATE, fake_rate: 7000, updated_by: ids.admin })
    .execute();

  // Win/loss rollups of viewer demo_ag (cents): each row keeps winLoss = payout - netAmount and
  // winLoss + ownWinLoss + uplineWinLoss = 0 as the settlement writes them.
  const draw = await drawId(t.db, DAY, 1);
  const rollup = (down: number, f: [number, number, number, number, number, number, number]) => ({
    viewer_id: ids.demo_ag,
    down_id: down,
    draw_id: draw,
    pool_id: 1,
    draw_date: DAY,
    turnover: f[0],
    net_amount: f[1],
    commission: f[2],
    payout: f[3],
    win_loss: f[4],
    own_win_loss: f[5],
    upline_win_loss: f[6],
    ticket_count: 1,
    line_count: 1,
  });
  await t.db
    .insertInto('report_rollups')
    .values([rollup(ids.demo_p1, [1, 2, 1, 0, -2, 3, -1]), rollup(ids.demo_p2, [1, 6, 1, 10, 4, -6, 2])])
    .execute();
  // The company's row of its shareholder: no upline share, so uplineWinLoss is 0.
  await t.db
    .insertInto('report_rollups')
    .values({ ...rollup(ids.demo_sh, [1, 2, 1, 1, -1, 1, 0]), viewer_id: ids.demo_co })
    .execute();
  // Rollups are read for released draws only (the preparation writes them before the release).
  await t.db
    .updateTable('draws')
    .set({ release_status: 'released' })
    .where('id', '=', String(draw))
    .execute();

  // Sales: one line of 333 cents per player on pool 2, the company eating everything.
  for (const [player, rate] of [
    ['demo_p1', 8000],
    ['demo_p2', 7800],
  ] as const) {
    const chain: ChainLink[] = [
      { userId: ids[player], rate },
      { userId: ids.demo_ag, rate: 7500 },
      { userId: ids.demo_ma, rate: 7400 },
      { userId: ids.demo_sh, rate: 7300 },
      { userId: ids.demo_co, rate: 7200, eat: 333 },
    ];
    await addLine(t.db, { chain, stake: 333, baseRate: 10000, drawDate: DAY, poolId: 2 });
  }

  // Credit log of demo_p1 on DAY (noon in Kuala Lumpur).
  const at = `${DAY}T04:00:00Z`;
  await t.db
    .insertInto('credit_log')
    .values([
      {
        user_id: ids.demo_p1,
        reason: 'payment.transferCredit.balance',
        amount: 2,
        pre_balance: 0,
        post_balance: 2,
        at,
      },
      {
        user_id: ids.demo_p1,
        reason: 'payment.transferCredit.balance',
        amount: 2,
        pre_balance: 2,
        post_balance: 4,
        at,
      },
      {
        user_id: ids.demo_p1,
        reason: 'payment.transferCredit.balance',
        amount: -6,
        pre_balance: 4,
        post_balance: -2,
        at,
      },
    ])
    .execute();
});
const cookies: Record<(typeof demo)[number] | 'admin', string> = t.cookies;
const ids: Record<(typeof demo)[number] | 'admin', number> = t.ids;

describe('inCurrency (the one conversion of report amounts)', () => {
  const convert = async (cents: number, currency: ReportCurrency) => {
    const { rows } = await sql<{
      v: string;
    }>`SELECT ${inCurrency(sql`${cents}::bigint`, currency)} AS v`.execute(t.db);
    return Number(rows[0]!.v);
  };
  const usd: ReportCurrency = { code: 'USD', ratePer10k: USD_RATE };
  const sgd: ReportCurrency = { code: 'SGD', ratePer10k: 33_000 };

  it.each([
    [usd, 1, 1], // 1.25
    [usd, 2, 3], // 2.5: half up
    [usd, 3, 4], // 3.75
    [usd, -1, -1], // -1.25
    [usd, -2, -3], // -2.5: half away from zero, the mirror of +2
    [usd, -6, -8], // -7.5
    [usd, 0, 0],
    [sgd, 10_000, 3030], // 100.00 MYR = 30.303 SGD
    [sgd, -10_000, -3030],
    [sgd, 5, 2], // 1.5151...
    [sgd, 99_999_999_999, 30_303_030_303], // 999,999,999.99 MYR: exact in numeric
  ])('%o: %p base cents -> %p', async (currency, cents, expected) => {
    expect(await convert(cents, currency)).toBe(expected);
  });

  it('leaves base currency amounts untouched', async () => {
    expect(await convert(-12_345, { code: 'MYR', ratePer10k: 10_000 })).toBe(-12_345);
  });
});

describe('GetWinLossReport in a currency', () => {
  it('converts each row half away from zero, keeps its identities and sums the converted rows', async () => {
    const res = await post('demo_ag', 'GetWinLossReport', { currency: 'USD' });
    expect(res.body.success).toBe(true);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        username: 'demo_p1',
        turnover: 0.01,
        netAmount: 0.03,
        commission: 0.01,
        payout: 0,
        winLoss: -0.03,
        ownWinLoss: 0.04,
        uplineWinLoss: -0.01,
      }),
      expect.objectContaining({
        username: 'demo_p2',
        turnover: 0.01,
        netAmount: 0.08,
        commission: 0.01,
        payout: 0.13,
        winLoss: 0.05,
        ownWinLoss: -0.08,
        uplineWinLoss: 0.03,
      }),
    ]);
    // Converting the stored totals (2, 8, 2, 10, 2, -3, 1) would give 3, 10, 3, 13, 3, -4, 1.
    expect(res.body.overallInfo).toMatchObject({
      turnover: 0.02,
      netAmount: 0.11,
      commission: 0.02,
      payout: 0.13,
      winLoss: 0.02,
      ownWinLoss: -0.04,
      uplineWinLoss: 0.02,
      currency: 'USD',
      viewerId: ids.demo_ag,
    });
  });

  it('keeps a zero upline at zero: the rounding cent goes to the own figure', async () => {
    // 2 -> 2.5 -> 3 and 1 -> 1.25 -> 1 cents: winLoss 1 - 3 = -2; converting own (1 -> 1) would
    // leave uplineWinLoss at -(-2 + 1) = 1 cent for a company that has no upline share.
    const res = await post('demo_co', 'GetWinLossReport', { currency: 'USD' });
    expect(res.body.data).toEqual([
      expect.objectContaining({
        username: 'demo_sh',
        netAmount: 0.03,
        payout: 0.01,
        winLoss: -0.02,
        ownWinLoss: 0.02,
        uplineWinLoss: 0,
      }),
    ]);
    expect(res.body.overallInfo).toMatchObject({ winLoss: -0.02, ownWinLoss: 0.02, uplineWinLoss: 0 });
  });

  it('is unchanged in the base currency, with or without naming it', async () => {
    for (const body of [{}, { currency: 'MYR' }]) {
      const res = await post('demo_ag', 'GetWinLossReport', body);
      expect(res.body.data).toEqual([
        expect.objectContaining({ username: 'demo_p1', netAmount: 0.02, winLoss: -0.02, ownWinLoss: 0.03 }),
        expect.objectContaining({ username: 'demo_p2', payout: 0.1, winLoss: 0.04, uplineWinLoss: 0.02 }),
      ]);
      expect(res.body.overallInfo).toMatchObject({ turnover: 0.02, winLoss: 0.02, currency: 'MYR' });
    }
  });
});

describe('GetSalesSummary in a currency', () => {
  it('converts each downline and sums the converted rows', async () => {
    const res = await post('demo_ag', 'GetSalesSummary', { currency: 'USD' });
    expect(res.body.success).toBe(true);
    // MYR cents: p1 333 / 266 / 67, p2 333 / 260 / 73.
    expect(res.body.data).toEqual([
      expect.objectContaining({ username: 'demo_p1', turnover: 4.16, netAmount: 3.33, commission: 0.84 }),
      expect.objectContaining({ username: 'demo_p2', turnover: 4.16, netAmount: 3.25, commission: 0.91 }),
    ]);
    // 666 MYR cents converted whole would be 833 (8.33).
    expect(res.body.overallInfo).toMatchObject({
      turnover: 8.32,
      netAmount: 6.58,
      commission: 1.75,
      ticketCount: 2,
      currency: 'USD',
    });
  });

  it('uses the real rate, not the fake one (SGD 3.3)', async () => {
    const res = await post('demo_ag', 'GetSalesSummary', { currency: 'SGD' });
    // 333 / 3.3 = 100.9 -> 101 cents per row.
    expect((res.body.data as { turnover: number }[]).map((r) => r.turnover)).toEqual([1.01, 1.01]);
    expect(res.body.overallInfo).toMatchObject({ turnover: 2.02, currency: 'SGD' });
  });

  it('is unchanged without a currency', async () => {
    const res = await post('demo_ag', 'GetSalesSummary', {});
    expect(res.body.overallInfo).toMatchObject({
      turnover: 6.66,
      netAmount: 5.26,
      commission: 1.4,
      currency: 'MYR',
    });
  });
});

describe('GetPlayerTransaction in a currency', () => {
  it('converts every amount on its row and totals the converted amounts', async () => {
    const res = await post('demo_co', 'GetPlayerTransaction', { userId: ids.demo_p1, currency: 'USD' });
    expect(res.body.success).toBe(true);
    const rows = res.body.data as { amount: number; preBalance: number; postBalance: number }[];
    expect(rows.map((r) => [r.amount, r.preBalance, r.postBalance])).toEqual([
      [-0.08, 0.05, -0.03],
      [0.03, 0.03, 0.05],
      [0.03, 0, 0.03],
    ]);
    // The stored total -2 converted whole would be -3.
    expect(res.body.overallInfo).toEqual({ totalAmount: -0.02, currency: 'USD' });
  });

  it('is unchanged without a currency', async () => {
    const res = await post('demo_co', 'GetPlayerTransaction', { userId: ids.demo_p1 });
    expect(res.body.overallInfo).toEqual({ totalAmount: -0.02, currency: 'MYR' });
    expect((res.body.data as { amount: number }[]).map((r) => r.amount)).toEqual([-0.06, 0.02, 0.02]);
  });
});

describe('refused currencies', () => {
  it.each([
    ['GetWinLossReport', 'demo_ag'],
    ['GetSalesSummary', 'demo_ag'],
    ['GetPlayerTransaction', 'demo_co'],
  ] as const)('%s: an unknown currency or one without a rate is a business refusal', async (name, as) => {
    for (const [currency, message] of [
      ['XYZ', ReportCurrencyMessages.unknown],
      ['IDR', ReportCurrencyMessages.noRate],
    ] as const) {
      const res = await post(as, name, { currency });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: false, message, data: null });
      expect(res.body.overallInfo ?? null).toBeNull();
    }
    const reversed = await post(as, name, { currency: 'USD', fromDate: '2033-03-02' });
    expect(reversed.status).toBe(200);
    expect(reversed.body).toMatchObject({ success: false, data: null });
    const malformed = await post(as, name, { currency: 'usd' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('currency');
  });
});

describe('InitReport', () => {
  it('lists the base first and the currencies with a rate; defaults to the caller’s account currency', async () => {
    let res = await call(t.app, 'GET', '/api/Report/InitReport', { cookie: cookies.demo_ag });
    expect(res.body).toMatchObject({
      success: true,
      data: { baseCurrency: 'MYR', currencies: ['MYR', 'SGD', 'THB', 'USD'], currency: 'MYR' },
    });
    await sql`UPDATE users SET settings = jsonb_set(settings, '{currency}', '"SGD"') WHERE id = ${ids.demo_ag}::bigint`.execute(
      t.db,
    );
    res = await call(t.app, 'GET', '/api/Report/InitReport', { cookie: cookies.demo_ag });
    expect(res.body.data).toMatchObject({ currency: 'SGD' });
    // A currency without a rate is no option: the default falls back to the base.
    await sql`UPDATE users SET settings = jsonb_set(settings, '{currency}', '"IDR"') WHERE id = ${ids.demo_ag}::bigint`.execute(
      t.db,
    );
    res = await call(t.app, 'GET', '/api/Report/InitReport', { cookie: cookies.demo_ag });
    expect(res.body.data).toMatchObject({ currency: 'MYR' });
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'GET', '/api/Report/InitReport')).status).toBe(401);
  });
});
