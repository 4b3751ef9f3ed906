import { sql } from 'kysely';
import type { Db } from '../src/db/connection';

/**
 * Adds a draw to a fixture ticket's draw_ids. An order writes them with the ticket; fixtures insert
 * a ticket first (draw_ids empty) and its lines one by one, each adding its draw here.
 */
export async function addTicketDraw(
  db: Db,
  ticketId: number | string,
  drawId: number | string,
): Promise<void> {
  await sql`
    UPDATE tickets SET draw_ids = array_append(draw_ids, ${String(drawId)}::bigint)
    WHERE id = ${String(ticketId)}::bigint AND NOT (${String(drawId)}::bigint = ANY (draw_ids))`.execute(db);
}
