import type {
  DrawPaymentHistoryRow,
  DrawPaymentInfo,
  GetDrawPaymentHistoryBody,
  InitDrawPaymentBody,
  SaveDrawPaymentBody,
  SaveDrawPaymentResult,
} from '@drawdesk/shared-kernel/contract';
import { centsToUnits, PaymentType, Role } from '@drawdesk/shared-kernel/domain';
import { readsEverything, scopeSql } from '../../auth/scope';
import type { AuthContext } from '../../auth/sessionUser';
import type { Db } from '../../db/connection';
import { inTransaction, type Trx } from '../../db/retry';
import { requestAmountToCents } from '../../http/amount';
import { BusinessError, forbidden } from '../../http/errors';
import type { AreaDeps } from '../../areaDeps';
import {
  insertDrawPayment,
  lockUser,
  selectDrawPayment,
  selectDrawPaymentsPage,
  selectDrawPaymentTotals,
  selectSubtreeDrawWinLoss,
  type DrawPaymentHistoryFilter,
} from './queries';
import { recordPayment } from './paymentService';
import { findTarget, targetInScope, type Target } from '../../auth/target';

export const DrawPaymentMessages = {
  notDirectDownline: 'Draw payments are made with direct downlines only.',
  nothingSettled: 'There is no settled bet of this account on that draw date.',
  notFullySettled: 'Some bets of that draw date are not settled yet. Release every result of the date first.',
  alreadyPaid: 'The draw payment of this account for that date was already made.',
  amountChanged: 'The win/loss of that draw date has changed. Reload it and pay again.',
} as const;

/** SPEC 6 /draw-payment: house, multilevel (every level) and company. */
const DRAW_PAYMENT_ROLES: readonly number[] = [Role.Company, Role.Multilevel, Role.House];

function requireDrawPaymentRole(ctx: AuthContext): void {
  if (!DRAW_PAYMENT_ROLES.includes(ctx.user.roleId)) throw forbidden();
}

/** The direct downline the caller settles with (403 outside its tree). */
async function directDownline(db: Db | Trx, ctx: AuthContext, userId: number): Promise<Target> {
  const target = await targetInScope(db, ctx, userId);
  if (target.uplineId !== ctx.principalId || target.mainAccountId !== null)
    throw new BusinessError(DrawPaymentMessages.notDirectDownline);
  return target;
}

interface DrawWinLoss {
  /** Cents: the account's result against its upline (positive: the upline owes it). */
  winLoss: number;
  lines: number;
  /** Active (unsettled) lines of the date in the account's subtree. */
  unsettled: number;
}

/**
 * The win/loss of one draw date between account D and its upline: the sum of the settled share
 * win/loss of every account in D's subtree (DOMAIN 10: the chain telescopes, so this is
 * W(p_D) x out_D - r_D x out_D, D's result against the upline exactly).
 */
export async function drawWinLoss(db: Db | Trx, userId: number, drawDate: string): Promise<DrawWinLoss> {
  const r = await selectSubtreeDrawWinLoss(db, userId, drawDate);
  return { winLoss: Number(r.win_loss), lines: Number(r.lines), unsettled: Number(r.unsettled) };
}

/** InitDrawPayment: the amount to settle with a direct downline for one draw date, and whether it is paid. */
export async function initDrawPayment(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: InitDrawPaymentBody,
): Promise<DrawPaymentInfo> {
  requireDrawPaymentRole(ctx);
  const target = await directDownline(db, ctx, body.userId);
  const upline = await findTarget(db, ctx.principalId);
  const figures = await drawWinLoss(db, target.id, body.drawDate);
  const paid = await selectDrawPayment(db, target.id, body.drawDate);
  return {
    drawDate: body.drawDate,
    userId: target.id,
    username: target.username,
    uplineId: ctx.principalId,
    uplineUsername: upline?.username ?? '',
    amount: centsToUnits(figures.winLoss),
    lineCount: figures.lines,
    paid: paid !== undefined,
    paidAmount: paid ? centsToUnits(paid.win_loss) : null,
    paidAt: paid ? new Date(paid.created_at).toISOString() : null,
  };
}

const toResult = (row: {
  id: string;
  win_loss: string;
  payment_type: number | null;
  initial_amount: string | null;
  final_amount: string | null;
}): SaveDrawPaymentResult => ({
  drawPaymentId: Number(row.id),
  amount: centsToUnits(row.win_loss),
  paymentType: row.payment_type === 1 || row.payment_type === 2 ? row.payment_type : null,
  initialAmount: row.initial_amount === null ? null : centsToUnits(row.initial_amount),
  finalAmount: row.final_amount === null ? null : centsToUnits(row.final_amount),
});

