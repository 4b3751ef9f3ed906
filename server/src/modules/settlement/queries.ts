import { BET_CODES, distinctPermutations } from '@drawdesk/shared-kernel/domain/betting';
import { sql, type RawBuilder } from 'kysely';
import { DEMO_ACCOUNT_IDS } from '../../db/demoAccounts';
import { MATCH_KEY_SQL } from '../../db/matchKey';
import type { Db } from '../../db/connection';
import type { Trx } from '../../db/retry';
import { companiesPassingUp } from '../posting';

/**
 * Set-based settlement of one draw (DOMAIN 10, 11, 14) in two steps (docs/settlement-rules.md
 * "Preparing and releasing a draw"): prepareDraw works out, once the draw's lines are frozen and
 * its first result is saved, what the lines give (every share's no-win win_loss, the rollups' rate
 * terms, bettor costs, the draw's tickets) and what the saved result gives (the winners, their
 * shares' win_loss, the report reads, the rollups' payout terms), and writes the winning lines and
 * the report rollups, which readers take from released draws only (db/settledState.ts, as a
 * ticket's processed state); settleDraw then writes only the bettors' balances. A rerun writes the
 * same values and a corrected result replaces what an earlier release wrote. The SQL agrees with the kernel's matchBet / payoutSum / winningsCents
 * (shared-kernel/src/domain/betting/match.ts).
 */

/** Position orders of every permutation of 3 and 4 places (ibox: DISTINCT removes repeats). */
function positionRows(): string {
  const rows: string[] = [];
  for (const len of [3, 4]) {
    const positions = '1234'.slice(0, len);
    for (const p of distinctPermutations(positions)) {
      const cols = [...p].map(Number);
      rows.push(`(${len}, ${cols[0]}, ${cols[1]}, ${cols[2]}, ${cols[3] ?? 'NULL'})`);
    }
  }
  return rows.join(', ');
}
const PERMS = positionRows();

/** Digits a 4D/3D/2D code compares (null for 5D/6D). */
const DIGITS = (code: string) =>
  `(CASE WHEN ${code} IN ('B', 'S') OR ${code} LIKE '4%' THEN 4 WHEN ${code} LIKE '3%' THEN 3 WHEN ${code} LIKE '2%' THEN 2 END)`;
/** Ranks a 4D/3D/2D code covers (DOMAIN 5). */
const RANKS = (code: string) => `(CASE
  WHEN ${code} = 'B' THEN ARRAY[1, 2, 3, 7, 8]::smallint[]
  WHEN ${code} = 'S' THEN ARRAY[1, 2, 3]::smallint[]
  WHEN substr(${code}, 2) = 'A' THEN ARRAY[1]::smallint[]
  WHEN substr(${code}, 2) = 'SB' THEN ARRAY[2]::smallint[]
  WHEN substr(${code}, 2) = 'SC' THEN ARRAY[3]::smallint[]
  WHEN substr(${code}, 2) = 'SD' THEN ARRAY[7]::smallint[]
  WHEN substr(${code}, 2) = 'SE' THEN ARRAY[8]::smallint[]
  WHEN substr(${code}, 2) = 'C' THEN ARRAY[1, 2, 3]::smallint[]
  ELSE ARRAY[]::smallint[] END)`;

/** Sum of a payout table over matched ranks (kernel payoutSum), cents per 1.00. */
export const WSUM = (payouts: string, code: string, ranks: string) => `(SELECT coalesce(sum(${payouts}[
  CASE WHEN ${code} = 'B' THEN CASE WHEN r <= 3 THEN r WHEN r = 7 THEN 4 ELSE 5 END
       WHEN ${code} IN ('S', '5D', '6D') THEN r ELSE 1 END]), 0)::bigint FROM unnest(${ranks}) AS r)`;

/** a x rate (per 10,000), half up; a >= 0. */
const MUL_RATE = (rate: string, amount: string) => `((2 * (${rate})::bigint * (${amount}) + 10000) / 20000)`;
/** W x amount / n (W cents per 1.00), half up; non-negative. */
const MUL_W = (w: string, amount: string, n: string) =>
  `((2 * (${w}) * (${amount}) + 100 * (${n})) / (200 * (${n})))`;
const raw = (s: string): RawBuilder<unknown> => sql.raw(s);

/** Sizes for the big set statements: hash joins and aggregates in memory, no JIT (see performance.md). */
async function bigStatementSettings(trx: Trx): Promise<void> {
  // JIT compiling these one-off statements cost ~1.9 s each at 1,000,000 lines and saved less.
  await sql`SET LOCAL work_mem = '64MB'`.execute(trx);
  await sql`SET LOCAL jit = off`.execute(trx);
}

/** The tables the preparation writes and the release reads. */
const PREP_TABLES = [
  'settlement_prep',
  'settlement_prep_tickets',
  'settlement_prep_bettors',
  'settlement_prep_rollups',
  'settlement_prep_hits',
  'settlement_prep_wins',
];

/** Advisory lock class of a draw's preparation (the key is the draw id). */
const PREP_LOCK_CLASS = 14;

/**
 * Commission of a share row (DOMAIN 14): baseRate x in - netAmount, each product half up, so that
 * netAmount + commission = baseRate x in to the cent on every row and every sum of rows.
 */
const COMMISSION = `${MUL_RATE('l.base_rate', 's.in_amount')} - ${MUL_RATE('s.down_rate', 's.in_amount')}`;

/**
 * The bettors that are demo accounts or sit under one (users.settings isDemo on any account of
 * their path): their lines' figures go to the demo report only. Few or none, read once per statement.
 */
async function demoBettorIds(trx: Trx): Promise<string[]> {
  const { rows } = await DEMO_ACCOUNT_IDS.execute(trx);
  return rows.map((r) => r.id);
}

/** Whether the line `l` is a demo bettor's, given demoBettorIds. */
const demoLine = (ids: string[]) =>
  ids.length === 0 ? sql`false` : sql`(l.bettor_id = ANY (${ids}::bigint[]))`;

/** A share's win/loss when its line wins nothing (DOMAIN 10): income - cost, each half up. */
const BASE_WL = `${MUL_RATE('coalesce(s.down_rate, 0)', 's.in_amount')} - ${MUL_RATE('s.rate', 's.out_amount')}`;

/**
 * A digest of the draw's result numbers: the winners a preparation worked out hold for the result
 * that gives the same digest (settlement_prep.result_key, migration 0026_settlement_prep_winners).
 */
const resultKey = (
  drawId: number | RawBuilder<unknown>,
) => sql`(SELECT md5(coalesce(string_agg(game || ':' || rank || ':' || idx || ':' || number,
    ',' ORDER BY game, rank, idx), '')) FROM result_numbers WHERE draw_id = ${drawId})`;

