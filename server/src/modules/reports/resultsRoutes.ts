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
  REPORT_PROCESSING_MESSAGE,
} from '@drawdesk/shared-kernel/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaDeps } from '../../areaDeps';
import { ok } from '../../http/envelope';
import { authOf, requireSession } from '../../http/guards';
import { replies } from '../../http/replies';
import { getPayoutReport, getSelfPayoutReport } from './payout';
import { getPayoutTable } from './payoutTable';
import { getStakeHolderReport } from './stakeholder';
import { getPayoutStatistic, getSalesStatistic } from './statistics';
import { getStrikeReport } from './strike';
import { getWinningReport } from './winning';

const report = ['Report'];

/** A report reply: the rows, their count and overallInfo; the SPEC 8 text while processing. */
function paged<R, O extends { processing: boolean }>(page: {
  rows: R[];
  totalCount: number;
  overallInfo: O;
}) {
  const message = page.overallInfo.processing ? REPORT_PROCESSING_MESSAGE : null;
  return { ...ok(page.rows, message), totalCount: page.totalCount, overallInfo: page.overallInfo };
}

/**
 * The results family (winning, strike, payout, self payout, payout table), the statistics (sales,
 * payout) and the stakeholder report, under /api/Report (REPORTS.md; docs/reports-rules.md).
 */
export const resultsReportRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, deps) => {
  const svc: AreaDeps = { db: deps.db, clock: deps.clock };

  app.post(
    '/Report/GetWinningReport',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary:
          "Winning lines of the viewer's subtree in the released draws of the range (one row per winning expanded line: ticket, bettor and its uplines, number, code, kind, matched ranks, stake, the bettor's payout); filters number and bettor; paged, totals in overallInfo",
        body: GetWinningReportBodySchema,
        response: replies(GetWinningReportReplySchema),
      },
    },
    async (request) => paged(await getWinningReport(svc, authOf(request), request.body)),
  );

  app.post(
    '/Report/GetStrikeReport',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary:
          "Every prize position of one draw date's released results with what the viewer's subtree won by it: lines, stake per bet code, the viewer's eat, payout W(p_D) x in and own payout W(p_D) x eat; positions nobody won by have hit false (not paged)",
        body: GetStrikeReportBodySchema,
        response: replies(GetStrikeReportReplySchema),
      },
    },
    async (request) => paged(await getStrikeReport(svc, authOf(request), request.body)),
  );

  app.post(
    '/Report/GetPayoutReport',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary:
          'Payouts per direct downline of the viewer over the settled draws of the range: winning lines, their stake, payout W(p_D) x in and own payout W(p_D) x eat; paged, totals in overallInfo',
        body: GetPayoutReportBodySchema,
        response: replies(GetPayoutReportReplySchema),
      },
    },
    async (request) => paged(await getPayoutReport(svc, authOf(request), request.body)),
  );

  app.post(
    '/Report/GetSelfPayoutReport',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary:
          "The viewer's own part of the payouts per draw date and pool: payout to its downlines, the part it carries (W(p_D) x eat) and what its upline pays it (W(p_V) x out); paged",
        body: GetSelfPayoutReportBodySchema,
        response: replies(GetSelfPayoutReportReplySchema),
      },
    },
    async (request) => paged(await getSelfPayoutReport(svc, authOf(request), request.body)),
  );

  app.post(
    '/Report/GetPayoutTable',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary:
          "Per pool, a grid of bet code by prize rank of the viewer's payouts to its downlines over the settled draws of the range: winning lines and payout per cell, row and column totals (not paged)",
        body: GetPayoutTableBodySchema,
        response: replies(GetPayoutTableReplySchema),
      },
    },
    async (request) => paged(await getPayoutTable(svc, authOf(request), request.body)),
  );

  app.post(
    '/Report/GetSalesStatistic',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary:
          "Turnover, net amount, commission and tickets of the viewer's subtree per draw date and pool, settled and open draws (not paged, at most 366 days)",
        body: GetSalesStatisticBodySchema,
        response: replies(GetSalesStatisticReplySchema),
      },
    },
    async (request) => paged(await getSalesStatistic(svc, authOf(request), request.body)),
  );

  app.post(
    '/Report/GetPayoutStatistic',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary:
          "Payout and win/loss of the viewer's downlines per draw date and pool over the settled draws (not paged, at most 366 days)",
        body: GetPayoutStatisticBodySchema,
        response: replies(GetPayoutStatisticReplySchema),
      },
    },
    async (request) => paged(await getPayoutStatistic(svc, authOf(request), request.body)),
  );

  app.post(
    '/Report/GetStakeHolderReport',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary:
          "One row per level of the chain of an account's settled lines, from its bettors up to the company: in, eat, out, net amount earned, payout carried, win/loss (the rows sum to zero with the lay-off); not paged",
        body: GetStakeHolderReportBodySchema,
        response: replies(GetStakeHolderReportReplySchema),
      },
    },
    async (request) => paged(await getStakeHolderReport(svc, authOf(request), request.body)),
  );
};
