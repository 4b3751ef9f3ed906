/** The statistics calls, typed from the kernel contract (types only). Neither is paged. */
import { api } from '@drawdesk/shared-kernel/api';
import type {
  GetSalesStatisticBody,
  PagedEnvelope,
  PayoutStatisticOverall,
  PayoutStatisticRow,
  SalesStatisticOverall,
  SalesStatisticRow,
} from '@drawdesk/shared-kernel/contract';

export type { PayoutStatisticOverall, PayoutStatisticRow, SalesStatisticOverall, SalesStatisticRow };
export type StatisticBody = GetSalesStatisticBody;

/** Every row of the range at once, with the totals. */
export type StatisticReply<T, O> = PagedEnvelope<T, O | null>;

const allRows = <T, O>(name: string, body: StatisticBody, signal?: AbortSignal) =>
  api.post<T[]>('Report', name, body, { signal }) as Promise<StatisticReply<T, O>>;

export const statisticsKeys = {
  all: ['mf-reports', 'statistics'] as const,
  sales: (body: StatisticBody) => ['mf-reports', 'statistics', 'sales', body] as const,
  payout: (body: StatisticBody) => ['mf-reports', 'statistics', 'payout', body] as const,
};

export const statisticsApi = {
  /** Turnover, net and commission per draw date and pool over the viewer's subtree. */
  sales: (body: StatisticBody, signal?: AbortSignal) =>
    allRows<SalesStatisticRow, SalesStatisticOverall>('GetSalesStatistic', body, signal),
  /** Payout and win/loss per draw date and pool (released draws). */
  payout: (body: StatisticBody, signal?: AbortSignal) =>
    allRows<PayoutStatisticRow, PayoutStatisticOverall>('GetPayoutStatistic', body, signal),
};
