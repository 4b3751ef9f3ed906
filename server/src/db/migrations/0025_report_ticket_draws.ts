import { sql, type Kysely } from 'kysely';

// One ticket count in every report (docs/reports-rules.md "Ticket count"): a ticket counts once in a
// report however many pools and draws of the range it covers. The rollups are per draw, so their
// per-draw counts cannot be added up. A ticket whose active lines are all in one draw is in one
// rollup only: `single_tickets` (report_rollups and settlement_prep_rollups) counts those, and
// they add up. `report_ticket_draws` keeps the others, per draw, which tickets each viewer's direct
// downline brought (one row per draw, viewer, demo, downline and ticket with lines in other draws
// too), and a report counts their distinct ticket ids over the draws of its range it reads rollups
// of. Written by the settlement's preparation of the draw (from the per-ticket pass it already
// makes), read only for draws that have rollups (released).
// One index, led by draw_id, as the other report reads: the preparation deletes and writes per
// draw; a report probes it per draw of its range for its viewer. No foreign keys (thousands of
// rows written at once; a draw with lines is never deleted).
// Draws prepared but not released are prepared again (their ticket rows are missing); released
// draws get theirs here from their lines and shares.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE report_ticket_draws (
      draw_id bigint NOT NULL,
      viewer_id bigint NOT NULL,
      demo boolean NOT NULL,
      down_id bigint NOT NULL,
      ticket_id bigint NOT NULL,
      PRIMARY KEY (draw_id, viewer_id, demo, down_id, ticket_id)
    )`.execute(db);
  await sql`ALTER TABLE report_rollups ADD COLUMN single_tickets integer NOT NULL DEFAULT 0`.execute(db);
  await sql`ALTER TABLE settlement_prep_rollups ADD COLUMN single_tickets integer NOT NULL DEFAULT 0`.execute(
    db,
  );
  await sql`DELETE FROM settlement_prep WHERE draw_id NOT IN (SELECT id FROM draws WHERE release_status = 'released')`.execute(
    db,
  );
  await backfillTicketDraws(db);
}

/** Every released draw's ticket rows and single-draw counts again, from its shares (as the preparation writes them). */
export async function backfillTicketDraws(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM report_ticket_draws`.execute(db);
  await sql`DROP TABLE IF EXISTS backfill_tickets`.execute(db);
  await sql`
    CREATE TEMP TABLE backfill_tickets AS
    WITH demo_bettors AS (
      SELECT b.id FROM users b
      WHERE EXISTS (SELECT 1 FROM users a WHERE a.id = ANY (b.path) AND a.settings ->> 'isDemo' = 'true')
    )
    SELECT DISTINCT s.draw_id, s.user_id, l.bettor_id IN (SELECT id FROM demo_bettors) AS demo, s.down_user_id,
      l.ticket_id,
      EXISTS (SELECT 1 FROM bet_lines x WHERE x.ticket_id = l.ticket_id AND x.draw_id <> s.draw_id AND x.status <> 2)
        AS multi
    FROM bet_shares s
    JOIN draws d ON d.id = s.draw_id AND d.release_status = 'released'
    JOIN bet_lines l ON l.id = s.bet_line_id AND l.status <> 2
    WHERE s.depth >= 1 AND s.down_user_id IS NOT NULL`.execute(db);
  await sql`
    INSERT INTO report_ticket_draws (draw_id, viewer_id, demo, down_id, ticket_id)
    SELECT draw_id, user_id, demo, down_user_id, ticket_id FROM backfill_tickets WHERE multi`.execute(db);
  await sql`
    UPDATE report_rollups r SET single_tickets = c.n
    FROM (SELECT draw_id, user_id, demo, down_user_id, count(*) FILTER (WHERE NOT multi) AS n
          FROM backfill_tickets GROUP BY draw_id, user_id, demo, down_user_id) c
    WHERE r.draw_id = c.draw_id AND r.viewer_id = c.user_id AND r.demo = c.demo AND r.down_id = c.down_user_id`.execute(
    db,
  );
  await sql`DROP TABLE backfill_tickets`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS report_ticket_draws`.execute(db);
  await sql`ALTER TABLE report_rollups DROP COLUMN IF EXISTS single_tickets`.execute(db);
  await sql`ALTER TABLE settlement_prep_rollups DROP COLUMN IF EXISTS single_tickets`.execute(db);
}
