import { usageChanges, type TicketRows } from '@drawdesk/shared-kernel/domain/betting';
import type { OrderWrite } from '../queries/orderStatements';
import type { PlaceOrderInput, PlaceOrderReply } from '../types';
import type { UsageRef } from '../queries/limitUsage';
import type { ParsedOrder } from './inputs';
import type { OrderParties } from './parties';

// What the order's one write statement writes, from the rows the kernel built (ticketRows): the
// usage added, the ticket row and who ordered it, its lines and shares, unposted amounts and queue.

export interface OrderWriteParts {
  /** The login that placed the order, and the account it ordered as (the ordering agent). */
  actorId: number;
  orderingAgentId: number;
  input: PlaceOrderInput;
  parties: OrderParties;
  parsed: ParsedOrder;
  /** Numbers taken by the read before parsing (a refused order leaves a gap, as a rolled-back one would). */
  ticket: { id: number; ticketNo: string; xid: string };
  rows: TicketRows;
  reply: PlaceOrderReply;
  /** The usage rows the allocation was made on, what they had when read and after it. */
  usage: {
    refs: ReadonlyMap<string, UsageRef>;
    before: ReadonlyMap<string, number>;
    after: ReadonlyMap<string, number>;
  };
}

/** The order's write: everything in one statement (writeOrder). */
export function orderWrite(p: OrderWriteParts): OrderWrite {
  const { parties, parsed, rows, reply } = p;
  const { bettor, company } = parties;
  const { dates } = parsed;
  return {
    bettorId: bettor.id,
    actorId: p.actorId,
    net: rows.netCents,
    usage: usageChanges(p.usage.refs, p.usage.before, p.usage.after),
    ticket: {
      id: p.ticket.id,
      xid: p.ticket.xid,
      orderingAgentId: p.orderingAgentId,
      companyId: bettor.companyId,
      source: p.input.source,
      apiAccountId: p.input.apiAccountId ?? null,
      orderKey: p.input.orderKey,
      betString: reply.expressBetString,
      receipt: reply.receiptString,
      gross: rows.grossCents,
      isLate: parsed.draws.some((d) => d.late),
      firstDrawDate: dates[0] as string,
      lastDrawDate: dates[dates.length - 1] as string,
      reply,
    },
    lines: rows.lines,
    shares: rows.shares,
    companyId: company?.id ?? null,
    unposted: company ? rows.unposted : [],
    queue: company ? rows.queue : [],
    queueReason: `Sold out (ticket ${p.ticket.ticketNo})`.slice(0, 500),
    exposure: { demo: isDemoBettor(parties), ownRun: p.input.source === 'run' },
  };
}

/**
 * The bettor is a demo account or sits under one (isDemo on any account of its path), as the
 * reports' demoBettorSql decides: the exposure aggregate keeps its lines apart.
 */
export function isDemoBettor(parties: OrderParties): boolean {
  return parties.bettor.path.some((id) => {
    const demo: unknown = (parties.accounts.get(id)?.settings as { isDemo?: unknown } | undefined)?.isDemo;
    return demo === true || demo === 'true';
  });
}
