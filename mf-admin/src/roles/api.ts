/** The calls of the roles screen (areas 'Setting' and 'Account'), typed from the kernel contract (types only). */
import { api, type Paging } from '@drawdesk/shared-kernel/api';
import type {
  Activity,
  AssignRolesBody,
  CreateOrUpdateRoleBody,
  Permission,
  RoleDetail,
  RoleSummary,
  SubAccountRow,
} from '@drawdesk/shared-kernel/contract';

export const rolesApi = {
  /** One page of roles; GetRoles is a GET call. */
  roles: (search: string | undefined, paging: Paging) =>
    api.fetchPage<RoleSummary>('Setting', 'GetRoles', { search }, paging, { method: 'GET' }),
  allRoles: () => api.fetchAllRows<RoleSummary>('Setting', 'GetRoles', {}, { method: 'GET' }),
  activities: () => api.get<Activity[]>('Setting', 'GetActivities'),
  permissions: () => api.get<Permission[]>('Setting', 'GetPermissions'),
  role: (roleId: number) => api.get<RoleDetail | null>('Setting', 'GetRoleActivityPermission', { roleId }),
  saveRole: (body: CreateOrUpdateRoleBody) =>
    api.post<{ roleId: number } | null>('Setting', 'CreateOrUpdateRole', body),
  staff: () => api.fetchAllRows<SubAccountRow>('Account', 'GetSubAccountListing', {}),
  assignRoles: (body: AssignRolesBody) =>
    api.post<{ assigned: number } | null>('Setting', 'AssignRoles', body),
};
