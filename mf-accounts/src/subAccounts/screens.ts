import { lazyScreen, type RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** Screens of the main account's sub-accounts: path -> lazily loaded screen. */
export const subAccountsScreens: Record<string, RemoteScreen> = {
  '/sub-account/detail': lazyScreen(() => import('./SubAccountScreen')),
};
