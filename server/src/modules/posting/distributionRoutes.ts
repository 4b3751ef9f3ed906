import {
  DoDistributeBodySchema,
  DoDistributeReplySchema,
  DoManualDistributeBodySchema,
  DoManualDistributeReplySchema,
  PayPostingBodySchema,
  PayPostingReplySchema,
} from '@drawdesk/shared-kernel/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { authOf, requireSession } from '../../http/guards';
import { replies } from '../../http/replies';
import type { AreaDeps } from '../../areaDeps';
import { doDistribute, doManualDistribute } from './distribute';
import { payPosting } from './payPosting';

/**
 * Distribution and its payment (DOMAIN 13): DoDistribute, DoManualDistribute and PayPosting, for the
 * super admin and companies (the services decide the company). Registered inside postingRoutes.
 */
export const distributionRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, deps) => {
  const svc: AreaDeps = { db: deps.db, clock: deps.clock };

  app.post(
    '/Posting/DoDistribute',
    {
      preHandler: requireSession,
      schema: {
        tags: ['Posting'],
        summary:
          "Distribute a draw's posted amounts to the enabled remote agents in priority order (before the cutoff)",
        body: DoDistributeBodySchema,
        response: replies(DoDistributeReplySchema),
      },
    },
    async (request) => {
      const { data, message } = await doDistribute(svc, authOf(request), request.body);
      return ok(data, message);
    },
  );

  app.post(
    '/Posting/DoManualDistribute',
    {
      preHandler: requireSession,
      schema: {
        tags: ['Posting'],
        summary: 'Distribute given amounts (or a typed bet string) of a draw to one picked remote agent',
        body: DoManualDistributeBodySchema,
        response: replies(DoManualDistributeReplySchema),
      },
    },
    async (request) => {
      const { data, message } = await doManualDistribute(svc, authOf(request), request.body);
      return ok(data, message);
    },
  );

  app.post(
    '/Result/PayPosting',
    {
      preHandler: requireSession,
      schema: {
        tags: ['Result'],
        summary: 'Record the settlement of a settled remote invoice with its agent, once; marks it paid',
        body: PayPostingBodySchema,
        response: replies(PayPostingReplySchema),
      },
    },
    async (request) => ok(await payPosting(svc, authOf(request), request.body), 'Invoice paid.'),
  );
};
