import {
  DoPostBodySchema,
  DoPostReplySchema,
  GetDistributionSummaryBodySchema,
  GetDistributionSummaryReplySchema,
  GetPostingAgentEatDetailsBodySchema,
  GetPostingAgentEatDetailsReplySchema,
  GetRemoteAgentsBodySchema,
  GetRemoteAgentsReplySchema,
  GetRemoteInvoiceDetailsReplySchema,
  GetRemoteInvoiceListBodySchema,
  GetRemoteInvoiceListReplySchema,
  GetRemoteInvoicePayoutDetailsReplySchema,
  GetUndistributedDetailBodySchema,
  GetUndistributedDetailReplySchema,
  GetUnpostDetailBodySchema,
  GetUnpostDetailReplySchema,
  GetUnpostSummaryBodySchema,
  GetUnpostSummaryReplySchema,
  RemoteInvoiceBodySchema,
  TranslateToBetStringBodySchema,
  TranslateToBetStringReplySchema,
} from '@drawdesk/shared-kernel/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaDeps } from '../../areaDeps';
import { ok } from '../../http/envelope';
import { authOf, requireSession } from '../../http/guards';
import { replies } from '../../http/replies';
import { translateToBetString } from './betString';
import {
  doPost,
  getDistributionSummary,
  getPostingAgentEatDetails,
  getPostingRemoteAgents,
  getRemoteInvoiceDetails,
  getRemoteInvoiceList,
  getRemoteInvoicePayoutDetails,
  getUndistributedDetail,
  getUnpostDetail,
  getUnpostSummary,
  postingCompany,
  type PostingPage,
} from './posting';

/** A paged reply with the totals of every row as overallInfo (API.md). */
const pagedWithTotals = <R, T>(page: PostingPage<R, T>) => ({
  ...ok(page.rows),
  totalCount: page.totalCount,
  overallInfo: page.totals,
});

const tags = ['Posting'];

/**
 * The posting core (DOMAIN 13, docs/posting-rules.md): unposted and undistributed amounts, DoPost,
 * the bet string, the remote agents and invoices of the posting screens, and the agents' eat report
 * (under /Report/). Super admin and companies only; the services decide the company. Registered
 * inside postingRoutes.
 */
export const postingCoreRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, deps) => {
  const svc: AreaDeps = { db: deps.db, clock: deps.clock };

  app.post(
    '/Posting/GetUnpostSummary',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Per draw date and pool: unposted, posted, distributed and how many numbers (paged, totals)',
        body: GetUnpostSummaryBodySchema,
        response: replies(GetUnpostSummaryReplySchema),
      },
    },
    async (request) => pagedWithTotals(await getUnpostSummary(svc, authOf(request), request.body)),
  );

  app.post(
    '/Posting/GetUnpostDetail',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Per number and code of one draw: unposted, posted, distributed, carried (paged, totals)',
        body: GetUnpostDetailBodySchema,
        response: replies(GetUnpostDetailReplySchema),
      },
    },
    async (request) => pagedWithTotals(await getUnpostDetail(svc, authOf(request), request.body)),
  );

  app.post(
    '/Posting/DoPost',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: "Post a draw's unposted amounts (all, or the listed numbers and codes), before its cutoff",
        body: DoPostBodySchema,
        response: replies(DoPostReplySchema),
      },
    },
    async (request) => ok(await doPost(svc, authOf(request), request.body), 'Posted.'),
  );

  app.post(
    '/Posting/GetDistributionSummary',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary:
          'Per draw date and pool: cutoff, posted, distributed, undistributed, invoices, failed (paged)',
        body: GetDistributionSummaryBodySchema,
        response: replies(GetDistributionSummaryReplySchema),
      },
    },
    async (request) => pagedWithTotals(await getDistributionSummary(svc, authOf(request), request.body)),
  );

  app.post(
    '/Posting/GetUndistributedDetail',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Per number and code of one draw: posted, distributed, undistributed (paged, totals)',
        body: GetUndistributedDetailBodySchema,
        response: replies(GetUndistributedDetailReplySchema),
      },
    },
    async (request) => pagedWithTotals(await getUndistributedDetail(svc, authOf(request), request.body)),
  );

  app.post(
    '/Posting/GetRemoteAgents',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'The remote agents of the posting screens by priority, with their package (paged)',
        body: GetRemoteAgentsBodySchema,
        response: replies(GetRemoteAgentsReplySchema),
      },
    },
    async (request) => pagedWithTotals(await getPostingRemoteAgents(svc, authOf(request), request.body)),
  );

  app.post(
    '/Posting/TranslateToBetString',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Amounts of one draw date and pool as an express bet string (one line per number)',
        body: TranslateToBetStringBodySchema,
        response: replies(TranslateToBetStringReplySchema),
      },
    },
    async (request) => {
      await postingCompany(svc.db, authOf(request), undefined);
      return ok({ betString: translateToBetString(request.body) });
    },
  );

  app.post(
    '/Posting/GetRemoteInvoiceList',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: "Remote invoices of the draws in a date range ('pending' shows as 'failed'; paged, totals)",
        body: GetRemoteInvoiceListBodySchema,
        response: replies(GetRemoteInvoiceListReplySchema),
      },
    },
    async (request) => pagedWithTotals(await getRemoteInvoiceList(svc, authOf(request), request.body)),
  );

  app.post(
    '/Posting/GetRemoteInvoiceDetails',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'One remote invoice with its bet and receipt strings and its lines',
        body: RemoteInvoiceBodySchema,
        response: replies(GetRemoteInvoiceDetailsReplySchema),
      },
    },
    async (request) => ok(await getRemoteInvoiceDetails(svc, authOf(request), request.body.invoiceId)),
  );

  app.post(
    '/Posting/GetRemoteInvoicePayoutDetails',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'The winning lines of a remote invoice: matched prize ranks and payout',
        body: RemoteInvoiceBodySchema,
        response: replies(GetRemoteInvoicePayoutDetailsReplySchema),
      },
    },
    async (request) => ok(await getRemoteInvoicePayoutDetails(svc, authOf(request), request.body.invoiceId)),
  );

  app.post(
    '/Report/GetPostingAgentEatDetails',
    {
      preHandler: requireSession,
      schema: {
        tags: ['Report'],
        summary: 'Per remote agent, pool, number and code of a draw date: sent, accepted, sold out (paged)',
        body: GetPostingAgentEatDetailsBodySchema,
        response: replies(GetPostingAgentEatDetailsReplySchema),
      },
    },
    async (request) => pagedWithTotals(await getPostingAgentEatDetails(svc, authOf(request), request.body)),
  );
};
