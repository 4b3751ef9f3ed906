import { sql, type Kysely } from 'kysely';

// Configuration area: draws and cutoffs, packages, templates, announcements, currency,
// red numbers, the number-meaning dictionary, number queues, API logs, remote bet agents, jobs.
// Written for PostgreSQL 15: no syntax past 15.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE pool_cutoffs (
      pool_id smallint PRIMARY KEY CHECK (pool_id BETWEEN 1 AND 9),
      hour smallint NOT NULL CHECK (hour BETWEEN 0 AND 23),
      minute smallint NOT NULL CHECK (minute BETWEEN 0 AND 59),
      updated_by bigint REFERENCES users (id),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // DOMAIN 4 defaults: 19:00, Singapore 18:00.
  await sql`
    INSERT INTO pool_cutoffs (pool_id, hour, minute)
    SELECT p, CASE WHEN p = 4 THEN 18 ELSE 19 END, 0 FROM generate_series(1, 9) AS p`.execute(db);

  await sql`
    CREATE TABLE draws (
      id bigserial PRIMARY KEY,
      pool_id smallint NOT NULL CHECK (pool_id BETWEEN 1 AND 9),
      draw_date date NOT NULL,
      is_special boolean NOT NULL DEFAULT false,
      -- Result lifecycle: none, saved (pending validation/release), released.
      result_status text NOT NULL DEFAULT 'none' CHECK (result_status IN ('none', 'saved', 'validated', 'released')),
      -- When the first result of the draw was saved: late orders stop here (DOMAIN 4).
      first_result_at timestamptz,
      release_status text NOT NULL DEFAULT 'pending' CHECK (release_status IN ('pending', 'processing', 'released')),
      created_by bigint REFERENCES users (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (pool_id, draw_date)
    )`.execute(db);
  await sql`CREATE INDEX draws_date_idx ON draws (draw_date, pool_id)`.execute(db);

  await sql`
    CREATE TABLE packages (
      id bigserial PRIMARY KEY,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
      description text NOT NULL DEFAULT '',
      package_type smallint NOT NULL CHECK (package_type IN (0, 2, 3)),
      is_red boolean NOT NULL DEFAULT false,
      pools smallint[] NOT NULL DEFAULT '{}',
      -- The main account that made it (super admin or an agent that can edit packages).
      owner_id bigint NOT NULL REFERENCES users (id),
      status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1, 2)),
      updated_by bigint REFERENCES users (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX packages_owner_idx ON packages (owner_id)`.execute(db);

  // Rates per 10,000 (0.7400 -> 7400); payouts in cents per 1.00 stake, in rank/tier order.
  await sql`
    CREATE TABLE package_rates (
      package_id bigint NOT NULL REFERENCES packages (id) ON DELETE CASCADE,
      code text NOT NULL,
      base_rate integer NOT NULL CHECK (base_rate >= 0),
      bet_rate integer NOT NULL CHECK (bet_rate >= 0),
      payouts bigint[] NOT NULL,
      PRIMARY KEY (package_id, code)
    )`.execute(db);

  await sql`
    CREATE TABLE master_templates (
      id bigserial PRIMARY KEY,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
      -- Template kind: 1 default (applies to all accounts), 3 lucky bet (SPEC 9).
      kind smallint NOT NULL DEFAULT 1,
      -- Master template type: 1 master, 2 normal.
      template_type smallint NOT NULL DEFAULT 1 CHECK (template_type IN (1, 2)),
      status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1, 2)),
      updated_by bigint REFERENCES users (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE master_template_items (
      id bigserial PRIMARY KEY,
      template_id bigint NOT NULL REFERENCES master_templates (id) ON DELETE CASCADE,
      category text NOT NULL DEFAULT '',
      -- Decimal value per 10,000 (1.5 -> 15000); operator 1 multiply, 2 divide.
      value integer NOT NULL DEFAULT 10000 CHECK (value > 0),
      operator smallint NOT NULL DEFAULT 1 CHECK (operator IN (1, 2)),
      date_from date,
      date_to date,
      pools smallint[] NOT NULL DEFAULT '{}',
      codes text[] NOT NULL DEFAULT '{}',
      -- Kind-specific data, e.g. a lucky-bet row { amount, big, small, a3, c3 } in cents.
      payload jsonb NOT NULL DEFAULT '{}',
      status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1, 2)),
      updated_by bigint REFERENCES users (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX master_template_items_template_idx ON master_template_items (template_id)`.execute(
    db,
  );

  await sql`
    CREATE TABLE announcements (
      id bigserial PRIMARY KEY,
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
      message text NOT NULL CHECK (length(message) BETWEEN 1 AND 2000),
      status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1, 2)),
      created_by bigint REFERENCES users (id),
      updated_by bigint REFERENCES users (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  // Rate to the base currency per 10,000 (3.3000 -> 33000); the fake rate is the one shown to players.
  await sql`
    CREATE TABLE currency_rates (
      currency text PRIMARY KEY CHECK (currency ~ '^[A-Z]{3}$'),
      rate integer NOT NULL CHECK (rate > 0),
      fake_rate integer NOT NULL CHECK (fake_rate > 0),
      updated_by bigint REFERENCES users (id),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE red_numbers (
      id bigserial PRIMARY KEY,
      -- The account whose tree the red number applies to (its limit is this account's eat).
      owner_id bigint NOT NULL REFERENCES users (id),
      number text NOT NULL CHECK (number ~ '^[0-9]{2,6}$'),
      permutation_type text NOT NULL CHECK (permutation_type IN ('normal', '4P', '6P', '12P', '24P')),
      -- The number and, for nP types, all its permutations.
      numbers text[] NOT NULL,
      pools smallint[] NOT NULL,
      date_from date NOT NULL,
      date_to date NOT NULL CHECK (date_to >= date_from),
      -- Cents; null = the account's ordinary fight limits apply.
      fight_limit bigint CHECK (fight_limit >= 0),
      status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1, 2)),
      created_by bigint REFERENCES users (id),
      updated_by bigint REFERENCES users (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX red_numbers_owner_idx ON red_numbers (owner_id) WHERE status = 1`.execute(db);
  await sql`CREATE INDEX red_numbers_numbers_gin ON red_numbers USING gin (numbers)`.execute(db);

  await sql`
    CREATE TABLE number_meanings (
      number text PRIMARY KEY CHECK (number ~ '^[0-9]{1,4}$'),
      meaning_en text NOT NULL DEFAULT '',
      meaning_zh text NOT NULL DEFAULT '',
      updated_by bigint REFERENCES users (id),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  // Numbers blocked from further betting on one draw (e.g. sold out at the company); unblocking deletes.
  await sql`
    CREATE TABLE number_queues (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES users (id),
      draw_id bigint NOT NULL REFERENCES draws (id),
      number text NOT NULL,
      code text,
      reason text NOT NULL DEFAULT '',
      created_by bigint REFERENCES users (id),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX number_queues_key ON number_queues (company_id, draw_id, number, coalesce(code, ''))`.execute(
    db,
  );

  // Inbound calls of API accounts and outbound calls to remote agents (DOMAIN 13, SPEC 3 fields).
  await sql`
    CREATE TABLE api_logs (
      id bigserial PRIMARY KEY,
      direction text NOT NULL CHECK (direction IN ('inbound', 'outbound')),
      api_user_id bigint REFERENCES users (id),
      region text NOT NULL DEFAULT '',
      at timestamptz NOT NULL DEFAULT now(),
      uri text NOT NULL,
      method text NOT NULL,
      request_headers jsonb NOT NULL DEFAULT '{}',
      request_body text NOT NULL DEFAULT '',
      response_content text NOT NULL DEFAULT '',
      response_message text NOT NULL DEFAULT '',
      status_code integer,
      duration_ms integer NOT NULL DEFAULT 0
    )`.execute(db);
  await sql`CREATE INDEX api_logs_direction_at_idx ON api_logs (direction, at DESC)`.execute(db);

  await sql`
    CREATE TABLE remote_bet_agents (
      id bigserial PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES users (id),
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
      url text NOT NULL,
      opcode text NOT NULL,
      -- Needed in clear to sign outbound calls; never returned by any call.
      secret text NOT NULL,
      priority integer NOT NULL DEFAULT 1,
      post_enabled boolean NOT NULL DEFAULT true,
      package_id bigint REFERENCES packages (id),
      status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1, 2)),
      updated_by bigint REFERENCES users (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  // Scheduled and admin-tool jobs: one row per run; a lease keeps a job to one server instance.
  await sql`
    CREATE TABLE job_runs (
      id bigserial PRIMARY KEY,
      job text NOT NULL,
      status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'done', 'failed')),
      message text NOT NULL DEFAULT '',
      started_by bigint REFERENCES users (id),
      started_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX job_runs_job_idx ON job_runs (job, started_at DESC)`.execute(db);
  await sql`
    CREATE TABLE job_leases (
      job text PRIMARY KEY,
      holder text NOT NULL,
      expires_at timestamptz NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'job_leases',
    'job_runs',
    'remote_bet_agents',
    'api_logs',
    'number_queues',
    'number_meanings',
    'red_numbers',
    'currency_rates',
    'announcements',
    'master_template_items',
    'master_templates',
    'package_rates',
    'packages',
    'draws',
    'pool_cutoffs',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
