import { lazyScreen, type RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** The resend order limit per downline: path -> lazily loaded screen. */
export const resendLimitScreens: Record<string, RemoteScreen> = {
  '/manage-resend-order-limit': lazyScreen(() => import('./ResendOrderLimitScreen')),
};
