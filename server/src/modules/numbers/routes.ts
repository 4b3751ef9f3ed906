import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaDeps } from '../areaDeps';

/** System settings, currency, red numbers, number meanings, number queues (issue 4). Registered under /api: paths carry their SPEC 7 area, e.g. '/Pools/GetPoolsSelection'. */
export const numbersRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (_app, _deps) => {};
