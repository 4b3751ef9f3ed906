import { sql, type Kysely } from 'kysely';

// Limits and payments area. Written for PostgreSQL 15.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE account_eat_settings (
      user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      position_taking smallint NOT NULL DEFAULT 0 CHECK (position_taking BETWEEN 0 AND 100),
      grouping smallint NOT NULL DEFAULT 1 CHECK (grouping BETWEEN 1 AND 3),
      max_fight_limit bigint CHECK (max_fight_limit >= 0),
      is_red_package boolean NOT NULL DEFAULT false,
      resend_order_limit integer NOT NULL DEFAULT 0 CHECK (resend_order_limit >= 0),
      updated_by bigint,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE account_fight_limits (
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      basis smallint NOT NULL CHECK (basis BETWEEN 1 AND 3),
      limit_key text NOT NULL,
      amount bigint NOT NULL CHECK (amount >= 0),
      PRIMARY KEY (user_id, basis, limit_key)
    )`.execute(db);

  await sql`
    CREATE TABLE payments (
      id bigserial PRIMARY KEY,
      company_id bigint,
      payment_type smallint NOT NULL CHECK (payment_type IN (1, 2)),
      target_user_id bigint NOT NULL REFERENCES users (id),
      initiate_user_id bigint NOT NULL REFERENCES users (id),
      actor_id bigint NOT NULL REFERENCES users (id),
      affects text NOT NULL CHECK (affects IN ('balance', 'credit_limit')),
      amount bigint NOT NULL CHECK (amount > 0),
      initial_amount bigint NOT NULL,
      final_amount bigint NOT NULL,
      remark text NOT NULL DEFAULT '',
      payment_key text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // A retried MakePayment with the same key from the same login returns the first reply (no double payment).
  await sql`CREATE UNIQUE INDEX payments_key_idx ON payments (actor_id, payment_key) WHERE payment_key IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX payments_target_idx ON payments (target_user_id, created_at)`.execute(db);
  await sql`CREATE INDEX payments_created_idx ON payments (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['payments', 'account_fight_limits', 'account_eat_settings']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
