import { sql, type Kysely } from 'kysely';

// Betting area: tickets, bet lines, shares up the chain, limit usage, unposted amounts,
// the SMS outbox and auto tickets. Written for PostgreSQL 15: no syntax past 15.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE SEQUENCE ticket_no_seq START 100001`.execute(db);

  await sql`
    CREATE TABLE tickets (
      id bigserial PRIMARY KEY,
      ticket_no text NOT NULL UNIQUE,
      xid text NOT NULL UNIQUE,
      bettor_id bigint NOT NULL REFERENCES users (id),
      -- The login that placed it (a sub-account, an agent for a downline, or the bettor).
      actor_id bigint NOT NULL REFERENCES users (id),
      -- The main account of the actor (the ordering agent shown on reports).
      ordering_agent_id bigint NOT NULL REFERENCES users (id),
      company_id bigint REFERENCES users (id),
      source text NOT NULL CHECK (source IN ('express', 'web', 'auto', 'lucky', 'api')),
      -- Ticket status (SPEC 4): 0 active, 1 processed, 2 cancelled, 99 error.
      status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 99)),
      order_key text,
      bet_string text NOT NULL,
      receipt_string text NOT NULL,
      gross bigint NOT NULL CHECK (gross >= 0),
      net bigint NOT NULL CHECK (net >= 0),
      is_late boolean NOT NULL DEFAULT false,
      first_draw_date date NOT NULL,
      last_draw_date date NOT NULL,
      -- The reply of PlaceExpressOrder, returned again for a repeated order key.
      reply jsonb NOT NULL DEFAULT '{}',
      customer_phone text NOT NULL DEFAULT '',
      page_info text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      cancelled_at timestamptz,
      cancelled_by bigint REFERENCES users (id)
    )`.execute(db);
  // The same order key from the same login places nothing new (DOMAIN 9.8).
  await sql`CREATE UNIQUE INDEX tickets_order_key_idx ON tickets (actor_id, order_key) WHERE order_key IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX tickets_bettor_idx ON tickets (bettor_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX tickets_company_idx ON tickets (company_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX tickets_draw_date_idx ON tickets (first_draw_date)`.execute(db);

  await sql`
    CREATE TABLE bet_lines (
      id bigserial PRIMARY KEY,
      ticket_id bigint NOT NULL REFERENCES tickets (id),
      bettor_id bigint NOT NULL REFERENCES users (id),
      draw_id bigint NOT NULL REFERENCES draws (id),
      pool_id smallint NOT NULL,
      draw_date date NOT NULL,
      input_line integer NOT NULL,
      number text NOT NULL,
      code text NOT NULL,
      kind smallint NOT NULL CHECK (kind BETWEEN 1 AND 6),
      limit_key text NOT NULL,
      -- Cents: what was asked and what the limits accepted (0 when sold out).
      requested bigint NOT NULL CHECK (requested > 0),
      stake bigint NOT NULL CHECK (stake >= 0 AND stake <= requested),
      ibox_divisor smallint NOT NULL DEFAULT 1 CHECK (ibox_divisor >= 1),
      -- Copied from the bettor's package at placing (DOMAIN 8): per 10,000 and cents per 1.00.
      base_rate integer NOT NULL,
      bet_rate integer NOT NULL,
      payouts bigint[] NOT NULL,
      package_id bigint REFERENCES packages (id),
      is_red boolean NOT NULL DEFAULT false,
      net bigint NOT NULL CHECK (net >= 0),
      -- 0 active, 1 processed (settled), 2 cancelled.
      status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
      -- Settlement: matched prize ranks and the bettor's winnings in cents.
      matched_ranks smallint[],
      winnings bigint,
      settled_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX bet_lines_ticket_idx ON bet_lines (ticket_id)`.execute(db);
  await sql`CREATE INDEX bet_lines_draw_idx ON bet_lines (draw_id, status)`.execute(db);
  await sql`CREATE INDEX bet_lines_bettor_idx ON bet_lines (bettor_id, draw_date)`.execute(db);

  // One row per account of the chain per bet line (DOMAIN 10): depth 0 is the bettor (in 0, out stake).
  await sql`
    CREATE TABLE bet_shares (
      bet_line_id bigint NOT NULL REFERENCES bet_lines (id),
      user_id bigint NOT NULL REFERENCES users (id),
      depth smallint NOT NULL,
      -- The account just below in the chain (null for the bettor's own row): report rows group by it.
      down_user_id bigint REFERENCES users (id),
      draw_id bigint NOT NULL,
      pool_id smallint NOT NULL,
      draw_date date NOT NULL,
      in_amount bigint NOT NULL,
      eat bigint NOT NULL,
      out_amount bigint NOT NULL,
      -- This account's own rate/payouts and those of the account just below it.
      rate integer NOT NULL,
      payouts bigint[] NOT NULL,
      down_rate integer,
      down_payouts bigint[],
      -- The limit_usage rows ('<basis>|<limit_key>', this user and draw) the eat was counted on: void gives it back there.
      usage_keys text[] NOT NULL DEFAULT '{}',
      -- Settlement: this account's win/loss on the line in cents.
      win_loss bigint,
      PRIMARY KEY (bet_line_id, user_id)
    )`.execute(db);
  await sql`CREATE INDEX bet_shares_user_draw_idx ON bet_shares (user_id, draw_date, pool_id)`.execute(db);
  await sql`CREATE INDEX bet_shares_draw_idx ON bet_shares (draw_id)`.execute(db);
  await sql`CREATE INDEX bet_shares_down_idx ON bet_shares (down_user_id, draw_date)`.execute(db);

  // Stake eaten so far per account, draw and limit key (DOMAIN 10); basis as fight limits (1-3), 4 red number.
  await sql`
    CREATE TABLE limit_usage (
      user_id bigint NOT NULL REFERENCES users (id),
      draw_id bigint NOT NULL REFERENCES draws (id),
      basis smallint NOT NULL CHECK (basis BETWEEN 1 AND 4),
      limit_key text NOT NULL,
      used bigint NOT NULL DEFAULT 0 CHECK (used >= 0),
      PRIMARY KEY (user_id, draw_id, basis, limit_key)
    )`.execute(db);

  // What is left above the company when posting is enabled (DOMAIN 10, 13).
  await sql`
    CREATE TABLE unposted_amounts (
      company_id bigint NOT NULL REFERENCES users (id),
      draw_id bigint NOT NULL REFERENCES draws (id),
      number text NOT NULL,
      code text NOT NULL,
      amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
      posted bigint NOT NULL DEFAULT 0 CHECK (posted >= 0),
      PRIMARY KEY (company_id, draw_id, number, code)
    )`.execute(db);

  await sql`
    CREATE TABLE sms_outbox (
      id bigserial PRIMARY KEY,
      ticket_id bigint NOT NULL REFERENCES tickets (id),
      user_id bigint NOT NULL REFERENCES users (id),
      phone text NOT NULL,
      body text NOT NULL,
      created_by bigint REFERENCES users (id),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX sms_outbox_user_idx ON sms_outbox (user_id, created_at)`.execute(db);

  await sql`
    CREATE TABLE auto_tickets (
      id bigserial PRIMARY KEY,
      bettor_id bigint NOT NULL REFERENCES users (id),
      actor_id bigint NOT NULL REFERENCES users (id),
      bet_string text NOT NULL,
      pools smallint[] NOT NULL,
      -- Draws still to place; null = until end_date.
      remaining integer CHECK (remaining >= 0),
      end_date date,
      -- 1 active, 2 voided, 3 finished.
      status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
      last_error text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (remaining IS NOT NULL OR end_date IS NOT NULL)
    )`.execute(db);
  await sql`CREATE INDEX auto_tickets_bettor_idx ON auto_tickets (bettor_id, status)`.execute(db);
  await sql`
    CREATE TABLE auto_ticket_runs (
      auto_ticket_id bigint NOT NULL REFERENCES auto_tickets (id),
      draw_date date NOT NULL,
      ticket_id bigint REFERENCES tickets (id),
      error text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (auto_ticket_id, draw_date)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'auto_ticket_runs',
    'auto_tickets',
    'sms_outbox',
    'unposted_amounts',
    'limit_usage',
    'bet_shares',
    'bet_lines',
    'tickets',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
  await sql`DROP SEQUENCE IF EXISTS ticket_no_seq`.execute(db);
}
