import {
  GetDetailJackpotBodySchema,
  GetDetailJackpotReplySchema,
  GetSelfWinLossDetailBodySchema,
  GetSelfWinLossDetailReplySchema,
  GetUsLineBodySchema,
  GetUsLineReplySchema,
  GetWinLoss3SectionsBodySchema,
  GetWinLoss3SectionsReplySchema,
  GetWinLossDetailBodySchema,
  GetWinLossDetailReplySchema,
  GetWinLossOccupiedBodySchema,
  GetWinLossOccupiedReplySchema,
} from '@drawdesk/shared-kernel/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { authOf, requireSession } from '../../http/guards';
import { replies } from '../../http/replies';
import type { AreaDeps } from '../../areaDeps';
import { getDetailJackpot } from './jackpotDetail';
import { getUsLine } from './usLine';
import { getWinLoss3Sections, getWinLossOccupied } from './winLoss3Sections';
import { getSelfWinLossDetail, getWinLossDetail } from './winLossDetail';
import type { FamilyPage } from './winLossFamily';

const report = ['Report'];

/** A paged family reply in the API.md envelope: rows, totalCount, overallInfo and the SPEC 8 message. */
const paged = <R, O>(page: FamilyPage<R, O>) => ({
  ...ok(page.rows, page.message),
  totalCount: page.totalCount,
  overallInfo: page.overallInfo,
});

/**
 * The win/loss family (REPORTS.md "Win/loss family"): three sections (and demo), US line, occupied,
 * and the detail pages behind them (win/loss detail, self win/loss detail, jackpot detail).
 */
export const winLossRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, deps) => {
  const svc: AreaDeps = { db: deps.db, clock: deps.clock };

  app.post(
    '/Report/GetWinLoss3SectionsReport',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary:
          'Win/loss in three sections (downline, own, upline) per direct downline of the viewer over settled draws, demo accounts left out, in `currency`; winLoss + ownWinLoss + uplineWinLoss = 0 on every row and in overallInfo',
        body: GetWinLoss3SectionsBodySchema,
        response: replies(GetWinLoss3SectionsReplySchema),
      },
    },
    async (request) => paged(await getWinLoss3Sections(svc, authOf(request), request.body, false)),
  );

  app.post(
    '/Report/GetWinLoss3SectionsReportDemo',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary:
          'The three sections win/loss report over the lines of demo accounts only (isDemo on the bettor or an account above it)',
        body: GetWinLoss3SectionsBodySchema,
        response: replies(GetWinLoss3SectionsReplySchema),
      },
    },
    async (request) => paged(await getWinLoss3Sections(svc, authOf(request), request.body, true)),
  );

  app.post(
    '/Report/GetUsLineReport',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary:
          'Win/loss columns per direct downline and pool (ordered by username, then pool; the screen adds the subtotal per downline), in `currency`',
        body: GetUsLineBodySchema,
        response: replies(GetUsLineReplySchema),
      },
    },
    async (request) => paged(await getUsLine(svc, authOf(request), request.body)),
  );

  app.post(
    '/Report/GetWinLossOccupiedReport',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary:
          "The viewer's eaten portion per direct downline: eat, net and payout on it, own win/loss (WinLoss Occupied Report)",
        body: GetWinLossOccupiedBodySchema,
        response: replies(GetWinLossOccupiedReplySchema),
      },
    },
    async (request) => paged(await getWinLossOccupied(svc, authOf(request), request.body)),
  );

  app.post(
    '/Report/GetWinLossDetail',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary:
          'The settled lines behind one win/loss row (userId: a direct downline of the viewer): stake, in, net, payout, win/loss per line; totals equal the row',
        body: GetWinLossDetailBodySchema,
        response: replies(GetWinLossDetailReplySchema),
      },
    },
    async (request) => paged(await getWinLossDetail(svc, authOf(request), request.body)),
  );

  app.post(
    '/Report/GetSelfWinLossDetail',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary:
          "The viewer's own lines: eat, net and payout on it, own win/loss per line; totals equal the own section of the three sections report",
        body: GetSelfWinLossDetailBodySchema,
        response: replies(GetSelfWinLossDetailReplySchema),
      },
    },
    async (request) => paged(await getSelfWinLossDetail(svc, authOf(request), request.body)),
  );

  app.post(
    '/Report/GetDetailJackpot',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary:
          "One pool and draw date: the result's 5D/6D numbers and jackpot amounts, and the lines of the viewer's tree that won a 5D or 6D tier",
        body: GetDetailJackpotBodySchema,
        response: replies(GetDetailJackpotReplySchema),
      },
    },
    async (request) => {
      const reply = await getDetailJackpot(svc, authOf(request), request.body);
      return ok(reply.data, reply.message);
    },
  );
};
