import { sql, type Kysely } from 'kysely';

// The map's per-number totals (docs/performance.md "Exposure"; docs/reports-rules.md "Exposure
// family"): `exposure_numbers` holds, per account, draw, demo flag, map number and the digits its
// codes bet on (2 to 6: the game of the digit filter), the sums of the exposure rows of that number
// over its codes. The order's write statement and the void add and take off their lines in the same
// statement as the exposure rows (after them, in key order), so the two never drift apart. The map
// ranks, counts and pages its numbers from it (a number's total without grouping its cells) and reads
// the cells of the numbers it shows only. Key order (user_id, draw_id, demo, number): a page sorted
// by number is read in index order. `digits` is the code's (B and S: 4), so the digit filters 2D to
// 6D are a condition on it; '4ds' (4D specials without Big and Small) is not, and reads the cells.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE exposure_numbers (
      user_id bigint NOT NULL,
      draw_id bigint NOT NULL,
      demo boolean NOT NULL,
      number text NOT NULL,
      digits smallint NOT NULL,
      sale_gross bigint NOT NULL DEFAULT 0,
      sale_net bigint NOT NULL DEFAULT 0,
      eat bigint NOT NULL DEFAULT 0,
      eat_net bigint NOT NULL DEFAULT 0,
      own_stake bigint NOT NULL DEFAULT 0,
      own_net bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (user_id, draw_id, demo, number, digits)
    ) WITH (fillfactor = 80)`.execute(db);
  await sql`
    INSERT INTO exposure_numbers (user_id, draw_id, demo, number, digits, sale_gross, sale_net, eat, eat_net,
      own_stake, own_net)
    SELECT user_id, draw_id, demo, number, CASE WHEN code IN ('B', 'S') THEN 4 ELSE left(code, 1)::smallint END,
      sum(sale_gross), sum(sale_net), sum(eat), sum(eat_net), sum(own_stake), sum(own_net)
    FROM exposure
    GROUP BY 1, 2, 3, 4, 5`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS exposure_numbers`.execute(db);
}
