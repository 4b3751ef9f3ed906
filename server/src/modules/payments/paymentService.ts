import type { AreaDeps } from '../../areaDeps';
import {
  PAYMENT_TYPE_OPTIONS,
  type MakePaymentBody,
  type MakePaymentResult,
  type PaymentTypeId,
} from '@drawdesk/shared-kernel/contract';
import { centsToUnits, isBettorRole, PaymentType, Role } from '@drawdesk/shared-kernel/domain';
import { canRead } from '../../auth/scope';
import type { AuthContext } from '../../auth/sessionUser';
import { inTransaction, type Trx } from '../../db/retry';
import { requestAmountToCents } from '../../http/amount';
import { BusinessError, forbidden } from '../../http/errors';
import { insertCreditLog } from '../accounts';
import {
  insertPayment,
  lockPaymentKey,
  lockUser,
  moveBalance,
  moveCreditLimit,
  selectPaymentByKey,
  type Change,
} from './queries';
import { requireFunction, targetInScope, type Target } from '../../auth/target';

export const PaymentMessages = {
  notPayable: 'Payments are made to companies, agents, players and houses only.',
  notSelf: 'You cannot make a payment to your own account.',
  withdrawalRefused: 'The amount exceeds the prepaid credit the account has left.',
  depositRefused: "The deposit would take the downlines' credit limits above the upline's credit limit.",
} as const;

const PAYER_ROLES: readonly number[] = [Role.SuperAdmin, Role.Company, Role.Multilevel];
const PAYABLE_ROLES: readonly number[] = [Role.Company, Role.Multilevel, Role.Player, Role.House];

export function paymentTypeName(type: PaymentTypeId): string {
  return PAYMENT_TYPE_OPTIONS.find((o) => o.paymentTypeId === type)?.name ?? String(type);
}

/** DOMAIN 11: transfer credit (1) takes the target's figure down, receive credit (2) takes it up. */
export function signedAmount(type: PaymentTypeId, cents: number): number {
  return type === PaymentType.TransferCredit ? -cents : cents;
}

/**
 * Who may pay whom: the super admin pays any account; a company any account in its tree; an
 * agent only its direct downlines. Players, houses and IT admins never pay (403).
 */
async function payableTarget(trx: Trx, ctx: AuthContext, targetUserId: number): Promise<Target> {
  if (!PAYER_ROLES.includes(ctx.user.roleId)) throw forbidden();
  requireFunction(ctx, ['Payment Report'], [2, 3]);
  const target = await targetInScope(trx, ctx, targetUserId);
  if (target.id === ctx.principalId || target.id === ctx.user.id)
    throw new BusinessError(PaymentMessages.notSelf);
  const role = ctx.user.roleId;
  if (role === Role.Multilevel && target.uplineId !== ctx.principalId) throw forbidden();
  if (role !== Role.SuperAdmin && !canRead(ctx, target)) throw forbidden();
  if (target.mainAccountId !== null || !PAYABLE_ROLES.includes(target.roleId))
    throw new BusinessError(PaymentMessages.notPayable);
  return target;
}

async function applyPayment(trx: Trx, target: Target, delta: number): Promise<Change> {
  if (!target.prepaid) {
    const change = await moveBalance(trx, target.id, delta);
    if (!change) throw forbidden();
    return change;
  }
  if (delta > 0 && target.uplineId !== null) await lockUser(trx, target.uplineId);
  const change = await moveCreditLimit(trx, target.id, delta, isBettorRole(target.roleId));
  if (!change)
    throw new BusinessError(delta < 0 ? PaymentMessages.withdrawalRefused : PaymentMessages.depositRefused);
  return change;
}

/** MakePayment: the figure change, the payment row and the credit-log row in one transaction. */
export const PAYMENT_KEY_REUSED = 'This payment key was already used for a different payment.';

/**
 * The payment this login already made with this key, if any. The transaction-scoped advisory lock
 * makes a concurrent retry with the same key wait for the first one and then see it.
 */
async function paymentWithKey(trx: Trx, actorId: number, key: string) {
  await lockPaymentKey(trx, actorId, key);
  return selectPaymentByKey(trx, actorId, key);
}

function isSamePayment(
  first: { target_user_id: string; payment_type: number; amount: string },
  body: MakePaymentBody,
  cents: number,
): boolean {
  return (
    Number(first.target_user_id) === body.targetUserId &&
    first.payment_type === body.paymentType &&
    Number(first.amount) === cents
  );
}

/** One payment as MakePayment makes it, for callers that decided who pays whom (draw payment, auto transfer). */
export interface PaymentRecord {
  target: Target;
  paymentType: PaymentTypeId;
  cents: number;
  initiateUserId: number;
  actorId: number;
  remark: string;
  paymentKey: string | null;
  at: Date;
}

/**
 * Inside the caller's transaction: moves the target's balance (postpaid) or credit limit (prepaid)
 * and writes the payments row and the credit-log row. Authorisation is the caller's.
 */
export async function recordPayment(trx: Trx, rec: PaymentRecord): Promise<Change & { paymentId: number }> {
  const { target } = rec;
  const delta = signedAmount(rec.paymentType, rec.cents);
  const result = await applyPayment(trx, target, delta);
  const affects = target.prepaid ? 'credit_limit' : 'balance';
  const paymentId = await insertPayment(trx, {
    company_id: target.companyId,
    payment_type: rec.paymentType,
    target_user_id: String(target.id),
    initiate_user_id: String(rec.initiateUserId),
    actor_id: String(rec.actorId),
    affects,
    amount: rec.cents,
    initial_amount: result.initial,
    final_amount: result.final,
    remark: rec.remark,
    payment_key: rec.paymentKey,
    created_at: rec.at,
  });
  await insertCreditLog(trx, {
    company_id: target.companyId,
    user_id: String(target.id),
    actor_id: String(rec.actorId),
    reason: `payment.${rec.paymentType === PaymentType.TransferCredit ? 'transferCredit' : 'receiveCredit'}.${affects === 'balance' ? 'balance' : 'creditLimit'}`,
    amount: delta,
    pre_balance: result.initial,
    post_balance: result.final,
    at: rec.at,
  });
  return { ...result, paymentId };
}

export async function makePayment(
  { db, clock }: AreaDeps,
  ctx: AuthContext,
  body: MakePaymentBody,
): Promise<MakePaymentResult> {
  const cents = requestAmountToCents(body.amount, 'amount');
  const change = await inTransaction(db, async (trx) => {
    if (body.paymentKey !== undefined) {
      const first = await paymentWithKey(trx, ctx.user.id, body.paymentKey);
      if (first) {
        if (!isSamePayment(first, body, cents)) throw new BusinessError(PAYMENT_KEY_REUSED);
        return { initial: Number(first.initial_amount), final: Number(first.final_amount) };
      }
    }
    const target = await payableTarget(trx, ctx, body.targetUserId);
    return recordPayment(trx, {
      target,
      paymentType: body.paymentType,
      cents,
      initiateUserId: ctx.principalId,
      actorId: ctx.user.id,
      remark: body.remark?.trim() ?? '',
      paymentKey: body.paymentKey ?? null,
      at: clock.now(),
    });
  });
  return { initialAmount: centsToUnits(change.initial), finalAmount: centsToUnits(change.final) };
}
