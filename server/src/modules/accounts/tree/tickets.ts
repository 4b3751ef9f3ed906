import type { Db } from '../../../db/connection';
import type { Trx } from '../../../db/retry';

/** Whether any ticket belongs to or was placed by this account; an account with tickets cannot be deleted. */
export async function hasTickets(db: Db | Trx, userId: number): Promise<boolean> {
  const id = String(userId);
  const row = await db
    .selectFrom('tickets')
    .select('id')
    .where((eb) =>
      eb.or([eb('bettor_id', '=', id), eb('actor_id', '=', id), eb('ordering_agent_id', '=', id)]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
