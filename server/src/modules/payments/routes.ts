import {
  GetPaymentHistoryBodySchema,
  GetPaymentHistoryReplySchema,
  GetPaymentTypeReplySchema,
  MakePaymentBodySchema,
  MakePaymentReplySchema,
  PAYMENT_TYPE_OPTIONS,
} from '@drawdesk/shared-kernel/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { authOf, requireSession } from '../../http/guards';
import { replies } from '../../http/replies';
import { getPaymentHistory } from './paymentHistory';
import { makePayment } from './paymentService';

import type { AreaDeps } from '../../areaDeps';

import {
  GetDrawPaymentHistoryBodySchema,
  GetDrawPaymentHistoryReplySchema,
  InitDrawPaymentBodySchema,
  InitDrawPaymentReplySchema,
  SaveDrawPaymentBodySchema,
  SaveDrawPaymentReplySchema,
} from '@drawdesk/shared-kernel/contract';
import { getDrawPaymentHistory, initDrawPayment, saveDrawPayment } from './drawPayments';

const payment = ['Payment'];

/** Payment calls, registered under /api with their SPEC 7 area in the path: payments between accounts, their history, draw payments. */
export const paymentsRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, deps) => {
  const svc: AreaDeps = { db: deps.db, clock: deps.clock };
  app.post(
    '/Payment/InitDrawPayment',
    {
      preHandler: requireSession,
      schema: {
        tags: payment,
        summary:
          "A direct downline's win/loss of one draw date against the caller (positive: the caller pays it) and whether it is paid",
        body: InitDrawPaymentBodySchema,
        response: replies(InitDrawPaymentReplySchema),
      },
    },
    async (request) => ok(await initDrawPayment(svc, authOf(request), request.body)),
  );

  app.post(
    '/Payment/SaveDrawPayment',
    {
      preHandler: requireSession,
      schema: {
        tags: payment,
        summary:
          'Settle one draw date with a direct downline in one step (amount as InitDrawPayment gave it); once per account and date',
        body: SaveDrawPaymentBodySchema,
        response: replies(SaveDrawPaymentReplySchema),
      },
    },
    async (request) => ok(await saveDrawPayment(svc, authOf(request), request.body), 'Draw payment saved.'),
  );

  app.post(
    '/Payment/GetDrawPaymentHistory',
    {
      preHandler: requireSession,
      schema: {
        tags: payment,
        summary: 'Draw payments of the accounts in the tree, newest first (paged)',
        body: GetDrawPaymentHistoryBodySchema,
        response: replies(GetDrawPaymentHistoryReplySchema),
      },
    },
    async (request) => {
      const page = await getDrawPaymentHistory(svc, authOf(request), request.body);
      return { ...ok(page.rows), totalCount: page.totalCount, overallInfo: page.overallInfo };
    },
  );

  app.get(
    '/Payment/GetPaymentType',
    {
      preHandler: requireSession,
      schema: {
        tags: payment,
        summary: 'Payment types: 1 transfer credit, 2 receive credit',
        response: replies(GetPaymentTypeReplySchema),
      },
    },
    async () => ok([...PAYMENT_TYPE_OPTIONS]),
  );

  app.post(
    '/Payment/MakePayment',
    {
      preHandler: requireSession,
      schema: {
        tags: payment,
        summary:
          "Pay (1 transfer credit: target's balance goes down) or be paid by (2 receive credit: goes up) a downline; a prepaid target's credit limit moves instead",
        body: MakePaymentBodySchema,
        response: replies(MakePaymentReplySchema),
      },
    },
    async (request) => ok(await makePayment(svc, authOf(request), request.body), 'Payment made.'),
  );

  app.post(
    '/Payment/GetPaymentHistory',
    {
      preHandler: requireSession,
      schema: {
        tags: payment,
        summary: 'Payments to accounts in the caller’s tree, newest first (paged)',
        body: GetPaymentHistoryBodySchema,
        response: replies(GetPaymentHistoryReplySchema),
      },
    },
    async (request) => {
      const page = await getPaymentHistory(svc, authOf(request), request.body);
      return { ...ok(page.rows), totalCount: page.totalCount, overallInfo: page.overallInfo };
    },
  );
};
