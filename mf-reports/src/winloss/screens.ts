import { lazy } from 'react';
import type { RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** Win/loss, sales summary and player transaction reports: path -> lazily loaded screen. */
export const winLossScreens: Record<string, RemoteScreen> = {
  '/report/win-loss-report': lazy(() => import('./WinLossReportScreen')),
  '/report/sales-summary': lazy(() => import('./SalesSummaryScreen')),
  '/report/player-transaction': lazy(() => import('./PlayerTransactionScreen')),
};
