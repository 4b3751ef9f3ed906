import { shellResources } from './i18n';
import { shellMs } from './i18n.ms';
import { shellZh } from './i18n.zh';

jest.mock('@drawdesk/shared-kernel/i18n', () => ({ addResources: jest.fn() }));

/** Every leaf key path of a nested resource object. */
function keysOf(resource: object, prefix = ''): string[] {
  return Object.entries(resource).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}
function valueAt(resource: object, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], resource);
}

describe('shell translations', () => {
  const englishKeys = keysOf(shellResources.en);
  const bundles = { en: shellResources.en, zh: shellZh, ms: shellMs };

  it('loads Chinese and Malay on demand', async () => {
    await expect(shellResources.zh()).resolves.toBe(shellZh);
    await expect(shellResources.ms()).resolves.toBe(shellMs);
  });

  it.each(['zh', 'ms'] as const)('%s has exactly the English keys, each a non-empty text', (lang) => {
    expect(keysOf(bundles[lang]).sort()).toEqual([...englishKeys].sort());
    for (const key of englishKeys) {
      const text = valueAt(bundles[lang], key);
      expect(typeof text).toBe('string');
      expect((text as string).trim()).not.toBe('');
    }
  });

  it('Chinese texts are really translated (no English sentences left)', () => {
    const untranslated = englishKeys.filter((key) => {
      const zh = valueAt(bundles.zh, key) as string;
      return zh === valueAt(shellResources.en, key) && /[a-z]{4,}/i.test(zh);
    });
    expect(untranslated).toEqual([]);
  });

  it('keeps the same interpolation placeholders in every language', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const key of englishKeys) {
      const en = placeholders(valueAt(shellResources.en, key) as string);
      expect(placeholders(valueAt(bundles.zh, key) as string)).toEqual(en);
      expect(placeholders(valueAt(bundles.ms, key) as string)).toEqual(en);
    }
  });
});
