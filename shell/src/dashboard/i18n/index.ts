import { useTranslation } from 'react-i18next';
import { addResources, type LazyResourceSet } from '@drawdesk/shared-kernel/i18n';
import { en, type DashboardResource } from './en';

/** The dashboard blocks' namespace: its texts load with the blocks' chunk, never with the login page. */
export const NAMESPACE = 'shell-dashboard';

/** English ships with the blocks; Chinese and Malay are fetched when chosen. */
export const resources: LazyResourceSet & { en: DashboardResource } = {
  en,
  zh: () => import('./zh').then((m) => m.zh),
  ms: () => import('./ms').then((m) => m.ms),
};

let registered = false;
/** Adds the namespace once (the blocks' module calls it when its chunk loads). */
export function registerDashboardTranslations(): void {
  if (registered) return;
  registered = true;
  addResources(NAMESPACE, resources);
}

/** `t` of the dashboard namespace. */
export function useDashboardT() {
  return useTranslation(NAMESPACE);
}
