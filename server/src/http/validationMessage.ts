import type { FastifySchemaValidationError } from 'fastify';

/** Names each offending field, e.g. "Invalid input: userId must be integer; password is required". */
export function validationMessage(errors: readonly FastifySchemaValidationError[]): string {
  const parts = new Set<string>();
  for (const e of errors) {
    const missing =
      e.keyword === 'required' ? (e.params as { missingProperty?: string }).missingProperty : undefined;
    const field = [e.instancePath.replace(/^\//, '').replace(/\//g, '.'), missing].filter(Boolean).join('.');
    const text = missing ? 'is required' : (e.message ?? 'is invalid');
    parts.add(field ? `${field} ${text}` : text);
  }
  return `Invalid input: ${[...parts].join('; ')}`;
}
