import type { RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** Screens of the account tree (issue 3): path -> lazily loaded screen. */
export const treeScreens: Record<string, RemoteScreen> = {};
