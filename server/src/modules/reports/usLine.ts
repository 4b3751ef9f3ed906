import type { GetUsLineBody, UsLineOverall, UsLineRow } from '@drawdesk/shared-kernel/contract';
import type { AuthContext } from '../../auth/sessionUser';
import type { AreaDeps } from '../../areaDeps';
import { selectUsLinePage, selectUsLineTotals, type SectionsFigures } from './queries/winLoss';
import { accountOf, familyPage, sectionFigures, WIN_LOSS_FUNCTIONS, type FamilyPage } from './winLossFamily';

/** The win/loss columns of GetWinLossReport and the ticket count. */
function usLineFigures(r: SectionsFigures) {
  const f = sectionFigures(r);
  return {
    ticketCount: f.ticketCount,
    turnover: f.turnover,
    netAmount: f.netAmount,
    commission: f.commission,
    payout: f.payout,
    winLoss: f.winLoss,
    ownWinLoss: f.ownWinLoss,
    uplineWinLoss: f.uplineWinLoss,
  };
}

/**
 * GetUsLineReport: the win/loss columns per (direct downline, pool), by username then pool; the
 * screen adds a downline's pool rows into its subtotal. overallInfo: totals over every row.
 */
export async function getUsLine(
  deps: AreaDeps,
  ctx: AuthContext,
  body: GetUsLineBody,
): Promise<FamilyPage<UsLineRow, UsLineOverall>> {
  return familyPage(deps, ctx, body, {
    functions: WIN_LOSS_FUNCTIONS,
    demo: false,
    page: selectUsLinePage,
    totals: selectUsLineTotals,
    row: (r) => ({
      ...accountOf(r),
      poolId: r.pool_id,
      accountTicketCount: Number(r.account_tickets),
      ...usLineFigures(r),
    }),
    figures: usLineFigures,
  });
}
