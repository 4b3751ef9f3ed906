import { sql, type Kysely, type RawBuilder } from 'kysely';
import { call, login, useTestApp } from '../../../test/harness';
import { recomputeReportReads } from './0022_report_indexes';

// Migration 0022 fills the report reads (winner shares, payout cells, stakeholder chains and what
// winning lines add to them) of every released draw from their lines and shares with its own
// (frozen) SQL; it must give exactly what the settlement writes, demo split included. The chains,
// which the preparation sums per ticket, must also equal their definition read line by line.
const t = useTestApp({ demoActivity: true });

const rows = async (query: RawBuilder<{ row: string }>) => (await query.execute(t.db)).rows.map((r) => r.row);

const snapshot = async () => ({
  winners: await rows(sql`
    SELECT concat_ws('|', user_id, draw_date, line_id, draw_id, pool_id, depth, down_user_id, demo, ticket_id,
      ticket_no, bettor_id, number, code, kind, stake, ibox_divisor, ranks, winnings, in_amount, eat, out_amount,
      down_payouts, payout, upline_payout) AS row
    FROM report_winner_shares ORDER BY 1`),
  cells: await rows(sql`
    SELECT concat_ws('|', viewer_id, draw_date, draw_id, down_id, demo, code, rank, pool_id, win_lines, payout) AS row
    FROM report_payout_cells ORDER BY 1`),
  chains: await rows(sql`
    SELECT concat_ws('|', account_id, draw_date, draw_id, coalesce(via_id, 0), user_id, bettor, demo, pool_id,
      in_amount, eat, out_amount, net_amount, win_loss, stake) AS row
    FROM settlement_prep_chains WHERE draw_id IN (SELECT id FROM draws WHERE release_status = 'released')
    ORDER BY 1`),
  wins: await rows(sql`
    SELECT concat_ws('|', account_id, draw_date, draw_id, coalesce(via_id, 0), user_id, bettor, demo, pool_id,
      payout, win_loss) AS row
    FROM report_chain_wins ORDER BY 1`),
});

it('recomputes what the settlement writes, with a demo player kept apart', async () => {
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
  expect(bySettlement.winners.length).toBeGreaterThan(0);
  expect(bySettlement.cells.length).toBeGreaterThan(0);
  expect(bySettlement.wins.length).toBeGreaterThan(0);
  expect(bySettlement.chains.some((r) => r.split('|')[6] === 't')).toBe(true);
  expect(bySettlement.chains.some((r) => r.split('|')[6] === 'f')).toBe(true);

  await recomputeReportReads(t.db as unknown as Kysely<unknown>);
  expect(await snapshot()).toEqual(bySettlement);
});

it('keeps the chains equal to their shares read line by line', async () => {
  // W(p_down) of the line's matched ranks (kernel payoutSum).
  const payoutSum = sql.raw(`(SELECT coalesce(sum(x.down_payouts[CASE
      WHEN l.code = 'B' THEN CASE WHEN r <= 3 THEN r WHEN r = 7 THEN 4 ELSE 5 END
      WHEN l.code IN ('S', '5D', '6D') THEN r ELSE 1 END]), 0)::bigint FROM unnest(l.matched_ranks) AS r)`);
  const perLine = await rows(sql`
    SELECT concat_ws('|', a.user_id, l.draw_id, coalesce(a.down_user_id, 0), x.user_id, x.depth = 0,
      sum(x.in_amount), sum(x.eat), sum(x.out_amount),
      sum((2 * coalesce(x.down_rate, 0)::bigint * x.in_amount + 10000) / 20000),
      coalesce(sum((2 * ${payoutSum} * x.in_amount + 100 * l.ibox_divisor) / (200 * l.ibox_divisor))
        FILTER (WHERE l.matched_ranks IS NOT NULL), 0),
      sum(coalesce(x.win_loss, 0)), coalesce(sum(l.stake) FILTER (WHERE x.depth = 0), 0)) AS row
    FROM bet_shares a
    JOIN draws d ON d.id = a.draw_id AND d.release_status = 'released'
    JOIN bet_lines l ON l.id = a.bet_line_id AND l.status <> 2
    JOIN bet_shares x ON x.bet_line_id = a.bet_line_id
    GROUP BY a.user_id, l.draw_id, a.down_user_id, x.user_id, x.depth = 0
    ORDER BY 1`);
  const rolled = await rows(sql`
    SELECT concat_ws('|', account_id, draw_id, coalesce(via_id, 0), user_id, bettor, sum(in_amount), sum(eat),
      sum(out_amount), sum(net_amount), sum(payout), sum(win_loss), sum(stake)) AS row
    FROM (
      SELECT account_id, draw_id, via_id, user_id, bettor, in_amount, eat, out_amount, net_amount, 0 AS payout,
        win_loss, stake
      FROM settlement_prep_chains WHERE draw_id IN (SELECT id FROM draws WHERE release_status = 'released')
      UNION ALL
      SELECT account_id, draw_id, via_id, user_id, bettor, 0, 0, 0, 0, payout, win_loss, 0 FROM report_chain_wins
    ) c
    GROUP BY account_id, draw_id, via_id, user_id, bettor ORDER BY 1`);
  expect(perLine.length).toBeGreaterThan(0);
  expect(rolled).toEqual(perLine);
});
