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
import { sql } from 'kysely';
import type { AuthContext } from '../../auth/sessionUser';
import { writeAudit } from '../../db/audit';
import { inTransaction } from '../../db/retry';
import { holdsRole } from '../../http/guards';
import { BusinessError } from '../../http/errors';

interface AnnouncementRow {
  id: string;
  title: string;
  message: string;
  status: number;
  created_at: Date;
  updated_at: Date;
}

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
  const rows = await deps.db
    .selectFrom('announcements')
    .select(['id', 'title', 'message', 'status', 'created_at', 'updated_at'])
    .select(sql<number>`count(*) over ()::int`.as('total'))
    .where('status', 'in', statuses)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(query.StartCount)
    .limit(query.PageSize)
    .execute();
  let totalCount = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.StartCount > 0) {
    const count = await deps.db
      .selectFrom('announcements')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('status', 'in', statuses)
      .executeTakeFirstOrThrow();
    totalCount = count.n;
  }
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
      const row = await trx
        .insertInto('announcements')
        .values({
          title,
          message,
          status: body.status,
          created_by: String(ctx.user.id),
          updated_by: String(ctx.user.id),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeAudit(trx, {
        ...actor,
        action: 'announcement.create',
        entity: 'announcement',
        entityId: row.id,
        after: { title, message, status: body.status },
      });
      return Number(row.id);
    }
    const before = await trx
      .selectFrom('announcements')
      .select(['id', 'title', 'message', 'status'])
      .where('id', '=', String(body.id))
      .where('status', '<>', 2)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new BusinessError(ServerMessages.notFound);
    await trx
      .updateTable('announcements')
      .set({ title, message, status: body.status, updated_by: String(ctx.user.id), updated_at: now })
      .where('id', '=', before.id)
      .execute();
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
