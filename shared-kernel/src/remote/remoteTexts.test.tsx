/**
 * A remote's screen registers its feature namespace when its code loads (English inline, Chinese and
 * Malay fetched). Its first paint must already be in the chosen language: a bundle arriving after the
 * first render is seen by react-i18next only on its next store event (labels stayed English for
 * seconds in about half of the loads).
 */
import { act, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import type { AppProps } from 'single-spa';
import { addResources, i18n, initI18n, setLanguage, textsReady, type LazyResourceSet } from '../i18n';
import { createRemoteApp } from './createRemoteApp';
import { lazyScreen } from './lazyScreen';

const props = { name: 'mf-accounts', singleSpa: {}, mountParcel: jest.fn() } as unknown as AppProps;

/** A bundle that arrives `ms` later, as a fetched chunk does. */
const later =
  <T,>(tree: T, ms: number) =>
  () =>
    new Promise<T>((resolve) => setTimeout(() => resolve(tree), ms));

async function run(fn: () => Promise<unknown>): Promise<void> {
  let pending: Promise<unknown> = Promise.resolve();
  act(() => {
    pending = fn();
  });
  await pending;
}

beforeAll(async () => {
  // The mounts render after awaited loads, outside act (as in the browser); no act warnings for them.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  window.localStorage.clear();
  await initI18n('zh');
});

beforeEach(() => {
  document.body.innerHTML = '<main id="dd-content"></main>';
});

/** Every text the page's heading shows, in order, from now until `stop` (each paint counts). */
function recordHeadings(): { seen: string[]; stop: () => void } {
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    const text = document.querySelector('h1')?.textContent;
    if (text && seen.at(-1) !== text) seen.push(text);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

function featureTexts(ns: string, en: string, zh: string, ms: string, delay: number): LazyResourceSet {
  return { en: { label: en }, zh: later({ label: zh }, delay), ms: later({ label: ms }, delay) };
}

describe('a remote loaded after another namespace', () => {
  it('shows its labels translated on the first paint of its first screen', async () => {
    // Another remote's namespace was loaded before (a report was opened).
    await addResources(
      'reports-frame-test',
      featureTexts('reports-frame-test', 'Filter', '筛选', 'Tapis', 5),
    );
    window.history.pushState({}, '', '/account/manage');
    const accountList = lazyScreen(async () => {
      // What a screen module does when it is evaluated: register its namespace.
      void addResources(
        'accounts-tree-test',
        featureTexts('accounts-tree-test', 'New account', '新增账户', 'Akaun baharu', 300),
      );
      const AccountList = () => {
        const { t } = useTranslation('accounts-tree-test');
        return <h1>{t('label')}</h1>;
      };
      return { default: AccountList };
    });
    const app = createRemoteApp({
      name: 'mf-accounts',
      version: '1.0.0',
      routes: { '/account/manage': accountList },
    });
    await app.bootstrap(props);
    const headings = recordHeadings();
    await run(() => app.mount(props));
    expect(await screen.findByRole('heading', { name: '新增账户' })).toBeInTheDocument();
    headings.stop();
    // The first paint was already Chinese: never the English label.
    expect(headings.seen).toEqual(['新增账户']);
    await run(() => app.unmount(props));
  });

  it('a screen reached inside the remote after mount is translated on its first paint too', async () => {
    window.history.pushState({}, '', '/account/manage');
    const first = lazyScreen(async () => ({ default: () => <h1>first</h1> }));
    const second = lazyScreen(async () => {
      void addResources('accounts-company-test', featureTexts('x', 'Status', '状态', 'Status akaun', 30));
      const Company = () => {
        const { t } = useTranslation('accounts-company-test');
        return <h1>{t('label')}</h1>;
      };
      return { default: Company };
    });
    const app = createRemoteApp({
      name: 'mf-accounts',
      version: '1.0.0',
      routes: { '/account/manage': first, '/company/manage': second },
    });
    await app.bootstrap(props);
    await run(() => app.mount(props));
    const headings = recordHeadings();
    act(() => {
      window.history.pushState({}, '', '/company/manage');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('heading', { name: '状态' })).toBeInTheDocument();
    headings.stop();
    // Never the English label in between.
    expect(headings.seen).toEqual(['状态']);
    await run(() => app.unmount(props));
  });
});

describe('switching language', () => {
  it('a namespace added while the switch is under way is in the new language after it', async () => {
    await setLanguage('en');
    // A namespace already there, whose Malay takes a while.
    void addResources('before-switch-test', featureTexts('b', 'Active', '启用', 'Aktif', 200));
    const switching = setLanguage('ms');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The switch is under way (i18next still says English) when a screen adds its namespace.
    expect(i18n.language).toBe('en');
    const added = addResources(
      'mid-switch-test',
      featureTexts('m', 'Add meaning', '新增含义', 'Tambah maksud', 20),
    );
    await switching;
    await added;
    expect(i18n.language).toBe('ms');
    expect(i18n.t('label', { ns: 'mid-switch-test' })).toBe('Tambah maksud');
    await setLanguage('zh');
    expect(i18n.t('label', { ns: 'mid-switch-test' })).toBe('新增含义');
  });

  it('textsReady waits for every bundle of the current language still on the way', async () => {
    await setLanguage('zh');
    void addResources('slow-test', featureTexts('s', 'Import CSV', '导入 CSV', 'Import CSV (ms)', 40));
    expect(i18n.t('label', { ns: 'slow-test' })).toBe('Import CSV');
    await textsReady();
    expect(i18n.t('label', { ns: 'slow-test' })).toBe('导入 CSV');
  });

  it('a bundle that fails to load is tried again by the next registration', async () => {
    await setLanguage('zh');
    let calls = 0;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const set: LazyResourceSet = {
      en: { label: 'All' },
      zh: async () => {
        calls += 1;
        if (calls === 1) throw new Error('chunk failed');
        return { label: '全部' };
      },
      ms: async () => ({ label: 'Semua' }),
    };
    await addResources('flaky-test', set);
    expect(i18n.t('label', { ns: 'flaky-test' })).toBe('All');
    expect(errors).toHaveBeenCalled();
    await addResources('flaky-test', set);
    expect(i18n.t('label', { ns: 'flaky-test' })).toBe('全部');
    errors.mockRestore();
  });
});
