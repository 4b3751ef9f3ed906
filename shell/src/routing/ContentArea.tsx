import { useState, type ReactElement } from 'react';
import { Navigate, useLocation, useNavigate } from '@drawdesk/shared-kernel/routing';
import type { LoginUserData } from '@drawdesk/shared-kernel/contract';
import { findRoute, PATHS, type RouteDef } from '@drawdesk/shared-kernel/routes';
import { RemoteOutlet, refreshRemotes } from '../remotes';
import { SecondaryPasswordModal } from '../secondary/SecondaryPasswordModal';
import { needsSecondaryPassword } from '../secondary/secondaryPasswordCheck';
import { DashboardPage } from '../pages/DashboardPage';
import { HelpPage } from '../pages/HelpPage';
import { NotFoundPanel, PermissionDeniedPanel } from '../pages/StatusPanel';
import { canSeeRoute } from '@drawdesk/shared-kernel/domain/access';

function ShellPage({ route, user }: { route: RouteDef; user: LoginUserData }) {
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  if (route.path === PATHS.help) return <HelpPage />;
  return <DashboardPage user={user} />;
}

/** A protected entry reached without the menu (a link, a reload): ask first; cancel goes home. */
function SecondaryPasswordGate({ onPassed }: { onPassed: () => void }) {
  const navigate = useNavigate();
  return (
    <SecondaryPasswordModal
      onPassed={onPassed}
      onClose={() => navigate(PATHS.dashboard, { replace: true })}
    />
  );
}

/**
 * The content area `<main id="dd-content">` (SPEC 2.7): the shell's own pages for shell paths,
 * the remotes' outlet for remote paths, 'Page not found' outside the route table, and
 * 'Permission Denied' for routes the user may not see, and the secondary-password prompt for a
 * protected route opened without a fresh check. The outlet stays mounted (hidden when not
 * in use) so single-spa's containers never move under a mounted remote.
 */
export function ContentArea({ user }: { user: LoginUserData }) {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  const allowed = route ? canSeeRoute(user, route) : false;
  // Re-render once the password passes (the check time itself lives in session storage).
  const [, setPassedAt] = useState(0);
  const locked = allowed && route !== undefined && needsSecondaryPassword(user, route);
  const showsRemote = route !== undefined && allowed && !locked && route.owner !== 'shell';

  let own: ReactElement | null = null;
  if (!route) own = <NotFoundPanel path={pathname} />;
  else if (!allowed) own = <PermissionDeniedPanel />;
  else if (locked)
    own = (
      <SecondaryPasswordGate
        onPassed={() => {
          setPassedAt(Date.now());
          void refreshRemotes();
        }}
      />
    );
  else if (route.owner === 'shell') own = <ShellPage route={route} user={user} />;

  return (
    <main id="dd-content" data-route-owner={route?.owner ?? 'none'}>
      {own}
      <div hidden={!showsRemote} data-testid="remote-area">
        <RemoteOutlet />
      </div>
    </main>
  );
}
