/** Test helpers of the account tree screens (Jest only). */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { initI18n } from '@drawdesk/shared-kernel/i18n';
import { QueryProvider, createQueryClient } from '@drawdesk/shared-kernel/query';
import { MemoryRouter, Route, Routes, useLocation } from '@drawdesk/shared-kernel/routing';

export { ok, page, recordDialogs } from '@drawdesk/shared-kernel/testing';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export async function renderAt(path: string, route: string, element: ReactElement): Promise<RenderResult> {
  await initI18n('en');
  // A fresh query cache per test, so no reply of one test answers another.
  return render(
    <QueryProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryProvider>,
  );
}
