/**
 * Roles, permissions and sub-accounts (SPEC 3 Role / Sub-account, SPEC 6, SPEC 7 Setting and Account calls).
 * Calls: Setting/GetRoles, GetActivities, GetPermissions, GetActivityPermissionSetting,
 * GetRoleActivityPermission, CreateOrUpdateRole, AssignRoles; Account/GetRoleById,
 * GetUserActivityPermission, CreateOrUpdateSubAccount, GetSubAccountListing, GetTargetLines.
 */
import { Type, type Static } from '@sinclair/typebox';
import { FUNCTION_NAMES } from './access';
import { EnvelopeSchema, PagedEnvelopeSchema, PagingSchema } from './envelope';

/** A SPEC 6 function name. */
export const FunctionNameSchema = Type.Union(FUNCTION_NAMES.map((name) => Type.Literal(name)));

/** Access levels: 1 view, 2 create, 3 edit, 4 delete. */
export const AccessLevelSchema = Type.Union([
  Type.Literal(1),
  Type.Literal(2),
  Type.Literal(3),
  Type.Literal(4),
]);

/**
 * An access string 'Function:levels;...' (SPEC 6), e.g. 'Downline:1234;Map Report:1'; '' grants nothing.
 * Function names are checked against SPEC 6 by the server (unknown names are refused with a message).
 */
export const AccessStringSchema = Type.String({
  maxLength: 2000,
  pattern: '^$|^[A-Za-z ]+:[1-4]{1,4}(;[A-Za-z ]+:[1-4]{1,4})*$',
});

/** Username rule of DOMAIN 2 (case-insensitive uniqueness is checked by the server). */
const SubAccountUsernameSchema = Type.String({ minLength: 3, maxLength: 20, pattern: '^[A-Za-z0-9_]+$' });

/** Record status of SPEC 4 for roles: 1 enabled, 0 disabled. */
export const RoleStatusSchema = Type.Union([Type.Literal(0), Type.Literal(1)]);
export type RoleStatus = Static<typeof RoleStatusSchema>;

const SubAccountStatusSchema = Type.Union([
  Type.Literal('active'),
  Type.Literal('inactive'),
  Type.Literal('suspended'),
]);

/** One row of a permission grid: a function and the levels granted (empty = none). */
export const FunctionAccessSchema = Type.Object({
  function: FunctionNameSchema,
  levels: Type.Array(AccessLevelSchema, { maxItems: 4, uniqueItems: true }),
});
export type FunctionAccess = Static<typeof FunctionAccessSchema>;

/** A full grid: every SPEC 6 function in SPEC order, with the levels granted. */
export const PermissionGridSchema = Type.Array(FunctionAccessSchema);
export type PermissionGrid = Static<typeof PermissionGridSchema>;

// ---- Setting/GetRoles (super admin) -------------------------------------------------------------

export const GetRolesQuerySchema = Type.Composite([
  PagingSchema,
  Type.Object({
    /** Matches name or description, case-insensitive. */
    search: Type.Optional(Type.String({ maxLength: 50 })),
    status: Type.Optional(RoleStatusSchema),
  }),
]);
export type GetRolesQuery = Static<typeof GetRolesQuerySchema>;

