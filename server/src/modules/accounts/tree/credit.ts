import { centsToUnits, formatCents, isBettorRole, Role, type RoleId } from '@drawdesk/shared-kernel/domain';
import { creditFigures, type CreditFigures } from '../credit';
import type { AuthContext } from '../../../auth/sessionUser';
import { writeAudit } from '../../../db/audit';
import type { Db } from '../../../db/connection';
import type { Trx } from '../../../db/retry';
import type { UserRow } from '../../../db/schema';
import { BusinessError } from '../../../http/errors';
import { directDownlineLimits, insertCreditLog, setCreditLimit } from './queries';

/** Amounts in messages as every screen shows them: thousands separators, 2 decimals. */
const money = (cents: number) => formatCents(cents);

export async function figuresOf(db: Db | Trx, row: UserRow): Promise<CreditFigures> {
  return creditFigures({
    roleId: row.role_id as RoleId,
    creditLimit: row.credit_limit === null ? null : Number(row.credit_limit),
    balance: Number(row.balance),
    outstanding: Number(row.outstanding),
    downlineLimits: row.main_account_id === null ? await directDownlineLimits(db, Number(row.id)) : 0,
  });
}

const unbounded = (upline: UserRow) => upline.role_id === Role.SuperAdmin || upline.credit_limit === null;

/**
 * DOMAIN 3 at the upline: its direct downlines' limits, with `delta` more, fit in its own limit.
 * Call with the upline's row locked FOR UPDATE so the sum cannot change until commit.
 */
export async function assertUplineCanGive(trx: Trx, upline: UserRow, delta: number): Promise<void> {
  if (unbounded(upline) || delta <= 0) return;
  const held = await directDownlineLimits(trx, Number(upline.id));
  const left = Number(upline.credit_limit) - held;
  if (delta > left) {
    throw new BusinessError(
      `The credit limit exceeds what the upline ${upline.username} has left (${money(left)}).`,
    );
  }
}

/** A new limit for `target` may not fall below what its downlines hold (or, for a bettor, its exposure). */
export async function assertCoversOwnUse(trx: Trx, target: UserRow, newLimit: number): Promise<void> {
  if (isBettorRole(target.role_id as RoleId)) {
    const left = newLimit - Number(target.outstanding) + Number(target.balance);
    if (left < 0)
      throw new BusinessError(`The credit limit cannot be lower than what ${target.username} has in use.`);
    return;
  }
  const held = await directDownlineLimits(trx, Number(target.id));
  if (newLimit < held) {
    throw new BusinessError(
      `The credit limit cannot be lower than what the downlines of ${target.username} already hold (${money(held)}).`,
    );
  }
}

export async function writeCreditLog(
  trx: Trx,
  ctx: AuthContext,
  target: UserRow,
  before: number,
  after: number,
  reason: string,
) {
  await insertCreditLog(trx, {
    company_id: target.company_id,
    user_id: target.id,
    actor_id: ctx.user.id,
    reason,
    amount: after - before,
    pre_balance: before,
    post_balance: after,
  });
}

/**
 * Sets `target`'s credit limit. Both rows must be locked, upline first (a fixed order: ancestor
 * before descendant). Writes the credit-log and audit rows in the same transaction.
 */
export async function changeCreditLimit(
  trx: Trx,
  ctx: AuthContext,
  upline: UserRow,
  target: UserRow,
  newLimit: number,
  reason: string,
): Promise<void> {
  const before = Number(target.credit_limit ?? 0);
  if (newLimit === before) return;
  await assertUplineCanGive(trx, upline, newLimit - before);
  await assertCoversOwnUse(trx, target, newLimit);
  await setCreditLimit(trx, target.id, newLimit);
  await writeCreditLog(trx, ctx, target, before, newLimit, reason);
  await writeAudit(trx, {
    actorId: ctx.user.id,
    companyId: target.company_id === null ? null : Number(target.company_id),
    action: reason,
    entity: 'user',
    entityId: target.id,
    before: { creditLimit: centsToUnits(before) },
    after: { creditLimit: centsToUnits(newLimit) },
  });
}
