import { Role } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import { call, insertTestUser, login, useDemoApp } from '../../../test/harness';

const demo = ['demo_co', 'demo_ag', 'demo_p1', 'demo_p2', 'demo_it', 'demo_co_sub'] as const;
let otherCo: number;
let otherCookie: string;

interface Row {
  id: number;
  at: string;
  userId: number;
  username: string;
  reason: string;
  amount: number;
  preBalance: number;
  postBalance: number;
  actorUsername: string | null;
}

/** Credit-log rows the report leaves out, with amounts that would show in any total. */
const LEFT_OUT: [string, number][] = [
  ['user.create', 200_000_000],
  ['user.creditLimit', 50_000],
  ['admin.creditLimit', 70_000],
  ['user.delete', -200_000_000],
  ['settlement', -1_250],
];
const DAY1 = '2031-05-01';
const DAY2 = '2031-05-02';
const log = (
  userId: number,
  at: string,
  amount: number,
  pre: number,
  actor: number | null,
  reason = 'payment.transferCredit.balance',
) =>
  t.db
    .insertInto('credit_log')
    .values({
      user_id: userId,
      actor_id: actor,
      reason,
      amount,
      pre_balance: pre,
      post_balance: pre + amount,
      at,
    })
    .execute();
const report = (cookie: string, body: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/api/Report/GetPlayerTransaction', {
    cookie,
    body: { fromDate: DAY1, toDate: DAY2, StartCount: 0, PageSize: 50, ...body },
  });

const t = useDemoApp(demo, async () => {
  otherCo = await insertTestUser(t.db, { username: 'ptx_co', roleId: Role.Company, upline: 'admin' });
  otherCookie = await login(t.app, 'ptx_co');
  const p3 = await insertTestUser(t.db, { username: 'ptx_p3', roleId: Role.Player, upline: 'ptx_co' });
  // Business dates in Kuala Lumpur (UTC+8): 2031-04-30T16:30Z is already 2031-05-01 00:30 there.
  await log(ids.demo_p1, '2031-04-30T15:59:00Z', 100, 0, ids.demo_ag); // 04-30 23:59 KL: outside
  await log(ids.demo_p1, '2031-04-30T16:30:00Z', 2500, 0, ids.demo_ag, 'payment.receiveCredit.balance');
  await log(ids.demo_p2, '2031-05-01T04:00:00Z', -1250, 300, ids.demo_co);
  await log(ids.demo_p1, '2031-05-02T15:00:00Z', -500, 2500, null, 'bet');
  await log(ids.demo_p1, '2031-05-02T16:00:00Z', 700, 2000, null); // 05-03 00:00 KL: outside
  await log(p3, '2031-05-01T05:00:00Z', 999, 0, otherCo);
  // Not transactions of a bettor: left out of the rows and the totals.
  for (const [reason, amount] of LEFT_OUT)
    await log(ids.demo_p1, '2031-05-01T06:00:00Z', amount, 0, ids.demo_co, reason);
  await log(ids.demo_ag, '2031-05-01T07:00:00Z', 4000, 0, ids.demo_co); // an agent's payment
});
const cookies: Record<(typeof demo)[number] | 'admin', string> = t.cookies;
const ids: Record<(typeof demo)[number] | 'admin', number> = t.ids;

