import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Bundler output names carry a content hash, e.g. main.3f9a1c2b.js or 512.a1b2c3d4e5.css. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Paths that never fall back to the shell's index.html. */
const NOT_SPA = [/^\/api(\/|$)/, /^\/remotes(\/|$)/, /^\/remotes\.json$/, /^\/healthz$/, /^\/readyz$/];

export function isSpaRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (NOT_SPA.some((re) => re.test(path))) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** The built shell at `/`. A missing shell/dist is not fatal: pages then answer 503. */
export async function registerShellServing(app: FastifyInstance, shellDistDir: string): Promise<void> {
  if (!existsSync(shellDistDir)) {
    app.log.warn(
      { shellDistDir },
      'shell is not built; pages will answer 503 until it is and the server restarts',
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: shellDistDir,
    prefix: '/',
    index: 'index.html',
    decorateReply: false,
    cacheControl: false,
    dotfiles: 'deny',
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', HASHED.test(basename(path)) ? IMMUTABLE : NO_CACHE);
    },
  });
}

/** SPA fallback: a front-end route of SPEC 2 gets the shell's index.html. */
export async function sendShellIndex(reply: FastifyReply, shellDistDir: string): Promise<FastifyReply> {
  let html: Buffer;
  try {
    html = await readFile(join(shellDistDir, 'index.html'));
  } catch {
    return reply
      .code(503)
      .header('Cache-Control', NO_CACHE)
      .type('text/plain; charset=utf-8')
      .send('Shell not built');
  }
  return reply.code(200).header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(html);
}
