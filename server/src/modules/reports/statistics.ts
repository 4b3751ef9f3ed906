import type {
  GetPayoutStatisticBody,
  GetSalesStatisticBody,
  PayoutStatisticOverall,
  PayoutStatisticRow,
  SalesStatisticOverall,
  SalesStatisticRow,
} from '@drawdesk/shared-kernel/contract';
import { centsToUnits } from '@drawdesk/shared-kernel/domain';
import type { AuthContext } from '../../auth/sessionUser';
import type { AreaDeps } from '../../areaDeps';
import { selectPayoutStatistic, selectSalesStatistic } from './queries/results';
import { openResultsRange, ResultsFunctions, sumCents } from './resultsScope';

/**
 * GetSalesStatistic (REPORTS.md "Statistics"): turnover, netAmount, commission and tickets of the
 * viewer's subtree per draw date and pool. Like the sales summary it counts active and settled
 * bets: released draws from their rollups, draws not released yet from the viewer's share rows of
 * their active lines (`released` tells them apart). Demo bettors left out; converted per row.
 */
export async function getSalesStatistic(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: GetSalesStatisticBody,
): Promise<{ rows: SalesStatisticRow[]; totalCount: number; overallInfo: SalesStatisticOverall }> {
  const { range, extras } = await openResultsRange(db, ctx, ResultsFunctions.salesStatistic, body);
  const { rows: found, ticketCount } = await selectSalesStatistic(db, range);
  const total = (col: 'turnover' | 'net_amount' | 'commission') =>
    centsToUnits(sumCents(found.map((r) => r[col])));
  return {
    rows: found.map((r) => ({
      drawDate: r.draw_date,
      poolId: r.pool_id,
      released: r.released,
      turnover: centsToUnits(r.turnover),
      netAmount: centsToUnits(r.net_amount),
      commission: centsToUnits(r.commission),
      ticketCount: Number(r.ticket_count),
    })),
    totalCount: found.length,
    overallInfo: {
      turnover: total('turnover'),
      netAmount: total('net_amount'),
      commission: total('commission'),
      // Distinct over the range: a ticket on several pools or dates counts once (unlike the rows).
      ticketCount,
      ...extras,
    },
  };
}

/**
 * GetPayoutStatistic (REPORTS.md "Statistics"): per draw date and pool of the settled draws, the
 * viewer's downlines' turnover, netAmount, payout (W(p_D) x in) and winLoss (payout - netAmount, the
 * win/loss report's column) and the viewer's own win/loss, from the rollups (demo = false).
 */
export async function getPayoutStatistic(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: GetPayoutStatisticBody,
): Promise<{ rows: PayoutStatisticRow[]; totalCount: number; overallInfo: PayoutStatisticOverall }> {
  const { range, extras } = await openResultsRange(db, ctx, ResultsFunctions.payout, body);
  const found = await selectPayoutStatistic(db, range);
  const total = (col: 'turnover' | 'net_amount' | 'payout' | 'win_loss' | 'own_win_loss') =>
    centsToUnits(sumCents(found.map((r) => r[col])));
  return {
    rows: found.map((r) => ({
      drawDate: r.draw_date,
      poolId: r.pool_id,
      turnover: centsToUnits(r.turnover),
      netAmount: centsToUnits(r.net_amount),
      payout: centsToUnits(r.payout),
      winLoss: centsToUnits(r.win_loss),
      ownWinLoss: centsToUnits(r.own_win_loss),
    })),
    totalCount: found.length,
    overallInfo: {
      turnover: total('turnover'),
      netAmount: total('net_amount'),
      payout: total('payout'),
      winLoss: total('win_loss'),
      ownWinLoss: total('own_win_loss'),
      ...extras,
    },
  };
}
