import { Role, type RoleId } from '@drawdesk/shared-kernel/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/sessionUser';
import { CALL_ACCESS, callAllowed, type CallRule } from './callAccess';
import { forbidden, unauthorized } from './errors';
import { mayManageResults } from '@drawdesk/shared-kernel/domain/access';

/** The caller's session, or a 401. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** preHandler: any logged-in account. */
export async function requireSession(request: FastifyRequest): Promise<void> {
  authOf(request);
}

/**
 * True when the caller holds one of these roles. Staff accounts are sub-accounts of the super admin
 * and carry its role id, but they act only through the access string of their admin role: they
 * never pass a super-admin (or IT-admin) role check.
 */
export function holdsRole(ctx: AuthContext, roles: readonly RoleId[]): boolean {
  const { roleId, mainAccountId } = ctx.user;
  if (mainAccountId !== null && (roleId === Role.SuperAdmin || roleId === Role.ItAdmin)) return false;
  return roles.includes(roleId);
}

/** preHandler: a logged-in account holding one of these roles, else 403. */
export function requireRole(...roles: RoleId[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!holdsRole(authOf(request), roles)) throw forbidden();
  };
}

/** The kernel's results rule for a session: the super admin's own login only. */
export const managesResults = (ctx: AuthContext): boolean =>
  mayManageResults({ roleId: ctx.user.roleId, isSubAccount: ctx.user.mainAccountId !== null });

/** preHandler: entering, validating, correcting and releasing results (mayManageResults), else 403. */
export async function requireResultsOperator(request: FastifyRequest): Promise<void> {
  if (!managesResults(authOf(request))) throw forbidden();
}

/** The key of a call in CALL_ACCESS: its method and its path as registered. */
export const callKey = (method: string, url: string): string => `${method.toUpperCase()} ${url}`;

/**
 * May this sub-account make a call with this rule (SPEC 6: it acts only through its effective
 * access string, already cut to its main account's)? `query` is the call's query string, for the
 * calls about one account. Main accounts are not checked here.
 */
export function subAccountMay(
  ctx: AuthContext,
  rule: CallRule | undefined,
  query: Readonly<Record<string, unknown>> = {},
): boolean {
  const caller = {
    id: ctx.user.id,
    isSubAccount: ctx.user.mainAccountId !== null,
    accessString: ctx.user.accessString,
  };
  return callAllowed(caller, rule, query);
}

/**
 * The one place sub-account access applies to every call: a hook on every route, run right after
 * the session (or API account) is loaded and before the body is validated (a refused sub-account
 * learns nothing about the call's input), then the route's own guards check roles and tree scope
 * as for any account. Routes hidden from the OpenAPI document (its JSON, the docs
 * pages) are not calls and are left out.
 */
export function registerSubAccountAccess(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const ctx = request.auth;
    if (!ctx || ctx.user.mainAccountId === null) return;
    const { url, method, schema } = request.routeOptions;
    if (url === undefined || (schema as { hide?: boolean } | undefined)?.hide === true) return;
    if (!url.startsWith('/api/') && !(callKey(method.toString(), url) in CALL_ACCESS)) return;
    const query = (request.query ?? {}) as Readonly<Record<string, unknown>>;
    if (!subAccountMay(ctx, CALL_ACCESS[callKey(method.toString(), url)], query)) throw forbidden();
  });
}
