import { lazy } from 'react';
import type { RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** Express betting, web orders and auto tickets: path -> lazily loaded screen. */
export const orderScreens: Record<string, RemoteScreen> = {
  '/order/express-betting': lazy(() => import('./ExpressBettingScreen')),
  '/betting/web-order': lazy(() => import('./WebOrderScreen')),
  '/betting/web-order2': lazy(() => import('./WebOrder2Screen')),
  '/order/auto-ticket': lazy(() => import('./AutoTicketScreen')),
};
