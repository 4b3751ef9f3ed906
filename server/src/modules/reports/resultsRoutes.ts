import {
  GetPayoutReportBodySchema,
  GetPayoutReportReplySchema,
  GetPayoutStatisticBodySchema,
  GetPayoutStatisticReplySchema,
  GetPayoutTableBodySchema,
  GetPayoutTableReplySchema,
  GetSalesStatisticBodySchema,
  GetSalesStatisticReplySchema,
  GetSelfPayoutReportBodySchema,
  GetSelfPayoutReportReplySchema,
  GetStakeHolderReportBodySchema,
  GetStakeHolderReportReplySchema,
  GetStrikeReportBodySchema,
  GetStrikeReportReplySchema,
  GetWinningReportBodySchema,
  GetWinningReportReplySchema,
} from '@drawdesk/shared-kernel/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaDeps } from '../../areaDeps';
import { getPayoutReport, getSelfPayoutReport } from './payout';
import { getPayoutTable } from './payoutTable';
import { getStakeHolderReport } from './stakeholder';
import { getPayoutStatistic, getSalesStatistic } from './statistics';
import { getStrikeReport } from './strike';
import { getWinningReport } from './winning';
import { paged, postReports } from './reportRoute';

/**
 * The results family (winning, strike, payout, self payout, payout table), the statistics (sales,
 * payout) and the stakeholder report, under /api/Report (REPORTS.md; docs/reports-rules.md).
 */
export const resultsReportRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, deps) => {
  const svc: AreaDeps = { db: deps.db, clock: deps.clock };
  const post = postReports(app);

  post({
    path: '/Report/GetWinningReport',
    summary:
      "Winning lines of the viewer's subtree in the released draws of the range (one row per winning expanded line: ticket, bettor and its uplines, number, code, kind, matched ranks, stake, the bettor's payout); filters number and bettor; paged, totals in overallInfo",
    body: GetWinningReportBodySchema,
    reply: GetWinningReportReplySchema,
    handle: async (body, auth) => paged(await getWinningReport(svc, auth, body)),
  });

  post({
    path: '/Report/GetStrikeReport',
    summary:
      "Every prize position of one draw date's released results with what the viewer's subtree won by it: lines, stake per bet code, the viewer's eat, payout W(p_D) x in and own payout W(p_D) x eat; positions nobody won by have hit false (not paged)",
    body: GetStrikeReportBodySchema,
    reply: GetStrikeReportReplySchema,
    handle: async (body, auth) => paged(await getStrikeReport(svc, auth, body)),
  });

  post({
    path: '/Report/GetPayoutReport',
    summary:
      'Payouts per direct downline of the viewer over the settled draws of the range: winning lines, their stake, payout W(p_D) x in and own payout W(p_D) x eat; paged, totals in overallInfo',
    body: GetPayoutReportBodySchema,
    reply: GetPayoutReportReplySchema,
    handle: async (body, auth) => paged(await getPayoutReport(svc, auth, body)),
  });

  post({
    path: '/Report/GetSelfPayoutReport',
    summary:
      "The viewer's own part of the payouts per draw date and pool: payout to its downlines, the part it carries (W(p_D) x eat) and what its upline pays it (W(p_V) x out); paged",
    body: GetSelfPayoutReportBodySchema,
    reply: GetSelfPayoutReportReplySchema,
    handle: async (body, auth) => paged(await getSelfPayoutReport(svc, auth, body)),
  });

  post({
    path: '/Report/GetPayoutTable',
    summary:
      "Per pool, a grid of bet code by prize rank of the viewer's payouts to its downlines over the settled draws of the range: winning lines and payout per cell, row and column totals (not paged)",
    body: GetPayoutTableBodySchema,
    reply: GetPayoutTableReplySchema,
    handle: async (body, auth) => paged(await getPayoutTable(svc, auth, body)),
  });

  post({
    path: '/Report/GetSalesStatistic',
    summary:
      "Turnover, net amount, commission and tickets of the viewer's subtree per draw date and pool, settled and open draws (not paged, at most 366 days)",
    body: GetSalesStatisticBodySchema,
    reply: GetSalesStatisticReplySchema,
    handle: async (body, auth) => paged(await getSalesStatistic(svc, auth, body)),
  });

  post({
    path: '/Report/GetPayoutStatistic',
    summary:
      "Payout and win/loss of the viewer's downlines per draw date and pool over the settled draws (not paged, at most 366 days)",
    body: GetPayoutStatisticBodySchema,
    reply: GetPayoutStatisticReplySchema,
    handle: async (body, auth) => paged(await getPayoutStatistic(svc, auth, body)),
  });

  post({
    path: '/Report/GetStakeHolderReport',
    summary:
      "One row per level of the chain of an account's settled lines, from its bettors up to the company: in, eat, out, net amount earned, payout carried, win/loss (the rows sum to zero with the lay-off); not paged",
    body: GetStakeHolderReportBodySchema,
    reply: GetStakeHolderReportReplySchema,
    handle: async (body, auth) => paged(await getStakeHolderReport(svc, auth, body)),
  });
};
