import type { ColumnType, Generated } from 'kysely';

type Int8 = ColumnType<string, string | number, string | number>;
type Int8Null = ColumnType<string | null, string | number | null, string | number | null>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AdminRolesTable {
  id: Generated<string>;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  /** SPEC 4 record status: 1 enabled, 0 disabled. */
  status: ColumnType<number, number | undefined, number>;
  access_string: ColumnType<string, string | undefined, string>;
  created_by: Int8Null;
  updated_by: Int8Null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserAdminRolesTable {
  user_id: Int8;
  role_id: Int8;
  assigned_by: Int8Null;
  assigned_at: Timestamp;
}

export interface SubAccountAccessTable {
  user_id: Int8;
  report_access: ColumnType<string[], string[] | undefined, string[]>;
  updated_at: Timestamp;
}

/** Tables of the roles area (see Database in schema.ts). */
export interface RolesTables {
  admin_roles: AdminRolesTable;
  user_admin_roles: UserAdminRolesTable;
  sub_account_access: SubAccountAccessTable;
}
