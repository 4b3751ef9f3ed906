import { Role } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import type { AuthContext } from '../../auth/sessionUser';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { placeOrder, voidTickets } from '../betting';
import { patchSettings } from '../../../test/betting-fixtures';
import { insertTestUser, SETUP_TIMEOUT } from '../../../test/harness';
import { authOf, describePg, openRaceDatabase, race } from '../../../test/raceFixtures';

// The line count of each draw kept by the statements writing bet_lines (draw_line_counts,
// migration 0028_release_speed), which the release compares with its preparation's count instead
// of counting the draw's lines: it must equal count(*) of the draw's lines after any writes.

/** Every draw whose kept count differs from its lines, with both; empty when all agree. */
async function countMismatches(db: Db) {
  const { rows } = await sql<{ draw_id: string; kept: string; counted: string }>`
    SELECT coalesce(k.draw_id, l.draw_id) AS draw_id, coalesce(k.kept, 0) AS kept, coalesce(l.counted, 0) AS counted
    FROM (SELECT draw_id, sum(lines) AS kept FROM draw_line_counts GROUP BY draw_id) k
    FULL JOIN (SELECT draw_id, count(*) AS counted FROM bet_lines GROUP BY draw_id) l ON l.draw_id = k.draw_id
    WHERE coalesce(k.kept, 0) <> coalesce(l.counted, 0)`.execute(db);
  return rows;
}

/** A company, an agent and `players` players under it (credit enough for every order). */
async function tree(db: Db, suffix: string, players: number) {
  await insertTestUser(db, {
    username: `lc_c_${suffix}`,
    roleId: Role.Company,
    upline: 'admin',
    creditLimitCents: 1e12,
  });
  await insertTestUser(db, {
    username: `lc_a_${suffix}`,
    roleId: Role.Multilevel,
    agentLevel: 1,
    upline: `lc_c_${suffix}`,
    creditLimitCents: 1e11,
  });
  const ids: number[] = [];
  for (let i = 0; i < players; i++)
    ids.push(
      await insertTestUser(db, {
        username: `lc_p_${suffix}_${i}`,
        roleId: Role.Player,
        upline: `lc_a_${suffix}`,
        creditLimitCents: 1e10,
      }),
    );
  return ids;
}

describe('draw line counts kept by the writes', () => {
  let db: Db;
  let clock: Clock;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, clock, dispose } = await openRaceDatabase(2));
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await dispose?.();
  });

  it('equal count(*) of each draw after orders, a multi-draw ticket, voids and deleted lines', async () => {
    const [player] = await tree(db, 'one', 1);
    await patchSettings(db, player as number, { allowSelfVoid: true });
    const auth = await authOf(db, player as number, 'lines');
    const order = (betString: string, key: string) =>
      placeOrder({ db, clock }, auth, { betString, orderKey: key, source: 'express' });
    const one = await order('D28/11\n#1\n1234#B1\n5678#S1#B1', 'lc-one');
    // One ticket on two dates and two pools: lines on four draws in one statement (draws after the
    // test clock, not released: released draws would make the ticket processed).
    const multi = await order('D28/11,29/11\n#12\n4321#B1\n8765#B2', 'lc-multi');
    expect(await countMismatches(db)).toEqual([]);
    const { rows } = await sql<{ draws: string; lines: string }>`
      SELECT count(DISTINCT draw_id) AS draws, count(*) AS lines FROM bet_lines WHERE ticket_id = ${multi.ticketId}`.execute(
      db,
    );
    expect(Number(rows[0]?.draws)).toBe(4);
    expect(Number(rows[0]?.lines)).toBe(8);
    // The ticket keeps the draws of its lines (its processed state reads their release).
    const kept = await sql<{ same: boolean }>`
      SELECT t.draw_ids = (SELECT array_agg(DISTINCT l.draw_id ORDER BY l.draw_id) FROM bet_lines l WHERE l.ticket_id = t.id)
        AND cardinality(t.draw_ids) = 4 AS same
      FROM tickets t WHERE t.id = ${multi.ticketId}`.execute(db);
    expect(kept.rows[0]?.same).toBe(true);

    // A void keeps the lines (status 2): the count of a draw is of all its lines, voided or not.
    const before = await sql<{ lines: string }>`SELECT sum(lines) AS lines FROM draw_line_counts`.execute(db);
    await voidTickets({ db, clock }, auth, [one.ticketId, multi.ticketId]);
    const after = await sql<{ lines: string }>`SELECT sum(lines) AS lines FROM draw_line_counts`.execute(db);
    expect(after.rows[0]?.lines).toBe(before.rows[0]?.lines);
    expect(await countMismatches(db)).toEqual([]);

    // Lines deleted (only tests do) are taken off.
    await sql`DELETE FROM bet_shares WHERE bet_line_id IN (SELECT id FROM bet_lines WHERE ticket_id = ${one.ticketId})`.execute(
      db,
    );
    await db.deleteFrom('bet_lines').where('ticket_id', '=', String(one.ticketId)).execute();
    expect(await countMismatches(db)).toEqual([]);
    await order('D28/11\n#1\n1111#B1', 'lc-after');
    expect(await countMismatches(db)).toEqual([]);
  });
});

describePg(
  'draw line counts under concurrent orders on PostgreSQL (skipped on PGlite: one connection)',
  () => {
    const CLIENTS = 16;
    const ORDERS = 480;
    let db: Db;
    let clock: Clock;
    let dispose: () => Promise<void>;
    beforeAll(async () => {
      ({ db, clock, dispose } = await openRaceDatabase(CLIENTS));
    }, SETUP_TIMEOUT);
    afterAll(async () => {
      await dispose?.();
    });

    it(`${CLIENTS} connections placing ${ORDERS} orders on shared draws: the striped sum of each draw equals count(*)`, async () => {
      const players = await tree(db, 'race', CLIENTS);
      const auths = await Promise.all(players.map((id) => authOf(db, id, 'lines-race')));
      await race(CLIENTS, ORDERS, async (i) => {
        const number = String((i * 7919) % 10_000).padStart(4, '0');
        // Every third order is on two dates of two pools, the others on one or two pools of one date.
        const betString =
          i % 3 === 0
            ? `D25/11,28/11\n#12\n${number}#B1`
            : `D25/11\n#${i % 2 === 0 ? '1' : '12'}\n${number}#B1#S1`;
        await placeOrder({ db, clock }, auths[i % CLIENTS] as AuthContext, {
          betString,
          orderKey: `lc-race-${i}`,
          source: 'express',
        });
      });
      expect(await countMismatches(db)).toEqual([]);
      const stripes = await sql<{ n: string }>`
        SELECT count(DISTINCT stripe) AS n FROM draw_line_counts`.execute(db);
      expect(Number(stripes.rows[0]?.n)).toBeGreaterThan(1);
    }, 300_000);
  },
);
