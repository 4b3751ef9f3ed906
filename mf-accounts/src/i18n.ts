/**
 * Interface text of mf-accounts. The namespace 'mf-accounts' holds the area title and is added by
 * createRemoteApp; every feature has its own namespace (`<feature>/i18n`), added by
 * `registerFeatureTexts` when the first of its screens loads, so a feature's English ships with its
 * screens and not with the remote's entry. `en` is the reference shape; zh and ms match it.
 */
import { addResources, type LazyResourceSet } from '@drawdesk/shared-kernel/i18n';

const en = {
  area: {
    title: 'Accounts',
  },
};
type Resource = typeof en;

const zh: Resource = {
  area: {
    title: '账户',
  },
};

const ms: Resource = {
  area: {
    title: 'Akaun',
  },
};

export const NAMESPACE = 'mf-accounts';
export const resources = { en, zh, ms };

const registered = new Set<string>();

/** Adds a feature's namespace once (English inline, Chinese and Malay fetched when chosen). */
export function registerFeatureTexts(namespace: string, featureResources: LazyResourceSet): void {
  if (registered.has(namespace)) return;
  registered.add(namespace);
  addResources(namespace, featureResources);
}
