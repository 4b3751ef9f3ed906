import { sql, type Kysely } from 'kysely';

// The map's per-code totals (docs/performance.md "Exposure"; docs/reports-rules.md "Exposure
// family"): `exposure_codes` holds, per account, draw, demo flag and code, the sums of the exposure
// rows of that code over every number, so that the footer of a map page (every number's total per
// code) is a few hundred rows instead of every cell of the account (a company's 122,655 on the bench
// draw). One account's code row would be written by every order of its tree, so each is kept in up
// to 256 rows: a write adds to the stripe of its database connection (pg_backend_pid() modulo 256,
// server/src/modules/betting/queries/exposureSums.ts), so two orders wait for each other here only
// when their connections share a stripe and they bet the same code under the same account. The
// order's write statement and the void add and take off their lines after the exposure and
// exposure_numbers rows, in key order.
//
// exposure_numbers_own_idx: the numbers of an account's own runs (own stake or net not 0), the
// only numbers whose cells can be negative under the eat types; few, read by index.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE exposure_codes (
      user_id bigint NOT NULL,
      draw_id bigint NOT NULL,
      demo boolean NOT NULL,
      code text NOT NULL,
      stripe smallint NOT NULL,
      sale_gross bigint NOT NULL DEFAULT 0,
      sale_net bigint NOT NULL DEFAULT 0,
      eat bigint NOT NULL DEFAULT 0,
      eat_net bigint NOT NULL DEFAULT 0,
      own_stake bigint NOT NULL DEFAULT 0,
      own_net bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (user_id, draw_id, demo, code, stripe)
    ) WITH (fillfactor = 80)`.execute(db);
  await sql`
    INSERT INTO exposure_codes (user_id, draw_id, demo, code, stripe, sale_gross, sale_net, eat, eat_net, own_stake,
      own_net)
    SELECT user_id, draw_id, demo, code, 0, sum(sale_gross), sum(sale_net), sum(eat), sum(eat_net), sum(own_stake),
      sum(own_net)
    FROM exposure
    GROUP BY 1, 2, 3, 4`.execute(db);
  await sql`
    CREATE INDEX exposure_numbers_own_idx ON exposure_numbers (user_id, draw_id, number)
    WHERE own_stake <> 0 OR own_net <> 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS exposure_numbers_own_idx`.execute(db);
  await sql`DROP TABLE IF EXISTS exposure_codes`.execute(db);
}
