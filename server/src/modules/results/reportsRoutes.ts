import {
  GetDrawPaymentHistoryBodySchema,
  GetDrawPaymentHistoryReplySchema,
  GetPlayerTransactionBodySchema,
  GetPlayerTransactionReplySchema,
  GetSalesSummaryBodySchema,
  GetSalesSummaryReplySchema,
  InitDrawPaymentBodySchema,
  InitDrawPaymentReplySchema,
  InitReportReplySchema,
  REPORT_PROCESSING_MESSAGE,
  SaveDrawPaymentBodySchema,
  SaveDrawPaymentReplySchema,
} from '@drawdesk/shared-kernel/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { authOf, requireSession } from '../../http/guards';
import { replies } from '../../http/replies';
import type { AreaDeps } from '../areaDeps';
import { strictPaymentAmount } from '../limits/strictAmounts';
import { getDrawPaymentHistory, initDrawPayment, saveDrawPayment } from './payments';
import { initReport } from './reportCurrency';
import { getSalesSummary } from './sales';
import { getPlayerTransaction } from './salesPlayerTransaction';

const report = ['Report'];
const payment = ['Payment'];

/** Issue 6 (second half): sales summary, player transaction and draw payments. Registered under /api. */
export const reportsAndDrawPaymentRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, deps) => {
  const svc: AreaDeps = { db: deps.db, clock: deps.clock };

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
    '/Payment/InitDrawPayment',
    {
      preHandler: requireSession,
      schema: {
        tags: payment,
        summary:
          "A direct downline's win/loss of one draw date against the caller (positive: the caller pays it) and whether it is paid",
        body: InitDrawPaymentBodySchema,
        response: replies(InitDrawPaymentReplySchema),
      },
    },
    async (request) => ok(await initDrawPayment(svc, authOf(request), request.body)),
  );

  app.post(
    '/Payment/SaveDrawPayment',
    {
      preHandler: requireSession,
      preValidation: strictPaymentAmount,
      schema: {
        tags: payment,
        summary:
          'Settle one draw date with a direct downline in one step (amount as InitDrawPayment gave it); once per account and date',
        body: SaveDrawPaymentBodySchema,
        response: replies(SaveDrawPaymentReplySchema),
      },
    },
    async (request) => ok(await saveDrawPayment(svc, authOf(request), request.body), 'Draw payment saved.'),
  );

  app.post(
    '/Payment/GetDrawPaymentHistory',
    {
      preHandler: requireSession,
      schema: {
        tags: payment,
        summary: 'Draw payments of the accounts in the tree, newest first (paged)',
        body: GetDrawPaymentHistoryBodySchema,
        response: replies(GetDrawPaymentHistoryReplySchema),
      },
    },
    async (request) => {
      const page = await getDrawPaymentHistory(svc, authOf(request), request.body);
      return { ...ok(page.rows), totalCount: page.totalCount, overallInfo: page.overallInfo };
    },
  );
};
