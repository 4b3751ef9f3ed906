import {
  EmptyReplySchema,
  SetTestClockBodySchema,
  SetTestClockReplySchema,
  VerifySecondaryPasswordQuerySchema,
} from '@drawdesk/shared-kernel/contract';
import { Role } from '@drawdesk/shared-kernel/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { authOf, requireRole, requireSession } from '../../http/guards';
import { replies } from '../../http/replies';
import * as configuration from './service';

const tags = ['Configuration'];

export const configurationRoutes: FastifyPluginAsyncTypebox<configuration.ConfigurationDeps> = async (
  app,
  deps,
) => {
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
      await configuration.verifySecondaryPassword(
        deps,
        authOf(request),
        request.query.secondaryPassword,
        request.ip,
      );
      return ok(null);
    },
  );

  // Registered only where a test clock is allowed (API.md); elsewhere the call does not exist.
  if (deps.clock.testClockAllowed) {
    app.post(
      '/SetTestClock',
      {
        preHandler: requireRole(Role.SuperAdmin),
        schema: {
          tags,
          summary: 'Freeze the business clock at an instant, or clear it with null (test only)',
          body: SetTestClockBodySchema,
          response: replies(SetTestClockReplySchema),
        },
      },
      async (request) => ok(await configuration.setTestClock(deps, authOf(request), request.body.now)),
    );
  }
};
