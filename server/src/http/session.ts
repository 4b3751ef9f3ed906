import type { FastifyInstance, FastifyReply } from 'fastify';
import { SESSION_ABSOLUTE_SECONDS, findSession } from '../auth/sessionStore';
import type { AuthContext } from '../auth/sessionUser';
import type { Db } from '../db/connection';
import { readCookie, writeCookie } from './cookies';

export const SESSION_COOKIE = 'dd_sid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The valid session of this request, if any (API calls and /remotes.json). */
    auth: AuthContext | null;
  }
}

const needsSession = (url: string) =>
  url.startsWith('/api/') || url === '/remotes.json' || url.startsWith('/remotes.json?');

/** Loads the session named by the cookie; guards decide what a missing one means. */
export function registerSessionLoader(app: FastifyInstance, db: Db): void {
  app.decorateRequest('auth', null);
  app.addHook('preHandler', async (request) => {
    if (!needsSession(request.url)) return;
    const token = readCookie(request, SESSION_COOKIE);
    request.auth = token ? await findSession(db, token) : null;
  });
}

export function setSessionCookie(reply: FastifyReply, token: string): void {
  writeCookie(reply, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAgeSeconds: SESSION_ABSOLUTE_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  writeCookie(reply, SESSION_COOKIE, '', { httpOnly: true, sameSite: 'Lax', path: '/', maxAgeSeconds: 0 });
}
