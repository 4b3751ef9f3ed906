import type { FastifyReply, FastifyRequest } from 'fastify';

// The one cookie this server uses, handled here rather than with @fastify/cookie, which loads
// its parser with a dynamic import() that Jest's VM refuses.

/** Value of the named cookie in the request's Cookie header, if present. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  path: string;
  httpOnly: boolean;
  sameSite: 'Lax' | 'Strict';
}

/** Sets the cookie; Secure when the request came over HTTPS. */
export function writeCookie(reply: FastifyReply, name: string, value: string, opts: CookieOptions): void {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${opts.maxAgeSeconds}`,
    `Path=${opts.path}`,
  ];
  if (opts.maxAgeSeconds === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (opts.httpOnly) parts.push('HttpOnly');
  parts.push(`SameSite=${opts.sameSite}`);
  if (reply.request.protocol === 'https') parts.push('Secure');
  reply.header('set-cookie', parts.join('; '));
}
