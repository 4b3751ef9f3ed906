import type { Db } from './connection';
import type { Trx } from './retry';

export interface AuditEntry {
  actorId: number | null;
  companyId?: number | null;
  action: string;
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Append-only record of who changed what (DOMAIN 1); write it in the change's transaction. */
export async function writeAudit(db: Db | Trx, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      company_id: entry.companyId ?? null,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === null ? null : String(entry.entityId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}
