/**
 * What this remote exposes as './app': single-spa lifecycles over the paths the route table gives
 * 'mf-accounts'. Screens are added to `routes` by path; owned paths without one show NotAvailableYet.
 */
import { createRemoteApp } from '@drawdesk/shared-kernel/remote';
import { drawPaymentScreens } from './drawPayment/screens';
import { fightLimitScreens } from './fightLimit/screens';
import { resources } from './i18n';
import { packageScreens } from './packages/screens';
import { paymentsScreens } from './payments/screens';
import { profileScreens } from './profile/screens';
import { resendLimitScreens } from './resendLimit/screens';
import { subAccountsScreens } from './subAccounts/screens';
import { treeScreens } from './tree/screens';

const version = typeof __REMOTE_VERSION__ === 'string' ? __REMOTE_VERSION__ : '0.0.0-dev';

export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'mf-accounts',
  version,
  routes: {
    ...treeScreens,
    ...subAccountsScreens,
    ...fightLimitScreens,
    ...paymentsScreens,
    ...resendLimitScreens,
    ...profileScreens,
    ...packageScreens,
    ...drawPaymentScreens,
  },
  resources,
});
