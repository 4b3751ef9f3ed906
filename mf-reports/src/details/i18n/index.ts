import { useTranslation } from 'react-i18next';
import { addResources, type LazyResourceSet } from '@drawdesk/shared-kernel/i18n';
import { NAMESPACE as FRAME_NAMESPACE, registerFrameTranslations } from '../../frame/i18n';
import { en, type DetailsResource } from './en';

/** The namespace of the report detail pages (win/loss, own win/loss, jackpot). */
export const NAMESPACE = 'reports-details';

/**
 * Namespaces the detail tables look keys up in, first match wins (the column labels reports share are in the
 * frame's).
 */
export const TABLE_NAMESPACES = [NAMESPACE, FRAME_NAMESPACE, 'common', 'ui'] as const;

/** English ships with the screens; Chinese and Malay are fetched when chosen. */
export const resources: LazyResourceSet & { en: DetailsResource } = {
  en,
  zh: () => import('./zh').then((m) => m.zh),
  ms: () => import('./ms').then((m) => m.ms),
};

let registered = false;
/** Adds the namespace once (every detail screen calls this when its chunk loads). */
export function registerDetailsTranslations(): void {
  if (registered) return;
  registered = true;
  addResources(NAMESPACE, resources);
  registerFrameTranslations();
}

/** `t` of the details namespace. */
export function useDetailsT() {
  return useTranslation(NAMESPACE);
}
