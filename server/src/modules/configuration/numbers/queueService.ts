import type { AreaDeps } from '../../../areaDeps';
import {
  ServerMessages,
  type DeleteNumberQueueBody,
  type GetNumberQueuesBody,
  type NumberQueueRow,
} from '@drawdesk/shared-kernel/contract';
import { Role } from '@drawdesk/shared-kernel/domain';
import type { AuthContext } from '../../../auth/sessionUser';
import { writeAudit } from '../../../db/audit';
import { inTransaction } from '../../../db/retry';
import { badRequest, BusinessError, forbidden } from '../../../http/errors';
import { holdsRole } from '../../../http/guards';
import {
  countQueuedRows,
  deleteQueuedNumbers,
  selectQueuedRows,
  selectQueuedRowsPage,
  type QueuedRow,
} from './queries';

/**
 * Whose queue the caller sees: the super admin every company's (null, or the company it names), a company
 * (or its sub-accounts) its own; anyone else is refused.
 */
function scopeOf(ctx: AuthContext, companyId: number | undefined): number | null {
  if (holdsRole(ctx, [Role.SuperAdmin])) return companyId ?? null;
  if (holdsRole(ctx, [Role.Company])) {
    if (companyId !== undefined && companyId !== ctx.principalId) throw forbidden();
    return ctx.principalId;
  }
  throw forbidden();
}

const toRow = (r: QueuedRow): NumberQueueRow => ({
  id: Number(r.id),
  companyId: Number(r.company_id),
  companyName: r.company_name,
  drawId: Number(r.draw_id),
  poolId: r.pool_id,
  drawDate: r.draw_date,
  number: r.number,
  code: r.code,
  reason: r.reason,
  createdAt: new Date(r.created_at).toISOString(),
});

export async function getNumberQueues(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: GetNumberQueuesBody,
): Promise<{ rows: NumberQueueRow[]; totalCount: number }> {
  const scope = scopeOf(ctx, body.companyId);
  const filter = { companyId: scope, ...(body.number ? { numberPrefix: body.number } : {}) };
  const totalCount = await countQueuedRows(db, filter);
  const rows = await selectQueuedRowsPage(db, filter, {
    startCount: body.StartCount,
    pageSize: body.PageSize,
  });
  return { rows: rows.map(toRow), totalCount };
}

/** Unblocks one queued number, or every one in the caller's scope; each deleted row is audited. */
export async function deleteNumberQueue(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: DeleteNumberQueueBody,
): Promise<{ deleted: number }> {
  const scope = scopeOf(ctx, undefined);
  const one = body.id !== undefined;
  if (one === (body.all === true)) throw badRequest('Invalid input: give either id or all: true');
  return inTransaction(db, async (trx) => {
    const rows = await selectQueuedRows(trx, {
      companyId: scope,
      ...(body.id !== undefined ? { id: body.id } : {}),
    });
    if (one && rows.length === 0) throw new BusinessError(ServerMessages.notFound);
    if (rows.length === 0) return { deleted: 0 };
    await deleteQueuedNumbers(
      trx,
      rows.map((r) => String(r.id)),
    );
    for (const row of rows) {
      await writeAudit(trx, {
        actorId: ctx.user.id,
        companyId: Number(row.company_id),
        action: 'number-queue.delete',
        entity: 'number_queues',
        entityId: Number(row.id),
        before: toRow(row),
        after: null,
      });
    }
    return { deleted: rows.length };
  });
}
