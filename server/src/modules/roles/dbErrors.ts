/** PostgreSQL unique_violation (PGlite reports the same code). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}
