import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Replies smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses replies over the threshold (API replies, the shell's index.html) with brotli or gzip,
 * as the browser accepts. Static assets arrive precompressed from the build (`.br` / `.gz` beside
 * each file, served by @fastify/static's `preCompressed`); a reply that already has a
 * Content-Encoding is left alone, so they are never compressed twice.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
