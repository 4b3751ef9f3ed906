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
  ReplyCode,
  SaveRunTicketAnyBodySchema,
  SaveRunTicketAnyReplySchema,
} from '@drawdesk/shared-kernel/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaDeps } from '../../areaDeps';
import { ok } from '../../http/envelope';
import { OrderSyntaxError, saveAutoTicket } from '../betting';
import { getRunMapReportAsCompany } from './companyRunMap';
import { getMapDetailReport, getMapReportTicket } from './mapDetail';
import { getActiveMapReport, getMapReport } from './mapReport';
import { getRunMapReport, getUserEatData } from './runMap';
import { saveRunMapTicket } from './runTicket';
import { paged, postReports } from './reportRoute';

/**
 * The exposure family under /api/Report (REPORTS.md "Exposure family"; docs/reports-rules.md):
 * the map, the active map, the map detail and its ticket, the run map, the run ticket (SaveRunTicket
 * also saves auto tickets, by the shape of its body), the eat data and the company's run map.
 */
export const exposureRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, deps) => {
  const svc: AreaDeps = { db: deps.db, clock: deps.clock };
  const post = postReports(app);

  post({
    path: '/Report/GetMapReport',
    summary:
      "The map of one draw date: per number the viewer's figure of the report type (1 sale gross, 2 sale net r_D x in, 3 eat gross, 4 eat net r_D x eat; its own runs taken off its eat) per bet code of the digit filter, one pool or all summed; the top N by total (default 50) or every number by number; totals in overallInfo",
    body: GetMapReportBodySchema,
    reply: GetMapReportReplySchema,
    handle: async (body, auth) => paged(await getMapReport(svc, auth, body)),
  });

  post({
    path: '/Report/GetActiveMapReport',
    summary:
      'The map over the draws not yet released (of the date, or every date when none is given): active tickets only',
    body: GetActiveMapReportBodySchema,
    reply: GetMapReportReplySchema,
    handle: async (body, auth) => paged(await getActiveMapReport(svc, auth, body)),
  });

  post({
    path: '/Report/GetMapDetailReport',
    summary:
      "The lines behind one number of the map (SPEC 2.6): date, agent, ticket, number, pool, package and the report type's figure in the bet type's code columns; they sum to the map row",
    body: GetMapDetailReportBodySchema,
    reply: GetMapDetailReportReplySchema,
    handle: async (body, auth) => paged(await getMapDetailReport(svc, auth, body)),
  });

  post({
    path: '/Report/GetMapReportTicket',
    summary: "The map detail's ticket modal: the ticket's XID, express bet string and receipt string",
    body: GetMapReportTicketBodySchema,
    reply: GetMapReportTicketReplySchema,
    handle: async (body, auth) => ok(await getMapReportTicket(svc, auth, body.ticketId)),
  });

  post({
    path: '/Report/GetRunMapReport',
    summary:
      "The viewer's position on one draw per number and code: eat, its fight limit on the key, what limit_usage holds and what is left, what went up because the limit was full, its own runs, and rows over a threshold",
    body: GetRunMapReportBodySchema,
    reply: GetRunMapReportReplySchema,
    handle: async (body, auth) => paged(await getRunMapReport(svc, auth, body)),
  });

  post({
    path: '/Report/SaveRunTicket',
    summary:
      "A run from the run map (items, eatType, orderKey): the caller's own order with its upline for those numbers, an ordinary ticket of source run; or, with a betString, an auto ticket placed on the next draw of each chosen pool",
    body: SaveRunTicketAnyBodySchema,
    reply: SaveRunTicketAnyReplySchema,
    handle: async (body, auth) => {
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
  });

  post({
    path: '/Report/GetUserEatData',
    summary:
      "The viewer's position taking, grouping, max fight limit, fight limits, and per bet code the limit its eat is held to (run map screen)",
    body: GetUserEatDataBodySchema,
    reply: GetUserEatDataReplySchema,
    handle: async (body, auth) => ok(await getUserEatData(svc, auth, body)),
  });

  post({
    path: '/Report/GetRunMapReportAsCompany',
    summary:
      'Super admin and company: per number and code of one draw, what is left above the company: still to post, posted, sold out',
    body: GetRunMapReportAsCompanyBodySchema,
    reply: GetRunMapReportAsCompanyReplySchema,
    handle: async (body, auth) => paged(await getRunMapReportAsCompany(svc, auth, body)),
  });
};
