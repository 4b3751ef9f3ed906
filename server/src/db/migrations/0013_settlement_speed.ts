import { sql, type Kysely } from 'kysely';

// Settlement speed. A release writes every settled line once (status, matched ranks,
// winnings, settled_at) and every share once (win_loss). Both updates can stay HOT (no index entry
// written) when no indexed column changes and the page has room for the new row version:
// - bet_lines_draw_idx no longer carries `status` (0006 indexed (draw_id, status)), so a line's
//   0 -> 1 change is not an index change; draw readers filter the status on the rows they fetch.
// - fillfactor 45 (0007 set 85) leaves room on each page for a new version of every row on it.
//   It applies to pages written from now on; old pages keep their layout.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bet_lines SET (fillfactor = 45)`.execute(db);
  await sql`ALTER TABLE bet_shares SET (fillfactor = 45)`.execute(db);
  await sql`CREATE INDEX bet_lines_draw_only_idx ON bet_lines (draw_id)`.execute(db);
  await sql`DROP INDEX bet_lines_draw_idx`.execute(db);
  await sql`ALTER INDEX bet_lines_draw_only_idx RENAME TO bet_lines_draw_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX bet_lines_draw_idx`.execute(db);
  await sql`CREATE INDEX bet_lines_draw_idx ON bet_lines (draw_id, status)`.execute(db);
  await sql`ALTER TABLE bet_lines SET (fillfactor = 85)`.execute(db);
  await sql`ALTER TABLE bet_shares SET (fillfactor = 85)`.execute(db);
}
