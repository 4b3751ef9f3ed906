import type { ColumnType, Generated } from 'kysely';

type Int8 = ColumnType<string, string | number, string | number>;
type Int8Null = ColumnType<string | null, string | number | null, string | number | null>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Username prefixes the super admin reserves for one company (SPEC 3, DOMAIN 2). */
export interface ReserveNamePrefixesTable {
  id: Generated<string>;
  prefix: string;
  company_id: Int8;
  /** Record status of SPEC 4: 1 enabled, 0 disabled, 2 deleted. */
  status: ColumnType<number, number | undefined, number>;
  updated_by: Int8Null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** API account of a company or house; the secret is kept only as an argon2 hash. */
export interface ApiAccountsTable {
  user_id: Int8;
  name: string;
  url: string;
  opcode: string;
  secret_hash: string | null;
  secret_generated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_by: Int8Null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

// Tables of the account tree area (see Database in schema.ts).
export interface AccountTreeTables {
  reserve_name_prefixes: ReserveNamePrefixesTable;
  api_accounts: ApiAccountsTable;
}
