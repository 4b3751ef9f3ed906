import {
  BlockReportBodySchema,
  BlockReportReplySchema,
  GetWinLossReportBodySchema,
  GetWinLossReportReplySchema,
  ReportAccessReplySchema,
} from '@drawdesk/shared-kernel/contract';
import { Role } from '@drawdesk/shared-kernel/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { authOf, requireRole, requireSession } from '../../http/guards';
import { replies } from '../../http/replies';
import type { AreaDeps } from '../../areaDeps';
import { reportAccess } from './reportBlock';
import { blockReport } from './reportBlock';
import { getWinLossReport } from './winLoss';
import { resultsReportRoutes } from './resultsRoutes';
import { winLossRoutes } from './winLossRoutes';
import { exposureRoutes } from './exposureRoutes';

import {
  GetPlayerTransactionBodySchema,
  GetPlayerTransactionReplySchema,
  GetSalesSummaryBodySchema,
  GetSalesSummaryReplySchema,
  GetTodaySalesReplySchema,
  InitReportReplySchema,
  REPORT_PROCESSING_MESSAGE,
} from '@drawdesk/shared-kernel/contract';
import { initReport } from './reportCurrency';
import { getSalesSummary } from './sales';
import { getPlayerTransaction } from './salesPlayerTransaction';
import { getTodaySales } from './todaySales';

const report = ['Report'];
const result = ['Result'];

/** Report calls, registered under /api with their SPEC 7 area in the path: sales summary, player transaction, win/loss, report block. */
export const reportsRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, deps) => {
  const svc: AreaDeps = { db: deps.db, clock: deps.clock };
  await app.register(winLossRoutes, svc);
  await app.register(exposureRoutes, svc);

  app.get(
    '/Report/InitReport',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary:
          "What the report screens start with: the currencies a report can be shown in (base first) and the caller's account currency",
        response: replies(InitReportReplySchema),
      },
    },
    async (request) => ok(await initReport(svc, authOf(request))),
  );

  app.post(
    '/Report/GetSalesSummary',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary:
          'Sales summary (DOMAIN 14): per direct downline of the viewer (default self, userId to drill down), turnover, commission, net amount, ticket count, in `currency` (default MYR); overallInfo the totals, the currency and the processing flag',
        body: GetSalesSummaryBodySchema,
        response: replies(GetSalesSummaryReplySchema),
      },
    },
    async (request) => {
      const page = await getSalesSummary(svc, authOf(request), request.body);
      const message = page.overallInfo.processing ? REPORT_PROCESSING_MESSAGE : null;
      return { ...ok(page.rows, message), totalCount: page.totalCount, overallInfo: page.overallInfo };
    },
  );

  app.get(
    '/Report/GetTodaySales',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary:
          "The caller's sales of today's business date (dashboard): stakes, net amount and distinct tickets of the tickets placed today in its tree, over its share rows (Group Sales Report)",
        response: replies(GetTodaySalesReplySchema),
      },
    },
    async (request) => ok(await getTodaySales(svc, authOf(request))),
  );

  app.post(
    '/Report/GetPlayerTransaction',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary:
          'Credit-log rows (pre-balance, post-balance, reason, actor) of the accounts in the tree (super admin, company)',
        body: GetPlayerTransactionBodySchema,
        response: replies(GetPlayerTransactionReplySchema),
      },
    },
    async (request) => {
      const page = await getPlayerTransaction(svc, authOf(request), request.body);
      return { ...ok(page.rows), totalCount: page.totalCount, overallInfo: page.overallInfo };
    },
  );

  app.post(
    '/Result/BlockReport',
    {
      preHandler: requireRole(Role.SuperAdmin),
      schema: {
        tags: result,
        summary: 'Block or unblock reports (they carry the inaccuracy flag while blocked)',
        body: BlockReportBodySchema,
        response: replies(BlockReportReplySchema),
      },
    },
    async (request) => ok(await blockReport(deps, authOf(request).user.id, request.body.blocked)),
  );

  app.get(
    '/Result/GetReportAccessValue',
    {
      preHandler: requireSession,
      schema: {
        tags: result,
        summary: 'Report block flag and whether a release is running',
        response: replies(ReportAccessReplySchema),
      },
    },
    async () => ok(await reportAccess(deps.db)),
  );

  app.post(
    '/Report/GetWinLossReport',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary:
          'Win/loss per direct downline of the viewer over settled draws (DOMAIN 14), in `currency` (default MYR)',
        body: GetWinLossReportBodySchema,
        response: replies(GetWinLossReportReplySchema),
      },
    },
    async (request) => {
      const page = await getWinLossReport(deps, authOf(request), request.body);
      return { ...ok(page.rows, page.message), totalCount: page.totalCount, overallInfo: page.overallInfo };
    },
  );

  await app.register(resultsReportRoutes, svc);
};
