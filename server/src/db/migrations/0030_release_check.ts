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
// - credit_log loses its foreign key to users, and users refuses every DELETE (a statement trigger):
//   the key checked each of the release's 2,000 ledger rows (15-20 ms), and what it guarded the
//   ledger against, an account deleted under its rows, can no longer happen at all (no code path
//   deletes an account; docs/decisions.md "The credit log without a foreign key").

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE settlement_prep
      ADD COLUMN cancelled_tickets bigint,
      ADD COLUMN winning_lines bigint,
      ADD COLUMN winnings bigint`.execute(db);
  await sql`CREATE INDEX tickets_cancelled_draws_idx ON tickets USING gin (draw_ids) WHERE status = 2`.execute(
    db,
  );
  await sql`
    CREATE FUNCTION dd_refuse_account_delete() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'accounts are closed (status), never deleted';
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER users_never_deleted BEFORE DELETE OR TRUNCATE ON users
    FOR EACH STATEMENT EXECUTE FUNCTION dd_refuse_account_delete()`.execute(db);
  await sql`ALTER TABLE credit_log DROP CONSTRAINT IF EXISTS credit_log_user_id_fkey`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE credit_log ADD CONSTRAINT credit_log_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id)`.execute(
    db,
  );
  await sql`DROP TRIGGER IF EXISTS users_never_deleted ON users`.execute(db);
  await sql`DROP FUNCTION IF EXISTS dd_refuse_account_delete()`.execute(db);
  await sql`DROP INDEX IF EXISTS tickets_cancelled_draws_idx`.execute(db);
  await sql`
    ALTER TABLE settlement_prep
      DROP COLUMN IF EXISTS cancelled_tickets,
      DROP COLUMN IF EXISTS winning_lines,
      DROP COLUMN IF EXISTS winnings`.execute(db);
}
