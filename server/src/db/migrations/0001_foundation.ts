import { sql, type Kysely } from 'kysely';

// Written for PostgreSQL 15 (PGlite is newer): no syntax past 15.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE users (
      id bigserial PRIMARY KEY,
      username text NOT NULL CHECK (username ~ '^[A-Za-z0-9_]{3,20}$'),
      password_hash text NOT NULL,
      secondary_password_hash text,
      full_name text NOT NULL DEFAULT '',
      role_id smallint NOT NULL CHECK (role_id BETWEEN 1 AND 6),
      agent_level smallint CHECK (agent_level BETWEEN 1 AND 5),
      upline_id bigint REFERENCES users (id),
      main_account_id bigint REFERENCES users (id),
      company_id bigint REFERENCES users (id),
      path bigint[] NOT NULL,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'suspended')),
      credit_limit bigint CHECK (credit_limit >= 0),
      balance bigint NOT NULL DEFAULT 0,
      outstanding bigint NOT NULL DEFAULT 0 CHECK (outstanding >= 0),
      access_string text NOT NULL DEFAULT '',
      target_lines bigint[] NOT NULL DEFAULT '{}',
      temporary_disable_for text[] NOT NULL DEFAULT '{}',
      is_admin_staff boolean NOT NULL DEFAULT false,
      skip_tnc boolean NOT NULL DEFAULT false,
      tnc_accepted_at timestamptz,
      resend_order_limit_enable boolean NOT NULL DEFAULT false,
      language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'zh', 'ms')),
      settings jsonb NOT NULL DEFAULT '{}',
      password_changed_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (agent_level IS NULL OR role_id = 4),
      CHECK (path[array_upper(path, 1)] = id)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username))`.execute(db);
  await sql`CREATE INDEX users_upline_idx ON users (upline_id)`.execute(db);
  await sql`CREATE INDEX users_main_account_idx ON users (main_account_id) WHERE main_account_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX users_company_idx ON users (company_id)`.execute(db);
  await sql`CREATE INDEX users_path_gin ON users USING gin (path)`.execute(db);

  await sql`
    CREATE TABLE sessions (
      id text PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      ip text,
      user_agent text
    )`.execute(db);
  await sql`CREATE INDEX sessions_user_idx ON sessions (user_id)`.execute(db);
  await sql`CREATE INDEX sessions_expires_idx ON sessions (expires_at)`.execute(db);

  await sql`
    CREATE TABLE auth_failures (
      id bigserial PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('login', 'secondary')),
      subject text NOT NULL,
      ip text NOT NULL,
      at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX auth_failures_subject_idx ON auth_failures (kind, subject, at)`.execute(db);
  await sql`CREATE INDEX auth_failures_ip_idx ON auth_failures (kind, ip, at)`.execute(db);

  await sql`
    CREATE TABLE audit_log (
      id bigserial PRIMARY KEY,
      company_id bigint,
      actor_id bigint,
      action text NOT NULL,
      entity text NOT NULL,
      entity_id text,
      before jsonb,
      after jsonb,
      at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, at)`.execute(db);
  await sql`CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at)`.execute(db);

  await sql`
    CREATE TABLE credit_log (
      id bigserial PRIMARY KEY,
      company_id bigint,
      user_id bigint NOT NULL REFERENCES users (id),
      actor_id bigint,
      reason text NOT NULL,
      amount bigint NOT NULL,
      pre_balance bigint NOT NULL,
      post_balance bigint NOT NULL,
      at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX credit_log_user_idx ON credit_log (user_id, at)`.execute(db);

  await sql`
    CREATE TABLE app_settings (
      key text PRIMARY KEY,
      value jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE remote_rollout (
      remote text PRIMARY KEY,
      stable_version text NOT NULL,
      candidate_version text,
      candidate_percent smallint NOT NULL DEFAULT 0 CHECK (candidate_percent BETWEEN 0 AND 100),
      candidate_users text[] NOT NULL DEFAULT '{}',
      candidate_roles int[] NOT NULL DEFAULT '{}',
      updated_by bigint REFERENCES users (id),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'remote_rollout',
    'app_settings',
    'credit_log',
    'audit_log',
    'auth_failures',
    'sessions',
    'users',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
