import { sql, type Kysely } from 'kysely';

// Account tree area. Written for PostgreSQL 15: no syntax past 15.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE reserve_name_prefixes (
      id bigserial PRIMARY KEY,
      -- 2 to 10 letters, digits or _ (the service refuses other lengths with a message first).
      prefix text NOT NULL CHECK (prefix ~ '^[A-Za-z0-9_]{2,10}$'),
      company_id bigint NOT NULL REFERENCES users (id),
      status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1, 2)),
      updated_by bigint REFERENCES users (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // A prefix belongs to one company at a time; deleted rows free it.
  await sql`CREATE UNIQUE INDEX reserve_name_prefixes_prefix_key ON reserve_name_prefixes (lower(prefix)) WHERE status <> 2`.execute(
    db,
  );
  await sql`CREATE INDEX reserve_name_prefixes_company_idx ON reserve_name_prefixes (company_id)`.execute(db);

  await sql`
    CREATE TABLE api_accounts (
      user_id bigint PRIMARY KEY REFERENCES users (id),
      name text NOT NULL,
      url text NOT NULL,
      opcode text NOT NULL UNIQUE,
      -- argon2 hash of the secret; the secret itself is shown once (GenerateApiCode) and never stored.
      secret_hash text,
      secret_generated_at timestamptz,
      updated_by bigint REFERENCES users (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS api_accounts`.execute(db);
  await sql`DROP TABLE IF EXISTS reserve_name_prefixes`.execute(db);
}
