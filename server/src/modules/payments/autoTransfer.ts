import { businessDate, PaymentType, weekday } from '@drawdesk/shared-kernel/domain';
import { inTransaction } from '../../db/retry';
import type { AreaDeps } from '../../areaDeps';
import {
  claimAutoTransferRun,
  completeAutoTransferRun,
  lockUser,
  selectAutoTransferDue,
  selectBalance,
} from './queries';
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
  const due = await selectAutoTransferDue(db, today, day);
  const summary: AutoTransferSummary = { date: today, due: due.length, paid: 0, zero: 0, failed: 0 };
  for (const userId of due) {
    try {
      const outcome = await inTransaction(db, async (trx) => {
        await lockUser(trx, userId);
        if (!(await claimAutoTransferRun(trx, userId, today, now))) return 'done' as const;
        const target = await findTarget(trx, userId);
        const balance = await selectBalance(trx, userId);
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
        await completeAutoTransferRun(trx, userId, today, balance, payment.paymentId);
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
