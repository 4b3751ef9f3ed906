import { lazyScreen, type RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** Strike, winning, payout and payout table reports: path -> lazily loaded screen. */
export const resultsScreens: Record<string, RemoteScreen> = {
  '/report/strike-report': lazyScreen(() => import('./StrikeReportScreen')),
  '/report/winning-report': lazyScreen(() => import('./WinningReportScreen')),
  '/report/payout-report': lazyScreen(() => import('./PayoutReportScreen')),
  '/report/payout-table-report': lazyScreen(() => import('./PayoutTableReportScreen')),
};
