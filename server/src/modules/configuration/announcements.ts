import type { AreaDeps } from '../../areaDeps';
/**
 * Announcements (SPEC 3 "Announcement", Configuration area): the super admin writes them; every
 * account reads the enabled ones after login. Status 1 enabled, 0 disabled, 2 deleted (SPEC 4).
 */
import type {
  Announcement,
  AnnouncementStatus,
  CreateOrUpdateAnnouncementBody,
  GetAnnouncementQuery,
} from '@drawdesk/shared-kernel/contract';
import { ServerMessages } from '@drawdesk/shared-kernel/contract';
import { Role } from '@drawdesk/shared-kernel/domain';
import type { AuthContext } from '../../auth/sessionUser';
import { writeAudit } from '../../db/audit';
import { inTransaction } from '../../db/retry';
import { holdsRole } from '../../http/guards';
import { BusinessError } from '../../http/errors';
import {
  countAnnouncements,
  insertAnnouncement,
  lockLiveAnnouncement,
  selectAnnouncementsPage,
  updateAnnouncement,
  type AnnouncementRow,
} from './queries';

const toAnnouncement = (r: AnnouncementRow): Announcement => ({
  id: Number(r.id),
  title: r.title,
  message: r.message,
  status: r.status as AnnouncementStatus,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

/** Paged, newest first: the super admin sees enabled and disabled ones, everyone else the enabled ones. */
export async function listAnnouncements(
  deps: AreaDeps,
  ctx: AuthContext,
  query: GetAnnouncementQuery,
): Promise<{ rows: Announcement[]; totalCount: number }> {
  const all = holdsRole(ctx, [Role.SuperAdmin]) && query.activeOnly !== true;
  const statuses = all ? [0, 1] : [1];
  const rows = await selectAnnouncementsPage(deps.db, statuses, query.search, {
    startCount: query.StartCount,
    pageSize: query.PageSize,
  });
  let totalCount = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.StartCount > 0)
    totalCount = await countAnnouncements(deps.db, statuses, query.search);
  return { rows: rows.map(toAnnouncement), totalCount };
}

/** Create (no id) or update an announcement; status 2 deletes it (it is then gone from every list). */
export async function createOrUpdateAnnouncement(
  deps: AreaDeps,
  ctx: AuthContext,
  body: CreateOrUpdateAnnouncementBody,
): Promise<number> {
  const title = body.title.trim();
  const message = body.message.trim();
  if (!title) throw new BusinessError('Title: This field is required.');
  if (!message) throw new BusinessError('Message: This field is required.');
  const now = deps.clock.now();
  const actor = { actorId: ctx.user.id, companyId: ctx.user.companyId };
  return inTransaction(deps.db, async (trx) => {
    if (body.id === undefined) {
      const id = await insertAnnouncement(trx, { title, message, status: body.status }, ctx.user.id, now);
      await writeAudit(trx, {
        ...actor,
        action: 'announcement.create',
        entity: 'announcement',
        entityId: id,
        after: { title, message, status: body.status },
      });
      return Number(id);
    }
    const before = await lockLiveAnnouncement(trx, body.id);
    if (!before) throw new BusinessError(ServerMessages.notFound);
    await updateAnnouncement(trx, before.id, { title, message, status: body.status }, ctx.user.id, now);
    await writeAudit(trx, {
      ...actor,
      action: body.status === 2 ? 'announcement.delete' : 'announcement.update',
      entity: 'announcement',
      entityId: before.id,
      before: { title: before.title, message: before.message, status: before.status },
      after: { title, message, status: body.status },
    });
    return Number(before.id);
  });
}
