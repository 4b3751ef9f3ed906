import { lazyScreen, type RemoteScreen } from '@drawdesk/shared-kernel/remote';
import { PATHS } from '@drawdesk/shared-kernel/routes';

/** Screens of the account tree: path -> lazily loaded screen. */
export const treeScreens: Record<string, RemoteScreen> = {
  [PATHS.accountManage]: lazyScreen(() => import('./AccountListScreen')),
  [PATHS.accountDetail]: lazyScreen(() => import('./AccountDetailScreen')),
  [PATHS.companyManage]: lazyScreen(() => import('./CompanyListScreen')),
  [PATHS.cloneAccount]: lazyScreen(() => import('./CloneAccountScreen')),
  [PATHS.reserveName]: lazyScreen(() => import('./ReserveNameScreen')),
  [PATHS.createApiAccount]: lazyScreen(() => import('./ApiAccountScreen')),
};
