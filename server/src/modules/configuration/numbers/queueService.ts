import type { AreaDeps } from '../../../areaDeps';
import {
  ServerMessages,
  type DeleteNumberQueueBody,
  type GetNumberQueuesBody,
  type NumberQueueRow,
} from '@drawdesk/shared-kernel/contract';
import { Role } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import type { AuthContext } from '../../../auth/sessionUser';
import { writeAudit } from '../../../db/audit';
import type { Db } from '../../../db/connection';
import { inTransaction, type Trx } from '../../../db/retry';
import { badRequest, BusinessError, forbidden } from '../../../http/errors';
import { holdsRole } from '../../../http/guards';

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

function selectRows(db: Db | Trx) {
  return db
    .selectFrom('number_queues as q')
    .innerJoin('draws as d', 'd.id', 'q.draw_id')
    .innerJoin('users as c', 'c.id', 'q.company_id')
    .select([
      'q.id',
      'q.company_id',
      'c.username as company_name',
      'q.draw_id',
      'd.pool_id',
      'd.draw_date',
      'q.number',
      'q.code',
      'q.reason',
      'q.created_at',
    ]);
}
type Selected = Awaited<ReturnType<ReturnType<typeof selectRows>['executeTakeFirstOrThrow']>>;

const toRow = (r: Selected): NumberQueueRow => ({
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
  let query = selectRows(db);
  if (scope !== null) query = query.where('q.company_id', '=', String(scope));
  if (body.number) query = query.where('q.number', 'like', `${body.number}%`);
  const total = await query
    .clearSelect()
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .orderBy('d.draw_date', 'desc')
    .orderBy('q.created_at', 'desc')
    .orderBy('q.id', 'desc')
    .offset(body.StartCount)
    .limit(body.PageSize)
    .execute();
  return { rows: rows.map(toRow), totalCount: Number(total.n) };
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
    let query = selectRows(trx);
    if (scope !== null) query = query.where('q.company_id', '=', String(scope));
    if (body.id !== undefined) query = query.where('q.id', '=', String(body.id));
    const rows = await query.execute();
    if (one && rows.length === 0) throw new BusinessError(ServerMessages.notFound);
    if (rows.length === 0) return { deleted: 0 };
    await trx
      .deleteFrom('number_queues')
      .where(
        'id',
        'in',
        rows.map((r) => String(r.id)),
      )
      .execute();
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
