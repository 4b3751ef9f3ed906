import type { AreaDeps } from '../../areaDeps';
import type {
  GetPaymentHistoryBody,
  PaymentHistoryOverall,
  PaymentHistoryRow,
  PaymentTypeId,
} from '@drawdesk/shared-kernel/contract';
import { BUSINESS_TIME_ZONE, centsToUnits, PaymentType } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import { readsEverything } from '../../auth/scope';
import type { AuthContext } from '../../auth/sessionUser';
import { paymentTypeName } from './paymentService';
import { requireFunction, targetInScope } from '../../auth/target';

export interface PaymentHistoryPage {
  rows: PaymentHistoryRow[];
  totalCount: number;
  overallInfo: PaymentHistoryOverall;
}

/** Payments whose target is in the caller's tree (itself included), newest first. */
export async function getPaymentHistory(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: GetPaymentHistoryBody,
): Promise<PaymentHistoryPage> {
  requireFunction(ctx, ['Payment Report'], [1]);
  if (body.targetUserId !== undefined) await targetInScope(db, ctx, body.targetUserId);
  let base = db
    .selectFrom('payments as p')
    .innerJoin('users as t', 't.id', 'p.target_user_id')
    .innerJoin('users as i', 'i.id', 'p.initiate_user_id');
  if (!readsEverything(ctx)) {
    base = base.where(sql<boolean>`t.path @> ARRAY[${ctx.principalId}]::bigint[]`);
    const lines = ctx.user.mainAccountId === null ? [] : ctx.user.targetLines;
    if (lines.length > 0)
      base = base.where(
        sql<boolean>`(t.id = ${ctx.principalId} OR t.path && ${sql.val(lines.map(String))}::bigint[])`,
      );
  }
  if (body.targetUserId !== undefined) base = base.where('p.target_user_id', '=', String(body.targetUserId));
  if (body.paymentType !== undefined) base = base.where('p.payment_type', '=', body.paymentType);
  if (body.fromDate)
    base = base.where(
      sql<boolean>`p.created_at >= (${body.fromDate}::date::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})`,
    );
  if (body.toDate)
    base = base.where(
      sql<boolean>`p.created_at < ((${body.toDate}::date + 1)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})`,
    );

  const totals = await base
    .select([
      sql<string>`count(*)`.as('n'),
      sql<string>`coalesce(sum(p.amount) FILTER (WHERE p.payment_type = ${PaymentType.TransferCredit}), 0)`.as(
        'transfer',
      ),
      sql<string>`coalesce(sum(p.amount) FILTER (WHERE p.payment_type = ${PaymentType.ReceiveCredit}), 0)`.as(
        'receive',
      ),
    ])
    .executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'p.id',
      'p.payment_type',
      'p.target_user_id',
      't.username as target_username',
      'p.initiate_user_id',
      'i.username as initiate_username',
      'p.amount',
      'p.affects',
      'p.initial_amount',
      'p.final_amount',
      'p.remark',
      'p.created_at',
    ])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .offset(body.StartCount)
    .limit(body.PageSize)
    .execute();
  return {
    totalCount: Number(totals.n),
    overallInfo: { totalTransfer: centsToUnits(totals.transfer), totalReceive: centsToUnits(totals.receive) },
    rows: rows.map((r) => {
      const type = r.payment_type as PaymentTypeId;
      return {
        paymentId: Number(r.id),
        paymentType: type,
        paymentTypeName: paymentTypeName(type),
        targetUserId: Number(r.target_user_id),
        targetUsername: r.target_username,
        initiateUserId: Number(r.initiate_user_id),
        initiateUsername: r.initiate_username,
        amount: centsToUnits(r.amount),
        affects: r.affects === 'balance' ? 'balance' : 'creditLimit',
        initialAmount: centsToUnits(r.initial_amount),
        finalAmount: centsToUnits(r.final_amount),
        remark: r.remark,
        createdAt: new Date(r.created_at).toISOString(),
      };
    }),
  };
}
