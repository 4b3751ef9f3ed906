import {
  CreateOrUpdateAnnouncementBodySchema,
  CreateOrUpdateAnnouncementReplySchema,
  GetAnnouncementQuerySchema,
  GetAnnouncementReplySchema,
} from '@drawdesk/shared-kernel/contract';
import { Role } from '@drawdesk/shared-kernel/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { authOf, requireRole, requireSession } from '../../http/guards';
import { replies } from '../../http/replies';
import type { AreaDeps } from '../../areaDeps';
import { createOrUpdateAnnouncement, listAnnouncements } from './announcements';

const configuration = ['Configuration'];
const superAdmin = requireRole(Role.SuperAdmin);

/** Announcement calls, registered under /api with their SPEC 7 area in the path (super admin writes, everyone reads). */
export const announcementRoutes: FastifyPluginAsyncTypebox<AreaDeps> = async (app, deps) => {
  const svc: AreaDeps = { db: deps.db, clock: deps.clock };
  app.get(
    '/Configuration/GetAnnouncement',
    {
      preHandler: requireSession,
      schema: {
        tags: configuration,
        summary:
          'Announcements, newest first (paged): the super admin sees enabled and disabled ones, everyone else enabled ones',
        querystring: GetAnnouncementQuerySchema,
        response: replies(GetAnnouncementReplySchema),
      },
    },
    async (request) => {
      const page = await listAnnouncements(svc, authOf(request), request.query);
      return { ...ok(page.rows), totalCount: page.totalCount, overallInfo: null };
    },
  );

  app.post(
    '/Configuration/CreateOrUpdateAnnouncement',
    {
      preHandler: superAdmin,
      schema: {
        tags: configuration,
        summary:
          'Create (no id) or update an announcement; status 1 enabled, 0 disabled, 2 deleted (super admin)',
        body: CreateOrUpdateAnnouncementBodySchema,
        response: replies(CreateOrUpdateAnnouncementReplySchema),
      },
    },
    async (request) => {
      const id = await createOrUpdateAnnouncement(svc, authOf(request), request.body);
      return ok({ id }, request.body.status === 2 ? 'Announcement deleted.' : 'Announcement saved.');
    },
  );
};
