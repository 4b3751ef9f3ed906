import { addResources, type LazyResourceSet } from '@drawdesk/shared-kernel/i18n';
import { en, type Resource } from './en';

export type { Resource };

/** The namespace of this feature's texts (unchanged, so no key moves). */
export const NAMESPACE = 'admin-roles';
/** Namespaces the feature's tables look keys up in, first match wins. */
export const NAMESPACES = [NAMESPACE, 'common', 'ui'] as const;

/** English ships with the screens; Chinese and Malay are fetched when chosen. */
export const resources: LazyResourceSet & { en: Resource } = {
  en,
  zh: () => import('./zh').then((m) => m.zh),
  ms: () => import('./ms').then((m) => m.ms),
};

let registered = false;
/** Adds the namespace once (every screen calls this when its chunk loads). */
export function registerRolesTranslations(): void {
  if (registered) return;
  registered = true;
  addResources(NAMESPACE, resources);
}
