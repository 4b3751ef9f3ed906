import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaDeps } from '../areaDeps';

/** Packages and master templates (issue 4). Registered under /api: paths carry their SPEC 7 area, e.g. '/Pools/GetPoolsSelection'. */
export const packagesRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (_app, _deps) => {};
