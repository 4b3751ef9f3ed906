import {
  FUNCTION_NAMES,
  type Activity,
  type FunctionAccess,
  type Permission,
  type PermissionGrid,
} from '@drawdesk/shared-kernel/contract';
import {
  accessExcess,
  canonicalAccessString,
  isFunctionName,
  parseAccessString,
  REPORT_FUNCTIONS,
  type AccessLevel,
  type AccessMap,
  type FunctionName,
} from '../../../auth/accessString';
import { BusinessError } from '../../../http/errors';
import { ACCESS_LEVELS } from '@drawdesk/shared-kernel/domain/access';

const LEVEL_NAMES: Record<AccessLevel, Permission['name']> = {
  1: 'View',
  2: 'Create',
  3: 'Edit',
  4: 'Delete',
};

export const PERMISSIONS: readonly Permission[] = ACCESS_LEVELS.map((level) => ({
  level,
  name: LEVEL_NAMES[level],
}));

export const ACTIVITIES: readonly Activity[] = FUNCTION_NAMES.map((name, i) => ({
  activityId: i + 1,
  name,
  isReport: REPORT_FUNCTIONS.includes(name),
}));

const sortedLevels = (levels: ReadonlySet<AccessLevel> | undefined): AccessLevel[] =>
  [...(levels ?? [])].sort((a, b) => a - b);

/** Every function in SPEC 6 order with its granted levels (empty when none). */
export function fullGrid(access: string): PermissionGrid {
  const map = parseAccessString(access);
  return FUNCTION_NAMES.map((fn) => ({ function: fn, levels: sortedLevels(map.get(fn)) }));
}

/** Only the functions granted at least one level. */
export function grantedFunctions(access: string): PermissionGrid {
  return fullGrid(access).filter((row) => row.levels.length > 0);
}

export const functionCount = (access: string): number => grantedFunctions(access).length;

/** Access string of a role's grid; a function listed twice is refused rather than merged silently. */
export function accessStringOfGrid(permissions: readonly FunctionAccess[]): string {
  const map = new Map<string, Set<AccessLevel>>();
  for (const row of permissions) {
    if (map.has(row.function))
      throw new BusinessError(`The function ${row.function} is listed more than once.`);
    map.set(row.function, new Set(row.levels));
  }
  return canonicalAccessString(map);
}

/** Parses a requested access string, refusing function names SPEC 6 does not know. */
export function parseRequestedAccess(access: string): AccessMap {
  const map = parseAccessString(access);
  const unknown = [...map.keys()].filter((name) => !isFunctionName(name));
  if (unknown.length > 0)
    throw new BusinessError(`Unknown function in the access string: ${unknown.join(', ')}.`);
  return map;
}

const describeLevels = (levels: readonly AccessLevel[]) =>
  levels.map((l) => LEVEL_NAMES[l].toLowerCase()).join(', ');

/** Refuses an access map that is not within `main`, naming each function and level in excess. */
export function assertWithin(access: AccessMap, main: string, mainName: string): void {
  const excess = accessExcess(access, main);
  if (excess.size === 0) return;
  const parts = [...excess].map(([fn, levels]) => `${fn} (${describeLevels(levels)})`);
  throw new BusinessError(`The access exceeds the main account ${mainName}: ${parts.join('; ')}.`);
}

/** Report access: report functions only, each viewable by the main account. */
export function assertReportAccess(
  reportAccess: readonly FunctionName[],
  main: string,
  mainName: string,
): FunctionName[] {
  const notReports = reportAccess.filter((fn) => !REPORT_FUNCTIONS.includes(fn));
  if (notReports.length > 0)
    throw new BusinessError(`Report access takes report functions only: ${notReports.join(', ')}.`);
  const mainMap = parseAccessString(main);
  const excess = reportAccess.filter((fn) => !mainMap.get(fn)?.has(1));
  if (excess.length > 0)
    throw new BusinessError(`The report access exceeds the main account ${mainName}: ${excess.join(', ')}.`);
  return REPORT_FUNCTIONS.filter((fn) => reportAccess.includes(fn));
}

export const toFunctionNames = (names: readonly string[]): FunctionName[] => names.filter(isFunctionName);
