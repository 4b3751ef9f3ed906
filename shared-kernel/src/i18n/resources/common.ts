// Namespace 'common' in all three languages. Only tests and tools take all three at once; the app
// loads English statically and the others on demand (i18n/index.ts), to keep the first load small.
import { commonEn, type CommonResource } from './common.en';
import { commonMs } from './common.ms';
import { commonZh } from './common.zh';

export type { CommonKey, CommonResource } from './common.en';

/** Namespace 'common' bundles by cookie language code (SPEC 9: en, zh, ms). */
export const commonResources: { en: CommonResource; zh: CommonResource; ms: CommonResource } = {
  en: commonEn,
  zh: commonZh,
  ms: commonMs,
};
export const COMMON_NAMESPACE = 'common';
