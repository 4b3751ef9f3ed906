import { useMemo } from 'react';
import type { Envelope } from '@drawdesk/shared-kernel/contract';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { useSearchParams } from '@drawdesk/shared-kernel/routing';
import type { RemoteInvoiceDetail } from './api';
import { readInvoiceId } from './model';

/**
 * The remote invoice the address names (`?invoiceId=12`) read with the given call: its id (null when
 * the address has none, and then nothing is asked), the invoice, its lines and whether the call failed.
 */
export function useAddressInvoice<L>(
  keyOf: (invoiceId: number) => readonly unknown[],
  read: (
    invoiceId: number,
    signal?: AbortSignal,
  ) => Promise<Envelope<{ invoice: RemoteInvoiceDetail; lines: L[] } | null>>,
) {
  const [params] = useSearchParams();
  const invoiceId = readInvoiceId(params);
  const reply = useApiQuery(keyOf(invoiceId ?? 0), (signal) => read(invoiceId ?? 0, signal), {
    enabled: invoiceId !== null,
  });
  const data = reply.data?.data ?? null;
  const lines = useMemo(() => data?.lines ?? [], [data]);
  return { invoiceId, invoice: data?.invoice ?? null, lines, failed: reply.isError };
}
