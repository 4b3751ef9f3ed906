import { sql, type Kysely } from 'kysely';

// What the reports after the draw read instead of the draws' lines and shares (docs/performance.md
// "Reports after the draw"; docs/settlement-rules.md "Report reads of the results family"), written
// by the settlement:
// - `report_winner_shares`: every share row (any depth) of a released draw's winning lines with
//   what the winning and strike reports show of its line (ticket no, number, code, stake, matched
//   ranks, the bettor's winnings) and the share's payouts W(p_down) x in / n and W(p) x out / n.
//   A viewer's winners of a date are a few adjacent rows, not thousands of lines and shares spread
//   over the draw.
// - `report_payout_cells`: the payout table per viewer, downline, draw, bet code and matched rank
//   (each line's payout split over its positions); rank 0 holds the code's winning lines.
// - `settlement_prep_chains` / `report_chain_wins`: the stakeholder report per account A, A's
//   downline on the lines (via, null for A's own bets), account X of those lines' chains and
//   whether X is their bettor: X's share rows summed over every line carrying a share of A. The
//   preparation sums the no-win figures (in, eat, out, r_down x in, the no-win win_loss, the
//   bettors' stake), the release the winning lines' payout W(p_down) x in / n and their change of
//   win_loss (payoutIn - payoutOut); the report adds the two for released draws.
// `demo` as in report_rollups: the bettor was a demo account (or under one) at the release.
// Each table has one index, led by draw_id: the release deletes and writes a draw's rows, a report
// reads its viewer's rows of the released draws of its range (a probe per draw). No foreign key on
// draw_id: a release writes thousands of these rows at once (a check per row), and a draw with
// lines, the only kind these rows are of, is never deleted.
// Draws prepared but not released are prepared again (their chains are missing); released draws
// get the four tables from their lines and shares here.

/** a x rate (per 10,000), half up; a >= 0. A frozen copy of the settlement's rounding. */
const mulRate = (rate: string, amount: string) => `((2 * (${rate})::bigint * (${amount}) + 10000) / 20000)`;
/** W x amount / n (W cents per 1.00), half up. */
const mulW = (w: string, amount: string, n: string) =>
  `((2 * (${w}) * (${amount}) + 100 * (${n})) / (200 * (${n})))`;
/** 1-based index into a code's payout table for a matched rank. */
const payoutIdx = (code: string, rank: string) => `(CASE
  WHEN ${code} = 'B' THEN CASE WHEN ${rank} <= 3 THEN ${rank} WHEN ${rank} = 7 THEN 4 ELSE 5 END
  WHEN ${code} IN ('S', '5D', '6D') THEN ${rank} ELSE 1 END)`;
/** Sum of a payout table over matched ranks (0 when none matched or there is no table). */
const wsum = (payouts: string, code: string, ranks: string) =>
  `(SELECT coalesce(sum(${payouts}[${payoutIdx(code, 'r')}]), 0)::bigint FROM unnest(${ranks}) AS r)`;
