/**
 * Every namespace of the product (kernel, shell, each remote, each feature) holds every English key
 * in Chinese and Malay, translated: a zh or ms text equal to the English is an untranslated label,
 * unless it is a code, a number or on the short allow-list (i18nCatalog SAME_AS_ENGLISH).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  APPS,
  REPO_ROOT,
  leaves,
  loadCatalog,
  mayEqualEnglish,
  valueAt,
  type NamespaceTexts,
  type Tree,
} from './i18nCatalog';

/** Source files (not tests) of the apps and the kernel. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Files that add a namespace with its texts written in place: addResources(ns, { en: ... }). */
const inlineFiles = [...APPS, 'shared-kernel'].flatMap((app) =>
  sourceFiles(join(REPO_ROOT, app, 'src')).filter((file) =>
    /addResources\(\s*[\w.'"-]+\s*,\s*\{/.test(readFileSync(file, 'utf8')),
  ),
);

/** Their namespaces, taken from the addResources calls the module makes when it loads. */
function inlineNamespaces(): NamespaceTexts[] {
  const found: NamespaceTexts[] = [];
  for (const file of inlineFiles) {
    jest.isolateModules(() => {
      jest.doMock('@drawdesk/shared-kernel/i18n', () => ({
        addResources: (ns: string, set: { en: Tree; zh: Tree; ms: Tree }) => {
          found.push({ source: `${relative(REPO_ROOT, file)} (${ns})`, en: set.en, zh: set.zh, ms: set.ms });
          return Promise.resolve();
        },
      }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(file);
    });
  }
  return found;
}

const catalog = [...loadCatalog(), ...inlineNamespaces()];

/** {{placeholders}} in a text, sorted. */
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

it('finds the kernel, the shell, every remote and their feature namespaces', () => {
  const sources = catalog.map((ns) => ns.source);
  expect(sources).toEqual(
    expect.arrayContaining([
      'shared-kernel/src/i18n/resources/common',
      'shared-kernel/src/ui/i18n-resources',
      'shell/src/i18n',
      'mf-accounts/src/i18n',
      'mf-accounts/src/tree/i18n',
      'mf-admin/src/templates/i18n',
      'mf-reports/src/frame/i18n',
      'mf-betting/src/orders/i18n',
      'mf-posting/src/i18n',
    ]),
  );
  expect(catalog.length).toBeGreaterThan(30);
  // Every file with texts in place was read (its addResources ran when it loaded).
  for (const file of inlineFiles)
    expect(sources.some((source) => source.startsWith(relative(REPO_ROOT, file)))).toBe(true);
});

describe.each(catalog.map((ns) => [ns.source, ns] as const))('%s', (_source, ns) => {
  const enKeys = leaves(ns.en).sort();

  it.each(['zh', 'ms'] as const)('%s has exactly the English keys', (lng) => {
    expect(leaves(ns[lng]).sort()).toEqual(enKeys);
  });

  it.each(['zh', 'ms'] as const)(
    '%s texts are translations: not empty, same placeholders, not the English',
    (lng) => {
      const problems: string[] = [];
      for (const key of enKeys) {
        const english = valueAt(ns.en, key) as string;
        const text = valueAt(ns[lng], key);
        if (typeof text !== 'string' || text.trim() === '') problems.push(`${key}: empty`);
        else if (placeholders(text).join() !== placeholders(english).join())
          problems.push(`${key}: placeholders`);
        else if (text.trim() === english.trim() && !mayEqualEnglish(lng, english))
          problems.push(`${key}: "${text}" is the English`);
      }
      expect(problems).toEqual([]);
    },
  );

  it('Chinese texts are Chinese (but codes, numbers and the allow-list)', () => {
    const notChinese = leaves(ns.zh).filter((key) => {
      const text = valueAt(ns.zh, key) as string;
      return !/[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/.test(text) && !mayEqualEnglish('zh', text);
    });
    expect(notChinese.map((key) => `${key}: ${String(valueAt(ns.zh, key))}`)).toEqual([]);
  });
});

it('the catalog reads the same trees the app registers (English of a feature is its index resources)', () => {
  for (const ns of catalog.filter((n) => /\/i18n$/.test(n.source) && !n.source.endsWith('src/i18n'))) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const index = require(join(REPO_ROOT, ns.source, 'index.ts')) as { resources?: { en: Tree } };
    if (index.resources) expect(index.resources.en).toBe(ns.en);
  }
});
