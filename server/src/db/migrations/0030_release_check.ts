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
// - users.username takes its format from a domain (dd_username) instead of a table CHECK: a table's
//   CHECK constraints are evaluated on every update of a row, whatever columns it sets, and this
//   one's regular expression was about 6 ms of the release's 2,000 balance updates (and a little of
//   every order's outstanding update). A domain's check runs when a username is written only.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE settlement_prep
      ADD COLUMN cancelled_tickets bigint,
      ADD COLUMN winning_lines bigint,
      ADD COLUMN winnings bigint`.execute(db);
  await sql`CREATE INDEX tickets_cancelled_draws_idx ON tickets USING gin (draw_ids) WHERE status = 2`.execute(
    db,
  );
  await sql`CREATE DOMAIN dd_username AS text CHECK (VALUE ~ '^[A-Za-z0-9_]{3,20}$')`.execute(db);
  await sql`ALTER TABLE users DROP CONSTRAINT IF EXISTS users_username_check`.execute(db);
  await retypeUsername(db, 'dd_username');
}

/**
 * Changes the username column's type; the order context's trigger names the column (UPDATE OF), so
 * it is dropped and created again as migration 0017_order_checks made it.
 */
async function retypeUsername(db: Kysely<unknown>, type: 'dd_username' | 'text'): Promise<void> {
  await sql`DROP TRIGGER users_order_context ON users`.execute(db);
  await sql`ALTER TABLE users ALTER COLUMN username TYPE ${sql.raw(type)}`.execute(db);
  await sql`
    CREATE TRIGGER users_order_context
    AFTER INSERT OR DELETE OR UPDATE OF username, role_id, status, company_id, path, settings ON users
    FOR EACH STATEMENT EXECUTE FUNCTION dd_raise_revision('order_context')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await retypeUsername(db, 'text');
  await sql`ALTER TABLE users ADD CONSTRAINT users_username_check CHECK (username ~ '^[A-Za-z0-9_]{3,20}$')`.execute(
    db,
  );
  await sql`DROP DOMAIN IF EXISTS dd_username`.execute(db);
  await sql`DROP INDEX IF EXISTS tickets_cancelled_draws_idx`.execute(db);
  await sql`
    ALTER TABLE settlement_prep
      DROP COLUMN IF EXISTS cancelled_tickets,
      DROP COLUMN IF EXISTS winning_lines,
      DROP COLUMN IF EXISTS winnings`.execute(db);
}
