/** Queries over the route table: lookup by path, per owner, the visible side menu, page titles. */
import { BRAND } from '../domain/constants';
import { ROUTES } from './table';
import type { RouteDef } from './types';

/** '/report/map-report/?x=1#top' -> '/report/map-report' ('/' stays '/'). */
export function normalisePath(pathname: string): string {
  const cut = pathname.search(/[?#]/);
  const bare = cut >= 0 ? pathname.slice(0, cut) : pathname;
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const byPath = new Map(ROUTES.map((r) => [r.path, r]));

/** The route of a pathname: exact and case-sensitive, ignoring a trailing slash, query and hash. */
export function findRoute(pathname: string): RouteDef | undefined {
  return byPath.get(normalisePath(pathname));
}

/**
 * The query a page opened in a popup window carries (the FL popup, 1000 x 800): it gets the bare
 * layout (no header, no menu, the window's width) like a `bare` route, so its form fits the window.
 */
export const POPUP_QUERY = 'layout=popup';

/** True when the location gets the bare layout: a `bare` route, or a page opened as a popup. */
export function isBareView(location: { pathname: string; search?: string }): boolean {
  if (findRoute(location.pathname)?.bare) return true;
  return new URLSearchParams(location.search ?? '').get('layout') === 'popup';
}

/** Routes rendered by one owner (the shell or a remote), in table order. */
export function routesOf(owner: RouteDef['owner']): RouteDef[] {
  return ROUTES.filter((r) => r.owner === owner);
}

/** single-spa activity function for a remote: true when the location is one of its paths. */
export function isActiveFor(owner: RouteDef['owner']): (location: { pathname: string }) => boolean {
  return (location) => findRoute(location.pathname)?.owner === owner;
}

/** Browser title (SPEC 2.7): '<translated title> | DrawDesk'; just the brand without a route. */
export function pageTitle(t: (key: string) => string, route: RouteDef | undefined | null): string {
  return route ? `${t(route.titleKey)} | ${BRAND}` : BRAND;
}
