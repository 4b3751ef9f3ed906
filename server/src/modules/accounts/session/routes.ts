import type { AreaDeps } from '../../../areaDeps';
import {
  ChangePasswordQuerySchema,
  EmptyReplySchema,
  GetUserDetailsByIdReplySchema,
  LoginBodySchema,
  LoginUserReplySchema,
  RoleAccessDataReplySchema,
  UnlockLoginBodySchema,
  UserDetailQuerySchema,
} from '@drawdesk/shared-kernel/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../http/envelope';
import { authOf, requireSession } from '../../../http/guards';
import { replies } from '../../../http/replies';
import { clearSessionCookie, setSessionCookie } from '../../../http/session';
import * as account from './service';

const tags = ['Account'];

export const accountRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, deps) => {
  app.post(
    '/Login',
    {
      schema: {
        tags,
        summary: 'Log in (form-encoded); sets the session cookie',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: LoginBodySchema,
        response: replies(LoginUserReplySchema),
      },
    },
    async (request, reply) => {
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const { token, user } = await account.login(deps, request.body.username, request.body.password, client);
      await account.logout(deps, request.auth);
      setSessionCookie(reply, token);
      return ok(await account.sessionUserData(deps.db, user));
    },
  );

  app.post(
    '/Logout',
    { schema: { tags, summary: 'End the session', response: replies(EmptyReplySchema) } },
    async (request, reply) => {
      await account.logout(deps, request.auth);
      clearSessionCookie(reply);
      return ok(null);
    },
  );

  app.get(
    '/IsLoggedIn',
    { schema: { tags, summary: 'The session user, or 401', response: replies(LoginUserReplySchema) } },
    async (request) => ok(await account.sessionUserData(deps.db, authOf(request).user)),
  );

  app.post(
    '/AgreeTermsAndConditions',
    {
      preHandler: requireSession,
      schema: { tags, summary: 'Record acceptance of the terms', response: replies(LoginUserReplySchema) },
    },
    async (request) => ok(await account.agreeTerms(deps, authOf(request))),
  );

  app.post(
    '/ChangePassword',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: "Change the caller's password; ends the account's other sessions",
        querystring: ChangePasswordQuerySchema,
        response: replies(EmptyReplySchema),
      },
    },
    async (request) => {
      await account.changePassword(
        deps,
        authOf(request),
        request.query.oldPassword,
        request.query.newPassword,
        request.ip,
      );
      return ok(null, 'Password changed.');
    },
  );

  app.post(
    '/UnlockLogin',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: "Super admin: clear an account's failed login and secondary password checks",
        body: UnlockLoginBodySchema,
        response: replies(EmptyReplySchema),
      },
    },
    async (request) => {
      await account.unlockLogin(deps, authOf(request), request.body.userId);
      return ok(null, 'Login unlocked.');
    },
  );

  app.get(
    '/GetUserDetailsById',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Account details with credit figures (self or a descendant)',
        querystring: UserDetailQuerySchema,
        response: replies(GetUserDetailsByIdReplySchema),
      },
    },
    async (request) => ok({ agent: await account.userDetails(deps, authOf(request), request.query.userId) }),
  );

  app.get(
    '/GetRoleAccessData',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Role names and access the shell builds the menu from',
        response: replies(RoleAccessDataReplySchema),
      },
    },
    async (request) => ok(account.roleAccessData(authOf(request))),
  );
};
