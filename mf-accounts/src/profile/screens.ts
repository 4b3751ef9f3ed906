import { lazyScreen, type RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** The own profile and its change of password: path -> lazily loaded screen. */
export const profileScreens: Record<string, RemoteScreen> = {
  '/manage-profile': lazyScreen(() => import('./ProfileScreen')),
};
