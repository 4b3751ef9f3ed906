import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaDeps } from '../../areaDeps';
import { accountTreeRoutes } from './tree/routes';
import { rolesAndSubAccountsRoutes } from './roles/routes';
import { accountRoutes } from './session/routes';
import { secondaryPasswordRoutes } from './session/secondaryPasswordRoutes';

/**
 * The accounts area, registered under /api: session calls under /Account, the secondary password
 * check under /Configuration (SPEC 7 keeps it there), the account tree, roles and sub-accounts
 * (their paths carry their SPEC 7 area).
 */
export const accountsRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, deps) => {
  const { db, clock } = deps;
  await app.register(accountRoutes, { prefix: '/Account', db, clock });
  await app.register(secondaryPasswordRoutes, { prefix: '/Configuration', db, clock });
  await app.register(accountTreeRoutes, { db, clock });
  await app.register(rolesAndSubAccountsRoutes, { db, clock });
};
