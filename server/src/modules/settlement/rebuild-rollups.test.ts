import { sql } from 'kysely';
import { call, login, useTestApp } from '../../../test/harness';

// The admin tool's 'rebuild-report-rollups' job restores the rollups of released draws exactly.
const t = useTestApp({ demoActivity: true });

const snapshot = async () =>
  (
    await sql<{ row: string }>`
      SELECT concat_ws('|', viewer_id, down_id, draw_id, turnover, net_amount, commission, payout, win_loss,
        own_win_loss, upline_win_loss, ticket_count, line_count) AS row
      FROM report_rollups ORDER BY 1`.execute(t.db)
  ).rows.map((r) => r.row);

it('rebuilds the rollups of every released draw to what the release wrote', async () => {
  const before = await snapshot();
  expect(before.length).toBeGreaterThan(0);
  await sql`DELETE FROM report_rollups`.execute(t.db);
  expect(await snapshot()).toEqual([]);

  const cookie = await login(t.app, 'admin', 'Admin@12345');
  const res = await call(t.app, 'POST', '/api/Configuration/RunMaintenanceJob', {
    cookie,
    body: { job: 'rebuild-report-rollups' },
  });
  expect(res.body.success).toBe(true);
  const released = await t.db
    .selectFrom('draws')
    .select(sql<string>`count(*)`.as('n'))
    .where('release_status', '=', 'released')
    .executeTakeFirstOrThrow();
  expect(JSON.stringify(res.body.data)).toContain(`Rollups rebuilt for ${released.n} released draw(s)`);
  expect(await snapshot()).toEqual(before);
});

it('is refused to everyone but the super admin', async () => {
  const cookie = await login(t.app, 'demo_co');
  const res = await call(t.app, 'POST', '/api/Configuration/RunMaintenanceJob', {
    cookie,
    body: { job: 'rebuild-report-rollups' },
  });
  expect(res.status).toBe(403);
});
