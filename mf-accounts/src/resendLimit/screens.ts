import { lazy } from 'react';
import type { RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** The resend order limit per downline: path -> lazily loaded screen. */
export const resendLimitScreens: Record<string, RemoteScreen> = {
  '/manage-resend-order-limit': lazy(() => import('./ResendOrderLimitScreen')),
};
