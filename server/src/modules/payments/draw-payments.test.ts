import { DrawPaymentMessages } from './drawPayments';
import { AUTO_TRANSFER_REMARK, runAutoTransfer } from './autoTransfer';
import { findJob, runJob } from '../../jobs/scheduler';
import { useDemoApp } from '../../../test/harness';
import { addLine, setBalance } from '../../../test/reportFixtures';

const t = useDemoApp(
  ['demo_co', 'demo_sh', 'demo_ma', 'demo_ag', 'demo_p1', 'demo_p2', 'demo_house'],
  async () => {
    // p1 wins 50.00 on one line, loses 3.00 on another; p2 loses 8.00.
    await settled('demo_p1', D1, { p: 5000, ag: -2000, ma: 0, sh: 0, co: -3000 });
    await settled('demo_p1', D1, { p: -300, ag: 100, ma: 20, sh: 30, co: 150 });
    await settled('demo_p2', D1, { p: -800, ag: 300, ma: 0, sh: 100, co: 400 });
    await settled('demo_p1', D_OPEN, { p: 0, ag: 0, ma: 0, sh: 0, co: 0 }, 0);
  },
);
const { ids } = t;

const D1 = '2031-03-02';
const D_OPEN = '2031-03-03';
const D_EMPTY = '2031-03-04';

const balanceOf = async (id: number) =>
  Number(
    (await t.db.selectFrom('users').select('balance').where('id', '=', String(id)).executeTakeFirstOrThrow())
      .balance,
  );
const post = (as: keyof typeof t.cookies, path: string, body: unknown) =>
  t.post(as, `/api/Payment/${path}`, body);

/** A settled line of `player` on `date` with the share win/loss of each account of the chain. */
async function settled(
  player: 'demo_p1' | 'demo_p2',
  date: string,
  wl: { p: number; ag: number; ma: number; sh: number; co: number },
  status: 0 | 1 = 1,
  poolId = 1,
) {
  await addLine(t.db, {
    chain: [
      { userId: ids[player], rate: 8000, winLoss: status ? wl.p : null },
      { userId: ids.demo_ag, rate: 7500, winLoss: status ? wl.ag : null },
      { userId: ids.demo_ma, rate: 7400, winLoss: status ? wl.ma : null },
      { userId: ids.demo_sh, rate: 7300, winLoss: status ? wl.sh : null },
      { userId: ids.demo_co, rate: 7200, eat: 1000, winLoss: status ? wl.co : null },
    ],
    stake: 1000,
    baseRate: 10000,
    drawDate: date,
    poolId,
    status,
  });
}

describe('InitDrawPayment', () => {
  it("gives a direct downline's win/loss of the date from the settled shares of its subtree", async () => {
    const p1 = await post('demo_ag', 'InitDrawPayment', { drawDate: D1, userId: ids.demo_p1 });
    expect(p1.body.success).toBe(true);
    expect(p1.body.data).toMatchObject({
      userId: ids.demo_p1,
      username: 'demo_p1',
      uplineUsername: 'demo_ag',
      amount: 47,
      lineCount: 2,
      paid: false,
      paidAmount: null,
    });
    const p2 = await post('demo_ag', 'InitDrawPayment', { drawDate: D1, userId: ids.demo_p2 });
    expect((p2.body.data as { amount: number }).amount).toBe(-8);
    // demo_sh's subtree: sh + ma + ag + p1 + p2 = (0+0-2000+5000) + (30+20+100-300) + (100+0+300-800).
    const sh = await post('demo_co', 'InitDrawPayment', { drawDate: D1, userId: ids.demo_sh });
    expect((sh.body.data as { amount: number; lineCount: number }).amount).toBe(24.5);
    expect((sh.body.data as { lineCount: number }).lineCount).toBe(3);
  });

  it('refuses accounts that are not direct downlines, and roles without draw payment', async () => {
    const notDirect = await post('demo_ma', 'InitDrawPayment', { drawDate: D1, userId: ids.demo_p1 });
    expect(notDirect.body).toMatchObject({ success: false, message: DrawPaymentMessages.notDirectDownline });
    expect((await post('demo_ag', 'InitDrawPayment', { drawDate: D1, userId: ids.demo_sh })).status).toBe(
      403,
    );
    expect((await post('demo_p1', 'InitDrawPayment', { drawDate: D1, userId: ids.demo_p1 })).status).toBe(
      403,
    );
    expect((await post('admin', 'InitDrawPayment', { drawDate: D1, userId: ids.demo_co })).status).toBe(403);
    expect(
      (await post('demo_ag', 'InitDrawPayment', { drawDate: '2031-3-2', userId: ids.demo_p1 })).status,
    ).toBe(400);
  });
});

