import { distinctPermutations } from '@drawdesk/shared-kernel/domain/betting';
import { sql, type RawBuilder } from 'kysely';
import type { Trx } from '../../db/retry';

/**
 * Set-based settlement of one draw (DOMAIN 10, 11, 14), all in the caller's transaction. Every
 * figure is recomputed from the draw's bet lines and result, so a rerun writes the same values
 * and a corrected result replaces what an earlier release wrote. The SQL agrees with the kernel's
 * matchBet / payoutSum / winningsCents (shared-kernel/src/domain/betting/match.ts).
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
/** x / den half up for any sign (floor). */
const HALF_UP = (num: string, den: string) =>
  `floor((2 * (${num}) + (${den}))::numeric / (2 * (${den})))::bigint`;

const raw = (s: string): RawBuilder<unknown> => sql.raw(s);

/** Builds the temp table settle_hits(id, ranks) of the draw's matching active lines. */
async function buildHits(trx: Trx, drawId: number): Promise<void> {
  await sql`DROP TABLE IF EXISTS settle_hits`.execute(trx);
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
      SELECT id, code, kind, number FROM bet_lines WHERE draw_id = ${drawId} AND status <> 2
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
}

export interface SettleSummary {
  lines: number;
  winningLines: number;
  winnings: number;
}

/**
 * Settles the draw (its result already in result_numbers): bet lines, shares, tickets, bettor
 * balances (cost moved from outstanding into balance; winnings of an already claimed date
 * credited), report rollups. Writes only rows whose values change.
 */
export async function settleDraw(
  trx: Trx,
  drawId: number,
  actorId: number | null,
  now: Date,
): Promise<SettleSummary> {
  // Hash joins and the rollup sort over a whole draw's shares stay in memory; JIT compiling these
  // one-off statements cost ~1.9 s each at 1,000,000 lines and saved less than that.
  await sql`SET LOCAL work_mem = '64MB'`.execute(trx);
  await sql`SET LOCAL jit = off`.execute(trx);
  await buildHits(trx, drawId);

  // Bet lines: matched ranks and the bettor's winnings W(p) x stake / n.
  await sql`
    UPDATE bet_lines l SET matched_ranks = '{}', winnings = 0, status = 1, settled_at = ${now}
    WHERE l.draw_id = ${drawId} AND l.status <> 2
      AND NOT EXISTS (SELECT 1 FROM settle_hits h WHERE h.id = l.id)
      AND (l.status <> 1 OR l.winnings IS DISTINCT FROM 0 OR l.matched_ranks IS DISTINCT FROM '{}')`.execute(
    trx,
  );
  await sql`
    UPDATE bet_lines l SET matched_ranks = w.ranks, winnings = w.win, status = 1, settled_at = ${now}
    FROM (
      SELECT h.id, h.ranks,
        ${raw(MUL_W(WSUM('l2.payouts', 'l2.code', 'h.ranks'), 'l2.stake', 'l2.ibox_divisor'))} AS win
      FROM settle_hits h JOIN bet_lines l2 ON l2.id = h.id
    ) w
    WHERE l.id = w.id
      AND (l.status <> 1 OR l.winnings IS DISTINCT FROM w.win OR l.matched_ranks IS DISTINCT FROM w.ranks)`.execute(
    trx,
  );

  // Shares (DOMAIN 10): income - cost - payoutOut + payoutIn, each product half up.
  const base = `${MUL_RATE('coalesce(s.down_rate, 0)', 's.in_amount')} - ${MUL_RATE('s.rate', 's.out_amount')}`;
  // Every line of the draw not voided is settled (status 1) by now. Written as anti-joins, not as a
  // join to the lines: the planner's statistics still say 'status 0' here and chose a nested loop.
  await sql`
    UPDATE bet_shares s SET win_loss = ${raw(base)}
    WHERE s.draw_id = ${drawId}
      AND NOT EXISTS (SELECT 1 FROM settle_hits h WHERE h.id = s.bet_line_id)
      AND NOT EXISTS (SELECT 1 FROM bet_lines v WHERE v.id = s.bet_line_id AND v.draw_id = ${drawId} AND v.status = 2)
      AND s.win_loss IS DISTINCT FROM (${raw(base)})`.execute(trx);
  const wl = `${base}
      - ${MUL_W(WSUM('s.down_payouts', 'l.code', 'h.ranks'), 's.in_amount', 'l.ibox_divisor')}
      + ${MUL_W(WSUM('s.payouts', 'l.code', 'h.ranks'), 's.out_amount', 'l.ibox_divisor')}`;
  await sql`
    UPDATE bet_shares s SET win_loss = ${raw(wl)}
    FROM settle_hits h JOIN bet_lines l ON l.id = h.id
    WHERE s.bet_line_id = h.id AND s.win_loss IS DISTINCT FROM (${raw(wl)})`.execute(trx);

  // Tickets: processed once none of their lines is still active. The draw's tickets are a hash
  // join (an IN (subquery) here was planned as a nested loop over ticket pairs: 31 s at 200,000
  // lines); every line of this draw is settled or voided by now, so only other draws can hold one.
  await sql`
    UPDATE tickets t SET status = 1
    FROM (SELECT DISTINCT ticket_id FROM bet_lines WHERE draw_id = ${drawId}) d
    WHERE t.id = d.ticket_id AND t.status = 0
      AND NOT EXISTS (
        SELECT 1 FROM bet_lines x WHERE x.ticket_id = t.id AND x.status = 0 AND x.draw_id <> ${drawId})`.execute(
    trx,
  );

  await settleBettors(trx, drawId, actorId);
  await writeRollups(trx, drawId);

  const summary = await sql<{ lines: string; winning: string; winnings: string }>`
    SELECT count(*) AS lines, count(*) FILTER (WHERE winnings > 0) AS winning, coalesce(sum(winnings), 0) AS winnings
    FROM bet_lines WHERE draw_id = ${drawId} AND status <> 2`.execute(trx);
  const row = summary.rows[0];
  return {
    lines: Number(row?.lines ?? 0),
    winningLines: Number(row?.winning ?? 0),
    winnings: Number(row?.winnings ?? 0),
  };
}

