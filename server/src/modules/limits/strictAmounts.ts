import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors';

/**
 * The validator coerces types (true -> 1, "12" -> 12, false -> 0). For amounts that move money or
 * limits we accept JSON numbers only: this preValidation hook sees the body before coercion.
 */
function check(value: unknown, field: string, nullable: boolean): void {
  if (value === undefined || typeof value === 'number' || (nullable && value === null)) return;
  throw badRequest(`Invalid input: ${field} must be a number`);
}

const record = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

export async function strictPaymentAmount(request: FastifyRequest): Promise<void> {
  const body = record(request.body);
  if (body) check(body.amount, 'amount', false);
}

export async function strictLimitAmounts(request: FastifyRequest): Promise<void> {
  const body = record(request.body);
  if (!body) return;
  check(body.maxFightLimit, 'maxFightLimit', true);
  const limits = record(body.fightLimits);
  if (!limits) return;
  check(limits.totalBase, 'fightLimits.totalBase', true);
  for (const part of ['amountBase', 'groupBase'] as const) {
    const map = record(limits[part]);
    for (const [key, value] of Object.entries(map ?? {})) check(value, `fightLimits.${part}.${key}`, true);
  }
}

/** CreateOrUpdateUser: the account form's pt, max fight limit and per-code fight limits, JSON numbers only. */
export async function strictAccountFormEat(request: FastifyRequest): Promise<void> {
  const body = record(request.body);
  if (!body) return;
  check(body.positionTaking, 'positionTaking', false);
  check(body.maxFightLimit, 'maxFightLimit', false);
  for (const [key, value] of Object.entries(record(body.fightLimits) ?? {}))
    check(value, `fightLimits.${key}`, false);
}
