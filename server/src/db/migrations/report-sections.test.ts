import { sql, type Kysely } from 'kysely';
import { call, login, useTestApp } from '../../../test/harness';
import { recomputeRollups } from './0020_report_sections';

// Migration 0020 recomputes the rollups of every released draw from their shares with its own
// (frozen) SQL; it must give exactly what the settlement writes, demo split included.
const t = useTestApp({ demoActivity: true });

const snapshot = async () =>
  (
    await sql<{ row: string }>`
      SELECT concat_ws('|', viewer_id, down_id, draw_id, demo, pool_id, draw_date, turnover, net_amount,
        commission, payout, win_loss, own_win_loss, upline_win_loss, ticket_count, line_count, in_amount, eat,
        out_amount, own_net, own_payout, upline_net, upline_payout, win_lines, win_stake) AS row
      FROM report_rollups ORDER BY 1`.execute(t.db)
  ).rows.map((r) => r.row);

it('recomputes the rollups the settlement writes, with a demo player kept apart', async () => {
  // demo_p2 becomes a demo account; the settlement's rebuild splits its lines off.
  await sql`UPDATE users SET settings = settings || '{"isDemo": true}'::jsonb WHERE username = 'demo_p2'`.execute(
    t.db,
  );
  const cookie = await login(t.app, 'admin', 'Admin@12345');
  const res = await call(t.app, 'POST', '/api/Configuration/RunMaintenanceJob', {
    cookie,
    body: { job: 'rebuild-report-rollups' },
  });
  expect(res.body.success).toBe(true);
  const bySettlement = await snapshot();
  expect(bySettlement.length).toBeGreaterThan(0);
  expect(bySettlement.some((r) => r.split('|')[3] === 't')).toBe(true);
  expect(bySettlement.some((r) => r.split('|')[3] === 'f')).toBe(true);
  const winning = await sql<{
    n: string;
  }>`SELECT count(*) AS n FROM report_rollups WHERE win_lines > 0`.execute(t.db);
  expect(Number(winning.rows[0]!.n)).toBeGreaterThan(0);

  await recomputeRollups(t.db as unknown as Kysely<unknown>);
  expect(await snapshot()).toEqual(bySettlement);
});

it('keeps netAmount + commission = baseRate x in and the three sections summing to zero on every row', async () => {
  const { rows } = await sql<{ bad: string }>`
    SELECT count(*) AS bad FROM report_rollups r
    WHERE r.win_loss + r.own_win_loss + r.upline_win_loss <> 0
       OR r.in_amount <> r.eat + r.out_amount
       OR r.net_amount + r.commission <> (
         SELECT coalesce(sum((2 * l.base_rate::bigint * s.in_amount + 10000) / 20000), 0)
         FROM bet_shares s JOIN bet_lines l ON l.id = s.bet_line_id AND l.status <> 2
         WHERE s.user_id = r.viewer_id AND s.down_user_id = r.down_id AND s.draw_id = r.draw_id
           AND (l.bettor_id IN (SELECT id FROM users WHERE settings ->> 'isDemo' = 'true')) = r.demo)`.execute(
    t.db,
  );
  expect(Number(rows[0]!.bad)).toBe(0);
});
