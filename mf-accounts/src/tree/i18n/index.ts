import { addResources } from '@drawdesk/shared-kernel/i18n';
import { en } from './en';

/** The namespace of the account tree screens. */
export const TREE_NS = 'accounts-tree';

let added = false;
/** Adds the namespace once: English inline, Chinese and Malay fetched when chosen. */
export function ensureTreeResources(): void {
  if (added) return;
  added = true;
  addResources(TREE_NS, {
    en,
    zh: () => import('./zh').then((m) => m.zh),
    ms: () => import('./ms').then((m) => m.ms),
  });
}
