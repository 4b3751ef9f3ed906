import {
  ApiLogFilterSchema,
  ApiLogReplySchema,
  GetJobRunsQuerySchema,
  GetJobRunsReplySchema,
  GetMaintenanceJobsReplySchema,
  ReplyCode,
  SetTestClockBodySchema,
  SetTestClockReplySchema,
  RunMaintenanceJobBodySchema,
  RunMaintenanceJobReplySchema,
  type ApiLogFilter,
  type GetJobRunsQuery,
} from '@drawdesk/shared-kernel/contract';
import { Role } from '@drawdesk/shared-kernel/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { authOf, requireRole } from '../../http/guards';
import { replies } from '../../http/replies';
import { getAndPost, pagedReply } from '../../http/pagedCalls';
import type { AreaDeps } from '../../areaDeps';
import { getJobRuns, getMaintenanceJobs, runMaintenanceJob } from './adminTool';
import { getApiLogs } from './apiLogs';
import { setTestClock } from './testClock';

const tags = ['Configuration'];
/** The technical screens are super admin only (docs/decisions.md). */
const superAdmin = requireRole(Role.SuperAdmin);

/** Ops calls, registered under /api with their SPEC 7 area in the path: API logs, the admin tool's jobs and (where allowed) the test clock. */
export const opsRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, deps) => {
  const svc: AreaDeps = { db: deps.db, clock: deps.clock };

  getAndPost<ApiLogFilter>(
    app,
    tags,
    '/Configuration/GetApiLog',
    {
      summary: 'Outbound calls to remote systems, newest first (paged; super admin)',
      preHandler: superAdmin,
      schema: ApiLogFilterSchema,
      reply: ApiLogReplySchema,
    },
    async (_request, filter) => pagedReply(await getApiLogs(svc, 'outbound', filter)),
  );

  getAndPost<ApiLogFilter>(
    app,
    tags,
    '/Configuration/GetApiRequestLog',
    {
      summary: 'Inbound API-account calls, newest first (paged; super admin)',
      preHandler: superAdmin,
      schema: ApiLogFilterSchema,
      reply: ApiLogReplySchema,
    },
    async (_request, filter) => pagedReply(await getApiLogs(svc, 'inbound', filter)),
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

  getAndPost<GetJobRunsQuery>(
    app,
    tags,
    '/Configuration/GetJobRuns',
    {
      summary: 'Admin tool: job runs, newest first (paged; super admin)',
      preHandler: superAdmin,
      schema: GetJobRunsQuerySchema,
      reply: GetJobRunsReplySchema,
    },
    async (_request, query) => pagedReply(await getJobRuns(svc, query)),
  );

  // Registered only where a test clock is allowed (API.md); elsewhere the call does not exist.
  if (deps.clock.testClockAllowed) {
    app.post(
      '/Configuration/SetTestClock',
      {
        preHandler: requireRole(Role.SuperAdmin),
        schema: {
          tags,
          summary: 'Freeze the business clock at an instant, or clear it with null (test only)',
          body: SetTestClockBodySchema,
          response: replies(SetTestClockReplySchema),
        },
      },
      async (request) => ok(await setTestClock(svc, authOf(request), request.body.now)),
    );
  }
};
