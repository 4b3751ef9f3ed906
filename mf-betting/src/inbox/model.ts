/** Pure rules of the inbox (no React, no I/O): its filters and the GetTicket body they make. */
import type { InboxFilter } from '@drawdesk/shared-kernel/contract';

/** The inbox filters as the form holds them (every field text; empty = not filtered). */
export interface Filters {
  fromDate: string;
  toDate: string;
  dateType: 'draw' | 'order';
  status: string;
  username: string;
  ticketNo: string;
  poolId: string;
  source: string;
}

export const EMPTY: Filters = {
  fromDate: '',
  toDate: '',
  dateType: 'draw',
  status: '',
  username: '',
  ticketNo: '',
  poolId: '',
  source: '',
};

/** Where a ticket came from. */
export const SOURCES = ['express', 'web', 'auto', 'lucky', 'api', 'run'] as const;
/** Ticket statuses: active, processed, cancelled, error. */
export const STATUSES = [0, 1, 2, 99] as const;

/** The GetTicket body of the filters: empty fields left out. */
export function ticketQuery(f: Filters): InboxFilter {
  const q: InboxFilter = { dateType: f.dateType };
  if (f.fromDate) q.fromDate = f.fromDate;
  if (f.toDate) q.toDate = f.toDate;
  // The select offers only STATUSES and SOURCES, so the casts hold.
  if (f.status !== '') q.status = Number(f.status) as InboxFilter['status'];
  if (f.username.trim()) q.username = f.username.trim();
  if (f.ticketNo.trim()) q.ticketNo = f.ticketNo.trim();
  if (f.poolId) q.poolId = Number(f.poolId);
  if (f.source) q.source = f.source as InboxFilter['source'];
  return q;
}
