import type { RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** Pool schedule, cutoff time and announcements (issue 4): path -> lazily loaded screen (`lazy(() => import('./XScreen'))`). */
export const scheduleScreens: Record<string, RemoteScreen> = {};