/** How many tickets with lines in the draw are cancelled (tickets_cancelled_draws_idx). */
const cancelledTickets = (drawId: number) =>
  sql`(SELECT count(*) FROM tickets ct WHERE ct.status = 2 AND ct.draw_ids @> ARRAY[${drawId}::bigint])`;

/**
 * Everything of the draw's settlement that the release does not have to write itself, in two
 * parts. From its lines as they are now (prepareLines): shares' no-win win_loss, rollup rate
 * terms, bettor costs, tickets, and the line count the release checks. From its result as it is
 * now (prepareWinners): the winning lines with their ranks and winnings, their shares' win_loss,
 * the report reads of the results family (read for released draws only) and the rollups' payout
 * terms. Each part is redone when what it was worked out from changed (a late line or a void; a
 * corrected result), both when forced. Run by the prepare-settlement job once the first result is
 * saved and, when missing or stale, by the release. True when it prepared, false when the draw was
 * already prepared.
 */
export async function prepareDraw(
  trx: Trx,
  drawId: number,
  opts: { force?: boolean } = {},
): Promise<boolean> {
  // One preparation of a draw at a time (the job and a release may both start one): the later
  // waits here, then finds the draw prepared and stops, unless told to redo it.
  await sql`SELECT pg_advisory_xact_lock(${PREP_LOCK_CLASS}, ${drawId}::int)`.execute(trx);
  const state = opts.force ? undefined : await preparedState(trx, drawId);
  if (state?.lines && state.result) return false;
  await bigStatementSettings(trx);
  if (!state?.lines) await prepareLines(trx, drawId);
  await prepareWinners(trx, drawId);
  await writeRollups(trx, drawId);
  return true;
}

/** The result-independent part of prepareDraw, from the draw's lines as they are now. */
async function prepareLines(trx: Trx, drawId: number): Promise<void> {
  // Lines that won in a release or in a preparation keep their win_loss here: prepareWinners
  // writes theirs (the winning value, or the no-win one when they win nothing now).
  await sql`
    UPDATE bet_shares s SET win_loss = ${raw(BASE_WL)}
    WHERE s.draw_id = ${drawId}
      AND NOT EXISTS (SELECT 1 FROM bet_lines v WHERE v.id = s.bet_line_id AND v.draw_id = ${drawId} AND v.status = 2)
      AND NOT EXISTS (SELECT 1 FROM settlement_winners w WHERE w.draw_id = ${drawId} AND w.line_id = s.bet_line_id)
      AND NOT EXISTS (SELECT 1 FROM settlement_prep_hits h WHERE h.draw_id = ${drawId} AND h.line_id = s.bet_line_id)
      AND s.win_loss IS DISTINCT FROM (${raw(BASE_WL)})`.execute(trx);

  // The draw's share rows summed per ticket and account (one pass over the draw), for the rollups
  // and the stakeholder chains below.
  const demo = await demoBettorIds(trx);
  await sql`DROP TABLE IF EXISTS prep_ticket_shares`.execute(trx);
  await sql`
    CREATE TEMP TABLE prep_ticket_shares ON COMMIT DROP AS
    SELECT s.user_id, s.down_user_id, s.depth, l.ticket_id, ${demoLine(demo)} AS demo, min(s.pool_id) AS pool_id,
      min(s.draw_date) AS draw_date, sum(l.stake) AS turnover,
      sum(${raw(MUL_RATE('coalesce(s.down_rate, 0)', 's.in_amount'))}) AS income,
      sum(${raw(COMMISSION)}) AS commission,
      sum(${raw(MUL_RATE('s.rate', 's.out_amount'))}) AS cost, sum(${raw(BASE_WL)}) AS own, count(*) AS lines,
      sum(s.in_amount) AS in_amount, sum(s.eat) AS eat, sum(s.out_amount) AS out_amount,
      sum(${raw(MUL_RATE('s.down_rate', 's.eat'))}) AS own_net
    FROM bet_shares s JOIN bet_lines l ON l.id = s.bet_line_id AND l.draw_id = ${drawId} AND l.status <> 2
    WHERE s.draw_id = ${drawId}
    GROUP BY s.user_id, s.down_user_id, s.depth, l.ticket_id, 5`.execute(trx);
  await sql`ANALYZE prep_ticket_shares`.execute(trx);

  await sql`DELETE FROM settlement_prep_tickets WHERE draw_id = ${drawId}`.execute(trx);
  await sql`
    INSERT INTO settlement_prep_tickets (draw_id, ticket_id, other_draws)
    SELECT ${drawId}, d.ticket_id, coalesce(
      (SELECT array_agg(DISTINCT x.draw_id) FROM bet_lines x
        WHERE x.ticket_id = d.ticket_id AND x.draw_id <> ${drawId} AND x.status <> 2), '{}')
    FROM (SELECT DISTINCT ticket_id FROM bet_lines WHERE draw_id = ${drawId} AND status <> 2) d`.execute(trx);

  // Ticket counts (docs/reports-rules.md "Ticket count", migration 0025_report_ticket_draws): a
  // ticket whose active lines are all in this draw is counted in single_tickets (it is in no other
  // rollup, so these add up over draws); the others are kept per ticket in report_ticket_draws, and
  // a report counts their distinct ids over the draws of its range.
  await sql`DELETE FROM settlement_prep_rollups WHERE draw_id = ${drawId}`.execute(trx);
  await sql`
    INSERT INTO settlement_prep_rollups (draw_id, viewer_id, down_id, demo, pool_id, draw_date, turnover, net_amount,
      commission, cost, own_base, ticket_count, line_count, in_amount, eat, out_amount, own_net, single_tickets)
    SELECT ${drawId}, p.user_id, p.down_user_id, p.demo, min(p.pool_id), min(p.draw_date), sum(p.turnover),
      sum(p.income), sum(p.commission), sum(p.cost), sum(p.own), count(DISTINCT p.ticket_id), sum(p.lines),
      sum(p.in_amount), sum(p.eat), sum(p.out_amount), sum(p.own_net),
      count(DISTINCT p.ticket_id) FILTER (WHERE cardinality(pt.other_draws) = 0)
    FROM prep_ticket_shares p
    JOIN settlement_prep_tickets pt ON pt.draw_id = ${drawId} AND pt.ticket_id = p.ticket_id
    WHERE p.depth >= 1 AND p.down_user_id IS NOT NULL
    GROUP BY p.user_id, p.down_user_id, p.demo`.execute(trx);
  await sql`DELETE FROM report_ticket_draws WHERE draw_id = ${drawId}`.execute(trx);
  await sql`
    INSERT INTO report_ticket_draws (draw_id, viewer_id, demo, down_id, ticket_id)
    SELECT ${drawId}, p.user_id, p.demo, p.down_user_id, p.ticket_id
    FROM prep_ticket_shares p
    JOIN settlement_prep_tickets pt ON pt.draw_id = ${drawId} AND pt.ticket_id = p.ticket_id
    WHERE p.depth >= 1 AND p.down_user_id IS NOT NULL AND cardinality(pt.other_draws) > 0
    ORDER BY p.user_id, p.demo, p.down_user_id, p.ticket_id`.execute(trx);

  // Stakeholder chains: the lines of a ticket carry one chain (an order writes a share for every
  // account of the bettor's chain on each accepted line), so every pair of accounts A, X on a
  // ticket adds X's sums over the ticket to A's chain. No-win figures; the release writes what the
  // winning lines add (report_chain_wins) and the report adds the two.
  await sql`DELETE FROM settlement_prep_chains WHERE draw_id = ${drawId}`.execute(trx);
  await sql`
    INSERT INTO settlement_prep_chains (account_id, draw_date, draw_id, via_id, user_id, bettor, demo, pool_id,
      in_amount, eat, out_amount, net_amount, win_loss, stake)
    SELECT a.user_id, min(x.draw_date), ${drawId}, a.down_user_id, x.user_id, x.depth = 0, x.demo, min(x.pool_id),
      sum(x.in_amount), sum(x.eat), sum(x.out_amount), sum(x.income), sum(x.own),
      coalesce(sum(x.turnover) FILTER (WHERE x.depth = 0), 0)
    FROM prep_ticket_shares a JOIN prep_ticket_shares x ON x.ticket_id = a.ticket_id
    GROUP BY a.user_id, a.down_user_id, x.user_id, x.depth = 0, x.demo`.execute(trx);

  await sql`DELETE FROM settlement_prep_bettors WHERE draw_id = ${drawId}`.execute(trx);
  await sql`
    INSERT INTO settlement_prep_bettors (draw_id, bettor_id, draw_date, cost)
    SELECT ${drawId}, bettor_id, min(draw_date), sum(net)
    FROM bet_lines WHERE draw_id = ${drawId} AND status <> 2 GROUP BY bettor_id`.execute(trx);
  // Each bettor's settlement_bettors row, holding what the releases of the draw moved: nothing
  // yet (zeros read as no row does). The release then updates rows in place (no key written, no
  // foreign key checked, HOT with the table's fillfactor of migration 0026).
  await sql`
    INSERT INTO settlement_bettors (draw_id, bettor_id, draw_date, cost, winnings, credited)
    SELECT draw_id, bettor_id, draw_date, 0, 0, 0 FROM settlement_prep_bettors WHERE draw_id = ${drawId}
    ORDER BY bettor_id
    ON CONFLICT (draw_id, bettor_id) DO NOTHING`.execute(trx);

  await sql`
    INSERT INTO settlement_prep (draw_id, line_count, active_lines, cancelled_tickets, prepared_at)
    SELECT ${drawId}, count(*), count(*) FILTER (WHERE status <> 2), ${cancelledTickets(drawId)}, now()
    FROM bet_lines WHERE draw_id = ${drawId}
    ON CONFLICT (draw_id) DO UPDATE
      SET line_count = excluded.line_count, active_lines = excluded.active_lines,
        cancelled_tickets = excluded.cancelled_tickets, prepared_at = excluded.prepared_at, result_key = NULL,
        winning_lines = NULL, winnings = NULL`.execute(trx);
}

