import type { ColumnType } from 'kysely';

type Int8 = ColumnType<string, string | number, string | number>;
type Int8Null = ColumnType<string | null, string | number | null | undefined, string | number | null>;
type Int8Id = ColumnType<string, string | number | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type TimestampNull = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A `date` column: read and written as `YYYY-MM-DD` (see db/connection type parsers). */
type DateCol = ColumnType<string, string, string>;
type TextNull = ColumnType<string | null, string | null | undefined, string | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Money = ColumnType<string, string | number | undefined, string | number>;

export type DrawResultRowStatus = 'saved' | 'validated';

export interface DrawResultsTable {
  draw_id: Int8;
  pool_id: number;
  draw_date: DateCol;
  first: string;
  second: string;
  third: string;
  starters: string[];
  consolations: string[];
  five_d_first: TextNull;
  five_d_second: TextNull;
  five_d_third: TextNull;
  six_d_first: TextNull;
  jackpot1: Int8Null;
  jackpot2: Int8Null;
  payment_detail: Defaulted<string>;
  status: Defaulted<DrawResultRowStatus>;
  version: Defaulted<number>;
  source: Defaulted<string>;
  saved_by: Int8Null;
  saved_at: Timestamp;
  validated_by: Int8Null;
  validated_at: TimestampNull;
  updated_at: Timestamp;
}

export interface ResultNumbersTable {
  draw_id: Int8;
  /** 4 (ranks 1, 2, 3, 7 starter, 8 consolation), 5 (5D 1st-3rd), 6 (6D 1st). */
  game: number;
  rank: number;
  idx: number;
  number: string;
}

export interface SettlementRunsTable {
  id: Int8Id;
  draw_id: Int8;
  result_version: number;
  actor_id: Int8Null;
  lines: Defaulted<number>;
  winning_lines: Defaulted<number>;
  winnings: Money;
  started_at: Timestamp;
  finished_at: TimestampNull;
}

export interface SettlementBettorsTable {
  draw_id: Int8;
  bettor_id: Int8;
  draw_date: DateCol;
  cost: Money;
  winnings: Money;
  credited: Money;
}

export interface PrizeClaimsTable {
  draw_date: DateCol;
  /** 0: claimed for every tree (the operator); else the company whose tree was claimed. */
  company_id: ColumnType<string, string | number | undefined, string | number>;
  claimed_by: Int8Null;
  claimed_at: Timestamp;
  bettors: Defaulted<number>;
  total: Money;
}

export interface ReportRollupsTable {
  viewer_id: Int8;
  down_id: Int8;
  draw_id: Int8;
  pool_id: number;
  draw_date: DateCol;
  turnover: Money;
  net_amount: Money;
  commission: Money;
  payout: Money;
  win_loss: Money;
  own_win_loss: Money;
  upline_win_loss: Money;
  ticket_count: Defaulted<number>;
  line_count: Defaulted<number>;
  /** Tickets of ticket_count whose active lines are all in this draw (they add up over draws). */
  single_tickets: Defaulted<number>;
  /** The lines' bettor is a demo account (or under one): only the demo report reads these rows. */
  demo: Defaulted<boolean>;
  /** Stake that reached the viewer from the downline, what it ate and what it passed up. */
  in_amount: Money;
  eat: Money;
  out_amount: Money;
  /** r_down x eat, W(p_down) x eat: the viewer's own section. */
  own_net: Money;
  own_payout: Money;
  /** r_viewer x out, W(p_viewer) x out: the upline section. */
  upline_net: Money;
  upline_payout: Money;
  /** Lines that matched a prize and their stake. */
  win_lines: Defaulted<number>;
  win_stake: Money;
}

// Tables of the results area (see Database in schema.ts).
export interface ResultsTables {
  draw_results: DrawResultsTable;
  result_numbers: ResultNumbersTable;
  settlement_runs: SettlementRunsTable;
  settlement_bettors: SettlementBettorsTable;
  prize_claims: PrizeClaimsTable;
  report_rollups: ReportRollupsTable;
}
