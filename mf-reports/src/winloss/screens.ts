import type { RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** Win/loss, sales summary and player transaction reports (issue 6): path -> lazily loaded screen (`lazy(() => import('./XScreen'))`). */
export const winLossScreens: Record<string, RemoteScreen> = {};
