import { useTranslation } from 'react-i18next';
import { addResources, type LazyResourceSet } from '@drawdesk/shared-kernel/i18n';
import { NAMESPACE as FRAME_NAMESPACE, registerFrameTranslations } from '../../frame/i18n';
import { en, type WinLossResource } from './en';

/** The namespace of the win/loss, sales summary and player transaction reports. */
export const NAMESPACE = 'reports-winloss';

/**
 * Namespaces the report tables look keys up in, first match wins (the column labels reports share are in the
 * frame's).
 */
export const TABLE_NAMESPACES = [NAMESPACE, FRAME_NAMESPACE, 'common', 'ui'] as const;

/** English ships with the screens; Chinese and Malay are fetched when chosen. */
export const resources: LazyResourceSet & { en: WinLossResource } = {
  en,
  zh: () => import('./zh').then((m) => m.zh),
  ms: () => import('./ms').then((m) => m.ms),
};

let registered = false;
/** Adds the namespace once (every screen calls this when its chunk loads). */
export function registerWinLossTranslations(): void {
  if (registered) return;
  registered = true;
  addResources(NAMESPACE, resources);
  registerFrameTranslations();
}

/** `t` of the win/loss namespace. */
export function useWinLossT() {
  return useTranslation(NAMESPACE);
}
