import { lazyScreen, type RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** Sales and payout statistics (chart and table): path -> lazily loaded screen. */
export const statisticsScreens: Record<string, RemoteScreen> = {
  '/report/sales-statistic-report': lazyScreen(() => import('./SalesStatisticScreen')),
  '/report/payout-statistic-report': lazyScreen(() => import('./PayoutStatisticScreen')),
};
