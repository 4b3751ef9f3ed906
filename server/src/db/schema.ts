import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** pg returns int8 as a decimal string; we write numbers or strings. */
type Int8 = ColumnType<string, string | number, string | number>;
type Int8Null = ColumnType<string | null, string | number | null, string | number | null>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type TimestampNull = ColumnType<Date | null, Date | string | null, Date | string | null>;
type Json = ColumnType<unknown, string, string>;

export type UserStatus = 'active' | 'inactive' | 'suspended';

export interface UsersTable {
  id: ColumnType<string, string | number | undefined, never>;
  username: string;
  password_hash: string;
  secondary_password_hash: string | null;
  full_name: ColumnType<string, string | undefined, string>;
  role_id: number;
  agent_level: number | null;
  upline_id: Int8Null;
  main_account_id: Int8Null;
  company_id: Int8Null;
  /** Ancestor ids from the root down to and including the account itself. */
  path: ColumnType<string[], string[], string[]>;
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
  /** Cents; null = unbounded (super admin). */
  credit_limit: Int8Null;
  balance: ColumnType<string, string | number | undefined, string | number>;
  outstanding: ColumnType<string, string | number | undefined, string | number>;
  access_string: ColumnType<string, string | undefined, string>;
  target_lines: ColumnType<string[], string[] | undefined, string[]>;
  temporary_disable_for: ColumnType<string[], string[] | undefined, string[]>;
  is_admin_staff: ColumnType<boolean, boolean | undefined, boolean>;
  skip_tnc: ColumnType<boolean, boolean | undefined, boolean>;
  tnc_accepted_at: TimestampNull;
  resend_order_limit_enable: ColumnType<boolean, boolean | undefined, boolean>;
  language: ColumnType<'en' | 'zh' | 'ms', 'en' | 'zh' | 'ms' | undefined, 'en' | 'zh' | 'ms'>;
  settings: ColumnType<unknown, string | undefined, string>;
  password_changed_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: Int8;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
}

export interface AuthFailuresTable {
  id: Generated<string>;
  kind: 'login' | 'secondary';
  subject: string;
  ip: string;
  at: Timestamp;
}

export interface AuthKnownAddressesTable {
  kind: 'login' | 'secondary';
  subject: string;
  ip: string;
  last_success_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<string>;
  company_id: Int8Null;
  actor_id: Int8Null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  at: Timestamp;
}

export interface CreditLogTable {
  id: Generated<string>;
  company_id: Int8Null;
  user_id: Int8;
  actor_id: Int8Null;
  reason: string;
  amount: Int8;
  pre_balance: Int8;
  post_balance: Int8;
  at: Timestamp;
}

export interface AppSettingsTable {
  key: string;
  value: Json;
  updated_at: Timestamp;
}

export interface RemoteRolloutTable {
  remote: string;
  stable_version: string;
  candidate_version: string | null;
  candidate_percent: number;
  candidate_users: string[];
  candidate_roles: number[];
  updated_by: Int8Null;
  updated_at: Timestamp;
}

import type { AccountTreeTables } from './schema-tree';
import type { LimitsPaymentsTables } from './schema-limits';
import type { RolesTables } from './schema-roles';
import type { ConfigurationTables } from './schema-config';
import type { BettingTables } from './schema-betting';
import type { ResultsTables } from './schema-results';
import type { ReportsTables } from './schema-reports';
import type { PostingTables } from './schema-posting';

/** Tables of each area live in their own files and join here. */
export interface Database
  extends
    AccountTreeTables,
    RolesTables,
    LimitsPaymentsTables,
    ConfigurationTables,
    BettingTables,
    ReportsTables,
    ResultsTables,
    PostingTables {
  users: UsersTable;
  sessions: SessionsTable;
  auth_failures: AuthFailuresTable;
  auth_known_addresses: AuthKnownAddressesTable;
  audit_log: AuditLogTable;
  credit_log: CreditLogTable;
  app_settings: AppSettingsTable;
  remote_rollout: RemoteRolloutTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