describe('SaveDrawPayment', () => {
  it('pays a winner in one step (transfer credit), once, and a repeat returns the first payment', async () => {
    await setBalance(t.db, ids.demo_p1, 4700);
    const first = await post('demo_ag', 'SaveDrawPayment', { drawDate: D1, userId: ids.demo_p1, amount: 47 });
    expect(first.body.success).toBe(true);
    expect(first.body.data).toMatchObject({ amount: 47, paymentType: 1, initialAmount: 47, finalAmount: 0 });
    expect(await balanceOf(ids.demo_p1)).toBe(0);
    const again = await post('demo_ag', 'SaveDrawPayment', { drawDate: D1, userId: ids.demo_p1, amount: 47 });
    expect(again.body.success).toBe(true);
    expect((again.body.data as { drawPaymentId: number }).drawPaymentId).toBe(
      (first.body.data as { drawPaymentId: number }).drawPaymentId,
    );
    expect(await balanceOf(ids.demo_p1)).toBe(0);
    const payments = await t.db
      .selectFrom('payments')
      .select(['payment_type', 'amount', 'initiate_user_id'])
      .where('target_user_id', '=', String(ids.demo_p1))
      .where('remark', '=', `Draw payment ${D1}`)
      .execute();
    expect(payments).toEqual([{ payment_type: 1, amount: '4700', initiate_user_id: String(ids.demo_ag) }]);
    const log = await t.db
      .selectFrom('credit_log')
      .select(['amount', 'pre_balance', 'post_balance'])
      .where('user_id', '=', String(ids.demo_p1))
      .where('reason', 'like', 'payment.%')
      .execute();
    // The demo data's own rows of demo_p1 are not payments: the draw payment is the only one.
    expect(log).toEqual([{ amount: '-4700', pre_balance: '4700', post_balance: '0' }]);
    const other = await post('demo_ag', 'SaveDrawPayment', { drawDate: D1, userId: ids.demo_p1, amount: 40 });
    expect(other.body).toMatchObject({ success: false, message: DrawPaymentMessages.alreadyPaid });
    const init = await post('demo_ag', 'InitDrawPayment', { drawDate: D1, userId: ids.demo_p1 });
    expect(init.body.data).toMatchObject({ paid: true, paidAmount: 47 });
  });

  it('receives from a loser (receive credit) and refuses a stale amount', async () => {
    await setBalance(t.db, ids.demo_p2, -800);
    const stale = await post('demo_ag', 'SaveDrawPayment', {
      drawDate: D1,
      userId: ids.demo_p2,
      amount: -7.99,
    });
    expect(stale.body).toMatchObject({ success: false, message: DrawPaymentMessages.amountChanged });
    expect(await balanceOf(ids.demo_p2)).toBe(-800);
    const paid = await post('demo_ag', 'SaveDrawPayment', {
      drawDate: D1,
      userId: ids.demo_p2,
      amount: -8,
      remark: 'cash',
    });
    expect(paid.body.data).toMatchObject({ paymentType: 2, initialAmount: -8, finalAmount: 0 });
    expect(await balanceOf(ids.demo_p2)).toBe(0);
  });

  it('refuses a date with unsettled bets, a date with nothing settled, and bad amounts', async () => {
    const open = await post('demo_ag', 'SaveDrawPayment', {
      drawDate: D_OPEN,
      userId: ids.demo_p1,
      amount: 0,
    });
    expect(open.body).toMatchObject({ success: false, message: DrawPaymentMessages.nothingSettled });
    // Another pool's draw of the date released; pool 1's line is still open.
    await settled('demo_p1', D_OPEN, { p: 100, ag: -100, ma: 0, sh: 0, co: 0 }, 1, 2);
    const partly = await post('demo_ag', 'SaveDrawPayment', {
      drawDate: D_OPEN,
      userId: ids.demo_p1,
      amount: 1,
    });
    expect(partly.body).toMatchObject({ success: false, message: DrawPaymentMessages.notFullySettled });
    const empty = await post('demo_ag', 'SaveDrawPayment', {
      drawDate: D_EMPTY,
      userId: ids.demo_p1,
      amount: 0,
    });
    expect(empty.body.message).toBe(DrawPaymentMessages.nothingSettled);
    expect(
      (await post('demo_ag', 'SaveDrawPayment', { drawDate: D1, userId: ids.demo_p1, amount: 1.234 })).status,
    ).toBe(400);
    expect(
      (await post('demo_ag', 'SaveDrawPayment', { drawDate: D1, userId: ids.demo_p1, amount: '47' })).status,
    ).toBe(400);
    expect(
      await t.db.selectFrom('draw_payments').select('id').where('draw_date', '=', D_OPEN).execute(),
    ).toEqual([]);
  });

  it('lets an upper level settle with its own direct downline', async () => {
    const sh = await post('demo_co', 'SaveDrawPayment', { drawDate: D1, userId: ids.demo_sh, amount: 24.5 });
    expect(sh.body.success).toBe(true);
    expect((sh.body.data as { paymentType: number }).paymentType).toBe(1);
  });
});

