import type { AreaDeps } from '../../../areaDeps';
import {
  AccountOptionsReplySchema,
  ApiAccountQuerySchema,
  ApiAccountReplySchema,
  ApiCredentialsReplySchema,
  GenerateApiCodeBodySchema,
  IdReplySchema,
  ReserveNamePrefixBodySchema,
  ReserveNamePrefixReplySchema,
  SaveApiAccountBodySchema,
  SaveReserveNamePrefixBodySchema,
  BettingAgentsReplySchema,
  CloneAccountBodySchema,
  CompanyDetailBodySchema,
  CompanyDetailReplySchema,
  CreateOrUpdateUserBodySchema,
  CreditLimitChangeReplySchema,
  DeleteUserBodySchema,
  DirectDownlinesQuerySchema,
  EmptyReplySchema,
  HouseUsersQuerySchema,
  HouseUsersReplySchema,
  UpdateCreditLimitBodySchema,
  UpdateUplineBodySchema,
  UplineMovedReplySchema,
  UserDetailByUsernameQuerySchema,
  UserDetailInitQuerySchema,
  UserDetailInitReplySchema,
  UserEditDetailReplySchema,
  UserIdReplySchema,
  UserListingBodySchema,
  UserListingReplySchema,
} from '@drawdesk/shared-kernel/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../http/envelope';
import { authOf, requireSession } from '../../../http/guards';
import { replies } from '../../../http/replies';
import { generateApiCode, getApiAccount, saveApiAccount } from './apiAccounts';
import { bettingAgents, companyDetails, directDownlines, houseUsers, userListing } from './listing';
import { updateCreditLimit } from './limits';
import { listPrefixes, savePrefix } from './prefixes';
import { deleteUser, moveUnderUpline } from './structure';
import { cloneAccount, createOrUpdateUser, userDetailByUsername, userDetailInit } from './users';

const account = ['Account'];
const setting = ['Setting'];

