import type {
  AssignRolesBody,
  CreateOrUpdateRoleBody,
  GetRolesQuery,
  PermissionGrid,
  RoleDetail,
  RoleStatus,
  RoleSummary,
} from '@drawdesk/shared-kernel/contract';
import { ServerMessages } from '@drawdesk/shared-kernel/contract';
import { Role } from '@drawdesk/shared-kernel/domain';
import type { AuthContext } from '../../../auth/sessionUser';
import { writeAudit } from '../../../db/audit';
import type { Db } from '../../../db/connection';
import { inTransaction, type Trx } from '../../../db/retry';
import { BusinessError, forbidden } from '../../../http/errors';
import { isUniqueViolation } from '../../../db/errors';
import { accessStringOfGrid, fullGrid, functionCount } from './grid';
import { isSuperAdmin } from './policy';
import {
  assignRole,
  countRoles,
  insertRole,
  lockRole,
  lockStaffCandidates,
  selectHeldRoleId,
  selectRole,
  selectRolesPage,
  setHoldersAccess,
  setStaffAccess,
  shareLockRole,
  unassignRole,
  updateRole,
  type RoleFilter,
  type RoleRow,
} from './queries';

const asStatus = (n: number): RoleStatus => (n === 1 ? 1 : 0);

/** What a holder's access string is: the role's while it is enabled, nothing while disabled. */
const holderAccess = (role: Pick<RoleRow, 'status' | 'access_string'>): string =>
  role.status === 1 ? role.access_string : '';

export async function listRoles(
  db: Db,
  query: GetRolesQuery,
): Promise<{ rows: RoleSummary[]; totalCount: number }> {
  const filter: RoleFilter = {
    ...(query.search ? { search: query.search } : {}),
    ...(query.status !== undefined ? { status: query.status } : {}),
  };
  const rows = await selectRolesPage(db, filter, { startCount: query.StartCount, pageSize: query.PageSize });
  return {
    // A page past the end has no row to carry the window count.
    totalCount: rows[0]?.total ?? (query.StartCount > 0 ? await countRoles(db, filter) : 0),
    rows: rows.map((r) => ({
      roleId: Number(r.id),
      name: r.name,
      description: r.description,
      status: asStatus(r.status),
      functionCount: functionCount(r.access_string),
      assignedCount: r.assigned ?? 0,
      updatedAt: r.updated_at.toISOString(),
    })),
  };
}

function toDetail(row: RoleRow): RoleDetail {
  return {
    roleId: Number(row.id),
    name: row.name,
    description: row.description,
    status: asStatus(row.status),
    accessString: row.access_string,
    functionCount: functionCount(row.access_string),
    grid: fullGrid(row.access_string),
  };
}

export async function roleDetail(db: Db, roleId: number): Promise<RoleDetail> {
  const row = await selectRole(db, roleId);
  if (!row) throw new BusinessError(ServerMessages.notFound);
  return toDetail(row);
}

/** GetRoleById: the super admin, or a staff account reading the role it holds. */
export async function roleById(db: Db, ctx: AuthContext, roleId: number): Promise<RoleDetail> {
  if (!isSuperAdmin(ctx)) {
    if ((await selectHeldRoleId(db, ctx.user.id)) !== roleId) throw forbidden();
  }
  return roleDetail(db, roleId);
}

export async function activityPermissionSetting(db: Db, roleId: number | undefined): Promise<PermissionGrid> {
  if (roleId === undefined) return fullGrid('');
  return (await roleDetail(db, roleId)).grid;
}

export async function createOrUpdateRole(
  db: Db,
  ctx: AuthContext,
  body: CreateOrUpdateRoleBody,
): Promise<number> {
  const name = body.name.trim();
  if (!name) throw new BusinessError('Role name: This field is required.');
  const access = accessStringOfGrid(body.permissions);
  try {
    return await inTransaction(db, async (trx) => {
      if (body.roleId === undefined) return createRole(trx, ctx, { name, access, body });
      return changeRole(trx, ctx, body.roleId, { name, access, body });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new BusinessError(`A role named ${name} already exists.`);
    throw error;
  }
}

interface RoleInput {
  name: string;
  access: string;
  body: CreateOrUpdateRoleBody;
}

async function createRole(trx: Trx, ctx: AuthContext, { name, access, body }: RoleInput): Promise<number> {
  const row = await insertRole(
    trx,
    { name, description: body.description?.trim() ?? '', status: body.status ?? 1, access_string: access },
    ctx.user.id,
  );
  await writeAudit(trx, {
    actorId: ctx.user.id,
    action: 'role.create',
    entity: 'admin_role',
    entityId: row.id,
    after: row,
  });
  return Number(row.id);
}

async function changeRole(
  trx: Trx,
  ctx: AuthContext,
  roleId: number,
  { name, access, body }: RoleInput,
): Promise<number> {
  const before = await lockRole(trx, roleId);
  if (!before) throw new BusinessError(ServerMessages.notFound);
  const after = await updateRole(
    trx,
    roleId,
    {
      name,
      description: body.description?.trim() ?? before.description,
      status: body.status ?? before.status,
      access_string: access,
    },
    ctx.user.id,
  );
  // Holders follow their role at once: their access string is the role's (or nothing while disabled).
  const holders = await setHoldersAccess(trx, roleId, holderAccess(after));
  await writeAudit(trx, {
    actorId: ctx.user.id,
    action: 'role.update',
    entity: 'admin_role',
    entityId: roleId,
    before,
    after: { ...after, holders: holders.map(Number) },
  });
  return roleId;
}

/** Staff accounts are the super admin's sub-accounts (docs/accounts-rules.md). */
export async function assignRoles(db: Db, ctx: AuthContext, body: AssignRolesBody): Promise<number> {
  return inTransaction(db, async (trx) => {
    const role = body.roleId === null ? null : await shareLockRole(trx, body.roleId);
    if (body.roleId !== null && !role) throw new BusinessError(ServerMessages.notFound);
    if (role && role.status !== 1)
      throw new BusinessError(`The role ${role.name} is disabled and cannot be assigned.`);
    const users = await lockStaffCandidates(trx, body.userIds);
    if (users.length !== body.userIds.length) throw new BusinessError(ServerMessages.notFound);
    const notStaff = users.filter((u) => u.mainRoleId !== Role.SuperAdmin || u.mainOfMain !== null);
    if (notStaff.length > 0) {
      throw new BusinessError(
        `Only the super admin's sub-accounts can hold admin roles: ${notStaff.map((u) => u.username).join(', ')}.`,
      );
    }
    for (const user of users) {
      const access = role ? holderAccess(role) : '';
      if (role) {
        await assignRole(trx, user.id, role.id, ctx.user.id);
      } else {
        await unassignRole(trx, user.id);
      }
      await setStaffAccess(trx, user.id, role !== null, access);
      await writeAudit(trx, {
        actorId: ctx.user.id,
        action: role ? 'role.assign' : 'role.unassign',
        entity: 'user',
        entityId: user.id,
        before: {
          roleId: user.heldRoleId === null ? null : Number(user.heldRoleId),
          isAdminStaff: user.is_admin_staff,
          accessString: user.access_string,
        },
        after: { roleId: role ? Number(role.id) : null, isAdminStaff: role !== null, accessString: access },
      });
    }
    return users.length;
  });
}
