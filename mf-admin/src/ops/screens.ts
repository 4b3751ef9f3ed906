import { lazy } from 'react';
import type { RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** API logs and the admin tool: path -> lazily loaded screen (`lazy(() => import('./XScreen'))`). */
export const opsScreens: Record<string, RemoteScreen> = {
  '/api-log': lazy(() => import('./ApiLogScreen')),
  '/api-request-log': lazy(() => import('./ApiLogScreen').then((m) => ({ default: m.ApiRequestLogScreen }))),
  '/admin-tool': lazy(() => import('./AdminToolScreen')),
};
