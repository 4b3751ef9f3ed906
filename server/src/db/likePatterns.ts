import { sql, type RawBuilder } from 'kysely';

/** `text` with LIKE's wildcards and escape character taken literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching `text` anywhere, with its wildcards taken literally. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** A LIKE pattern matching what starts with `text`, with its wildcards taken literally. */
export const startsWithPattern = (text: string): string => `${escapeLike(text)}%`;

/**
 * The table search's usual match on an account column (a bettor, a target): the account's username
 * starts with `text`, case-insensitively (users' lower(username) index).
 */
export const accountNameStarts = (column: RawBuilder<unknown>, text: string): RawBuilder<boolean> =>
  sql<boolean>`${column} IN (SELECT su.id FROM users su WHERE lower(su.username) LIKE ${startsWithPattern(text.toLowerCase())})`;
