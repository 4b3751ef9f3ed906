import { sql, type RawBuilder } from 'kysely';

// What settlement makes of lines, tickets and rollups is read through their draws' release
// (docs/settlement-rules.md "A line's processed state is its draw's release", "A ticket's status",
// "Preparing and releasing a draw"): the release writes none of them.

/**
 * A bet line's settled state (DOMAIN 11): bet_lines.status keeps 0 (placed) or 2 (void); a placed
 * line is processed once its draw is released. `line` is the alias of a bet_lines row.
 */
export function lineSettled(line: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${line}.status`)} <> 2 AND ${ofReleasedDraw(line)})`;
}

/** A placed line whose draw is not released yet. */
export function lineUnsettled(line: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${line}.status`)} = 0 AND NOT ${ofReleasedDraw(line)})`;
}

/**
 * The row (alias `row`, with a draw_id) belongs to a released draw: a line's settled state, and
 * the report_rollups rows, which the preparation writes before the release.
 */
export function ofReleasedDraw(row: string): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM draws rd WHERE rd.id = ${sql.ref(`${row}.draw_id`)} AND rd.release_status = 'released')`;
}

/**
 * A ticket's status as the inbox and the void show it (SPEC 4: 0 active, 1 processed, 2 cancelled,
 * 99 error): tickets.status keeps 0 (placed), 2 or 99; a placed ticket is processed once every draw
 * it has lines in (tickets.draw_ids) is released, and active again while a corrected result of one
 * of them waits for its release, as its lines are. `ticket` is the alias of a tickets row.
 */
export function ticketStatus(ticket: string): RawBuilder<number> {
  const stored = sql.ref(`${ticket}.status`);
  return sql<number>`(CASE WHEN ${stored} <> 0 THEN ${stored}::int WHEN ${ticketAwaitsRelease(ticket)} THEN 0 ELSE 1 END)`;
}

/** Some draw of the ticket is not released (the probe reads draws_unreleased_idx, a few entries). */
function ticketAwaitsRelease(ticket: string): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM draws ud WHERE ud.id = ANY (${sql.ref(`${ticket}.draw_ids`)}) AND ud.release_status <> 'released')`;
}
