import type { ColumnType, Generated } from 'kysely';

type Int8 = ColumnType<string, string | number, string | number>;
type Int8Null = ColumnType<string | null, string | number | null, string | number | null>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/**
 * Eat settings of an account (DOMAIN 10): position taking, grouping, the max fight limit the
 * upline set, the red-package flag and the resend-order count. A missing row means the defaults
 * (pt 0, amount base, no cap, no red package, resend count 0).
 */
export interface AccountEatSettingsTable {
  user_id: Int8;
  position_taking: ColumnType<number, number | undefined, number>;
  /** 1 amount base, 2 total base, 3 group base (SPEC 9). */
  grouping: ColumnType<number, number | undefined, number>;
  /** Cents; null = no cap. */
  max_fight_limit: Int8Null;
  is_red_package: ColumnType<boolean, boolean | undefined, boolean>;
  resend_order_limit: ColumnType<number, number | undefined, number>;
  updated_by: Int8Null;
  updated_at: Timestamp;
}

/**
 * One set fight limit in cents. basis 1 keys by bet code, 3 by game, 2 uses the key 'ALL'.
 * No row = unset (no limit); amount 0 = eats nothing.
 */
export interface AccountFightLimitsTable {
  user_id: Int8;
  basis: number;
  limit_key: string;
  amount: Int8;
}

/** MakePayment rows (DOMAIN 11): the figure changed, before and after, in cents. */
export interface PaymentsTable {
  id: Generated<string>;
  company_id: Int8Null;
  /** 1 transfer credit, 2 receive credit. */
  payment_type: number;
  target_user_id: Int8;
  /** The paying/paid party: the caller's main account. */
  initiate_user_id: Int8;
  /** The login that made it (a sub-account or the main account). */
  actor_id: Int8;
  affects: 'balance' | 'credit_limit';
  amount: Int8;
  initial_amount: Int8;
  final_amount: Int8;
  remark: ColumnType<string, string | undefined, string>;
  /** Idempotency key the client sent (unique per login); null when none was sent. */
  payment_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

// Tables of the limits area (see Database in schema.ts).
export interface LimitsPaymentsTables {
  account_eat_settings: AccountEatSettingsTable;
  account_fight_limits: AccountFightLimitsTable;
  payments: PaymentsTable;
}
