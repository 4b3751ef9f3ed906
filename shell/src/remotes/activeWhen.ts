import type { RemoteName } from '@drawdesk/shared-kernel/contract';
import { normalisePath, type RouteDef } from '@drawdesk/shared-kernel/routes';

/** The exact paths the route table gives `owner` (as findRoute matches: case-sensitive, no trailing slash). */
export function pathsOf(owner: RemoteName, routes: readonly RouteDef[]): ReadonlySet<string> {
  return new Set(routes.filter((r) => r.owner === owner).map((r) => normalisePath(r.path)));
}

/**
 * single-spa activity function of one remote: true on exactly one of its paths (trailing slash,
 * query and hash ignored), and only while `isLoggedIn()`.
 */
export function activeWhenFor(
  owner: RemoteName,
  routes: readonly RouteDef[],
  isLoggedIn: () => boolean,
): (location: Pick<Location, 'pathname'>) => boolean {
  const paths = pathsOf(owner, routes);
  return (location) => isLoggedIn() && paths.has(normalisePath(location.pathname));
}
