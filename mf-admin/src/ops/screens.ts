import { lazyScreen, type RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** API logs and the admin tool: path -> lazily loaded screen (`lazyScreen(() => import('./XScreen'))`). */
export const opsScreens: Record<string, RemoteScreen> = {
  '/api-log': lazyScreen(() => import('./ApiLogScreen')),
  '/api-request-log': lazyScreen(() =>
    import('./ApiLogScreen').then((m) => ({ default: m.ApiRequestLogScreen })),
  ),
  '/admin-tool': lazyScreen(() => import('./AdminToolScreen')),
};
