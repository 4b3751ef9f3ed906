import { useTranslation } from 'react-i18next';
import { addResources, type LazyResourceSet } from '@drawdesk/shared-kernel/i18n';
import { FEATURE_NAMESPACES } from '../../i18n';
import { en, type PostingResource } from './en';

/** The namespace of the remote invoice pages. */
export const NAMESPACE = FEATURE_NAMESPACES.posting;

/** Namespaces the invoice tables look keys up in, first match wins. */
export const TABLE_NAMESPACES = [NAMESPACE, 'common', 'ui'] as const;

/** English ships with the screens; Chinese and Malay are fetched when chosen. */
export const resources: LazyResourceSet & { en: PostingResource } = {
  en,
  zh: () => import('./zh').then((m) => m.zh),
  ms: () => import('./ms').then((m) => m.ms),
};

let registered = false;
/** Adds the namespace once (every screen calls this when its chunk loads). */
export function registerPostingTranslations(): void {
  if (registered) return;
  registered = true;
  addResources(NAMESPACE, resources);
}

/** `t` of the invoice pages' namespace. */
export function usePostingT() {
  return useTranslation(NAMESPACE);
}
