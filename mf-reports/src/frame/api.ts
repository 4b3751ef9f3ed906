/** The calls every report shares, typed from the kernel contract (types only, so TypeBox stays out). */
import { api } from '@drawdesk/shared-kernel/api';
import type { BetReceipt, Envelope, ReportInit } from '@drawdesk/shared-kernel/contract';

export type { BetReceipt, ReportInit };

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
