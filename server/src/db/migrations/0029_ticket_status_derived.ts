import { sql, type Kysely } from 'kysely';

// A ticket's processed state is derived, not written (docs/settlement-rules.md "A ticket's status";
// docs/performance.md "Settlement"):
//
// - tickets.draw_ids: the draws the ticket has lines in, written with the ticket by the order.
//   A placed ticket (status 0) reads as processed once every one of them is released
//   (db/settledState.ts ticketStatus), so the release of a draw writes none of its tickets (20,000
//   row versions on the bench's draw, the largest part of the release).
// - tickets.status keeps what only an action decides: 0 placed, 2 cancelled, 99 error. The old
//   processed rows (1) go back to 0, where the draws they span, all released, make them processed.
// - draws_unreleased_idx: the few unreleased draws (a day's and the schedule's ahead), what every
//   read of a ticket's status probes.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE tickets ADD COLUMN draw_ids bigint[]`.execute(db);
  await sql`
    UPDATE tickets t SET status = CASE WHEN t.status = 1 THEN 0 ELSE t.status END,
      draw_ids = coalesce((SELECT array_agg(DISTINCT l.draw_id ORDER BY l.draw_id) FROM bet_lines l
        WHERE l.ticket_id = t.id), '{}')`.execute(db);
  await sql`ALTER TABLE tickets ALTER COLUMN draw_ids SET NOT NULL`.execute(db);
  await sql`ALTER TABLE tickets DROP CONSTRAINT IF EXISTS tickets_status_check`.execute(db);
  await sql`ALTER TABLE tickets ADD CONSTRAINT tickets_status_check CHECK (status IN (0, 2, 99))`.execute(db);
  await sql`CREATE INDEX draws_unreleased_idx ON draws (id) WHERE release_status <> 'released'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS draws_unreleased_idx`.execute(db);
  await sql`ALTER TABLE tickets DROP CONSTRAINT IF EXISTS tickets_status_check`.execute(db);
  await sql`ALTER TABLE tickets ADD CONSTRAINT tickets_status_check CHECK (status IN (0, 1, 2, 99))`.execute(
    db,
  );
  await sql`
    UPDATE tickets t SET status = 1
    WHERE t.status = 0 AND cardinality(t.draw_ids) > 0
      AND NOT EXISTS (SELECT 1 FROM draws d WHERE d.id = ANY (t.draw_ids) AND d.release_status <> 'released')`.execute(
    db,
  );
  await sql`ALTER TABLE tickets DROP COLUMN draw_ids`.execute(db);
}
