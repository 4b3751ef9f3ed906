import { REPORT_PROCESSING_MESSAGE, type ReportAccess } from '@drawdesk/shared-kernel/contract';
import { sql } from 'kysely';
import type { AreaDeps } from '../../areaDeps';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/connection';
import { inTransaction, type Trx } from '../../db/retry';

/** app_settings key of the report block (SPEC 4): { blocked: boolean }. */
export const REPORT_BLOCK_KEY = 'reportBlock';

/** Whether a stored reportBlock value (absent: undefined) blocks the reports. */
export const isBlocked = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (value as { blocked?: unknown }).blocked === true;

export async function readReportBlock(db: Db | Trx): Promise<boolean> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', REPORT_BLOCK_KEY)
    .executeTakeFirst();
  return isBlocked(row?.value);
}

export async function writeReportBlock(db: Db | Trx, blocked: boolean): Promise<void> {
  const value = JSON.stringify({ blocked });
  await db
    .insertInto('app_settings')
    .values({ key: REPORT_BLOCK_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: new Date() }))
    .execute();
}

/** True while some draw (optionally: of these dates) is being released. */
export async function releaseRunning(db: Db | Trx, fromDate?: string, toDate?: string): Promise<boolean> {
  let q = db
    .selectFrom('draws')
    .select(sql<number>`1`.as('one'))
    .where('release_status', '=', 'processing');
  if (fromDate && toDate) q = q.where('draw_date', '>=', fromDate).where('draw_date', '<=', toDate);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

/** The SPEC 8 inaccuracy flag of a report over these dates: report block on, or a release running. */
export async function reportAccess(db: Db | Trx, fromDate?: string, toDate?: string): Promise<ReportAccess> {
  const blocked = await readReportBlock(db);
  const processing = await releaseRunning(db, fromDate, toDate);
  return { blocked, processing, message: blocked || processing ? REPORT_PROCESSING_MESSAGE : null };
}

/** BlockReport (super admin): sets the report block flag. */
export async function blockReport(
  deps: AreaDeps,
  actorId: number,
  blocked: boolean,
): Promise<{ blocked: boolean }> {
  await inTransaction(deps.db, async (trx) => {
    await writeReportBlock(trx, blocked);
    await writeAudit(trx, {
      actorId,
      action: 'report.block',
      entity: 'app_settings',
      entityId: REPORT_BLOCK_KEY,
      after: { blocked },
    });
  });
  return { blocked };
}
