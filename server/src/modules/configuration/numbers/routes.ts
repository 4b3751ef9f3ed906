import {
  BulkDeleteRedNumberBodySchema,
  CreateOrUpdateNumberMeaningBodySchema,
  CreateOrUpdateNumberMeaningReplySchema,
  CreateOrUpdateRedNumberBodySchema,
  CreateOrUpdateRedNumberReplySchema,
  DeleteNumberMeaningBodySchema,
  DeleteNumberMeaningReplySchema,
  DeleteNumberQueueBodySchema,
  DeleteNumberQueueReplySchema,
  DeleteRedNumberBodySchema,
  DeleteRedNumberReplySchema,
  GetCurrencySettingReplySchema,
  GetNumberQueuesBodySchema,
  GetNumberQueuesReplySchema,
  GetPermutationTypeReplySchema,
  GetRedNumberBodySchema,
  GetRedNumberReplySchema,
  GetSystemSettingReplySchema,
  GetTipSourceByKeywordBodySchema,
  GetTipSourceByKeywordReplySchema,
  ImportNumberMeaningsBodySchema,
  ImportNumberMeaningsReplySchema,
  UpdateCurrencySettingBodySchema,
  UpdateCurrencySettingReplySchema,
  UpdateSystemSettingBodySchema,
  UpdateSystemSettingReplySchema,
  type GetNumberQueuesBody,
  type GetRedNumberBody,
  type GetTipSourceByKeywordBody,
} from '@drawdesk/shared-kernel/contract';
import { Role } from '@drawdesk/shared-kernel/domain';
import { RED_PERMUTATION_LABELS, RED_PERMUTATION_TYPES } from '@drawdesk/shared-kernel/domain/betting';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../http/envelope';
import { authOf, requireRole, requireSession } from '../../../http/guards';
import { replies } from '../../../http/replies';
import type { AreaDeps } from '../../../areaDeps';
import {
  createOrUpdateNumberMeaning,
  deleteNumberMeaning,
  getTipSourceByKeyword,
  importNumberMeanings,
} from './meaningService';
import { deleteNumberQueue, getNumberQueues } from './queueService';
import { createOrUpdateRedNumber, deleteRedNumbers, getRedNumbers } from './redNumberService';
import {
  getCurrencySetting,
  getSystemSetting,
  updateCurrencySetting,
  updateSystemSetting,
} from './settingsService';

const tags = ['Configuration'];
const superAdmin = requireRole(Role.SuperAdmin);
const PERMUTATION_COUNTS = { normal: 1, '4P': 4, '6P': 6, '12P': 12, '24P': 24 } as const;

type Paged<T> = { rows: T[]; totalCount: number };
const paged = <T>(page: Paged<T>) => ({ ...ok(page.rows), totalCount: page.totalCount, overallInfo: null });

/** A paged list answered both as GET (paging in the query) and POST (paging in the body), API.md. */
function pagedBoth<B>(
  app: FastifyInstance,
  path: string,
  opts: {
    summary: string;
    input: TSchema;
    reply: TSchema;
    preHandler: (request: FastifyRequest) => Promise<void>;
  },
  handler: (request: { input: B; request: Parameters<typeof authOf>[0] }) => Promise<unknown>,
): void {
  app.get(
    path,
    {
      preHandler: opts.preHandler,
      schema: { tags, summary: opts.summary, querystring: opts.input, response: replies(opts.reply) },
    },
    async (request) => handler({ input: request.query as B, request }),
  );
  app.post(
    path,
    {
      preHandler: opts.preHandler,
      schema: { tags, summary: opts.summary, body: opts.input, response: replies(opts.reply) },
    },
    async (request) => handler({ input: request.body as B, request }),
  );
}