export const RoleSummarySchema = Type.Object({
  roleId: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  status: RoleStatusSchema,
  /** Functions granted at least one level. */
  functionCount: Type.Integer(),
  /** Staff accounts holding the role. */
  assignedCount: Type.Integer(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type RoleSummary = Static<typeof RoleSummarySchema>;
export const GetRolesReplySchema = PagedEnvelopeSchema(RoleSummarySchema, Type.Null());

// ---- Setting/GetActivities, GetPermissions (any logged-in account: static lists) ----------------

export const ActivitySchema = Type.Object({
  /** 1-based position in SPEC 6 order. */
  activityId: Type.Integer(),
  name: FunctionNameSchema,
  /** A report function (may appear in a sub-account's report access). */
  isReport: Type.Boolean(),
});
export type Activity = Static<typeof ActivitySchema>;
export const GetActivitiesReplySchema = EnvelopeSchema(Type.Array(ActivitySchema));

export const PermissionSchema = Type.Object({
  level: AccessLevelSchema,
  name: Type.Union([
    Type.Literal('View'),
    Type.Literal('Create'),
    Type.Literal('Edit'),
    Type.Literal('Delete'),
  ]),
});
export type Permission = Static<typeof PermissionSchema>;
export const GetPermissionsReplySchema = EnvelopeSchema(Type.Array(PermissionSchema));

// ---- Setting/GetActivityPermissionSetting, GetRoleActivityPermission (super admin) --------------

/** Without roleId: the empty grid for a new role. */
export const GetActivityPermissionSettingQuerySchema = Type.Object({
  roleId: Type.Optional(Type.Integer({ minimum: 1 })),
});
export const GetActivityPermissionSettingReplySchema = EnvelopeSchema(
  Type.Union([PermissionGridSchema, Type.Null()]),
);

export const RoleIdQuerySchema = Type.Object({ roleId: Type.Integer({ minimum: 1 }) });
export type RoleIdQuery = Static<typeof RoleIdQuerySchema>;

export const RoleDetailSchema = Type.Object({
  roleId: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  status: RoleStatusSchema,
  /** Canonical access string (SPEC 6 order, levels ascending). */
  accessString: Type.String(),
  functionCount: Type.Integer(),
  grid: PermissionGridSchema,
});
export type RoleDetail = Static<typeof RoleDetailSchema>;
export const RoleDetailReplySchema = EnvelopeSchema(Type.Union([RoleDetailSchema, Type.Null()]));

// ---- Setting/CreateOrUpdateRole (super admin) ----------------------------------------------------

/** Create when roleId is absent. Functions left out of `permissions` get no access. */
export const CreateOrUpdateRoleBodySchema = Type.Object({
  roleId: Type.Optional(Type.Integer({ minimum: 1 })),
  name: Type.String({ minLength: 1, maxLength: 50 }),
  description: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(RoleStatusSchema),
  permissions: Type.Array(FunctionAccessSchema, { maxItems: FUNCTION_NAMES.length }),
});
export type CreateOrUpdateRoleBody = Static<typeof CreateOrUpdateRoleBodySchema>;
export const CreateOrUpdateRoleReplySchema = EnvelopeSchema(
  Type.Union([Type.Object({ roleId: Type.Integer() }), Type.Null()]),
);

// ---- Setting/AssignRoles (super admin) -----------------------------------------------------------

/** roleId null removes the role from the accounts. Staff accounts are the super admin's sub-accounts. */
export const AssignRolesBodySchema = Type.Object({
  roleId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  userIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100, uniqueItems: true }),
});
export type AssignRolesBody = Static<typeof AssignRolesBodySchema>;
export const AssignRolesReplySchema = EnvelopeSchema(
  Type.Union([Type.Object({ assigned: Type.Integer() }), Type.Null()]),
);

// ---- Account/GetUserActivityPermission -----------------------------------------------------------

/** Without userId: the caller. */
export const GetUserActivityPermissionQuerySchema = Type.Object({
  userId: Type.Optional(Type.Integer({ minimum: 1 })),
});
export const UserActivityPermissionSchema = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  /** Main account id of a sub-account, null for a main account. */
  mainAccountId: Type.Union([Type.Integer(), Type.Null()]),
  accessString: Type.String(),
  /** Functions granted at least one level, with their levels, in SPEC 6 order. */
  functions: PermissionGridSchema,
  /** Report functions a sub-account may open ([] for a main account). */
  reportAccess: Type.Array(FunctionNameSchema),
  targetLines: Type.Array(Type.Integer()),
  /** Custom admin role held, if any. */
  roleId: Type.Union([Type.Integer(), Type.Null()]),
  roleName: Type.Union([Type.String(), Type.Null()]),
});
export type UserActivityPermission = Static<typeof UserActivityPermissionSchema>;
export const GetUserActivityPermissionReplySchema = EnvelopeSchema(
  Type.Union([UserActivityPermissionSchema, Type.Null()]),
);

