import { FUNCTION_NAMES } from '@drawdesk/shared-kernel/contract';
import { Role, type RoleId } from '@drawdesk/shared-kernel/domain';
import { ACCESS_LEVELS, formatAccessString, type AccessMap } from '@drawdesk/shared-kernel/domain/access';

// Parsing and checks live in the kernel (shared with the shell); re-exported for server callers.
export {
  accessExcess,
  hasAccess,
  isAccessSubset,
  parseAccessString,
} from '@drawdesk/shared-kernel/domain/access';
export type { AccessMap };
export type FunctionName = (typeof FUNCTION_NAMES)[number];
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export const REPORT_FUNCTIONS: readonly FunctionName[] = FUNCTION_NAMES.filter((f) => f.endsWith('Report'));
const AGENT_FUNCTIONS: readonly FunctionName[] = [
  'Downline',
  'Main Account',
  'Bet',
  'Bet History',
  ...REPORT_FUNCTIONS,
  'Fight Limit',
  'Red Number',
  'Package List',
];
const BETTOR_FUNCTIONS: readonly FunctionName[] = ['Bet', 'Bet History', 'Inbox Report', 'Payment Report'];
/** Functions only the super admin holds: company management (SPEC 6 route rules). */
const SUPER_ADMIN_ONLY: readonly FunctionName[] = ['Company'];

export const isFunctionName = (name: string): name is FunctionName =>
  (FUNCTION_NAMES as readonly string[]).includes(name);

/** Canonical access string of a map: SPEC 6 function order, levels ascending, unknown names dropped. */
export function canonicalAccessString(map: AccessMap): string {
  const ordered = new Map<string, ReadonlySet<AccessLevel>>();
  for (const fn of FUNCTION_NAMES) {
    const levels = map.get(fn);
    if (levels) ordered.set(fn, levels);
  }
  return formatAccessString(ordered);
}

const grant = (fns: readonly FunctionName[], levels: readonly AccessLevel[]): string =>
  canonicalAccessString(new Map(fns.map((f) => [f, new Set(levels)] as const)));

/** Default access string a new account of a role gets (seed and account creation). */
export function defaultAccessString(roleId: RoleId): string {
  switch (roleId) {
    case Role.SuperAdmin:
      return grant(FUNCTION_NAMES, ACCESS_LEVELS);
    case Role.ItAdmin:
      // Reads everything the super admin reads, changes nothing (DOMAIN 2).
      return grant(FUNCTION_NAMES, [1]);
    case Role.Company:
      return grant(
        FUNCTION_NAMES.filter((f) => !SUPER_ADMIN_ONLY.includes(f)),
        ACCESS_LEVELS,
      );
    case Role.Multilevel:
      return grant(AGENT_FUNCTIONS, ACCESS_LEVELS);
    case Role.Player:
    case Role.House:
      return grant(BETTOR_FUNCTIONS, ACCESS_LEVELS);
  }
}
