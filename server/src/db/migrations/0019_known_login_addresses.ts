import { sql, type Kysely } from 'kysely';

// The addresses each account proved its password from lately: failures of the account from
// elsewhere, and of others at the same address, do not slow it down there (src/auth/rateLimit.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE auth_known_addresses (
      kind text NOT NULL CHECK (kind IN ('login', 'secondary')),
      subject text NOT NULL,
      ip text NOT NULL,
      last_success_at timestamptz NOT NULL,
      PRIMARY KEY (kind, subject, ip)
    )`.execute(db);
  await sql`CREATE INDEX auth_known_addresses_at_idx ON auth_known_addresses (last_success_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS auth_known_addresses`.execute(db);
}
