/**
 * The digits a non-ibox 4D/3D/2D bet line compares with a prize, as an SQL expression over
 * bet_lines (code, number). The expression index bet_lines_match_idx (migration 0014) and the
 * settlement's winner lookup use this same text, so that PostgreSQL uses the index.
 */
export const MATCH_KEY_SQL = `(CASE WHEN code IN ('B', 'S') OR code LIKE '4%' THEN right(number, 4)
  WHEN code LIKE '3%' THEN right(number, 3) WHEN code LIKE '2%' THEN right(number, 2) END)`;
