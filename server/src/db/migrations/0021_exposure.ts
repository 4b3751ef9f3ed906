import { sql, type Kysely } from 'kysely';

// The exposure family (docs/reports-rules.md "Exposure family"; docs/performance.md "Exposure"):
// - `exposure`: per account holding a share (user_id), draw, number and code, what the map reads:
//   the stake of the account's subtree, r_D x in, in, eat, r_D x eat, and the stake and cost of the
//   account's own run tickets. The order's one write statement adds its lines to it and a void
//   takes them off, so the map reads a few thousand rows instead of grouping the draw's share rows.
//   `number` is what the map counts a line under: the digits its code bets on, an ibox line the
//   number as typed (`ibox` true). `demo`: the bettor was a demo account (or under one) when the
//   line was placed; every map leaves those out. Cancelled lines are never in it.
// - tickets.source 'run': an agent's own order with its upline from the run map.
// - bet_lines_sold_out_idx: the lines nobody took in full (the company's run map reads them).

/** a x rate (per 10,000), half up; a >= 0 (the order write and the settlement round alike). */
const mulRate = (rate: string, amount: string) => `((2 * (${rate})::bigint * (${amount}) + 10000) / 20000)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE exposure (
      user_id bigint NOT NULL,
      draw_id bigint NOT NULL,
      number text NOT NULL,
      code text NOT NULL,
      ibox boolean NOT NULL,
      demo boolean NOT NULL,
      sale_gross bigint NOT NULL DEFAULT 0,
      sale_net bigint NOT NULL DEFAULT 0,
      in_amount bigint NOT NULL DEFAULT 0,
      eat bigint NOT NULL DEFAULT 0,
      eat_net bigint NOT NULL DEFAULT 0,
      own_stake bigint NOT NULL DEFAULT 0,
      own_net bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (user_id, draw_id, number, code, ibox, demo)
    ) WITH (fillfactor = 80)`.execute(db);
  await sql`
    INSERT INTO exposure (user_id, draw_id, number, code, ibox, demo, sale_gross, sale_net, in_amount, eat, eat_net)
    SELECT s.user_id, s.draw_id, CASE WHEN l.kind = 3 THEN l.number ELSE l.limit_key END, l.code, l.kind = 3,
      EXISTS (SELECT 1 FROM users b JOIN users a ON a.id = ANY (b.path)
        WHERE b.id = l.bettor_id AND a.settings ->> 'isDemo' = 'true'),
      sum(l.stake), sum(${sql.raw(mulRate('s.down_rate', 's.in_amount'))}), sum(s.in_amount), sum(s.eat),
      sum(${sql.raw(mulRate('s.down_rate', 's.eat'))})
    FROM bet_shares s JOIN bet_lines l ON l.id = s.bet_line_id
    WHERE l.status <> 2 AND s.depth > 0
    GROUP BY 1, 2, 3, 4, 5, 6`.execute(db);

  await sql`ALTER TABLE tickets DROP CONSTRAINT IF EXISTS tickets_source_check`.execute(db);
  await sql`ALTER TABLE tickets ADD CONSTRAINT tickets_source_check
    CHECK (source IN ('express', 'web', 'auto', 'lucky', 'api', 'run'))`.execute(db);

  await sql`CREATE INDEX bet_lines_sold_out_idx ON bet_lines (draw_id) WHERE stake < requested`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS bet_lines_sold_out_idx`.execute(db);
  await sql`ALTER TABLE tickets DROP CONSTRAINT IF EXISTS tickets_source_check`.execute(db);
  await sql`ALTER TABLE tickets ADD CONSTRAINT tickets_source_check
    CHECK (source IN ('express', 'web', 'auto', 'lucky', 'api'))`.execute(db);
  await sql`DROP TABLE IF EXISTS exposure`.execute(db);
}
