import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every reply: scripts only from the own origin (the shell and the
 * remotes are served from it, and nothing is evaluated from strings), no framing (clickjacking),
 * no plugins. Styles may be inline: styled-components writes its rules into <style> elements.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Served over plain HTTP on a LAN as well: do not force every subresource to https.
  upgradeInsecureRequests: null,
};

/**
 * Headers that mean something only for a document the browser renders. A script, a stylesheet or an
 * API reply keeps nosniff and the resource policy; leaving the rest off saves about 600 bytes a
 * file (the login page loads 25 scripts).
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Security headers (@fastify/helmet): on every reply nosniff, the resource policy and a strict
 * Referrer-Policy; on documents the policy above and frame denial; HSTS only where the request came
 * over HTTPS (directly or through a trusted proxy), so a plain-HTTP install is not locked out of itself.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    hsts: false,
    // The remotes' files are fetched by the page of the same origin; nothing else embeds them.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https')
      reply.header('Strict-Transport-Security', 'max-age=15552000; includeSubDomains');
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
  });
}
