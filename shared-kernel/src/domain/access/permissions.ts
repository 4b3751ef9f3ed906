/**
 * Access strings and route visibility (SPEC 6). Pure: used by the shell's menu and by the server.
 *
 * Access string: 'Function:levels;Function:levels', e.g. 'Downline:1234;Bet:12;Map Report:1'.
 * Levels are digits: 1 view, 2 create, 3 edit, 4 delete.
 */
import type { LoginUserData } from '../../contract/session';
import type { AccessLevel, FunctionName, RouteDef } from '../../routes/types';
import { mayOpenReport } from './actions';
import { mayCall } from './callAccess';
import { Role, ROLE_IDS, roleNamesOf, type AgentLevelId, type RoleId, type RoleName } from '../roles';

export const ACCESS_LEVELS: readonly AccessLevel[] = [1, 2, 3, 4];
export const AccessLevels = { View: 1, Create: 2, Edit: 3, Delete: 4 } as const;

/** Parsed access string: function name -> granted levels. Unknown function names are kept. */
export type AccessMap = ReadonlyMap<string, ReadonlySet<AccessLevel>>;

const isAccessLevel = (n: number): n is AccessLevel => n === 1 || n === 2 || n === 3 || n === 4;

/**
 * Parse 'Function:levels;...'. White space around names is ignored, entries without a colon or a
 * name are skipped, characters other than 1-4 in the levels are ignored, repeated functions merge.
 */
export function parseAccessString(access: string | null | undefined): AccessMap {
  const map = new Map<string, Set<AccessLevel>>();
  if (!access) return map;
  for (const entry of access.split(';')) {
    const colon = entry.lastIndexOf(':');
    if (colon < 0) continue;
    const name = entry.slice(0, colon).trim();
    if (!name) continue;
    const levels = map.get(name) ?? new Set<AccessLevel>();
    for (const ch of entry.slice(colon + 1)) {
      const n = Number(ch);
      if (isAccessLevel(n)) levels.add(n);
    }
    map.set(name, levels);
  }
  return map;
}

/** Canonical access string: functions in the given order, levels ascending, empty entries dropped. */
export function formatAccessString(map: AccessMap): string {
  const parts: string[] = [];
  for (const [name, levels] of map) {
    if (levels.size === 0) continue;
    parts.push(`${name}:${[...levels].sort((a, b) => a - b).join('')}`);
  }
  return parts.join(';');
}

/**
 * The access a sub-account really has: its own entries, cut to the levels its main account holds
 * now. Keeps the subset rule (DOMAIN 2) true even after the main account loses a function.
 */
export function intersectAccess(sub: string, main: string): string {
  const mainMap = parseAccessString(main);
  const result = new Map<string, Set<AccessLevel>>();
  for (const [name, levels] of parseAccessString(sub)) {
    const allowed = mainMap.get(name);
    if (!allowed) continue;
    result.set(name, new Set([...levels].filter((level) => allowed.has(level))));
  }
  return formatAccessString(result);
}

/**
 * The last access string parsed and its map: a menu or route check asks about the same user's
 * string once per route (60-odd times a render), and the server about one caller's per call.
 */
let lastParsed: { access: string; map: AccessMap } | null = null;

/** parseAccessString, remembering the last string parsed (the map is read-only to every caller). */
function accessMapOf(access: string | null | undefined): AccessMap {
  if (!access) return parseAccessString(access);
  if (lastParsed?.access !== access) lastParsed = { access, map: parseAccessString(access) };
  return lastParsed.map;
}

const toMap = (access: string | AccessMap | null | undefined): AccessMap =>
  typeof access === 'string' || access === null || access === undefined ? accessMapOf(access) : access;

/** True when the entry for `fn` holds any one of `levels` (SPEC 6). */
export function hasAccess(
  access: string | AccessMap | null | undefined,
  fn: FunctionName | string,
  levels: AccessLevel | readonly AccessLevel[],
): boolean {
  const granted = toMap(access).get(fn);
  if (!granted) return false;
  const wanted = typeof levels === 'number' ? [levels] : levels;
  return wanted.some((l) => granted.has(l));
}

/** A target-line right: the user's target lines are empty (= all lines) or contain the line. */
export function hasTargetLine(targetLines: readonly number[] | null | undefined, line: number): boolean {
  return !targetLines || targetLines.length === 0 || targetLines.includes(line);
}

/**
 * SPEC 6 check for a user: function level, plus, when `targetLine` is given, a target-line right
 * for that line. Without a target line nothing extra is required.
 */
export function userHasAccess(
  user: Pick<LoginUserData, 'accessString' | 'targetLines'>,
  fn: FunctionName | string,
  levels: AccessLevel | readonly AccessLevel[],
  targetLine?: number | null,
): boolean {
  if (!hasAccess(user.accessString, fn, levels)) return false;
  return targetLine === undefined || targetLine === null || hasTargetLine(user.targetLines, targetLine);
}