/** Account tree calls, registered under /api. */
export const accountTreeRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, deps) => {
  const { db } = deps;
  const pre = { preHandler: requireSession };

  app.get(
    '/Account/GetUserDetailInit',
    {
      ...pre,
      schema: {
        tags: account,
        summary: 'What the create/edit account form needs',
        querystring: UserDetailInitQuerySchema,
        response: replies(UserDetailInitReplySchema),
      },
    },
    async (request) => ok(await userDetailInit(deps, authOf(request), request.query)),
  );

  app.post(
    '/Account/CreateOrUpdateUser',
    {
      ...pre,
      schema: {
        tags: account,
        summary: 'Create (no userId) or update an account',
        body: CreateOrUpdateUserBodySchema,
        response: replies(UserIdReplySchema),
      },
    },
    async (request) => {
      const creating = request.body.userId === undefined;
      const userId = await createOrUpdateUser(deps, authOf(request), request.body);
      return ok({ userId }, creating ? 'Account created.' : 'Account updated.');
    },
  );

  app.post(
    '/Account/GetUserListing',
    {
      ...pre,
      schema: {
        tags: account,
        summary: 'Downline list (paged)',
        body: UserListingBodySchema,
        response: replies(UserListingReplySchema),
      },
    },
    async (request) => {
      const page = await userListing(db, authOf(request), request.body);
      return { ...ok(page.rows), totalCount: page.totalCount, overallInfo: page.overallInfo };
    },
  );

  app.get(
    '/Account/GetDirectDownlines',
    {
      ...pre,
      schema: {
        tags: account,
        summary: 'Direct downlines (main accounts) of an account',
        querystring: DirectDownlinesQuerySchema,
        response: replies(AccountOptionsReplySchema),
      },
    },
    async (request) => ok(await directDownlines(db, authOf(request), request.query.uplineId)),
  );

  app.get(
    '/Account/GetUserDetailByUsername',
    {
      ...pre,
      schema: {
        tags: account,
        summary: 'An account with its settings, by username',
        querystring: UserDetailByUsernameQuerySchema,
        response: replies(UserEditDetailReplySchema),
      },
    },
    async (request) => ok(await userDetailByUsername(deps, authOf(request), request.query.username)),
  );

  app.post(
    '/Account/GetCompanyDetailBySuperAdmin',
    {
      ...pre,
      schema: {
        tags: account,
        summary: 'Companies with their credit figures (super admin, IT admin)',
        body: CompanyDetailBodySchema,
        response: replies(CompanyDetailReplySchema),
      },
    },
    async (request) => {
      const page = await companyDetails(db, authOf(request), request.body);
      return { ...ok(page.rows), totalCount: page.totalCount, overallInfo: page.overallInfo };
    },
  );

  app.get(
    '/Account/GetHouseUsers',
    {
      ...pre,
      schema: {
        tags: account,
        summary: "A company's house accounts",
        querystring: HouseUsersQuerySchema,
        response: replies(HouseUsersReplySchema),
      },
    },
    async (request) => ok(await houseUsers(db, authOf(request), request.query.companyId)),
  );

  app.get(
    '/Account/GetBettingAgents',
    {
      ...pre,
      schema: {
        tags: account,
        summary: 'Companies and agents in scope who may bet for their bettors',
        response: replies(BettingAgentsReplySchema),
      },
    },
    async (request) => ok(await bettingAgents(db, authOf(request))),
  );

  app.post(
    '/Account/UpdateUserCreditLimit',
    {
      ...pre,
      schema: {
        tags: account,
        summary: "Set a direct downline's credit limit",
        body: UpdateCreditLimitBodySchema,
        response: replies(CreditLimitChangeReplySchema),
      },
    },
    async (request) =>
      ok(await updateCreditLimit(db, authOf(request), request.body, false), 'Credit limit updated.'),
  );

  app.post(
    '/Account/AdminUpdateUserCreditLimit',
    {
      ...pre,
      schema: {
        tags: account,
        summary: "Super admin sets a company's credit limit",
        body: UpdateCreditLimitBodySchema,
        response: replies(CreditLimitChangeReplySchema),
      },
    },
    async (request) =>
      ok(await updateCreditLimit(db, authOf(request), request.body, true), 'Credit limit updated.'),
  );

  app.post(
    '/Account/CloneAccount',
    {
      ...pre,
      schema: {
        tags: account,
        summary: "A new account with another account's settings",
        body: CloneAccountBodySchema,
        response: replies(UserIdReplySchema),
      },
    },
    async (request) =>
      ok({ userId: await cloneAccount(deps, authOf(request), request.body) }, 'Account cloned.'),
  );

  app.post(
    '/Account/GetReserveNamePrefix',
    {
      ...pre,
      schema: {
        tags: account,
        summary: 'Reserved username prefixes (super admin; paged)',
        body: ReserveNamePrefixBodySchema,
        response: replies(ReserveNamePrefixReplySchema),
      },
    },
    async (request) => {
      const page = await listPrefixes(db, authOf(request), request.body);
      return { ...ok(page.rows), totalCount: page.totalCount, overallInfo: page.overallInfo };
    },
  );

  app.post(
    '/Account/CreateOrUpdateReserveNamePrefix',
    {
      ...pre,
      schema: {
        tags: account,
        summary: 'Reserve a username prefix for one company, or change/delete one (super admin)',
        body: SaveReserveNamePrefixBodySchema,
        response: replies(IdReplySchema),
      },
    },
    async (request) =>
      ok(
        await savePrefix(db, authOf(request), request.body),
        request.body.id === undefined ? 'Prefix reserved.' : 'Prefix updated.',
      ),
  );

  app.get(
    '/Account/GetApiAccount',
    {
      ...pre,
      schema: {
        tags: account,
        summary: 'API account of a company or house (never the secret)',
        querystring: ApiAccountQuerySchema,
        response: replies(ApiAccountReplySchema),
      },
    },
    async (request) => ok(await getApiAccount(db, authOf(request), request.query.userId)),
  );

  app.post(
    '/Account/CreateOrUpdateApiAccount',
    {
      ...pre,
      schema: {
        tags: account,
        summary: 'Save name and url; the first save returns the secret once',
        body: SaveApiAccountBodySchema,
        response: replies(ApiCredentialsReplySchema),
      },
    },
    async (request) => ok(await saveApiAccount(db, authOf(request), request.body), 'API account saved.'),
  );

  app.post(
    '/Account/GenerateApiCode',
    {
      ...pre,
      schema: {
        tags: account,
        summary: 'A fresh opcode and secret; the secret is shown only in this reply',
        body: GenerateApiCodeBodySchema,
        response: replies(ApiCredentialsReplySchema),
      },
    },
    async (request) =>
      ok(await generateApiCode(db, authOf(request), request.body.userId), 'API code generated.'),
  );

  app.post(
    '/Setting/DeleteUser',
    {
      ...pre,
      schema: {
        tags: setting,
        summary: 'Delete an account without tickets or downlines',
        body: DeleteUserBodySchema,
        response: replies(EmptyReplySchema),
      },
    },
    async (request) => {
      await deleteUser(db, authOf(request), request.body.userId);
      return ok(null, 'Account deleted.');
    },
  );

  app.post(
    '/Setting/UpdateTargetUserUpline',
    {
      ...pre,
      schema: {
        tags: setting,
        summary: 'Move an account (and its downlines) under another upline',
        body: UpdateUplineBodySchema,
        response: replies(UplineMovedReplySchema),
      },
    },
    async (request) => ok(await moveUnderUpline(db, authOf(request), request.body), 'Upline changed.'),
  );
};
