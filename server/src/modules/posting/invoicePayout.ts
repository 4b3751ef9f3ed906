import { BetKind } from '@drawdesk/shared-kernel/domain';
import {
  expansionCount,
  isBetCode,
  matchBet,
  winningsCents,
  type DrawResult,
} from '@drawdesk/shared-kernel/domain/betting';
import type { Trx } from '../../db/retry';
import {
  passUpDistributedInRollups,
  selectLinesToSettle,
  selectPackageTerms,
  selectResultNumbers,
  writeInvoicePayouts,
} from './queries/distribution';

/**
 * Remote invoices after our result of their draw is released (DOMAIN 13; docs/posting-rules.md
 * "Payout"): each line's payout = W(p_agent) x accepted, the agent's package payouts summed over the
 * prize positions its number matched (the kernel's rule the settlement's SQL agrees with), half up to
 * the cent; an ibox line matches with every permutation of its digits and its winnings are divided by
 * their count, exactly as the settlement pays an ibox bet line (matchBet, winningsCents with the
 * divisor); the invoice's payout is the sum and
 * win_loss = payout - net (positive: the remote owes us), status 'settled'. Run in the release's
 * transaction and on every rerun, so a corrected result rewrites them; a paid invoice keeps what it
 * was paid on. Then the companies' rows of the draw's rollups count what was distributed as passed
 * up to the remote agents and the rest as their own eat (passUpDistributedInRollups).
 */
export async function settleRemoteInvoicesInTrx(trx: Trx, drawId: number): Promise<number> {
  const settled = await settleInvoicePayouts(trx, drawId);
  await passUpDistributedInRollups(trx, drawId);
  return settled;
}

async function settleInvoicePayouts(trx: Trx, drawId: number): Promise<number> {
  const lines = await selectLinesToSettle(trx, drawId);
  if (lines.length === 0) return 0;
  const result = drawResultOf(await selectResultNumbers(trx, drawId));
  const packages = new Map<string, Map<string, { betRate: number; payouts: number[] }>>();
  const payouts: Array<{ invoiceId: string; number: string; code: string; ibox: boolean; payout: number }> =
    [];
  for (const line of lines) {
    let payout = 0;
    if (line.package_id !== null && isBetCode(line.code)) {
      let terms = packages.get(line.package_id);
      if (!terms) packages.set(line.package_id, (terms = await selectPackageTerms(trx, line.package_id)));
      const table = terms.get(line.code)?.payouts;
      if (table) {
        const kind = line.ibox ? BetKind.IBox : BetKind.Normal;
        payout = winningsCents(
          line.code,
          matchBet({ number: line.number, code: line.code, kind }, result),
          table,
          Number(line.accepted),
          line.ibox ? expansionCount(line.number, kind) : 1,
        );
      }
    }
    payouts.push({
      invoiceId: line.invoice_id,
      number: line.number,
      code: line.code,
      ibox: line.ibox,
      payout,
    });
  }
  return writeInvoicePayouts(trx, drawId, payouts);
}

/** A draw's result rows as the kernel's matcher reads them. */
export function drawResultOf(
  rows: ReadonlyArray<{ game: number; rank: number; idx: number; number: string }>,
): DrawResult {
  const at = (game: number, rank: number) => rows.find((r) => r.game === game && r.rank === rank)?.number;
  const list = (rank: number) =>
    rows
      .filter((r) => r.game === 4 && r.rank === rank)
      .sort((a, b) => a.idx - b.idx)
      .map((r) => r.number);
  const five = at(5, 1);
  const six = at(6, 1);
  return {
    first: at(4, 1) ?? '',
    second: at(4, 2) ?? '',
    third: at(4, 3) ?? '',
    starters: list(7),
    consolations: list(8),
    ...(five !== undefined ? { fiveD: { first: five, second: at(5, 2) ?? '', third: at(5, 3) ?? '' } } : {}),
    ...(six !== undefined ? { sixD: { first: six } } : {}),
  };
}
