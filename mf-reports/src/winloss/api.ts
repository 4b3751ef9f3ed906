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
  WinLossOverall,
  WinLossRow,
} from '@drawdesk/shared-kernel/contract';
import type { DrillQuery, ReportFilterBody } from '../frame/model';

export type {
  PlayerTransactionOverall,
  PlayerTransactionRow,
  SalesSummaryOverall,
  SalesSummaryRow,
  WinLossOverall,
  WinLossRow,
};

export const winLossApi = {
  /** Win/loss per direct downline of the viewed account. */
  winLoss: (query: DrillQuery, paging: Paging) =>
    api.fetchPage<WinLossRow, WinLossOverall>('Report', 'GetWinLossReport', { ...query }, paging),
  /** Turnover, commission and net per direct downline of the viewed account. */
  salesSummary: (query: DrillQuery, paging: Paging) =>
    api.fetchPage<SalesSummaryRow, SalesSummaryOverall>('Report', 'GetSalesSummary', { ...query }, paging),
  /** Credit-log rows of the caller's tree (the credit log is not per pool: no poolIds). */
  playerTransactions: (query: Omit<ReportFilterBody, 'poolIds'>, paging: Paging) =>
    api.fetchPage<PlayerTransactionRow, PlayerTransactionOverall>(
      'Report',
      'GetPlayerTransaction',
      { ...query },
      paging,
    ),
};
