import { lazyScreen, type RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** Packages: path -> lazily loaded screen. */
export const packageScreens: Record<string, RemoteScreen> = {
  '/package/manage': lazyScreen(() => import('./PackageListScreen')),
  '/package/detail': lazyScreen(() => import('./PackageDetailScreen')),
};
