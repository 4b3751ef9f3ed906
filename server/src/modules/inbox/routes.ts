import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaDeps } from '../areaDeps';

/** Inbox, ticket totals, SMS receipts, auto tickets, receipt strings (issue 5). Registered under /api: paths carry their SPEC 7 area, e.g. '/Pools/GetPoolsSelection'. */
export const inboxRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (_app, _deps) => {};
