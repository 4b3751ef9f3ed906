import { lazy } from 'react';
import type { RemoteScreen } from '@drawdesk/shared-kernel/remote';

/** System setting, currency, red numbers, number meaning: path -> lazily loaded screen (`lazy(() => import('./XScreen'))`). */
export const settingsScreens: Record<string, RemoteScreen> = {
  '/admin-setting/system-setting': lazy(() => import('./SystemSettingScreen')),
  '/admin-setting/currency': lazy(() => import('./CurrencyScreen')),
  '/admin-setting/rednumber': lazy(() => import('./RedNumberScreen')),
  '/number-meaning': lazy(() => import('./NumberMeaningScreen')),
};
