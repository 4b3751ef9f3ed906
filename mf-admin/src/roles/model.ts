/** Pure rules of the roles screen: the role form's values, checks and body, and the assign body. */
import type {
  AssignRolesBody,
  CreateOrUpdateRoleBody,
  RoleDetail,
  RoleStatus,
} from '@drawdesk/shared-kernel/contract';
import { rule, validateFields, type Rule } from '@drawdesk/shared-kernel/domain';
import type { AccessLevel, FunctionName } from '@drawdesk/shared-kernel/routes';

/** Levels granted per function; a function left out (or with no levels) gets no access. */
export type AccessGridValue = Partial<Record<FunctionName, AccessLevel[]>>;

export interface RoleFormValues {
  roleId?: number;
  name: string;
  description: string;
  status: RoleStatus;
  grid: AccessGridValue;
}

export const EMPTY_ROLE: RoleFormValues = { name: '', description: '', status: 1, grid: {} };

/** Name required, at most 50; description at most 200 (SPEC 5 rules, 'common' message keys). */
export const ROLE_RULES: Readonly<Record<'name' | 'description', readonly Rule[]>> = {
  name: [rule.required(), rule.maxLength(50)],
  description: [rule.maxLength(200)],
};

/** Field errors ('common' keys): name required, at most 50; description at most 200. */
export const validateRole = (values: RoleFormValues): Partial<Record<'name' | 'description', string>> =>
  validateFields(values, ROLE_RULES);

/** The CreateOrUpdateRole body: only functions with at least one level, levels ascending. */
export function roleBody(values: RoleFormValues): CreateOrUpdateRoleBody {
  const permissions = (Object.entries(values.grid) as [FunctionName, AccessLevel[]][])
    .filter(([, levels]) => levels.length > 0)
    .map(([fn, levels]) => ({ function: fn, levels: [...levels].sort((a, b) => a - b) }));
  const body: CreateOrUpdateRoleBody = {
    name: values.name.trim(),
    description: values.description.trim(),
    status: values.status,
    permissions,
  };
  if (values.roleId) body.roleId = values.roleId;
  return body;
}

/** A stored role as the form's starting values. */
export const roleValuesOf = (role: RoleDetail): RoleFormValues => ({
  roleId: role.roleId,
  name: role.name,
  description: role.description,
  status: role.status,
  grid: Object.fromEntries(role.grid.map((g) => [g.function, [...g.levels]])),
});

/** The grid with `level` of `fn` granted (`on`) or taken away; other functions keep their place. */
export function toggleLevel(
  grid: AccessGridValue,
  fn: FunctionName,
  level: AccessLevel,
  on: boolean,
): AccessGridValue {
  const levels = new Set(grid[fn] ?? []);
  if (on) levels.add(level);
  else levels.delete(level);
  return { ...grid, [fn]: [...levels] };
}

/** Whether `fn` has `level` in the grid. */
export const hasLevel = (grid: AccessGridValue, fn: FunctionName, level: AccessLevel): boolean =>
  Boolean(grid[fn]?.includes(level));

/** The assign form: the role to give ('' takes the role away) and the ticked staff accounts. */
export interface AssignValues {
  roleId: number | '';
  userIds: number[];
}

/** Starts on the first role (none when there is no role yet), nobody ticked. */
export const assignValuesOf = (roleIds: readonly number[]): AssignValues => ({
  roleId: roleIds[0] ?? '',
  userIds: [],
});

/** The AssignRoles body: null takes the role away. */
export const assignBody = (values: AssignValues): AssignRolesBody => ({
  roleId: values.roleId === '' ? null : values.roleId,
  userIds: values.userIds,
});
