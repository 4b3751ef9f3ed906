/** The remote invoice pages' calls (DOMAIN 13), typed from the kernel contract (types only). */
import { api } from '@drawdesk/shared-kernel/api';
import type {
  Envelope,
  RemoteInvoiceDetail,
  RemoteInvoiceDetailsData,
  RemoteInvoiceLine,
  RemoteInvoicePayoutData,
  RemoteInvoicePayoutLine,
} from '@drawdesk/shared-kernel/contract';

export type {
  RemoteInvoiceDetail,
  RemoteInvoiceDetailsData,
  RemoteInvoiceLine,
  RemoteInvoicePayoutData,
  RemoteInvoicePayoutLine,
};

export const invoiceKeys = {
  all: ['mf-reports', 'posting'] as const,
  detail: (invoiceId: number) => ['mf-reports', 'posting', 'invoice', invoiceId] as const,
  payout: (invoiceId: number) => ['mf-reports', 'posting', 'payout', invoiceId] as const,
};

export const invoiceApi = {
  /** One remote invoice with its lines (sent, accepted, net per number and code). */
  detail: (invoiceId: number, signal?: AbortSignal): Promise<Envelope<RemoteInvoiceDetailsData | null>> =>
    api.post<RemoteInvoiceDetailsData | null>(
      'Posting',
      'GetRemoteInvoiceDetails',
      { invoiceId },
      { signal },
    ),
  /** One remote invoice with its winning lines (matched prizes, payout). */
  payout: (invoiceId: number, signal?: AbortSignal): Promise<Envelope<RemoteInvoicePayoutData | null>> =>
    api.post<RemoteInvoicePayoutData | null>(
      'Posting',
      'GetRemoteInvoicePayoutDetails',
      { invoiceId },
      { signal },
    ),
};
