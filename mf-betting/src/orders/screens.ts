import type { RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** Express betting, web orders and auto tickets (issue 5): path -> lazily loaded screen (`lazy(() => import('./XScreen'))`). */
export const orderScreens: Record<string, RemoteScreen> = {};
