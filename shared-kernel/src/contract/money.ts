import { Type } from '@sinclair/typebox';
import { MAX_AMOUNT } from './input';

/**
 * Schema keyword the server's validator understands: a number with at most 2 decimals
 * (API.md: a request amount with more decimals is a 400).
 */
export const AMOUNT_KEYWORD = 'x-amount';

/** A request amount in currency units, validated to at most 2 decimals and at most MAX_AMOUNT. */
export const Money = (opts: { minimum?: number; maximum?: number; description?: string } = {}) =>
  Type.Number({
    description: 'Currency units with at most 2 decimals',
    maximum: MAX_AMOUNT,
    ...opts,
    [AMOUNT_KEYWORD]: true,
  });
