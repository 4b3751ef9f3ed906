import type { ColumnType, Generated } from 'kysely';

type Int8 = ColumnType<string, string | number, string | number>;
type Int8Null = ColumnType<string | null, string | number | null, string | number | null>;
type Int8Id = ColumnType<string, string | number | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type TimestampNull = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A `date` column: read and written as `YYYY-MM-DD` (see db/connection type parsers). */
type DateCol = ColumnType<string, string, string>;
type DateNull = ColumnType<string | null, string | null | undefined, string | null>;
type Json = ColumnType<unknown, string | undefined, string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface PoolCutoffsTable {
  pool_id: number;
  hour: number;
  minute: number;
  updated_by: Int8Null;
  updated_at: Timestamp;
}

export type DrawResultStatus = 'none' | 'saved' | 'validated' | 'released';
export type DrawReleaseStatus = 'pending' | 'processing' | 'released';

export interface DrawsTable {
  id: Int8Id;
  pool_id: number;
  draw_date: DateCol;
  is_special: Defaulted<boolean>;
  result_status: Defaulted<DrawResultStatus>;
  first_result_at: TimestampNull;
  release_status: Defaulted<DrawReleaseStatus>;
  created_by: Int8Null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PackagesTable {
  id: Int8Id;
  name: string;
  description: Defaulted<string>;
  /** 0 normal, 2 GD, 3 9Lotto. */
  package_type: number;
  is_red: Defaulted<boolean>;
  pools: Defaulted<number[]>;
  owner_id: Int8;
  status: Defaulted<number>;
  updated_by: Int8Null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PackageRatesTable {
  package_id: Int8;
  code: string;
  /** Per 10,000. */
  base_rate: number;
  bet_rate: number;
  /** Cents per 1.00 stake (pg returns int8[] as strings). */
  payouts: ColumnType<string[], (string | number)[], (string | number)[]>;
}

export interface MasterTemplatesTable {
  id: Int8Id;
  name: string;
  kind: Defaulted<number>;
  template_type: Defaulted<number>;
  status: Defaulted<number>;
  updated_by: Int8Null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MasterTemplateItemsTable {
  id: Int8Id;
  template_id: Int8;
  category: Defaulted<string>;
  /** Per 10,000. */
  value: Defaulted<number>;
  /** 1 multiply, 2 divide. */
  operator: Defaulted<number>;
  date_from: DateNull;
  date_to: DateNull;
  pools: Defaulted<number[]>;
  codes: Defaulted<string[]>;
  payload: Json;
  status: Defaulted<number>;
  updated_by: Int8Null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AnnouncementsTable {
  id: Int8Id;
  title: string;
  message: string;
  status: Defaulted<number>;
  created_by: Int8Null;
  updated_by: Int8Null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CurrencyRatesTable {
  currency: string;
  rate: number;
  fake_rate: number;
  updated_by: Int8Null;
  updated_at: Timestamp;
}

export type RedPermutationType = 'normal' | '4P' | '6P' | '12P' | '24P';

export interface RedNumbersTable {
  id: Int8Id;
  owner_id: Int8;
  number: string;
  permutation_type: RedPermutationType;
  numbers: string[];
  pools: number[];
  date_from: DateCol;
  date_to: DateCol;
  fight_limit: Int8Null;
  status: Defaulted<number>;
  created_by: Int8Null;
  updated_by: Int8Null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NumberMeaningsTable {
  number: string;
  meaning_en: Defaulted<string>;
  meaning_zh: Defaulted<string>;
  updated_by: Int8Null;
  updated_at: Timestamp;
}

export interface NumberQueuesTable {
  id: Generated<string>;
  company_id: Int8;
  draw_id: Int8;
  number: string;
  code: ColumnType<string | null, string | null | undefined, string | null>;
  reason: Defaulted<string>;
  created_by: Int8Null;
  created_at: Timestamp;
}

export interface ApiLogsTable {
  id: Generated<string>;
  direction: 'inbound' | 'outbound';
  api_user_id: Int8Null;
  region: Defaulted<string>;
  at: Timestamp;
  uri: string;
  method: string;
  request_headers: Json;
  request_body: Defaulted<string>;
  response_content: Defaulted<string>;
  response_message: Defaulted<string>;
  status_code: ColumnType<number | null, number | null | undefined, number | null>;
  duration_ms: Defaulted<number>;
}

export interface RemoteBetAgentsTable {
  id: Int8Id;
  company_id: Int8;
  name: string;
  url: string;
  opcode: string;
  secret: string;
  priority: Defaulted<number>;
  post_enabled: Defaulted<boolean>;
  package_id: Int8Null;
  status: Defaulted<number>;
  updated_by: Int8Null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface JobRunsTable {
  id: Generated<string>;
  job: string;
  status: Defaulted<'running' | 'done' | 'failed'>;
  message: Defaulted<string>;
  started_by: Int8Null;
  started_at: Timestamp;
  finished_at: TimestampNull;
}

export interface JobLeasesTable {
  job: string;
  holder: string;
  expires_at: Timestamp;
}

// Tables of the configuration area (see Database in schema.ts).
/**
 * A counter per kind of configuration ('packages': packages and package_rates) that every change
 * raises in its own transaction (triggers, migration 0017): what a server keeps in memory is
 * current while the counter it was read with is unchanged.
 */
export interface ConfigRevisionsTable {
  name: string;
  revision: ColumnType<string, string | number | undefined, string | number>;
}

export interface ConfigurationTables {
  config_revisions: ConfigRevisionsTable;
  pool_cutoffs: PoolCutoffsTable;
  draws: DrawsTable;
  packages: PackagesTable;
  package_rates: PackageRatesTable;
  master_templates: MasterTemplatesTable;
  master_template_items: MasterTemplateItemsTable;
  announcements: AnnouncementsTable;
  currency_rates: CurrencyRatesTable;
  red_numbers: RedNumbersTable;
  number_meanings: NumberMeaningsTable;
  number_queues: NumberQueuesTable;
  api_logs: ApiLogsTable;
  remote_bet_agents: RemoteBetAgentsTable;
  job_runs: JobRunsTable;
  job_leases: JobLeasesTable;
}
