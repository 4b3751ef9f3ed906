import type { ColumnType, Generated } from 'kysely';

type Int8 = ColumnType<string, string | number, string | number>;
type Int8Null = ColumnType<string | null, string | number | null | undefined, string | number | null>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A `date` column: read and written as `YYYY-MM-DD`. */
type DateCol = ColumnType<string, string, string>;

/** Draw payment (DOMAIN 11): one per account and draw date; cents. */
export interface DrawPaymentsTable {
  id: Generated<string>;
  company_id: Int8Null;
  user_id: Int8;
  upline_id: Int8;
  draw_date: DateCol;
  /** The account's result against its upline (positive: the upline owed it). */
  win_loss: Int8;
  payment_id: Int8Null;
  remark: ColumnType<string, string | undefined, string>;
  actor_id: Int8;
  created_at: Timestamp;
}

/** Auto transfer: one row per bettor and business date it ran for. */
export interface AutoTransferRunsTable {
  user_id: Int8;
  business_date: DateCol;
  amount: Int8;
  payment_id: Int8Null;
  created_at: Timestamp;
}

/** Result source: the last fetch per draw date and pool. */
export interface ResultSourceFetchesTable {
  draw_date: DateCol;
  pool_id: number;
  site: string;
  status: 'saved' | 'failed';
  message: ColumnType<string, string | undefined, string>;
  fetched_at: Timestamp;
}

export interface ReportsTables {
  draw_payments: DrawPaymentsTable;
  auto_transfer_runs: AutoTransferRunsTable;
  result_source_fetches: ResultSourceFetchesTable;
}
