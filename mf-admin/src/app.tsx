/**
 * What this remote exposes as './app': single-spa lifecycles over the paths the route table gives
 * 'mf-admin'. Screens are added to `routes` by path; owned paths without one show NotAvailableYet.
 */
import { createRemoteApp } from '@drawdesk/shared-kernel/remote';
import { opsScreens } from './ops/screens';
import { resultScreens } from './results/screens';
import { rolesScreens } from './roles/screens';
import { scheduleScreens } from './schedule/screens';
import { settingsScreens } from './settings/screens';
import { templateScreens } from './templates/screens';
import { resources } from './i18n';

const version = typeof __REMOTE_VERSION__ === 'string' ? __REMOTE_VERSION__ : '0.0.0-dev';

export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'mf-admin',
  version,
  routes: {
    ...rolesScreens,
    ...scheduleScreens,
    ...templateScreens,
    ...settingsScreens,
    ...opsScreens,
    ...resultScreens,
  },
  resources,
});
