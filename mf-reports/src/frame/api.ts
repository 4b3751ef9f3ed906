/** The calls every report shares, typed from the kernel contract (types only, so TypeBox stays out). */
import { api, type PageResult, type Paging } from '@drawdesk/shared-kernel/api';
import type { BetReceipt, Envelope, PagedEnvelope, ReportInit } from '@drawdesk/shared-kernel/contract';

export type { BetReceipt, ReportInit };

/** A reply of a report that is not paged: every row at once, with its totals. */
export type AllRows<T, O> = PagedEnvelope<T, O | null>;

/** Reads a report that answers every row at once (its body has no paging fields). */
export const allRows = <T, O>(name: string, body: object, signal?: AbortSignal) =>
  api.post<T[]>('Report', name, body, { signal }) as Promise<AllRows<T, O>>;

/** Reads one page of a paged report: its query with the table's paging. */
export const reportPage = <T, O>(name: string, query: object, paging: Paging): Promise<PageResult<T, O>> =>
  api.fetchPage<T, O>('Report', name, { ...query }, paging);

/** Query keys of the data every report shares (typed, for invalidation). */
export const frameKeys = {
  all: ['mf-reports', 'frame'] as const,
  init: ['mf-reports', 'frame', 'initReport'] as const,
  receipt: (ticketId: number) => ['mf-reports', 'frame', 'receipt', ticketId] as const,
};

export const frameApi = {
  /** The report currencies (base first) and the caller's default one. */
  initReport: (opts: { signal?: AbortSignal } = {}) =>
    api.get<ReportInit>('Report', 'InitReport', undefined, opts),
  /** A ticket's bet string and receipt (a ticket no on a report's lines). */
  receipt: (ticketId: number, signal?: AbortSignal): Promise<Envelope<BetReceipt | null>> =>
    api.get<BetReceipt | null>('Bet', 'GetBetReceipt', { ticketId }, { signal }),
};
