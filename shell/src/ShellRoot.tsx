import { useCallback } from 'react';
import { QueryProvider } from '@drawdesk/shared-kernel/query';
import { useLocation } from '@drawdesk/shared-kernel/routing';
import { BusyIndicator, DialogHost, ErrorBoundary, GlobalStyle } from '@drawdesk/shared-kernel/ui';
import { useAuthEffects } from './auth/useAuthEffects';
import { useSessionSync } from './auth/useSessionSync';
import { applyStoredLanguage } from './language/languageChoice';
import { AppRoutes } from './routing/AppRoutes';
import { usePageTitle } from './routing/usePageTitle';

/** Everything inside the router: session duties, title, dialogs, busy bar and the routes. */
export function ShellRoot() {
  const { pathname } = useLocation();
  useAuthEffects();
  useSessionSync(useCallback((value: string) => applyStoredLanguage(value), []));
  usePageTitle(pathname);
  return (
    <QueryProvider>
      <GlobalStyle />
      <BusyIndicator />
      <ErrorBoundary resetKey={pathname}>
        <AppRoutes />
      </ErrorBoundary>
      <DialogHost />
    </QueryProvider>
  );
}
