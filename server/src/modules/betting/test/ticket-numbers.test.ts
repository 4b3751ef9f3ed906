import { Role } from '@drawdesk/shared-kernel/domain';
import { insertDraws, NOW, orderKey, workedTree, type WorkedTree } from '../../../../test/betting-fixtures';
import {
  call,
  insertTestUser,
  login,
  SETUP_TIMEOUT,
  startTestApp,
  type TestApp,
} from '../../../../test/harness';

// Ticket numbers are taken only by orders the server accepts, inside the order's write: a refused
// order (a bad bet string, a closed pool, short credit) leaves no gap between two accepted tickets.
let t: TestApp;
let w: WorkedTree;

beforeAll(async () => {
  t = await startTestApp({ testClockAllowed: true });
  await t.clock.setTestClock(NOW);
  await insertDraws(t.db);
  w = await workedTree(t, 'tn');
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t?.close();
});

const express = (cookie: string, betString: string) =>
  call(t.app, 'POST', '/api/Bet/PlaceExpressOrder', { cookie, body: { betString, orderKey: orderKey() } });

async function accepted(
  cookie: string,
  betString: string,
): Promise<{ ticketNo: string; receiptString: string }> {
  const res = await express(cookie, betString);
  if (!res.body.success) throw new Error(`order refused: ${res.body.message}`);
  return res.body.data as { ticketNo: string; receiptString: string };
}

test('a refused order takes no ticket number: the accepted ones follow each other', async () => {
  const poor = await insertTestUser(t.db, {
    username: 'tn_poor',
    roleId: Role.Player,
    upline: w.names.agent,
    creditLimitCents: 123_450,
  });
  expect(poor).toBeGreaterThan(0);
  const poorCookie = await login(t.app, 'tn_poor');

  const first = await accepted(w.cookies.player, '#1\n1234#B1');
  // Refused while reading the bet string (before any write).
  const bad = await express(w.cookies.player, '#1\n12#ZZ9');
  expect(bad.body.success).toBe(false);
  // Refused by the write itself: the credit does not cover it. Amounts as the screens show them.
  const short = await express(poorCookie, '#1\n1234#B2000');
  expect(short.body.success).toBe(false);
  expect(short.body.message).toMatch(
    /^Insufficient credit\. Credit left: 1,234\.50, order needs \d{1,3}(,\d{3})+\.\d{2}\.$/,
  );
  const second = await accepted(w.cookies.player, '#1\n5678#B1');

  expect(Number(second.ticketNo)).toBe(Number(first.ticketNo) + 1);
  // The number is in the receipt and in what is stored, never the stand-in.
  expect(second.receiptString.split('\n')[0]).toMatch(new RegExp(`#${second.ticketNo}$`));
  const row = await t.db
    .selectFrom('tickets')
    .select(['ticket_no', 'receipt_string', 'reply'])
    .where('ticket_no', '=', second.ticketNo)
    .executeTakeFirstOrThrow();
  expect(row.receipt_string).toBe(second.receiptString);
  expect(row.reply).toMatchObject({ ticketNo: second.ticketNo, receiptString: second.receiptString });
  expect(JSON.stringify(row)).not.toContain('\u2063');
});
