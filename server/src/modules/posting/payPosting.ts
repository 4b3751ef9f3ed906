import type { PayPostingBody, PayPostingData } from '@drawdesk/shared-kernel/contract';
import type { AuthContext } from '../../auth/sessionUser';
import { inTransaction } from '../../db/retry';
import { BusinessError } from '../../http/errors';
import type { AreaDeps } from '../../areaDeps';
import { postingScope } from './distribute';
import { insertInvoicePayment, lockInvoice } from './queries/distribution';

export const PayPostingMessages = {
  unknownInvoice: 'No record found!',
  alreadyPaid: 'This invoice is already paid.',
  notSettled: "This invoice is not settled yet: its draw's result is not released.",
  notPayable: 'Only a settled invoice can be paid.',
} as const;

/**
 * Result/PayPosting (DOMAIN 13; docs/posting-rules.md "Payment"): records the settlement of one
 * settled invoice with its remote agent, once. In one transaction with the invoice locked: an
 * audit row 'remoteInvoice.pay' (its id is the payment id; it holds the agent and win/loss paid)
 * and the invoice marked paid (paid_at, paid_by, payment_id). A second call answers a message and
 * writes nothing. No balance moves: the agent is another system, not an account of this one.
 */
export async function payPosting(
  deps: AreaDeps,
  ctx: AuthContext,
  body: PayPostingBody,
): Promise<PayPostingData> {
  const scope = postingScope(ctx, undefined);
  return inTransaction(deps.db, async (trx) => {
    const inv = await lockInvoice(trx, body.invoiceId);
    if (!inv || (scope !== null && Number(inv.company_id) !== scope))
      throw new BusinessError(PayPostingMessages.unknownInvoice);
    if (inv.status === 'paid') throw new BusinessError(PayPostingMessages.alreadyPaid);
    if (inv.status === 'placed' || inv.status === 'pending')
      throw new BusinessError(PayPostingMessages.notSettled);
    if (inv.status !== 'settled' || inv.win_loss === null)
      throw new BusinessError(PayPostingMessages.notPayable);
    const paymentId = await insertInvoicePayment(trx, {
      invoiceId: inv.id,
      companyId: inv.company_id,
      agentId: inv.agent_id,
      actorId: ctx.user.id,
      winLoss: inv.win_loss,
    });
    return { invoiceId: Number(inv.id), status: 'paid' as const, paymentId };
  });
}
