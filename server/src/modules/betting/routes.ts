import {
  BulkVoidTicketBodySchema,
  GetBetReceiptQuerySchema,
  GetBetReceiptReplySchema,
  PlaceExpressOrderBodySchema,
  PlaceLuckyBetBodySchema,
  PlaceOrderReplySchema,
  PlaceWebOrderBodySchema,
  ReplyCode,
  VoidTicketBodySchema,
  VoidTicketReplySchema,
  type BetErrorRow,
  type Envelope,
} from '@drawdesk/shared-kernel/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { SessionChanged } from '../../auth/sessionStore';
import type { AuthContext } from '../../auth/sessionUser';
import { ok } from '../../http/envelope';
import { unauthorized } from '../../http/errors';
import { authOf, requireSession } from '../../http/guards';
import { replies } from '../../http/replies';
import { keptStampOf, reloadSession } from '../../http/session';
import type { AreaDeps } from '../../areaDeps';
import { getBetReceipt, luckyOrderString, webOrderBetString } from './orderInputs';
import { OrderSyntaxError, placeOrder } from './placeOrder';
import type { PlaceOrderInput, PlaceOrderReply } from './types';
import { voidTickets } from './voidTickets';

const tags = ['Bet'];

type OrderEnvelope = Envelope<PlaceOrderReply | { errors: BetErrorRow[] } | null>;

/**
 * The pipeline's reply; a bet string with syntax errors answers success false with data.errors.
 * A kept session (keptStampOf) is checked by the pipeline's first statement; when it no
 * longer holds, the order runs once more with the session as the database has it now (401 if gone).
 */
async function orderReply(
  deps: AreaDeps,
  request: FastifyRequest,
  auth: AuthContext,
  input: PlaceOrderInput,
): Promise<OrderEnvelope> {
  try {
    let data: PlaceOrderReply;
    try {
      data = await placeOrder(deps, auth, input, keptStampOf(request));
    } catch (error) {
      if (!(error instanceof SessionChanged)) throw error;
      const fresh = await reloadSession(request, deps.db);
      if (!fresh) throw unauthorized();
      data = await placeOrder(deps, fresh, input);
    }
    return ok(data, data.soldOut.length > 0 ? 'Order placed; some bets are sold out.' : 'Order placed.');
  } catch (error) {
    if (error instanceof OrderSyntaxError) {
      return {
        success: false,
        message: error.message,
        data: { errors: error.errors },
        code: ReplyCode.BusinessError,
      };
    }
    throw error;
  }
}

/** Bet area: orders, receipts, voids. Registered under /api. */
export const bettingRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, deps) => {
  const svc: AreaDeps = { db: deps.db, clock: deps.clock };

  app.post(
    '/Bet/PlaceExpressOrder',
    {
      preHandler: requireSession,
      // The pipeline checks the kept session in its first statement (orderReply).
      config: { keptSession: true },
      schema: {
        tags,
        summary:
          'Place an order from an express bet string (DOMAIN 7, 9); a repeated orderKey returns the first reply',
        body: PlaceExpressOrderBodySchema,
        response: replies(PlaceOrderReplySchema),
      },
    },
    async (request) => {
      const { betString, targetUserId, orderKey } = request.body;
      // An inbound API account's order (X-Api-Opcode) is kept as source 'api' with the account.
      const apiAccountId = request.apiCall?.userId ?? null;
      return orderReply(svc, request, authOf(request), {
        betString,
        orderKey,
        source: apiAccountId !== null ? 'api' : 'express',
        ...(apiAccountId !== null ? { apiAccountId } : {}),
        ...(targetUserId !== undefined ? { targetUserId } : {}),
      });
    },
  );

  app.post(
    '/Bet/PlaceWebOrder',
    {
      preHandler: requireSession,
      // The pipeline checks the kept session in its first statement (orderReply).
      config: { keptSession: true },
      schema: {
        tags,
        summary:
          'Place an order from the web order grid (rows of number, kind and amounts per code); same pipeline',
        body: PlaceWebOrderBodySchema,
        response: replies(PlaceOrderReplySchema),
      },
    },
    async (request) => {
      const { rows, pools, drawDates, targetUserId, orderKey } = request.body;
      return orderReply(svc, request, authOf(request), {
        betString: webOrderBetString(rows, pools, drawDates),
        orderKey,
        source: 'web',
        ...(targetUserId !== undefined ? { targetUserId } : {}),
      });
    },
  );

  app.post(
    '/Bet/PlaceLuckyBet',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Lucky bet: random 4-digit numbers with the lucky-bet table split of the chosen amount',
        body: PlaceLuckyBetBodySchema,
        response: replies(PlaceOrderReplySchema),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { amount, pools, targetUserId, orderKey } = request.body;
      return orderReply(svc, request, auth, {
        betString: await luckyOrderString(svc, auth, amount, pools, targetUserId),
        orderKey,
        source: 'lucky',
        ...(targetUserId !== undefined ? { targetUserId } : {}),
      });
    },
  );

  app.get(
    '/Bet/GetBetReceipt',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: "A ticket's XID, canonical express bet string and receipt string",
        querystring: GetBetReceiptQuerySchema,
        response: replies(GetBetReceiptReplySchema),
      },
    },
    async (request) => ok(await getBetReceipt(svc, authOf(request), request.query.ticketId)),
  );

  app.post(
    '/Bet/VoidTicket',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Void a ticket while its draws are open (self void or void ticket authority)',
        body: VoidTicketBodySchema,
        response: replies(VoidTicketReplySchema),
      },
    },
    async (request) => ok(await voidTickets(svc, authOf(request), [request.body.ticketId]), 'Ticket voided.'),
  );

  app.post(
    '/Bet/BulkVoidTicket',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Void several tickets: refused as a whole, naming them, when any may not be voided',
        body: BulkVoidTicketBodySchema,
        response: replies(VoidTicketReplySchema),
      },
    },
    async (request) => ok(await voidTickets(svc, authOf(request), request.body.ticketIds), 'Tickets voided.'),
  );
};
