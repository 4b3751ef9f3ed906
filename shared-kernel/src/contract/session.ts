import { Type, type Static } from '@sinclair/typebox';
import { BusinessDate, EnvelopeSchema } from './envelope';

/** Login user data of SPEC 3, as Login and IsLoggedIn return it (API.md). */
export const LoginUserDataSchema = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  userRoleId: Type.Integer({ minimum: 1, maximum: 6 }),
  /** Multilevel agent level 1-5, else null. */
  agentLevel: Type.Union([Type.Integer({ minimum: 1, maximum: 5 }), Type.Null()]),
  accessString: Type.String(),
  /** Empty string for a main account; else the main account's id as a string. */
  mainAccount: Type.String(),
  skipTNC: Type.Boolean(),
  resendOrderLimitEnable: Type.Boolean(),
  /** Route paths (menu keys) temporarily disabled for this user. */
  temporaryDisableFor: Type.Array(Type.String()),
  /** Direct-downline ids a sub-account may act on; empty = all. */
  targetLines: Type.Array(Type.Integer()),
  /** True when the account holds a custom admin role (role name 'admin' in route rules). */
  isAdminStaff: Type.Boolean(),
  hasSecondaryPassword: Type.Boolean(),
  language: Type.Union([Type.Literal('en'), Type.Literal('zh'), Type.Literal('ms')]),
  /**
   * A sub-account's report access (SPEC 3): the report functions it may open, within its access
   * string (the kernel's mayOpenReport). Absent for a main account.
   */
  reportAccess: Type.Optional(Type.Array(Type.String())),
});
export type LoginUserData = Static<typeof LoginUserDataSchema>;

export const LoginBodySchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 256 }),
});
export type LoginBody = Static<typeof LoginBodySchema>;
export const LoginReplySchema = EnvelopeSchema(Type.Union([LoginUserDataSchema, Type.Null()]));

export const ChangePasswordQuerySchema = Type.Object({
  oldPassword: Type.String({ minLength: 1, maxLength: 256 }),
  newPassword: Type.String({ minLength: 8, maxLength: 256 }),
});
export type ChangePasswordQuery = Static<typeof ChangePasswordQuerySchema>;

export const VerifySecondaryPasswordQuerySchema = Type.Object({
  secondaryPassword: Type.String({ minLength: 1, maxLength: 256 }),
});

/** GetUserDetailsById (API.md fixed call). Money in currency units (2 decimals). */
export const AgentDetailSchema = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  fullName: Type.String(),
  userRoleId: Type.Integer(),
  agentLevel: Type.Union([Type.Integer(), Type.Null()]),
  uplineId: Type.Union([Type.Integer(), Type.Null()]),
  status: Type.Union([Type.Literal('active'), Type.Literal('inactive'), Type.Literal('suspended')]),
  creditLimit: Type.Number(),
  creditLeft: Type.Number(),
  balance: Type.Number(),
  outstanding: Type.Number(),
});
export type AgentDetail = Static<typeof AgentDetailSchema>;
export const UserDetailQuerySchema = Type.Object({
  userId: Type.Integer({ minimum: 1 }),
  skipLoading: Type.Optional(Type.Boolean()),
});
export const UserDetailReplySchema = EnvelopeSchema(Type.Object({ agent: AgentDetailSchema }));

/** GetRoleAccessData: what the shell needs to build the menu. */
export const RoleAccessDataSchema = Type.Object({
  userRoleId: Type.Integer(),
  roleNames: Type.Array(Type.String()),
  accessString: Type.String(),
  targetLines: Type.Array(Type.Integer()),
  temporaryDisableFor: Type.Array(Type.String()),
});
export type RoleAccessData = Static<typeof RoleAccessDataSchema>;

/** Test clock of API.md. */
export const SetTestClockBodySchema = Type.Object({
  now: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export const BusinessDateSchema = BusinessDate();
