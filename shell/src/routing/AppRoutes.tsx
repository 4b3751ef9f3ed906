import { Navigate, Route, Routes, useLocation } from '@drawdesk/shared-kernel/routing';
import { useTranslation } from 'react-i18next';
import { auth$ } from '@drawdesk/shared-kernel/bus';
import { PATHS } from '@drawdesk/shared-kernel/routes';
import { lazyComponent } from '@drawdesk/shared-kernel/ui';
import { LoginPage } from '../pages/LoginPage';
import { useSubjectValue } from '../state/useSubjectValue';

// The logged-in layout (menu, header, remotes loader with single-spa and the MF runtime) is not
// needed on the login page: it loads once the user submits the login, keeping the first load small.
// lazyComponent, not React.lazy: no Suspense, whose reveal steps of 300 ms delayed the dashboard.
const AppLayout = lazyComponent(
  () => import('../layout/AppLayout').then((m) => m.AppLayout),
  () => <Splash />,
);
const TermsPage = lazyComponent(
  () => import('../pages/TermsPage').then((m) => m.TermsPage),
  () => <Splash />,
);

interface FromState {
  from?: string;
}

function Splash() {
  const { t } = useTranslation('shell');
  return (
    <p role="status" data-testid="shell-splash" style={{ padding: 24 }}>
      {t('app.loading')}
    </p>
  );
}

/** Where to go after login: back to the protected page asked for, else the dashboard. */
function afterLoginPath(state: unknown): string {
  const from = (state as FromState | null)?.from;
  return from && from !== PATHS.login && from !== PATHS.termsAndConditions ? from : PATHS.dashboard;
}

function LoginRoute() {
  const auth = useSubjectValue(auth$);
  const location = useLocation();
  if (auth.status === 'uninitialised') return <Splash />;
  if (auth.status === 'loggedIn') {
    if (auth.pendingTerms) return <Navigate to={PATHS.termsAndConditions} replace state={location.state} />;
    return <Navigate to={afterLoginPath(location.state)} replace />;
  }
  // preload() keeps its one load in flight (and forgets a failed one): calling it per keystroke is free.
  return <LoginPage prepareNext={() => void AppLayout.preload().catch(() => undefined)} />;
}

function TermsRoute() {
  const auth = useSubjectValue(auth$);
  if (auth.status === 'uninitialised') return <Splash />;
  if (auth.status !== 'loggedIn') return <Navigate to={PATHS.login} replace />;
  if (!auth.pendingTerms) return <Navigate to={PATHS.dashboard} replace />;
  return <TermsPage />;
}

/** Every other path is protected: visitors go to /login (and come back after), pending terms first. */
function ProtectedRoute() {
  const auth = useSubjectValue(auth$);
  const location = useLocation();
  if (auth.status === 'uninitialised') return <Splash />;
  if (auth.status !== 'loggedIn' || !auth.user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={PATHS.login} replace state={{ from } satisfies FromState} />;
  }
  if (auth.pendingTerms) return <Navigate to={PATHS.termsAndConditions} replace />;
  return <AppLayout user={auth.user} />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path={PATHS.login} element={<LoginRoute />} />
      <Route path={PATHS.termsAndConditions} element={<TermsRoute />} />
      <Route path="*" element={<ProtectedRoute />} />
    </Routes>
  );
}
