import { useTranslation } from 'react-i18next';
import { addResources, type LazyResourceSet } from '@drawdesk/shared-kernel/i18n';
import { en, type FrameResource } from './en';

/** The namespace of what every report shares: filters, drill-down trail, processing warning. */
export const NAMESPACE = 'reports-frame';

/** English ships with the screens; Chinese and Malay are fetched when chosen. */
export const resources: LazyResourceSet & { en: FrameResource } = {
  en,
  zh: () => import('./zh').then((m) => m.zh),
  ms: () => import('./ms').then((m) => m.ms),
};

let registered = false;
/** Adds the namespace once (the frame's components call this when their chunk loads). */
export function registerFrameTranslations(): void {
  if (registered) return;
  registered = true;
  addResources(NAMESPACE, resources);
}

/** `t` of the frame's namespace. */
export function useFrameT() {
  return useTranslation(NAMESPACE);
}
