import { useCallback, type ReactNode } from 'react';
import { QueryProvider } from '@drawdesk/shared-kernel/query';
import { useLocation } from '@drawdesk/shared-kernel/routing';
import { BusyIndicator, DialogHost, ErrorBoundary, GlobalStyle } from '@drawdesk/shared-kernel/ui';
import { useAuthEffects } from './auth/useAuthEffects';
import { useSessionSync } from './auth/useSessionSync';
import { applyStoredLanguage } from './language/languageChoice';
import { AppRoutes } from './routing/AppRoutes';
import { usePageTitle } from './routing/usePageTitle';

/**
 * Everything inside the router: session duties, title, dialogs, busy bar and the routes.
 *
 * ShellRoot itself follows neither the location nor the login: the parts that do are small
 * components of their own. A navigation or a login then renders those and the routes, not the global
 * styles (whose effect re-injects every global rule when GlobalStyle renders), the busy bar or the
 * dialog host.
 */
export function ShellRoot() {
  return (
    <>
      <QueryProvider>
        <GlobalStyle />
        <BusyIndicator />
        <PageTitle />
        <ResetOnNavigation>
          <AppRoutes />
        </ResetOnNavigation>
        <DialogHost />
      </QueryProvider>
      <SessionDuties />
    </>
  );
}

/** The browser title of the current path. */
function PageTitle() {
  usePageTitle(useLocation().pathname);
  return null;
}

/** The error boundary around the routes, cleared when the user goes to another page. */
function ResetOnNavigation({ children }: { children: ReactNode }) {
  return <ErrorBoundary resetKey={useLocation().pathname}>{children}</ErrorBoundary>;
}

/** Session check, logout on 401 or inactivity, remotes started with the login, storage sync. */
function SessionDuties() {
  useAuthEffects();
  useSessionSync(useCallback((value: string) => applyStoredLanguage(value), []));
  return null;
}
