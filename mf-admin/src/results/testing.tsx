import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createQueryClient, QueryProvider } from '@drawdesk/shared-kernel/query';

/** Renders a screen of this feature under a fresh QueryClient of its own (no cache shared between tests). */
export function renderWithQuery(ui: ReactElement): RenderResult {
  const client = createQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryProvider client={client}>{children}</QueryProvider>
  );
  return render(ui, { wrapper: Wrapper });
}
