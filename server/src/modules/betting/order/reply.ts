import { randomBytes } from 'node:crypto';
import { centsToUnits } from '@drawdesk/shared-kernel/domain';
import {
  canonicalBetString,
  receiptString,
  type Order,
  type PricedLine,
  type ReceiptFormatId,
  type ReceiptModeId,
  type SoldOutLine,
} from '@drawdesk/shared-kernel/domain/betting';
import { DEFAULT_CURRENCY, type StoredSettings } from '../../configuration';
import { TICKET_NO_TOKEN, type PlaceOrderReply } from '../types';

// The order's reply (DOMAIN 9 step 7): ticket number and XID, the receipt (DOMAIN 12), the canonical
// bet string, gross and net, and the lines the limits refused or cut (S.O).

/** A new ticket's XID: 10 random bytes, upper-case hex. */
export const newTicketXid = (): string => randomBytes(10).toString('hex').toUpperCase();

/**
 * Base currency (MYR) per 10,000 units of the account's currency: the stored rate itself
 * (currency_rates.rate is the MYR value of one unit, per 10,000; docs/config-rules.md).
 */
export function baseCurrencyRate(currency: string, rate: number | null): number | undefined {
  if (!currency || currency === DEFAULT_CURRENCY) return undefined;
  if (rate === null || rate <= 0) return undefined;
  return rate;
}

/** The lines the limits refused (accepted 0) or cut (accepted less than requested), in order. */
export function soldOutLines(lines: readonly PricedLine[]): SoldOutLine[] {
  const out: SoldOutLine[] = [];
  for (const { bet, allocation: alloc } of lines) {
    if (alloc.soldOutCents > 0) {
      out.push({
        inputLine: bet.inputLine,
        drawDate: bet.drawDate,
        poolId: bet.poolId,
        number: bet.number,
        code: bet.code,
        kind: bet.kind,
        requestedCents: alloc.requestedCents,
        acceptedCents: alloc.acceptedCents,
      });
    }
  }
  return out;
}

export interface ReplyInput {
  /** The ticket's id, number and XID. */
  ticket: { id: number; ticketNo: string; xid: string };
  order: Order;
  bettor: { username: string; settings: StoredSettings };
  /** currency_rates.rate of the bettor's currency, if any (a second GT line in MYR). */
  currencyRate: number | null;
  lines: readonly PricedLine[];
  /** The ticket's gross and net (ticketRows). */
  totals: { grossCents: number; netCents: number };
}

/** The reply with the ticket number the write took in place of its token (TICKET_NO_TOKEN). */
export function withTicketNo(reply: PlaceOrderReply, ticketNo: string): PlaceOrderReply {
  return { ...reply, ticketNo, receiptString: reply.receiptString.split(TICKET_NO_TOKEN).join(ticketNo) };
}

/** PlaceExpressOrder's reply, stored with the ticket and answered again to a repeated order key. */
export function orderReply(input: ReplyInput): PlaceOrderReply {
  const { bettor, ticket, totals } = input;
  const { ticketNo } = ticket;
  const soldOut = soldOutLines(input.lines);
  const rate = baseCurrencyRate(bettor.settings.currency, input.currencyRate);
  const receipt = receiptString({
    username: bettor.username,
    ticketNo,
    order: input.order,
    receiptFormat: (bettor.settings.receiptFormat || 1) as ReceiptFormatId,
    receiptMode: (bettor.settings.receiptMode || 1) as ReceiptModeId,
    soldOut,
    ...(rate !== undefined ? { baseCurrencyRate: rate } : {}),
  });
  return {
    ticketId: ticket.id,
    ticketNo,
    ticketXId: ticket.xid,
    receiptString: receipt,
    expressBetString: canonicalBetString(input.order),
    grossAmount: centsToUnits(totals.grossCents),
    netAmount: centsToUnits(totals.netCents),
    soldOut: soldOut.map((s) => ({
      line: s.inputLine,
      drawDate: s.drawDate,
      poolId: s.poolId,
      number: s.number,
      code: s.code,
      requested: centsToUnits(s.requestedCents),
      accepted: centsToUnits(s.acceptedCents),
    })),
  };
}
