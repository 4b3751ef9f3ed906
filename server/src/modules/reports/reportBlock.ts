import { REPORT_PROCESSING_MESSAGE, type ReportAccess } from '@drawdesk/shared-kernel/contract';
import type { AreaDeps } from '../../areaDeps';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/connection';
import { inTransaction, type Trx } from '../../db/retry';
import { readReportBlockValue, releaseRunning, REPORT_BLOCK_KEY, writeReportBlock } from './queries';

export { REPORT_BLOCK_KEY, writeReportBlock };

/** Whether a stored reportBlock value (absent: undefined) blocks the reports. */
export const isBlocked = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (value as { blocked?: unknown }).blocked === true;

export async function readReportBlock(db: Db | Trx): Promise<boolean> {
  return isBlocked(await readReportBlockValue(db));
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
