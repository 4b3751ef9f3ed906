/**
 * The draw payment calls, typed from the kernel contract. Types only are imported from the
 * contract, so TypeBox stays out of the bundle.
 */
import { api, type Paging } from '@drawdesk/shared-kernel/api';
import type {
  AccountOption,
  DrawPaymentHistoryRow,
  DrawPaymentInfo,
  InitDrawPaymentBody,
  SaveDrawPaymentBody,
  SaveDrawPaymentResult,
} from '@drawdesk/shared-kernel/contract';

export type { AccountOption, DrawPaymentHistoryRow, DrawPaymentInfo };

/** The footer of the history: the sum of the amounts listed. */
export interface DrawPaymentHistoryOverall {
  totalAmount: number;
}

/** Query keys of the draw payment screen's loads. */
export const drawPaymentKeys = {
  all: ['accounts', 'drawPayment'] as const,
  directDownlines: () => ['accounts', 'drawPayment', 'directDownlines'] as const,
  /** One "show amount" (`round` counts them: each asks the server again). */
  info: (body: InitDrawPaymentBody, round: number) =>
    ['accounts', 'drawPayment', 'info', body, { round }] as const,
};

type ReadOptions = { signal?: AbortSignal };

export const drawPaymentApi = {
  /** The caller's direct downlines, the accounts a draw date is settled with. */
  directDownlines: (options: ReadOptions = {}) =>
    api.get<AccountOption[] | null>('Account', 'GetDirectDownlines', undefined, options),
  /** The win/loss of a downline on a draw date, and whether it is already paid. */
  info: (body: InitDrawPaymentBody, options: ReadOptions = {}) =>
    api.post<DrawPaymentInfo | null>('Payment', 'InitDrawPayment', body, options),
  save: (body: SaveDrawPaymentBody) =>
    api.post<SaveDrawPaymentResult | null>('Payment', 'SaveDrawPayment', body),
  /** The table search: the start of the paid account's or its upline's username. */
  history: (paging: Paging & { search?: string }) =>
    api.fetchPage<DrawPaymentHistoryRow, DrawPaymentHistoryOverall>(
      'Payment',
      'GetDrawPaymentHistory',
      { ...(paging.search?.trim() ? { search: paging.search.trim() } : {}) },
      paging,
    ),
};
