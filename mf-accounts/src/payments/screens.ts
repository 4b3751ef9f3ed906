import { lazyScreen, type RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** The payment screen (pay or collect, and the history): path -> lazily loaded screen. */
export const paymentsScreens: Record<string, RemoteScreen> = {
  '/payment': lazyScreen(() => import('./PaymentScreen')),
};