const raw = (s: string) => sql.raw(s);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE report_winner_shares (
      user_id bigint NOT NULL,
      draw_date date NOT NULL,
      line_id bigint NOT NULL,
      draw_id bigint NOT NULL,
      pool_id smallint NOT NULL,
      depth smallint NOT NULL,
      down_user_id bigint,
      demo boolean NOT NULL,
      ticket_id bigint NOT NULL,
      ticket_no text NOT NULL,
      bettor_id bigint NOT NULL,
      number text NOT NULL,
      code text NOT NULL,
      kind smallint NOT NULL,
      stake bigint NOT NULL,
      ibox_divisor smallint NOT NULL,
      ranks smallint[] NOT NULL,
      winnings bigint NOT NULL,
      in_amount bigint NOT NULL,
      eat bigint NOT NULL,
      out_amount bigint NOT NULL,
      down_payouts bigint[],
      payout bigint NOT NULL,
      upline_payout bigint NOT NULL,
      PRIMARY KEY (draw_id, user_id, line_id)
    )`.execute(db);

  await sql`
    CREATE TABLE report_payout_cells (
      viewer_id bigint NOT NULL,
      draw_date date NOT NULL,
      draw_id bigint NOT NULL,
      down_id bigint NOT NULL,
      demo boolean NOT NULL,
      code text NOT NULL,
      rank smallint NOT NULL,
      pool_id smallint NOT NULL,
      win_lines integer NOT NULL,
      payout bigint NOT NULL,
      PRIMARY KEY (draw_id, viewer_id, down_id, demo, code, rank)
    )`.execute(db);

  await sql`
    CREATE TABLE settlement_prep_chains (
      account_id bigint NOT NULL,
      draw_date date NOT NULL,
      draw_id bigint NOT NULL,
      via_id bigint,
      user_id bigint NOT NULL,
      bettor boolean NOT NULL,
      demo boolean NOT NULL,
      pool_id smallint NOT NULL,
      in_amount bigint NOT NULL,
      eat bigint NOT NULL,
      out_amount bigint NOT NULL,
      net_amount bigint NOT NULL,
      win_loss bigint NOT NULL,
      stake bigint NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX settlement_prep_chains_idx ON settlement_prep_chains (draw_id, account_id)`.execute(
    db,
  );
  await sql`
    CREATE TABLE report_chain_wins (
      account_id bigint NOT NULL,
      draw_date date NOT NULL,
      draw_id bigint NOT NULL,
      via_id bigint,
      user_id bigint NOT NULL,
      bettor boolean NOT NULL,
      demo boolean NOT NULL,
      pool_id smallint NOT NULL,
      payout bigint NOT NULL,
      win_loss bigint NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX report_chain_wins_idx ON report_chain_wins (draw_id, account_id)`.execute(db);

  await sql`DELETE FROM settlement_prep WHERE draw_id NOT IN (SELECT id FROM draws WHERE release_status = 'released')`.execute(
    db,
  );
  await recomputeReportReads(db);
}
/** The four tables of every released draw again, from its lines and shares (winners: matched_ranks). */
export async function recomputeReportReads(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM report_winner_shares`.execute(db);
  await sql`DELETE FROM report_payout_cells`.execute(db);
  await sql`DELETE FROM report_chain_wins`.execute(db);
  await sql`DELETE FROM settlement_prep_chains WHERE draw_id IN (SELECT id FROM draws WHERE release_status = 'released')`.execute(
    db,
  );
  // The bettors that are demo accounts or sit under one.
  const demoBettors = sql`demo_bettors AS (
      SELECT b.id FROM users b
      WHERE EXISTS (SELECT 1 FROM users a WHERE a.id = ANY (b.path) AND a.settings ->> 'isDemo' = 'true'))`;
  const demo = sql`(l.bettor_id IN (SELECT id FROM demo_bettors))`;
  await sql`
    INSERT INTO report_winner_shares (user_id, draw_date, line_id, draw_id, pool_id, depth, down_user_id, demo,
      ticket_id, ticket_no, bettor_id, number, code, kind, stake, ibox_divisor, ranks, winnings, in_amount, eat,
      out_amount, down_payouts, payout, upline_payout)
    WITH ${demoBettors}
    SELECT s.user_id, l.draw_date, l.id, l.draw_id, l.pool_id, s.depth, s.down_user_id, ${demo}, l.ticket_id,
      t.ticket_no, l.bettor_id, l.number, l.code, l.kind, l.stake, l.ibox_divisor, l.matched_ranks,
      coalesce(l.winnings, 0), s.in_amount, s.eat, s.out_amount, s.down_payouts,
      ${raw(mulW(wsum('s.down_payouts', 'l.code', 'l.matched_ranks'), 's.in_amount', 'l.ibox_divisor'))},
      ${raw(mulW(wsum('s.payouts', 'l.code', 'l.matched_ranks'), 's.out_amount', 'l.ibox_divisor'))}
    FROM settlement_winners w
    JOIN draws d ON d.id = w.draw_id AND d.release_status = 'released'
    JOIN bet_lines l ON l.id = w.line_id AND l.status <> 2 AND l.matched_ranks IS NOT NULL
    JOIN tickets t ON t.id = l.ticket_id
    JOIN bet_shares s ON s.bet_line_id = l.id
    ORDER BY l.draw_id, s.user_id, l.id`.execute(db);

  const num = `(coalesce(wl.down_payouts[${payoutIdx('wl.code', 'x.rank')}], 0) * wl.in_amount)`;
  await sql`
    INSERT INTO report_payout_cells (viewer_id, draw_date, draw_id, down_id, demo, code, rank, pool_id, win_lines,
      payout)
    WITH wl AS (
      SELECT * FROM report_winner_shares WHERE down_user_id IS NOT NULL
    ), pos AS (
      SELECT wl.line_id, wl.user_id, wl.draw_date, wl.draw_id, wl.down_user_id, wl.demo, wl.code, wl.pool_id,
        wl.payout AS total, x.rank, x.ord,
        ${raw(num)} / (100 * wl.ibox_divisor) AS fl, ${raw(num)} % (100 * wl.ibox_divisor) AS rem
      FROM wl CROSS JOIN LATERAL unnest(wl.ranks) WITH ORDINALITY AS x (rank, ord)
    ), split AS (
      SELECT pos.*, total - sum(fl) OVER (PARTITION BY line_id, user_id) AS extra,
        row_number() OVER (PARTITION BY line_id, user_id ORDER BY rem DESC, ord) AS k
      FROM pos
    )
    SELECT user_id, draw_date, draw_id, down_user_id, demo, code, rank, pool_id, count(DISTINCT line_id),
      sum(fl + CASE WHEN k <= extra THEN 1 ELSE 0 END)
    FROM split GROUP BY user_id, draw_date, draw_id, down_user_id, demo, code, rank, pool_id
    UNION ALL
    SELECT user_id, draw_date, draw_id, down_user_id, demo, code, 0, pool_id, count(*), 0
    FROM wl GROUP BY user_id, draw_date, draw_id, down_user_id, demo, code, pool_id`.execute(db);

  // Per ticket (its lines carry one chain: an order writes a share for every account of the
  // bettor's chain on each accepted line), then every pair of the ticket's accounts.
  await sql`
    INSERT INTO settlement_prep_chains (account_id, draw_date, draw_id, via_id, user_id, bettor, demo, pool_id,
      in_amount, eat, out_amount, net_amount, win_loss, stake)
    WITH ${demoBettors}, per_ticket AS (
      SELECT l.draw_id, l.ticket_id, s.user_id, s.down_user_id, s.depth, ${demo} AS demo, min(l.pool_id) AS pool_id,
        min(l.draw_date) AS draw_date, sum(s.in_amount) AS in_amount, sum(s.eat) AS eat,
        sum(s.out_amount) AS out_amount, sum(${raw(mulRate('coalesce(s.down_rate, 0)', 's.in_amount'))}) AS net,
        sum(${raw(mulRate('coalesce(s.down_rate, 0)', 's.in_amount'))} - ${raw(mulRate('s.rate', 's.out_amount'))}) AS base,
        sum(l.stake) AS stake
      FROM bet_shares s
      JOIN draws d ON d.id = s.draw_id AND d.release_status = 'released'
      JOIN bet_lines l ON l.id = s.bet_line_id AND l.status <> 2
      GROUP BY l.draw_id, l.ticket_id, s.user_id, s.down_user_id, s.depth, 6
    )
    SELECT a.user_id, x.draw_date, x.draw_id, a.down_user_id, x.user_id, x.depth = 0, x.demo, min(x.pool_id),
      sum(x.in_amount), sum(x.eat), sum(x.out_amount), sum(x.net), sum(x.base),
      coalesce(sum(x.stake) FILTER (WHERE x.depth = 0), 0)
    FROM per_ticket a JOIN per_ticket x ON x.draw_id = a.draw_id AND x.ticket_id = a.ticket_id
    GROUP BY a.user_id, x.draw_date, x.draw_id, a.down_user_id, x.user_id, x.depth = 0, x.demo`.execute(db);

  // The winning lines: every pair of accounts on a line.
  await sql`
    INSERT INTO report_chain_wins (account_id, draw_date, draw_id, via_id, user_id, bettor, demo, pool_id, payout,
      win_loss)
    SELECT a.user_id, x.draw_date, x.draw_id, a.down_user_id, x.user_id, x.depth = 0, x.demo, min(x.pool_id),
      sum(x.payout), sum(x.upline_payout - x.payout)
    FROM report_winner_shares a
    JOIN report_winner_shares x ON x.draw_id = a.draw_id AND x.line_id = a.line_id
    GROUP BY a.user_id, x.draw_date, x.draw_id, a.down_user_id, x.user_id, x.depth = 0, x.demo`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'report_chain_wins',
    'settlement_prep_chains',
    'report_payout_cells',
    'report_winner_shares',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
