/** Test helpers of the account tree screens (Jest only). */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { dialog$, type DialogRequest } from '@drawdesk/shared-kernel/bus';
import { initI18n } from '@drawdesk/shared-kernel/i18n';
import { MemoryRouter, Route, Routes, useLocation } from '@drawdesk/shared-kernel/routing';

export const ok = <T,>(data: T) => ({ success: true, message: null, data, code: 0 });
export const page = <T,>(rows: T[], overallInfo: unknown = null) => ({
  rows,
  totalCount: rows.length,
  overallInfo,
  success: true,
  message: null,
  code: 0,
});

/** Every dialog pushed to the bus; confirm dialogs answer `answer` (default OK). */
export function recordDialogs(answer = true): { dialogs: DialogRequest[]; stop: () => void } {
  const dialogs: DialogRequest[] = [];
  const sub = dialog$.subscribe((d) => {
    dialogs.push(d);
    d.resolve?.(d.kind === 'confirm' ? answer : true);
  });
  return { dialogs, stop: () => sub.unsubscribe() };
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export async function renderAt(path: string, route: string, element: ReactElement): Promise<RenderResult> {
  await initI18n('en');
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={element} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}
