/** Test helpers every betting feature uses (Jest only; not imported by the screens). */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { initI18n, setLanguage } from '@drawdesk/shared-kernel/i18n';
import { createQueryClient, QueryProvider } from '@drawdesk/shared-kernel/query';
import { MemoryRouter } from '@drawdesk/shared-kernel/routing';

export { fail, ok, page, recordDialogs } from '@drawdesk/shared-kernel/testing';

/**
 * Renders a screen in a router with the shared i18n set to `language`, under a query client of its
 * own (no data cached from an earlier test).
 */
export async function renderScreen(element: ReactElement, language = 'en'): Promise<RenderResult> {
  await initI18n('en');
  await setLanguage(language);
  return render(
    <QueryProvider client={createQueryClient()}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryProvider>,
  );
}
