import { EmptyReplySchema, VerifySecondaryPasswordQuerySchema } from '@drawdesk/shared-kernel/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../http/envelope';
import { authOf, requireSession } from '../../../http/guards';
import { replies } from '../../../http/replies';
import type { AreaDeps } from '../../../areaDeps';
import { verifySecondaryPassword } from './secondaryPassword';

const tags = ['Configuration'];

/** Account calls served under /api/Configuration (SPEC 7): the caller's secondary password. */
export const secondaryPasswordRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, deps) => {
  app.post(
    '/VerifySecondaryPassword',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: "Check the caller's secondary password",
        querystring: VerifySecondaryPasswordQuerySchema,
        response: replies(EmptyReplySchema),
      },
    },
    async (request) => {
      await verifySecondaryPassword(deps, authOf(request), request.query.secondaryPassword, request.ip);
      return ok(null);
    },
  );
};
