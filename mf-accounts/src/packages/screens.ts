import { lazy } from 'react';
import type { RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** Packages: path -> lazily loaded screen. */
export const packageScreens: Record<string, RemoteScreen> = {
  '/package/manage': lazy(() => import('./PackageListScreen')),
  '/package/detail': lazy(() => import('./PackageDetailScreen')),
};
