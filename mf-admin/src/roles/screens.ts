import { lazyScreen, type RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** Roles and their permissions: path -> lazily loaded screen. */
export const rolesScreens: Record<string, RemoteScreen> = {
  '/roles/manage': lazyScreen(() => import('./RolesScreen')),
};
