import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createQueryClient, QueryProvider } from '@drawdesk/shared-kernel/query';
import type { LoginUserData } from '@drawdesk/shared-kernel/contract';
import { setupI18n, signIn } from '@drawdesk/shared-kernel/testing';
import { registerSettingsTranslations } from './i18n';

/** Test helpers of the settings screens (not imported by the screens). */
export { answerDialogs, ok } from '@drawdesk/shared-kernel/testing';

export const setupSettingsI18n = (): Promise<void> => setupI18n(registerSettingsTranslations);

export const loginAs = (partial: Partial<LoginUserData> = {}): void =>
  signIn({ accessString: 'Red Number:1234', ...partial });

/** Renders a screen under a fresh QueryClient of its own (no cache shared between tests). */
export function renderWithQuery(ui: ReactElement): RenderResult {
  const client = createQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryProvider client={client}>{children}</QueryProvider>
  );
  return render(ui, { wrapper: Wrapper });
}
