import type { Db } from '../../db/connection';
import type { Trx } from '../../db/retry';

/**
 * Whether any ticket belongs to or was placed by this account; an account with tickets cannot be
 * deleted. There is no ticket table before the betting issue, so nothing has tickets yet: the
 * betting issue replaces this body with a query on its table.
 */
export async function hasTickets(_db: Db | Trx, _userId: number): Promise<boolean> {
  return false;
}