describe('GetDrawPaymentHistory', () => {
  it('lists the draw payments of the tree, newest first, paged', async () => {
    const ag = await post('demo_ag', 'GetDrawPaymentHistory', { StartCount: 0, PageSize: 10 });
    expect(ag.body.totalCount).toBe(2);
    const rows = ag.body.data as {
      username: string;
      amount: number;
      uplineUsername: string;
      remark: string;
    }[];
    expect(rows.map((r) => [r.username, r.amount, r.uplineUsername])).toEqual([
      ['demo_p2', -8, 'demo_ag'],
      ['demo_p1', 47, 'demo_ag'],
    ]);
    expect(rows[0]!.remark).toBe('cash');
    expect(ag.body.overallInfo).toEqual({ totalAmount: 39 });
    const co = await post('demo_co', 'GetDrawPaymentHistory', { StartCount: 1, PageSize: 1 });
    expect(co.body.totalCount).toBe(3);
    expect((co.body.data as unknown[]).length).toBe(1);
    const one = await post('demo_co', 'GetDrawPaymentHistory', {
      StartCount: 0,
      PageSize: 10,
      userId: ids.demo_sh,
      fromDate: D1,
      toDate: D1,
    });
    expect(one.body.totalCount).toBe(1);
    expect((await post('demo_p1', 'GetDrawPaymentHistory', { StartCount: 0, PageSize: 10 })).status).toBe(
      403,
    );
    const house = await post('demo_house', 'GetDrawPaymentHistory', { StartCount: 0, PageSize: 10 });
    expect(house.body.totalCount).toBe(0);
  });
});

describe('auto transfer', () => {
  const settings = (v: object) =>
    t.db
      .updateTable('users')
      .set({ settings: JSON.stringify(v) })
      .where('id', '=', String(ids.demo_p1))
      .execute();

  afterEach(async () => {
    await t.clock.setTestClock(null);
    await t.clock.refresh();
  });

  it('settles a daily bettor to 0 once per business day, with a payment from its upline', async () => {
    await t.clock.setTestClock(new Date('2031-03-05T02:00:00Z'));
    await t.clock.refresh();
    await settings({ autoTransfer: true, autoTransferFrequency: 1, autoTransferDay: 0 });
    await setBalance(t.db, ids.demo_p1, 12_345);
    const first = await runAutoTransfer({ db: t.db, clock: t.clock });
    expect(first).toMatchObject({ date: '2031-03-05', paid: 1, failed: 0 });
    expect(await balanceOf(ids.demo_p1)).toBe(0);
    const pay = await t.db
      .selectFrom('payments')
      .select(['payment_type', 'amount', 'initiate_user_id', 'remark'])
      .where('target_user_id', '=', String(ids.demo_p1))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(pay).toEqual({
      payment_type: 1,
      amount: '12345',
      initiate_user_id: String(ids.demo_ag),
      remark: AUTO_TRANSFER_REMARK,
    });
    await setBalance(t.db, ids.demo_p1, -500);
    const second = await runAutoTransfer({ db: t.db, clock: t.clock });
    expect(second.due).toBe(0);
    expect(await balanceOf(ids.demo_p1)).toBe(-500);
    // The next business day (KL midnight is 16:00 UTC) it runs again: a loser pays its upline.
    await t.clock.setTestClock(new Date('2031-03-05T16:30:00Z'));
    await t.clock.refresh();
    const next = await runAutoTransfer({ db: t.db, clock: t.clock });
    expect(next).toMatchObject({ date: '2031-03-06', paid: 1 });
    expect(await balanceOf(ids.demo_p1)).toBe(0);
  });

  it('runs a weekly bettor only on its day, and never a bettor without auto transfer', async () => {
    // 2031-03-10 is a Monday (1).
    await t.clock.setTestClock(new Date('2031-03-10T03:00:00Z'));
    await t.clock.refresh();
    await settings({ autoTransfer: true, autoTransferFrequency: 0, autoTransferDay: 2 });
    await setBalance(t.db, ids.demo_p1, 700);
    expect((await runAutoTransfer({ db: t.db, clock: t.clock })).due).toBe(0);
    await settings({ autoTransfer: false, autoTransferFrequency: 1, autoTransferDay: 1 });
    expect((await runAutoTransfer({ db: t.db, clock: t.clock })).due).toBe(0);
    await settings({ autoTransfer: true, autoTransferFrequency: 0, autoTransferDay: 1 });
    const job = findJob('auto-transfer');
    expect(job?.everyMs).toBe(15 * 60_000);
    const outcome = await runJob({ db: t.db, clock: t.clock }, job!, { startedBy: null });
    expect(outcome).toMatchObject({
      status: 'done',
      message: '2031-03-10: 1 due, 1 paid, 0 at zero, 0 failed',
    });
    expect(await balanceOf(ids.demo_p1)).toBe(0);
  });
});
