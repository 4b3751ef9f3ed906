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
import { sql } from 'kysely';
import type { AuthContext } from '../../../auth/sessionUser';
import { writeAudit } from '../../../db/audit';
import type { Db } from '../../../db/connection';
import { inTransaction, type Trx } from '../../../db/retry';
import { BusinessError, forbidden } from '../../../http/errors';
import { containsPattern } from '../../../db/likePatterns';
import { isUniqueViolation } from '../../../db/errors';
import { accessStringOfGrid, fullGrid, functionCount } from './grid';
import { isSuperAdmin } from './policy';

interface RoleRow {
  id: string;
  name: string;
  description: string;
  status: number;
  access_string: string;
}

const asStatus = (n: number): RoleStatus => (n === 1 ? 1 : 0);

/** What a holder's access string is: the role's while it is enabled, nothing while disabled. */
const holderAccess = (role: Pick<RoleRow, 'status' | 'access_string'>): string =>
  role.status === 1 ? role.access_string : '';

export async function listRoles(
  db: Db,
  query: GetRolesQuery,
): Promise<{ rows: RoleSummary[]; totalCount: number }> {
  let q = db
    .selectFrom('admin_roles as r')
    .select(['r.id', 'r.name', 'r.description', 'r.status', 'r.access_string', 'r.updated_at'])
    .select((eb) =>
      eb
        .selectFrom('user_admin_roles as ur')
        .whereRef('ur.role_id', '=', 'r.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('assigned'),
    )
    .select(sql<number>`count(*) over ()::int`.as('total'));
  if (query.search) {
    const like = containsPattern(query.search);
    q = q.where((eb) => eb.or([eb('r.name', 'ilike', like), eb('r.description', 'ilike', like)]));
  }
  if (query.status !== undefined) q = q.where('r.status', '=', query.status);
  const rows = await q
    .orderBy(sql`lower(r.name)`)
    .offset(query.StartCount)
    .limit(query.PageSize)
    .execute();
  return {
    totalCount: rows[0]?.total ?? (query.StartCount > 0 ? await countRoles(db, query) : 0),
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

// A page past the end has no row to carry the window count.
async function countRoles(db: Db, query: GetRolesQuery): Promise<number> {
  let q = db.selectFrom('admin_roles as r').select(sql<number>`count(*)::int`.as('n'));
  if (query.search) {
    const like = containsPattern(query.search);
    q = q.where((eb) => eb.or([eb('r.name', 'ilike', like), eb('r.description', 'ilike', like)]));
  }
  if (query.status !== undefined) q = q.where('r.status', '=', query.status);
  return (await q.executeTakeFirstOrThrow()).n;
}

function findRole(db: Db | Trx, roleId: number): Promise<RoleRow | undefined> {
  return db
    .selectFrom('admin_roles')
    .select(['id', 'name', 'description', 'status', 'access_string'])
    .where('id', '=', String(roleId))
    .executeTakeFirst();
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
  const row = await findRole(db, roleId);
  if (!row) throw new BusinessError(ServerMessages.notFound);
  return toDetail(row);
}

/** GetRoleById: the super admin, or a staff account reading the role it holds. */
export async function roleById(db: Db, ctx: AuthContext, roleId: number): Promise<RoleDetail> {
  if (!isSuperAdmin(ctx)) {
    const held = await db
      .selectFrom('user_admin_roles')
      .select('role_id')
      .where('user_id', '=', String(ctx.user.id))
      .executeTakeFirst();
    if (!held || Number(held.role_id) !== roleId) throw forbidden();
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
      if (body.roleId === undefined) return insertRole(trx, ctx, { name, access, body });
      return updateRole(trx, ctx, body.roleId, { name, access, body });
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

async function insertRole(trx: Trx, ctx: AuthContext, { name, access, body }: RoleInput): Promise<number> {
  const row = await trx
    .insertInto('admin_roles')
    .values({
      name,
      description: body.description?.trim() ?? '',
      status: body.status ?? 1,
      access_string: access,
      created_by: ctx.user.id,
      updated_by: ctx.user.id,
    })
    .returning(['id', 'name', 'description', 'status', 'access_string'])
    .executeTakeFirstOrThrow();
  await writeAudit(trx, {
    actorId: ctx.user.id,
    action: 'role.create',
    entity: 'admin_role',
    entityId: row.id,
    after: row,
  });
  return Number(row.id);
}

async function updateRole(
  trx: Trx,
  ctx: AuthContext,
  roleId: number,
  { name, access, body }: RoleInput,
): Promise<number> {
  const before = await trx
    .selectFrom('admin_roles')
    .select(['id', 'name', 'description', 'status', 'access_string'])
    .where('id', '=', String(roleId))
    .forUpdate()
    .executeTakeFirst();
  if (!before) throw new BusinessError(ServerMessages.notFound);
  const after = await trx
    .updateTable('admin_roles')
    .set({
      name,
      description: body.description?.trim() ?? before.description,
      status: body.status ?? before.status,
      access_string: access,
      updated_by: ctx.user.id,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', String(roleId))
    .returning(['id', 'name', 'description', 'status', 'access_string'])
    .executeTakeFirstOrThrow();
  // Holders follow their role at once: their access string is the role's (or nothing while disabled).
  const holders = await trx
    .updateTable('users')
    .set({ access_string: holderAccess(after), updated_at: sql<Date>`now()` })
    .where(
      'id',
      'in',
      trx.selectFrom('user_admin_roles').select('user_id').where('role_id', '=', String(roleId)),
    )
    .returning('id')
    .execute();
  await writeAudit(trx, {
    actorId: ctx.user.id,
    action: 'role.update',
    entity: 'admin_role',
    entityId: roleId,
    before,
    after: { ...after, holders: holders.map((h) => Number(h.id)) },
  });
  return roleId;
}

/** Staff accounts are the super admin's sub-accounts (docs/accounts-rules.md). */
export async function assignRoles(db: Db, ctx: AuthContext, body: AssignRolesBody): Promise<number> {
  return inTransaction(db, async (trx) => {
    const role =
      body.roleId === null
        ? null
        : await trx
            .selectFrom('admin_roles')
            .selectAll()
            .where('id', '=', String(body.roleId))
            .forShare()
            .executeTakeFirst();
    if (body.roleId !== null && !role) throw new BusinessError(ServerMessages.notFound);
    if (role && role.status !== 1)
      throw new BusinessError(`The role ${role.name} is disabled and cannot be assigned.`);
    const users = await trx
      .selectFrom('users as u')
      .leftJoin('users as m', 'm.id', 'u.main_account_id')
      .leftJoin('user_admin_roles as ur', 'ur.user_id', 'u.id')
      .select([
        'u.id',
        'u.username',
        'u.access_string',
        'u.is_admin_staff',
        'm.role_id as mainRoleId',
        'm.main_account_id as mainOfMain',
        'ur.role_id as heldRoleId',
      ])
      .where('u.id', 'in', body.userIds.map(String))
      .orderBy('u.id')
      .forUpdate('u')
      .execute();
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
        await trx
          .insertInto('user_admin_roles')
          .values({ user_id: user.id, role_id: role.id, assigned_by: ctx.user.id })
          .onConflict((oc) =>
            oc
              .column('user_id')
              .doUpdateSet({ role_id: role.id, assigned_by: ctx.user.id, assigned_at: sql<Date>`now()` }),
          )
          .execute();
      } else {
        await trx.deleteFrom('user_admin_roles').where('user_id', '=', user.id).execute();
      }
      await trx
        .updateTable('users')
        .set({ is_admin_staff: role !== null, access_string: access, updated_at: sql<Date>`now()` })
        .where('id', '=', user.id)
        .execute();
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
