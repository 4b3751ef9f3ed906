import { sql, type Kysely } from 'kysely';

// The report rollups carry the three sections of the win/loss report (REPORTS.md "Win/loss family":
// downline, own, upline), the payout report's winning lines, and whether the lines' bettor is a
// demo account (every report but the demo one leaves those out). Commission becomes
// baseRate x in - netAmount, each product rounded half up on its share row, so that
// netAmount + commission = baseRate x in to the cent on every row (DOMAIN 14).
// The rollups of released draws are recomputed here from their shares; draws not yet released
// are prepared again by the settlement (their preparation is dropped).

/** a x rate (per 10,000), half up; a >= 0. A frozen copy of the settlement's rounding. */
const mulRate = (rate: string, amount: string) => `((2 * (${rate})::bigint * (${amount}) + 10000) / 20000)`;
/** W x amount / n (W cents per 1.00), half up. */
const mulW = (w: string, amount: string, n: string) =>
  `((2 * (${w}) * (${amount}) + 100 * (${n})) / (200 * (${n})))`;
/** Sum of a payout table over a line's matched ranks (0 when it matched nothing). */
const wsum = (payouts: string) => `(SELECT coalesce(sum(${payouts}[
  CASE WHEN l.code = 'B' THEN CASE WHEN r <= 3 THEN r WHEN r = 7 THEN 4 ELSE 5 END
       WHEN l.code IN ('S', '5D', '6D') THEN r ELSE 1 END]), 0)::bigint FROM unnest(coalesce(l.matched_ranks, '{}')) AS r)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM settlement_prep_rollups`.execute(db);
  await sql`DELETE FROM settlement_prep`.execute(db);
  await sql`
    ALTER TABLE settlement_prep_rollups
      ADD COLUMN demo boolean NOT NULL DEFAULT false,
      ADD COLUMN in_amount bigint NOT NULL DEFAULT 0,
      ADD COLUMN eat bigint NOT NULL DEFAULT 0,
      ADD COLUMN out_amount bigint NOT NULL DEFAULT 0,
      ADD COLUMN own_net bigint NOT NULL DEFAULT 0,
      DROP CONSTRAINT settlement_prep_rollups_pkey,
      ADD PRIMARY KEY (draw_id, viewer_id, down_id, demo)`.execute(db);

  await sql`
    ALTER TABLE report_rollups
      ADD COLUMN demo boolean NOT NULL DEFAULT false,
      ADD COLUMN in_amount bigint NOT NULL DEFAULT 0,
      ADD COLUMN eat bigint NOT NULL DEFAULT 0,
      ADD COLUMN out_amount bigint NOT NULL DEFAULT 0,
      ADD COLUMN own_net bigint NOT NULL DEFAULT 0,
      ADD COLUMN own_payout bigint NOT NULL DEFAULT 0,
      ADD COLUMN upline_net bigint NOT NULL DEFAULT 0,
      ADD COLUMN upline_payout bigint NOT NULL DEFAULT 0,
      ADD COLUMN win_lines integer NOT NULL DEFAULT 0,
      ADD COLUMN win_stake bigint NOT NULL DEFAULT 0,
      DROP CONSTRAINT report_rollups_pkey,
      ADD PRIMARY KEY (viewer_id, down_id, draw_id, demo)`.execute(db);

  await recomputeRollups(db);
}

