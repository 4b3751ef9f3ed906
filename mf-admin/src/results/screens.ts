import { lazyScreen, type RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** Results entry and release: path -> lazily loaded screen. */
export const resultScreens: Record<string, RemoteScreen> = {
  '/result': lazyScreen(() => import('./ResultScreen')),
};
