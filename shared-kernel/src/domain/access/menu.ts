/**
 * The numbered side menu a user may see (SPEC 2.7). Apart from the route table's lookups (../../routes):
 * it needs the access rules, which stay off the login page.
 */
import { MENU_GROUPS, ROUTES } from '../../routes/table';
import type { MenuGroupKey, RouteDef } from '../../routes/types';
import { canSeeRoute, type RouteUser } from './permissions';

export interface MenuEntry {
  /** '1.1', '1.2', ... numbered among the visible entries of the group. */
  number: string;
  path: string;
  titleKey: string;
  secondaryPassword: boolean;
  route: RouteDef;
}
export interface MenuGroup {
  key: MenuGroupKey;
  /** '1', '2', ... numbered among the visible groups. */
  number: string;
  titleKey: string;
  entries: MenuEntry[];
}

/** The numbered side menu for a user (SPEC 2.7): only routes it may see; empty groups hidden. */
export function visibleMenu(user: RouteUser, routes: readonly RouteDef[] = ROUTES): MenuGroup[] {
  const groups: MenuGroup[] = [];
  for (const group of MENU_GROUPS) {
    const visible = routes
      .filter((r) => r.menu?.group === group.key && canSeeRoute(user, r))
      .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));
    if (visible.length === 0) continue;
    const number = String(groups.length + 1);
    groups.push({
      key: group.key,
      number,
      titleKey: group.titleKey,
      entries: visible.map((route, i) => ({
        number: `${number}.${i + 1}`,
        path: route.path,
        titleKey: route.titleKey,
        secondaryPassword: route.secondaryPassword === true,
        route,
      })),
    });
  }
  return groups;
}
