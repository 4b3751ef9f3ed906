// PostgreSQL error codes the services turn into clear refusals (PGlite reports the same codes).

type PgError = { code?: unknown; constraint?: unknown; message?: unknown } | null;

/**
 * A unique_violation (23505), on the named index or constraint when one is given (matched on the
 * error's constraint or, where a driver leaves that out, its message).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as PgError;
  if (e?.code !== '23505') return false;
  if (constraint === undefined) return true;
  return e.constraint === constraint || (typeof e.message === 'string' && e.message.includes(constraint));
}

/** An error PostgreSQL raised with SQLSTATE `code` (also the project's own, raised by dd_require). */
export function hasErrorCode(error: unknown, code: string): boolean {
  return (error as PgError)?.code === code;
}

/** A foreign_key_violation (23503): the row is still referenced. */
export function isForeignKeyViolation(error: unknown): boolean {
  return (error as PgError)?.code === '23503';
}

/** Runs `fn`; a unique violation on `constraint` becomes `toError()` (a clear refusal, never a 500). */
export async function mapUniqueViolation<T>(
  fn: () => Promise<T>,
  constraint: string,
  toError: () => Error,
): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw toError();
    throw error;
  }
}
