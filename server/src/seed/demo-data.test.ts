import { sql } from 'kysely';
import { call, login, useTestApp } from '../../test/harness';
import { ticketStatus } from '../db/settledState';

// The whole demo seed as `npm start` makes it: tickets placed through the pipeline, past draws
// released and a date claimed, so every report shows something (API.md "Demo data").
const t = useTestApp({ demoActivity: true });

describe('demo data', () => {
  it('seedBettingDemo placed tickets of demo_p1 (one by demo_ag for it) and demo_house through the pipeline', async () => {
    const rows = await t.db
      .selectFrom('tickets as t')
      .innerJoin('users as b', 'b.id', 't.bettor_id')
      .innerJoin('users as a', 'a.id', 't.actor_id')
      .select(['b.username as bettor', 'a.username as actor', 't.net', 't.receipt_string'])
      .where('t.order_key', 'like', 'demo-seed-order-%')
      .orderBy('t.id')
      .execute();
    expect(rows.map((r) => [r.bettor, r.actor])).toEqual([
      ['demo_p1', 'demo_p1'],
      ['demo_p1', 'demo_p1'],
      ['demo_p1', 'demo_ag'],
      ['demo_house', 'demo_house'],
      ['demo_house', 'demo_house'],
    ]);
    const p1 = await t.db
      .selectFrom('users')
      .select('outstanding')
      .where('username', '=', 'demo_p1')
      .executeTakeFirstOrThrow();
    const active = await t.db
      .selectFrom('tickets as t')
      .innerJoin('users as b', 'b.id', 't.bettor_id')
      .select(sql<string>`coalesce(sum(t.net), 0)`.as('net'))
      .where('b.username', '=', 'demo_p1')
      .where(sql<boolean>`${ticketStatus('t')} = 0`)
      .executeTakeFirstOrThrow();
    expect(Number(p1.outstanding)).toBe(Number(active.net));
  });
});

describe('demo results', () => {
  it('released past draws of pools 1-3 and the win/loss report of the admin shows them', async () => {
    const released = await t.db
      .selectFrom('draws')
      .select(['pool_id', 'draw_date'])
      .where('release_status', '=', 'released')
      .orderBy('draw_date')
      .execute();
    expect(new Set(released.map((d) => d.pool_id))).toEqual(new Set([1, 2, 3]));
    const settled = await t.db
      .selectFrom('bet_lines as l')
      .innerJoin('draws as d', 'd.id', 'l.draw_id')
      .select(sql<string>`count(*)`.as('n'))
      .where('l.status', '=', 0)
      .where('d.release_status', '=', 'released')
      .executeTakeFirstOrThrow();
    expect(Number(settled.n)).toBeGreaterThan(0);

    const cookie = await login(t.app, 'admin', 'Admin@12345');
    const report = await call(t.app, 'POST', '/api/Report/GetWinLossReport', {
      cookie,
      // The released draw dates (a report range covers at most 366 days).
      body: {
        fromDate: released[0]!.draw_date,
        toDate: released[released.length - 1]!.draw_date,
        StartCount: 0,
        PageSize: 10,
      },
    });
    expect(report.body.success).toBe(true);
    const rows = report.body.data as Array<{ winLoss: number; ownWinLoss: number; uplineWinLoss: number }>;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Math.round((row.winLoss + row.ownWinLoss + row.uplineWinLoss) * 100)).toBe(0);
    }
  });
});