/**
 * The result-dependent part of prepareDraw, from the draw's result numbers as they are now: the
 * winning lines (settlement_prep_hits), their shares' win_loss and the shares of lines that won
 * before and win nothing now back to the no-win value, report_winner_shares, the payout cells and
 * chain wins, the rollups' payout terms (settlement_prep_wins), the winning lines themselves, and
 * the result's digest with the release's summary (winning lines, winnings).
 */
async function prepareWinners(trx: Trx, drawId: number): Promise<void> {
  await buildHits(trx, drawId);
  // Shares of lines that won before (in a release or an earlier preparation) and win nothing now.
  await sql`
    UPDATE bet_shares s SET win_loss = ${raw(BASE_WL)}
    FROM (SELECT line_id FROM settlement_winners WHERE draw_id = ${drawId}
          UNION SELECT line_id FROM settlement_prep_hits WHERE draw_id = ${drawId}) o
    WHERE s.bet_line_id = o.line_id AND NOT EXISTS (SELECT 1 FROM settle_hits h WHERE h.id = o.line_id)
      AND s.win_loss IS DISTINCT FROM (${raw(BASE_WL)})`.execute(trx);
  // The winning lines: matched ranks and winnings, read for released draws only (as the shares'
  // win_loss), so the preparation writes them and the release writes none. Lines of the winners list
  // (the lines written as winners before) that win nothing now go back to no win, and the list
  // becomes these winners.
  await sql`
    WITH gone AS (
      DELETE FROM settlement_winners w
      WHERE w.draw_id = ${drawId} AND NOT EXISTS (SELECT 1 FROM settle_hits h WHERE h.id = w.line_id)
      RETURNING w.line_id
    )
    UPDATE bet_lines l SET matched_ranks = NULL, winnings = NULL, settled_at = NULL
    FROM gone
    WHERE l.id = gone.line_id AND (l.matched_ranks IS NOT NULL OR l.winnings IS NOT NULL OR l.settled_at IS NOT NULL)`.execute(
    trx,
  );
  await sql`
    UPDATE bet_lines l SET matched_ranks = w.ranks, winnings = w.win, settled_at = now()
    FROM settle_won w
    WHERE l.id = w.id AND (l.winnings IS DISTINCT FROM w.win OR l.matched_ranks IS DISTINCT FROM w.ranks)`.execute(
    trx,
  );
  await sql`
    INSERT INTO settlement_winners (draw_id, line_id)
    SELECT ${drawId}, id FROM settle_hits ORDER BY id ON CONFLICT DO NOTHING`.execute(trx);
  await sql`DELETE FROM settlement_prep_hits WHERE draw_id = ${drawId}`.execute(trx);
  await sql`
    INSERT INTO settlement_prep_hits (draw_id, line_id, bettor_id, ranks, win)
    SELECT ${drawId}, id, bettor_id, ranks, win FROM settle_won ORDER BY id`.execute(trx);
  await settleWinningShares(trx, drawId, await demoBettorIds(trx));
  await writeReportReads(trx, drawId);

  // The rollups' payout terms per viewer, downline and demo flag: payoutOut, payoutIn and the own
  // payout W(p_D) x eat / n of the winning shares, the winning lines and their stake.
  const pOwn = MUL_W(WSUM('w.down_payouts', 'w.code', 'w.ranks'), 'w.eat', 'w.ibox_divisor');
  await sql`DELETE FROM settlement_prep_wins WHERE draw_id = ${drawId}`.execute(trx);
  await sql`
    INSERT INTO settlement_prep_wins (draw_id, viewer_id, down_id, demo, payout, upline_payout, own_payout, win_lines,
      win_stake)
    SELECT ${drawId}, w.user_id, w.down_user_id, w.demo, sum(w.payout), sum(w.upline_payout), sum(${raw(pOwn)}),
      count(*), sum(w.stake)
    FROM report_winner_shares w
    WHERE w.draw_id = ${drawId} AND w.depth >= 1 AND w.down_user_id IS NOT NULL
    GROUP BY w.user_id, w.down_user_id, w.demo`.execute(trx);
  await sql`
    UPDATE settlement_prep SET result_key = ${resultKey(drawId)},
      winning_lines = (SELECT count(*) FROM settle_won WHERE win > 0),
      winnings = (SELECT coalesce(sum(win), 0) FROM settle_won)
    WHERE draw_id = ${drawId}`.execute(trx);
}

