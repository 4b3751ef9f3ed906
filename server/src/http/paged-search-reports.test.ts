import { addDays, businessDate } from '@drawdesk/shared-kernel/domain';
import { FIRST_PAGE, useDemoApp, type PagedReply } from '../../test/harness';

/**
 * The table search of the winning report and the win/loss detail pages (SPEC 2.8): a ticket number
 * exactly, or a bettor whose username starts with it, matched in SQL, so the rows, the total count
 * and the totals are those of the search; the viewer's tree still bounds them.
 */
const t = useDemoApp(['demo_co', 'demo_sh', 'demo_ma', 'demo_ag'], undefined, { demoActivity: true });

type Paged<R, O = unknown> = PagedReply<R, O>;

const page = FIRST_PAGE;
const range = () => {
  const today = businessDate(t.clock.now());
  return { fromDate: addDays(today, -60), toDate: addDays(today, 1) };
};

async function list<R, O = unknown>(
  as: string,
  url: string,
  body: Record<string, unknown>,
): Promise<Paged<R, O>> {
  const res = await t.post(as, url, { ...page, ...range(), ...body });
  expect(res.status).toBe(200);
  const reply = res.body as unknown as Paged<R, O>;
  expect(reply.success).toBe(true);
  return reply;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function expectTooLong(as: string, url: string, body: Record<string, unknown>) {
  const res = await t.post(as, url, { ...page, ...range(), ...body, search: 'x'.repeat(51) });
  expect(res.status).toBe(400);
  expect(res.body.success).toBe(false);
  expect(res.body.message).toContain('search');
}

test('GetWinningReport: a ticket number or a bettor’s username start, with the totals of the matching lines', async () => {
  type Row = { ticketNo: string; bettorUsername: string; stake: number; payout: number };
  type Overall = { lineCount: number; stake: number; payout: number };
  const url = '/api/Report/GetWinningReport';
  const all = (await list<Row, Overall>('demo_co', url, {})).data ?? [];
  const bettors = [...new Set(all.map((r) => r.bettorUsername))];
  expect(bettors.length).toBeGreaterThan(1);
  const one = bettors[0]!;
  const expected = all.filter((r) => r.bettorUsername.startsWith(one));
  const byName = await list<Row, Overall>('demo_co', url, { search: ` ${one.toUpperCase()} ` });
  expect(byName.totalCount).toBe(expected.length);
  expect(byName.totalCount).toBeLessThan(all.length);
  expect(byName.data).toEqual(expected);
  expect(byName.overallInfo?.lineCount).toBe(expected.length);
  expect(byName.overallInfo?.stake).toBeCloseTo(sum(expected.map((r) => r.stake)), 2);
  expect(byName.overallInfo?.payout).toBeCloseTo(sum(expected.map((r) => r.payout)), 2);
  const ticketNo = all[all.length - 1]!.ticketNo;
  const byTicket = await list<Row, Overall>('demo_co', url, { search: ticketNo });
  expect(byTicket.data).toEqual(all.filter((r) => r.ticketNo === ticketNo));
  // The wildcards are characters: no username starts with them.
  expect((await list<Row, Overall>('demo_co', url, { search: '_' })).totalCount).toBe(0);
  expect((await list<Row, Overall>('demo_co', url, { search: '%' })).totalCount).toBe(0);
  // Scope: demo_house's lines are demo_co's, never demo_ag's.
  expect((await list<Row, Overall>('demo_co', url, { search: 'demo_h' })).totalCount).toBeGreaterThan(0);
  expect((await list<Row, Overall>('demo_ag', url, { search: 'demo_h' })).totalCount).toBe(0);
  await expectTooLong('demo_co', url, {});
});

test('GetWinLossDetail and GetSelfWinLossDetail: a ticket number or a bettor’s username start', async () => {
  type Row = { ticketNo: string; bettorUsername: string; stake: number; winLoss: number };
  type Overall = { stake: number; winLoss: number };
  const url = '/api/Report/GetWinLossDetail';
  const row = { userId: t.ids.demo_sh };
  const all = (await list<Row, Overall>('demo_co', url, row)).data ?? [];
  const tickets = [...new Set(all.map((r) => r.ticketNo))];
  expect(tickets.length).toBeGreaterThan(1);
  const ticketNo = tickets[0]!;
  const expected = all.filter((r) => r.ticketNo === ticketNo);
  const byTicket = await list<Row, Overall>('demo_co', url, { ...row, search: ticketNo });
  expect(byTicket.data).toEqual(expected);
  expect(byTicket.totalCount).toBe(expected.length);
  expect(byTicket.overallInfo?.stake).toBeCloseTo(sum(expected.map((r) => r.stake)), 2);
  expect(byTicket.overallInfo?.winLoss).toBeCloseTo(sum(expected.map((r) => r.winLoss)), 2);
  const name = all[0]!.bettorUsername;
  const byName = await list<Row, Overall>('demo_co', url, { ...row, search: name.toUpperCase() });
  expect(byName.data).toEqual(all.filter((r) => r.bettorUsername.startsWith(name)));
  expect((await list<Row, Overall>('demo_co', url, { ...row, search: '_' })).totalCount).toBe(0);
  // Scope: demo_house is demo_co's direct downline; no line of demo_ma's (demo_sh's downline) is its.
  const ma = (await list<Row, Overall>('demo_sh', url, { userId: t.ids.demo_ma })).data ?? [];
  expect(ma.length).toBeGreaterThan(0);
  expect(
    (await list<Row, Overall>('demo_sh', url, { userId: t.ids.demo_ma, search: 'demo_h' })).totalCount,
  ).toBe(0);
  await expectTooLong('demo_co', url, row);

  type Own = { ticketNo: string; eat: number };
  const selfUrl = '/api/Report/GetSelfWinLossDetail';
  const own = (await list<Own, { eat: number }>('demo_co', selfUrl, {})).data ?? [];
  const ownTickets = [...new Set(own.map((r) => r.ticketNo))];
  expect(ownTickets.length).toBeGreaterThan(1);
  const ownTicket = ownTickets[ownTickets.length - 1]!;
  const ownExpected = own.filter((r) => r.ticketNo === ownTicket);
  const ownSearched = await list<Own, { eat: number }>('demo_co', selfUrl, { search: ownTicket });
  expect(ownSearched.data).toEqual(ownExpected);
  expect(ownSearched.totalCount).toBe(ownExpected.length);
  expect(ownSearched.overallInfo?.eat).toBeCloseTo(sum(ownExpected.map((r) => r.eat)), 2);
  // The house's own lines are demo_co's, never demo_ag's.
  expect((await list<Own>('demo_co', selfUrl, { search: 'demo_h' })).totalCount).toBeGreaterThan(0);
  expect((await list<Own>('demo_ag', selfUrl, { search: 'demo_h' })).totalCount).toBe(0);
  expect((await list<Own>('demo_co', selfUrl, { search: '%' })).totalCount).toBe(0);
  await expectTooLong('demo_co', selfUrl, {});
});
