import { sql, type Kysely } from 'kysely';

// What the release reads of its preparation (docs/settlement-rules.md "Preparing and releasing a
// draw"; docs/performance.md "Settlement"):
//
// - settlement_prep.cancelled_tickets: how many tickets with lines in the draw were cancelled when
//   the preparation read its lines. A void after it cancels one more, so the release compares this
//   count with the one it reads (tickets_cancelled_draws_idx: the cancelled tickets by draw, a few
//   index entries) instead of joining the draw's 20,000 prepared tickets to tickets. NULL on rows
//   prepared before: they are prepared again.
// - settlement_prep.winning_lines and winnings: the release's summary, worked out with the winners.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE settlement_prep
      ADD COLUMN cancelled_tickets bigint,
      ADD COLUMN winning_lines bigint,
      ADD COLUMN winnings bigint`.execute(db);
  await sql`CREATE INDEX tickets_cancelled_draws_idx ON tickets USING gin (draw_ids) WHERE status = 2`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS tickets_cancelled_draws_idx`.execute(db);
  await sql`
    ALTER TABLE settlement_prep
      DROP COLUMN IF EXISTS cancelled_tickets,
      DROP COLUMN IF EXISTS winning_lines,
      DROP COLUMN IF EXISTS winnings`.execute(db);
}