/**
 * Fresh statistics of the preparation tables for the release's statements, which read them by
 * draw: with the sizes from before a draw's rows were written, their joins over 20,000 tickets and
 * 2,000 bettors were planned as nested loops. Run by the prepare-settlement job after it prepared,
 * outside the preparation's transaction (ANALYZE would hold its lock to the end of it and make a
 * preparation of another draw wait).
 */
export async function analyzePreparation(db: Db): Promise<void> {
  for (const table of PREP_TABLES) await sql`ANALYZE ${sql.table(table)}`.execute(db);
}

/**
 * Whether the draw's preparation still describes its lines (no line added since: a late order in
 * flight when the first result was saved; no ticket of the draw cancelled since) and its result
 * (the result numbers give the digest the winners were worked out for). Undefined when the draw
 * was never prepared. The draw's line count is the sum of its draw_line_counts rows, which the
 * statements writing bet_lines keep (migration 0028_release_speed), and its cancelled tickets are
 * counted through tickets_cancelled_draws_idx (migration 0030_release_check), both read in this
 * transaction's snapshot as the lines are: a few index entries instead of the draw's lines or
 * tickets.
 */
async function preparedState(
  trx: Trx,
  drawId: number,
): Promise<{ lines: boolean; result: boolean } | undefined> {
  const { rows } = await sql<{ lines: boolean; result: boolean }>`
    SELECT coalesce(p.line_count = (SELECT coalesce(sum(lines), 0) FROM draw_line_counts WHERE draw_id = ${drawId})
      AND p.cancelled_tickets = ${cancelledTickets(drawId)}, false) AS lines,
      coalesce(p.result_key = ${resultKey(drawId)}, false) AS result
    FROM settlement_prep p WHERE p.draw_id = ${drawId}`.execute(trx);
  return rows[0];
}

/** True when the draw's preparation still describes its lines and its result (preparedState). */
export async function isPrepared(trx: Trx, drawId: number): Promise<boolean> {
  const state = await preparedState(trx, drawId);
  return state?.lines === true && state.result;
}

/**
 * The (code, compared digits) pairs a non-ibox 4D/3D/2D line can win with: for every code, the
 * last 2, 3 or 4 digits of each 4D prize number of a rank the code covers. These are the keys of
 * bet_lines_match_idx that can match, so the winners are read without scanning the draw.
 */
export async function prizeKeys(trx: Trx | Db, drawId: number): Promise<{ codes: string[]; keys: string[] }> {
  const { rows } = await sql<{ code: string; key: string }>`
    SELECT DISTINCT c.code, right(rn.number, ${raw(DIGITS('c.code'))}) AS key
    FROM unnest(${sql.val([...BET_CODES])}::text[]) AS c (code)
    JOIN result_numbers rn ON rn.draw_id = ${drawId} AND rn.game = 4 AND rn.rank = ANY (${raw(RANKS('c.code'))})
    WHERE ${raw(DIGITS('c.code'))} IS NOT NULL`.execute(trx);
  return { codes: rows.map((r) => r.code), keys: rows.map((r) => r.key) };
}

/**
 * Builds the temp tables settle_hits(id, ranks) of the draw's matching active lines and
 * settle_won(id, ranks, bettor_id, win) with the bettor's winnings W(p) x stake / n. Candidates
 * come from the indexes, not a scan of the draw: non-ibox 4D/3D/2D lines whose code and compared
 * digits can win (prizeKeys), plus every ibox, 5D and 6D line.
 */
