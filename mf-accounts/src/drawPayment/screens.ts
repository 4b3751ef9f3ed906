import type { RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** Draw payment (issue 6): path -> lazily loaded screen (`lazy(() => import('./XScreen'))`). */
export const drawPaymentScreens: Record<string, RemoteScreen> = {};
