import type { RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** Packages (issue 4): path -> lazily loaded screen (`lazy(() => import('./XScreen'))`). */
export const packageScreens: Record<string, RemoteScreen> = {};
