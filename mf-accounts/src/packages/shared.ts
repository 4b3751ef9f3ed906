import { useTranslation } from 'react-i18next';
import { PACKAGES_NS, registerPackageTranslations } from './i18n';

registerPackageTranslations();

/** Namespaces the package screens look keys up in, first match wins. */
export const PACKAGES_NAMESPACES = [PACKAGES_NS, 'common', 'ui'] as const;

export function usePackagesT() {
  return useTranslation(PACKAGES_NS);
}
