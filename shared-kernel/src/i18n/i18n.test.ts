import { language$ } from '../bus';
import {
  LANGUAGE_MENU,
  addResources,
  currentLanguage,
  i18n,
  initI18n,
  rememberedLanguage,
  setLanguage,
  toCookieLanguage,
  toUiLanguage,
} from './index';

const cookieLang = () => /(?:^|;\s*)lang=([^;]*)/.exec(document.cookie)?.[1];

describe('language codes', () => {
  it.each([
    ['cn', 'zh'],
    ['zh', 'zh'],
    ['zh-CN', 'zh'],
    ['CN', 'zh'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['bm', 'ms'],
    ['ms', 'ms'],
    ['ms-MY', 'ms'],
    ['fr', null],
    ['', null],
    [null, null],
    ['constructor', null],
    ['toString', null],
  ])('%p -> %p', (code, out) => expect(toCookieLanguage(code)).toBe(out));

  it('maps back to UI codes', () => {
    expect(toUiLanguage('zh')).toBe('cn');
    expect(toUiLanguage('ms')).toBe('bm');
    expect(toUiLanguage('en')).toBe('en');
  });

  it('the menu offers English and Chinese only', () => {
    expect(LANGUAGE_MENU.map((l) => [l.code, l.uiCode, l.label])).toEqual([
      ['en', 'en', 'English'],
      ['zh', 'cn', '中文'],
    ]);
  });
});

describe('the shared i18next instance', () => {
  beforeAll(() => {
    window.localStorage.clear();
    addResources('early', { en: { hello: 'Hello' }, zh: { hello: '你好' }, ms: { hello: 'Helo' } });
  });

  it('nothing remembered before init', () => expect(rememberedLanguage()).toBeNull());

  it('initialises once, English by default, with common and ui', async () => {
    const instance = await initI18n();
    expect(instance).toBe(i18n);
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en');
    expect(i18n.t('REQUIRED_FIELD')).toBe('This field is required.');
    expect(i18n.t('MAP_DETAIL')).toBe('Map Detail');
    expect(i18n.exists('table.noData', { ns: 'ui' })).toBe(true);
    expect(language$.value).toBe('en');
    expect(window.localStorage.getItem('language')).toBe('en');
    expect(cookieLang()).toBe('en');
    expect(await initI18n()).toBe(instance);
  });

  it('bundles added before init are registered by init', () => {
    expect(i18n.t('hello', { ns: 'early' })).toBe('Hello');
  });

  it('setLanguage accepts UI codes and updates i18next, storage, cookie and language$', async () => {
    const seen: string[] = [];
    const sub = language$.subscribe((l) => seen.push(l));
    await setLanguage('cn');
    expect(i18n.language).toBe('zh');
    expect(i18n.t('REQUIRED_FIELD')).toBe('此字段为必填项。');
    expect(i18n.t('hello', { ns: 'early' })).toBe('你好');
    expect(window.localStorage.getItem('language')).toBe('cn');
    expect(cookieLang()).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(currentLanguage()).toBe('zh');
    await setLanguage('bm');
    expect(i18n.t('DEFAULT_ERROR')).toBe('Sila hubungi pentadbir sistem.');
    expect(window.localStorage.getItem('language')).toBe('bm');
    expect(cookieLang()).toBe('ms');
    await setLanguage('en');
    sub.unsubscribe();
    expect(seen).toEqual(['en', 'zh', 'ms', 'en']);
  });

  it('an unknown code falls back to English', async () => {
    await setLanguage('zh');
    expect(await setLanguage('xx')).toBe('en');
    expect(i18n.language).toBe('en');
  });

  it('the remembered language is read back (storage first, then cookie)', async () => {
    await setLanguage('zh');
    expect(rememberedLanguage()).toBe('zh');
    window.localStorage.removeItem('language');
    expect(rememberedLanguage()).toBe('zh');
    document.cookie = 'lang=ms; path=/';
    expect(rememberedLanguage()).toBe('ms');
    await setLanguage('en');
  });

  it('a later initI18n with a language switches it', async () => {
    await initI18n({ language: 'cn' });
    expect(i18n.language).toBe('zh');
    await initI18n('en');
    expect(i18n.language).toBe('en');
  });

  it('addResources after init adds and extends a namespace in all three languages', async () => {
    addResources('mf-test', { en: { a: { b: 'B' } }, zh: { a: { b: '乙' } }, ms: { a: { b: 'Bee' } } });
    addResources('mf-test', { en: { a: { c: 'C' } }, zh: { a: { c: '丙' } }, ms: { a: { c: 'Si' } } });
    expect(i18n.t('a.b', { ns: 'mf-test' })).toBe('B');
    expect(i18n.t('a.c', { ns: 'mf-test' })).toBe('C');
    await setLanguage('zh');
    expect(i18n.t('a.b', { ns: 'mf-test' })).toBe('乙');
    expect(i18n.t('a.c', { ns: 'mf-test' })).toBe('丙');
    await setLanguage('en');
  });

  it("adds a namespace's texts without a store event; a language bundle fetched later announces itself", async () => {
    // The store event re-renders every mounted useTranslation (bindI18nStore 'added').
    const added: string[] = [];
    const onAdded = (lng: string, ns: string) => added.push(`${lng}/${ns}`);
    i18n.store.on('added', onAdded);
    try {
      addResources('quiet', { en: { a: 'A' }, zh: { a: '甲' }, ms: { a: 'Ah' } });
      addResources('quiet-lazy', {
        en: { a: 'A' },
        zh: async () => ({ a: '甲' }),
        ms: async () => ({ a: 'Ah' }),
      });
      expect(i18n.t('a', { ns: 'quiet' })).toBe('A');
      expect(i18n.t('a', { ns: 'quiet-lazy' })).toBe('A');
      expect(added).toEqual([]);
      await setLanguage('zh');
      expect(i18n.t('a', { ns: 'quiet-lazy' })).toBe('甲');
      expect(added).toContain('zh/quiet-lazy');
      expect(added.filter((x) => x.endsWith('/quiet'))).toEqual([]);
    } finally {
      i18n.store.off('added', onAdded);
      await setLanguage('en');
    }
  });

  it('a missing Chinese or Malay key falls back to English', async () => {
    addResources('partial', { en: { only: 'Only English' }, zh: {}, ms: {} });
    await setLanguage('ms');
    expect(i18n.t('only', { ns: 'partial' })).toBe('Only English');
    await setLanguage('en');
  });

  it('a lazy namespace fetches Chinese or Malay only when that language is chosen, once', async () => {
    const zh = jest.fn(async () => ({ greet: '欢迎' }));
    const ms = jest.fn(async () => ({ greet: 'Selamat datang' }));
    addResources('lazy', { en: { greet: 'Welcome' }, zh, ms });
    expect(i18n.t('greet', { ns: 'lazy' })).toBe('Welcome');
    expect(zh).not.toHaveBeenCalled();
    expect(ms).not.toHaveBeenCalled();

    await setLanguage('zh');
    expect(i18n.t('greet', { ns: 'lazy' })).toBe('欢迎');
    await setLanguage('en');
    await setLanguage('zh');
    expect(zh).toHaveBeenCalledTimes(1);
    expect(ms).not.toHaveBeenCalled();
    await setLanguage('en');
  });

  it('a lazy namespace added while another language is active is fetched at once', async () => {
    await setLanguage('ms');
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    addResources('late', {
      en: { word: 'Word' },
      zh: async () => ({ word: '词' }),
      ms: async () => {
        release();
        return { word: 'Perkataan' };
      },
    });
    await arrived;
    await new Promise((r) => setTimeout(r, 0));
    expect(i18n.t('word', { ns: 'late' })).toBe('Perkataan');
    await setLanguage('en');
  });
});
