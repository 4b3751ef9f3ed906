import {
  FixIsRedPackageBodySchema,
  FixIsRedPackageReplySchema,
  GetFightLimitQuerySchema,
  GetFightLimitReplySchema,
  GetPaymentHistoryBodySchema,
  GetPaymentHistoryReplySchema,
  GetPaymentTypeReplySchema,
  GetResendOrderLimitBodySchema,
  GetResendOrderLimitReplySchema,
  MakePaymentBodySchema,
  MakePaymentReplySchema,
  PAYMENT_TYPE_OPTIONS,
  UpdateResendOrderLimitBodySchema,
  UpdateResendOrderLimitReplySchema,
  UpdateUserEatLimitBodySchema,
  UpdateUserEatLimitReplySchema,
} from '@drawdesk/shared-kernel/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { authOf, requireSession } from '../../http/guards';
import { replies } from '../../http/replies';
import { fixIsRedPackage, getFightLimitRelatedData, updateUserEatLimit, type LimitsDeps } from './eatService';
import { getPaymentHistory } from './paymentHistory';
import { makePayment } from './paymentService';
import { getResendOrderLimits, updateResendOrderLimit } from './resendService';
import { strictLimitAmounts, strictPaymentAmount } from './strictAmounts';

export type AreaDeps = LimitsDeps;

const account = ['Account'];
const payment = ['Payment'];

/** Issue 3 area plugin, registered under /api: fight limits, position taking, resend-order limits and payments. */
export const limitsAndPaymentsRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, deps) => {
  const { db, clock } = deps;
  const svc: LimitsDeps = { db, clock };

  app.get(
    '/Account/GetFightLimitRelatedData',
    {
      preHandler: requireSession,
      schema: {
        tags: account,
        summary:
          "Position taking, grouping, fight limits and max fight limit of an agent or company (default: own), with its upline's",
        querystring: GetFightLimitQuerySchema,
        response: replies(GetFightLimitReplySchema),
      },
    },
    async (request) => ok(await getFightLimitRelatedData(svc, authOf(request), request.query.userId)),
  );

  app.post(
    '/Account/UpdateUserEatLimit',
    {
      preHandler: requireSession,
      preValidation: strictLimitAmounts,
      schema: {
        tags: account,
        summary:
          'Set position taking, grouping, fight limits (and, as an upline, the max fight limit) of self or a downline',
        body: UpdateUserEatLimitBodySchema,
        response: replies(UpdateUserEatLimitReplySchema),
      },
    },
    async (request) =>
      ok(await updateUserEatLimit(svc, authOf(request), request.body), 'Fight limit updated.'),
  );

  app.post(
    '/Account/FixIsRedPackage',
    {
      preHandler: requireSession,
      schema: {
        tags: account,
        summary: 'Mark or unmark an account as betting red numbers with its red package',
        body: FixIsRedPackageBodySchema,
        response: replies(FixIsRedPackageReplySchema),
      },
    },
    async (request) => ok(await fixIsRedPackage(svc, authOf(request), request.body)),
  );

  app.post(
    '/Account/GetResendOrderLimit',
    {
      preHandler: requireSession,
      schema: {
        tags: account,
        summary: 'Resend-order limits of the caller and its downlines (paged)',
        body: GetResendOrderLimitBodySchema,
        response: replies(GetResendOrderLimitReplySchema),
      },
    },
    async (request) => {
      const page = await getResendOrderLimits(svc, authOf(request), request.body);
      return { ...ok(page.rows), totalCount: page.totalCount, overallInfo: null };
    },
  );

  app.post(
    '/Account/UpdateResendOrderLimit',
    {
      preHandler: requireSession,
      schema: {
        tags: account,
        summary: "Enable or disable a downline's resend-order limit and set its count",
        body: UpdateResendOrderLimitBodySchema,
        response: replies(UpdateResendOrderLimitReplySchema),
      },
    },
    async (request) =>
      ok(await updateResendOrderLimit(svc, authOf(request), request.body), 'Resend order limit updated.'),
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
      preValidation: strictPaymentAmount,
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
