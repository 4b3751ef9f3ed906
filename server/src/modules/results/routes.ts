import {
  DrawPoolBodySchema,
  GetLatestResultsReplySchema,
  GetPoolResultQuerySchema,
  GetPoolResultReplySchema,
  InsertWinnersReplySchema,
  SavePoolResultBodySchema,
  SavePoolResultReplySchema,
  UpdateDrawPaymentDetailBodySchema,
  UpdateDrawPaymentDetailReplySchema,
  ValidateResultReplySchema,
} from '@drawdesk/shared-kernel/contract';
import { Role } from '@drawdesk/shared-kernel/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { authOf, requireResultsOperator, requireRole, requireSession } from '../../http/guards';
import { replies } from '../../http/replies';
import type { AreaDeps } from '../../areaDeps';
import { getPoolResults, insertWinners, updateDrawPaymentDetail, validateResult } from './resultsService';
import { latestResults } from './latestResults';
import { saveResult } from './saveResult';

const result = ['Result'];
/**
 * SPEC 6 opens the results screen to the super admin and companies; results being shared by every
 * tree, only the super admin's own login changes them (mayManageResults). Winners are read within
 * the caller's tree.
 */
const readers = requireRole(Role.SuperAdmin, Role.ItAdmin, Role.Company);

/** Result calls, registered under /api with their SPEC 7 area in the path: enter, validate and read pool results, winners, draw payment details. */
export const resultsRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, deps) => {
  app.post(
    '/Result/SavePoolResult',
    {
      preHandler: requireResultsOperator,
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

  app.get(
    '/Result/GetLatestResults',
    {
      preHandler: requireSession,
      schema: {
        tags: result,
        summary: 'The last released result of each pool: draw date and the three top prizes (dashboard)',
        response: replies(GetLatestResultsReplySchema),
      },
    },
    async () => ok(await latestResults(deps.db)),
  );

  app.post(
    '/Result/ValidateResult',
    {
      preHandler: requireResultsOperator,
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
    async (request) => ok(await insertWinners(deps, authOf(request), request.body)),
  );

  app.post(
    '/Result/UpdateDrawPaymentDetail',
    {
      preHandler: requireResultsOperator,
      schema: {
        tags: result,
        summary: 'Jackpot amounts and payment detail text of a draw',
        body: UpdateDrawPaymentDetailBodySchema,
        response: replies(UpdateDrawPaymentDetailReplySchema),
      },
    },
    async (request) => ok(await updateDrawPaymentDetail(deps, authOf(request).user.id, request.body)),
  );
};
