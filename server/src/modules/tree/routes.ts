import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';

export interface AreaDeps {
  db: Db;
  clock: Clock;
}

/** Issue 3 area plugin, registered under /api: declare full paths such as '/Account/GetUserListing'. */
export const accountTreeRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (_app, _deps) => {};
