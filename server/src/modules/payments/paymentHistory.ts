import type { AreaDeps } from '../../areaDeps';
import type {
  GetPaymentHistoryBody,
  PaymentHistoryOverall,
  PaymentHistoryRow,
  PaymentTypeId,
} from '@drawdesk/shared-kernel/contract';
import { centsToUnits } from '@drawdesk/shared-kernel/domain';
import { sql, type RawBuilder } from 'kysely';
import { readsEverything } from '../../auth/scope';
import type { AuthContext } from '../../auth/sessionUser';
import { paymentTypeName } from './paymentService';
import { selectPaymentsPage, selectPaymentTotals, type PaymentHistoryFilter } from './queries';
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
  const scope: RawBuilder<boolean>[] = [];
  if (!readsEverything(ctx)) {
    scope.push(sql<boolean>`t.path @> ARRAY[${ctx.principalId}]::bigint[]`);
    const lines = ctx.user.mainAccountId === null ? [] : ctx.user.targetLines;
    if (lines.length > 0)
      scope.push(
        sql<boolean>`(t.id = ${ctx.principalId} OR t.path && ${sql.val(lines.map(String))}::bigint[])`,
      );
  }
  const filter: PaymentHistoryFilter = { scope };
  if (body.targetUserId !== undefined) filter.targetUserId = body.targetUserId;
  if (body.paymentType !== undefined) filter.paymentType = body.paymentType;
  if (body.fromDate) filter.fromDate = body.fromDate;
  if (body.toDate) filter.toDate = body.toDate;
  if (body.search) filter.search = body.search;
  const totals = await selectPaymentTotals(db, filter);
  const rows = await selectPaymentsPage(db, filter, { startCount: body.StartCount, pageSize: body.PageSize });
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
