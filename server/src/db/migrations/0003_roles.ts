import { sql, type Kysely } from 'kysely';

// Roles area: custom admin roles, who holds them, and sub-accounts' report access.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE admin_roles (
      id bigserial PRIMARY KEY,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
      description text NOT NULL DEFAULT '',
      status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
      access_string text NOT NULL DEFAULT '',
      created_by bigint REFERENCES users (id),
      updated_by bigint REFERENCES users (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX admin_roles_name_lower_key ON admin_roles (lower(name))`.execute(db);

  // One role per staff account; the account's users.access_string mirrors the role's.
  await sql`
    CREATE TABLE user_admin_roles (
      user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      role_id bigint NOT NULL REFERENCES admin_roles (id),
      assigned_by bigint REFERENCES users (id),
      assigned_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX user_admin_roles_role_idx ON user_admin_roles (role_id)`.execute(db);

  await sql`
    CREATE TABLE sub_account_access (
      user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      report_access text[] NOT NULL DEFAULT '{}',
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sub_account_access', 'user_admin_roles', 'admin_roles']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
