import type { RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** System setting, currency, red numbers, number meaning (issue 4): path -> lazily loaded screen (`lazy(() => import('./XScreen'))`). */
export const settingsScreens: Record<string, RemoteScreen> = {};