async function buildHits(trx: Trx, drawId: number): Promise<void> {
  const { codes, keys } = await prizeKeys(trx, drawId);
  await sql`DROP TABLE IF EXISTS settle_hits`.execute(trx);
  await sql`DROP TABLE IF EXISTS settle_won`.execute(trx);
  await sql`
    CREATE TEMP TABLE settle_hits ON COMMIT DROP AS
    WITH rn AS (
      SELECT game, rank, idx, number FROM result_numbers WHERE draw_id = ${drawId}
    ), keys AS (
      SELECT v.d::text || ':' || right(rn.number, v.d) AS hk, rn.rank, rn.idx
      FROM rn CROSS JOIN (VALUES (2), (3), (4)) AS v (d) WHERE rn.game = 4
    ), r5 AS (
      SELECT max(number) FILTER (WHERE rank = 1) AS f, max(number) FILTER (WHERE rank = 2) AS s,
             max(number) FILTER (WHERE rank = 3) AS t
      FROM rn WHERE game = 5 HAVING count(*) > 0
    ), r6 AS (
      SELECT number AS f FROM rn WHERE game = 6 AND rank = 1
    ), lines AS (
      SELECT id, code, kind, number FROM bet_lines
      WHERE draw_id = ${drawId} AND status <> 2 AND kind <> 3
        AND (code, ${raw(MATCH_KEY_SQL)}) IN (SELECT * FROM unnest(${sql.val(codes)}::text[], ${sql.val(keys)}::text[]))
      UNION ALL
      SELECT id, code, kind, number FROM bet_lines
      WHERE draw_id = ${drawId} AND status <> 2 AND (kind = 3 OR code IN ('5D', '6D'))
    ), cand AS (
      SELECT id, code, number AS num FROM lines WHERE kind <> 3
      UNION
      SELECT l.id, l.code,
             substr(l.number, p.p1, 1) || substr(l.number, p.p2, 1) || substr(l.number, p.p3, 1)
               || coalesce(substr(l.number, p.p4, 1), '')
      FROM lines l JOIN (VALUES ${raw(PERMS)}) AS p (len, p1, p2, p3, p4) ON p.len = length(l.number)
      WHERE l.kind = 3
    ), m4 AS (
      SELECT c.id, k.rank, k.idx
      FROM (SELECT id, code, num, ${raw(DIGITS('code'))} AS d FROM cand) c
      JOIN keys k ON k.hk = c.d::text || ':' || right(c.num, c.d)
      WHERE length(c.num) >= c.d AND k.rank = ANY (${raw(RANKS('c.code'))})
    ), m5 AS (
      SELECT c.id,
        (CASE WHEN c.num = r5.f THEN 1 WHEN c.num = r5.s THEN 2 WHEN c.num = r5.t THEN 3
              WHEN length(r5.f) = 5 AND right(c.num, 4) = right(r5.f, 4) THEN 4
              WHEN length(r5.f) = 5 AND right(c.num, 3) = right(r5.f, 3) THEN 5
              WHEN length(r5.f) = 5 AND right(c.num, 2) = right(r5.f, 2) THEN 6 END)::smallint AS rank,
        0::smallint AS idx
      FROM cand c CROSS JOIN r5 WHERE c.code = '5D' AND length(c.num) = 5
    ), m6 AS (
      SELECT c.id,
        (CASE WHEN c.num = r6.f THEN 1
              WHEN left(c.num, 5) = left(r6.f, 5) OR right(c.num, 5) = right(r6.f, 5) THEN 2
              WHEN left(c.num, 4) = left(r6.f, 4) OR right(c.num, 4) = right(r6.f, 4) THEN 3
              WHEN left(c.num, 3) = left(r6.f, 3) OR right(c.num, 3) = right(r6.f, 3) THEN 4
              WHEN left(c.num, 2) = left(r6.f, 2) OR right(c.num, 2) = right(r6.f, 2) THEN 5 END)::smallint AS rank,
        0::smallint AS idx
      FROM cand c CROSS JOIN r6 WHERE c.code = '6D' AND length(c.num) = 6 AND length(r6.f) = 6
    ), m AS (
      SELECT id, rank, idx FROM m4
      UNION ALL SELECT id, rank, idx FROM m5 WHERE rank IS NOT NULL
      UNION ALL SELECT id, rank, idx FROM m6 WHERE rank IS NOT NULL
    )
    SELECT m.id, array_agg(m.rank ORDER BY m.rank, m.idx)::smallint[] AS ranks
    FROM m GROUP BY m.id`.execute(trx);
  await sql`CREATE UNIQUE INDEX ON settle_hits (id)`.execute(trx);
  await sql`ANALYZE settle_hits`.execute(trx);
  await sql`
    CREATE TEMP TABLE settle_won ON COMMIT DROP AS
    SELECT h.id, h.ranks, l.bettor_id,
      ${raw(MUL_W(WSUM('l.payouts', 'l.code', 'h.ranks'), 'l.stake', 'l.ibox_divisor'))} AS win
    FROM settle_hits h JOIN bet_lines l ON l.id = h.id`.execute(trx);
}

export interface SettleSummary {
  lines: number;
  winningLines: number;
  winnings: number;
}

/**
 * Settles the draw (its result already in result_numbers): prepares it if needed (prepareDraw:
 * the winners, their shares and the report reads are worked out there), then writes what a
 * release makes visible: bettor balances (cost moved from outstanding into balance; winnings of an
 * already claimed date credited). The preparation wrote the winning lines and the rollups, and
 * tickets are not written: all read through the draw's release.
 */
export async function settleDraw(trx: Trx, drawId: number, actorId: number | null): Promise<SettleSummary> {
  await prepareDraw(trx, drawId);
  await bigStatementSettings(trx);

  // Neither lines nor tickets are written here: the preparation wrote the winning lines, which are
  // read for released draws only, and a placed ticket reads as processed once all its draws are
  // released (db/settledState.ts ticketStatus), this one on commit.
  await settleBettors(trx, drawId, actorId);
  // The preparation wrote the draw's rollups, read for released draws only. Where companies passed
  // amounts up, the release adjusts their rows in place (settleRemoteInvoicesInTrx), so they start
  // again from the prepared values (a release after a correction that changed no number finds
  // them adjusted by the last one).
  if ((await companiesPassingUp(trx, drawId)).length > 0) await writeRollups(trx, drawId);

  const summary = await sql<{ lines: string; winning: string; winnings: string }>`
    SELECT active_lines AS lines, winning_lines AS winning, winnings FROM settlement_prep WHERE draw_id = ${drawId}`.execute(
    trx,
  );
  const row = summary.rows[0];
  return {
    lines: Number(row?.lines ?? 0),
    winningLines: Number(row?.winning ?? 0),
    winnings: Number(row?.winnings ?? 0),
  };
}

/**
 * Bettor balances (DOMAIN 3): the draw's net cost moves from outstanding into balance as a loss;
 * when the draw's date was already claimed for the bettor's tree, the change of its winnings since the last credit is
 * credited too. Relative to what an earlier release of the draw moved (settlement_bettors), so a
 * rerun moves nothing and a correction moves only the difference. credit_log rows per change.
 */
