import {
  GetCommStatusQuerySchema,
  GetCommStatusReplySchema,
  GetRemoteBetAgentsQuerySchema,
  GetRemoteBetAgentsReplySchema,
  ManageRemoteBetAgentBodySchema,
  ManageRemoteBetAgentReplySchema,
  type GetRemoteBetAgentsQuery,
} from '@drawdesk/shared-kernel/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { authOf, requireSession } from '../../http/guards';
import { replies } from '../../http/replies';
import { getAndPost, pagedReply } from '../../http/pagedCalls';
import type { AreaDeps } from '../../areaDeps';

import { postingCoreRoutes } from './coreRoutes';
import { distributionRoutes } from './distributionRoutes';
import { getCommStatus, getRemoteBetAgents, manageRemoteBetAgent } from './remoteAgents';

const tags = ['Configuration'];

/** Posting calls, registered under /api with their SPEC 7 area in the path: remote bet agents and their comm status. */
export const postingRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, deps) => {
  const svc: AreaDeps = { db: deps.db, clock: deps.clock };
  await app.register(postingCoreRoutes, svc);
  await app.register(distributionRoutes, svc);

  getAndPost<GetRemoteBetAgentsQuery>(
    app,
    tags,
    '/Configuration/GetRemoteBetAgents',
    {
      summary:
        'Remote bet agents (super admin: all; a company: its own), by priority (paged); never the secret',
      preHandler: requireSession,
      schema: GetRemoteBetAgentsQuerySchema,
      reply: GetRemoteBetAgentsReplySchema,
    },
    async (request, query) => pagedReply(await getRemoteBetAgents(svc, authOf(request), query)),
  );

  app.post(
    '/Configuration/ManageRemoteBetAgent',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Create (no id) or update a remote bet agent; the secret is write-only (required on create)',
        body: ManageRemoteBetAgentBodySchema,
        response: replies(ManageRemoteBetAgentReplySchema),
      },
    },
    async (request) =>
      ok(await manageRemoteBetAgent(svc, authOf(request), request.body), 'Remote agent saved.'),
  );

  app.get(
    '/Configuration/GetCommStatus',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary:
          'Reachability (/healthz) and API login (Account/IsLoggedIn) of each remote bet agent, or one',
        querystring: GetCommStatusQuerySchema,
        response: replies(GetCommStatusReplySchema),
      },
    },
    async (request) => ok(await getCommStatus(svc, authOf(request), request.query.remoteBetAgentId)),
  );
};
