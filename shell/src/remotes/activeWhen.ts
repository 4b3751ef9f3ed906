import type { RemoteName } from '@drawdesk/shared-kernel/contract';
import { normalisePath, type RouteDef } from '@drawdesk/shared-kernel/routes';

/** The exact paths the route table gives `owner` (as findRoute matches: case-sensitive, no trailing slash). */
export function pathsOf(owner: RemoteName, routes: readonly RouteDef[]): ReadonlySet<string> {
  return new Set(routes.filter((r) => r.owner === owner).map((r) => normalisePath(r.path)));
}

/**
 * single-spa activity function of one remote: true on exactly one of its paths (trailing slash,
 * query and hash ignored), and only while `mayOpen(route)`: the shell's answer to whether this user
 * may open that route now (logged in, allowed, secondary password checked where the route needs it).
 * A remote never mounts behind 'Permission Denied' or behind the password prompt.
 */
export function activeWhenFor(
  owner: RemoteName,
  routes: readonly RouteDef[],
  mayOpen: (route: RouteDef) => boolean,
): (location: Pick<Location, 'pathname'>) => boolean {
  const byPath = new Map(routes.filter((r) => r.owner === owner).map((r) => [normalisePath(r.path), r]));
  return (location) => {
    const route = byPath.get(normalisePath(location.pathname));
    return route !== undefined && mayOpen(route);
  };
}
