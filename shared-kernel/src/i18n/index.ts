/**
 * The one i18next instance of the app (ARCHITECTURE 2, TOOLCHAIN: the shell initialises, remotes
 * only add bundles). Namespaces: 'common' (kernel messages and route titles), 'ui' (kernel
 * components), and one per app added with addResources.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { language$ } from '../bus';
import type { CookieLanguage, UiLanguage } from '../domain/constants';
import { uiResources } from '../ui/i18n-resources';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, rememberLanguage, rememberedLanguage, toCookieLanguage } from './language';
import { commonResources } from './resources/common';

export * from './language';
export { commonResources, COMMON_NAMESPACE, type CommonKey, type CommonResource } from './resources/common';

export type ResourceTree = { [key: string]: string | ResourceTree };
/** One namespace's bundles in the three languages (SPEC 1: en, zh, ms). */
export interface ResourceSet {
  en: ResourceTree;
  zh: ResourceTree;
  ms: ResourceTree;
}

/** The shared instance (also what react-i18next's hooks use). */
export const i18n: I18n = i18next;

const pending: { ns: string; resources: ResourceSet }[] = [];
let initialising: Promise<I18n> | null = null;

export interface InitI18nOptions {
  /** UI or cookie code (cn/zh, en, bm/ms); default: remembered, else English. */
  language?: UiLanguage | CookieLanguage | string | null;
}

/**
 * Initialise i18next once, with react-i18next, the 'common' and 'ui' namespaces and any bundles
 * added before. Later calls return the same instance (switching language when one is given).
 * Accepts a language code directly or `{ language }`.
 */
export function initI18n(options?: InitI18nOptions | string | null): Promise<I18n> {
  const requested = typeof options === 'string' || options === null || options === undefined ? options : options.language;
  if (initialising) {
    return initialising.then(async (instance) => {
      if (requested) await setLanguage(requested);
      return instance;
    });
  }
  const language = toCookieLanguage(requested) ?? rememberedLanguage() ?? DEFAULT_LANGUAGE;
  initialising = (async () => {
    if (!i18next.isInitialized) {
      await i18next.use(initReactI18next).init({
        resources: Object.fromEntries(
          SUPPORTED_LANGUAGES.map((lng) => [lng, { common: commonResources[lng], ui: uiResources[lng] }]),
        ),
        lng: language,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: [...SUPPORTED_LANGUAGES],
        ns: ['common', 'ui'],
        defaultNS: 'common',
        fallbackNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
        initAsync: false,
      });
    } else {
      // Someone initialised the shared instance first: still add the kernel's namespaces.
      addResources('common', commonResources);
      addResources('ui', uiResources);
    }
    for (const bundle of pending.splice(0)) addResources(bundle.ns, bundle.resources);
    rememberLanguage(language);
    language$.next(language);
    return i18next;
  })();
  return initialising;
}

/** Switch language everywhere: i18next, localStorage, cookie, and the bus's language$. */
export async function setLanguage(code: UiLanguage | CookieLanguage | string): Promise<CookieLanguage> {
  const language = toCookieLanguage(code) ?? DEFAULT_LANGUAGE;
  if (i18next.isInitialized && i18next.language !== language) await i18next.changeLanguage(language);
  rememberLanguage(language);
  if (language$.value !== language) language$.next(language);
  return language;
}

/** The current cookie-code language. */
export function currentLanguage(): CookieLanguage {
  return toCookieLanguage(i18next.language) ?? language$.value;
}

/**
 * Add (or extend) a namespace in all three languages, e.g. a remote's own texts. Before init the
 * bundles wait and are added by initI18n.
 */
export function addResources(ns: string, resources: ResourceSet): void {
  if (!i18next.isInitialized) {
    pending.push({ ns, resources });
    return;
  }
  for (const lng of SUPPORTED_LANGUAGES) i18next.addResourceBundle(lng, ns, resources[lng], true, true);
}
