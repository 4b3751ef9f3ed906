import type { ColumnType } from 'kysely';

type Int8 = ColumnType<string, string | number, string | number>;
type Int8Null = ColumnType<string | null, string | number | null | undefined, string | number | null>;
type Int8Id = ColumnType<string, string | number | undefined, never>;
type Int8Array = ColumnType<string[], (string | number)[], (string | number)[]>;
type Int8ArrayNull = ColumnType<
  string[] | null,
  (string | number)[] | null | undefined,
  (string | number)[] | null
>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type TimestampNull = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A `date` column: read and written as `YYYY-MM-DD` (see db/connection type parsers). */
type DateCol = ColumnType<string, string, string>;
type DateNull = ColumnType<string | null, string | null | undefined, string | null>;
type Json = ColumnType<unknown, string | undefined, string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type TicketSource = 'express' | 'web' | 'auto' | 'lucky' | 'api' | 'run';

export interface TicketsTable {
  id: Int8Id;
  ticket_no: string;
  xid: string;
  bettor_id: Int8;
  actor_id: Int8;
  ordering_agent_id: Int8;
  company_id: Int8Null;
  source: TicketSource;
  /**
   * 0 placed, 2 cancelled, 99 error (migration 0029). Processed (1) is never stored: a placed ticket
   * reads as processed once every draw of draw_ids is released (db/settledState.ts ticketStatus).
   */
  status: Defaulted<number>;
  /** The draws the ticket has lines in, written with it by the order. */
  draw_ids: Int8Array;
  order_key: ColumnType<string | null, string | null | undefined, string | null>;
  bet_string: string;
  receipt_string: string;
  gross: Int8;
  net: Int8;
  is_late: Defaulted<boolean>;
  first_draw_date: DateCol;
  last_draw_date: DateCol;
  reply: Json;
  customer_phone: Defaulted<string>;
  page_info: Defaulted<string>;
  created_at: Timestamp;
  cancelled_at: TimestampNull;
  cancelled_by: Int8Null;
  /** The inbound API account (api_accounts.user_id) that placed it; source 'api' (migration 0023). */
  api_account_id: Int8Null;
}

export interface BetLinesTable {
  id: Int8Id;
  ticket_id: Int8;
  bettor_id: Int8;
  draw_id: Int8;
  pool_id: number;
  draw_date: DateCol;
  input_line: number;
  number: string;
  code: string;
  kind: number;
  limit_key: string;
  requested: Int8;
  stake: Int8;
  ibox_divisor: Defaulted<number>;
  base_rate: number;
  bet_rate: number;
  payouts: Int8Array;
  package_id: Int8Null;
  is_red: Defaulted<boolean>;
  net: Int8;
  status: Defaulted<number>;
  matched_ranks: ColumnType<number[] | null, number[] | null | undefined, number[] | null>;
  winnings: Int8Null;
  settled_at: TimestampNull;
}

export interface BetSharesTable {
  bet_line_id: Int8;
  user_id: Int8;
  depth: number;
  down_user_id: Int8Null;
  draw_id: Int8;
  pool_id: number;
  draw_date: DateCol;
  in_amount: Int8;
  eat: Int8;
  out_amount: Int8;
  rate: number;
  payouts: Int8Array;
  down_rate: ColumnType<number | null, number | null | undefined, number | null>;
  down_payouts: Int8ArrayNull;
  /** '<basis>|<limit_key>' of the limit_usage rows this share's eat was counted on. */
  usage_keys: ColumnType<string[], string[] | undefined, string[]>;
  win_loss: Int8Null;
}

export interface LimitUsageTable {
  user_id: Int8;
  draw_id: Int8;
  /** 1 amount base (per code), 2 total base, 3 group base (per game), 4 red number. */
  basis: number;
  limit_key: string;
  used: Int8;
}

export interface UnpostedAmountsTable {
  company_id: Int8;
  draw_id: Int8;
  number: string;
  code: string;
  /** An ibox line's amount (migration 0023, in the key); `number` is then the sorted digits. */
  ibox: ColumnType<boolean, boolean | undefined, boolean>;
  amount: Int8;
  posted: ColumnType<string, string | number | undefined, string | number>;
  /** Placed at remote agents and accepted (migration 0023); distributed <= posted <= amount. */
  distributed: ColumnType<string, string | number | undefined, string | number>;
  /** Voided after it had been distributed: the company carries it. */
  carried: ColumnType<string, string | number | undefined, string | number>;
}

/**
 * What the map reads (migration 0021): per account holding a share, draw, number (the digits the
 * code bets on; an ibox line's number as typed) and code, kept by the order write and the void.
 */
export interface ExposureTable {
  user_id: Int8;
  draw_id: Int8;
  number: string;
  code: string;
  ibox: boolean;
  demo: boolean;
  /** Stake of the lines of the account's subtree (share rows at depth >= 1). */
  sale_gross: Int8;
  /** r_D x in, half up per share row. */
  sale_net: Int8;
  in_amount: Int8;
  eat: Int8;
  /** r_D x eat, half up per share row. */
  eat_net: Int8;
  /** The account's own run tickets (it is their bettor): stake and net cost. */
  own_stake: Int8;
  own_net: Int8;
}

/** The six sums of the map's per-number and per-code rows (migrations 0024, 0027). */
interface ExposureSumColumns {
  sale_gross: Int8;
  sale_net: Int8;
  eat: Int8;
  eat_net: Int8;
  own_stake: Int8;
  own_net: Int8;
}

/** Per-number sums of the exposure rows (migration 0024): the map ranks and pages numbers on them. */
export interface ExposureNumbersTable extends ExposureSumColumns {
  user_id: Int8;
  draw_id: Int8;
  demo: boolean;
  number: string;
  /** The digits the codes bet on (B and S: 4). */
  digits: number;
}

/** Per-code sums of the exposure rows, a row per stripe (migration 0027): the map's code totals. */
export interface ExposureCodesTable extends ExposureSumColumns {
  user_id: Int8;
  draw_id: Int8;
  demo: boolean;
  code: string;
  /** The writing connection's stripe (migration 0027). */
  stripe: number;
}

export interface SmsOutboxTable {
  id: Int8Id;
  ticket_id: Int8;
  user_id: Int8;
  phone: string;
  body: string;
  created_by: Int8Null;
  created_at: Timestamp;
}

export interface AutoTicketsTable {
  id: Int8Id;
  bettor_id: Int8;
  actor_id: Int8;
  bet_string: string;
  pools: number[];
  remaining: ColumnType<number | null, number | null | undefined, number | null>;
  end_date: DateNull;
  /** 1 active, 2 voided, 3 finished. */
  status: Defaulted<number>;
  last_error: Defaulted<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AutoTicketRunsTable {
  auto_ticket_id: Int8;
  draw_date: DateCol;
  ticket_id: Int8Null;
  error: Defaulted<string>;
  created_at: Timestamp;
}

// Tables of the betting area (see Database in schema.ts).
export interface BettingTables {
  tickets: TicketsTable;
  bet_lines: BetLinesTable;
  bet_shares: BetSharesTable;
  limit_usage: LimitUsageTable;
  unposted_amounts: UnpostedAmountsTable;
  exposure: ExposureTable;
  exposure_numbers: ExposureNumbersTable;
  exposure_codes: ExposureCodesTable;
  sms_outbox: SmsOutboxTable;
  auto_tickets: AutoTicketsTable;
  auto_ticket_runs: AutoTicketRunsTable;
}
