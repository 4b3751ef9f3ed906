import type { CookieLanguage } from '../../domain/constants';
import { uiEn, type UiResource } from '../../ui/i18n-resources.en';
import { commonEn, type CommonResource } from './common.en';

/** The kernel's namespaces in one language. */
export interface KernelBundle {
  common: CommonResource;
  ui: UiResource;
}

export const ENGLISH_BUNDLE: KernelBundle = { common: commonEn, ui: uiEn };

/**
 * English is the default and the fallback, so it ships with the first load; the other languages are
 * chunks of their own, fetched when chosen (most users never download them).
 */
const loaders: Record<Exclude<CookieLanguage, 'en'>, () => Promise<KernelBundle>> = {
  zh: async () => {
    const [common, ui] = await Promise.all([import('./common.zh'), import('../../ui/i18n-resources.zh')]);
    return { common: common.commonZh, ui: ui.uiZh };
  },
  ms: async () => {
    const [common, ui] = await Promise.all([import('./common.ms'), import('../../ui/i18n-resources.ms')]);
    return { common: common.commonMs, ui: ui.uiMs };
  },
};

export function loadKernelBundle(language: CookieLanguage): Promise<KernelBundle> {
  return language === 'en' ? Promise.resolve(ENGLISH_BUNDLE) : loaders[language]();
}
