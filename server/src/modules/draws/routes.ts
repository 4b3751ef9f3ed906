import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaDeps } from '../areaDeps';

/** Pools area (draw calendar, cutoffs) and announcements (issue 4). Registered under /api: paths carry their SPEC 7 area, e.g. '/Pools/GetPoolsSelection'. */
export const drawsRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (_app, _deps) => {};
