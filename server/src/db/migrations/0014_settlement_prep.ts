import { sql, type Kysely } from 'kysely';
import { MATCH_KEY_SQL } from '../matchKey';

// Settlement in two steps (docs/settlement-rules.md "Preparing and releasing a draw").
// Once a draw's first result is saved its lines are frozen (no void, no late order), so what does
// not depend on the result is worked out ahead of the release by the prepare-settlement job:
// every share's no-win win_loss, the report rollups' rate terms, each bettor's cost and the draw's
// tickets. The release then touches only the winning lines (found through bet_lines_match_idx by
// code and compared digits) and the lines that won before a correction (settlement_winners).
// A line's 'processed' state is its draw's release: bet_lines.status keeps 0 (placed) or 2 (void),
// and winnings / matched_ranks are written for winning lines only (NULL: no win).
const MATCH_KEY = sql.raw(MATCH_KEY_SQL);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE settlement_prep (
      draw_id bigint PRIMARY KEY REFERENCES draws (id),
      line_count bigint NOT NULL,
      active_lines bigint NOT NULL,
      prepared_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE settlement_prep_rollups (
      draw_id bigint NOT NULL REFERENCES draws (id),
      viewer_id bigint NOT NULL,
      down_id bigint NOT NULL,
      pool_id smallint NOT NULL,
      draw_date date NOT NULL,
      turnover bigint NOT NULL,
      net_amount bigint NOT NULL,
      commission bigint NOT NULL,
      cost bigint NOT NULL,
      own_base bigint NOT NULL,
      ticket_count integer NOT NULL,
      line_count integer NOT NULL,
      PRIMARY KEY (draw_id, viewer_id, down_id)
    )`.execute(db);
  await sql`
    CREATE TABLE settlement_prep_bettors (
      draw_id bigint NOT NULL REFERENCES draws (id),
      bettor_id bigint NOT NULL,
      draw_date date NOT NULL,
      cost bigint NOT NULL,
      PRIMARY KEY (draw_id, bettor_id)
    )`.execute(db);
  // The draw's tickets not voided, with the other draws they also have lines in.
  await sql`
    CREATE TABLE settlement_prep_tickets (
      draw_id bigint NOT NULL REFERENCES draws (id),
      ticket_id bigint NOT NULL,
      other_draws bigint[] NOT NULL,
      PRIMARY KEY (draw_id, ticket_id)
    )`.execute(db);
  // The winning lines of the last release of each draw (a correction resets those that lost).
  await sql`
    CREATE TABLE settlement_winners (
      draw_id bigint NOT NULL REFERENCES draws (id),
      line_id bigint NOT NULL,
      PRIMARY KEY (draw_id, line_id)
    )`.execute(db);
  await sql`CREATE INDEX bet_lines_match_idx ON bet_lines (draw_id, code, ${MATCH_KEY}) WHERE kind <> 3`.execute(
    db,
  );
  await sql`CREATE INDEX bet_lines_special_idx ON bet_lines (draw_id) WHERE kind = 3 OR code IN ('5D', '6D')`.execute(
    db,
  );
  // A release sets every ticket of the draw processed: room on each page keeps those updates HOT.
  await sql`ALTER TABLE tickets SET (fillfactor = 50)`.execute(db);
  // Lines settled the old way: status 1 becomes the draw's release; a no-win is NULL.
  await sql`UPDATE bet_lines SET status = 0 WHERE status = 1`.execute(db);
  await sql`UPDATE bet_lines SET matched_ranks = NULL, winnings = NULL, settled_at = NULL
    WHERE matched_ranks IS NOT NULL AND cardinality(matched_ranks) = 0`.execute(db);
  await sql`INSERT INTO settlement_winners (draw_id, line_id)
    SELECT draw_id, id FROM bet_lines WHERE matched_ranks IS NOT NULL`.execute(db);
  await sql`ALTER TABLE bet_lines DROP CONSTRAINT IF EXISTS bet_lines_status_check`.execute(db);
  await sql`ALTER TABLE bet_lines ADD CONSTRAINT bet_lines_status_check CHECK (status IN (0, 2))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bet_lines DROP CONSTRAINT IF EXISTS bet_lines_status_check`.execute(db);
  await sql`ALTER TABLE bet_lines ADD CONSTRAINT bet_lines_status_check CHECK (status IN (0, 1, 2))`.execute(
    db,
  );
  await sql`ALTER TABLE tickets RESET (fillfactor)`.execute(db);
  for (const index of ['bet_lines_special_idx', 'bet_lines_match_idx']) {
    await sql`DROP INDEX IF EXISTS ${sql.raw(index)}`.execute(db);
  }
  for (const table of [
    'settlement_prep_tickets',
    'settlement_prep_bettors',
    'settlement_prep_rollups',
    'settlement_prep',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
