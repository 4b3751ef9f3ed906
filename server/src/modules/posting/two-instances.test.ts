import { connect } from 'node:net';
import { sql } from 'kysely';
import {
  AFTER_CUTOFF,
  drawId,
  insertDraws,
  insertPackage,
  NOW,
  orderKey,
  WED,
  workedTree,
  type WorkedTree,
} from '../../../test/betting-fixtures';
import {
  ADMIN_PASSWORD,
  call,
  login,
  SETUP_TIMEOUT,
  startTestApp,
  type TestApp,
} from '../../../test/harness';
import {
  addRemoteAgent,
  eatBigUpTo,
  houseLines,
  REMOTE_RATES,
  startRemoteHouse,
  type RemoteHouse,
} from '../../../test/postingFixtures';

// Two real DrawDesk instances talking HTTP on loopback. A lays off what its company cannot eat to B,
// where A's company holds a house account with an API account. B runs on PostgreSQL when
// DATABASE_URL is set or 127.0.0.1:5432 answers (a fresh database, dropped afterwards), else on the
// embedded database. Bets on A above its company's limits are left unposted, posted (DoPost) and
// distributed (DoDistribute): a ticket of B's house with the same numbers and amounts. With the same
// result released on both, A's invoice payout and win/loss equal what B's house won and lost, to the
// cent (B's own win/loss report); PayPosting on A records it once.

let a: TestApp;
let b: RemoteHouse;
let w: WorkedTree;
let agentId: number;
let bOnPostgres = false;

