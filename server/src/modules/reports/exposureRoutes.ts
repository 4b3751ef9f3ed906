import {
  GetActiveMapReportBodySchema,
  GetMapDetailReportBodySchema,
  GetMapDetailReportReplySchema,
  GetMapReportBodySchema,
  GetMapReportReplySchema,
  GetMapReportTicketBodySchema,
  GetMapReportTicketReplySchema,
  GetRunMapReportAsCompanyBodySchema,
  GetRunMapReportAsCompanyReplySchema,
  GetRunMapReportBodySchema,
  GetRunMapReportReplySchema,
  GetUserEatDataBodySchema,
  GetUserEatDataReplySchema,
  REPORT_PROCESSING_MESSAGE,
  ReplyCode,
  SaveRunTicketAnyBodySchema,
  SaveRunTicketAnyReplySchema,
} from '@drawdesk/shared-kernel/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaDeps } from '../../areaDeps';
import { ok } from '../../http/envelope';
import { authOf, requireSession } from '../../http/guards';
import { replies } from '../../http/replies';
import { OrderSyntaxError, saveAutoTicket } from '../betting';
import { getRunMapReportAsCompany } from './companyRunMap';
import { getMapDetailReport, getMapReportTicket } from './mapDetail';
import { getActiveMapReport, getMapReport } from './mapReport';
import { getRunMapReport, getUserEatData } from './runMap';
import { saveRunMapTicket } from './runTicket';

const report = ['Report'];

/** A report reply: the rows, their count and overallInfo; the SPEC 8 text while processing. */
function paged<R, O extends { processing: boolean }>(page: {
  rows: R[];
  totalCount: number;
  overallInfo: O;
}) {
  const message = page.overallInfo.processing ? REPORT_PROCESSING_MESSAGE : null;
  return { ...ok(page.rows, message), totalCount: page.totalCount, overallInfo: page.overallInfo };
}

/**
 * The exposure family under /api/Report (REPORTS.md "Exposure family"; docs/reports-rules.md):
 * the map, the active map, the map detail and its ticket, the run map, the run ticket (SaveRunTicket
 * also saves auto tickets, by the shape of its body), the eat data and the company's run map.
 */
export const exposureRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, deps) => {
  const svc: AreaDeps = { db: deps.db, clock: deps.clock };

  app.post(
    '/Report/GetMapReport',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary:
          "The map of one draw date: per number the viewer's figure of the report type (1 sale gross, 2 sale net r_D x in, 3 eat gross, 4 eat net r_D x eat; its own runs taken off its eat) per bet code of the digit filter, one pool or all summed; the top N by total (default 50) or every number by number; totals in overallInfo",
        body: GetMapReportBodySchema,
        response: replies(GetMapReportReplySchema),
      },
    },
    async (request) => paged(await getMapReport(svc, authOf(request), request.body)),
  );

  app.post(
    '/Report/GetActiveMapReport',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary:
          'The map over the draws not yet released (of the date, or every date when none is given): active tickets only',
        body: GetActiveMapReportBodySchema,
        response: replies(GetMapReportReplySchema),
      },
    },
    async (request) => paged(await getActiveMapReport(svc, authOf(request), request.body)),
  );

  app.post(
    '/Report/GetMapDetailReport',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary:
          "The lines behind one number of the map (SPEC 2.6): date, agent, ticket, number, pool, package and the report type's figure in the bet type's code columns; they sum to the map row",
        body: GetMapDetailReportBodySchema,
        response: replies(GetMapDetailReportReplySchema),
      },
    },
    async (request) => paged(await getMapDetailReport(svc, authOf(request), request.body)),
  );

  app.post(
    '/Report/GetMapReportTicket',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary: "The map detail's ticket modal: the ticket's XID, express bet string and receipt string",
        body: GetMapReportTicketBodySchema,
        response: replies(GetMapReportTicketReplySchema),
      },
    },
    async (request) => ok(await getMapReportTicket(svc, authOf(request), request.body.ticketId)),
  );

  app.post(
    '/Report/GetRunMapReport',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary:
          "The viewer's position on one draw per number and code: eat, its fight limit on the key, what limit_usage holds and what is left, what went up because the limit was full, its own runs, and rows over a threshold",
        body: GetRunMapReportBodySchema,
        response: replies(GetRunMapReportReplySchema),
      },
    },
    async (request) => paged(await getRunMapReport(svc, authOf(request), request.body)),
  );

  app.post(
    '/Report/SaveRunTicket',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary:
          "A run from the run map (items, eatType, orderKey): the caller's own order with its upline for those numbers, an ordinary ticket of source run; or, with a betString, an auto ticket placed on the next draw of each chosen pool",
        body: SaveRunTicketAnyBodySchema,
        response: replies(SaveRunTicketAnyReplySchema),
      },
    },
    async (request) => {
      const body = request.body;
      const auth = authOf(request);
      if ('betString' in body) return ok(await saveAutoTicket(svc, auth, body), 'Auto ticket saved.');
      try {
        const data = await saveRunMapTicket(svc, auth, body);
        return ok(data, data.soldOut.length > 0 ? 'Run placed; some bets are sold out.' : 'Run placed.');
      } catch (error) {
        if (!(error instanceof OrderSyntaxError)) throw error;
        return {
          success: false,
          message: error.message,
          data: { errors: error.errors },
          code: ReplyCode.BusinessError,
        };
      }
    },
  );

  app.post(
    '/Report/GetUserEatData',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary:
          "The viewer's position taking, grouping, max fight limit, fight limits, and per bet code the limit its eat is held to (run map screen)",
        body: GetUserEatDataBodySchema,
        response: replies(GetUserEatDataReplySchema),
      },
    },
    async (request) => ok(await getUserEatData(svc, authOf(request), request.body)),
  );

  app.post(
    '/Report/GetRunMapReportAsCompany',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary:
          'Super admin and company: per number and code of one draw, what is left above the company: still to post, posted, sold out',
        body: GetRunMapReportAsCompanyBodySchema,
        response: replies(GetRunMapReportAsCompanyReplySchema),
      },
    },
    async (request) => paged(await getRunMapReportAsCompany(svc, authOf(request), request.body)),
  );
};
