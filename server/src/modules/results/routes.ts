import {
  BlockReportBodySchema,
  BlockReportReplySchema,
  ClaimPrizesBodySchema,
  ClaimPrizesReplySchema,
  DrawPoolBodySchema,
  GetPoolResultQuerySchema,
  GetPoolResultReplySchema,
  GetWinLossReportBodySchema,
  GetWinLossReportReplySchema,
  InsertWinnersReplySchema,
  ReleaseStatusReplySchema,
  ReportAccessReplySchema,
  SavePoolResultBodySchema,
  SavePoolResultReplySchema,
  SubmitReleaseReplySchema,
  UpdateDrawPaymentDetailBodySchema,
  UpdateDrawPaymentDetailReplySchema,
  ValidateResultReplySchema,
} from '@drawdesk/shared-kernel/contract';
import { Role } from '@drawdesk/shared-kernel/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { authOf, requireRole, requireSession } from '../../http/guards';
import { replies } from '../../http/replies';
import type { AreaDeps } from '../areaDeps';
import { claimPrizes } from './claims';
import { getReleaseStatus, releaseDraw } from './release';
import { reportAccess } from './reportBlock';
import {
  blockReport,
  getPoolResults,
  insertWinners,
  updateDrawPaymentDetail,
  validateResult,
} from './resultsService';
import { saveResult } from './saveResult';
import { getWinLossReport } from './winLoss';

const result = ['Result'];
const configuration = ['Configuration'];
const payment = ['Payment'];
const report = ['Report'];
/** SPEC 6: results, release and credit release are for the super admin and companies. */
const resultsStaff = requireRole(Role.SuperAdmin, Role.Company);
const readers = requireRole(Role.SuperAdmin, Role.ItAdmin, Role.Company);

/** Results, release, settlement, credit release, reports of issue 6. Registered under /api: paths carry their SPEC 7 area, e.g. '/Pools/GetPoolsSelection'. */
export const resultsRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, deps) => {
  app.post(
    '/Result/SavePoolResult',
    {
      preHandler: resultsStaff,
      schema: {
        tags: result,
        summary: 'Save (or correct) the result of one pool and draw, after its cutoff',
        body: SavePoolResultBodySchema,
        response: replies(SavePoolResultReplySchema),
      },
    },
    async (request) => ok(await saveResult(deps, authOf(request).user.id, request.body), 'Result saved.'),
  );

  app.get(
    '/Result/GetPoolResult',
    {
      preHandler: requireSession,
      schema: {
        tags: result,
        summary: 'Result of one pool and draw date, or of every pool of the date',
        querystring: GetPoolResultQuerySchema,
        response: replies(GetPoolResultReplySchema),
      },
    },
    async (request) => ok(await getPoolResults(deps, request.query)),
  );

  app.post(
    '/Result/ValidateResult',
    {
      preHandler: resultsStaff,
      schema: {
        tags: result,
        summary: 'Mark the saved result of a pool and draw validated',
        body: DrawPoolBodySchema,
        response: replies(ValidateResultReplySchema),
      },
    },
    async (request) =>
      ok(await validateResult(deps, authOf(request).user.id, request.body), 'Result validated.'),
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
    '/Result/InsertWinners',
    {
      preHandler: readers,
      schema: {
        tags: result,
        summary: 'Winners of a released draw (winning lines and amounts), recomputed for display',
        body: DrawPoolBodySchema,
        response: replies(InsertWinnersReplySchema),
      },
    },
    async (request) => ok(await insertWinners(deps, request.body)),
  );

  app.post(
    '/Result/UpdateDrawPaymentDetail',
    {
      preHandler: resultsStaff,
      schema: {
        tags: result,
        summary: 'Jackpot amounts and payment detail text of a draw',
        body: UpdateDrawPaymentDetailBodySchema,
        response: replies(UpdateDrawPaymentDetailReplySchema),
      },
    },
    async (request) => ok(await updateDrawPaymentDetail(deps, authOf(request).user.id, request.body)),
  );

  app.post(
    '/Configuration/SubmitReleaseResultStatus',
    {
      preHandler: resultsStaff,
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
      preHandler: resultsStaff,
      schema: {
        tags: payment,
        summary: "Credit release: add a date's released winnings to the bettors' balances, once",
        body: ClaimPrizesBodySchema,
        response: replies(ClaimPrizesReplySchema),
      },
    },
    async (request) => {
      const out = await claimPrizes(deps, authOf(request).user.id, request.body.drawDate);
      return ok(out, out.claimed ? 'Prizes released.' : 'The prizes of this date were already released.');
    },
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
};
