/** The inbox calls, typed from the kernel contract (types only, so TypeBox stays out of the bundle). */
import { api, type Paging } from '@drawdesk/shared-kernel/api';
import type {
  InboxFilter,
  InboxTicket,
  InboxTotal,
  SendSmsReceiptBody,
  VoidTicketData,
} from '@drawdesk/shared-kernel/contract';

export type { InboxTicket, InboxTotal, VoidTicketData };

export const inboxApi = {
  /** Tickets in the caller's scope matching the filters and the table search, with the totals. */
  tickets: (filter: InboxFilter, paging: Paging & { search?: string }) =>
    api.fetchPage<InboxTicket, InboxTotal>(
      'Report',
      'GetTicket',
      { ...filter, ...(paging.search?.trim() ? { search: paging.search.trim() } : {}) },
      paging,
    ),
  /** Voids one ticket (VoidTicket) or several at once (BulkVoidTicket). */
  voidTickets: (ids: number[]) =>
    ids.length === 1
      ? api.post<VoidTicketData | null>('Bet', 'VoidTicket', { ticketId: ids[0] })
      : api.post<VoidTicketData | null>('Bet', 'BulkVoidTicket', { ticketIds: ids }),
  /** Sends the receipt by SMS (to the bettor's phone unless one is given). */
  sendSmsReceipt: (body: SendSmsReceiptBody) =>
    api.post<{ smsId: number; phone: string } | null>('Report', 'SendSmsReceipt', body),
};
