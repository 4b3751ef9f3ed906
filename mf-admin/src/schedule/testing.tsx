import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createQueryClient, QueryProvider } from '@drawdesk/shared-kernel/query';
import { setupI18n } from '@drawdesk/shared-kernel/testing';
import { registerScheduleTranslations } from './i18n';

/** Test helpers of the schedule screens (not imported by the screens). */
export { answerDialogs, ok } from '@drawdesk/shared-kernel/testing';

export const setupScheduleI18n = (): Promise<void> => setupI18n(registerScheduleTranslations);

/** Renders a screen under a fresh QueryClient of its own (no cache shared between tests). */
export function renderWithQuery(ui: ReactElement): RenderResult {
  const client = createQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryProvider client={client}>{children}</QueryProvider>
  );
  return render(ui, { wrapper: Wrapper });
}
