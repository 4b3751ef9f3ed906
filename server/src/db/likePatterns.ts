/** `text` with LIKE's wildcards and escape character taken literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching `text` anywhere, with its wildcards taken literally. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
