import { Role, type RoleId } from '@drawdesk/shared-kernel/domain';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/sessionUser';
import { forbidden, unauthorized } from './errors';

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
