/**
 * The order screens' calls (betting context, placing, recent tickets, auto tickets), typed from the
 * kernel contract (types only are imported, so TypeBox stays out of the bundle).
 */
import { api, type Paging } from '@drawdesk/shared-kernel/api';
import type {
  AutoTicketRow,
  BetErrorRow,
  BettingContext,
  GetBettingContextBody,
  InboxTicket,
  PlaceExpressOrderBody,
  PlaceOrderData,
  PlaceWebOrderBody,
  SaveRunTicketBody,
} from '@drawdesk/shared-kernel/contract';

export type {
  AutoTicketRow,
  BetErrorRow,
  BettingContext,
  InboxTicket,
  PlaceExpressOrderBody,
  PlaceOrderData,
  PlaceWebOrderBody,
  SaveRunTicketBody,
};

/** A placing call's data: the ticket, or the refused lines. */
export type PlaceReply = PlaceOrderData | { errors: BetErrorRow[] } | null;

/** Query keys of the order screens' server data (typed, for invalidation). */
export const ordersKeys = {
  all: ['mf-betting', 'orders'] as const,
  bettingContexts: ['mf-betting', 'orders', 'bettingContext'] as const,
  bettingContext: (body: GetBettingContextBody) => [...ordersKeys.bettingContexts, body] as const,
};

export const ordersApi = {
  /** The bettor's context (open draws, formats, rates, credit) and the bettors the caller may order for. */
  bettingContext: (body: GetBettingContextBody, opts: { signal?: AbortSignal } = {}) =>
    api.post<BettingContext | null>('Bet', 'GetBettingContext', body, opts),
  placeExpressOrder: (body: PlaceExpressOrderBody) => api.post<PlaceReply>('Bet', 'PlaceExpressOrder', body),
  placeWebOrder: (body: PlaceWebOrderBody) => api.post<PlaceReply>('Bet', 'PlaceWebOrder', body),
  /** The latest tickets, of one bettor by order date when given. */
  /** The table search as the inbox's: a ticket number, or the start of a bettor's username. */
  recentTickets: (bettorId: number | undefined, paging: Paging & { search?: string }) =>
    api.fetchPage<InboxTicket>(
      'Report',
      'GetTicket',
      {
        ...(bettorId ? { bettorId, dateType: 'order' } : {}),
        ...(paging.search?.trim() ? { search: paging.search.trim() } : {}),
      },
      paging,
    ),
  saveAutoTicket: (body: SaveRunTicketBody) =>
    api.post<AutoTicketRow | null>('Report', 'SaveRunTicket', body),
  voidAutoTickets: (ids: number[]) => api.post('Report', 'VoidAutoTicket', { ids }),
  /** Auto tickets, of one bettor when given. */
  /** The table search: the start of a bettor's username, or part of the bet string. */
  autoTickets: (bettorId: number | undefined, paging: Paging & { search?: string }) =>
    api.fetchPage<AutoTicketRow>(
      'Report',
      'GetAutoTicket',
      {
        ...(bettorId ? { bettorId } : {}),
        ...(paging.search?.trim() ? { search: paging.search.trim() } : {}),
      },
      paging,
    ),
};
