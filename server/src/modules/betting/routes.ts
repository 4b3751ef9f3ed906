import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaDeps } from '../areaDeps';

/** Bet area: orders, receipts, voids (issue 5). Registered under /api: paths carry their SPEC 7 area, e.g. '/Pools/GetPoolsSelection'. */
export const bettingRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (_app, _deps) => {};
