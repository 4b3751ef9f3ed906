import {
  ApiLogFilterSchema,
  ApiLogReplySchema,
  GetCommStatusQuerySchema,
  GetCommStatusReplySchema,
  GetJobRunsQuerySchema,
  GetJobRunsReplySchema,
  GetMaintenanceJobsReplySchema,
  GetRemoteBetAgentsQuerySchema,
  GetRemoteBetAgentsReplySchema,
  ManageRemoteBetAgentBodySchema,
  ManageRemoteBetAgentReplySchema,
  ReplyCode,
  RunMaintenanceJobBodySchema,
  RunMaintenanceJobReplySchema,
  type ApiLogFilter,
  type GetJobRunsQuery,
  type GetRemoteBetAgentsQuery,
} from '@drawdesk/shared-kernel/contract';
import { Role } from '@drawdesk/shared-kernel/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { authOf, requireRole, requireSession } from '../../http/guards';
import { replies } from '../../http/replies';
import type { AreaDeps } from '../areaDeps';
import { getJobRuns, getMaintenanceJobs, runMaintenanceJob } from './adminTool';
import { getApiLogs, type Page } from './apiLogs';
import { getCommStatus, getRemoteBetAgents, manageRemoteBetAgent } from './remoteAgents';

const tags = ['Configuration'];
const paged = <T>(page: Page<T>) => ({ ...ok(page.rows), totalCount: page.totalCount, overallInfo: null });
/** The technical screens are super admin only (docs/decisions.md). */
const superAdmin = requireRole(Role.SuperAdmin);

/** API logs, remote bet agents, comm status, admin tool (issue 4). Registered under /api: paths carry their SPEC 7 area, e.g. '/Pools/GetPoolsSelection'. */
export const opsRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, deps) => {
  const svc: AreaDeps = { db: deps.db, clock: deps.clock };

  // GET (query) or POST (body) alike, as API.md allows for paged calls.
  const both = <Q>(
    path: string,
    opts: { summary: string; preHandler: typeof requireSession; schema: object; reply: object },
    handler: (request: FastifyRequest, input: Q) => Promise<unknown>,
  ) => {
    app.get(
      path,
      {
        preHandler: opts.preHandler,
        schema: {
          tags,
          summary: opts.summary,
          querystring: opts.schema,
          response: replies(opts.reply as never),
        },
      },
      async (request) => handler(request, request.query as Q),
    );
    app.post(
      path,
      {
        preHandler: opts.preHandler,
        schema: { tags, summary: opts.summary, body: opts.schema, response: replies(opts.reply as never) },
      },
      async (request) => handler(request, request.body as Q),
    );
  };

  both<ApiLogFilter>(
    '/Configuration/GetApiLog',
    {
      summary: 'Outbound calls to remote systems, newest first (paged; super admin)',
      preHandler: superAdmin,
      schema: ApiLogFilterSchema,
      reply: ApiLogReplySchema,
    },
    async (_request, filter) => paged(await getApiLogs(svc, 'outbound', filter)),
  );

  both<ApiLogFilter>(
    '/Configuration/GetApiRequestLog',
    {
      summary: 'Inbound API-account calls, newest first (paged; super admin)',
      preHandler: superAdmin,
      schema: ApiLogFilterSchema,
      reply: ApiLogReplySchema,
    },
    async (_request, filter) => paged(await getApiLogs(svc, 'inbound', filter)),
  );

  both<GetRemoteBetAgentsQuery>(
    '/Configuration/GetRemoteBetAgents',
    {
      summary:
        'Remote bet agents (super admin: all; a company: its own), by priority (paged); never the secret',
      preHandler: requireSession,
      schema: GetRemoteBetAgentsQuerySchema,
      reply: GetRemoteBetAgentsReplySchema,
    },
    async (request, query) => paged(await getRemoteBetAgents(svc, authOf(request), query)),
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

  app.get(
    '/Configuration/GetMaintenanceJobs',
    {
      preHandler: superAdmin,
      schema: {
        tags,
        summary: 'Admin tool: the maintenance and scheduled jobs with their last run (super admin)',
        response: replies(GetMaintenanceJobsReplySchema),
      },
    },
    async () => ok(await getMaintenanceJobs(svc)),
  );

  app.post(
    '/Configuration/RunMaintenanceJob',
    {
      preHandler: superAdmin,
      schema: {
        tags,
        summary: "Admin tool: run a job now (success false with status 'busy' when a run holds its lease)",
        body: RunMaintenanceJobBodySchema,
        response: replies(RunMaintenanceJobReplySchema),
      },
    },
    async (request) => {
      const outcome = await runMaintenanceJob(svc, authOf(request), request.body.job);
      return {
        success: outcome.status === 'done',
        message: outcome.message,
        data: outcome,
        code: outcome.status === 'done' ? ReplyCode.Ok : ReplyCode.BusinessError,
      };
    },
  );

  both<GetJobRunsQuery>(
    '/Configuration/GetJobRuns',
    {
      summary: 'Admin tool: job runs, newest first (paged; super admin)',
      preHandler: superAdmin,
      schema: GetJobRunsQuerySchema,
      reply: GetJobRunsReplySchema,
    },
    async (_request, query) => paged(await getJobRuns(svc, query)),
  );
};
