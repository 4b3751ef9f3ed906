import { useTranslation } from 'react-i18next';
import type { LazyResourceSet } from '@drawdesk/shared-kernel/i18n';
import { registerFeatureTexts } from '../../i18n';
import { en } from './en';

/** The namespace of the sub-account, fight limit, payment, resend order limit and profile screens. */
export const NAMESPACE = 'accounts-credit';

/** English inline; Chinese and Malay are fetched when chosen. */
export const resources: LazyResourceSet = {
  en,
  zh: () => import('./zh').then((m) => m.zh),
  ms: () => import('./ms').then((m) => m.ms),
};

/** Namespaces the credit screens' tables and fields look keys up in, first match wins. */
export const TABLE_NAMESPACES = [NAMESPACE, 'common', 'ui'] as const;

/** Adds the namespace once (each screen calls this when its chunk loads). */
export function ensureCreditResources(): void {
  registerFeatureTexts(NAMESPACE, resources);
}

/** The credit screens' translation function. */
export function useCreditT() {
  return useTranslation(NAMESPACE);
}
