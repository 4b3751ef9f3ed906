/**
 * The calls of the payment screen, typed from the kernel contract. Types only are imported from the
 * contract, so TypeBox stays out of the bundle.
 */
import { api, type Paging } from '@drawdesk/shared-kernel/api';
import type {
  AccountOption,
  MakePaymentBody,
  MakePaymentResult,
  PaymentHistoryOverall,
  PaymentHistoryRow,
} from '@drawdesk/shared-kernel/contract';

type ReadOptions = { signal?: AbortSignal };

/** What the payment history is filtered by (dates as yyyy-mm-dd). */
export interface PaymentHistoryFilter {
  fromDate?: string;
  toDate?: string;
}

/** Query keys of the payment screen's loads. */
export const paymentKeys = {
  all: ['accounts', 'payments'] as const,
  directDownlines: () => ['accounts', 'payments', 'directDownlines'] as const,
};

export const paymentsApi = {
  /** The caller's direct downlines (the payment targets). */
  directDownlines: (options: ReadOptions = {}) =>
    api.get<AccountOption[] | null>('Account', 'GetDirectDownlines', undefined, options),
  makePayment: (body: MakePaymentBody) => api.post<MakePaymentResult | null>('Payment', 'MakePayment', body),
  /** The filter bar's fields and the table search (the start of the target's or initiator's username). */
  paymentHistory: (filter: PaymentHistoryFilter, paging: Paging & { search?: string }) =>
    api.fetchPage<PaymentHistoryRow, PaymentHistoryOverall>(
      'Payment',
      'GetPaymentHistory',
      { ...filter, ...(paging.search?.trim() ? { search: paging.search.trim() } : {}) },
      paging,
    ),
};
