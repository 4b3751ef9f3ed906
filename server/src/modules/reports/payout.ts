import type {
  GetPayoutReportBody,
  GetSelfPayoutReportBody,
  PayoutOverall,
  PayoutRow,
  SelfPayoutOverall,
  SelfPayoutRow,
} from '@drawdesk/shared-kernel/contract';
import { centsToUnits } from '@drawdesk/shared-kernel/domain';
import type { AuthContext } from '../../auth/sessionUser';
import type { AreaDeps } from '../../areaDeps';
import {
  selectPayoutPage,
  selectPayoutTotals,
  selectSelfPayoutPage,
  selectSelfPayoutTotals,
} from './queries/results';
import { openResultsRange, paging, ResultsFunctions } from './resultsScope';

interface PayoutCents {
  win_lines: string;
  win_stake: string;
  payout: string;
  own_payout: string;
}

const figures = (r: PayoutCents) => ({
  winLines: Number(r.win_lines),
  winStake: centsToUnits(r.win_stake),
  payout: centsToUnits(r.payout),
  ownPayout: centsToUnits(r.own_payout),
});

/**
 * GetPayoutReport (REPORTS.md "Results family"): per direct downline D of the viewer with winning
 * lines in the range (a super admin viewer: per company, the company's own figures), from the
 * rollups of the settled draws: winning lines, the bettors' stake on them, payout W(p_D) x in and
 * the viewer's own payout W(p_D) x eat. Demo bettors left out; amounts converted per row.
 */
export async function getPayoutReport(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: GetPayoutReportBody,
): Promise<{ rows: PayoutRow[]; totalCount: number; overallInfo: PayoutOverall }> {
  const { range, extras } = await openResultsRange(db, ctx, ResultsFunctions.payout, body);
  const q = { ...range, ...paging(body) };
  const [page, totals] = await Promise.all([selectPayoutPage(db, q), selectPayoutTotals(db, q)]);
  return {
    rows: page.map((r) => ({
      userId: Number(r.user_id),
      username: r.username,
      userRoleId: r.role_id,
      ...figures(r),
    })),
    totalCount: Number(totals.row_count),
    overallInfo: { ...figures(totals), ...extras },
  };
}

/**
 * GetSelfPayoutReport: the viewer's own part of the payouts, per draw date and pool with winning
 * lines (newest first): what it pays its downlines (W(p_D) x in), the part of that it carries on its
 * own eaten stake (ownPayout, W(p_D) x eat) and what its upline pays it on the stake it passed up
 * (uplinePayout, W(p_V) x out). From the rollups; demo bettors left out; converted per row.
 */
export async function getSelfPayoutReport(
  { db }: AreaDeps,
  ctx: AuthContext,
  body: GetSelfPayoutReportBody,
): Promise<{ rows: SelfPayoutRow[]; totalCount: number; overallInfo: SelfPayoutOverall }> {
  const { range, extras } = await openResultsRange(db, ctx, ResultsFunctions.payout, body);
  const q = { ...range, ...paging(body) };
  const [page, totals] = await Promise.all([selectSelfPayoutPage(db, q), selectSelfPayoutTotals(db, q)]);
  return {
    rows: page.map((r) => ({
      drawDate: r.draw_date,
      poolId: r.pool_id,
      ...figures(r),
      uplinePayout: centsToUnits(r.upline_payout),
    })),
    totalCount: Number(totals.row_count),
    overallInfo: {
      ...figures(totals),
      uplinePayout: centsToUnits(totals.upline_payout),
      ...extras,
    },
  };
}
