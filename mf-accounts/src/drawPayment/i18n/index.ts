import type { LazyResourceSet } from '@drawdesk/shared-kernel/i18n';
import { registerFeatureTexts } from '../../i18n';
import { en } from './en';

/** The namespace of the draw payment screen. */
export const NAMESPACE = 'accounts-draw-payment';

/** English inline; Chinese and Malay are fetched when chosen. */
export const resources: LazyResourceSet = {
  en,
  zh: () => import('./zh').then((m) => m.zh),
  ms: () => import('./ms').then((m) => m.ms),
};

/** Namespaces the draw payment table looks keys up in, first match wins. */
export const TABLE_NAMESPACES = [NAMESPACE, 'common', 'ui'] as const;

/** Adds the namespace once (the screen calls this when its chunk loads). */
export function ensureDrawPaymentResources(): void {
  registerFeatureTexts(NAMESPACE, resources);
}
