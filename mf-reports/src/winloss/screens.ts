import { lazyScreen, type RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** Win/loss, sales summary and player transaction reports: path -> lazily loaded screen. */
export const winLossScreens: Record<string, RemoteScreen> = {
  '/report/win-loss-report': lazyScreen(() => import('./WinLossReportScreen')),
  '/report/sales-summary': lazyScreen(() => import('./SalesSummaryScreen')),
  '/report/player-transaction': lazyScreen(() => import('./PlayerTransactionScreen')),
};
