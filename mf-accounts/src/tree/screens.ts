import { lazy } from 'react';
import type { RemoteScreen } from '@drawdesk/shared-kernel/remote';
import { PATHS } from '@drawdesk/shared-kernel/routes';

/** Screens of the account tree: path -> lazily loaded screen. */
export const treeScreens: Record<string, RemoteScreen> = {
  [PATHS.accountManage]: lazy(() => import('./AccountListScreen')),
  [PATHS.accountDetail]: lazy(() => import('./AccountDetailScreen')),
  [PATHS.companyManage]: lazy(() => import('./CompanyListScreen')),
  [PATHS.cloneAccount]: lazy(() => import('./CloneAccountScreen')),
  [PATHS.reserveName]: lazy(() => import('./ReserveNameScreen')),
  [PATHS.createApiAccount]: lazy(() => import('./ApiAccountScreen')),
};
