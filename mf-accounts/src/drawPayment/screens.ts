import { lazyScreen, type RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** Draw payment: path -> lazily loaded screen. */
export const drawPaymentScreens: Record<string, RemoteScreen> = {
  '/draw-payment': lazyScreen(() => import('./DrawPaymentScreen')),
};
