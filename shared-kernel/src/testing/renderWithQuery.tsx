import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { QueryProvider } from '../api/query/QueryProvider';
import { createQueryClient } from '../api/query/queryClient';

/** Renders a screen under a fresh QueryClient of its own, so no cache is shared between tests. */
export function renderWithQuery(ui: ReactElement): RenderResult {
  const client = createQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryProvider client={client}>{children}</QueryProvider>
  );
  return render(ui, { wrapper: Wrapper });
}