// ---- Account/CreateOrUpdateSubAccount ------------------------------------------------------------

/**
 * Create when userId is absent (password then required). mainAccountId defaults to the caller; a
 * super admin or company may name a main account in its tree. accessString must be a subset of the
 * main account's; reportAccess only report functions the main account may view; targetLines only
 * the main account's direct downlines ([] = all).
 */
export const CreateOrUpdateSubAccountBodySchema = Type.Object({
  userId: Type.Optional(Type.Integer({ minimum: 1 })),
  mainAccountId: Type.Optional(Type.Integer({ minimum: 1 })),
  username: SubAccountUsernameSchema,
  fullName: Type.String({ maxLength: 100 }),
  password: Type.Optional(Type.String({ minLength: 8, maxLength: 256 })),
  confirmPassword: Type.Optional(Type.String({ maxLength: 256 })),
  status: SubAccountStatusSchema,
  accessString: AccessStringSchema,
  reportAccess: Type.Array(FunctionNameSchema, { maxItems: FUNCTION_NAMES.length, uniqueItems: true }),
  targetLines: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000, uniqueItems: true }),
});
export type CreateOrUpdateSubAccountBody = Static<typeof CreateOrUpdateSubAccountBodySchema>;
export const CreateOrUpdateSubAccountReplySchema = EnvelopeSchema(
  Type.Union([Type.Object({ userId: Type.Integer() }), Type.Null()]),
);

// ---- Account/GetSubAccountListing ----------------------------------------------------------------

export const GetSubAccountListingBodySchema = Type.Composite([
  PagingSchema,
  Type.Object({
    /** Defaults to the caller. */
    mainAccountId: Type.Optional(Type.Integer({ minimum: 1 })),
    /** Matches username or full name, case-insensitive. */
    search: Type.Optional(Type.String({ maxLength: 50 })),
    status: Type.Optional(SubAccountStatusSchema),
  }),
]);
export type GetSubAccountListingBody = Static<typeof GetSubAccountListingBodySchema>;

export const SubAccountRowSchema = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  fullName: Type.String(),
  status: SubAccountStatusSchema,
  mainAccountId: Type.Integer(),
  mainAccountUsername: Type.String(),
  accessString: Type.String(),
  reportAccess: Type.Array(FunctionNameSchema),
  targetLines: Type.Array(Type.Integer()),
  roleId: Type.Union([Type.Integer(), Type.Null()]),
  roleName: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});
export type SubAccountRow = Static<typeof SubAccountRowSchema>;
export const GetSubAccountListingReplySchema = PagedEnvelopeSchema(SubAccountRowSchema, Type.Null());

// ---- Account/GetTargetLines ----------------------------------------------------------------------

/** mainAccountId defaults to the caller; subAccountId gives its current selection. */
export const GetTargetLinesQuerySchema = Type.Object({
  mainAccountId: Type.Optional(Type.Integer({ minimum: 1 })),
  subAccountId: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type GetTargetLinesQuery = Static<typeof GetTargetLinesQuerySchema>;

export const TargetLineSchema = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  fullName: Type.String(),
  userRoleId: Type.Integer(),
  agentLevel: Type.Union([Type.Integer(), Type.Null()]),
  status: SubAccountStatusSchema,
});
export type TargetLine = Static<typeof TargetLineSchema>;
export const TargetLinesSchema = Type.Object({
  mainAccountId: Type.Integer(),
  /** The main account's direct downlines (not its sub-accounts), by username. */
  lines: Type.Array(TargetLineSchema),
  /** The sub-account's current target lines ([] = all, or no sub-account given). */
  selected: Type.Array(Type.Integer()),
});
export type TargetLines = Static<typeof TargetLinesSchema>;
export const GetTargetLinesReplySchema = EnvelopeSchema(Type.Union([TargetLinesSchema, Type.Null()]));
