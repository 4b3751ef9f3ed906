import { lazyScreen, type RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** System setting, currency, red numbers, number meaning: path -> lazily loaded screen (`lazyScreen(() => import('./XScreen'))`). */
export const settingsScreens: Record<string, RemoteScreen> = {
  '/admin-setting/system-setting': lazyScreen(() => import('./SystemSettingScreen')),
  '/admin-setting/currency': lazyScreen(() => import('./CurrencyScreen')),
  '/admin-setting/rednumber': lazyScreen(() => import('./RedNumberScreen')),
  '/number-meaning': lazyScreen(() => import('./NumberMeaningScreen')),
};
