/**
 * What this remote exposes as './app': single-spa lifecycles over the paths the route table gives
 * 'mf-reports'. Screens are added to `routes` by path; owned paths without one show NotAvailableYet.
 */
import { createRemoteApp } from '@drawdesk/shared-kernel/remote';
import { winLossScreens } from './winloss/screens';
import { detailScreens } from './details/screens';
import { resultsScreens } from './results/screens';
import { statisticsScreens } from './statistics/screens';
import { stakeholderScreens } from './stakeholder/screens';
import { exposureScreens } from './exposure/screens';
import { postingScreens } from './posting/screens';
import { resources } from './i18n';

const version = typeof __REMOTE_VERSION__ === 'string' ? __REMOTE_VERSION__ : '0.0.0-dev';

export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'mf-reports',
  version,
  routes: {
    ...winLossScreens,
    ...detailScreens,
    ...resultsScreens,
    ...statisticsScreens,
    ...stakeholderScreens,
    ...exposureScreens,
    ...postingScreens,
  },
  resources,
});
