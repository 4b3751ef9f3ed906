import { ReplyCode, ServerMessages } from '@drawdesk/shared-kernel/contract';
import type { FastifyInstance } from 'fastify';
import { failure } from './envelope';

/** Paths under /api that browsers open directly (the API documentation). */
const EXEMPT = [/^\/api\/openapi\.json(\?|$)/, /^\/api\/docs(\/|\?|$)/];

export function needsMarker(url: string): boolean {
  return url.startsWith('/api/') && !EXEMPT.some((re) => re.test(url));
}

/** API calls must carry X-Requested-With: XMLHttpRequest (with SameSite cookies, the CSRF defence). */
export function registerXhrMarker(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!needsMarker(request.url)) return;
    if (request.headers['x-requested-with'] === 'XMLHttpRequest') return;
    return reply.code(403).send(failure(ServerMessages.missingMarker, ReplyCode.Forbidden));
  });
}
