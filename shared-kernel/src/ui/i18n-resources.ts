// Namespace 'ui' in all three languages (tests and tools); the app loads English statically and
// the others on demand (i18n/index.ts).
import { uiEn, type UiResource } from './i18n-resources.en';
import { uiMs } from './i18n-resources.ms';
import { uiZh } from './i18n-resources.zh';

export type { UiResource } from './i18n-resources.en';

/** Namespace 'ui' bundles by cookie language code (SPEC 9: zh, en, ms). */
export const uiResources: { en: UiResource; zh: UiResource; ms: UiResource } = {
  en: uiEn,
  zh: uiZh,
  ms: uiMs,
};

export { UI_NAMESPACE } from './i18n-resources.en';
