import { lazy } from 'react';
import type { RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** Inbox (issue 5): path -> lazily loaded screen (`lazy(() => import('./XScreen'))`). */
export const inboxScreens: Record<string, RemoteScreen> = {
  '/inbox': lazy(() => import('./InboxScreen')),
};
