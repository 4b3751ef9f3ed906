import { mkdirSync } from 'node:fs';
import {
  GetRemoteRolloutReplySchema,
  RemoteManifestSchema,
  RolloutRuleSchema,
  UpdateRemoteRolloutReplySchema,
} from '@drawdesk/shared-kernel/contract';
import { Role } from '@drawdesk/shared-kernel/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { authOf, requireRole } from '../http/guards';
import { replies } from '../http/replies';
import { NO_CACHE, servedName, staticHeaders } from '../web/cachePolicy';
import * as remotes from './service';

/** Files whose name stays the same across builds of one version: the browser must revalidate them. */
const MUTABLE_NAMES = new Set(['mf-manifest.json', 'remoteEntry.js']);
/** Everything else under a version's folder belongs to that version and never changes. */
const isVersionedFile = (path: string): boolean => !MUTABLE_NAMES.has(servedName(path));

/** `/remotes/<name>/<version>/...` from the store, and the per-session `/remotes.json`. */
export async function registerRemoteServing(app: FastifyInstance, deps: remotes.RemotesDeps): Promise<void> {
  mkdirSync(deps.remoteStoreDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: deps.remoteStoreDir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    dotfiles: 'deny',
    preCompressed: true,
    setHeaders: staticHeaders(isVersionedFile),
  });

  app.get(
    '/remotes.json',
    {
      schema: {
        tags: ['Serving'],
        summary: 'Which version of each remote this session loads',
        response: { 200: RemoteManifestSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', NO_CACHE);
      return remotes.remoteManifest(deps, request.auth);
    },
  );
}

const tags = ['Configuration'];

/** The rollout admin calls, under /api/Configuration. */
export const rolloutRoutes: FastifyPluginAsyncTypebox<remotes.RemotesDeps> = async (app, deps) => {
  app.get(
    '/GetRemoteRollout',
    {
      preHandler: requireRole(Role.SuperAdmin, Role.ItAdmin),
      schema: {
        tags,
        summary: 'Versions in the store and the rollout rule of every remote',
        response: replies(GetRemoteRolloutReplySchema),
      },
    },
    async () => ok(await remotes.rolloutOverview(deps)),
  );

  app.post(
    '/UpdateRemoteRollout',
    {
      preHandler: requireRole(Role.SuperAdmin),
      schema: {
        tags,
        summary: "Set a remote's stable and candidate versions (takes effect on the next /remotes.json)",
        body: RolloutRuleSchema,
        response: replies(UpdateRemoteRolloutReplySchema),
      },
    },
    async (request) => ok(await remotes.updateRollout(deps, authOf(request), request.body)),
  );
};