/** Entries of `sub` not covered by `main`: function -> levels the main account lacks. */
export function accessExcess(sub: string | AccessMap, main: string | AccessMap): Map<string, AccessLevel[]> {
  const subMap = toMap(sub);
  const mainMap = toMap(main);
  const excess = new Map<string, AccessLevel[]>();
  for (const [fn, levels] of subMap) {
    const granted = mainMap.get(fn);
    const missing = [...levels].filter((l) => !granted?.has(l)).sort((a, b) => a - b);
    if (missing.length > 0) excess.set(fn, missing);
  }
  return excess;
}

/** A sub-account's access must be a subset of its main account's (DOMAIN 2). */
export function isAccessSubset(sub: string | AccessMap, main: string | AccessMap): boolean {
  return accessExcess(sub, main).size === 0;
}

const isRoleId = (n: number): n is RoleId => (ROLE_IDS as readonly number[]).includes(n);
const isAgentLevelId = (n: number | null | undefined): n is AgentLevelId =>
  typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 5;

/** Role names of a logged-in user (its role, its agent level, 'admin' for staff). */
export function userRoleNames(
  user: Pick<LoginUserData, 'userRoleId' | 'agentLevel' | 'isAdminStaff'>,
): RoleName[] {
  if (!isRoleId(user.userRoleId)) return user.isAdminStaff ? ['admin'] : [];
  return roleNamesOf(
    user.userRoleId,
    isAgentLevelId(user.agentLevel) ? user.agentLevel : null,
    user.isAdminStaff,
  );
}

export type RouteUser = Pick<
  LoginUserData,
  | 'username'
  | 'userRoleId'
  | 'agentLevel'
  | 'isAdminStaff'
  | 'accessString'
  | 'mainAccount'
  | 'temporaryDisableFor'
  | 'reportAccess'
>;

const sameName = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/**
 * Whether the user may see and open a route (SPEC 2.7, 6):
 * - public routes: always;
 * - mainAccountOnly: only main accounts (mainAccount '');
 * - temporaryDisableFor: hidden when the route lists the username (case-insensitive, usernames are),
 *   or when the user's own temporaryDisableFor lists the route path;
 * - roles: one of the user's role names is listed;
 * - access: any listed function with any one of its levels;
 * - calls (a sub-account): every call the screen makes to open is one the access table lets it make.
 */
export function canSeeRoute(user: RouteUser, route: RouteDef): boolean {
  if (route.public) return true;
  if (route.mainAccountOnly && user.mainAccount !== '') return false;
  if (route.temporaryDisableFor?.some((name) => sameName(name, user.username))) return false;
  if (user.temporaryDisableFor.includes(route.path)) return false;
  const isSubAccount = user.mainAccount !== '';
  if (route.roles && route.roles.length > 0) {
    const names = userRoleNames(user);
    if (!route.roles.some((r) => names.includes(r))) return false;
  }
  if (route.access && route.access.length > 0) {
    const map = accessMapOf(user.accessString);
    if (!route.access.some((a) => hasAccess(map, a.fn, a.levels))) return false;
    // A report (the server's openReport, the kernel's mayOpenReport): a sub-account also needs one
    // of its functions in its report access.
    const reportFns = route.access.map((a) => a.fn);
    const reportUser = { accessString: user.accessString, isSubAccount, reportAccess: user.reportAccess };
    if (route.owner === 'mf-reports' && !mayOpenReport(reportUser, reportFns)) return false;
  }
  if (isSubAccount && route.calls) {
    const caller = { id: -1, isSubAccount, accessString: user.accessString };
    if (!route.calls.every((key) => mayCall(caller, key))) return false;
  }
  return true;
}

/**
 * Who may clear an account's failed password checks (UnlockLogin): the super admin's own account
 * only, not its staff or sub-accounts (they carry its role id but act through their access).
 */
export function canUnlockLogins(user: Pick<LoginUserData, 'userRoleId' | 'mainAccount'>): boolean {
  return user.userRoleId === Role.SuperAdmin && user.mainAccount === '';
}

/**
 * Results are facts shared by every tree: entering, validating, correcting and releasing them (with
 * their jackpots and payment detail) is the operator's, the super admin's own login (and the
 * result-source job). Companies, the IT admin and every sub-account (the super admin's staff too)
 * see results read-only; what a company may do with them (claims, draw payments, winners, reports)
 * stays inside its own tree.
 */
export function mayManageResults(user: { readonly roleId: number; readonly isSubAccount: boolean }): boolean {
  return user.roleId === Role.SuperAdmin && !user.isSubAccount;
}
