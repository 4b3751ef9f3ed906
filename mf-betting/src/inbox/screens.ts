import { lazy } from 'react';
import type { RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** Inbox: path -> lazily loaded screen. */
export const inboxScreens: Record<string, RemoteScreen> = {
  '/inbox': lazy(() => import('./InboxScreen')),
};
