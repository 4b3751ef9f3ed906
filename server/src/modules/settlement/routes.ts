import {
  ClaimPrizesBodySchema,
  ClaimPrizesReplySchema,
  DrawPoolBodySchema,
  ReleaseStatusReplySchema,
  SubmitReleaseReplySchema,
} from '@drawdesk/shared-kernel/contract';
import { Role } from '@drawdesk/shared-kernel/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { authOf, requireResultsOperator, requireRole, requireSession } from '../../http/guards';
import { replies } from '../../http/replies';
import type { AreaDeps } from '../../areaDeps';
import { claimPrizes } from './claims';
import { getReleaseStatus, releaseDraw } from './release';

const configuration = ['Configuration'];
const payment = ['Payment'];
/** SPEC 6: credit release is for the super admin (every tree) and companies (their own tree). */
const claimers = requireRole(Role.SuperAdmin, Role.Company);

/** Settlement calls, registered under /api with their SPEC 7 area in the path: release a draw, its status, prize claims. */
export const settlementRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, deps) => {
  app.post(
    '/Configuration/SubmitReleaseResultStatus',
    {
      preHandler: requireResultsOperator,
      schema: {
        tags: configuration,
        summary: 'Release (settle) a pool and draw: set-based, one transaction, idempotent',
        body: DrawPoolBodySchema,
        response: replies(SubmitReleaseReplySchema),
      },
    },
    async (request) => {
      const out = await releaseDraw(
        deps,
        authOf(request).user.id,
        request.body.drawDate,
        request.body.poolId,
      );
      return ok({ ...out, winnings: out.winnings / 100 }, 'Result released.');
    },
  );

  app.get(
    '/Configuration/GetReleaseResultStatus',
    {
      preHandler: requireSession,
      schema: {
        tags: configuration,
        summary: "Release status of a pool and draw: 'pending' | 'processing' | 'released'",
        querystring: DrawPoolBodySchema,
        response: replies(ReleaseStatusReplySchema),
      },
    },
    async (request) => ok(await getReleaseStatus(deps, request.query.drawDate, request.query.poolId)),
  );

  app.post(
    '/Payment/ClaimPrizes',
    {
      preHandler: claimers,
      schema: {
        tags: payment,
        summary: "Credit release: add a date's released winnings to the bettors' balances, once",
        body: ClaimPrizesBodySchema,
        response: replies(ClaimPrizesReplySchema),
      },
    },
    async (request) => {
      const out = await claimPrizes(deps, authOf(request), request.body.drawDate);
      return ok(out, out.claimed ? 'Prizes released.' : 'The prizes of this date were already released.');
    },
  );
};