async function settleBettors(trx: Trx, drawId: number, actorId: number | null): Promise<void> {
  await sql`
    WITH won AS (
      SELECT bettor_id, sum(win)::bigint AS win FROM settlement_prep_hits WHERE draw_id = ${drawId} GROUP BY bettor_id
    ), cur AS (
      SELECT p.bettor_id, p.draw_date, p.cost, coalesce(w.win, 0) AS win
      FROM settlement_prep_bettors p LEFT JOIN won w ON w.bettor_id = p.bettor_id
      WHERE p.draw_id = ${drawId}
    ), claims AS (
      SELECT c.company_id FROM prize_claims c JOIN draws d ON d.draw_date = c.draw_date WHERE d.id = ${drawId}
    ), claimed AS (
      -- Bettors whose tree has claimed the draw's date: the operator's claim (company 0) or their
      -- company's. Their accounts are read only when the date has a claim (usually none at release).
      SELECT u.id AS bettor_id FROM users u
      WHERE EXISTS (SELECT 1 FROM claims)
        AND u.id IN (SELECT bettor_id FROM cur UNION SELECT bettor_id FROM settlement_bettors WHERE draw_id = ${drawId})
        AND EXISTS (SELECT 1 FROM claims c WHERE c.company_id IN (0, u.company_id))
    ), delta AS (
      SELECT coalesce(cur.bettor_id, sb.bettor_id) AS bettor_id,
             coalesce(cur.draw_date, sb.draw_date) AS draw_date,
             coalesce(cur.cost, 0) AS cost, coalesce(cur.win, 0) AS win,
             coalesce(cur.cost, 0) - coalesce(sb.cost, 0) AS dcost,
             CASE WHEN coalesce(cur.bettor_id, sb.bettor_id) IN (SELECT bettor_id FROM claimed)
               THEN coalesce(cur.win, 0) - coalesce(sb.credited, 0) ELSE 0 END AS dprize,
             CASE WHEN coalesce(cur.bettor_id, sb.bettor_id) IN (SELECT bettor_id FROM claimed)
               THEN coalesce(cur.win, 0) ELSE coalesce(sb.credited, 0) END AS credited
      FROM cur FULL JOIN (SELECT * FROM settlement_bettors WHERE draw_id = ${drawId}) sb ON sb.bettor_id = cur.bettor_id
    ), book AS (
      -- Every bettor of the draw has its row: the preparation wrote the prepared bettors' (and an
      -- earlier release's bettors keep theirs), so the rows are updated in place, HOT.
      UPDATE settlement_bettors sb SET cost = d.cost, winnings = d.win, credited = d.credited
      FROM delta d
      WHERE sb.draw_id = ${drawId} AND sb.bettor_id = d.bettor_id
        AND (sb.cost, sb.winnings, sb.credited) IS DISTINCT FROM (d.cost, d.win, d.credited)
      RETURNING sb.bettor_id
    ), moved AS (
      UPDATE users u SET balance = u.balance - d.dcost + d.dprize, outstanding = u.outstanding - d.dcost,
                         updated_at = now()
      FROM delta d WHERE u.id = d.bettor_id AND (d.dcost <> 0 OR d.dprize <> 0)
      RETURNING u.id, u.company_id, u.balance AS post, d.dcost, d.dprize
    )
    INSERT INTO credit_log (company_id, user_id, actor_id, reason, amount, pre_balance, post_balance)
    SELECT m.company_id, m.id, ${actorId}, x.reason, x.amount, x.pre, x.post
    FROM moved m CROSS JOIN LATERAL (VALUES
      ('settlement', -m.dcost, m.post - m.dprize + m.dcost, m.post - m.dprize),
      ('prize', m.dprize, m.post - m.dprize, m.post)) AS x (reason, amount, pre, post)
    WHERE x.amount <> 0
    ORDER BY m.id, x.reason DESC`.execute(trx);
}

/**
 * report_rollups of the draw (DOMAIN 14): the prepared rate terms (settlement_prep_rollups) plus
 * the prepared payout terms of the winning lines' shares (settlement_prep_wins; zero elsewhere).
 * own = the shares' no-win total - payoutOut + payoutIn of the winning shares, the same per-share
 * values the shares hold.
 */
async function writeRollups(trx: Trx, drawId: number): Promise<void> {
  await sql`DELETE FROM report_rollups WHERE draw_id = ${drawId}`.execute(trx);
  await sql`
    INSERT INTO report_rollups (viewer_id, down_id, draw_id, demo, pool_id, draw_date, turnover, net_amount,
      commission, payout, win_loss, own_win_loss, upline_win_loss, ticket_count, line_count, in_amount, eat,
      out_amount, own_net, own_payout, upline_net, upline_payout, win_lines, win_stake, single_tickets)
    SELECT b.viewer_id, b.down_id, ${drawId}, b.demo, b.pool_id, b.draw_date, b.turnover, b.net_amount, b.commission,
      coalesce(w.payout, 0), coalesce(w.payout, 0) - b.net_amount,
      b.own_base - coalesce(w.payout, 0) + coalesce(w.upline_payout, 0), b.cost - coalesce(w.upline_payout, 0),
      b.ticket_count, b.line_count, b.in_amount, b.eat, b.out_amount, b.own_net, coalesce(w.own_payout, 0), b.cost,
      coalesce(w.upline_payout, 0), coalesce(w.win_lines, 0), coalesce(w.win_stake, 0), b.single_tickets
    FROM settlement_prep_rollups b
    LEFT JOIN settlement_prep_wins w
      ON w.draw_id = ${drawId} AND w.viewer_id = b.viewer_id AND w.down_id = b.down_id AND w.demo = b.demo
    WHERE b.draw_id = ${drawId}`.execute(trx);
}

/** 1-based index into a code's payout table for a matched rank (kernel payoutIndex + 1). */
const PAYOUT_IDX = (code: string, rank: string) => `(CASE
  WHEN ${code} = 'B' THEN CASE WHEN ${rank} <= 3 THEN ${rank} WHEN ${rank} = 7 THEN 4 ELSE 5 END
  WHEN ${code} IN ('S', '5D', '6D') THEN ${rank} ELSE 1 END)`;

/**
 * Winning shares (DOMAIN 10): win_loss = income - cost - payoutOut + payoutIn, each product half
 * up, written where it changes. The same read of the winning lines' share rows writes the draw's
 * report_winner_shares (migration 0022_report_indexes), what the reports after the draw and the
 * rollups below read: one row per share row of a winning line, with the line's ticket no, number,
 * code, stake, matched ranks and winnings and the share's payoutOut W(p_down) x in / n (payout) and
 * payoutIn W(p) x out / n (upline_payout), in viewer order.
 */
