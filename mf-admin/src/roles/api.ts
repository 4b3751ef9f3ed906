/** The calls of the roles screen (areas 'Setting' and 'Account'), typed from the kernel contract (types only). */
import { api, type CallOptions, type FetchAllOptions, type Paging } from '@drawdesk/shared-kernel/api';
import type {
  Activity,
  AssignRolesBody,
  CreateOrUpdateRoleBody,
  Permission,
  RoleDetail,
  RoleSummary,
  SubAccountRow,
} from '@drawdesk/shared-kernel/contract';

type ReadOptions = Omit<CallOptions, 'query' | 'method'>;

/** Query keys of the roles feature. */
export const rolesKeys = {
  all: ['mf-admin', 'roles'] as const,
  allRoles: () => ['mf-admin', 'roles', 'allRoles'] as const,
  role: (roleId: number) => ['mf-admin', 'roles', 'role', roleId] as const,
  activities: () => ['mf-admin', 'roles', 'activities'] as const,
  permissions: () => ['mf-admin', 'roles', 'permissions'] as const,
  staff: () => ['mf-admin', 'roles', 'staff'] as const,
};

export const rolesApi = {
  /** One page of roles; GetRoles is a GET call. */
  roles: (search: string | undefined, paging: Paging) =>
    api.fetchPage<RoleSummary>('Setting', 'GetRoles', { search }, paging, { method: 'GET' }),
  allRoles: (opts?: FetchAllOptions) =>
    api.fetchAllRows<RoleSummary>('Setting', 'GetRoles', {}, { ...opts, method: 'GET' }),
  activities: (opts?: ReadOptions) => api.get<Activity[]>('Setting', 'GetActivities', undefined, opts),
  permissions: (opts?: ReadOptions) => api.get<Permission[]>('Setting', 'GetPermissions', undefined, opts),
  role: (roleId: number, opts?: ReadOptions) =>
    api.get<RoleDetail | null>('Setting', 'GetRoleActivityPermission', { roleId }, opts),
  saveRole: (body: CreateOrUpdateRoleBody) =>
    api.post<{ roleId: number } | null>('Setting', 'CreateOrUpdateRole', body),
  staff: (opts?: FetchAllOptions) =>
    api.fetchAllRows<SubAccountRow>('Account', 'GetSubAccountListing', {}, opts),
  assignRoles: (body: AssignRolesBody) =>
    api.post<{ assigned: number } | null>('Setting', 'AssignRoles', body),
};
