/**
 * The one i18next instance of the app (ARCHITECTURE 2, TOOLCHAIN: the shell initialises, remotes
 * only add bundles). Namespaces: 'common' (kernel messages and route titles), 'ui' (kernel
 * components), and one per app added with addResources.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { language$ } from '../bus';
import type { CookieLanguage, UiLanguage } from '../domain/constants';
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  rememberLanguage,
  rememberedLanguage,
  toCookieLanguage,
} from './language';
import { ENGLISH_BUNDLE, loadKernelBundle } from './resources/kernelBundles';

export * from './language';
export type { CommonKey, CommonResource } from './resources/common.en';
export const COMMON_NAMESPACE = 'common';

export type ResourceTree = { [key: string]: string | ResourceTree };
/** One namespace's bundles in the three languages (SPEC 1: en, zh, ms). */
export interface ResourceSet {
  en: ResourceTree;
  zh: ResourceTree;
  ms: ResourceTree;
}
/**
 * The same, with zh and ms as loaders (dynamic imports): English ships with the app, the other
 * languages are fetched only when chosen.
 */
export interface LazyResourceSet {
  en: ResourceTree;
  zh: () => Promise<ResourceTree>;
  ms: () => Promise<ResourceTree>;
}

/** The shared instance (also what react-i18next's hooks use). */
export const i18n: I18n = i18next;

const pending: { ns: string; resources: ResourceSet | LazyResourceSet }[] = [];
const loadedLanguages = new Set<CookieLanguage>();
/** Namespaces whose zh/ms bundles load on demand, with the languages already added. */
const lazyNamespaces = new Map<string, { set: LazyResourceSet; loads: Map<CookieLanguage, Promise<void>> }>();

function addLazyLanguage(ns: string, language: CookieLanguage): Promise<void> {
  const entry = lazyNamespaces.get(ns);
  if (!entry || language === 'en') return Promise.resolve();
  let load = entry.loads.get(language);
  if (!load) {
    load = entry.set[language]().then((tree) => {
      i18next.addResourceBundle(language, ns, tree, true, true);
    });
    entry.loads.set(language, load);
  }
  return load;
}

/** Everything the language needs: the kernel's bundle and every lazy namespace's. */
async function ensureLanguage(language: CookieLanguage): Promise<void> {
  if (!loadedLanguages.has(language)) {
    addKernelBundle(language, await loadKernelBundle(language));
    loadedLanguages.add(language);
  }
  await Promise.all([...lazyNamespaces.keys()].map((ns) => addLazyLanguage(ns, language)));
}

function addKernelBundle(language: CookieLanguage, bundle: { common: object; ui: object }): void {
  i18next.addResourceBundle(language, 'common', bundle.common, true, true);
  i18next.addResourceBundle(language, 'ui', bundle.ui, true, true);
}
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
  const requested =
    typeof options === 'string' || options === null || options === undefined ? options : options.language;
  if (initialising) {
    return initialising.then(async (instance) => {
      if (requested) await setLanguage(requested);
      return instance;
    });
  }
  const language = toCookieLanguage(requested) ?? rememberedLanguage() ?? DEFAULT_LANGUAGE;
  initialising = (async () => {
    const chosen = await loadKernelBundle(language);
    if (!i18next.isInitialized) {
      await i18next.use(initReactI18next).init({
        resources: { en: { ...ENGLISH_BUNDLE }, [language]: { ...chosen } },
        lng: language,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: [...SUPPORTED_LANGUAGES],
        ns: ['common', 'ui'],
        defaultNS: 'common',
        fallbackNS: 'common',
        interpolation: { escapeValue: false },
        // Re-render when a lazily fetched language bundle arrives.
        react: { bindI18nStore: 'added' },
        returnNull: false,
        initAsync: false,
      });
    } else {
      // Someone initialised the shared instance first: still add the kernel's namespaces.
      addKernelBundle('en', ENGLISH_BUNDLE);
      addKernelBundle(language, chosen);
    }
    loadedLanguages.add('en').add(language);
    for (const bundle of pending.splice(0)) addResources(bundle.ns, bundle.resources);
    await ensureLanguage(language);
    rememberLanguage(language);
    language$.next(language);
    return i18next;
  })();
  return initialising;
}

/** Switch language everywhere: i18next, localStorage, cookie, and the bus's language$. */
export async function setLanguage(code: UiLanguage | CookieLanguage | string): Promise<CookieLanguage> {
  const language = toCookieLanguage(code) ?? DEFAULT_LANGUAGE;
  if (i18next.isInitialized) await ensureLanguage(language);
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
export function addResources(ns: string, resources: ResourceSet | LazyResourceSet): void {
  if (!i18next.isInitialized) {
    pending.push({ ns, resources });
    return;
  }
  if (isLazy(resources)) {
    i18next.addResourceBundle('en', ns, resources.en, true, true);
    lazyNamespaces.set(ns, { set: resources, loads: new Map() });
    // Already in another language: fetch this namespace's bundle now (components re-render on 'added').
    const current = currentLanguage();
    if (current !== 'en') void addLazyLanguage(ns, current);
    return;
  }
  for (const lng of SUPPORTED_LANGUAGES) i18next.addResourceBundle(lng, ns, resources[lng], true, true);
}

function isLazy(resources: ResourceSet | LazyResourceSet): resources is LazyResourceSet {
  return typeof resources.zh === 'function';
}
