import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isContentHashed, NO_CACHE, staticHeaders } from './cachePolicy';

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
    preCompressed: true,
    setHeaders: staticHeaders(isContentHashed),
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