/** System settings, currency, red numbers, number meanings, number queues. Registered under /api. */
export const numbersRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, deps) => {
  const svc: AreaDeps = { db: deps.db, clock: deps.clock };

  // ---- System settings ----
  app.get(
    '/Configuration/GetSystemSetting',
    {
      preHandler: superAdmin,
      schema: {
        tags,
        summary: 'The system settings of SPEC 3 (percent settings as decimals)',
        response: replies(GetSystemSettingReplySchema),
      },
    },
    async () => ok(await getSystemSetting(svc)),
  );
  app.post(
    '/Configuration/UpdateSystemSetting',
    {
      preHandler: superAdmin,
      schema: {
        tags,
        summary: 'Replace every system setting (validated, audited)',
        body: UpdateSystemSettingBodySchema,
        response: replies(UpdateSystemSettingReplySchema),
      },
    },
    async (request) =>
      ok(await updateSystemSetting(svc, authOf(request), request.body), 'System setting updated.'),
  );

  // ---- Currency ----
  app.get(
    '/Configuration/GetCurrencySetting',
    {
      preHandler: superAdmin,
      schema: {
        tags,
        summary: 'Rate and fake rate of every currency against MYR',
        response: replies(GetCurrencySettingReplySchema),
      },
    },
    async () => ok(await getCurrencySetting(svc)),
  );
  app.post(
    '/Configuration/UpdateCurrencySetting',
    {
      preHandler: superAdmin,
      schema: {
        tags,
        summary: 'Set the rate and fake rate of a currency (decimals up to 4 places, > 0; MYR is fixed at 1)',
        body: UpdateCurrencySettingBodySchema,
        response: replies(UpdateCurrencySettingReplySchema),
      },
    },
    async (request) =>
      ok(await updateCurrencySetting(svc, authOf(request), request.body), 'Currency updated.'),
  );

  // ---- Red numbers ----
  app.get(
    '/Configuration/GetPermutationType',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'The red number permutation types',
        response: replies(GetPermutationTypeReplySchema),
      },
    },
    async () =>
      ok(
        RED_PERMUTATION_TYPES.map((value) => ({
          value,
          label: RED_PERMUTATION_LABELS[value],
          count: PERMUTATION_COUNTS[value],
        })),
      ),
  );
  pagedBoth<GetRedNumberBody>(
    app,
    '/Configuration/GetRedNumber',
    {
      summary: 'Red numbers of the caller (super admin: all, or one companyId), newest first, paged',
      input: GetRedNumberBodySchema,
      reply: GetRedNumberReplySchema,
      preHandler: requireSession,
    },
    async ({ input, request }) => paged(await getRedNumbers(svc, authOf(request), input)),
  );
  app.post(
    '/Configuration/CreateOrUpdateRedNumber',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary:
          "Create (no id) or edit a red number; 'Duplicated Number:' when it clashes with an active one",
        body: CreateOrUpdateRedNumberBodySchema,
        response: replies(CreateOrUpdateRedNumberReplySchema),
      },
    },
    async (request) =>
      ok(
        await createOrUpdateRedNumber(svc, authOf(request), request.body),
        request.body.id === undefined ? 'Red number created.' : 'Red number updated.',
      ),
  );
  app.post(
    '/Configuration/DeleteRedNumber',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Delete a red number',
        body: DeleteRedNumberBodySchema,
        response: replies(DeleteRedNumberReplySchema),
      },
    },
    async (request) =>
      ok(await deleteRedNumbers(svc, authOf(request), { ids: [request.body.id] }), 'Red number deleted.'),
  );
  app.post(
    '/Configuration/BulkDeleteRedNumber',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Delete several red numbers (all or nothing)',
        body: BulkDeleteRedNumberBodySchema,
        response: replies(DeleteRedNumberReplySchema),
      },
    },
    async (request) => ok(await deleteRedNumbers(svc, authOf(request), request.body), 'Red numbers deleted.'),
  );

  // ---- Number meanings ----
  pagedBoth<GetTipSourceByKeywordBody>(
    app,
    '/Configuration/GetTipSourceByKeyword',
    {
      summary:
        'Number meaning dictionary: numbers starting with the keyword, or meanings (en/zh) containing it',
      input: GetTipSourceByKeywordBodySchema,
      reply: GetTipSourceByKeywordReplySchema,
      preHandler: requireSession,
    },
    async ({ input }) => paged(await getTipSourceByKeyword(svc, input)),
  );
  app.post(
    '/Configuration/CreateOrUpdateNumberMeaning',
    {
      preHandler: superAdmin,
      schema: {
        tags,
        summary: 'Add or change the meaning of a number',
        body: CreateOrUpdateNumberMeaningBodySchema,
        response: replies(CreateOrUpdateNumberMeaningReplySchema),
      },
    },
    async (request) =>
      ok(await createOrUpdateNumberMeaning(svc, authOf(request), request.body), 'Number meaning saved.'),
  );
  app.post(
    '/Configuration/DeleteNumberMeaning',
    {
      preHandler: superAdmin,
      schema: {
        tags,
        summary: 'Remove a number from the dictionary',
        body: DeleteNumberMeaningBodySchema,
        response: replies(DeleteNumberMeaningReplySchema),
      },
    },
    async (request) =>
      ok(await deleteNumberMeaning(svc, authOf(request), request.body.number), 'Number meaning deleted.'),
  );
  app.post(
    '/Configuration/ImportNumberMeanings',
    {
      preHandler: superAdmin,
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Upsert meanings from CSV (header number,meaning_en,meaning_zh); any bad row writes nothing',
        body: ImportNumberMeaningsBodySchema,
        response: replies(ImportNumberMeaningsReplySchema),
      },
    },
    async (request) => {
      const result = await importNumberMeanings(svc, authOf(request), request.body.csv);
      if ('errors' in result) {
        const shown = result.errors.slice(0, 20).map((e) => `Line ${e.line}: ${e.message}`);
        const more = result.errors.length > 20 ? ` (and ${result.errors.length - 20} more)` : '';
        return {
          success: false,
          message: `Nothing imported. ${shown.join(' ')}${more}`,
          data: result,
          code: 1,
        };
      }
      return ok(result, `${result.imported} number meanings imported.`);
    },
  );

  // ---- Number queues ----
  pagedBoth<GetNumberQueuesBody>(
    app,
    '/Configuration/GetNumberQueues',
    {
      summary: 'Numbers blocked from further betting on a draw (company: its own; super admin: all), paged',
      input: GetNumberQueuesBodySchema,
      reply: GetNumberQueuesReplySchema,
      preHandler: requireSession,
    },
    async ({ input, request }) => paged(await getNumberQueues(svc, authOf(request), input)),
  );
  app.post(
    '/Configuration/DeleteNumberQueue',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Unblock one queued number ({ id }) or every one in the caller scope ({ all: true })',
        body: DeleteNumberQueueBodySchema,
        response: replies(DeleteNumberQueueReplySchema),
      },
    },
    async (request) => {
      const result = await deleteNumberQueue(svc, authOf(request), request.body);
      return ok(result, `${result.deleted} number${result.deleted === 1 ? '' : 's'} unblocked.`);
    },
  );
};
