/**
 * What this remote exposes as './app': single-spa lifecycles over the paths the route table gives
 * 'mf-posting'. Screens are added to `routes` by path; owned paths without one show NotAvailableYet.
 */
import { createRemoteApp } from '@drawdesk/shared-kernel/remote';
import { postingScreens } from './posting/screens';
import { resources } from './i18n';

const version = typeof __REMOTE_VERSION__ === 'string' ? __REMOTE_VERSION__ : '0.0.0-dev';

export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'mf-posting',
  version,
  routes: { ...postingScreens },
  resources,
});
