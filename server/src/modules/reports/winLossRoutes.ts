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
import type { AreaDeps } from '../../areaDeps';
import { getDetailJackpot } from './jackpotDetail';
import { getUsLine } from './usLine';
import { getWinLoss3Sections, getWinLossOccupied } from './winLoss3Sections';
import { getSelfWinLossDetail, getWinLossDetail } from './winLossDetail';
import type { FamilyPage } from './winLossFamily';
import { postReports } from './reportRoute';

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
  const post = postReports(app);

  post({
    path: '/Report/GetWinLoss3SectionsReport',
    summary:
      'Win/loss in three sections (downline, own, upline) per direct downline of the viewer over settled draws, demo accounts left out, in `currency`; winLoss + ownWinLoss + uplineWinLoss = 0 on every row and in overallInfo',
    body: GetWinLoss3SectionsBodySchema,
    reply: GetWinLoss3SectionsReplySchema,
    handle: async (body, auth) => paged(await getWinLoss3Sections(svc, auth, body, false)),
  });

  post({
    path: '/Report/GetWinLoss3SectionsReportDemo',
    summary:
      'The three sections win/loss report over the lines of demo accounts only (isDemo on the bettor or an account above it)',
    body: GetWinLoss3SectionsBodySchema,
    reply: GetWinLoss3SectionsReplySchema,
    handle: async (body, auth) => paged(await getWinLoss3Sections(svc, auth, body, true)),
  });

  post({
    path: '/Report/GetUsLineReport',
    summary:
      'Win/loss columns per direct downline and pool (ordered by username, then pool; the screen adds the subtotal per downline), in `currency`',
    body: GetUsLineBodySchema,
    reply: GetUsLineReplySchema,
    handle: async (body, auth) => paged(await getUsLine(svc, auth, body)),
  });

  post({
    path: '/Report/GetWinLossOccupiedReport',
    summary:
      "The viewer's eaten portion per direct downline: eat, net and payout on it, own win/loss (WinLoss Occupied Report)",
    body: GetWinLossOccupiedBodySchema,
    reply: GetWinLossOccupiedReplySchema,
    handle: async (body, auth) => paged(await getWinLossOccupied(svc, auth, body)),
  });

  post({
    path: '/Report/GetWinLossDetail',
    summary:
      'The settled lines behind one win/loss row (userId: a direct downline of the viewer): stake, in, net, payout, win/loss per line; totals equal the row',
    body: GetWinLossDetailBodySchema,
    reply: GetWinLossDetailReplySchema,
    handle: async (body, auth) => paged(await getWinLossDetail(svc, auth, body)),
  });

  post({
    path: '/Report/GetSelfWinLossDetail',
    summary:
      "The viewer's own lines: eat, net and payout on it, own win/loss per line; totals equal the own section of the three sections report",
    body: GetSelfWinLossDetailBodySchema,
    reply: GetSelfWinLossDetailReplySchema,
    handle: async (body, auth) => paged(await getSelfWinLossDetail(svc, auth, body)),
  });

  post({
    path: '/Report/GetDetailJackpot',
    summary:
      "One pool and draw date: the result's 5D/6D numbers and jackpot amounts, and the lines of the viewer's tree that won a 5D or 6D tier",
    body: GetDetailJackpotBodySchema,
    reply: GetDetailJackpotReplySchema,
    handle: async (body, auth) => {
      const reply = await getDetailJackpot(svc, auth, body);
      return ok(reply.data, reply.message);
    },
  });
};