describe('GetPlayerTransaction', () => {
  it("gives the company its tree's credit-log rows of the business dates, newest first, with actor and balances", async () => {
    const res = await report(cookies.demo_co);
    expect(res.status).toBe(200);
    const rows = res.body.data as Row[];
    expect(
      rows.map((r) => [r.username, r.amount, r.preBalance, r.postBalance, r.reason, r.actorUsername]),
    ).toEqual([
      ['demo_p1', -5, 25, 20, 'bet', null],
      ['demo_p2', -12.5, 3, -9.5, 'payment.transferCredit.balance', 'demo_co'],
      ['demo_p1', 25, 0, 25, 'payment.receiveCredit.balance', 'demo_ag'],
    ]);
    expect(res.body.totalCount).toBe(3);
    expect(res.body.overallInfo).toEqual({ totalAmount: 7.5, currency: 'MYR' });
    expect(rows[0]!.at).toBe('2031-05-02T15:00:00.000Z');
  });

  it('filters by account and pages on the server', async () => {
    const p1 = await report(cookies.demo_co, { userId: ids.demo_p1, StartCount: 1, PageSize: 1 });
    expect(p1.body.totalCount).toBe(2);
    expect((p1.body.data as Row[]).map((r) => r.amount)).toEqual([25]);
    expect(p1.body.overallInfo).toEqual({ totalAmount: 20, currency: 'MYR' });
  });

  it('gives the super admin every tree and keeps companies in their own', async () => {
    const all = await report(cookies.admin);
    expect(all.body.totalCount).toBe(4);
    const other = await report(otherCookie);
    expect((other.body.data as Row[]).map((r) => r.username)).toEqual(['ptx_p3']);
    expect((await report(otherCookie, { userId: ids.demo_p1 })).status).toBe(403);
  });

  it('leaves out demo accounts and the accounts under them', async () => {
    const mark = (isDemo: boolean, id = ids.demo_ag) =>
      t.db
        .updateTable('users')
        .set({ settings: sql`settings || ${JSON.stringify({ isDemo })}::jsonb` })
        .where('id', '=', String(id))
        .execute();
    await mark(true, ids.demo_p1);
    await mark(true);
    try {
      // demo_p1 is a demo account; then its agent too, which takes demo_p2 under it out as well.
      await mark(false);
      expect(((await report(cookies.demo_co)).body.data as Row[]).map((r) => r.username)).toEqual([
        'demo_p2',
      ]);
      await mark(true);
      expect((await report(cookies.demo_co)).body.data).toEqual([]);
    } finally {
      await mark(false);
      await mark(false, ids.demo_p1);
    }
    expect((await report(cookies.demo_co)).body.totalCount).toBe(3);
  });

  it("shows and totals only bettors' money movements: every reason it keeps, none it leaves out", async () => {
    const at = '2031-05-02T01:00:00Z';
    const kept = [
      ['bet', -1_000],
      ['void', 400],
      ['prize', 12_345],
      ['payment.transferCredit.balance', 2_000],
      ['payment.transferCredit.creditLimit', 3_000],
      ['payment.receiveCredit.balance', -1_500],
      ['payment.receiveCredit.creditLimit', -700],
    ] as const;
    const p4 = await insertTestUser(t.db, { username: 'ptx_p4', roleId: Role.Player, upline: 'ptx_co' });
    const house = await insertTestUser(t.db, { username: 'ptx_h1', roleId: Role.House, upline: 'ptx_co' });
    for (const [reason, amount] of kept) await log(p4, at, amount, 0, otherCo, reason);
    for (const [reason, amount] of LEFT_OUT) await log(p4, at, amount, 0, otherCo, reason);
    await log(house, at, 250, 0, otherCo, 'prize');
    const res = await report(otherCookie, { userId: p4 });
    const rows = res.body.data as Row[];
    expect(rows.map((r) => r.reason).sort()).toEqual(kept.map(([reason]) => reason).sort());
    // The total is the shown amounts' sum, computed here from the cents written.
    const cents = kept.reduce((sum, [, amount]) => sum + amount, 0);
    expect(res.body.overallInfo).toEqual({ totalAmount: cents / 100, currency: 'MYR' });
    expect(res.body.totalCount).toBe(kept.length);
    // A house is a bettor too; the company's whole tree: p3, p4 and the house, no limit settings.
    const all = await report(otherCookie);
    expect(all.body.totalCount).toBe(1 + kept.length + 1);
    expect((all.body.overallInfo as { totalAmount: number }).totalAmount).toBe((999 + cents + 250) / 100);
  });

  it('is for the super admin and companies only (SPEC 6)', async () => {
    expect((await report(cookies.demo_ag)).status).toBe(403);
    expect((await report(cookies.demo_p1)).status).toBe(403);
    expect((await report(cookies.demo_it)).status).toBe(403);
    const bad = await report(cookies.demo_co, { fromDate: DAY2, toDate: DAY1 });
    expect(bad.body.success).toBe(false);
    expect((await report(cookies.demo_co, { toDate: 'tomorrow' })).status).toBe(400);
  });
});
