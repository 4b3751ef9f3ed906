/** PostgreSQL unique_violation (23505) on the named index or constraint (PGlite reports the same). */
export function isUniqueViolationOn(error: unknown, constraint: string): boolean {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  return e?.code === '23505' && e.constraint === constraint;
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
    if (isUniqueViolationOn(error, constraint)) throw toError();
    throw error;
  }
}
