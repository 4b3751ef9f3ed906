import type { RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** Results entry and release (issue 6): path -> lazily loaded screen (`lazy(() => import('./XScreen'))`). */
export const resultScreens: Record<string, RemoteScreen> = {};