async function settleWinningShares(trx: Trx, drawId: number, demo: string[]): Promise<void> {
  await sql`DELETE FROM report_winner_shares WHERE draw_id = ${drawId}`.execute(trx);
  await sql`
    WITH ws AS MATERIALIZED (
      SELECT s.bet_line_id, s.user_id, s.depth, s.down_user_id, s.in_amount, s.eat, s.out_amount, s.down_payouts,
        s.win_loss, l.draw_date, l.draw_id, l.pool_id, l.ticket_id, l.bettor_id, l.number, l.code, l.kind, l.stake,
        l.ibox_divisor, w.ranks, w.win, ${demoLine(demo)} AS demo, ${raw(BASE_WL)} AS base,
        ${raw(MUL_W(WSUM('s.down_payouts', 'l.code', 'w.ranks'), 's.in_amount', 'l.ibox_divisor'))} AS payout,
        ${raw(MUL_W(WSUM('s.payouts', 'l.code', 'w.ranks'), 's.out_amount', 'l.ibox_divisor'))} AS upline_payout
      FROM settle_won w JOIN bet_lines l ON l.id = w.id JOIN bet_shares s ON s.bet_line_id = w.id
    ), written AS (
      INSERT INTO report_winner_shares (user_id, draw_date, line_id, draw_id, pool_id, depth, down_user_id, demo,
        ticket_id, ticket_no, bettor_id, number, code, kind, stake, ibox_divisor, ranks, winnings, in_amount, eat,
        out_amount, down_payouts, payout, upline_payout)
      SELECT ws.user_id, ws.draw_date, ws.bet_line_id, ws.draw_id, ws.pool_id, ws.depth, ws.down_user_id, ws.demo,
        ws.ticket_id, t.ticket_no, ws.bettor_id, ws.number, ws.code, ws.kind, ws.stake, ws.ibox_divisor, ws.ranks,
        ws.win, ws.in_amount, ws.eat, ws.out_amount, ws.down_payouts, ws.payout, ws.upline_payout
      FROM ws JOIN tickets t ON t.id = ws.ticket_id
      ORDER BY ws.user_id, ws.bet_line_id
    )
    UPDATE bet_shares s SET win_loss = ws.base - ws.payout + ws.upline_payout
    FROM ws
    WHERE s.bet_line_id = ws.bet_line_id AND s.user_id = ws.user_id
      AND ws.win_loss IS DISTINCT FROM (ws.base - ws.payout + ws.upline_payout)`.execute(trx);
}

/**
 * From the winner shares: the payout table's cells (report_payout_cells: each winning line's
 * W(p_D) x in / n split over its matched positions by the largest remainder, as
 * docs/reports-rules.md "Splitting a line's payout over positions"; rank 0 the code's lines) and
 * what the winning lines add to the prepared stakeholder chains (report_chain_wins: their payout
 * and their change of win_loss, payoutIn - payoutOut, for every pair of accounts on a line).
 */
async function writeReportReads(trx: Trx, drawId: number): Promise<void> {
  await sql`DELETE FROM report_payout_cells WHERE draw_id = ${drawId}`.execute(trx);
  const num = `(coalesce(wl.down_payouts[${PAYOUT_IDX('wl.code', 'x.rank')}], 0) * wl.in_amount)`;
  await sql`
    INSERT INTO report_payout_cells (viewer_id, draw_date, draw_id, down_id, demo, code, rank, pool_id, win_lines,
      payout)
    WITH wl AS (
      SELECT * FROM report_winner_shares WHERE draw_id = ${drawId} AND down_user_id IS NOT NULL
    ), pos AS (
      SELECT wl.line_id, wl.user_id, wl.draw_date, wl.down_user_id, wl.demo, wl.code, wl.pool_id,
        wl.payout AS total, x.rank, x.ord,
        ${raw(num)} / (100 * wl.ibox_divisor) AS fl, ${raw(num)} % (100 * wl.ibox_divisor) AS rem
      FROM wl CROSS JOIN LATERAL unnest(wl.ranks) WITH ORDINALITY AS x (rank, ord)
    ), split AS (
      SELECT pos.*, total - sum(fl) OVER (PARTITION BY line_id, user_id) AS extra,
        row_number() OVER (PARTITION BY line_id, user_id ORDER BY rem DESC, ord) AS k
      FROM pos
    )
    SELECT user_id, min(draw_date), ${drawId}::bigint, down_user_id, demo, code, rank, min(pool_id),
      count(DISTINCT line_id), sum(fl + CASE WHEN k <= extra THEN 1 ELSE 0 END)
    FROM split GROUP BY user_id, down_user_id, demo, code, rank
    UNION ALL
    SELECT user_id, min(draw_date), ${drawId}::bigint, down_user_id, demo, code, 0, min(pool_id), count(*), 0
    FROM wl GROUP BY user_id, down_user_id, demo, code`.execute(trx);

  await sql`DELETE FROM report_chain_wins WHERE draw_id = ${drawId}`.execute(trx);
  await sql`
    INSERT INTO report_chain_wins (account_id, draw_date, draw_id, via_id, user_id, bettor, demo, pool_id, payout,
      win_loss)
    SELECT a.user_id, min(x.draw_date), ${drawId}::bigint, a.down_user_id, x.user_id, x.depth = 0, x.demo,
      min(x.pool_id), sum(x.payout), sum(x.upline_payout - x.payout)
    FROM report_winner_shares a
    JOIN report_winner_shares x ON x.draw_id = a.draw_id AND x.line_id = a.line_id
    WHERE a.draw_id = ${drawId}
    GROUP BY a.user_id, a.down_user_id, x.user_id, x.depth = 0, x.demo`.execute(trx);
}

// ---- Release, prize claims and the settlement jobs ----

/** The release status of the draw of a pool and date, undefined when there is no such draw. */
export async function selectReleaseStatus(db: Db, drawDate: string, poolId: number) {
  const row = await db
    .selectFrom('draws')
    .select('release_status')
    .where('draw_date', '=', drawDate)
    .where('pool_id', '=', poolId)
    .executeTakeFirst();
  return row?.release_status;
}

/** The version of a draw's saved result, undefined when none is saved. */
export async function selectResultVersion(trx: Trx, drawId: number): Promise<number | undefined> {
  const result = await trx
    .selectFrom('draw_results')
    .select('version')
    .where('draw_id', '=', String(drawId))
    .executeTakeFirst();
  return result?.version;
}

/** The saved result of a draw: version, date and pool (it must exist). */
export async function selectSavedResult(trx: Trx, drawId: number) {
  return trx
    .selectFrom('draw_results')
    .select(['version', 'draw_date', 'pool_id'])
    .where('draw_id', '=', String(drawId))
    .executeTakeFirstOrThrow();
}

export async function markDrawReleaseProcessing(trx: Trx, drawId: number, at: Date): Promise<void> {
  await trx
    .updateTable('draws')
    .set({ release_status: 'processing', updated_at: at })
    .where('id', '=', String(drawId))
    .execute();
}

/** Puts a draw still marked 'processing' back to 'pending' (a failed release). */
export async function resetProcessingRelease(db: Db, drawId: number): Promise<void> {
  await db
    .updateTable('draws')
    .set({ release_status: 'pending' })
    .where('id', '=', String(drawId))
    .where('release_status', '=', 'processing')
    .execute();
}

export interface SettlementRunValues {
  drawId: number;
  resultVersion: number;
  actorId: number | null;
  summary: SettleSummary;
  startedAt: Date;
  finishedAt: Date;
}

export async function insertSettlementRun(trx: Trx, run: SettlementRunValues): Promise<void> {
  await trx
    .insertInto('settlement_runs')
    .values({
      draw_id: String(run.drawId),
      result_version: run.resultVersion,
      actor_id: run.actorId,
      lines: run.summary.lines,
      winning_lines: run.summary.winningLines,
      winnings: run.summary.winnings,
      started_at: run.startedAt,
      finished_at: run.finishedAt,
    })
    .execute();
}

