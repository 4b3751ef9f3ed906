import { sql, type Kysely } from 'kysely';
import { useTestApp } from '../../../test/harness';
import { ticketStatus } from '../settledState';
import { down, up } from './0029_ticket_status_derived';

// Migration 0029 stops storing a ticket's processed state: down writes it back (status 1 where
// every draw of the ticket is released), up fills draw_ids from the lines and sets those tickets
// back to 0; the derived status must then read what was stored.
const t = useTestApp({ demoActivity: true });

const statuses = async (column: 'stored' | 'derived') =>
  (
    await sql<{ id: string; status: number }>`
      SELECT t.id, ${column === 'stored' ? sql`t.status::int` : ticketStatus('t')} AS status
      FROM tickets t ORDER BY t.id`.execute(t.db)
  ).rows.map((r) => `${r.id}:${r.status}`);

it('moves the processed state from the stored status to the draws of each ticket and back', async () => {
  const derived = await statuses('derived');
  // The demo seed released some draws and left others open: both states are there.
  expect(derived.some((r) => r.endsWith(':1'))).toBe(true);
  expect(derived.some((r) => r.endsWith(':0'))).toBe(true);

  await down(t.db as unknown as Kysely<unknown>);
  expect(await statuses('stored')).toEqual(derived);

  await up(t.db as unknown as Kysely<unknown>);
  const { rows } = await sql<{ wrong: string }>`
    SELECT count(*) AS wrong FROM tickets t
    WHERE t.status = 1 OR t.draw_ids IS DISTINCT FROM coalesce((SELECT array_agg(DISTINCT l.draw_id ORDER BY l.draw_id)
      FROM bet_lines l WHERE l.ticket_id = t.id), '{}')`.execute(t.db);
  expect(Number(rows[0]?.wrong)).toBe(0);
  expect(await statuses('derived')).toEqual(derived);
  // Processed is not stored any more.
  await expect(sql`UPDATE tickets SET status = 1`.execute(t.db)).rejects.toThrow(/tickets_status_check/);
});