/**
 * Bettor balances (DOMAIN 3): the draw's net cost moves from outstanding into balance as a loss;
 * when the draw's date was already claimed, the change of its winnings since the last credit is
 * credited too. Relative to what an earlier release of the draw moved (settlement_bettors), so a
 * rerun moves nothing and a correction moves only the difference. credit_log rows per change.
 */
async function settleBettors(trx: Trx, drawId: number, actorId: number | null): Promise<void> {
  await sql`
    WITH cur AS (
      SELECT bettor_id, min(draw_date) AS draw_date, sum(net)::bigint AS cost, sum(winnings)::bigint AS win
      FROM bet_lines WHERE draw_id = ${drawId} AND status <> 2 GROUP BY bettor_id
    ), claimed AS (
      SELECT EXISTS (SELECT 1 FROM prize_claims c JOIN draws d ON d.draw_date = c.draw_date WHERE d.id = ${drawId}) AS yes
    ), delta AS (
      SELECT coalesce(cur.bettor_id, sb.bettor_id) AS bettor_id,
             coalesce(cur.draw_date, sb.draw_date) AS draw_date,
             coalesce(cur.cost, 0) AS cost, coalesce(cur.win, 0) AS win,
             coalesce(cur.cost, 0) - coalesce(sb.cost, 0) AS dcost,
             CASE WHEN (SELECT yes FROM claimed) THEN coalesce(cur.win, 0) - coalesce(sb.credited, 0) ELSE 0 END AS dprize,
             CASE WHEN (SELECT yes FROM claimed) THEN coalesce(cur.win, 0) ELSE coalesce(sb.credited, 0) END AS credited
      FROM cur FULL JOIN (SELECT * FROM settlement_bettors WHERE draw_id = ${drawId}) sb ON sb.bettor_id = cur.bettor_id
    ), book AS (
      INSERT INTO settlement_bettors (draw_id, bettor_id, draw_date, cost, winnings, credited)
      SELECT ${drawId}, bettor_id, draw_date, cost, win, credited FROM delta
      ON CONFLICT (draw_id, bettor_id) DO UPDATE
        SET cost = excluded.cost, winnings = excluded.winnings, credited = excluded.credited
      RETURNING bettor_id
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
 * report_rollups of the draw (DOMAIN 14), rewritten from the settled shares: the rate terms over
 * every share, the payout terms over the winning lines' shares only (zero elsewhere).
 */
async function writeRollups(trx: Trx, drawId: number): Promise<void> {
  await sql`DELETE FROM report_rollups WHERE draw_id = ${drawId}`.execute(trx);
  const n = 'l.ibox_divisor';
  const pOut = MUL_W(WSUM('s.down_payouts', 'l.code', 'h.ranks'), 's.in_amount', n);
  const pIn = MUL_W(WSUM('s.payouts', 'l.code', 'h.ranks'), 's.out_amount', n);
  await sql`
    WITH per_ticket AS (
      SELECT s.user_id, s.down_user_id, l.ticket_id, min(s.pool_id) AS pool_id, min(s.draw_date) AS draw_date,
        sum(l.stake) AS turnover, sum(${raw(MUL_RATE('s.down_rate', 's.in_amount'))}) AS income,
        sum(${raw(HALF_UP('(l.base_rate - s.down_rate)::bigint * s.in_amount', '10000'))}) AS commission,
        sum(${raw(MUL_RATE('s.rate', 's.out_amount'))}) AS cost, sum(s.win_loss) AS own, count(*) AS lines
      FROM bet_shares s JOIN bet_lines l ON l.id = s.bet_line_id AND l.draw_id = ${drawId} AND l.status <> 2
      WHERE s.draw_id = ${drawId} AND s.depth >= 1 AND s.down_user_id IS NOT NULL
      GROUP BY s.user_id, s.down_user_id, l.ticket_id
    ), base AS (
      SELECT user_id, down_user_id, min(pool_id) AS pool_id, min(draw_date) AS draw_date, sum(turnover) AS turnover,
        sum(income) AS income, sum(commission) AS commission, sum(cost) AS cost, sum(own) AS own,
        count(*) AS tickets, sum(lines) AS lines
      FROM per_ticket GROUP BY user_id, down_user_id
    ), won AS (
      SELECT s.user_id, s.down_user_id, sum(${raw(pOut)}) AS pout, sum(${raw(pIn)}) AS pin
      FROM settle_hits h JOIN bet_lines l ON l.id = h.id JOIN bet_shares s ON s.bet_line_id = h.id
      WHERE s.depth >= 1 AND s.down_user_id IS NOT NULL
      GROUP BY s.user_id, s.down_user_id
    )
    INSERT INTO report_rollups (viewer_id, down_id, draw_id, pool_id, draw_date, turnover, net_amount,
      commission, payout, win_loss, own_win_loss, upline_win_loss, ticket_count, line_count)
    SELECT b.user_id, b.down_user_id, ${drawId}, b.pool_id, b.draw_date, b.turnover, b.income, b.commission,
      coalesce(w.pout, 0), coalesce(w.pout, 0) - b.income, b.own, b.cost - coalesce(w.pin, 0), b.tickets, b.lines
    FROM base b LEFT JOIN won w ON w.user_id = b.user_id AND w.down_user_id = b.down_user_id`.execute(trx);
}
