import type { ColumnType } from 'kysely';

type Int8 = ColumnType<string, string | number, string | number>;
type Int8Null = ColumnType<string | null, string | number | null | undefined, string | number | null>;
type Int8Id = ColumnType<string, string | number | undefined, never>;
type Int8Default = ColumnType<string, string | number | undefined, string | number>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type TimestampNull = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** 'pending': written before the remote call; retried with the same order_key (migration 0023). */
export type RemoteInvoiceStatus = 'pending' | 'placed' | 'voided' | 'settled' | 'paid' | 'failed';

/** One remote ticket placed (or tried) at a remote bet agent (DOMAIN 13); cents. */
export interface RemoteInvoicesTable {
  id: Int8Id;
  company_id: Int8;
  agent_id: Int8;
  draw_id: Int8;
  batch: Defaulted<number>;
  order_key: string;
  manual: Defaulted<boolean>;
  bet_string: Defaulted<string>;
  receipt_string: Defaulted<string>;
  remote_ticket_no: ColumnType<string | null, string | null | undefined, string | null>;
  remote_xid: ColumnType<string | null, string | null | undefined, string | null>;
  /** Cents accepted by the remote. */
  gross: Int8Default;
  /** What we owe the remote: its package rate x gross, per code. */
  net: Int8Default;
  payout: Int8Null;
  /** payout - net; positive: the remote owes us. */
  win_loss: Int8Null;
  status: Defaulted<RemoteInvoiceStatus>;
  error: Defaulted<string>;
  created_by: Int8Null;
  created_at: Timestamp;
  updated_at: Timestamp;
  paid_at: TimestampNull;
  paid_by: Int8Null;
  payment_id: Int8Null;
}

/** Per number and code of a remote invoice: sent, accepted by the remote, its net and payout. */
export interface RemoteInvoiceLinesTable {
  invoice_id: Int8;
  number: string;
  code: string;
  sent: Int8;
  accepted: Int8;
  net: Int8;
  payout: Int8Null;
  /** An ibox line (in the key): `number` is the sorted digits. */
  ibox: ColumnType<boolean, boolean | undefined, boolean>;
}

// Tables of the posting area (see Database in schema.ts).
export interface PostingTables {
  remote_invoices: RemoteInvoicesTable;
  remote_invoice_lines: RemoteInvoiceLinesTable;
}
