import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaDeps } from '../../areaDeps';
import { announcementRoutes } from './announcementRoutes';
import { numbersRoutes } from './numbers/routes';
import { packagesRoutes } from './packages/routes';

/**
 * The configuration area, registered under /api: packages and master templates, numbers (red
 * numbers, meanings, queues) with system and currency settings, announcements.
 */
export const configurationRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, deps) => {
  const { db, clock } = deps;
  await app.register(packagesRoutes, { db, clock });
  await app.register(numbersRoutes, { db, clock });
  await app.register(announcementRoutes, { db, clock });
};
