/** The statistics calls, typed from the kernel contract (types only). Neither is paged. */
import type {
  GetSalesStatisticBody,
  PayoutStatisticOverall,
  PayoutStatisticRow,
  SalesStatisticOverall,
  SalesStatisticRow,
} from '@drawdesk/shared-kernel/contract';
import { allRows, type AllRows } from '../frame/api';

export type { PayoutStatisticOverall, PayoutStatisticRow, SalesStatisticOverall, SalesStatisticRow };
export type StatisticBody = GetSalesStatisticBody;

/** Every row of the range at once, with the totals. */
export type StatisticReply<T, O> = AllRows<T, O>;

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
