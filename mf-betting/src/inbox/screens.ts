import { lazyScreen, type RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** Inbox: path -> lazily loaded screen. */
export const inboxScreens: Record<string, RemoteScreen> = {
  '/inbox': lazyScreen(() => import('./InboxScreen')),
};
