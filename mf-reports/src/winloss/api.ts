/**
 * The win/loss family's calls, typed from the kernel contract (types only are imported, so TypeBox
 * stays out of the bundle).
 */
import { api, type Paging } from '@drawdesk/shared-kernel/api';
import type {
  PlayerTransactionOverall,
  PlayerTransactionRow,
  SalesSummaryOverall,
  SalesSummaryRow,
  UsLineOverall,
  UsLineRow,
  WinLoss3SectionsOverall,
  WinLoss3SectionsRow,
  WinLossOverall,
  WinLossRow,
} from '@drawdesk/shared-kernel/contract';
import { reportPage } from '../frame/api';
import type { DrillQuery, ReportFilterBody } from '../frame/model';

export type {
  PlayerTransactionOverall,
  PlayerTransactionRow,
  SalesSummaryOverall,
  SalesSummaryRow,
  UsLineOverall,
  UsLineRow,
  WinLoss3SectionsOverall,
  WinLoss3SectionsRow,
  WinLossOverall,
  WinLossRow,
};

/** Query keys of the win/loss family (typed, for invalidation). */
export const winLossKeys = {
  all: ['mf-reports', 'winloss'] as const,
  usLine: (query: DrillQuery) => ['mf-reports', 'winloss', 'usLine', query] as const,
};

export const winLossApi = {
  /** Win/loss per direct downline of the viewed account. */
  winLoss: (query: DrillQuery, paging: Paging) =>
    reportPage<WinLossRow, WinLossOverall>('GetWinLossReport', query, paging),
  /** The downline, own and upline sections per direct downline of the viewed account. */
  winLoss3Sections: (query: DrillQuery, paging: Paging) =>
    reportPage<WinLoss3SectionsRow, WinLoss3SectionsOverall>('GetWinLoss3SectionsReport', query, paging),
  /** The same over demo accounts only. */
  winLoss3SectionsDemo: (query: DrillQuery, paging: Paging) =>
    reportPage<WinLoss3SectionsRow, WinLoss3SectionsOverall>('GetWinLoss3SectionsReportDemo', query, paging),
  /**
   * Every (downline, pool) row of the US line report, read in chunks: the screen adds a subtotal
   * under each downline, which needs all of a downline's rows together.
   */
  usLineAll: (query: DrillQuery, opts: { signal?: AbortSignal } = {}) =>
    api.fetchAllRows<UsLineRow, UsLineOverall>('Report', 'GetUsLineReport', { ...query }, opts),
  /** Turnover, commission and net per direct downline of the viewed account. */
  salesSummary: (query: DrillQuery, paging: Paging) =>
    reportPage<SalesSummaryRow, SalesSummaryOverall>('GetSalesSummary', query, paging),
  /** Credit-log rows of the caller's tree (the credit log is not per pool: no poolIds). */
  /** The table search goes to the server (the start of a username), as the rows are paged there. */
  playerTransactions: (query: Omit<ReportFilterBody, 'poolIds'>, paging: Paging & { search?: string }) =>
    reportPage<PlayerTransactionRow, PlayerTransactionOverall>(
      'GetPlayerTransaction',
      { ...query, ...(paging.search?.trim() ? { search: paging.search.trim() } : {}) },
      paging,
    ),
};
