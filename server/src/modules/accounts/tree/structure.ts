import type { UpdateUplineBody } from '@drawdesk/shared-kernel/contract';
import { centsToUnits } from '@drawdesk/shared-kernel/domain';
import type { AuthContext } from '../../../auth/sessionUser';
import { writeAudit } from '../../../db/audit';
import type { Db } from '../../../db/connection';
import { inTransaction } from '../../../db/retry';
import { BusinessError, forbidden } from '../../../http/errors';
import { canWrite, canWriteUnder, Level, nodeOf, readableUser, requireDownline } from '../../../auth/access';
import { assertUplineCanGive, writeCreditLog } from './credit';
import {
  countDirectChildren,
  deleteSessionsOf,
  hasTickets,
  lockUser,
  moveSubtree,
  retireAccount,
} from './queries';
import { deletedUsername, placementError, placementOf } from './rules';

/**
 * Setting/DeleteUser. Credit and audit logs refer to the account, so it is detached rather than
 * removed: out of the tree (path of itself only), inactive, limit 0 (giving the credit back to the
 * upline, logged), sessions ended and the username freed (renamed to _d<id>).
 */
export async function deleteUser(db: Db, ctx: AuthContext, userId: number): Promise<void> {
  requireDownline(ctx, Level.Delete);
  const found = await readableUser(db, ctx, userId);
  if (!canWrite(ctx, nodeOf(found)) || found.upline_id === null) throw forbidden();
  await inTransaction(db, async (trx) => {
    const upline = (await lockUser(trx, Number(found.upline_id)))!;
    const target = await lockUser(trx, userId);
    if (!target || Number(target.upline_id) !== Number(upline.id))
      throw new BusinessError('The account moved meanwhile; please try again.');
    if ((await countDirectChildren(trx, userId, false)) > 0) {
      throw new BusinessError(`${target.username} cannot be deleted: it has downlines or sub-accounts.`);
    }
    if (await hasTickets(trx, userId))
      throw new BusinessError(`${target.username} cannot be deleted: it has tickets.`);
    const limit = Number(target.credit_limit ?? 0);
    await retireAccount(trx, userId, deletedUsername(userId));
    await deleteSessionsOf(trx, userId);
    if (limit !== 0) await writeCreditLog(trx, ctx, target, limit, 0, 'user.delete');
    await writeAudit(trx, {
      actorId: ctx.user.id,
      companyId: target.company_id === null ? null : Number(target.company_id),
      action: 'user.delete',
      entity: 'user',
      entityId: userId,
      before: {
        username: target.username,
        uplineId: Number(upline.id),
        creditLimit: centsToUnits(limit),
        status: target.status,
      },
    });
  });
}

/** Setting/UpdateTargetUserUpline: moves an account and its subtree under another upline. */
export async function moveUnderUpline(
  db: Db,
  ctx: AuthContext,
  body: UpdateUplineBody,
): Promise<{ userId: number; uplineId: number; movedCount: number }> {
  requireDownline(ctx, Level.Edit);
  const found = await readableUser(db, ctx, body.userId);
  const newUp = await readableUser(db, ctx, body.newUplineId);
  if (!canWrite(ctx, nodeOf(found)) || !canWriteUnder(ctx, nodeOf(newUp)) || found.upline_id === null)
    throw forbidden();
  if (found.main_account_id !== null || newUp.main_account_id !== null) throw forbidden();
  return inTransaction(db, async (trx) => {
    // Fixed lock order: the two uplines by id, then the account (ancestors before descendants).
    const uplineIds = [Number(found.upline_id), body.newUplineId].sort((a, b) => a - b);
    for (const id of uplineIds) await lockUser(trx, id);
    const newUpline = (await lockUser(trx, body.newUplineId))!;
    const target = (await lockUser(trx, body.userId))!;
    if (Number(target.upline_id) === body.newUplineId)
      throw new BusinessError(`${target.username} is already under ${newUpline.username}.`);
    if (newUpline.path.map(Number).includes(body.userId))
      throw new BusinessError('An account cannot move under itself or its own downline.');
    if (target.company_id !== newUpline.company_id)
      throw new BusinessError('An account can only move within its company.');
    const placement = placementError(placementOf(newUpline), {
      roleId: target.role_id,
      agentLevel: target.agent_level,
    });
    if (placement) throw new BusinessError(placement);
    await assertUplineCanGive(trx, newUpline, Number(target.credit_limit ?? 0));
    const position = target.path.length;
    const moved = await moveSubtree(trx, body.userId, position, newUpline);
    await writeAudit(trx, {
      actorId: ctx.user.id,
      companyId: target.company_id === null ? null : Number(target.company_id),
      action: 'user.moveUpline',
      entity: 'user',
      entityId: body.userId,
      before: { uplineId: Number(target.upline_id), path: target.path.map(Number) },
      after: { uplineId: Number(newUpline.id), movedCount: moved.length },
    });
    return { userId: body.userId, uplineId: Number(newUpline.id), movedCount: moved.length };
  });
}
