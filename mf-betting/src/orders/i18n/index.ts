import { useTranslation } from 'react-i18next';
import { addResources, type LazyResourceSet } from '@drawdesk/shared-kernel/i18n';
import { en, type OrdersResource } from './en';

/** The namespace of the order screens (express betting, web orders, auto tickets). */
export const NAMESPACE = 'betting-orders';

/** Namespaces the feature's tables look keys up in, first match wins. */
export const TABLE_NAMESPACES = [NAMESPACE, 'common', 'ui'] as const;

/** English ships with the screens; Chinese and Malay are fetched when chosen. */
export const resources: LazyResourceSet & { en: OrdersResource } = {
  en,
  zh: () => import('./zh').then((m) => m.zh),
  ms: () => import('./ms').then((m) => m.ms),
};

let registered = false;
/** Adds the namespace once (every screen calls this when its chunk loads). */
export function registerOrdersTranslations(): void {
  if (registered) return;
  registered = true;
  addResources(NAMESPACE, resources);
}

/** `t` of the feature's namespace. */
export function useOrdersT() {
  return useTranslation(NAMESPACE);
}
