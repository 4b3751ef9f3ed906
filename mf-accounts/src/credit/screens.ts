import type { RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** Screens of sub-accounts, fight limits, payments and the profile (issue 3): path -> lazily loaded screen. */
export const creditScreens: Record<string, RemoteScreen> = {};
