import { lazyScreen, type RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** Express betting, web orders and auto tickets: path -> lazily loaded screen. */
export const orderScreens: Record<string, RemoteScreen> = {
  '/order/express-betting': lazyScreen(() => import('./ExpressBettingScreen')),
  '/betting/web-order': lazyScreen(() => import('./WebOrderScreen')),
  '/betting/web-order2': lazyScreen(() => import('./WebOrder2Screen')),
  '/order/auto-ticket': lazyScreen(() => import('./AutoTicketScreen')),
};
