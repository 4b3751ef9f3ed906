import { Role } from '@drawdesk/shared-kernel/domain';
import type { FastifyRequest } from 'fastify';
import { hasAccess, type AccessLevel } from '../../../auth/accessString';
import type { AuthContext } from '../../../auth/sessionUser';
import { authOf } from '../../../http/guards';
import { forbidden } from '../../../http/errors';

/**
 * The super admin itself. Its sub-accounts (staff) carry role id 1 too, but act only through
 * their access string, so they never pass this check.
 */
export const isSuperAdmin = (ctx: AuthContext): boolean =>
  ctx.user.roleId === Role.SuperAdmin && ctx.user.mainAccountId === null;

/** preHandler of the roles screen's calls (SPEC 6: roles are super admin only). */
export async function requireSuperAdmin(request: FastifyRequest): Promise<void> {
  if (!isSuperAdmin(authOf(request))) throw forbidden();
}

/** Sub-account management: a main account holding 'Main Account' at one of the levels. */
export function assertManagesSubAccounts(ctx: AuthContext, levels: readonly AccessLevel[]): void {
  if (ctx.user.mainAccountId !== null) throw forbidden();
  if (!hasAccess(ctx.user.accessString, 'Main Account', levels)) throw forbidden();
}