/** postgres://postgres@127.0.0.1:5432/postgres when that port answers, else null. */
async function localPostgres(): Promise<string | null> {
  const open = await new Promise<boolean>((resolve) => {
    const socket = connect(5432, '127.0.0.1');
    socket.setTimeout(1000);
    socket.on('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
  return open ? 'postgres://postgres@127.0.0.1:5432/postgres' : null;
}

beforeAll(async () => {
  const pgUrl = process.env.DATABASE_URL ?? (await localPostgres());
  bOnPostgres = pgUrl !== null;
  a = await startTestApp({ testClockAllowed: true });
  b = await startRemoteHouse('inst_b', [], {}, pgUrl);
  await a.clock.setTestClock(NOW);
  await insertDraws(a.db);
  w = await workedTree(a, 'two');
  // A's company eats at most Big 5.00 and no Small per number; its agent at B priced as B's house.
  await eatBigUpTo(a.db, w.company, 500);
  const pkg = await insertPackage(a.db, 'remote_inst_b', REMOTE_RATES);
  agentId = await addRemoteAgent(a, w.cookies.company, {
    name: 'Instance B',
    url: b.url,
    opcode: b.opcode,
    secret: b.secret,
    priority: 1,
    packageId: pkg,
  });
}, SETUP_TIMEOUT);

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
}, SETUP_TIMEOUT);

const RESULT = {
  first: '9999',
  second: '1234',
  third: '8888',
  starters: ['5678', '1111', '2222', '3333', '4444', '5555', '6666', '7777', '0000', '0001'],
  consolations: ['0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010', '0011'],
};

async function releaseOn(t: TestApp) {
  const cookie = await login(t.app, 'admin', ADMIN_PASSWORD);
  await t.clock.setTestClock(AFTER_CUTOFF);
  const saved = await call(t.app, 'POST', '/api/Result/SavePoolResult', {
    cookie,
    body: { drawDate: WED, poolId: 1, ...RESULT },
  });
  expect(saved.body).toMatchObject({ success: true });
  const released = await call(t.app, 'POST', '/api/Configuration/SubmitReleaseResultStatus', {
    cookie,
    body: { drawDate: WED, poolId: 1 },
  });
  expect(released.body).toMatchObject({ success: true, data: { status: 'released' } });
}

it('lays off to a second instance: the same ticket there, the same win/loss on both sides, paid once', async () => {
  // B runs on a database of its own on the PostgreSQL server when there is one.
  const { rows: dbName } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(b.t.db);
  if (bOnPostgres) expect(dbName[0]!.name).toMatch(/^dd_t_[0-9a-f]+$/);
  else expect(dbName[0]!.name).not.toMatch(/^dd_t_/);
  const placed = await call(a.app, 'POST', '/api/Bet/PlaceExpressOrder', {
    cookie: w.cookies.player,
    body: { betString: 'D25/11\n#1\n1234#B40#S10\n5678#B20', orderKey: orderKey('two') },
  });
  expect(placed.body).toMatchObject({ success: true });
  const drawA = await drawId(a.db, 1, WED);
  const drawB = await drawId(b.t.db, 1, WED);

  const posted = await call(a.app, 'POST', '/api/Posting/DoPost', {
    cookie: w.cookies.company,
    body: { drawDate: WED, poolId: 1 },
  });
  expect(posted.body).toMatchObject({ success: true, data: { posted: 35, lines: 3 } });

  const distributed = await call(a.app, 'POST', '/api/Posting/DoDistribute', {
    cookie: w.cookies.company,
    body: { drawDate: WED, poolId: 1 },
  });
  expect(distributed.body).toMatchObject({ success: true });
  const data = distributed.body.data as {
    invoices: Array<{
      invoiceId: number;
      agentId: number;
      remoteTicketNo: string;
      gross: number;
      net: number;
    }>;
    undistributed: number;
  };
  expect(data.undistributed).toBe(0);
  expect(data.invoices).toHaveLength(1);
  const inv = data.invoices[0]!;
  expect(inv).toMatchObject({ agentId, gross: 35, net: 24.5 });

  // At B: one ticket of the house, the remote ticket of the invoice, with the same numbers and amounts.
  const lines = await houseLines(b.t.db, b.houseId, drawB);
  expect(lines.map((l) => [l.ticketNo, l.number, l.code, l.stake])).toEqual([
    [inv.remoteTicketNo, '1234', 'B', 2500],
    [inv.remoteTicketNo, '1234', 'S', 500],
    [inv.remoteTicketNo, '5678', 'B', 500],
  ]);
  const ticket = await b.t.db
    .selectFrom('tickets')
    .select(['net', 'gross'])
    .where('ticket_no', '=', inv.remoteTicketNo)
    .where('bettor_id', '=', String(b.houseId))
    .executeTakeFirstOrThrow();
  expect([Number(ticket.gross), Number(ticket.net)]).toEqual([3500, 2450]);

  await releaseOn(a);
  await releaseOn(b.t);

  // A's invoice against B's own figures for its house.
  const row = await a.db
    .selectFrom('remote_invoices')
    .select(['payout', 'win_loss', 'net', 'status'])
    .where('id', '=', String(inv.invoiceId))
    .executeTakeFirstOrThrow();
  expect(row.status).toBe('settled');
  const houseWon = (await houseLines(b.t.db, b.houseId, drawB)).reduce((s, l) => s + (l.winnings ?? 0), 0);
  expect(Number(row.payout)).toBe(houseWon);
  const bCompany = await login(b.t.app, 'inst_b_co');
  const report = await call(b.t.app, 'POST', '/api/Report/GetWinLoss3SectionsReport', {
    cookie: bCompany,
    body: { fromDate: WED, toDate: WED, StartCount: 0, PageSize: 50 },
  });
  expect(report.body).toMatchObject({ success: true });
  const houseRow = (
    report.body.data as Array<{ userId: number; payout: number; netAmount: number; winLoss: number }>
  ).find((r) => r.userId === b.houseId);
  expect(houseRow).toBeDefined();
  // B's house result against its company = what A's company wins from B: payout - net.
  expect(Number(row.win_loss) / 100).toBe(houseRow!.winLoss);
  expect(Number(row.payout) / 100).toBe(houseRow!.payout);
  expect(Number(row.net) / 100).toBe(houseRow!.netAmount);

  // PayPosting once.
  const pay = () =>
    call(a.app, 'POST', '/api/Result/PayPosting', {
      cookie: w.cookies.company,
      body: { invoiceId: inv.invoiceId },
    });
  const paid = await pay();
  expect(paid.body).toMatchObject({ success: true, data: { invoiceId: inv.invoiceId, status: 'paid' } });
  const second = await pay();
  expect(second.body).toMatchObject({ success: false, message: 'This invoice is already paid.' });
  const { rows } = await sql<{ n: string }>`
    SELECT count(*) AS n FROM audit_log WHERE action = 'remoteInvoice.pay' AND entity_id = ${String(inv.invoiceId)}`.execute(
    a.db,
  );
  expect(Number(rows[0]!.n)).toBe(1);
  const paidRow = await a.db
    .selectFrom('remote_invoices')
    .select(['status', 'payment_id'])
    .where('draw_id', '=', String(drawA))
    .executeTakeFirstOrThrow();
  expect(paidRow).toEqual({
    status: 'paid',
    payment_id: String((paid.body.data as { paymentId: number }).paymentId),
  });
}, 120_000);
