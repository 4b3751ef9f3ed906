import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaDeps } from '../areaDeps';

/** Results, release, settlement, credit release, reports of issue 6. Registered under /api: paths carry their SPEC 7 area, e.g. '/Pools/GetPoolsSelection'. */
export const resultsRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (_app, _deps) => {};