export async function markDrawReleased(trx: Trx, drawId: number, at: Date): Promise<void> {
  await trx
    .updateTable('draws')
    .set({ release_status: 'released', result_status: 'released', updated_at: at })
    .where('id', '=', String(drawId))
    .execute();
}

/** The figures of a draw's last settlement run, undefined when it never ran. */
export async function selectLastSettlementRun(db: Db, drawId: number) {
  return db
    .selectFrom('settlement_runs')
    .select(['lines', 'winning_lines', 'winnings'])
    .where('draw_id', '=', String(drawId))
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Whose prizes a claim covers: every tree (the operator's claim, company 0 in prize_claims) or one
 * company's tree.
 */
export type ClaimScope = { readonly companyId: number } | 'everyTree';

const CLAIM_LOCK_CLASS = 18;

/**
 * Claims of one draw date never run side by side (a company's and the operator's would both read
 * the same uncredited winnings): the later waits for the earlier's transaction.
 */
export async function lockPrizeClaims(trx: Trx, drawDate: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${CLAIM_LOCK_CLASS}, (${drawDate}::date - date '2000-01-01'))`.execute(
    trx,
  );
}

const claimKey = (scope: ClaimScope): string => (scope === 'everyTree' ? '0' : String(scope.companyId));

/** Claims a draw date's prizes for `scope`; false when that scope (or every tree) claimed it already. */
export async function insertPrizeClaim(
  trx: Trx,
  drawDate: string,
  scope: ClaimScope,
  actorId: number | null,
  at: Date,
): Promise<boolean> {
  if (scope !== 'everyTree' && (await selectPrizeClaim(trx, drawDate, 'everyTree'))) return false;
  const inserted = await trx
    .insertInto('prize_claims')
    .values({ draw_date: drawDate, company_id: claimKey(scope), claimed_by: actorId, claimed_at: at })
    .onConflict((oc) => oc.columns(['draw_date', 'company_id']).doNothing())
    .returning('draw_date')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** What the claim of a date for exactly this scope credited, if there is one. */
export async function selectPrizeClaim(trx: Trx, drawDate: string, scope: ClaimScope) {
  return trx
    .selectFrom('prize_claims')
    .select(['bettors', 'total'])
    .where('draw_date', '=', drawDate)
    .where('company_id', '=', claimKey(scope))
    .executeTakeFirst();
}

/**
 * One statement: credits each bettor of `scope` the winnings of the date's released draws not yet
 * credited (marking them credited), with a credit_log 'prize' row per bettor; how many bettors and
 * how much.
 */
export async function creditUnclaimedWinnings(
  trx: Trx,
  drawDate: string,
  scope: ClaimScope,
  actorId: number | null,
): Promise<{ bettors: number; total: number }> {
  const inScope =
    scope === 'everyTree'
      ? sql`true`
      : sql`sb.bettor_id IN (SELECT id FROM users WHERE company_id = ${scope.companyId})`;
  const moved = await sql<{ bettors: string; total: string }>`
      WITH due AS (
        SELECT sb.bettor_id, sum(sb.winnings - sb.credited)::bigint AS amount
        FROM settlement_bettors sb JOIN draws d ON d.id = sb.draw_id
        WHERE sb.draw_date = ${drawDate} AND d.release_status = 'released' AND ${inScope}
        GROUP BY sb.bettor_id HAVING sum(sb.winnings - sb.credited) <> 0
      ), book AS (
        UPDATE settlement_bettors sb SET credited = sb.winnings
        FROM draws d WHERE d.id = sb.draw_id AND sb.draw_date = ${drawDate} AND d.release_status = 'released'
          AND sb.credited <> sb.winnings AND ${inScope}
        RETURNING sb.bettor_id
      ), upd AS (
        UPDATE users u SET balance = u.balance + due.amount, updated_at = now()
        FROM due WHERE u.id = due.bettor_id
        RETURNING u.id, u.company_id, u.balance AS post, due.amount
      ), logged AS (
        INSERT INTO credit_log (company_id, user_id, actor_id, reason, amount, pre_balance, post_balance)
        SELECT company_id, id, ${actorId}, 'prize', amount, post - amount, post FROM upd ORDER BY id
        RETURNING amount
      )
      SELECT count(*) AS bettors, coalesce(sum(amount), 0) AS total FROM logged`.execute(trx);
  return { bettors: Number(moved.rows[0]?.bettors ?? 0), total: Number(moved.rows[0]?.total ?? 0) };
}

export async function recordPrizeClaimTotals(
  trx: Trx,
  drawDate: string,
  scope: ClaimScope,
  totals: { bettors: number; total: number },
): Promise<void> {
  await trx
    .updateTable('prize_claims')
    .set(totals)
    .where('draw_date', '=', drawDate)
    .where('company_id', '=', claimKey(scope))
    .execute();
}

/**
 * Draws with a saved result, not released, and not prepared yet or prepared for another result (a
 * correction saved since), by date and pool.
 */
export async function selectDrawsToPrepare(db: Db): Promise<number[]> {
  const draws = await db
    .selectFrom('draws')
    .select('id')
    .where('first_result_at', 'is not', null)
    .where('release_status', '<>', 'released')
    // Prepared ones are left alone unless their result changed: the release itself prepares again
    // when lines changed since.
    .where(
      sql<boolean>`NOT EXISTS (SELECT 1 FROM settlement_prep p WHERE p.draw_id = draws.id
        AND p.result_key IS NOT DISTINCT FROM ${resultKey(sql`draws.id`)})`,
    )
    .orderBy('draw_date')
    .orderBy('pool_id')
    .execute();
  return draws.map((d) => Number(d.id));
}

/** Released draws, by date and pool. */
export async function selectReleasedDraws(db: Db): Promise<string[]> {
  const draws = await db
    .selectFrom('draws')
    .select('id')
    .where('release_status', '=', 'released')
    .orderBy('draw_date')
    .orderBy('pool_id')
    .execute();
  return draws.map((d) => d.id);
}

/** Locks a still-released draw FOR UPDATE unless another transaction holds it; whether it got it. */
export async function lockReleasedDrawSkipLocked(trx: Trx, drawId: string): Promise<boolean> {
  const locked = await sql<{ id: string }>`
    SELECT id FROM draws WHERE id = ${drawId} AND release_status = 'released' FOR UPDATE SKIP LOCKED`.execute(
    trx,
  );
  return locked.rows.length > 0;
}
