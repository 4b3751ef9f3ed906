import { lazy } from 'react';
import type { RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** Screens of sub-accounts, fight limits, payments and the profile: path -> lazily loaded screen. */
export const creditScreens: Record<string, RemoteScreen> = {
  '/sub-account/detail': lazy(() => import('./SubAccountScreen')),
  '/manage-fight-limit': lazy(() => import('./FightLimitScreen')),
  '/payment': lazy(() => import('./PaymentScreen')),
  '/manage-resend-order-limit': lazy(() => import('./ResendOrderLimitScreen')),
  '/manage-profile': lazy(() => import('./ProfileScreen')),
};
