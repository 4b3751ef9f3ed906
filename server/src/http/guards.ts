import type { RoleId } from '@drawdesk/shared-kernel/domain';
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

/** preHandler: a logged-in account holding one of these roles, else 403. */
export function requireRole(...roles: RoleId[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!roles.includes(authOf(request).user.roleId)) throw forbidden();
  };
}
