import { useTranslation } from 'react-i18next';
import type { LazyResourceSet } from '@drawdesk/shared-kernel/i18n';
import { registerFeatureTexts } from '../../i18n';
import { en } from './en';

/** The namespace of the sub-account screen. */
export const NAMESPACE = 'accounts-sub-accounts';

/** English inline; Chinese and Malay are fetched when chosen. */
export const resources: LazyResourceSet = {
  en,
  zh: () => import('./zh').then((m) => m.zh),
  ms: () => import('./ms').then((m) => m.ms),
};

/** Namespaces the screen's table looks keys up in, first match wins. */
export const TABLE_NAMESPACES = [NAMESPACE, 'common', 'ui'] as const;

/** Adds the namespace once (the screen calls this when its chunk loads). */
export function ensureSubAccountsResources(): void {
  registerFeatureTexts(NAMESPACE, resources);
}

/** The translation function of the sub-account screen. */
export function useSubAccountsT() {
  return useTranslation(NAMESPACE);
}
