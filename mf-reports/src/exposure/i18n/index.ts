import { useTranslation } from 'react-i18next';
import { addResources, type LazyResourceSet } from '@drawdesk/shared-kernel/i18n';
import { FEATURE_NAMESPACES } from '../../i18n';
import { NAMESPACE as FRAME_NAMESPACE, registerFrameTranslations } from '../../frame/i18n';
import { en, type ExposureResource } from './en';

/** The namespace of the map, active map, map detail, run map and the company's run map. */
export const NAMESPACE = FEATURE_NAMESPACES.exposure;

/**
 * Namespaces the exposure tables look keys up in, first match wins (the column labels reports share are in the
 * frame's).
 */
export const TABLE_NAMESPACES = [NAMESPACE, FRAME_NAMESPACE, 'common', 'ui'] as const;

/** English ships with the screens; Chinese and Malay are fetched when chosen. */
export const resources: LazyResourceSet & { en: ExposureResource } = {
  en,
  zh: () => import('./zh').then((m) => m.zh),
  ms: () => import('./ms').then((m) => m.ms),
};

let registered = false;
/** Adds the namespace once (every screen calls this when its chunk loads). */
export function registerExposureTranslations(): void {
  if (registered) return;
  registered = true;
  addResources(NAMESPACE, resources);
  registerFrameTranslations();
}

/** `t` of the exposure namespace. */
export function useExposureT() {
  return useTranslation(NAMESPACE);
}
