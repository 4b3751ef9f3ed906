import { sql, type Kysely } from 'kysely';

// For the order pipeline's fewer round trips (docs/betting-rules.md "Order pipeline" 24-26):
// - dd_require(ok, code, message): true when `ok` is true, else raises `message` with SQLSTATE
//   `code`. The order write is one statement that must fail as a whole, undoing what its other
//   parts did, when the usage or the number queue it was allocated on changed since it was read, or
//   when the credit did not cover the order.
// - config_revisions: a counter per kind of configuration that every change of it raises, in the
//   changing transaction, so a server can keep what it read in memory and know in its next
//   statement whether it is still current. 'packages' covers packages and package_rates;
//   'order_context' what an order reads before parsing (ORDER_CONTEXT_TABLES; of users only the
//   columns it reads, so the credit update of every order does not raise it).
const ORDER_CONTEXT_TABLES = [
  'account_eat_settings',
  'account_fight_limits',
  'app_settings',
  'draws',
  'pool_cutoffs',
  'red_numbers',
  'master_templates',
  'master_template_items',
  'remote_bet_agents',
  'currency_rates',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION dd_require(ok boolean, code text, message text) RETURNS boolean
    LANGUAGE plpgsql VOLATILE AS $$
    BEGIN
      IF ok IS NOT TRUE THEN
        RAISE EXCEPTION USING ERRCODE = code, MESSAGE = message;
      END IF;
      RETURN true;
    END $$`.execute(db);
  await sql`
    CREATE TABLE config_revisions (
      name text PRIMARY KEY,
      revision bigint NOT NULL DEFAULT 1
    )`.execute(db);
  await sql`INSERT INTO config_revisions (name) VALUES ('packages'), ('order_context')`.execute(db);
  await sql`
    CREATE FUNCTION dd_raise_revision() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE config_revisions SET revision = revision + 1 WHERE name = TG_ARGV[0];
      RETURN NULL;
    END $$`.execute(db);
  for (const table of ['packages', 'package_rates']) {
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_revision`)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION dd_raise_revision('packages')`.execute(db);
  }
  for (const table of ORDER_CONTEXT_TABLES) {
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_order_context`)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
      ON ${sql.table(table)} FOR EACH STATEMENT EXECUTE FUNCTION dd_raise_revision('order_context')`.execute(
      db,
    );
  }
  await sql`
    CREATE TRIGGER users_order_context
    AFTER INSERT OR DELETE OR UPDATE OF username, role_id, status, company_id, path, settings ON users
    FOR EACH STATEMENT EXECUTE FUNCTION dd_raise_revision('order_context')`.execute(db);
  await sql`
    CREATE TRIGGER users_order_context_truncate AFTER TRUNCATE ON users
    FOR EACH STATEMENT EXECUTE FUNCTION dd_raise_revision('order_context')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ORDER_CONTEXT_TABLES)
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_order_context`)} ON ${sql.table(table)}`.execute(db);
  await sql`DROP TRIGGER IF EXISTS users_order_context ON users`.execute(db);
  await sql`DROP TRIGGER IF EXISTS users_order_context_truncate ON users`.execute(db);
  for (const table of ['packages', 'package_rates'])
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_revision`)} ON ${sql.table(table)}`.execute(db);
  await sql`DROP FUNCTION IF EXISTS dd_raise_revision()`.execute(db);
  await sql`DROP TABLE IF EXISTS config_revisions`.execute(db);
  await sql`DROP FUNCTION IF EXISTS dd_require(boolean, text, text)`.execute(db);
}
