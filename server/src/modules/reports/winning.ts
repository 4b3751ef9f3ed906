import type { GetWinningReportBody, WinningOverall, WinningRow } from '@drawdesk/shared-kernel/contract';
import { centsToUnits } from '@drawdesk/shared-kernel/domain';
import type { AuthContext } from '../../auth/sessionUser';
import type { AreaDeps } from '../../areaDeps';
import { selectWinningPage, selectWinningTotals } from './queries/results';
import { openResultsRange, paging, ResultsFunctions } from './resultsScope';

/**
 * GetWinningReport (REPORTS.md "Results family"): one row per winning expanded line of the viewer's
 * subtree (lines carrying a share of the viewer, its own bets included) in the released draws of the
 * range, read from the draws' winners; payout is the bettor's winnings. Filters: number, bettor, the
 * table search (a ticket number, or a bettor's username start). Totals over every matching row;
 * amounts converted per line.
 */
export async function getWinningReport(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: GetWinningReportBody,
): Promise<{ rows: WinningRow[]; totalCount: number; overallInfo: WinningOverall }> {
  const { range, extras } = await openResultsRange(db, ctx, ResultsFunctions.winning, body);
  const query = {
    ...range,
    number: body.number ?? null,
    bettorId: body.bettorId ?? null,
    search: body.search ?? null,
    ...paging(body),
  };
  const [page, totals] = await Promise.all([selectWinningPage(db, query), selectWinningTotals(db, query)]);
  return {
    rows: page.map((r) => ({
      ticketId: Number(r.ticket_id),
      ticketNo: r.ticket_no,
      bettorId: Number(r.bettor_id),
      bettorUsername: r.bettor_username,
      path: r.path,
      drawDate: r.draw_date,
      poolId: r.pool_id,
      number: r.number,
      code: r.code,
      kind: r.kind,
      ranks: r.ranks.map(Number),
      stake: centsToUnits(r.stake),
      payout: centsToUnits(r.payout),
    })),
    totalCount: Number(totals.line_count),
    overallInfo: {
      lineCount: Number(totals.line_count),
      stake: centsToUnits(totals.stake),
      payout: centsToUnits(totals.payout),
      ...extras,
    },
  };
}
