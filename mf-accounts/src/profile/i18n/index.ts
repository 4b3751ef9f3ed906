import { useTranslation } from 'react-i18next';
import type { LazyResourceSet } from '@drawdesk/shared-kernel/i18n';
import { registerFeatureTexts } from '../../i18n';
import { en } from './en';

/** The namespace of the profile screen. */
export const NAMESPACE = 'accounts-profile';

/** English inline; Chinese and Malay are fetched when chosen. */
export const resources: LazyResourceSet = {
  en,
  zh: () => import('./zh').then((m) => m.zh),
  ms: () => import('./ms').then((m) => m.ms),
};

/** Adds the namespace once (the screen calls this when its chunk loads). */
export function ensureProfileResources(): void {
  registerFeatureTexts(NAMESPACE, resources);
}

/** The translation function of the profile screen. */
export function useProfileT() {
  return useTranslation(NAMESPACE);
}
