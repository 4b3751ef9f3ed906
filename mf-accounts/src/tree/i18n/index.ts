import type { LazyResourceSet } from '@drawdesk/shared-kernel/i18n';
import { registerFeatureTexts } from '../../i18n';
import { en } from './en';

/** The namespace of the account tree screens. */
export const NAMESPACE = 'accounts-tree';

/** English inline; Chinese and Malay are fetched when chosen. */
export const resources: LazyResourceSet = {
  en,
  zh: () => import('./zh').then((m) => m.zh),
  ms: () => import('./ms').then((m) => m.ms),
};

/** Namespaces DataTable headers and overall labels look keys up in, first match wins. */
export const TABLE_NAMESPACES = [NAMESPACE, 'common', 'ui'] as const;

/** Adds the namespace once (each screen calls this when its chunk loads). */
export function ensureTreeResources(): void {
  registerFeatureTexts(NAMESPACE, resources);
}
