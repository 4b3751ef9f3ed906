import { Type, type StringOptions } from '@sinclair/typebox';

/**
 * Schema keyword the server's validator understands on strings: 'line' (the default of every
 * request string) refuses all control characters; 'multiline' allows tab, line feed and carriage
 * return (remarks, announcements, bet strings) and refuses the rest.
 */
export const TEXT_KEYWORD = 'x-text';
export type TextKind = 'line' | 'multiline';

/** A request text of several lines: tab, CR and LF allowed, other control characters refused. */
export const MultilineText = (opts: StringOptions = {}) =>
  Type.String({ ...opts, [TEXT_KEYWORD]: 'multiline' satisfies TextKind });

export { MAX_AMOUNT } from '../domain/constants';

/**
 * The largest and smallest integer a request may carry when its schema names no tighter bound:
 * within JavaScript's safe integers and so within PostgreSQL bigint.
 */
export const MAX_REQUEST_INTEGER = Number.MAX_SAFE_INTEGER;
