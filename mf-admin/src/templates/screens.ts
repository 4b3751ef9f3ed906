import type { RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** Master templates (issue 4): path -> lazily loaded screen (`lazy(() => import('./XScreen'))`). */
export const templateScreens: Record<string, RemoteScreen> = {};
