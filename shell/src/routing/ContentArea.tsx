import type { ReactElement } from 'react';
import { Navigate, useLocation } from '@drawdesk/shared-kernel/routing';
import type { LoginUserData } from '@drawdesk/shared-kernel/contract';
import { canSeeRoute } from '@drawdesk/shared-kernel/domain';
import { findRoute, PATHS, type RouteDef } from '@drawdesk/shared-kernel/routes';
import { RemoteOutlet } from '../remotes';
import { DashboardPage } from '../pages/DashboardPage';
import { HelpPage } from '../pages/HelpPage';
import { NotFoundPanel, PermissionDeniedPanel } from '../pages/StatusPanel';

function ShellPage({ route, user }: { route: RouteDef; user: LoginUserData }) {
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  if (route.path === PATHS.help) return <HelpPage />;
  return <DashboardPage user={user} />;
}

/**
 * The content area `<main id="dd-content">` (SPEC 2.7): the shell's own pages for shell paths,
 * the remotes' outlet for remote paths, 'Page not found' outside the route table, and
 * 'Permission Denied' for routes the user may not see. The outlet stays mounted (hidden when not
 * in use) so single-spa's containers never move under a mounted remote.
 */
export function ContentArea({ user }: { user: LoginUserData }) {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  const allowed = route ? canSeeRoute(user, route) : false;
  const showsRemote = route !== undefined && allowed && route.owner !== 'shell';

  let own: ReactElement | null = null;
  if (!route) own = <NotFoundPanel path={pathname} />;
  else if (!allowed) own = <PermissionDeniedPanel />;
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
