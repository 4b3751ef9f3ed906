import type { AreaDeps } from '../../areaDeps';
import {
  FixIsRedPackageBodySchema,
  FixIsRedPackageReplySchema,
  GetFightLimitQuerySchema,
  GetFightLimitReplySchema,
  GetResendOrderLimitBodySchema,
  GetResendOrderLimitReplySchema,
  UpdateResendOrderLimitBodySchema,
  UpdateResendOrderLimitReplySchema,
  UpdateUserEatLimitBodySchema,
  UpdateUserEatLimitReplySchema,
} from '@drawdesk/shared-kernel/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { authOf, requireSession } from '../../http/guards';
import { replies } from '../../http/replies';
import { fixIsRedPackage, getFightLimitRelatedData, updateUserEatLimit } from './eatService';
import { getResendOrderLimits, updateResendOrderLimit } from './resendService';

const account = ['Account'];

/** Limit calls, registered under /api with their SPEC 7 area in the path: fight limits, position taking, red package flag, resend-order limits. */
export const limitsRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, deps) => {
  const svc: AreaDeps = { db: deps.db, clock: deps.clock };

  app.get(
    '/Account/GetFightLimitRelatedData',
    {
      preHandler: requireSession,
      schema: {
        tags: account,
        summary:
          "Position taking, grouping, fight limits and max fight limit of an agent or company (default: own), with its upline's",
        querystring: GetFightLimitQuerySchema,
        response: replies(GetFightLimitReplySchema),
      },
    },
    async (request) => ok(await getFightLimitRelatedData(svc, authOf(request), request.query.userId)),
  );

  app.post(
    '/Account/UpdateUserEatLimit',
    {
      preHandler: requireSession,
      schema: {
        tags: account,
        summary:
          'Set position taking, grouping, fight limits (and, as an upline, the max fight limit) of self or a downline',
        body: UpdateUserEatLimitBodySchema,
        response: replies(UpdateUserEatLimitReplySchema),
      },
    },
    async (request) =>
      ok(await updateUserEatLimit(svc, authOf(request), request.body), 'Fight limit updated.'),
  );

  app.post(
    '/Account/FixIsRedPackage',
    {
      preHandler: requireSession,
      schema: {
        tags: account,
        summary: 'Mark or unmark an account as betting red numbers with its red package',
        body: FixIsRedPackageBodySchema,
        response: replies(FixIsRedPackageReplySchema),
      },
    },
    async (request) => ok(await fixIsRedPackage(svc, authOf(request), request.body)),
  );

  app.post(
    '/Account/GetResendOrderLimit',
    {
      preHandler: requireSession,
      schema: {
        tags: account,
        summary: 'Resend-order limits of the caller and its downlines (paged)',
        body: GetResendOrderLimitBodySchema,
        response: replies(GetResendOrderLimitReplySchema),
      },
    },
    async (request) => {
      const page = await getResendOrderLimits(svc, authOf(request), request.body);
      return { ...ok(page.rows), totalCount: page.totalCount, overallInfo: null };
    },
  );

  app.post(
    '/Account/UpdateResendOrderLimit',
    {
      preHandler: requireSession,
      schema: {
        tags: account,
        summary: "Enable or disable a downline's resend-order limit and set its count",
        body: UpdateResendOrderLimitBodySchema,
        response: replies(UpdateResendOrderLimitReplySchema),
      },
    },
    async (request) =>
      ok(await updateResendOrderLimit(svc, authOf(request), request.body), 'Resend order limit updated.'),
  );
};
