import { basename } from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Bundler output names carry a content hash, e.g. main.3f9a1c2b.js or 512.a1b2c3d4e5.css. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/** What the build's precompressed copies add to a file's name (main.3f9a1c2b.js.br). */
const COMPRESSED_SUFFIX = /\.(br|gz)$/;

/** The name of the file a served path stands for: `remoteEntry.js` for `.../remoteEntry.js.br`. */
export const servedName = (path: string): string => basename(path).replace(COMPRESSED_SUFFIX, '');

/** A content-hashed file never changes under its name: cache it for a year without asking again. */
export const isContentHashed = (path: string): boolean => HASHED.test(servedName(path));

/**
 * The headers of a static file, for @fastify/static's `setHeaders`: `immutable` for what `isImmutable`
 * accepts, revalidation for the rest; and `Vary: Accept-Encoding`, since the same URL is served as
 * brotli, gzip or plain bytes depending on what the browser accepts.
 */
export const staticHeaders =
  (isImmutable: (path: string) => boolean) =>
  (res: { setHeader(name: string, value: string): unknown }, path: string): void => {
    res.setHeader('Cache-Control', isImmutable(path) ? IMMUTABLE : NO_CACHE);
    res.setHeader('Vary', 'Accept-Encoding');
  };
