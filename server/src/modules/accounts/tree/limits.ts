import type { CreditLimitChange, UpdateCreditLimitBody } from '@drawdesk/shared-kernel/contract';
import { centsToUnits, Role, unitsToCents } from '@drawdesk/shared-kernel/domain';
import type { AuthContext } from '../../../auth/sessionUser';
import type { Db } from '../../../db/connection';
import { inTransaction } from '../../../db/retry';
import { BusinessError, forbidden } from '../../../http/errors';
import { canWrite, isSuperAdmin, Level, nodeOf, readableUser, requireDownline } from '../../../auth/access';
import { changeCreditLimit, figuresOf } from './credit';
import { lockUser } from './queries';

/**
 * UpdateUserCreditLimit: an upline (or its sub-account) sets a DIRECT downline's limit.
 * AdminUpdateUserCreditLimit: the super admin sets a company's limit.
 */
export async function updateCreditLimit(
  db: Db,
  ctx: AuthContext,
  body: UpdateCreditLimitBody,
  admin: boolean,
): Promise<CreditLimitChange> {
  if (admin ? !isSuperAdmin(ctx) : false) throw forbidden();
  requireDownline(ctx, Level.Edit);
  const found = await readableUser(db, ctx, body.userId);
  if (!canWrite(ctx, nodeOf(found)) || found.upline_id === null || found.main_account_id !== null)
    throw forbidden();
  if (admin && found.role_id !== Role.Company)
    throw new BusinessError('Only a company credit limit is set here.');
  if (!admin && !isSuperAdmin(ctx) && Number(found.upline_id) !== ctx.principalId) {
    throw new BusinessError('Only the direct upline sets a credit limit.');
  }
  const newLimit = unitsToCents(body.creditLimit);
  return inTransaction(db, async (trx) => {
    const upline = (await lockUser(trx, Number(found.upline_id)))!;
    const target = (await lockUser(trx, body.userId))!;
    if (Number(target.upline_id) !== Number(upline.id))
      throw new BusinessError('The account moved meanwhile; please try again.');
    await changeCreditLimit(
      trx,
      ctx,
      upline,
      target,
      newLimit,
      admin ? 'admin.creditLimit' : 'user.creditLimit',
    );
    const after = { ...target, credit_limit: String(newLimit) };
    const own = await figuresOf(trx, after);
    const up = await figuresOf(trx, upline);
    return {
      userId: body.userId,
      creditLimit: centsToUnits(own.creditLimit),
      creditLeft: centsToUnits(own.creditLeft),
      uplineCreditLeft: centsToUnits(up.creditLeft),
    };
  });
}
