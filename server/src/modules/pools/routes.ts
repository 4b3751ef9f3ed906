import {
  GetNextDrawsReplySchema,
  GetPoolScheduleByDayQuerySchema,
  GetPoolScheduleByDayReplySchema,
  GetPoolsSelectionReplySchema,
  GetScheduledDrawByYearReplySchema,
  GetScheduledDrawByYearSchema,
  ScheduleYearBodySchema,
  ScheduleYearReplySchema,
  SubmitEditedDrawBodySchema,
  SubmitEditedDrawReplySchema,
  SubmitNewDrawBodySchema,
  SubmitNewDrawReplySchema,
  UpdateCutoffTimeBodySchema,
  UpdateCutoffTimeReplySchema,
  type GetScheduledDrawByYearQuery,
} from '@drawdesk/shared-kernel/contract';
import { Role } from '@drawdesk/shared-kernel/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { authOf, requireRole, requireSession } from '../../http/guards';
import { replies } from '../../http/replies';
import type { AreaDeps } from '../../areaDeps';
import { nextDraws } from './nextDraws';
import * as draws from './service';

const pools = ['Pools'];
const superAdmin = requireRole(Role.SuperAdmin);

/** Pool calls, registered under /api with their SPEC 7 area in the path: draw calendar, schedule and cutoff times. */
export const poolsRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, deps) => {
  const svc: AreaDeps = { db: deps.db, clock: deps.clock };

  app.get(
    '/Pools/GetPoolsSelection',
    {
      preHandler: requireSession,
      schema: {
        tags: pools,
        summary: 'The 9 pools (DOMAIN 4) with their cutoff',
        response: replies(GetPoolsSelectionReplySchema),
      },
    },
    async () => ok(await draws.poolsSelection(svc.db)),
  );

  app.get(
    '/Pools/GetNextDraws',
    {
      preHandler: requireSession,
      schema: {
        tags: pools,
        summary:
          "The next draw of each pool that still takes bets, with its cutoff and the server's time (dashboard)",
        response: replies(GetNextDrawsReplySchema),
      },
    },
    async () => ok(await nextDraws(svc)),
  );

  app.post(
    '/Pools/SubmitNewDraw',
    {
      preHandler: superAdmin,
      schema: {
        tags: pools,
        summary: 'Add special draws of the chosen pools on one date (super admin)',
        body: SubmitNewDrawBodySchema,
        response: replies(SubmitNewDrawReplySchema),
      },
    },
    async (request) => ok(await draws.submitNewDraw(svc, authOf(request), request.body), 'Draw added.'),
  );

  app.post(
    '/Pools/ScheduleSelectedYearDraw',
    {
      preHandler: superAdmin,
      schema: {
        tags: pools,
        summary:
          "Create a year's calendar: pools 1-7 Wed/Sat/Sun, pools 8-9 daily while dailyPool is 1; existing draws are kept (super admin)",
        body: ScheduleYearBodySchema,
        response: replies(ScheduleYearReplySchema),
      },
    },
    async (request) => {
      const result = await draws.scheduleYear(svc, authOf(request), request.body.year);
      return ok(result, `${result.created} draw(s) scheduled for ${result.year}.`);
    },
  );

  const byYear = async (query: GetScheduledDrawByYearQuery) =>
    ok(await draws.scheduledDrawsByYear(svc, query));
  app.get(
    '/Pools/GetScheduledDrawByYear',
    {
      preHandler: requireSession,
      schema: {
        tags: pools,
        summary: "A year's draws (optionally one pool) with cutoff, state and whether tickets are on them",
        querystring: GetScheduledDrawByYearSchema,
        response: replies(GetScheduledDrawByYearReplySchema),
      },
    },
    async (request) => byYear(request.query),
  );
  app.post(
    '/Pools/GetScheduledDrawByYear',
    {
      preHandler: requireSession,
      schema: {
        tags: pools,
        summary: "A year's draws (optionally one pool): the same as the GET, with a JSON body",
        body: GetScheduledDrawByYearSchema,
        response: replies(GetScheduledDrawByYearReplySchema),
      },
    },
    async (request) => byYear(request.body),
  );

  app.post(
    '/Pools/SubmitEditedDraw',
    {
      preHandler: superAdmin,
      schema: {
        tags: pools,
        summary: 'Move a draw to another date or remove it, while it is open and has no ticket (super admin)',
        body: SubmitEditedDrawBodySchema,
        response: replies(SubmitEditedDrawReplySchema),
      },
    },
    async (request) => {
      const result = await draws.submitEditedDraw(svc, authOf(request), request.body);
      return ok(result, result.removed ? 'Draw removed.' : 'Draw updated.');
    },
  );

  app.post(
    '/Pools/UpdateCutoffTime',
    {
      preHandler: superAdmin,
      schema: {
        tags: pools,
        summary: "Set a pool's cutoff hour and minute (super admin)",
        body: UpdateCutoffTimeBodySchema,
        response: replies(UpdateCutoffTimeReplySchema),
      },
    },
    async (request) =>
      ok(await draws.updateCutoffTime(svc, authOf(request), request.body), 'Cutoff time updated.'),
  );

  app.get(
    '/Pools/GetPoolScheduleByDay',
    {
      preHandler: requireSession,
      schema: {
        tags: pools,
        summary: 'The draws of one date with their cutoff and state',
        querystring: GetPoolScheduleByDayQuerySchema,
        response: replies(GetPoolScheduleByDayReplySchema),
      },
    },
    async (request) => ok(await draws.poolScheduleByDay(svc, request.query.date)),
  );
};
