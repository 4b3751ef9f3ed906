import { businessDate, PaymentType, Role, weekday } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import { inTransaction } from '../../db/retry';
import type { AreaDeps } from '../../areaDeps';
import { lockUser } from './queries';
import { recordPayment } from './paymentService';
import { findTarget } from '../../auth/target';
import type { JobDefinition } from '../../jobs/scheduler';

export const AUTO_TRANSFER_REMARK = 'Auto transfer';

export interface AutoTransferSummary {
  date: string;
  due: number;
  paid: number;
  zero: number;
  failed: number;
}

/**
 * Auto transfer (DOMAIN 3): every postpaid bettor with settings.autoTransfer whose schedule falls
 * on today's business date (frequency 1 daily, or 0 weekly on autoTransferDay, 0 Sunday..6
 * Saturday) has its balance settled to 0 by a payment with its upline: a positive balance (the
 * upline owes it) is a transfer credit, a negative one a receive credit. An auto_transfer_runs row
 * per bettor and date, written in the same transaction, makes a second run of the day do nothing.
 */
export async function runAutoTransfer({ db, clock }: AreaDeps): Promise<AutoTransferSummary> {
  const now = clock.now();
  const today = businessDate(now);
  const day = weekday(today);
  const { rows: due } = await sql<{ id: string }>`
    SELECT u.id::text FROM users u
    WHERE u.role_id IN (${Role.Player}, ${Role.House})
      AND u.main_account_id IS NULL
      AND u.upline_id IS NOT NULL
      AND u.status = 'active'
      AND coalesce((u.settings->>'autoTransfer')::boolean, false)
      AND coalesce(u.settings->>'creditType', 'postpaid') <> 'prepaid'
      AND (coalesce((u.settings->>'autoTransferFrequency')::int, 0) = 1
           OR coalesce((u.settings->>'autoTransferDay')::int, 1) = ${day})
      AND NOT EXISTS (SELECT 1 FROM auto_transfer_runs r WHERE r.user_id = u.id AND r.business_date = ${today}::date)
    ORDER BY u.id`.execute(db);
  const summary: AutoTransferSummary = { date: today, due: due.length, paid: 0, zero: 0, failed: 0 };
  for (const { id } of due) {
    const userId = Number(id);
    try {
      const outcome = await inTransaction(db, async (trx) => {
        await lockUser(trx, userId);
        const claimed = await trx
          .insertInto('auto_transfer_runs')
          .values({ user_id: userId, business_date: today, amount: 0, payment_id: null, created_at: now })
          .onConflict((oc) => oc.columns(['user_id', 'business_date']).doNothing())
          .returning('user_id')
          .executeTakeFirst();
        if (!claimed) return 'done' as const;
        const target = await findTarget(trx, userId);
        const row = await trx
          .selectFrom('users')
          .select('balance')
          .where('id', '=', String(userId))
          .executeTakeFirstOrThrow();
        const balance = Number(row.balance);
        if (!target || target.uplineId === null || balance === 0) return 'zero' as const;
        const payment = await recordPayment(trx, {
          target,
          paymentType: balance > 0 ? PaymentType.TransferCredit : PaymentType.ReceiveCredit,
          cents: Math.abs(balance),
          initiateUserId: target.uplineId,
          actorId: target.uplineId,
          remark: AUTO_TRANSFER_REMARK,
          paymentKey: null,
          at: now,
        });
        await trx
          .updateTable('auto_transfer_runs')
          .set({ amount: balance, payment_id: payment.paymentId })
          .where('user_id', '=', String(userId))
          .where('business_date', '=', today)
          .execute();
        return 'paid' as const;
      });
      if (outcome === 'paid') summary.paid += 1;
      else if (outcome === 'zero') summary.zero += 1;
    } catch {
      summary.failed += 1;
    }
  }
  return summary;
}

export const autoTransferJob: JobDefinition = {
  name: 'auto-transfer',
  label: 'Auto transfer',
  everyMs: 15 * 60_000,
  async run(deps) {
    const s = await runAutoTransfer(deps);
    return `${s.date}: ${s.due} due, ${s.paid} paid, ${s.zero} at zero, ${s.failed} failed`;
  },
};