/** Every released draw's rollups again, from its shares (winning lines carry matched_ranks). */
export async function recomputeRollups(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM report_rollups`.execute(db);
  const n = 'l.ibox_divisor';
  const pOut = mulW(wsum('s.down_payouts'), 's.in_amount', n);
  const pIn = mulW(wsum('s.payouts'), 's.out_amount', n);
  const pOwn = mulW(wsum('s.down_payouts'), 's.eat', n);
  await sql`
    INSERT INTO report_rollups (viewer_id, down_id, draw_id, demo, pool_id, draw_date, turnover, net_amount,
      commission, payout, win_loss, own_win_loss, upline_win_loss, ticket_count, line_count, in_amount, eat,
      out_amount, own_net, own_payout, upline_net, upline_payout, win_lines, win_stake)
    WITH demo_bettors AS (
      SELECT b.id FROM users b
      WHERE EXISTS (SELECT 1 FROM users a WHERE a.id = ANY (b.path) AND a.settings ->> 'isDemo' = 'true')
    ), per_ticket AS (
      SELECT s.user_id, s.down_user_id, s.draw_id, l.ticket_id, (l.bettor_id IN (SELECT id FROM demo_bettors)) AS demo,
        min(s.pool_id) AS pool_id, min(s.draw_date) AS draw_date, sum(l.stake) AS turnover,
        sum(${sql.raw(mulRate('coalesce(s.down_rate, 0)', 's.in_amount'))}) AS net,
        sum(${sql.raw(mulRate('l.base_rate', 's.in_amount'))} - ${sql.raw(mulRate('coalesce(s.down_rate, 0)', 's.in_amount'))}) AS commission,
        sum(${sql.raw(pOut)}) AS pout, sum(${sql.raw(pIn)}) AS pin, sum(${sql.raw(pOwn)}) AS pown,
        sum(${sql.raw(mulRate('s.rate', 's.out_amount'))}) AS cost,
        sum(${sql.raw(mulRate('coalesce(s.down_rate, 0)', 's.eat'))}) AS own_net,
        sum(s.in_amount) AS in_amount, sum(s.eat) AS eat, sum(s.out_amount) AS out_amount,
        count(*) AS lines, count(*) FILTER (WHERE l.matched_ranks IS NOT NULL) AS win_lines,
        coalesce(sum(l.stake) FILTER (WHERE l.matched_ranks IS NOT NULL), 0) AS win_stake
      FROM bet_shares s
      JOIN draws d ON d.id = s.draw_id AND d.release_status = 'released'
      JOIN bet_lines l ON l.id = s.bet_line_id AND l.status <> 2
      WHERE s.depth >= 1 AND s.down_user_id IS NOT NULL
      GROUP BY s.user_id, s.down_user_id, s.draw_id, l.ticket_id, 5
    )
    SELECT user_id, down_user_id, draw_id, demo, min(pool_id), min(draw_date), sum(turnover), sum(net),
      sum(commission), sum(pout), sum(pout) - sum(net), sum(net) - sum(cost) - sum(pout) + sum(pin),
      sum(cost) - sum(pin), count(*), sum(lines), sum(in_amount), sum(eat), sum(out_amount), sum(own_net),
      sum(pown), sum(cost), sum(pin), sum(win_lines), sum(win_stake)
    FROM per_ticket GROUP BY user_id, down_user_id, draw_id, demo`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM report_rollups WHERE demo`.execute(db);
  await sql`
    ALTER TABLE report_rollups DROP CONSTRAINT report_rollups_pkey, ADD PRIMARY KEY (viewer_id, down_id, draw_id),
      DROP COLUMN demo, DROP COLUMN in_amount, DROP COLUMN eat, DROP COLUMN out_amount, DROP COLUMN own_net,
      DROP COLUMN own_payout, DROP COLUMN upline_net, DROP COLUMN upline_payout, DROP COLUMN win_lines,
      DROP COLUMN win_stake`.execute(db);
  await sql`DELETE FROM settlement_prep_rollups`.execute(db);
  await sql`DELETE FROM settlement_prep`.execute(db);
  await sql`
    ALTER TABLE settlement_prep_rollups DROP CONSTRAINT settlement_prep_rollups_pkey,
      ADD PRIMARY KEY (draw_id, viewer_id, down_id),
      DROP COLUMN demo, DROP COLUMN in_amount, DROP COLUMN eat, DROP COLUMN out_amount, DROP COLUMN own_net`.execute(
    db,
  );
}
