import { Role } from '@drawdesk/shared-kernel/domain';
import { insertTestUser, useDemoApp, type PagedReply, FIRST_PAGE } from '../../test/harness';

/**
 * The table search of the payment screens' history tables (SPEC 2.8): GetPaymentHistory (the
 * target's or the initiator's username starts with it) and GetDrawPaymentHistory (the paid
 * account's or its upline's username starts with it) match it in SQL, so the rows, the total count
 * and the totals are those of the search; the caller's tree still bounds them.
 */
const t = useDemoApp(['demo_co', 'demo_ma', 'demo_ag', 'demo_p1', 'demo_p2'], async (app) => {
  const ids = app.ids;
  const otherCo = await insertTestUser(app.db, {
    username: 'pys_other_co',
    roleId: Role.Company,
    upline: 'admin',
  });
  const otherPlayer = await insertTestUser(app.db, {
    username: 'demo_pz_other',
    roleId: Role.Player,
    upline: 'pys_other_co',
  });
  // A user named with LIKE's `_` wildcard, and one its pattern would match were `_` a wildcard.
  const wild = await insertTestUser(app.db, { username: 'pys_5_x', roleId: Role.Player, upline: 'demo_ag' });
  const lookAlike = await insertTestUser(app.db, {
    username: 'pysa5bx',
    roleId: Role.Player,
    upline: 'demo_ag',
  });
  const now = new Date();
  const payment = (target: number, initiator: number, type: 1 | 2, cents: number) => ({
    payment_type: type,
    target_user_id: String(target),
    initiate_user_id: String(initiator),
    actor_id: String(initiator),
    affects: 'credit_limit' as const,
    amount: String(cents),
    initial_amount: '0',
    final_amount: String(cents),
    created_at: now,
  });
  await app.db
    .insertInto('payments')
    .values([
      payment(ids.demo_p1, ids.demo_ag, 1, 10_00),
      payment(ids.demo_p2, ids.demo_ag, 2, 20_00),
      payment(ids.demo_ag, ids.demo_ma, 1, 40_00),
      payment(wild, ids.demo_ag, 1, 1_00),
      payment(lookAlike, ids.demo_ag, 1, 2_00),
      payment(otherPlayer, otherCo, 1, 80_00),
    ])
    .execute();
  const drawPayment = (user: number, upline: number, date: string, cents: number) => ({
    user_id: String(user),
    upline_id: String(upline),
    draw_date: date,
    win_loss: String(cents),
    actor_id: String(upline),
    created_at: now,
  });
  await app.db
    .insertInto('draw_payments')
    .values([
      drawPayment(ids.demo_p1, ids.demo_ag, '2031-01-04', 5_00),
      drawPayment(ids.demo_p2, ids.demo_ag, '2031-01-04', -7_00),
      drawPayment(ids.demo_ag, ids.demo_ma, '2031-01-04', 11_00),
      drawPayment(wild, ids.demo_ag, '2031-01-04', 1_00),
      drawPayment(lookAlike, ids.demo_ag, '2031-01-04', 2_00),
      drawPayment(otherPlayer, otherCo, '2031-01-04', 13_00),
    ])
    .execute();
});

type Paged<R, O = unknown> = PagedReply<R, O>;

const page = FIRST_PAGE;

async function list<R, O>(as: string, url: string, search?: string): Promise<Paged<R, O>> {
  const res = await t.post(as, url, { ...page, ...(search === undefined ? {} : { search }) });
  expect(res.status).toBe(200);
  const reply = res.body as unknown as Paged<R, O>;
  expect(reply.success).toBe(true);
  expect(reply.totalCount).toBe(reply.data?.length);
  return reply;
}

async function expectTooLong(as: string, url: string) {
  const res = await t.post(as, url, { ...page, search: 'x'.repeat(51) });
  expect(res.status).toBe(400);
  expect(res.body.success).toBe(false);
  expect(res.body.message).toContain('search');
}

test('GetPaymentHistory: the target’s or initiator’s username start, with the totals of the matching rows', async () => {
  type Row = { targetUsername: string; initiateUsername: string; amount: number };
  type Overall = { totalTransfer: number; totalReceive: number };
  const url = '/api/Payment/GetPaymentHistory';
  const pairs = (rows: Row[] | null) =>
    (rows ?? []).map((r) => `${r.targetUsername}<${r.initiateUsername}`).sort();
  // The target's username, any case: demo_p1 and demo_p2 (demo_pz_other is another tree's).
  const players = await list<Row, Overall>('demo_co', url, ' DEMO_P ');
  expect(pairs(players.data)).toEqual(['demo_p1<demo_ag', 'demo_p2<demo_ag']);
  expect(players.overallInfo).toEqual({ totalTransfer: 10, totalReceive: 20 });
  // The initiator's username: demo_ma paid demo_ag.
  const byInitiator = await list<Row, Overall>('demo_co', url, 'demo_ma');
  expect(pairs(byInitiator.data)).toEqual(['demo_ag<demo_ma']);
  expect(byInitiator.overallInfo).toEqual({ totalTransfer: 40, totalReceive: 0 });
  // The wildcards are characters.
  expect(pairs((await list<Row, Overall>('demo_co', url, 'pys_5_')).data)).toEqual(['pys_5_x<demo_ag']);
  expect((await list<Row, Overall>('demo_co', url, '%')).totalCount).toBe(0);
  // The other company sees its own player only; demo_co never sees it.
  expect(pairs((await list<Row, Overall>('demo_co', url, 'demo_pz')).data)).toEqual([]);
  expect((await list<Row, Overall>('admin', url, 'demo_pz')).totalCount).toBe(1);
  await expectTooLong('demo_co', url);
});

test('GetDrawPaymentHistory: the paid account’s or its upline’s username start, with the total of the matching rows', async () => {
  type Row = { username: string; uplineUsername: string; amount: number };
  type Overall = { totalAmount: number };
  const url = '/api/Payment/GetDrawPaymentHistory';
  const names = (rows: Row[] | null) => (rows ?? []).map((r) => r.username).sort();
  const players = await list<Row, Overall>('demo_co', url, 'Demo_P');
  expect(names(players.data)).toEqual(['demo_p1', 'demo_p2']);
  expect(players.overallInfo).toEqual({ totalAmount: -2 });
  // The upline's username: every account demo_ma paid.
  const byUpline = await list<Row, Overall>('demo_co', url, 'demo_ma');
  expect(names(byUpline.data)).toEqual(['demo_ag']);
  expect(byUpline.overallInfo).toEqual({ totalAmount: 11 });
  expect(names((await list<Row, Overall>('demo_co', url, 'pys_5_')).data)).toEqual(['pys_5_x']);
  expect((await list<Row, Overall>('demo_co', url, '%')).totalCount).toBe(0);
  // Scope: demo_ma's tree holds demo_ag's downlines, not the other company's player.
  expect(names((await list<Row, Overall>('demo_ma', url, 'demo_p')).data)).toEqual(['demo_p1', 'demo_p2']);
  expect(names((await list<Row, Overall>('demo_co', url, 'demo_pz')).data)).toEqual([]);
  await expectTooLong('demo_co', url);
});
