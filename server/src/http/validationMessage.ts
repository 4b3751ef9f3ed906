import type { FastifySchemaValidationError } from 'fastify';

function fieldPath(instancePath: string, child?: string): string {
  return [instancePath.replace(/^\//, '').replace(/\//g, '.'), child].filter(Boolean).join('.');
}

/**
 * Names each offending field, e.g. "Invalid input: userId must be integer; password is required;
 * balance is not a known field".
 */
export function validationMessage(errors: readonly FastifySchemaValidationError[]): string {
  const parts = new Set<string>();
  for (const e of errors) {
    const params = e.params as { missingProperty?: string; additionalProperty?: string };
    if (e.keyword === 'required' && params.missingProperty) {
      parts.add(`${fieldPath(e.instancePath, params.missingProperty)} is required`);
    } else if (e.keyword === 'additionalProperties' && params.additionalProperty) {
      parts.add(`${fieldPath(e.instancePath, params.additionalProperty)} is not a known field`);
    } else {
      const field = fieldPath(e.instancePath);
      const text = e.message ?? 'is invalid';
      parts.add(field ? `${field} ${text}` : text);
    }
  }
  return `Invalid input: ${[...parts].join('; ')}`;
}
