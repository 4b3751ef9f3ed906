import type { AccountStatus } from '@drawdesk/shared-kernel/domain';
import { sql } from 'kysely';
import type { AuthContext } from '../../../auth/sessionUser';
import type { Trx } from '../../../db/retry';

/**
 * Sets the status of an account and every descendant in one statement (DOMAIN 2 cascade), with an
 * audit row for each account whose status changed. Returns how many changed.
 */
export async function cascadeStatus(
  trx: Trx,
  ctx: AuthContext,
  userId: number,
  status: AccountStatus,
): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    WITH old AS (
      SELECT id, status, company_id FROM users WHERE path @> ARRAY[${String(userId)}::bigint] FOR UPDATE
    ), changed AS (
      UPDATE users u SET status = ${status}, updated_at = now()
      FROM old WHERE u.id = old.id AND old.status <> ${status}
      RETURNING u.id, old.status AS before, old.company_id
    ), logged AS (
      INSERT INTO audit_log (actor_id, company_id, action, entity, entity_id, before, after)
      SELECT ${ctx.user.id}::bigint, company_id, 'user.status', 'user', id::text,
             jsonb_build_object('status', before), jsonb_build_object('status', ${status}::text, 'cascadeFrom', ${userId}::bigint)
      FROM changed
      RETURNING 1
    )
    SELECT count(*)::bigint AS n FROM logged`.execute(trx);
  return Number(rows[0]?.n ?? 0);
}
