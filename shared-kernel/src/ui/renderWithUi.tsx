import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { uiResources } from './i18n-resources';

/** Test helper: a private i18next instance with the English 'ui' bundle (and an optional 'common'). */
export function createTestI18n(common: Record<string, string> = {}): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['ui', 'common'],
    defaultNS: 'ui',
    resources: { en: { ui: uiResources.en, common } },
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

export function renderWithUi(
  ui: ReactElement,
  options: RenderOptions & { common?: Record<string, string> } = {},
): RenderResult & { i18n: I18n } {
  const { common, ...rest } = options;
  const i18n = createTestI18n(common);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return { ...render(ui, { wrapper: Wrapper, ...rest }), i18n };
}
