import {
  CreateOrUpdateMasterTemplateBodySchema,
  CreateOrUpdateMasterTemplateReplySchema,
  CreateOrUpdatePackageBodySchema,
  CreateOrUpdatePackageReplySchema,
  GetMasterTemplateItemCategoriesReplySchema,
  GetMasterTemplateItemsQuerySchema,
  GetMasterTemplateItemsReplySchema,
  GetMasterTemplatesBodySchema,
  GetMasterTemplatesReplySchema,
  GetPackageDetailByIdQuerySchema,
  GetPackageDetailByIdReplySchema,
  GetPackageDetailQuerySchema,
  GetPackageDetailReplySchema,
  GetPackagesBodySchema,
  GetPackagesReplySchema,
  SetDefaultPackageBodySchema,
  SetDefaultPackageReplySchema,
  type GetMasterTemplatesBody,
  type GetPackagesBody,
} from '@drawdesk/shared-kernel/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuthContext } from '../../../auth/sessionUser';
import { ok } from '../../../http/envelope';
import { authOf, requireSession } from '../../../http/guards';
import { replies } from '../../../http/replies';
import type { AreaDeps } from '../../../areaDeps';
import {
  createOrUpdatePackage,
  getAccountPackageDetail,
  getPackageDetailById,
  getPackages,
  setDefaultPackage,
} from './service';
import {
  createOrUpdateMasterTemplate,
  getMasterTemplateItemCategories,
  getMasterTemplateItems,
  getMasterTemplates,
} from './templateService';

const tags = ['Configuration'];

/** Packages and master templates. Registered under /api: paths carry their SPEC 7 area. */
export const packagesRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, deps) => {
  const svc: AreaDeps = { db: deps.db, clock: deps.clock };

  const listPackages = async (ctx: AuthContext, q: GetPackagesBody) => {
    const page = await getPackages(svc, ctx, q);
    return {
      ...ok(page.rows),
      totalCount: page.totalCount,
      overallInfo: { defaults: page.defaults, canCreate: page.canCreate },
    };
  };
  const packagesSchema = {
    tags,
    summary:
      'Packages the caller owns or that are assigned to it or its uplines (paged; filters type, isRed, keyword)',
    response: replies(GetPackagesReplySchema),
  };
  app.get(
    '/Configuration/GetPackages',
    { preHandler: requireSession, schema: { ...packagesSchema, querystring: GetPackagesBodySchema } },
    async (request) => listPackages(authOf(request), request.query),
  );
  app.post(
    '/Configuration/GetPackages',
    { preHandler: requireSession, schema: { ...packagesSchema, body: GetPackagesBodySchema } },
    async (request) => listPackages(authOf(request), request.body),
  );

  app.post(
    '/Configuration/CreateOrUpdatePackage',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary:
          "Create or edit a package: per code baseRate, betRate and payout table ('Invalid Package Info' on undercut)",
        body: CreateOrUpdatePackageBodySchema,
        response: replies(CreateOrUpdatePackageReplySchema),
      },
    },
    async (request) => ok(await createOrUpdatePackage(svc, authOf(request), request.body), 'Package saved.'),
  );

  app.get(
    '/Configuration/GetPackageDetailById',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: "A package with every code's rates and payouts (units)",
        querystring: GetPackageDetailByIdQuerySchema,
        response: replies(GetPackageDetailByIdReplySchema),
      },
    },
    async (request) => ok(await getPackageDetailById(svc, authOf(request), request.query.packageId)),
  );

  app.get(
    '/Configuration/GetPackageDetail',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: "An account's resolved package per type and its red package, with where each comes from",
        querystring: GetPackageDetailQuerySchema,
        response: replies(GetPackageDetailReplySchema),
      },
    },
    async (request) => ok(await getAccountPackageDetail(svc, authOf(request), request.query.userId)),
  );

  app.post(
    '/Configuration/SetDefaultPackage',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Set (or clear with null) the default package of a type (super admin)',
        body: SetDefaultPackageBodySchema,
        response: replies(SetDefaultPackageReplySchema),
      },
    },
    async (request) =>
      ok(await setDefaultPackage(svc, authOf(request), request.body), 'Default package saved.'),
  );

  app.post(
    '/Configuration/CreateOrUpdateMasterTemplate',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Create or edit a master template with its items (super admin)',
        body: CreateOrUpdateMasterTemplateBodySchema,
        response: replies(CreateOrUpdateMasterTemplateReplySchema),
      },
    },
    async (request) =>
      ok(await createOrUpdateMasterTemplate(svc, authOf(request), request.body), 'Template saved.'),
  );

  const listTemplates = async (ctx: AuthContext, q: GetMasterTemplatesBody) => {
    const page = await getMasterTemplates(svc, ctx, q);
    return { ...ok(page.rows), totalCount: page.totalCount, overallInfo: null };
  };
  const templatesSchema = {
    tags,
    summary: 'Master templates (paged; filter kind)',
    response: replies(GetMasterTemplatesReplySchema),
  };
  app.get(
    '/Configuration/GetMasterTemplates',
    { preHandler: requireSession, schema: { ...templatesSchema, querystring: GetMasterTemplatesBodySchema } },
    async (request) => listTemplates(authOf(request), request.query),
  );
  app.post(
    '/Configuration/GetMasterTemplates',
    { preHandler: requireSession, schema: { ...templatesSchema, body: GetMasterTemplatesBodySchema } },
    async (request) => listTemplates(authOf(request), request.body),
  );

  app.get(
    '/Configuration/GetMasterTemplateItems',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'A master template with its items (value, operator, dates, pools, codes, lucky-bet amounts)',
        querystring: GetMasterTemplateItemsQuerySchema,
        response: replies(GetMasterTemplateItemsReplySchema),
      },
    },
    async (request) => ok(await getMasterTemplateItems(svc, authOf(request), request.query.templateId)),
  );

  app.get(
    '/Configuration/GetMasterTemplateItemCategories',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Item categories of master templates (payout adjustment, lucky bet)',
        response: replies(GetMasterTemplateItemCategoriesReplySchema),
      },
    },
    async (request) => ok(getMasterTemplateItemCategories(authOf(request))),
  );
};
