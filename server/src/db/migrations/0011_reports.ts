import { sql, type Kysely } from 'kysely';

// Reports, draw payments, auto transfer and the result source. PostgreSQL 15.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Draw payment (DOMAIN 11): one per account and draw date; win_loss is the account's result against
  // its upline (positive: the upline owed it), payment_id the MakePayment-style row (null when 0).
  await sql`
    CREATE TABLE draw_payments (
      id bigserial PRIMARY KEY,
      company_id bigint,
      user_id bigint NOT NULL REFERENCES users (id),
      upline_id bigint NOT NULL REFERENCES users (id),
      draw_date date NOT NULL,
      win_loss bigint NOT NULL,
      payment_id bigint REFERENCES payments (id),
      remark text NOT NULL DEFAULT '',
      actor_id bigint NOT NULL REFERENCES users (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, draw_date)
    )`.execute(db);
  await sql`CREATE INDEX draw_payments_upline_idx ON draw_payments (upline_id, draw_date)`.execute(db);

  // Auto transfer (DOMAIN 3): at most one run per bettor and business date.
  await sql`
    CREATE TABLE auto_transfer_runs (
      user_id bigint NOT NULL REFERENCES users (id),
      business_date date NOT NULL,
      amount bigint NOT NULL,
      payment_id bigint REFERENCES payments (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, business_date)
    )`.execute(db);

  // Result source: the last fetch per draw date and pool (saved results are never fetched again).
  await sql`
    CREATE TABLE result_source_fetches (
      draw_date date NOT NULL,
      pool_id smallint NOT NULL,
      site text NOT NULL,
      status text NOT NULL CHECK (status IN ('saved', 'failed')),
      message text NOT NULL DEFAULT '',
      fetched_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (draw_date, pool_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['result_source_fetches', 'auto_transfer_runs', 'draw_payments']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