/**
 * SaveDrawPayment (DOMAIN 11): settles one draw date's win/loss with a direct downline in one
 * step. A positive amount (the upline owes the downline) is a transfer credit to it, a negative
 * one a receive credit from it, made as MakePayment makes payments; one draw_payments row per
 * account and date. A repeat with the same amount returns the first payment (idempotent).
 */
export async function saveDrawPayment(
  { db, clock }: AreaDeps,
  ctx: AuthContext,
  body: SaveDrawPaymentBody,
): Promise<SaveDrawPaymentResult> {
  requireDrawPaymentRole(ctx);
  const cents = requestAmountToCents(body.amount, 'amount');
  return inTransaction(db, async (trx) => {
    const target = await directDownline(trx, ctx, body.userId);
    // Serialises payments of the same account (and its balance update) for the check below.
    await lockUser(trx, target.id);
    const first = await selectDrawPayment(trx, target.id, body.drawDate);
    if (first) {
      if (Number(first.win_loss) !== cents) throw new BusinessError(DrawPaymentMessages.alreadyPaid);
      return toResult(first);
    }
    const figures = await drawWinLoss(trx, target.id, body.drawDate);
    if (figures.lines === 0) throw new BusinessError(DrawPaymentMessages.nothingSettled);
    if (figures.unsettled > 0) throw new BusinessError(DrawPaymentMessages.notFullySettled);
    if (figures.winLoss !== cents) throw new BusinessError(DrawPaymentMessages.amountChanged);
    const at = clock.now();
    const paymentType = cents > 0 ? PaymentType.TransferCredit : PaymentType.ReceiveCredit;
    const payment =
      cents === 0
        ? null
        : await recordPayment(trx, {
            target,
            paymentType,
            cents: Math.abs(cents),
            initiateUserId: ctx.principalId,
            actorId: ctx.user.id,
            remark: body.remark?.trim() || `Draw payment ${body.drawDate}`,
            paymentKey: null,
            at,
          });
    const drawPaymentId = await insertDrawPayment(trx, {
      company_id: target.companyId,
      user_id: String(target.id),
      upline_id: String(ctx.principalId),
      draw_date: body.drawDate,
      win_loss: cents,
      payment_id: payment ? payment.paymentId : null,
      remark: body.remark?.trim() ?? '',
      actor_id: String(ctx.user.id),
      created_at: at,
    });
    return {
      drawPaymentId,
      amount: centsToUnits(cents),
      paymentType: payment ? paymentType : null,
      initialAmount: payment ? centsToUnits(payment.initial) : null,
      finalAmount: payment ? centsToUnits(payment.final) : null,
    };
  });
}

export interface DrawPaymentHistoryPage {
  rows: DrawPaymentHistoryRow[];
  totalCount: number;
  overallInfo: { totalAmount: number };
}

/** GetDrawPaymentHistory: draw payments of accounts in the caller's tree (its own included), newest first. */
export async function getDrawPaymentHistory(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: GetDrawPaymentHistoryBody,
): Promise<DrawPaymentHistoryPage> {
  if (!DRAW_PAYMENT_ROLES.includes(ctx.user.roleId) && !readsEverything(ctx)) throw forbidden();
  if (body.userId !== undefined) await targetInScope(db, ctx, body.userId);
  const filter: DrawPaymentHistoryFilter = { scope: scopeSql(ctx, 'u') };
  if (body.userId !== undefined) filter.userId = body.userId;
  if (body.fromDate) filter.fromDate = body.fromDate;
  if (body.toDate) filter.toDate = body.toDate;
  if (body.search) filter.search = body.search;
  const totals = await selectDrawPaymentTotals(db, filter);
  const rows = await selectDrawPaymentsPage(db, filter, {
    startCount: body.StartCount,
    pageSize: body.PageSize,
  });
  return {
    totalCount: Number(totals.n),
    overallInfo: { totalAmount: centsToUnits(totals.total) },
    rows: rows.map((r) => ({
      ...toResult(r),
      drawDate: r.draw_date,
      userId: Number(r.user_id),
      username: r.username,
      uplineId: Number(r.upline_id),
      uplineUsername: r.upline_username,
      amount: centsToUnits(r.win_loss),
      remark: r.remark,
      actorUsername: r.actor_username,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}
