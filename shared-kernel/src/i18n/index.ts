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
/**
 * Bundles whose zh/ms load on demand (a namespace may have several, one per addResources), with the
 * languages already added or on the way.
 */
interface LazyEntry {
  ns: string;
  set: LazyResourceSet;
  loads: Map<CookieLanguage, Promise<void>>;
}
const lazyEntries: LazyEntry[] = [];
/**
 * The language being switched to (set before the bundles load, while i18next still reports the old
 * one), else the current one. A namespace added during a switch loads for this language: with
 * i18next's language it would load for the old one and stay English after the switch.
 */
let targetLanguage: CookieLanguage | null = null;

function addLazyLanguage(entry: LazyEntry, language: CookieLanguage): Promise<void> {
  const { ns } = entry;
  if (language === 'en') return Promise.resolve();
  let load = entry.loads.get(language);
  if (!load) {
    load = entry.set[language]().then(
      (tree) => {
        i18next.addResourceBundle(language, ns, tree, true, true);
      },
      (error: unknown) => {
        // Not cached: the next screen or switch tries again (the English stays meanwhile).
        entry.loads.delete(language);
        console.error(`[i18n] the ${language} texts of '${ns}' did not load`, error);
      },
    );
    entry.loads.set(language, load);
  }
  return load;
}

/**
 * Everything the language needs: the kernel's bundle and every lazy namespace's, including the
 * namespaces added while these were loading.
 */
async function ensureLanguage(language: CookieLanguage): Promise<void> {
  if (!loadedLanguages.has(language)) {
    addKernelBundle(language, await loadKernelBundle(language));
    loadedLanguages.add(language);
  }
  await loadLazyNamespaces(language);
}

function addKernelBundle(language: CookieLanguage, bundle: { common: object; ui: object }): void {
  i18next.addResourceBundle(language, 'common', bundle.common, true, true);
  i18next.addResourceBundle(language, 'ui', bundle.ui, true, true);
}

async function loadLazyNamespaces(language: CookieLanguage): Promise<void> {
  if (language === 'en') return;
  for (;;) {
    const count = lazyEntries.length;
    await Promise.all(lazyEntries.map((entry) => addLazyLanguage(entry, language)));
    // A namespace added meanwhile has started its own load; wait for it too.
    if (lazyEntries.length === count) return;
  }
}

/**
 * Resolves when the texts of the language on screen (or being switched to) are here: the kernel's
 * and every namespace added so far. A component that registers its namespace when its code loads
 * waits for this before its first render (lazyComponent, lazyScreen, the remote's mount), so its
 * labels appear translated at once: a bundle arriving after the first render is picked up by
 * react-i18next only on its next store event, which left labels English for seconds.
 */
export async function textsReady(): Promise<void> {
  if (initialising) await initialising;
  if (!i18next.isInitialized) return;
  await loadLazyNamespaces(targetLanguage ?? currentLanguage());
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
  targetLanguage = language;
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
  targetLanguage = language;
  if (i18next.isInitialized) await ensureLanguage(language);
  // A later switch won meanwhile: leave the language to it.
  if (targetLanguage !== language) return language;
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
 * Texts added with the code that uses them go in without a store event: every component that shows
 * them renders after they are here (the module adding them is evaluated first, and lazyComponent,
 * lazyScreen and a remote's mount wait for textsReady), while the event made every mounted
 * `useTranslation` (the whole layout, menu and page) render again on each remote's first visit. A
 * language bundle fetched later (zh, ms) still announces itself.
 */
const QUIET = { silent: true } as const;

/**
 * Add (or extend) a namespace in all three languages, e.g. a remote's own texts. Before init the
 * bundles wait and are added by initI18n. The promise resolves when the namespace's texts of the
 * current language are here (at once for English or a set with all three languages); screens need
 * not wait on it: lazyComponent and lazyScreen wait for every namespace added by their code
 * (textsReady).
 */
export function addResources(ns: string, resources: ResourceSet | LazyResourceSet): Promise<void> {
  if (!i18next.isInitialized) {
    pending.push({ ns, resources });
    return textsReady();
  }
  if (isLazy(resources)) {
    i18next.addResourceBundle('en', ns, resources.en, true, true, QUIET);
    // The same set again (a second registration) keeps the loads already made.
    let entry = lazyEntries.find(
      (e) => e.ns === ns && e.set.zh === resources.zh && e.set.ms === resources.ms,
    );
    if (!entry) {
      entry = { ns, set: resources, loads: new Map() };
      lazyEntries.push(entry);
    }
    // In (or switching to) another language: fetch this namespace's bundle now.
    return addLazyLanguage(entry, targetLanguage ?? currentLanguage());
  }
  for (const lng of SUPPORTED_LANGUAGES)
    i18next.addResourceBundle(lng, ns, resources[lng], true, true, QUIET);
  return Promise.resolve();
}

function isLazy(resources: ResourceSet | LazyResourceSet): resources is LazyResourceSet {
  return typeof resources.zh === 'function';
}
