import { lazyScreen, type RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** Master templates: path -> lazily loaded screen. */
export const templateScreens: Record<string, RemoteScreen> = {
  '/admin-setting/manage-master-template': lazyScreen(() => import('./MasterTemplateScreen')),
};
