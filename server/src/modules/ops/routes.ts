import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaDeps } from '../areaDeps';

/** API logs, remote bet agents, comm status, admin tool (issue 4). Registered under /api: paths carry their SPEC 7 area, e.g. '/Pools/GetPoolsSelection'. */
export const opsRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (_app, _deps) => {};
