import { Type, type Static } from '@sinclair/typebox';
import { EnvelopeSchema } from './envelope';
import { AgentDetailSchema, LoginUserDataSchema, RoleAccessDataSchema } from './session';

/** Reply of calls that carry no data (data is null). */
export const EmptyReplySchema = EnvelopeSchema(Type.Null());

/** Login and IsLoggedIn: the login user data, or null when not logged in. */
export const LoginUserReplySchema = EnvelopeSchema(Type.Union([LoginUserDataSchema, Type.Null()]));

/**
 * GetUserDetailsById `data.agent`: AgentDetail plus `unlimited` (the super admin has no credit
 * limit: creditLimit and creditLeft are then reported as 0), the main account id of a
 * sub-account ('' for a main account) and the company the account belongs to.
 */
export const UserDetailSchema = Type.Composite([
  AgentDetailSchema,
  Type.Object({
    unlimited: Type.Boolean(),
    mainAccount: Type.String(),
    companyId: Type.Union([Type.Integer(), Type.Null()]),
  }),
]);
export type UserDetail = Static<typeof UserDetailSchema>;
export const GetUserDetailsByIdReplySchema = EnvelopeSchema(
  Type.Union([Type.Object({ agent: UserDetailSchema }), Type.Null()]),
);

export const RoleAccessDataReplySchema = EnvelopeSchema(Type.Union([RoleAccessDataSchema, Type.Null()]));

/** UnlockLogin body: the account whose failed password checks the super admin clears. */
export const UnlockLoginBodySchema = Type.Object(
  { userId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) },
  { additionalProperties: false },
);
export type UnlockLoginBody = Static<typeof UnlockLoginBodySchema>;
