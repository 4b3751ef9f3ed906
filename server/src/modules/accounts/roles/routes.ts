import type { AreaDeps } from '../../../areaDeps';
import {
  AssignRolesBodySchema,
  AssignRolesReplySchema,
  CreateOrUpdateRoleBodySchema,
  CreateOrUpdateRoleReplySchema,
  CreateOrUpdateSubAccountBodySchema,
  CreateOrUpdateSubAccountReplySchema,
  GetActivitiesReplySchema,
  GetActivityPermissionSettingQuerySchema,
  GetActivityPermissionSettingReplySchema,
  GetPermissionsReplySchema,
  GetRolesQuerySchema,
  GetRolesReplySchema,
  GetSubAccountListingBodySchema,
  GetSubAccountListingReplySchema,
  GetTargetLinesQuerySchema,
  GetTargetLinesReplySchema,
  GetUserActivityPermissionQuerySchema,
  GetUserActivityPermissionReplySchema,
  RoleDetailReplySchema,
  RoleIdQuerySchema,
  type PagedEnvelope,
} from '@drawdesk/shared-kernel/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../http/envelope';
import { authOf, requireSession } from '../../../http/guards';
import { replies } from '../../../http/replies';
import { ACTIVITIES, PERMISSIONS } from './grid';
import { requireSuperAdmin } from './policy';
import * as roles from './roleService';
import * as subAccounts from './subAccountService';

const paged = <T>({ rows, totalCount }: { rows: T[]; totalCount: number }): PagedEnvelope<T, null> => ({
  ...ok(rows),
  totalCount,
  overallInfo: null,
});

const setting = ['Setting'];
const account = ['Account'];

/** Roles and sub-accounts: Setting role calls (super admin) and Account sub-account calls. */
export const rolesAndSubAccountsRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, { db }) => {
  app.get(
    '/Setting/GetRoles',
    {
      preHandler: requireSuperAdmin,
      schema: {
        tags: setting,
        summary: 'Custom admin roles (paged)',
        querystring: GetRolesQuerySchema,
        response: replies(GetRolesReplySchema),
      },
    },
    async (request) => paged(await roles.listRoles(db, request.query)),
  );

  // Static lists, also needed by the sub-account screen: any logged-in account.
  app.get(
    '/Setting/GetActivities',
    {
      preHandler: requireSession,
      schema: { tags: setting, summary: 'SPEC 6 functions', response: replies(GetActivitiesReplySchema) },
    },
    async () => ok([...ACTIVITIES]),
  );
  app.get(
    '/Setting/GetPermissions',
    {
      preHandler: requireSession,
      schema: {
        tags: setting,
        summary: 'Access levels 1-4 with names',
        response: replies(GetPermissionsReplySchema),
      },
    },
    async () => ok([...PERMISSIONS]),
  );

  app.get(
    '/Setting/GetActivityPermissionSetting',
    {
      preHandler: requireSuperAdmin,
      schema: {
        tags: setting,
        summary: "A role's function -> levels grid (empty grid without roleId)",
        querystring: GetActivityPermissionSettingQuerySchema,
        response: replies(GetActivityPermissionSettingReplySchema),
      },
    },
    async (request) => ok(await roles.activityPermissionSetting(db, request.query.roleId)),
  );
  app.get(
    '/Setting/GetRoleActivityPermission',
    {
      preHandler: requireSuperAdmin,
      schema: {
        tags: setting,
        summary: "One role's access string and grid",
        querystring: RoleIdQuerySchema,
        response: replies(RoleDetailReplySchema),
      },
    },
    async (request) => ok(await roles.roleDetail(db, request.query.roleId)),
  );
  app.post(
    '/Setting/CreateOrUpdateRole',
    {
      preHandler: requireSuperAdmin,
      schema: {
        tags: setting,
        summary: 'Create (no roleId) or update a custom admin role',
        body: CreateOrUpdateRoleBodySchema,
        response: replies(CreateOrUpdateRoleReplySchema),
      },
    },
    async (request) =>
      ok({ roleId: await roles.createOrUpdateRole(db, authOf(request), request.body) }, 'Role saved.'),
  );
  app.post(
    '/Setting/AssignRoles',
    {
      preHandler: requireSuperAdmin,
      schema: {
        tags: setting,
        summary: 'Assign a role to staff accounts (null removes it)',
        body: AssignRolesBodySchema,
        response: replies(AssignRolesReplySchema),
      },
    },
    async (request) =>
      ok({ assigned: await roles.assignRoles(db, authOf(request), request.body) }, 'Roles assigned.'),
  );

  app.get(
    '/Account/GetRoleById',
    {
      preHandler: requireSession,
      schema: {
        tags: account,
        summary: 'A custom admin role (super admin, or a staff account holding it)',
        querystring: RoleIdQuerySchema,
        response: replies(RoleDetailReplySchema),
      },
    },
    async (request) => ok(await roles.roleById(db, authOf(request), request.query.roleId)),
  );
  app.get(
    '/Account/GetUserActivityPermission',
    {
      preHandler: requireSession,
      schema: {
        tags: account,
        summary: "An account's effective functions and levels (self, or an account in scope)",
        querystring: GetUserActivityPermissionQuerySchema,
        response: replies(GetUserActivityPermissionReplySchema),
      },
    },
    async (request) =>
      ok(await subAccounts.userActivityPermission(db, authOf(request), request.query.userId)),
  );
  app.post(
    '/Account/CreateOrUpdateSubAccount',
    {
      preHandler: requireSession,
      schema: {
        tags: account,
        summary: 'Create (no userId) or update a sub-account of a main account',
        body: CreateOrUpdateSubAccountBodySchema,
        response: replies(CreateOrUpdateSubAccountReplySchema),
      },
    },
    async (request) =>
      ok(
        { userId: await subAccounts.createOrUpdateSubAccount(db, authOf(request), request.body) },
        'Sub-account saved.',
      ),
  );
  app.post(
    '/Account/GetSubAccountListing',
    {
      preHandler: requireSession,
      schema: {
        tags: account,
        summary: "A main account's sub-accounts (paged)",
        body: GetSubAccountListingBodySchema,
        response: replies(GetSubAccountListingReplySchema),
      },
    },
    async (request) => paged(await subAccounts.subAccountListing(db, authOf(request), request.body)),
  );
  app.get(
    '/Account/GetTargetLines',
    {
      preHandler: requireSession,
      schema: {
        tags: account,
        summary: "A main account's direct downlines and a sub-account's selection",
        querystring: GetTargetLinesQuerySchema,
        response: replies(GetTargetLinesReplySchema),
      },
    },
    async (request) =>
      ok(
        await subAccounts.targetLines(
          db,
          authOf(request),
          request.query.mainAccountId,
          request.query.subAccountId,
        ),
      ),
  );
};
