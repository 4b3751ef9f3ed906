import {
  GetAutoTicketBodySchema,
  GetAutoTicketReplySchema,
  GetBettingContextBodySchema,
  GetBettingContextReplySchema,
  GetReceiptByXIdQuerySchema,
  GetReceiptByXIdReplySchema,
  GetSmsCountBodySchema,
  GetSmsCountReplySchema,
  GetTicketBodySchema,
  GetTicketReplySchema,
  GetTicketTotalBodySchema,
  GetTicketTotalReplySchema,
  SendSmsReceiptBodySchema,
  SendSmsReceiptReplySchema,
  UpdateReceiptStringBodySchema,
  UpdateReceiptStringReplySchema,
  VoidAutoTicketBodySchema,
  VoidAutoTicketReplySchema,
} from '@drawdesk/shared-kernel/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../http/envelope';
import { authOf, requireSession } from '../../../http/guards';
import { replies } from '../../../http/replies';
import type { AreaDeps } from '../../../areaDeps';
import { getAutoTickets, voidAutoTickets } from './autoTickets';
import { getBettingContext } from './context';
import {
  getReceiptByXId,
  getSmsCount,
  getTicketTotal,
  getTickets,
  sendSmsReceipt,
  updateReceiptString,
} from './tickets';

const bet = ['Bet'];
const report = ['Report'];
const setting = ['Setting'];

/** Inbox, ticket totals, SMS receipts, auto tickets, receipt strings. Registered under /api: paths carry their SPEC 7 area, e.g. '/Pools/GetPoolsSelection'. */
export const inboxRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, deps) => {
  const svc: AreaDeps = { db: deps.db, clock: deps.clock };

  app.post(
    '/Bet/GetBettingContext',
    {
      preHandler: requireSession,
      schema: {
        tags: bet,
        summary:
          'What the order screens need for a bettor: bettors the caller may order for, open draws, formats, rates, receipt settings, credit',
        body: GetBettingContextBodySchema,
        response: replies(GetBettingContextReplySchema),
      },
    },
    async (request) => ok(await getBettingContext(svc, authOf(request), request.body)),
  );

  app.post(
    '/Report/GetTicket',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary:
          'The inbox: tickets of bettors in scope, newest first, paged; overallInfo the totals per status',
        body: GetTicketBodySchema,
        response: replies(GetTicketReplySchema),
      },
    },
    async (request) => {
      const page = await getTickets(svc, authOf(request), request.body);
      return { ...ok(page.rows), totalCount: page.totalCount, overallInfo: page.overallInfo };
    },
  );

  app.post(
    '/Report/GetTicketTotal',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary: 'Count, gross and net of the inbox tickets per status under the same filters',
        body: GetTicketTotalBodySchema,
        response: replies(GetTicketTotalReplySchema),
      },
    },
    async (request) => ok(await getTicketTotal(svc, authOf(request), request.body)),
  );

  app.post(
    '/Report/SendSmsReceipt',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary: "Queue a ticket's receipt as an SMS (to the given phone or the bettor's phone)",
        body: SendSmsReceiptBodySchema,
        response: replies(SendSmsReceiptReplySchema),
      },
    },
    async (request) => ok(await sendSmsReceipt(svc, authOf(request), request.body), 'SMS receipt queued.'),
  );

  app.post(
    '/Report/GetSmsCountReport',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary: 'SMS receipts queued per bettor in a business-date range',
        body: GetSmsCountBodySchema,
        response: replies(GetSmsCountReplySchema),
      },
    },
    async (request) => ok(await getSmsCount(svc, authOf(request), request.body)),
  );

  app.get(
    '/Setting/GetReceiptStringByTicketXId',
    {
      preHandler: requireSession,
      schema: {
        tags: setting,
        summary: 'Express bet string and receipt string of a ticket by its XID',
        querystring: GetReceiptByXIdQuerySchema,
        response: replies(GetReceiptByXIdReplySchema),
      },
    },
    async (request) => ok(await getReceiptByXId(svc, authOf(request), request.query.ticketXId)),
  );

  app.post(
    '/Setting/UpdateTicketReceiptString',
    {
      preHandler: requireSession,
      schema: {
        tags: setting,
        summary: "Replace a ticket's receipt string (the bettor's upline or the super admin; audited)",
        body: UpdateReceiptStringBodySchema,
        response: replies(UpdateReceiptStringReplySchema),
      },
    },
    async (request) =>
      ok(await updateReceiptString(svc, authOf(request), request.body), 'Receipt string updated.'),
  );

  // Report/SaveRunTicket (an auto ticket with a betString, or a run from the run map) is registered by
  // the reports area (exposureRoutes), which calls saveRunTicket through this area's index.

  app.post(
    '/Report/GetAutoTicket',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary: 'Auto tickets of bettors in scope, active first (paged)',
        body: GetAutoTicketBodySchema,
        response: replies(GetAutoTicketReplySchema),
      },
    },
    async (request) => {
      const page = await getAutoTickets(svc, authOf(request), request.body);
      return { ...ok(page.rows), totalCount: page.totalCount, overallInfo: null };
    },
  );

  app.post(
    '/Report/VoidAutoTicket',
    {
      preHandler: requireSession,
      schema: {
        tags: report,
        summary: 'Stop auto tickets (no further draws are placed)',
        body: VoidAutoTicketBodySchema,
        response: replies(VoidAutoTicketReplySchema),
      },
    },
    async (request) =>
      ok(await voidAutoTickets(svc, authOf(request), request.body.ids), 'Auto ticket voided.'),
  );
};
