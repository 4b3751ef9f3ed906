import type { CompiledQuery } from 'kysely';
import type pg from 'pg';

// Hot statements of fixed text (the order pipeline's, the session lookup) are sent as named
// prepared statements on PostgreSQL, so each connection parses them once and can reuse a generic
// plan instead of planning them on every call (docs/performance.md "Betting"). Kysely has no way
// to name a statement, so the statement's text carries a marker and the pool's clients turn marked
// texts into named ones (pg refuses a name reused for another text). PGlite is left alone: there
// the marker is only a comment.

const MARK = '/* prepared ';

/**
 * The start of a statement's text that makes it the named prepared statement `name` (letters,
 * digits, underscores; one fixed text per name).
 */
export const preparedAs = (name: string): string => `${MARK}${name} */ `;

type QueryFn = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** Makes `client` send texts that start with preparedAs(name) as the named statement `name`. */
export function nameMarkedStatements(client: pg.PoolClient): void {
  const target = client as unknown as { query: QueryFn };
  const query = target.query.bind(client) as QueryFn;
  target.query = (config, values, callback) => {
    if (typeof config !== 'string' || !config.startsWith(MARK)) return query(config, values, callback);
    const name = config.slice(MARK.length, config.indexOf(' ', MARK.length));
    return query({ name, text: config, values }, undefined, callback);
  };
}

/** A compiled Kysely query as the named prepared statement `name` (its text must not vary). */
export const prepared = <T>(name: string, query: CompiledQuery<T>): CompiledQuery<T> => ({
  ...query,
  sql: preparedAs(name) + query.sql,
});
