import { FUNCTION_NAMES } from '@drawdesk/shared-kernel/contract';
import { Role, type RoleId } from '@drawdesk/shared-kernel/domain';

export type FunctionName = (typeof FUNCTION_NAMES)[number];
export type AccessLevel = 1 | 2 | 3 | 4;
export type AccessMap = ReadonlyMap<string, ReadonlySet<AccessLevel>>;

/** Parses SPEC 6 'Function:levels;...' e.g. 'Downline:1234;Bet:12'. Unknown letters are ignored. */
export function parseAccessString(text: string): AccessMap {
  const map = new Map<string, Set<AccessLevel>>();
  for (const entry of text.split(';')) {
    const colon = entry.lastIndexOf(':');
    if (colon <= 0) continue;
    const name = entry.slice(0, colon).trim();
    const levels = map.get(name) ?? new Set<AccessLevel>();
    for (const ch of entry.slice(colon + 1)) {
      if (ch === '1' || ch === '2' || ch === '3' || ch === '4') levels.add(Number(ch) as AccessLevel);
    }
    map.set(name, levels);
  }
  return map;
}

export function formatAccessString(entries: ReadonlyArray<readonly [FunctionName, string]>): string {
  return entries.map(([fn, levels]) => `${fn}:${levels}`).join(';');
}

/** A check passes if any requested level is granted for the function (SPEC 6). */
export function hasAccess(access: AccessMap, fn: FunctionName, levels: readonly AccessLevel[]): boolean {
  const granted = access.get(fn);
  return !!granted && levels.some((l) => granted.has(l));
}

const REPORTS: FunctionName[] = FUNCTION_NAMES.filter((f) => f.endsWith('Report'));
const AGENT_FUNCTIONS: FunctionName[] = [
  'Downline',
  'Bet',
  'Bet History',
  ...REPORTS,
  'Fight Limit',
  'Red Number',
  'Package List',
];
const BETTOR_FUNCTIONS: FunctionName[] = ['Bet', 'Bet History', 'Inbox Report', 'Payment Report'];
/** Functions only the super admin holds: company management (SPEC 6 route rules). */
const SUPER_ADMIN_ONLY: FunctionName[] = ['Company'];

/** Default access string a new account of a role gets (seed and account creation). */
export function defaultAccessString(roleId: RoleId): string {
  const all = (fns: readonly FunctionName[], levels: string) =>
    formatAccessString(FUNCTION_NAMES.filter((f) => fns.includes(f)).map((f) => [f, levels] as const));
  switch (roleId) {
    case Role.SuperAdmin:
      return all(FUNCTION_NAMES, '1234');
    case Role.ItAdmin:
      // Reads everything the super admin reads, changes nothing (DOMAIN 2).
      return all(FUNCTION_NAMES, '1');
    case Role.Company:
      return all(FUNCTION_NAMES.filter((f) => !SUPER_ADMIN_ONLY.includes(f)), '1234');
    case Role.Multilevel:
      return all(AGENT_FUNCTIONS, '1234');
    case Role.Player:
    case Role.House:
      return all(BETTOR_FUNCTIONS, '1234');
  }
}
