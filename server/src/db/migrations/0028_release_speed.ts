import { sql, type Kysely } from 'kysely';

// The release of a prepared draw (docs/performance.md "Settlement"; docs/settlement-rules.md
// "Preparing and releasing a draw"):
//
// - draw_line_counts: how many bet lines each draw has, kept by the writes, so the release checks
//   that no line came in since the preparation without counting the draw's lines (1,000,000 index
//   entries on the bench draw). Statement triggers on bet_lines add what a statement inserted and
//   take off what it deleted (only tests delete lines; a void keeps the line, status 2), per draw.
//   Every order would add to its draws' one row, so each draw is kept in up to 256 rows (as exposure_codes): a statement
//   adds to the stripe of its database connection (pg_backend_pid() modulo 256), in draw order, so
//   two orders on one draw wait for each other here only when their connections share a stripe,
//   and writers lock counter rows in one order. The draw's count is the sum of its rows, read in
//   the reader's snapshot like the lines themselves. A line never moves to another draw.
// - report_rollups loses its foreign keys to users and draws: the release rewrites the draw's rows
//   from the preparation tables, whose rows are checked against the same tables, and their three
//   checks per inserted row were most of the release's rollup insert (docs/decisions.md, "Report
//   rollups without foreign keys").
// - users gets fillfactor 50: a release moves every bettor's cost in one statement, and an order
//   changes its bettor's outstanding; with room on the page these updates are HOT (no entry in the
//   table's six indexes, one of them GIN). Pages already full keep their rows until they move.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE draw_line_counts (
      draw_id bigint NOT NULL REFERENCES draws (id) ON DELETE CASCADE,
      stripe smallint NOT NULL,
      lines bigint NOT NULL,
      PRIMARY KEY (draw_id, stripe)
    ) WITH (fillfactor = 50)`.execute(db);
  // Adds (inserted rows) or takes off (deleted rows) a statement's lines per draw, on the connection's stripe.
  const countFunction = (name: string, rows: string, sign: '' | '-') => sql`
    CREATE FUNCTION ${sql.raw(name)}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO draw_line_counts AS c (draw_id, stripe, lines)
      SELECT draw_id, (pg_backend_pid() % 256)::smallint, ${sql.raw(sign)}count(*) FROM ${sql.raw(rows)}
      GROUP BY draw_id ORDER BY draw_id
      ON CONFLICT (draw_id, stripe) DO UPDATE SET lines = c.lines + excluded.lines;
      RETURN NULL;
    END $$`;
  await countFunction('dd_count_lines_added', 'added', '').execute(db);
  await countFunction('dd_count_lines_removed', 'removed', '-').execute(db);
  await sql`
    CREATE FUNCTION dd_count_lines_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM draw_line_counts;
      RETURN NULL;
    END $$`.execute(db);
  // The triggers first: CREATE TRIGGER locks bet_lines against writes to the end of the migration,
  // so the counts filled below are exact.
  await sql`
    CREATE TRIGGER bet_lines_count_added AFTER INSERT ON bet_lines REFERENCING NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION dd_count_lines_added()`.execute(db);
  await sql`
    CREATE TRIGGER bet_lines_count_removed AFTER DELETE ON bet_lines REFERENCING OLD TABLE AS removed
    FOR EACH STATEMENT EXECUTE FUNCTION dd_count_lines_removed()`.execute(db);
  await sql`
    CREATE TRIGGER bet_lines_count_truncated AFTER TRUNCATE ON bet_lines
    FOR EACH STATEMENT EXECUTE FUNCTION dd_count_lines_truncated()`.execute(db);
  await sql`
    INSERT INTO draw_line_counts (draw_id, stripe, lines)
    SELECT draw_id, 0, count(*) FROM bet_lines GROUP BY draw_id`.execute(db);

  for (const column of ['viewer_id', 'down_id', 'draw_id'])
    await sql`ALTER TABLE report_rollups DROP CONSTRAINT IF EXISTS ${sql.raw(`report_rollups_${column}_fkey`)}`.execute(
      db,
    );

  await sql`ALTER TABLE users SET (fillfactor = 50)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users RESET (fillfactor)`.execute(db);
  await sql`
    ALTER TABLE report_rollups
      ADD CONSTRAINT report_rollups_viewer_id_fkey FOREIGN KEY (viewer_id) REFERENCES users (id),
      ADD CONSTRAINT report_rollups_down_id_fkey FOREIGN KEY (down_id) REFERENCES users (id),
      ADD CONSTRAINT report_rollups_draw_id_fkey FOREIGN KEY (draw_id) REFERENCES draws (id)`.execute(db);
  await sql`DROP TRIGGER IF EXISTS bet_lines_count_truncated ON bet_lines`.execute(db);
  await sql`DROP TRIGGER IF EXISTS bet_lines_count_removed ON bet_lines`.execute(db);
  await sql`DROP TRIGGER IF EXISTS bet_lines_count_added ON bet_lines`.execute(db);
  await sql`DROP FUNCTION IF EXISTS dd_count_lines_truncated()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS dd_count_lines_removed()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS dd_count_lines_added()`.execute(db);
  await sql`DROP TABLE IF EXISTS draw_line_counts`.execute(db);
}
