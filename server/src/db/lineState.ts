import { sql, type RawBuilder } from 'kysely';

/**
 * A bet line's settled state (DOMAIN 11): bet_lines.status keeps 0 (placed) or 2 (void); a placed
 * line is processed once its draw is released. `line` is the alias of a bet_lines row.
 */
export function lineSettled(line: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${line}.status`)} <> 2 AND ${drawReleased(line)})`;
}

/** A placed line whose draw is not released yet. */
export function lineUnsettled(line: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${line}.status`)} = 0 AND NOT ${drawReleased(line)})`;
}

function drawReleased(line: string): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM draws rd WHERE rd.id = ${sql.ref(`${line}.draw_id`)} AND rd.release_status = 'released')`;
}
