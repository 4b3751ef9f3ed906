import { useTranslation } from 'react-i18next';
import type { LazyResourceSet } from '@drawdesk/shared-kernel/i18n';
import { registerFeatureTexts } from '../../i18n';
import { en } from './en';

/** The namespace of the package screens and the account form's package pickers. */
export const NAMESPACE = 'accounts-packages';

/** English inline; Chinese and Malay are fetched when chosen. */
export const resources: LazyResourceSet = {
  en,
  zh: () => import('./zh').then((m) => m.zh),
  ms: () => import('./ms').then((m) => m.ms),
};

/** Namespaces the package tables look keys up in, first match wins. */
export const TABLE_NAMESPACES = [NAMESPACE, 'common', 'ui'] as const;

/** Adds the namespace once (each screen and the pickers call this when their chunk loads). */
export function ensurePackagesResources(): void {
  registerFeatureTexts(NAMESPACE, resources);
}

/** The package texts' translation function. */
export function usePackagesT() {
  return useTranslation(NAMESPACE);
}
