import { lazyScreen, type RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** The win/loss family, sales summary and player transaction reports: path -> lazily loaded screen. */
export const winLossScreens: Record<string, RemoteScreen> = {
  '/report/win-loss-report': lazyScreen(() => import('./WinLossReportScreen')),
  '/report/win-loss-report-simple': lazyScreen(() => import('./WinLossSimpleScreen')),
  '/report/win-loss-2-report': lazyScreen(() => import('./WinLoss3SectionsScreen')),
  '/report/win-loss-2-report-demo': lazyScreen(() => import('./WinLoss3SectionsDemoScreen')),
  '/report/winlose-usline': lazyScreen(() => import('./UsLineScreen')),
  '/report/sales-summary': lazyScreen(() => import('./SalesSummaryScreen')),
  '/report/player-transaction': lazyScreen(() => import('./PlayerTransactionScreen')),
};
