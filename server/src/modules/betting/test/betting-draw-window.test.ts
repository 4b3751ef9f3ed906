import { addDays } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import {
  AFTER_CUTOFF,
  drawId,
  insertDraws,
  NOW,
  orderKey,
  WED,
  workedTree,
  type WorkedTree,
} from '../../../../test/betting-fixtures';
import { call, SETUP_TIMEOUT, startTestApp, type TestApp } from '../../../../test/harness';

// The pipeline reads the first 12 draws of each pool before parsing and every future draw only when
// the bet string needs one past them (docs/betting-rules.md "Order pipeline" 20): these orders must
// get the same answer as with the full list.

let t: TestApp;
let w: WorkedTree;

/** A date 56 days after Wednesday: past the 40-day window of red numbers and template items. */
const FAR = addDays(WED, 56);

const express = (betString: string) =>
  call(t.app, 'POST', '/api/Bet/PlaceExpressOrder', {
    cookie: w.cookies.player,
    body: { betString, orderKey: orderKey('win') },
  });

const ticketOf = (res: { body: { data?: unknown } }) => (res.body.data as { ticketId: number }).ticketId;

const linesOf = async (ticketId: number) => {
  const { rows } = await sql<{ draw_id: string; draw_date: string; is_red: boolean }>`
    SELECT draw_id, draw_date::text AS draw_date, is_red FROM bet_lines WHERE ticket_id = ${ticketId}
    ORDER BY draw_date`.execute(t.db);
  return rows;
};

beforeAll(async () => {
  t = await startTestApp({ testClockAllowed: true });
  await t.clock.setTestClock(NOW);
  // Every pool draws daily for 30 days, and once more on FAR.
  await insertDraws(t.db, [...Array.from({ length: 30 }, (_, i) => addDays(WED, i)), FAR]);
  w = await workedTree(t, 'win');
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t?.close();
});

describe('draws past the ones read first', () => {
  it('D9 takes the next 9 open draws, from today before the cutoff and from tomorrow after it', async () => {
    const before = await express('D9\n#1\n1234#B1');
    expect(before.body.success).toBe(true);
    const dates = (await linesOf(ticketOf(before))).map((l) => l.draw_date);
    expect(dates).toEqual(Array.from({ length: 9 }, (_, i) => addDays(WED, i)));

    await t.clock.setTestClock(AFTER_CUTOFF);
    try {
      const after = await express('D9\n#1\n1234#B1');
      expect(after.body.success).toBe(true);
      const later = (await linesOf(ticketOf(after))).map((l) => l.draw_date);
      expect(later).toEqual(Array.from({ length: 9 }, (_, i) => addDays(WED, i + 1)));
    } finally {
      await t.clock.setTestClock(NOW);
    }
  });

  it('an explicit date beyond the first 12 draws of the pool is placed on that draw', async () => {
    const date = addDays(WED, 20);
    const [y, m, d] = date.split('-');
    const res = await express(`D${d}/${m}/${y}\n#1\n4321#B1`);
    expect(res.body.success).toBe(true);
    const lines = await linesOf(ticketOf(res));
    expect(lines).toHaveLength(1);
    expect(Number(lines[0]?.draw_id)).toBe(await drawId(t.db, 1, date));
  });

  it('a date past the 40-day window still finds the red numbers of that date', async () => {
    await t.db
      .insertInto('red_numbers')
      .values({
        owner_id: String(w.agent),
        number: '5555',
        permutation_type: 'normal',
        numbers: ['5555'],
        pools: [1],
        date_from: FAR,
        date_to: FAR,
        fight_limit: null,
        status: 1,
      })
      .execute();
    const [y, m, d] = FAR.split('-');
    const res = await express(`D${d}/${m}/${y}\n#1\n5555#B1\n6666#B1`);
    expect(res.body.success).toBe(true);
    const lines = await linesOf(ticketOf(res));
    expect(lines.map((l) => l.draw_date)).toEqual([FAR, FAR]);
    const { rows } = await sql<{ number: string; is_red: boolean }>`
      SELECT number, is_red FROM bet_lines WHERE ticket_id = ${ticketOf(res)} ORDER BY number`.execute(t.db);
    expect(rows).toEqual([
      { number: '5555', is_red: true },
      { number: '6666', is_red: false },
    ]);
  });

  it('a date without a draw is refused by line, as before', async () => {
    const date = addDays(WED, 800);
    const [y, m, d] = date.split('-');
    const res = await express(`D${d}/${m}/${y}\n#1\n1234#B1`);
    expect(res.body.success).toBe(false);
    expect((res.body.data as { errors: unknown[] }).errors[0]).toMatchObject({
      line: 1,
      reason: 'BET_DRAW_CLOSED',
    });
  });
});
