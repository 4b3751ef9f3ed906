import { PATHS } from '@drawdesk/shared-kernel/routes';
import { lazyScreen, type RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** The seven posting screens (SPEC 2.5): path -> lazily loaded screen. */
export const postingScreens: Record<string, RemoteScreen> = {
  [PATHS.unpost]: lazyScreen(() => import('./UnpostScreen')),
  [PATHS.unpostDetail]: lazyScreen(() => import('./UnpostDetailScreen')),
  [PATHS.distribution]: lazyScreen(() => import('./DistributionScreen')),
  [PATHS.undistributedDetail]: lazyScreen(() => import('./UndistributedDetailScreen')),
  [PATHS.manualDistribute]: lazyScreen(() => import('./ManualDistributeScreen')),
  [PATHS.invoiceList]: lazyScreen(() => import('./InvoiceListScreen')),
  [PATHS.postingAgentEatDetail]: lazyScreen(() => import('./PostingAgentEatDetailScreen')),
};
