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

export const drawPaymentApi = {
  /** The caller's direct downlines, the accounts a draw date is settled with. */
  directDownlines: () => api.get<AccountOption[] | null>('Account', 'GetDirectDownlines'),
  /** The win/loss of a downline on a draw date, and whether it is already paid. */
  info: (body: InitDrawPaymentBody) => api.post<DrawPaymentInfo | null>('Payment', 'InitDrawPayment', body),
  save: (body: SaveDrawPaymentBody) =>
    api.post<SaveDrawPaymentResult | null>('Payment', 'SaveDrawPayment', body),
  history: (paging: Paging) =>
    api.fetchPage<DrawPaymentHistoryRow, DrawPaymentHistoryOverall>(
      'Payment',
      'GetDrawPaymentHistory',
      {},
      paging,
    ),
};
