import { AMOUNT_KEYWORD } from '@drawdesk/shared-kernel/contract';
import { hasAtMostTwoDecimals, unitsToCents, type Cents } from '@drawdesk/shared-kernel/domain';
import { badRequest } from './errors';

const AMOUNT_MESSAGE = 'must be an amount with at most 2 decimals';

interface KeywordError {
  keyword: string;
  message: string;
  params: Record<string, unknown>;
}
interface AmountValidate {
  (enabled: boolean, value: number): boolean;
  errors?: KeywordError[];
}
/** The part of Ajv's interface this plugin uses (Ajv is Fastify's, not a dependency of ours). */
interface AjvLike {
  addKeyword(definition: {
    keyword: string;
    type: 'number';
    schemaType: 'boolean';
    errors: true;
    validate: AmountValidate;
  }): unknown;
}

/**
 * Ajv plugin: schemas built with the contract's Money() carry AMOUNT_KEYWORD, and a value with
 * more than 2 decimals fails validation (so the reply is a 400 naming the field).
 */
export function amountKeyword<A extends AjvLike>(ajv: A): A {
  const validate: AmountValidate = (enabled, value) => {
    if (!enabled || hasAtMostTwoDecimals(value)) return true;
    validate.errors = [{ keyword: AMOUNT_KEYWORD, message: AMOUNT_MESSAGE, params: {} }];
    return false;
  };
  ajv.addKeyword({ keyword: AMOUNT_KEYWORD, type: 'number', schemaType: 'boolean', errors: true, validate });
  return ajv;
}

/** For amounts read outside a schema: units to cents, or a 400 naming the field. */
export function requestAmountToCents(value: number, field: string): Cents {
  try {
    return unitsToCents(value);
  } catch {
    throw badRequest(`Invalid input: ${field} ${AMOUNT_MESSAGE}`);
  }
}
