/**
 * Every interface text of the product, read from the sources (tests and tools only, in Node): the
 * kernel's 'common' and 'ui', the shell's namespace, each remote's own namespace (src/i18n.ts) and
 * each feature namespace (src/<feature>/i18n/{en,zh,ms}.ts). Discovered from the folders, so a new
 * feature is checked without being listed. The unit test of all namespaces and the Playwright
 * language walk (e2e/tests/i18n.spec.ts) both use it.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export type Tree = { [key: string]: string | Tree };
export type Language = 'en' | 'zh' | 'ms';
export interface NamespaceTexts {
  /** Where the texts live, relative to the repository root. */
  source: string;
  en: Tree;
  zh: Tree;
  ms: Tree;
}

export const REPO_ROOT = join(__dirname, '..', '..');
export const APPS = ['shell', 'mf-accounts', 'mf-betting', 'mf-reports', 'mf-posting', 'mf-admin'] as const;

/**
 * Texts a Chinese or Malay bundle may keep exactly as in English, with the reason: codes and
 * numbers, brand names, and words Malay uses unchanged. Anything else equal to the English is an
 * untranslated label.
 */
export const SAME_AS_ENGLISH: Record<'zh' | 'ms', Record<string, string>> = {
  zh: {
    DrawDesk: 'brand name',
    GD: 'pool (operator) name',
    '9Lotto': 'pool (operator) name',
    Box: 'bet type code, printed on tickets',
    iBox: 'bet type code, printed on tickets',
    PH: 'bet type code, printed on tickets',
    PB: 'bet type code, printed on tickets',
    OK: 'button word used as is in Chinese software',
    CSV: 'file format',
    Excel: 'product name',
    URL: 'technical acronym',
    API: 'technical acronym',
    IP: 'technical acronym',
  },
  ms: {
    DrawDesk: 'brand name',
    GD: 'pool (operator) name',
    '9Lotto': 'pool (operator) name',
    Box: 'bet type code, printed on tickets',
    iBox: 'bet type code, printed on tickets',
    PH: 'bet type code, printed on tickets',
    PB: 'bet type code, printed on tickets',
    OK: 'Malay uses the English button word',
    CSV: 'file format',
    Excel: 'product name',
    URL: 'technical acronym',
    API: 'technical acronym',
    IP: 'technical acronym',
    Status: 'the Malay word is the same',
    Special: 'the 4D prize name (the starters), used unchanged in Malay',
    Pool: "the 4D trade's word, used unchanged in Malay",
    Upline: "the 4D trade's word, used unchanged in Malay",
    Downline: "the 4D trade's word, used unchanged in Malay",
    Senior: 'agent level title (SPEC roles), used unchanged in Malay',
    'Super Senior': 'agent level title (SPEC roles), used unchanged in Malay',
    Master: 'agent level title (SPEC roles), used unchanged in Malay',
  },
};

/** A text that is not a label: only digits, codes (3A, 4D, 5D/6D), punctuation or placeholders. */
export function isCodeOrNumber(text: string): boolean {
  const stripped = text.replace(/{{\s*\w+\s*}}/g, '').trim();
  return (
    stripped === '' ||
    /^[\d\s.,:;%+\-–—·/#()[\]|*=<>~…]*$/.test(stripped) ||
    /^[0-9]+[A-Z]{1,2}$/.test(stripped)
  );
}

/** May `translated` (zh or ms) equal its English `text`? */
export function mayEqualEnglish(language: 'zh' | 'ms', text: string): boolean {
  return isCodeOrNumber(text) || Object.prototype.hasOwnProperty.call(SAME_AS_ENGLISH[language], text.trim());
}

const load = (file: string): Record<string, unknown> =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(join(REPO_ROOT, file)) as Record<string, unknown>;

function pick(module: Record<string, unknown>, name: string, file: string): Tree {
  const value = module[name];
  if (!value || typeof value !== 'object') throw new Error(`${file} exports no '${name}' bundle`);
  return value as Tree;
}

/** Folders named i18n under a package's src, with en.ts, zh.ts and ms.ts. */
function featureFolders(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!statSync(path).isDirectory() || name === 'node_modules') continue;
    if (name === 'i18n' && existsSync(join(path, 'en.ts'))) found.push(path);
    else found.push(...featureFolders(path));
  }
  return found;
}

/** Every namespace's texts in the three languages. */
export function loadCatalog(): NamespaceTexts[] {
  const catalog: NamespaceTexts[] = [];
  const common = load('shared-kernel/src/i18n/resources/common.ts').commonResources as Record<Language, Tree>;
  catalog.push({ source: 'shared-kernel/src/i18n/resources/common', ...common });
  const ui = load('shared-kernel/src/ui/i18n-resources.ts').uiResources as Record<Language, Tree>;
  catalog.push({ source: 'shared-kernel/src/ui/i18n-resources', ...ui });
  const shell = load('shell/src/i18n.ts').shellResources as { en: Tree };
  catalog.push({
    source: 'shell/src/i18n',
    en: shell.en,
    zh: pick(load('shell/src/i18n.zh.ts'), 'shellZh', 'shell/src/i18n.zh.ts'),
    ms: pick(load('shell/src/i18n.ms.ts'), 'shellMs', 'shell/src/i18n.ms.ts'),
  });
  for (const app of APPS.filter((a) => a !== 'shell')) {
    const own = `${app}/src/i18n.ts`;
    if (existsSync(join(REPO_ROOT, own))) {
      const resources = load(own).resources as Record<Language, Tree>;
      catalog.push({ source: `${app}/src/i18n`, en: resources.en, zh: resources.zh, ms: resources.ms });
    }
  }
  for (const app of APPS) {
    for (const folder of featureFolders(join(REPO_ROOT, app, 'src'))) {
      const source = relative(REPO_ROOT, folder);
      const bundle = (lng: Language) => pick(load(`${source}/${lng}.ts`), lng, `${source}/${lng}.ts`);
      catalog.push({ source, en: bundle('en'), zh: bundle('zh'), ms: bundle('ms') });
    }
  }
  return catalog;
}

/** 'a.b.c' paths of every string leaf. */
export function leaves(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  );
}

export function valueAt(tree: Tree, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Tree)[key] : undefined),
      tree,
    );
}

/** Every English text of the catalog (what an untranslated label on a zh or ms screen shows). */
export function englishTexts(catalog: NamespaceTexts[]): Set<string> {
  const texts = new Set<string>();
  for (const ns of catalog) {
    for (const key of leaves(ns.en)) {
      const text = valueAt(ns.en, key);
      if (typeof text === 'string') texts.add(text.trim());
    }
  }
  return texts;
}
