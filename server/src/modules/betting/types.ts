import type { TicketSource } from '../../db/schema-betting';

/**
 * The one order pipeline's entry (DOMAIN 9), shared by PlaceExpressOrder, PlaceWebOrder, lucky bets,
 * auto tickets and inbound API orders. Implemented in ./placeOrder.ts (`placeOrder`).
 */
export interface PlaceOrderInput {
  /** The express bet string (DOMAIN 7); web orders and lucky bets are turned into one first. */
  betString: string;
  /** The bettor when an agent orders for a downline; the caller itself when absent. */
  targetUserId?: number;
  /** Idempotency key (DOMAIN 9.8): the same key from the same login returns the first reply. */
  orderKey: string;
  source: TicketSource;
  /** The inbound API account (its user id, api_accounts.user_id) that placed it: source 'api'. */
  apiAccountId?: number;
}

/** One expanded line the limits refused (accepted 0) or cut (accepted less than requested). Units. */
export interface SoldOutReply {
  line: number;
  drawDate: string;
  poolId: number;
  number: string;
  code: string;
  requested: number;
  accepted: number;
}

/**
 * Stands for the ticket number in the receipt, the stored reply and the queue reason until the
 * order's write takes the number (writeOrder): U+2063 never occurs in a username or a receipt line.
 */
export const TICKET_NO_TOKEN = '\u2063ticket-no\u2063';

/** PlaceExpressOrder's `data` (API.md, exact); amounts in currency units. */
export interface PlaceOrderReply {
  ticketId: number;
  ticketNo: string;
  ticketXId: string;
  receiptString: string;
  expressBetString: string;
  grossAmount: number;
  netAmount: number;
  soldOut: SoldOutReply[];
}
